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
}

export interface ComparableText {
  law: number;
  edition: string;
  title: string;
  /** in document order */
  clauses: ComparableClause[];
}

/** Class of one change (one hunk). Ordered by severity, mildest first. */
export type ChangeClass = 'typographic' | 'editorial' | 'renumbered' | 'substantive';

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
  | { op: 'equal'; text: string }
  | { op: 'delete' | 'insert'; text: string; class: ChangeClass; change: number };

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
  /** for `editorial` changes: the note that explains it, and whose note it is */
  reading: Reading | null;
  readingSide: 'a' | 'b' | null;
  /** for `renumbered` changes: the renumbered references that explain it (empty otherwise) */
  renumberings: RenumberedRef[];
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
  editorial: string[];
  typographic: string[];
  added: string[];
  removed: string[];
  /** changes ("places") of each class over the aligned clauses */
  places: PlaceCounts;
  /** ids of the clauses not compared word by word (`coarse` not null) */
  coarse: string[];
  /** no clause is substantive, renumbered, editorial, added or removed */
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
