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
import {
  clauseLabel,
  clauseMarker,
  compareClauseIds,
  FOOTNOTE_ID,
  parentId,
  parseClauseId,
  type ClauseIdParts,
} from './clause-id';
import { allowCharacters } from './allowed-characters';
import type { DiagnosticSink, Diagnostic, SourcePoint } from './diagnostic';
import { lawTextFrontMatter, type LawTextFrontMatter } from './law-text-schema';
import { flatten, inlinePlainText, type Clause, type Inline, type LawText } from './law-text';
import { ReferenceLinker, type RawParagraph } from './link-references';
import { directiveSyntax, readFrontMatter, readMarkdown, sourceLocator, unknownAttributes } from './markdown';
import { lookAlikeProblems } from './references';
import { MAX_CLAUSES_PER_TEXT } from './source-limits';
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
  rawParagraphs: RawParagraph[];
}

type ClauseDirective = Extract<RootContent, { type: 'leafDirective' }>;

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
    const linker = new ReferenceLinker(this.sink, this.law, this.meta?.edition ?? '', (id) => this.byId.has(id));
    for (const p of this.pending) linker.link(p.clause, p.rawParagraphs);
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

  private startClause(node: ClauseDirective): void {
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
    this.current = 'rejected';
    const checked = this.clauseId(node, at);
    if (!checked) return;
    const { id, parts } = checked;
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

  /**
   * The id of a clause directive, with its parts, when it is well formed,
   * not used before, and in its place: after its parent and after the
   * clauses before it at its level. Any other attribute is reported.
   */
  private clauseId(
    node: ClauseDirective,
    at: SourcePoint | undefined,
  ): { id: string; parts: ClauseIdParts } | undefined {
    const attributes = node.attributes ?? {};
    unknownAttributes(this.sink, at, node, ['id'], 'a clause takes only its id: "::clause[Heading]{#B1a}"');
    const id = attributes['id'];
    if (!id) {
      this.sink.error(at, 'clause without an id', 'give the clause its id, e.g. "::clause{#B1a}"');
      return undefined;
    }
    const parts = parseClauseId(id);
    if (!parts) {
      this.sink.error(at, `malformed clause id "${id}"`, CLAUSE_FIX);
      return undefined;
    }
    const existing = this.byId.get(id);
    if (existing) {
      this.sink.error(
        at,
        `duplicate clause id "${id}" (first used on line ${existing.start.line})`,
        'each clause id may be used once per text; check the lettering of this clause',
      );
      return undefined;
    }
    const parent = parentId(id);
    if (parent !== null && !this.byId.has(parent)) {
      this.sink.error(
        at,
        `clause "${id}" has no parent: clause "${parent}" must come before it`,
        `add "::clause{#${parent}}" before this clause, or correct the id`,
      );
      return undefined;
    }
    const siblings = this.pending.filter((p) => parentId(p.clause.id) === parent);
    const previous = siblings[siblings.length - 1];
    if (previous && compareClauseIds(previous.clause.id, id) >= 0) {
      this.sink.error(
        at,
        `clause "${id}" is out of order: it comes after "${previous.clause.id}" (line ${previous.start.line})`,
        'put clauses in the order of the Laws (A before B, B1 before B2, B1a before B1b, the footnote last)',
      );
      return undefined;
    }
    return { id, parts };
  }

  private inlines(nodes: PhrasingContent[]): RawParagraph {
    const inlines: Inline[] = [];
    const points: (SourcePoint | undefined)[] = [];
    for (const node of nodes) {
      if (node.type === 'text') {
        for (const problem of lookAlikeProblems(node.value)) {
          this.sink.error(this.locateIn(node, problem.start), problem.message, problem.fix);
        }
        inlines.push({ type: 'text', value: node.value });
        points.push(pointOf(node));
      } else if (node.type === 'textDirective' && node.name === 'sic') {
        const value = node.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
        const reading = node.attributes?.['read'];
        const note = node.attributes?.['note'];
        unknownAttributes(
          this.sink,
          pointOf(node),
          node,
          ['read', 'note'],
          'a slip takes the reading and its note only: ":sic[Al]{read=A1 note=al-for-a1}"',
        );
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
        unknownAttributes(
          this.sink,
          pointOf(node),
          node,
          ['to'],
          'a footnote mark takes only the footnote it points to: ":fn[\\*]{to=footnote}"',
        );
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
}

export function parseLawText(source: string, file: string): ParseResult {
  return new LawTextParser(source, file).parse();
}

export { flatten };
