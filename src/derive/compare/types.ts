/**
 * Types of the comparison ("diff") engine.
 *
 * The input side (`ComparableClause`, `ComparableText`) is the interface the
 * content model is expected to provide; it is declared here so this module has
 * no dependency on the model's internals. Everything on the output side is
 * plain data (strings, numbers, booleans, arrays, objects, `null`; never
 * `undefined`), so a `PairComparison` can be written with `JSON.stringify` as
 * `/data/laws/<law>/compare/<a>...<b>.json` and read back unchanged.
 */

/** An editorial note: the source reads `sic`, the editors read `read`. */
export interface Reading {
  sic: string;
  read: string;
  note: string;
}

/**
 * A reference in a clause, as the content model found it: the words that
 * refer, as printed in the clause's heading or text ("A", "3 following",
 * "Law 26", or a slip such as "Al" that a reading explains), and where they
 * point, outermost first: ['27', 'A', '1'] for clause 27A1, ['26'] for Law
 * 26 as a whole, ['26', 'B'] for Law 26B. One target lies inside another
 * when its path begins with the other's (27A1 inside 27A; 26B inside 26).
 */
export interface ComparableReference {
  text: string;
  target: string[];
}

export interface ComparableClause {
  /** 'A', 'A1', 'B1a', 'footnote' ... (same id = same clause across texts) */
  id: string;
  /** display label, e.g. '27B1(a)' */
  label: string;
  /** e.g. 'Acceptance of Insufficient Bid.'; null when the clause has none */
  heading: string | null;
  /** the clause's own words (not its children), paragraphs joined by "\n\n" */
  text: string;
  readings: Reading[];
  /** its references, in order of position (rule P in classify.ts); none when absent */
  references?: ComparableReference[];
}

export interface ComparableText {
  law: number;
  edition: string;
  title: string;
  /** in document order */
  clauses: ComparableClause[];
}

/**
 * Class of one change (one hunk). Ordered by severity, mildest first.
 * `renumbered` and `reference` are the two reference changes: the law's words
 * are the same but for how a reference is written (see classify.ts, rules R
 * and P). `renumbered` is kept as published: a change that listed
 * renumberings alone explain.
 */
export type ChangeClass = 'typographic' | 'editorial' | 'renumbered' | 'reference' | 'substantive';

/**
 * A reference that the compared editions write differently because the
 * provision it names was renumbered (content/renumberings.yaml), oriented
 * from side a to side b: `{ a: 'Law 23', b: 'Law 72C', subject: 'awareness of potential damage' }`.
 */
export interface RenumberedRef {
  a: string;
  b: string;
  subject: string;
}

/**
 * A reference whose target on one side lies inside the other's, or is the
 * same (rule P in classify.ts): `a` and `b` are the words that refer, as read
 * (a slip put as its reading: 2017 "Al" is "A1"); `targetA` and `targetB`
 * where they point, as a clause id with its law ('27A', '27A1') or a law
 * ('26', '26B'); `relation` what b's target is to a's: `narrower` (the
 * reference was made precise: A → A1), `broader` (A1 → A) or `same` ("3
 * following" → "B3 above").
 */
export interface RefinedRef {
  a: string;
  b: string;
  targetA: string;
  targetB: string;
  relation: 'narrower' | 'broader' | 'same';
}

/** Class of one aligned clause. */
export type ClauseStatus = 'unchanged' | ChangeClass | 'added' | 'removed';

/**
 * How a clause part was compared when not word by word (see DiffLimits in
 * diff.ts): `sentence` — the part changed too much for a word-by-word
 * comparison, so it was compared sentence by sentence, and some run of changed
 * sentences is one change; `part` — it changed too much even for that, so the
 * part is one change (its common first and last words kept).
 */
export type Coarseness = 'sentence' | 'part';

/** The two parts of a clause that are diffed (separately). */
export type ClausePart = 'heading' | 'text';

/**
 * One step of a diff. Concatenating the `text` of the `equal` and `delete`
 * ops of a part rebuilds side a's string exactly; `equal` and `insert` ops
 * rebuild side b's string exactly. `change` is the index into
 * `ClauseComparison.changes` of the hunk the op belongs to.
 */
export type DiffOp =
  { op: 'equal'; text: string } | { op: 'delete' | 'insert'; text: string; class: ChangeClass; change: number };

/**
 * One hunk: a maximal run of differences between two stretches of equal
 * text. Within a hunk, `deleted` is side a's text and `inserted` side b's
 * (either may be empty).
 */
export interface Change {
  index: number;
  part: ClausePart;
  deleted: string;
  inserted: string;
  class: ChangeClass;
  /**
   * for `editorial` changes: the note that explains it, and whose note it is;
   * for `renumbered` and `reference` changes: the reading a slip in it was
   * compared as, if any (2017 "Al", read "A1")
   */
  reading: Reading | null;
  readingSide: 'a' | 'b' | null;
  /** for `renumbered` and `reference` changes: the renumbered references that explain it (empty otherwise) */
  renumberings: RenumberedRef[];
  /** for `reference` changes: the references made precise (or broader) that explain it (empty otherwise) */
  refined: RefinedRef[];
}

export type PlaceCounts = Record<ChangeClass, number>;

export interface ClauseComparison {
  id: string;
  status: ClauseStatus;
  /** present in both texts but in a different order relative to the others */
  moved: boolean;
  label: { a: string | null; b: string | null };
  heading: DiffOp[];
  text: DiffOp[];
  changes: Change[];
  /** number of changes ("places") of each class */
  places: PlaceCounts;
  /**
   * null when both parts were compared word by word; otherwise the coarsest
   * way a part was compared (its changes are fewer and larger, their classes
   * still follow the rules)
   */
  coarse: Coarseness | null;
}

export interface PairSummary {
  /** `<a>...<b>` */
  name: string;
  a: string;
  b: string;
  /** how many clauses have each status */
  clauses: Record<ClauseStatus, number>;
  /** clause ids, in alignment order */
  substantive: string[];
  /** clauses whose only changes of words are renumbered references */
  renumbered: string[];
  /**
   * clauses whose only changes of words are references, at least one made
   * precise (or broader), perhaps others renumbered: not changed in substance
   */
  reference: string[];
  editorial: string[];
  typographic: string[];
  added: string[];
  removed: string[];
  /** changes ("places") of each class over the aligned clauses */
  places: PlaceCounts;
  /** ids of the clauses not compared word by word (`coarse` not null) */
  coarse: string[];
  /** no clause is substantive, reference, renumbered, editorial, added or removed */
  sameWords: boolean;
}

export interface PairComparison {
  /** `<a>...<b>`, e.g. '2008-03...2017' */
  name: string;
  law: number;
  a: { edition: string; title: string };
  b: { edition: string; title: string };
  /** union of both texts' clauses, in a document order */
  clauses: ClauseComparison[];
  summary: PairSummary;
}
