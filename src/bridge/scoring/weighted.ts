/**
 * Weighted ("equitable") assigned adjusted scores, Law 12C1(c).
 *
 * The Director lists the outcomes that might have happened without the
 * infraction, each with a weight in percent (the weights add up to 100), and
 * the board is scored as the weighted mixture:
 *
 * - Pairs: each outcome's match-points (from the scoring program's board
 *   print-out) are weighted; the table is given the board average and the
 *   difference is added to N/S and deducted from E/W (or the other way round).
 * - Teams: each outcome is compared with the score at the other table, turned
 *   into IMPs, weighted, and the total rounded to a whole number of IMPs.
 *
 * Arithmetic is exact: weights and match-points (at most two decimals each)
 * are turned into integers of hundredths before multiplying, so the worked
 * examples give exactly 12.6 and 3.0. Numbers in the results are exact; the
 * `…Text` fields round to at most two decimals (half away from zero).
 */
import { assertBoardScore, looksLikeBoardScore, parseBoardScore } from './board-score';
import { formatSigned, formatUnits, roundQuotient, toHundredths, type TieBreak } from './decimal';
import { ScoringError } from './errors';
import { impsForDifference } from './imps';
import {
  formatContractResult,
  parseContractResult,
  scoreResultForNS,
  type ContractResult,
  type ScoringContext,
} from './notation';

/**
 * One possible outcome of the board:
 * - a contract result as text (`"6S= by N"`, `"4S+2"`) or already parsed;
 * - a raw score from N/S's point of view, as a number (`-100`) or text (`"+1430"`).
 * Contract results without a declarer or vulnerability take them from the
 * `declarer` / `vulnerability` options.
 */
export type OutcomeInput = string | ContractResult | number;

export interface TeamsOutcome {
  /** Weight in percent, more than 0 and at most 100, at most two decimals. */
  readonly weight: number;
  readonly outcome: OutcomeInput;
}

export interface PairsOutcome {
  /** Weight in percent, more than 0 and at most 100, at most two decimals. */
  readonly weight: number;
  /** N/S match-points this outcome would earn on the board (≥ 0, at most two decimals). */
  readonly matchpoints: number;
  /** The outcome itself, for display; optional since only the match-points count. */
  readonly outcome?: OutcomeInput;
}

/** The Zone 7 guidance's threshold: above this many outcomes, consider Law 12C1(d). */
export const MAX_OUTCOMES_FOR_WEIGHTING = 4;

export const ARTIFICIAL_SCORE_ADVICE =
  'More than four possible outcomes: consider an artificial adjusted score, Law 12C1(d).';

export interface ResolvedOutcome {
  /** How the outcome is shown: canonical contract result (`6S= by N`) or signed score (`+1430`). */
  readonly label: string;
  /** The score from N/S's point of view. */
  readonly nsScore: number;
}

/**
 * Turns an outcome (contract result or raw score) into its N/S score. A raw
 * score must be one a board can produce (`boardScoreProblem`); a contract
 * result is scored with `context` for what it does not say.
 */
export function resolveOutcome(outcome: OutcomeInput, context: ScoringContext = {}): ResolvedOutcome {
  if (typeof outcome === 'number') {
    assertBoardScore(outcome);
    const nsScore = outcome === 0 ? 0 : outcome;
    return { label: formatSigned(nsScore), nsScore };
  }
  if (typeof outcome === 'string') {
    if (looksLikeBoardScore(outcome)) {
      const nsScore = parseBoardScore(outcome);
      return { label: formatSigned(nsScore), nsScore };
    }
    return resolveOutcome(parseContractResult(outcome), context);
  }
  if (typeof outcome !== 'object' || outcome === null) {
    throw new ScoringError(`An outcome must be a contract result or a score, got ${String(outcome)}.`);
  }
  const label = formatContractResult(outcome);
  return { label, nsScore: scoreResultForNS(outcome, context) };
}

function prefixed<T>(index: number, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ScoringError) {
      throw new ScoringError(`Outcome ${String(index + 1)}: ${error.message}`, error.token);
    }
    throw error;
  }
}

/** Validates the weights and returns them in hundredths of a percent. */
function weightsInHundredths(outcomes: readonly { readonly weight: number }[]): number[] {
  if (!Array.isArray(outcomes) || outcomes.length === 0) {
    throw new ScoringError('A weighted score needs at least one outcome.');
  }
  const weights = outcomes.map((o, i) =>
    prefixed(i, () => {
      const w = toHundredths(o.weight, 'The weight');
      if (w <= 0 || w > 10000) {
        throw new ScoringError(
          `The weight must be more than 0% and at most 100%, got ${String(o.weight)}%.`,
          String(o.weight),
        );
      }
      return w;
    }),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum !== 10000) {
    const shown = formatUnits(sum, 2, { minDecimals: 0, maxDecimals: 2 });
    throw new ScoringError(`The weights must add up to 100%; they add up to ${shown}%.`, `${shown}%`);
  }
  return weights;
}

function adviceFor(count: number): { considerArtificialScore: boolean; advice?: string } {
  return count > MAX_OUTCOMES_FOR_WEIGHTING
    ? { considerArtificialScore: true, advice: ARTIFICIAL_SCORE_ADVICE }
    : { considerArtificialScore: false };
}

// ---------------------------------------------------------------- teams

export interface TeamsOptions extends ScoringContext {
  /**
   * The non-offending side, if the Director wants an exact half IMP settled in
   * its favour ("residual doubt … in favour of the non-offending side").
   * Without it, halves are rounded away from zero.
   */
  readonly nonOffendingSide?: 'NS' | 'EW';
}

export interface TeamsLine {
  readonly label: string;
  /** Weight in percent. */
  readonly weight: number;
  /** The outcome's score from N/S's point of view. */
  readonly nsScore: number;
  /** `nsScore` minus the N/S score at the other table. */
  readonly net: number;
  /** IMPs for `net` (WBF scale), sign included. */
  readonly imps: number;
  /** weight × IMPs, exact. */
  readonly weightedImps: number;
  /** `weightedImps` for display: "3.9", "0.0", "-1.3". */
  readonly weightedImpsText: string;
}

export interface TeamsAdjustment {
  readonly otherTable: ResolvedOutcome;
  readonly lines: readonly TeamsLine[];
  /** Sum of the weighted IMPs, exact. */
  readonly totalImps: number;
  /** "3.0" */
  readonly totalImpsText: string;
  /** IMPs to award to N/S at this table (E/W get the opposite), rounded to a whole number. */
  readonly awardedImps: number;
  /** "+3" */
  readonly awardedText: string;
  /** "+3 IMPs to N/S, -3 IMPs to E/W" */
  readonly instruction: string;
  /** Whether the total was exactly halfway between two whole numbers. */
  readonly wasExactHalf: boolean;
  readonly considerArtificialScore: boolean;
  readonly advice?: string;
}

const IMP_UNITS = 10000; // weight hundredths (1e-4 of the whole) × whole IMPs

/**
 * Weighted adjusted score at teams (IMPs), from N/S's point of view at the
 * table of the ruling, given the N/S score at the other table.
 *
 * Rounding: the total is rounded to the nearest whole IMP, as the guidance
 * says. An exact half (possible with weights such as 50% or 25%) is rounded
 * away from zero by default, so the result is the same whichever team is
 * called N/S (+2.5 → +3 for N/S and −3 for E/W; −2.5 → −3 for N/S). When
 * `nonOffendingSide` is given, an exact half goes to that side instead, in the
 * spirit of Law 12C1(c)'s "residual doubt … in favour of the non-offending
 * side".
 */
export function weightedTeamsScore(
  outcomes: readonly TeamsOutcome[],
  otherTable: OutcomeInput,
  options: TeamsOptions = {},
): TeamsAdjustment {
  const weights = weightsInHundredths(outcomes);
  let other: ResolvedOutcome;
  try {
    other = resolveOutcome(otherTable, options);
  } catch (error) {
    if (error instanceof ScoringError) {
      throw new ScoringError(`Other table: ${error.message}`, error.token);
    }
    throw error;
  }

  let totalUnits = 0;
  const lines = outcomes.map((o, i): TeamsLine => {
    const resolved = prefixed(i, () => resolveOutcome(o.outcome, options));
    const weight = weights[i] ?? 0;
    const net = resolved.nsScore - other.nsScore;
    const imps = impsForDifference(net);
    const units = weight * imps;
    totalUnits += units;
    return {
      label: resolved.label,
      weight: weight / 100,
      nsScore: resolved.nsScore,
      net,
      imps,
      weightedImps: units / IMP_UNITS || 0,
      weightedImpsText: formatUnits(units, 4, { minDecimals: 1, maxDecimals: 2 }),
    };
  });

  const tie: TieBreak =
    options.nonOffendingSide === 'NS' ? 'up' : options.nonOffendingSide === 'EW' ? 'down' : 'awayFromZero';
  const awardedImps = roundQuotient(totalUnits, IMP_UNITS, tie);
  const awardedText = formatSigned(awardedImps);
  const instruction =
    awardedImps === 0
      ? '0 IMPs: the board is scored as a push (0 IMPs to either team).'
      : `${awardedText} IMPs to N/S, ${formatSigned(-awardedImps)} IMPs to E/W`;

  return {
    otherTable: other,
    lines,
    totalImps: totalUnits / IMP_UNITS || 0,
    totalImpsText: formatUnits(totalUnits, 4, { minDecimals: 1, maxDecimals: 2 }),
    awardedImps,
    awardedText,
    instruction,
    wasExactHalf: Math.abs(totalUnits) % IMP_UNITS === IMP_UNITS / 2,
    ...adviceFor(outcomes.length),
  };
}

// ---------------------------------------------------------------- pairs

export interface PairsLine {
  /** Present when the outcome was given. */
  readonly label?: string;
  readonly nsScore?: number;
  /** Weight in percent. */
  readonly weight: number;
  readonly matchpoints: number;
  /** weight × match-points, exact. */
  readonly contribution: number;
  /** "6.0", "5.2" … */
  readonly contributionText: string;
}

export interface PairsAdjustment {
  readonly lines: readonly PairsLine[];
  /** Weighted N/S match-points, exact (12.6 in the guidance's example). */
  readonly weightedMatchpoints: number;
  readonly weightedMatchpointsText: string;
  readonly average: number;
  /** Match-points to add to N/S (negative: to deduct), exact. */
  readonly nsCorrection: number;
  /** Match-points to add to E/W: always −nsCorrection. */
  readonly ewCorrection: number;
  /** "+1.6" */
  readonly nsCorrectionText: string;
  /** "-1.6" */
  readonly ewCorrectionText: string;
  /** "add 1.6 to N/S, deduct 1.6 from E/W" */
  readonly instruction: string;
  readonly considerArtificialScore: boolean;
  readonly advice?: string;
}

/** An outcome's N/S score (when known) and the match-points it earns, for `matchpointOrderProblems`. */
export interface ScoredMatchpoints {
  readonly nsScore?: number | undefined;
  readonly matchpoints: number;
}

function mps(matchpoints: number): string {
  return `${String(matchpoints)} match-point${matchpoints === 1 ? '' : 's'}`;
}

function orderProblem(n: number, line: ScoredMatchpoints, m: number, earlier: ScoredMatchpoints): string | undefined {
  const [score, other] = [line.nsScore, earlier.nsScore];
  if (score === undefined || other === undefined) return undefined;
  const mine = `Outcome ${String(n)} (${formatSigned(score)}) has ${mps(line.matchpoints)}`;
  const theirs = `outcome ${String(m)} (${formatSigned(other)})`;
  if (score === other && line.matchpoints !== earlier.matchpoints) {
    return `${mine} but ${theirs} has ${mps(earlier.matchpoints)}: the same score earns the same match-points on one board.`;
  }
  if (score > other && line.matchpoints < earlier.matchpoints) {
    return `${mine}, fewer than ${theirs} with ${String(earlier.matchpoints)}: a better N/S score never earns fewer match-points on one board.`;
  }
  if (score < other && line.matchpoints > earlier.matchpoints) {
    return `${mine}, more than ${theirs} with ${String(earlier.matchpoints)}: a worse N/S score never earns more match-points on one board.`;
  }
  return undefined;
}

/**
 * On one board the match-points never go down as the N/S score goes up, and
 * one score always earns the same match-points. For each outcome (by index)
 * that contradicts an earlier one, both with a score, the message naming the
 * two; outcomes without a score are not compared.
 */
export function matchpointOrderProblems(lines: readonly ScoredMatchpoints[]): ReadonlyMap<number, string> {
  const problems = new Map<number, string>();
  lines.forEach((line, i) => {
    for (let j = 0; j < i; j += 1) {
      const earlier = lines[j];
      const problem = earlier === undefined ? undefined : orderProblem(i + 1, line, j + 1, earlier);
      if (problem !== undefined) {
        problems.set(i, problem);
        return;
      }
    }
  });
  return problems;
}

const MP_UNITS = 1_000_000; // weight hundredths (1e-4 of the whole) × match-point hundredths

/**
 * Weighted adjusted score at pairs (match-points). Both sides are given the
 * board `average` at the table of the ruling; the returned corrections are
 * then entered through the scoring program's penalty routine.
 *
 * The E/W correction is the negation of the N/S one: with match-point scoring
 * E/W's match-points are the top minus N/S's, and the average is half the top.
 */
export function weightedPairsScore(
  outcomes: readonly PairsOutcome[],
  average: number,
  options: ScoringContext = {},
): PairsAdjustment {
  const weights = weightsInHundredths(outcomes);
  const averageHundredths = toHundredths(average, 'The board average');
  if (averageHundredths < 0) {
    throw new ScoringError(`The board average cannot be negative, got ${String(average)}.`, String(average));
  }

  let totalUnits = 0;
  const lines = outcomes.map((o, i): PairsLine =>
    prefixed(i, () => {
      const mp = toHundredths(o.matchpoints, 'The match-points');
      if (mp < 0) {
        throw new ScoringError(`Match-points cannot be negative, got ${String(o.matchpoints)}.`, String(o.matchpoints));
      }
      const weight = weights[i] ?? 0;
      const units = weight * mp;
      totalUnits += units;
      const resolved = o.outcome === undefined ? undefined : resolveOutcome(o.outcome, options);
      return {
        ...(resolved !== undefined ? { label: resolved.label, nsScore: resolved.nsScore } : {}),
        weight: weight / 100,
        matchpoints: mp / 100,
        contribution: units / MP_UNITS,
        contributionText: formatUnits(units, 6, { minDecimals: 1, maxDecimals: 2 }),
      };
    }),
  );

  const [firstDisorder] = matchpointOrderProblems(lines).values();
  if (firstDisorder !== undefined) throw new ScoringError(firstDisorder);

  const correctionUnits = totalUnits - averageHundredths * 10000;
  const fmt = { minDecimals: 1, maxDecimals: 2, signed: true } as const;
  const nsCorrectionText = formatUnits(correctionUnits, 6, fmt);
  const ewCorrectionText = formatUnits(-correctionUnits, 6, fmt);
  const size = formatUnits(Math.abs(correctionUnits), 6, { minDecimals: 1, maxDecimals: 2 });
  let instruction: string;
  if (size === '0.0') instruction = 'no correction: both sides keep the average';
  else if (correctionUnits > 0) instruction = `add ${size} to N/S, deduct ${size} from E/W`;
  else instruction = `deduct ${size} from N/S, add ${size} to E/W`;

  return {
    lines,
    weightedMatchpoints: totalUnits / MP_UNITS,
    weightedMatchpointsText: formatUnits(totalUnits, 6, { minDecimals: 1, maxDecimals: 2 }),
    average: averageHundredths / 100,
    nsCorrection: correctionUnits / MP_UNITS || 0,
    ewCorrection: -correctionUnits / MP_UNITS || 0,
    nsCorrectionText,
    ewCorrectionText,
    instruction,
    ...adviceFor(outcomes.length),
  };
}
