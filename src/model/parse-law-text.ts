/**
 * Markdown → clause tree for one text of one law.
 *
 * Source format (see content/README.md):
 *
 *   ::clause[Acceptance of Insufficient Bid.]{#A}    a clause with a heading
 *   ::clause{#A1}                                     a clause without one
 *   Any insufficient bid may be accepted …           its paragraphs
 *   … as :sic[Al]{read=A1 note=al-for-a1} allows.    a slip, kept, with its reading
 *   … same meaning:fn[\*]{to=footnote} as …          a footnote mark
 *
 * Nesting comes from the ids (B1a is inside B1, inside B), never from list
 * markers or heading levels. All problems are reported, with file, line and
 * column, before anything is built.
 */
import type { PhrasingContent, RootContent } from 'mdast';
import { clauseLabel, clauseMarker, compareClauseIds, FOOTNOTE_ID, parentId, parseClauseId } from './clause-id';
import { allowCharacters } from './allowed-characters';
import type { DiagnosticSink, Diagnostic, SourcePoint } from './diagnostic';
import { lawTextFrontMatter, type LawTextFrontMatter } from './law-text-schema';
import {
  flatten,
  inlinePlainText,
  type Clause,
  type Inline,
  type LawText,
  type Reference,
  type ReferenceTarget,
} from './law-text';
import { directiveSyntax, readFrontMatter, readMarkdown, sourceLocator } from './markdown';
import { findReferences, lawNumberProblem, lookAlikeProblems, resolveLocal, type ReferenceMatch } from './references';
import { MAX_CLAUSES_PER_TEXT, MAX_REFERENCES_PER_TEXT } from './source-limits';
import { SourceText } from './source-reader';

export interface ParseResult {
  text: LawText | undefined;
  diagnostics: Diagnostic[];
}

const FRONT_MATTER_EXAMPLE = `law: 27
edition: "2017"
title: Insufficient Bid
sourceTitle: LAW 27 – INSUFFICIENT BID
promulgatedBy: World Bridge Federation Laws Committee
date: "2017"
dateNote: The Laws of Duplicate Bridge 2017.
base: { witness: "001_57f2d250c6491c25.txt", why: … }
witnesses: [ … ]`;

const CLAUSE_FIX =
  'write clause ids as in the Laws: a capital letter (A), then a number (A1), then a lower-case letter (B1a), or "footnote"';

interface Pending {
  clause: Clause;
  start: SourcePoint;
  /** Offset of its directive in the source. */
  offset: number;
  /** Paragraph inlines with the source point of each text node, for reference errors. */
  rawParagraphs: { inlines: Inline[]; points: (SourcePoint | undefined)[] }[];
}

function pointOf(node: {
  position?: { start: { line: number; column: number } } | undefined;
}): SourcePoint | undefined {
  const s = node.position?.start;
  return s ? { line: s.line, column: s.column } : undefined;
}

function describeNode(node: RootContent | PhrasingContent): string {
  switch (node.type) {
    case 'heading':
      return 'a Markdown heading';
    case 'list':
      return 'a Markdown list';
    case 'code':
      return 'a code block';
    case 'blockquote':
      return 'a block quote';
    case 'thematicBreak':
      return 'a horizontal rule';
    case 'html':
      return 'raw HTML';
    case 'emphasis':
      return 'emphasis (*…* or _…_)';
    case 'strong':
      return 'strong emphasis (**…**)';
    case 'link':
    case 'linkReference':
      return 'a Markdown link';
    case 'image':
    case 'imageReference':
      return 'an image';
    case 'inlineCode':
      return 'inline code';
    case 'break':
      return 'a hard line break';
    default:
      return `"${node.type}" content`;
  }
}

class LawTextParser {
  private readonly source: SourceText;
  private readonly sink: DiagnosticSink;
  private readonly pending: Pending[] = [];
  private readonly byId = new Map<string, Pending>();
  /** The clause being read; 'rejected' after a clause directive with an error, so its text is not reported again. */
  private current: Pending | 'rejected' | undefined;
  /** The text has more clauses than MAX_CLAUSES_PER_TEXT (reported once). */
  private overClauseLimit = false;
  /** References resolved so far (at most MAX_REFERENCES_PER_TEXT, or the text has a diagnostic). */
  private referenceCount = 0;
  private meta: LawTextFrontMatter | undefined;
  private locate: (path: readonly (string | number)[]) => SourcePoint = () => ({ line: 1, column: 1 });
  private readonly locateIn: ReturnType<typeof sourceLocator>;

  constructor(
    text: string,
    private readonly file: string,
  ) {
    this.source = new SourceText(text, file, true);
    this.sink = this.source.sink;
    this.locateIn = sourceLocator(this.source);
  }

  parse(): ParseResult {
    const doc = readMarkdown(this.source);
    if (!doc) return { text: undefined, diagnostics: this.source.diagnostics() };
    const fm = readFrontMatter(this.source, doc.frontMatter, lawTextFrontMatter, FRONT_MATTER_EXAMPLE);
    this.meta = fm?.data;
    if (fm) this.locate = fm.locate;
    for (const node of doc.body) this.block(node);
    const roots = this.assemble();
    if (this.meta) {
      this.checkNotesAndVariants(this.meta);
      allowCharacters(this.source, this.meta.editorialNotes, this.pending, this.locate);
    }
    for (const p of this.pending) this.linkReferences(p);
    if (this.source.failed || !this.meta) return { text: undefined, diagnostics: this.source.diagnostics() };
    return {
      text: {
        law: this.meta.law,
        edition: this.meta.edition,
        file: this.file,
        editionAt: this.locate(['edition']),
        meta: this.meta,
        witnesses: this.meta.witnesses,
        editorialNotes: this.meta.editorialNotes,
        clauses: roots,
      },
      diagnostics: [],
    };
  }

  private get law(): number {
    return this.meta?.law ?? 0;
  }

  private block(node: RootContent): void {
    if (node.type === 'leafDirective' && node.name === 'clause') {
      this.startClause(node);
      return;
    }
    if (node.type === 'paragraph') {
      if (!this.current) {
        this.sink.error(
          pointOf(node),
          'text outside any clause',
          'put a clause directive such as "::clause{#A1}" on the line before this text',
        );
        return;
      }
      const inlines = this.inlines(node.children);
      if (this.current !== 'rejected') this.current.rawParagraphs.push(inlines);
      return;
    }
    if (node.type === 'leafDirective' || node.type === 'containerDirective' || node.type === 'textDirective') {
      this.sink.error(
        pointOf(node),
        `unknown directive "${directiveSyntax(node)}"`,
        'use "::clause{#id}" to start a clause; inside text use ":sic[…]{read=… note=…}" or ":fn[\\*]{to=footnote}"; write a literal colon as "\\:"',
      );
      return;
    }
    if (node.type === 'yaml') {
      this.sink.error(
        pointOf(node),
        'a second front-matter block',
        'keep one front-matter block, at the very top of the file',
      );
      return;
    }
    this.sink.error(
      pointOf(node),
      `${describeNode(node)} is not allowed in a law text`,
      node.type === 'heading'
        ? 'write a clause heading in the clause directive: "::clause[Premature Replacement]{#C}"'
        : 'law text is plain paragraphs inside clause directives; remove the markup (clause numbers come from the ids)',
    );
  }

  private startClause(node: Extract<RootContent, { type: 'leafDirective' }>): void {
    const at = pointOf(node);
    if (this.pending.length >= MAX_CLAUSES_PER_TEXT) {
      // Reported once, at the first clause over the limit; the rest are not read.
      this.current = 'rejected';
      if (!this.overClauseLimit) {
        this.overClauseLimit = true;
        this.sink.error(
          at,
          `this is clause ${MAX_CLAUSES_PER_TEXT + 1} of the text, over the limit of ${MAX_CLAUSES_PER_TEXT} clauses for one law text`,
          'a Law has at most a few dozen clauses: check that the file holds one Law in one edition, with one "::clause{#id}" per clause',
        );
      }
      return;
    }
    const attributes = node.attributes ?? {};
    for (const key of Object.keys(attributes)) {
      if (key !== 'id')
        this.sink.error(
          at,
          `unknown attribute "${key}" on ::clause`,
          'a clause takes only its id: "::clause[Heading]{#B1a}"',
        );
    }
    const id = attributes['id'];
    this.current = 'rejected';
    if (!id) {
      this.sink.error(at, 'clause without an id', 'give the clause its id, e.g. "::clause{#B1a}"');
      return;
    }
    const parts = parseClauseId(id);
    if (!parts) {
      this.sink.error(at, `malformed clause id "${id}"`, CLAUSE_FIX);
      return;
    }
    const existing = this.byId.get(id);
    if (existing) {
      this.sink.error(
        at,
        `duplicate clause id "${id}" (first used on line ${existing.start.line})`,
        'each clause id may be used once per text; check the lettering of this clause',
      );
      return;
    }
    const parent = parentId(id);
    if (parent !== null && !this.byId.has(parent)) {
      this.sink.error(
        at,
        `clause "${id}" has no parent: clause "${parent}" must come before it`,
        `add "::clause{#${parent}}" before this clause, or correct the id`,
      );
      return;
    }
    const siblings = this.pending.filter((p) => parentId(p.clause.id) === parent);
    const previous = siblings[siblings.length - 1];
    if (previous && compareClauseIds(previous.clause.id, id) >= 0) {
      this.sink.error(
        at,
        `clause "${id}" is out of order: it comes after "${previous.clause.id}" (line ${previous.start.line})`,
        'put clauses in the order of the Laws (A before B, B1 before B2, B1a before B1b, the footnote last)',
      );
      return;
    }
    const heading = node.children.length > 0 ? this.inlines(node.children).inlines : null;
    const clause: Clause = {
      id,
      level: parts.level,
      label: clauseLabel(this.law, id),
      marker: clauseMarker(id),
      heading,
      headingText: heading ? inlinePlainText(heading).trim() : null,
      paragraphs: [],
      text: '',
      children: [],
      references: [],
      notes: [],
      line: at?.line ?? 1,
    };
    const pending: Pending = {
      clause,
      start: at ?? { line: 1, column: 1 },
      offset: node.position?.start.offset ?? 0,
      rawParagraphs: [],
    };
    this.pending.push(pending);
    this.byId.set(id, pending);
    this.current = pending;
  }

  private inlines(nodes: PhrasingContent[]): { inlines: Inline[]; points: (SourcePoint | undefined)[] } {
    const inlines: Inline[] = [];
    const points: (SourcePoint | undefined)[] = [];
    for (const node of nodes) {
      if (node.type === 'text') {
        for (const problem of lookAlikeProblems(node.value)) {
          this.sink.error(
            this.locateIn(node, problem.start, problem.end - problem.start),
            problem.message,
            problem.fix,
          );
        }
        inlines.push({ type: 'text', value: node.value });
        points.push(pointOf(node));
      } else if (node.type === 'textDirective' && node.name === 'sic') {
        const value = node.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
        const reading = node.attributes?.['read'];
        const note = node.attributes?.['note'];
        if (!value || !reading || !note) {
          this.sink.error(
            pointOf(node),
            "a slip needs the source's text, the editors' reading and a note",
            'write it as ":sic[Al]{read=A1 note=al-for-a1}", with the note defined under editorialNotes',
          );
          continue;
        }
        const lookAlike = lookAlikeProblems(reading)[0];
        if (lookAlike) {
          this.sink.error(pointOf(node), `the reading of a slip: ${lookAlike.message}`, lookAlike.fix);
          continue;
        }
        inlines.push({ type: 'sic', value, reading, note });
        points.push(pointOf(node));
      } else if (node.type === 'textDirective' && node.name === 'fn') {
        const value = node.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
        const to = node.attributes?.['to'];
        if (!value || !to) {
          this.sink.error(
            pointOf(node),
            'a footnote mark needs its mark and the footnote it points to',
            'write it as ":fn[\\*]{to=footnote}"',
          );
          continue;
        }
        inlines.push({ type: 'fnref', value, to });
        points.push(pointOf(node));
      } else if (node.type === 'textDirective') {
        this.sink.error(
          pointOf(node),
          `unknown directive "${directiveSyntax(node)}"`,
          'inside text only ":sic[…]{read=… note=…}" and ":fn[\\*]{to=footnote}" are known; write a literal colon as "\\:"',
        );
      } else {
        this.sink.error(
          pointOf(node),
          `${describeNode(node)} is not allowed in a law text`,
          'law text is plain words; remove the markup',
        );
      }
    }
    return { inlines, points };
  }

  private assemble(): Clause[] {
    const roots: Clause[] = [];
    for (const p of this.pending) {
      const parent = parentId(p.clause.id);
      if (parent === null) roots.push(p.clause);
      else this.byId.get(parent)?.clause.children.push(p.clause);
    }
    for (const p of this.pending) {
      const { clause } = p;
      if (!clause.heading && p.rawParagraphs.length === 0 && clause.children.length === 0) {
        this.sink.error(
          p.start,
          `clause "${clause.id}" is empty`,
          'give the clause its words (a paragraph after the directive) or a heading, or remove it',
        );
      }
    }
    return roots;
  }

  private checkNotesAndVariants(meta: LawTextFrontMatter): void {
    const notes = new Map(meta.editorialNotes.map((n) => [n.id, n]));
    meta.editorialNotes.forEach((note, i) => {
      if (note.clause !== undefined) {
        const target = this.byId.get(note.clause);
        if (!target)
          this.sink.error(
            this.locate(['editorialNotes', i, 'clause']),
            `editorial note "${note.id}" is attached to clause "${note.clause}", which this text does not have`,
            'correct the "clause" of the note or remove it',
          );
        else target.clause.notes.push(note.id);
      }
    });
    for (const p of this.pending) {
      p.rawParagraphs.forEach((para) =>
        para.inlines.forEach((inline, i) => {
          if (inline.type === 'sic' && !notes.has(inline.note)) {
            this.sink.error(
              para.points[i],
              `slip ":sic[${inline.value}]" names note "${inline.note}", which is not in editorialNotes`,
              `add an editorial note with id "${inline.note}" to the front matter`,
            );
          }
          if (inline.type === 'fnref' && !this.byId.has(inline.to)) {
            this.sink.error(
              para.points[i],
              `footnote mark points to "${inline.to}", which this text does not have`,
              `add "::clause{#${FOOTNOTE_ID}}" with the footnote's words, or remove the mark`,
            );
          }
        }),
      );
    }
    meta.witnesses.forEach((w, wi) => {
      w.variants.forEach((v, vi) => {
        const target = this.byId.get(v.clause);
        if (!target) {
          this.sink.error(
            this.locate(['witnesses', wi, 'variants', vi, 'clause']),
            `a variant of witness ${w.seed} names clause "${v.clause}", which this text does not have`,
            'correct the clause id of the variant',
          );
          return;
        }
        const own = `${target.clause.marker} ${target.clause.headingText ?? ''} ${target.rawParagraphs.map((r) => inlinePlainText(r.inlines)).join(' ')}`;
        if (!own.replace(/\s+/g, ' ').includes(v.base)) {
          this.sink.error(
            this.locate(['witnesses', wi, 'variants', vi, 'base']),
            `a variant of witness ${w.seed} quotes "${v.base}" in clause "${v.clause}", but the clause does not contain those words`,
            'quote the base text of the clause exactly in "base"',
          );
        }
      });
    });
  }

  private linkReferences(p: Pending): void {
    const { clause } = p;
    const refs: Reference[] = [];
    clause.paragraphs = p.rawParagraphs.map((para) => this.linkParagraph(para, clause, refs));
    clause.text = clause.paragraphs.map((para) => inlinePlainText(para).trim()).join('\n\n');
    clause.references = refs;
  }

  /**
   * Find references in one paragraph and wrap them in `ref` inlines. A slip
   * is matched by its editorial reading (so "as Al allows" links to A1) and
   * kept whole inside the link.
   */
  private linkParagraph(para: Pending['rawParagraphs'][number], clause: Clause, refs: Reference[]): Inline[] {
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
      if (id && this.byId.has(id))
        return { kind: 'clause', law: this.law, edition: this.meta?.edition ?? '', clause: id };
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

export function parseLawText(source: string, file: string): ParseResult {
  return new LawTextParser(source, file).parse();
}

export { flatten };
