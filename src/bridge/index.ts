/**
 * The bridge domain: calls, auctions, PBN, and the Law 27 ruling engine.
 * Pure TypeScript, free of Astro, the DOM and file reading (example files are
 * read by the model, src/model/examples.ts).
 */
export {
  BridgeError,
  CallParseError,
  SeatParseError,
  AuctionError,
  RulingInputError,
  StrainParseError,
} from './errors';

export { SEATS, isSeat, parseSeat, seatAfter, lhoOf, partnerOf, rhoOf, arePartners, seatName } from './seat';
export type { Seat } from './seat';

export { STRAINS, STRAIN_WORDS, isStrain, parseStrain, strainRank, strainSymbol, strainName } from './strain';
export type { Strain, Suit } from './strain';

export {
  PASS,
  DOUBLE,
  REDOUBLE,
  ALL_BIDS,
  ALL_CALLS,
  bid,
  isBid,
  isLevel,
  bidRank,
  bidFromRank,
  compareBids,
  callsEqual,
  parseCall,
  parseBid,
  normaliseCall,
  callToString,
  callToDisplay,
  callToSpeech,
} from './call';
export type { Call, Bid, Pass, Double, Redouble, Level } from './call';

export {
  emptyAuction,
  parseAuction,
  parseAuctionText,
  splitCalls,
  appendCall,
  seatOfCall,
  whoseTurn,
  lastBid,
  isComplete,
  isPassedOut,
  isSufficientAfter,
  lowestSufficientBidAfter,
  callProblem,
  isLegalCall,
  legalCalls,
  auctionToStrings,
  auctionRows,
  isSufficient,
  lowestSufficientBid,
} from './auction';
export type { Auction, AuctionOptions, AppendOptions, CallProblem, CallProblemCode, LastBid } from './auction';

export { PbnError, parsePbn, tokenizePbn } from './pbn';
export type { PbnAuction, PbnToken, PbnTokens, ReplacedInsufficientBid, CallNote } from './pbn';
export { toPbn } from './pbn-write';
export type { PbnAuctionInput } from './pbn-write';

export { RULED_EDITIONS, isRuledEdition, rulingProfile, ruledEditionsText, sameWording } from './edition';
export type { EditionId, RuledEdition, EditionProfile } from './edition';

export {
  rule,
  ruleStrict,
  openQuestions,
  replacementOptions,
  answersOf,
  withAnswers,
  QUESTION_ORDER,
  RULING_INPUT_FIELDS,
  JUDGEMENT_FIELDS,
} from './ruling';
export type {
  Question,
  YesNoQuestion,
  CallQuestion,
  AnswerId,
  Answers,
  FindingId,
  TableFactId,
  QuestionId,
  Judgement,
  RulingInput,
  Ruling,
  RulingClause,
  Restriction,
  ReplacementOption,
  ReplacementSituation,
} from './ruling';

export { EXAMPLE_KINDS, SOURCE_RESTRICTIONS, VERDICT_CLAUSES, JUDGEMENT_KEYS, exampleRulingInput } from './examples';
export type {
  Example,
  ExampleKind,
  ExampleSource,
  ExampleReplacement,
  InsufficientBidExample,
  CallOutOfRotationExample,
  SourceRestriction,
  SourceVerdict,
} from './examples';
