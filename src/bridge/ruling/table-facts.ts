/**
 * The yes-or-no facts of the table, declared once, as `JUDGEMENT_FIELDS`
 * are for the Director's findings: what a player chose or did at the table
 * that the ruling turns on. Everything that names such a fact derives from
 * this list: the engine's input (`RulingInput`) and its reader, the
 * assistant's link parameters, the order it asks them and what a changed
 * answer drops, and a precedent's fact (its field, its schema, its label).
 * Types and data only: the assistant's address and the precedents' schema
 * carry no engine.
 *
 * Adding a fact: an entry here, the engine's logic that uses it (decide.ts,
 * questions.ts), and their tests.
 */

export interface TableFactDeclaration {
  /** The field of the engine's input (`RulingInput`), and the id of its question. */
  readonly id: string;
  /** The assistant's link parameter (`/assistant/?pr=y`): a published address, never renamed. */
  readonly param: string;
  /**
   * Asked before the offender's call is chosen: the assistant asks it first,
   * and a changed answer drops the call (it changes whether and how it was
   * made).
   */
  readonly beforeCall: boolean;
}

/** How the sources and the pages write a fact of the table. */
export interface TableFactWords {
  /** The field of a precedent's facts (content/precedents/<id>.yaml) that records it. */
  readonly precedentField: string;
  /** What the fact is about, which places it among a precedent's facts: the insufficient bid, or the call put in its place. */
  readonly about: 'insufficient' | 'replacement';
  /** The schema's words for the precedent's field (a true or false, or null when the source does not say). */
  readonly asks: string;
  /** The precedent pages' label for it. */
  readonly label: string;
  /** What the engine takes while it is unanswered, in words (`Ruling.assumed`). */
  readonly byDefault: string;
}

/** The facts of the table, in the order they happen (and are asked). */
export const TABLE_FACTS = [
  { id: 'accepted', param: 'lho', beforeCall: true },
  { id: 'premature', param: 'pr', beforeCall: true },
  { id: 'replacementAccepted', param: 'lho2', beforeCall: false },
] as const satisfies readonly TableFactDeclaration[];

export type TableFact = (typeof TABLE_FACTS)[number];
/** A yes-or-no fact of the table, as the engine names it. */
export type TableAnswerId = TableFact['id'];
/** The table's yes-or-no facts an input gives; one left out is asked. */
export type TableAnswers = { readonly [K in TableAnswerId]?: boolean };

/**
 * Each fact's words, part of its declaration (the type asks one entry per
 * fact): kept beside `TABLE_FACTS` rather than in it so that the browser's
 * code, which needs none of them, does not carry them.
 */
export const TABLE_FACT_WORDS = {
  accepted: {
    precedentField: 'lhoAccepted',
    about: 'insufficient',
    asks: "the offender's left-hand opponent accepted the insufficient bid (27A1)",
    label: 'LHO accepted the insufficient bid (27A1)',
    byDefault: 'LHO does not accept the insufficient bid',
  },
  premature: {
    precedentField: 'premature',
    about: 'replacement',
    asks: 'the replacement was made before the Director ruled (27C)',
    label: 'Replaced before the Director ruled (27C)',
    byDefault: 'no call was made before the Director ruled',
  },
  replacementAccepted: {
    precedentField: 'replacementAccepted',
    about: 'replacement',
    asks: 'LHO accepted a replacement that is itself insufficient (27B4)',
    label: 'LHO accepted the substituted insufficient bid (27B4)',
    byDefault: 'LHO does not accept the substituted insufficient bid',
  },
} as const satisfies { readonly [K in TableAnswerId]: TableFactWords };

/** A yes-or-no fact of the table, as a precedent names it. */
export type PrecedentTableField = (typeof TABLE_FACT_WORDS)[TableAnswerId]['precedentField'];

/** The ids of the table's yes-or-no facts, in order. */
export const TABLE_ANSWER_IDS: readonly TableAnswerId[] = Object.freeze(TABLE_FACTS.map((f) => f.id));

type BeforeCallFact = Extract<TableFact, { beforeCall: true }>;
type BeforeCallId = BeforeCallFact['id'];

/** The facts asked before the offender's call is chosen (LHO's acceptance, a call made before the Director ruled). */
export const FACTS_BEFORE_CALL: readonly BeforeCallFact[] = Object.freeze(
  TABLE_FACTS.filter((f): f is BeforeCallFact => f.beforeCall),
);

/**
 * The table while the Director explains the options: LHO has not accepted
 * the insufficient bid, and no call was made in its place before the ruling.
 * What an example or a practice case from a source assumes.
 */
export const OPTIONS_EXPLAINED = Object.freeze(
  Object.fromEntries(FACTS_BEFORE_CALL.map((f) => [f.id, false])) as { readonly [K in BeforeCallId]: false },
);

/** A call is already made in place of the insufficient bid: before the Director ruled, or beside LHO's acceptance (27C). */
export function callAlreadyMade(answers: TableAnswers): boolean {
  return FACTS_BEFORE_CALL.some((f) => answers[f.id] === true);
}
