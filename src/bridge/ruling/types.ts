/**
 * The Law 27 engine's vocabulary: what it is told (`RulingInput`), what it
 * answers (`Ruling`), and what it asks (`Question`). Types only, so that code
 * which names them (the assistant's address, its form) carries no engine.
 */
import type { EditionId } from '../edition';
import type { Judgement } from '../judgement';
import type { Seat } from '../seat';
import { TABLE_ANSWER_IDS, type TableAnswerId, type TableAnswers } from './table-facts';

/**
 * What `rule` is told. The table's yes-or-no facts (LHO's acceptances, a call
 * made before the Director ruled) are declared in table-facts.ts; each left
 * out is asked.
 */
export interface RulingInput extends TableAnswers {
  /** The edition of the Laws; the engine rules under those in `RULED_EDITIONS`. */
  readonly edition: EditionId;
  /** The dealer: `N`, `E`, `S`, `W`, or any spelling `parseSeat` reads (`'n'`, `'North'`). */
  readonly dealer: string;
  /**
   * The calls before the insufficient bid, the dealer's first, in any spelling
   * `parseCall` reads. An insufficient bid among them stood (LHO accepted it,
   * Law 27A1) and is treated as legal.
   */
  readonly calls: readonly string[];
  /** The insufficient bid, e.g. '1H'. */
  readonly insufficient: string;
  /** Default true; false → 27A2 (Law 31). */
  readonly inRotation?: boolean;
  /** The call substituted for the insufficient bid (the offender's choice). Asked when left out. */
  readonly replacement?: string;
  readonly judgement?: Judgement;
}

/** Every field a `RulingInput` may have; any other is refused. */
export const RULING_INPUT_FIELDS: readonly (keyof RulingInput)[] = Object.freeze([
  'edition',
  'dealer',
  'calls',
  'insufficient',
  'inRotation',
  ...TABLE_ANSWER_IDS,
  'replacement',
  'judgement',
]);

/**
 * '27B' is not a clause the Law numbers as a ruling: it is the state before
 * the offender has chosen a replacement (see `Ruling.awaitingReplacement`).
 */
export type RulingClause = '27A1' | '27A2' | '27B' | '27B1a' | '27B1b' | '27B2' | '27B3' | '27B4';

/** What the ruling means for the offender's partner, in one word. */
export type Restriction =
  /** No restriction: accepted, or corrected under B1, or a substituted insufficient bid accepted. */
  | 'none'
  /** Partner must pass whenever it is his turn to call (B2, B3, B4). */
  | 'partner-must-pass'
  /** Out of rotation: Law 31 decides. */
  | 'law-31'
  /** No replacement chosen yet. */
  | 'awaiting-replacement';

/** A finding of the Director's, named as in `Judgement`. */
export type FindingId = keyof Judgement;

/** A fact of the table that a player decides: LHO's acceptances, the offender's call and when he made it. */
export type TableFactId = TableAnswerId | 'replacement';

/** Everything the engine may ask: the table's facts first, then the Director's findings. */
export type QuestionId = TableFactId | FindingId;

/** The clauses a question decides between. */
export type QuestionClause = '27A1' | '27C' | '27B' | '27B4' | '27B1a' | '27B1b';

/** Who answers: the offender's left-hand opponent, the offender, the Director (a judgement), or the Director as witness of what happened. */
export type Answerer = 'lho' | 'offender' | 'director' | 'table';

interface QuestionBase {
  /** The clause whose test it is. */
  readonly clause: QuestionClause;
  readonly who: Answerer;
  /** The question as the Director would put it, with the calls and seats of this case (`1♥`, `West`). */
  readonly text: string;
}

/** A yes-or-no question: a table fact or one of the Director's findings. */
export interface YesNoQuestion extends QuestionBase {
  readonly kind: 'yes-no';
  readonly id: Exclude<QuestionId, 'replacement'>;
  /** What a yes means for the ruling. */
  readonly yes: string;
  /** What a no means for the ruling. */
  readonly no: string;
  /** The answer `rule` assumes while the question is open. */
  readonly byDefault: boolean;
}

/** The offender's choice of call: answered with a call, not yes or no. */
export interface CallQuestion extends QuestionBase {
  readonly kind: 'call';
  readonly id: 'replacement';
}

/** A fact or judgement the ruling depends on and the input leaves unanswered. */
export type Question = YesNoQuestion | CallQuestion;

export interface Ruling {
  /** The deciding clause. */
  readonly clause: RulingClause;
  /** Every clause applied, in order, e.g. ['27C', '27B1a']. */
  readonly path: readonly string[];
  /** Offender's partner must pass whenever it is his turn to call. */
  readonly partnerMustPass: boolean;
  /** The lead restrictions of Law 26 (2007/2008) or 26B (2017) may apply. */
  readonly leadRestrictions: boolean;
  /** An attempted double/redouble, or a second insufficient bid, is cancelled. */
  readonly callCancelled: boolean;
  /** 27D: after B1 the Director may award an adjusted score (Law 12B1). */
  readonly adjustedScorePossible: boolean;
  /** Other laws engaged, e.g. '26B', '72C', '16C', '12B1', '31'. */
  readonly laws: readonly string[];
  /** Laws the applied clause says do not apply (27B1: '16D'; 2017: '26B', '16C'). */
  readonly lawsNotApplying: readonly string[];
  /** Plain English for a tournament director: the whole reasoning. */
  readonly explanation: string;
  /** What the Director says to the table, at most two short sentences, to be read aloud. */
  readonly announcement: string;
  readonly restriction: Restriction;
  /**
   * True when no replacement has been chosen (clause '27B'): the explanation
   * is what the Director tells the table — LHO may accept; the replacements
   * that carry no rectification; what any other call entails. All the
   * consequence flags are false because nothing has been decided yet; use
   * `replacementOptions` to see the ruling each replacement would get.
   */
  readonly awaitingReplacement: boolean;
  /**
   * The yes-or-no questions this ruling took from the defaults because the
   * input left them out, in the order they were needed. Empty (and not
   * awaiting a replacement): the ruling rests on the mechanics and the
   * answers given alone. Otherwise `openQuestions` says what to ask.
   */
  readonly assumed: readonly Exclude<QuestionId, 'replacement'>[];
  readonly edition: EditionId;
  /** The player who made the insufficient bid; null when out of rotation (not known from the input). */
  readonly offender: Seat | null;
  /** The seat whose turn it was when the insufficient bid was made. */
  readonly turn: Seat;
  readonly insufficient: string;
  readonly replacement: string | null;
  /** The lowest sufficient bid in the insufficient bid's strain, or null above 7NT. */
  readonly lowestSufficientInStrain: string | null;
}
