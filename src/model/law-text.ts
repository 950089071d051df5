/**
 * The clause tree of one text of one law: law → edition → clauses.
 */
import type { ClauseLevel } from './clause-id';
import type { SourcePoint } from './diagnostic';
import type { EditionId } from './edition-id';
import type { EditorialNoteData, LawTextFrontMatter, WitnessData } from './law-text-schema';

/** Where a reference points once resolved. */
export type ReferenceTarget =
  /** A clause of the same text (same law, same edition). */
  | { kind: 'clause'; law: number; edition: EditionId; clause: string }
  /** Another law, or a clause of another law, by number. */
  | { kind: 'law'; law: number; clause: string | null };

/** Inline content of a heading or paragraph, as written in the source. */
export type Inline =
  | { type: 'text'; value: string }
  /** A slip of the source, kept as written, with the editors' reading and note. */
  | { type: 'sic'; value: string; reading: string; note: string }
  /** A footnote mark ("*") pointing at a footnote clause. */
  | { type: 'fnref'; value: string; to: string }
  /** A cross-reference; its children are the words that refer. */
  | { type: 'ref'; target: ReferenceTarget; children: Inline[] };

export interface Reference {
  /** The words that refer, as printed ("3 following", "Law 16D"). */
  text: string;
  target: ReferenceTarget;
  /** Where the reference is written in the source file (null when the words come from no one place). */
  at: SourcePoint | null;
}

export interface Clause {
  /** Stable id: "A", "B1b", "footnote". Also the HTML id on edition pages. */
  id: string;
  level: ClauseLevel;
  /** Citation label: "27B1(b)". */
  label: string;
  /** The marker printed before the clause: "A.", "1.", "(a)", "*". */
  marker: string;
  heading: Inline[] | null;
  /** Heading as plain text, or null. */
  headingText: string | null;
  /** The clause's own paragraphs (not its children's). */
  paragraphs: Inline[][];
  /** Plain text of the clause's own paragraphs, joined by blank lines. */
  text: string;
  children: Clause[];
  references: Reference[];
  /** Ids of the editorial notes attached to this clause. */
  notes: string[];
  /** Line in the source file where the clause starts. */
  line: number;
}

export interface LawText {
  law: number;
  edition: EditionId;
  file: string;
  /** Where the front matter names the edition. */
  editionAt: SourcePoint;
  meta: LawTextFrontMatter;
  witnesses: WitnessData[];
  editorialNotes: EditorialNoteData[];
  /** Top-level clauses (sections and the footnote), in document order. */
  clauses: Clause[];
}

/** Every clause of a text in document order (pre-order). */
export function flatten(clauses: readonly Clause[]): Clause[] {
  const out: Clause[] = [];
  const walk = (list: readonly Clause[]) => {
    for (const c of list) {
      out.push(c);
      walk(c.children);
    }
  };
  walk(clauses);
  return out;
}

export function findClause(text: LawText, id: string): Clause | undefined {
  return flatten(text.clauses).find((c) => c.id === id);
}

export function inlinePlainText(inlines: readonly Inline[]): string {
  return inlines
    .map((n) => (n.type === 'ref' ? inlinePlainText(n.children) : n.value))
    .join('')
    .replace(/\s+/g, ' ');
}

/**
 * Inline content as it is quoted away from the law's own page (a ruling card,
 * a record, a precedent, a preview): the source's words, each slip followed by
 * the editors' mark the law page shows ("as Al [sic: read A1] allows"), so
 * that a quotation never passes a slip off as the law's reading or hides it.
 */
export function inlineQuotedText(inlines: readonly Inline[]): string {
  return inlines
    .map((n) =>
      n.type === 'ref'
        ? inlineQuotedText(n.children)
        : n.type === 'sic'
          ? `${n.value} ${sicMarkText(n.reading)}`
          : n.value,
    )
    .join('')
    .replace(/\s+/g, ' ');
}

/** The editors' mark after a slip, as the law page prints it: "[sic: read A1]". */
export function sicMarkText(reading: string): string {
  return `[sic: read ${reading}]`;
}

/** A clause's own words as quoted away from the law's page: `text`, with the editors' marks (`inlineQuotedText`). */
export function quotedText(clause: Pick<Clause, 'paragraphs'>): string {
  return clause.paragraphs.map((para) => inlineQuotedText(para).trim()).join('\n\n');
}

/**
 * The whole text as a reader of the source would read it: the source's
 * title, then every clause's marker, heading and words, in order. Fidelity
 * tests compare the seeds' words with this.
 */
export function lawTextPlain(text: LawText): string {
  const parts = [text.meta.sourceTitle];
  for (const c of flatten(text.clauses)) {
    // The footnote's own text begins with its mark, as in print.
    if (c.level !== 'footnote') parts.push(c.marker);
    if (c.headingText) parts.push(c.headingText);
    if (c.text) parts.push(c.text);
  }
  return parts.join(' ');
}
