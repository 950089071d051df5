/**
 * The references in the clauses of one law text (./parse-law-text.ts, once
 * every clause is read): found in each paragraph, resolved to a clause of
 * the same text or to another law, and wrapped in `ref` inlines. A reference
 * that names no clause of the text, or no law, is reported where it is
 * written.
 */
import type { DiagnosticSink, SourcePoint } from './diagnostic';
import { inlinePlainText, type Clause, type Inline, type Reference, type ReferenceTarget } from './law-text';
import { findReferences, lawNumberProblem, resolveLocal, type ReferenceMatch } from './references';
import { MAX_REFERENCES_PER_TEXT } from './source-limits';

/** A paragraph as read: its inlines, with the source point of each. */
export interface RawParagraph {
  inlines: Inline[];
  points: (SourcePoint | undefined)[];
}

/** Links the references of one text's clauses, one clause at a time. */
export class ReferenceLinker {
  /** References resolved so far (at most MAX_REFERENCES_PER_TEXT, or the text has a diagnostic). */
  private referenceCount = 0;

  /** `law` and `edition` are the text's; `hasClause` tells whether it has a clause of that id. */
  constructor(
    private readonly sink: DiagnosticSink,
    private readonly law: number,
    private readonly edition: string,
    private readonly hasClause: (id: string) => boolean,
  ) {}

  /** Sets the clause's paragraphs (from `paragraphs`, its references linked), its plain text and its references. */
  link(clause: Clause, paragraphs: readonly RawParagraph[]): void {
    const refs: Reference[] = [];
    clause.paragraphs = paragraphs.map((para) => this.linkParagraph(para, clause, refs));
    clause.text = clause.paragraphs.map((para) => inlinePlainText(para).trim()).join('\n\n');
    clause.references = refs;
  }

  /**
   * Find references in one paragraph and wrap them in `ref` inlines. A slip
   * is matched by its editorial reading (so "as Al allows" links to A1) and
   * kept whole inside the link.
   */
  private linkParagraph(para: RawParagraph, clause: Clause, refs: Reference[]): Inline[] {
    const segments: { inline: Inline; start: number; end: number; point: SourcePoint | undefined }[] = [];
    let scan = '';
    para.inlines.forEach((inline, i) => {
      const value =
        inline.type === 'sic'
          ? inline.reading
          : inline.type === 'ref'
            ? inlinePlainText(inline.children)
            : inline.value;
      segments.push({ inline, start: scan.length, end: scan.length + value.length, point: para.points[i] });
      scan += value;
    });
    const matches: { m: ReferenceMatch; target: ReferenceTarget }[] = [];
    for (const m of findReferences(scan)) {
      const segment = segments.find((s) => s.start <= m.start && m.start < s.end);
      const before = segment ? scan.slice(segment.start, m.start) : '';
      const lines = before.split('\n');
      const point = segment?.point && {
        line: segment.point.line + lines.length - 1,
        column: lines.length > 1 ? (lines[lines.length - 1]?.length ?? 0) + 1 : segment.point.column + before.length,
      };
      const target = this.resolve(m, clause, point);
      if (!target) continue;
      this.referenceCount++;
      if (this.referenceCount === MAX_REFERENCES_PER_TEXT + 1) {
        this.sink.error(
          point,
          `this is reference ${MAX_REFERENCES_PER_TEXT + 1} of the text, over the limit of ${MAX_REFERENCES_PER_TEXT} references for one law text`,
          'a Law refers to its clauses and to other Laws a few dozen times: check that the file holds one Law in one edition',
        );
      }
      matches.push({ m, target });
    }
    if (matches.length === 0) return para.inlines;
    // Widen matches to whole atomic inlines (slips, marks) they touch.
    for (const { m } of matches) {
      for (const s of segments) {
        if (s.inline.type !== 'text' && s.start < m.end && m.start < s.end) {
          m.start = Math.min(m.start, s.start);
          m.end = Math.max(m.end, s.end);
        }
      }
    }
    const out: Inline[] = [];
    let open: { target: ReferenceTarget; children: Inline[]; end: number } | undefined;
    const emit = (inline: Inline) => (open ? open.children : out).push(inline);
    const close = () => {
      if (!open) return;
      out.push({ type: 'ref', target: open.target, children: open.children });
      refs.push({ text: inlinePlainText(open.children), target: open.target });
      open = undefined;
    };
    const boundaries = (s: (typeof segments)[number]) =>
      [...new Set(matches.flatMap(({ m }) => [m.start, m.end]).filter((b) => b > s.start && b < s.end))].sort(
        (a, b) => a - b,
      );
    for (const s of segments) {
      const pieces: { start: number; end: number }[] = [];
      if (s.inline.type === 'text') {
        let from = s.start;
        for (const b of boundaries(s)) {
          pieces.push({ start: from, end: b });
          from = b;
        }
        pieces.push({ start: from, end: s.end });
      } else pieces.push({ start: s.start, end: s.end });
      for (const piece of pieces) {
        if (open && piece.start >= open.end) close();
        const starting = matches.find(({ m }) => m.start === piece.start);
        if (!open && starting) open = { target: starting.target, children: [], end: starting.m.end };
        const inline: Inline =
          s.inline.type === 'text' ? { type: 'text', value: scan.slice(piece.start, piece.end) } : s.inline;
        if (inline.type !== 'text' || inline.value !== '') emit(inline);
      }
    }
    close();
    return out;
  }

  private resolve(m: ReferenceMatch, clause: Clause, point: SourcePoint | undefined): ReferenceTarget | undefined {
    const local = (id: string | null, written: string): ReferenceTarget | undefined => {
      if (id && this.hasClause(id)) return { kind: 'clause', law: this.law, edition: this.edition, clause: id };
      this.sink.error(
        point,
        `unresolvable reference "${written}" in clause "${clause.id}"${id ? `: this text has no clause "${id}"` : ''}`,
        'correct the reference, or add the clause it names; a slip in the source is marked with ":sic[…]{read=… note=…}"',
      );
      return undefined;
    };
    if (m.target.kind === 'local') return local(resolveLocal(m.target.designator, clause.id), m.text);
    const outOfRange = lawNumberProblem(m);
    if (outOfRange) {
      this.sink.error(point, outOfRange.message, outOfRange.fix);
      return undefined;
    }
    if (m.target.law === this.law && m.target.clause !== null) return local(m.target.clause, m.text);
    return { kind: 'law', law: m.target.law, clause: m.target.clause };
  }
}
