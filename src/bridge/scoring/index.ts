/**
 * Duplicate bridge scoring for the weighted adjusted-score calculator
 * (Law 12C1(c)): contract scores (Law 77), the WBF IMP scale, and weighted
 * scores at pairs and teams. Pure TypeScript; every input error is a
 * `ScoringError`.
 */
export { ScoringError } from './errors';
export {
  DOUBLINGS,
  LEVELS,
  SEATS,
  STRAINS,
  VULNERABILITIES,
  assertContract,
  isVulnerable,
  scoreBreakdown,
  scoreContract,
  scoreForNS,
  type Contract,
  type Doubling,
  type Level,
  type ScoreBreakdown,
  type Seat,
  type Strain,
  type Vulnerability,
} from './score';
export {
  formatContract,
  formatContractResult,
  parseContractResult,
  scoreResult,
  scoreResultForNS,
  type ContractResult,
  type FormatOptions,
  type ScoringContext,
} from './notation';
export { IMP_SCALE, impsForDifference, type ImpBand } from './imps';
export { formatSigned } from './decimal';
export {
  BOARD_SCORE_RULE,
  MAX_BOARD_SCORE,
  assertBoardScore,
  boardScoreProblem,
  isPossibleBoardScore,
  looksLikeBoardScore,
  nearestBoardScores,
  parseBoardScore,
  possibleBoardScores,
} from './board-score';
export {
  ARTIFICIAL_SCORE_ADVICE,
  MAX_OUTCOMES_FOR_WEIGHTING,
  matchpointOrderProblems,
  resolveOutcome,
  weightedPairsScore,
  weightedTeamsScore,
  type OutcomeInput,
  type PairsAdjustment,
  type PairsLine,
  type PairsOutcome,
  type ResolvedOutcome,
  type ScoredMatchpoints,
  type TeamsAdjustment,
  type TeamsLine,
  type TeamsOptions,
  type TeamsOutcome,
} from './weighted';
