/**
 * Worked examples from the sources, kept as data (content/examples/*.yaml,
 * one example per file). The types live here; reading and checking the files
 * is the model's job (src/model/examples.ts), so the bridge stays free of
 * file reading.
 *
 * Two kinds:
 * - `insufficient-bid`: a Law 27 case. The auction before the insufficient
 *   bid, the bid, and each replacement the source discusses with the
 *   source's own verdict. `exampleRulingInput` turns one replacement into a
 *   `RulingInput`, so the engine can be checked against the source.
 * - `call-out-of-rotation`: a comparable-call example under Laws 23/30/31.
 *   Kept with its own verdicts; not a Law 27 case, so never run through `rule`.
 *
 * Calls are kept in canonical form ('1D', '2NT', 'P', 'X').
 */
import type { EditionId } from './edition';
import { BridgeError } from './errors';
import type { Seat } from './seat';
import type { Judgement, RulingClause, RulingInput } from './ruling';

export type ExampleKind = 'insufficient-bid' | 'call-out-of-rotation';
/** What the source says happens to the offender's partner. */
export type SourceRestriction = 'none' | 'partner-must-pass' | 'partner-must-pass-once';

export interface ExampleSource {
  /** Id of the guidance document of the corpus (content/guidance/<id>.md) the example comes from. */
  readonly document: string;
  /** Where in the document: slide or section title. */
  readonly place: string;
}

export interface SourceVerdict {
  readonly restriction: SourceRestriction;
  /** The deciding clause, when the source names it or uses its words. */
  readonly clause?: RulingClause;
  /** True when the source itself cites the clause; false when it is read from the source's words. */
  readonly clauseStated: boolean;
  /** Whether lead restrictions (Law 26) may apply, only when the source says so either way. */
  readonly leadRestrictions?: boolean;
  /** Whether the Director may adjust the score under Law 27D, only when the source says so either way. */
  readonly adjustedScore?: boolean;
  /** The source's own words, briefly. */
  readonly quote: string;
}

export interface ExampleReplacement {
  /** Canonical call; absent when the source describes a class of calls instead. */
  readonly call?: string;
  /** What the replacement is, when the source describes it rather than naming a call. */
  readonly description?: string;
  /** The condition under which the source's verdict holds, e.g. "if a negative double shows 4+ hearts". */
  readonly condition?: string;
  /** The Director's findings as the source states or implies them. */
  readonly judgement: Judgement;
  readonly verdict: SourceVerdict;
  readonly note?: string;
}

interface ExampleBase {
  readonly id: string;
  readonly title: string;
  readonly source: ExampleSource;
  /** The edition of the Laws the source was written for (the corpus checks it is in the registry and, for a Law 27 case, that the engine rules under it). */
  readonly edition: EditionId;
  readonly dealer: Seat;
  /** The player who made the irregular call. */
  readonly offender: Seat;
  /** Assumptions made in recording the example (e.g. who dealt when the source does not say). */
  readonly assumptions: readonly string[];
  /** The intended meaning of the irregular call. */
  readonly intent: string;
  readonly replacements: readonly ExampleReplacement[];
  readonly notes: readonly string[];
}

export interface InsufficientBidExample extends ExampleBase {
  readonly kind: 'insufficient-bid';
  /** Legal calls before the insufficient bid, canonical, dealer first. */
  readonly auction: readonly string[];
  readonly insufficient: string;
}

export interface CallOutOfRotationExample extends ExampleBase {
  readonly kind: 'call-out-of-rotation';
  /** The call made out of rotation and withdrawn. */
  readonly withdrawn: string;
  /** The legal calls from the dealer up to the offender's turn, when the source gives them. */
  readonly auction?: readonly string[];
}

export type Example = InsufficientBidExample | CallOutOfRotationExample;

export const EXAMPLE_KINDS: readonly ExampleKind[] = ['insufficient-bid', 'call-out-of-rotation'];
export const SOURCE_RESTRICTIONS: readonly SourceRestriction[] = [
  'none',
  'partner-must-pass',
  'partner-must-pass-once',
];
/** The clauses a source's verdict may name: those the ruling engine rules under. */
export const VERDICT_CLAUSES: readonly RulingClause[] = [
  '27A1',
  '27A2',
  '27B',
  '27B1a',
  '27B1b',
  '27B2',
  '27B3',
  '27B4',
];
/** The Director's findings an example may record. */
export const JUDGEMENT_KEYS = [
  'insufficientArtificial',
  'replacementArtificial',
  'sameDenominations',
  'comparable',
] as const satisfies readonly (keyof Judgement)[];

/** The ruling input for one replacement of a Law 27 example. */
export function exampleRulingInput(example: InsufficientBidExample, replacement: ExampleReplacement): RulingInput {
  if (replacement.call === undefined) {
    throw new BridgeError(`example ${example.id}: a replacement without a call cannot be ruled on`);
  }
  return {
    edition: example.edition,
    dealer: example.dealer,
    calls: example.auction,
    insufficient: example.insufficient,
    // The case a guide describes when it discusses replacements: LHO did not accept, and the call was chosen once the Director had explained the options.
    accepted: false,
    premature: false,
    replacement: replacement.call,
    judgement: replacement.judgement,
  };
}
