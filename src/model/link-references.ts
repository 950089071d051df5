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
    const segments: Segment[] = [];
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
    const matches: { m: ReferenceMatch; target: ReferenceTarget; at: SourcePoint | undefined }[] = [];
    // One walk through the paragraph, match after match (in order), so that finding each one's point is linear.
    const walk = new PointWalk(scan, segments);
    for (const m of findReferences(scan)) {
      const at = walk.pointAt(m.start);
      const target = this.resolve(m, clause, at);
      if (!target) continue;
      this.referenceCount++;
      if (this.referenceCount === MAX_REFERENCES_PER_TEXT + 1) {
        this.sink.error(
          walk.pointAt(m.start),
          `this is reference ${MAX_REFERENCES_PER_TEXT + 1} of the text, over the limit of ${MAX_REFERENCES_PER_TEXT} references for one law text`,
          'a Law refers to its clauses and to other Laws a few dozen times: check that the file holds one Law in one edition',
        );
      }
      matches.push({ m, target, at });
    }
    if (matches.length === 0) return para.inlines;
    widen(matches, segments);
    const out: Inline[] = [];
    let open: { target: ReferenceTarget; children: Inline[]; end: number; at: SourcePoint | undefined } | undefined;
    const emit = (inline: Inline) => (open ? open.children : out).push(inline);
    const close = () => {
      if (!open) return;
      out.push({ type: 'ref', target: open.target, children: open.children });
      refs.push({ text: inlinePlainText(open.children), target: open.target, at: open.at ?? null });
      open = undefined;
    };
    const starting = new Map<number, (typeof matches)[number]>();
    for (const match of matches) if (!starting.has(match.m.start)) starting.set(match.m.start, match);
    const cuts = [...new Set(matches.flatMap(({ m }) => [m.start, m.end]))].sort((a, b) => a - b);
    let cut = 0;
    for (const s of segments) {
      const pieces: { start: number; end: number }[] = [];
      while (cut < cuts.length && (cuts[cut] ?? 0) <= s.start) cut++;
      if (s.inline.type === 'text') {
        let from = s.start;
        for (; cut < cuts.length && (cuts[cut] ?? 0) < s.end; cut++) {
          pieces.push({ start: from, end: cuts[cut] ?? 0 });
          from = cuts[cut] ?? 0;
        }
        pieces.push({ start: from, end: s.end });
      } else pieces.push({ start: s.start, end: s.end });
      for (const piece of pieces) {
        if (open && piece.start >= open.end) close();
        const match = starting.get(piece.start);
        if (!open && match) open = { target: match.target, children: [], end: match.m.end, at: match.at };
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

/** An inline of a paragraph and where its characters are in the paragraph's scanned text. */
interface Segment {
  inline: Inline;
  start: number;
  end: number;
  point: SourcePoint | undefined;
}

/** The first segment (of segments in order) that ends after `offset`, by halving. */
function segmentAt(segments: readonly Segment[], offset: number): number {
  let lo = 0;
  let hi = segments.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((segments[mid]?.end ?? 0) <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Widens each match to the whole atomic inlines (slips, marks) it touches. */
function widen(matches: readonly { m: ReferenceMatch }[], segments: readonly Segment[]): void {
  for (const { m } of matches) {
    const [start, end] = [m.start, m.end];
    for (let i = segmentAt(segments, start); i < segments.length && (segments[i]?.start ?? 0) < end; i++) {
      const s = segments[i];
      if (s && s.inline.type !== 'text' && s.start < end && start < s.end) {
        m.start = Math.min(m.start, s.start);
        m.end = Math.max(m.end, s.end);
      }
    }
  }
}

/**
 * The source point of offsets of a paragraph's scanned text, asked in
 * increasing order: each question continues from the last answer, so that a
 * paragraph of thousands of references is walked once.
 */
class PointWalk {
  private segment = -1;
  /** The offset last answered, and its point. */
  private offset = 0;
  private line = 0;
  private column = 0;
  /** The offsets of the line breaks of the text, and the first not yet walked past. */
  private readonly breaks: number[] = [];
  private next = 0;

  constructor(
    scan: string,
    private readonly segments: readonly Segment[],
  ) {
    for (let i = scan.indexOf('\n'); i !== -1; i = scan.indexOf('\n', i + 1)) this.breaks.push(i);
  }

  pointAt(offset: number): SourcePoint | undefined {
    const index = segmentAt(this.segments, offset);
    const s = this.segments[index];
    if (!s?.point || s.start > offset) return undefined;
    if (index !== this.segment || offset < this.offset) {
      if (offset < this.offset) this.next = 0;
      [this.segment, this.offset, this.line, this.column] = [index, s.start, s.point.line, s.point.column];
      while ((this.breaks[this.next] ?? Infinity) < s.start) this.next++;
    }
    for (let b = this.breaks[this.next] ?? Infinity; b < offset; b = this.breaks[++this.next] ?? Infinity) {
      this.line++;
      this.column = 1;
      this.offset = b + 1;
    }
    this.column += offset - this.offset;
    this.offset = offset;
    return { line: this.line, column: this.column };
  }
}
