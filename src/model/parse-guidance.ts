/**
 * Markdown → passages, for a guidance document.
 *
 *   ::passage{#law-27b1a annotates="27B1a"}   starts a passage that explains 27B1(a)
 *   ## Law 27B1(a)                             any Markdown: headings, lists, tables
 *   :::auction{example=zone7-4nt-4d}           an example auction (content/examples/<id>.yaml)
 *   | West | East |                           …
 *   :::
 *
 * Everything is checked before anything is rendered: passage ids, annotation
 * targets, example ids, references to laws (and clause designators typed
 * with look-alike letters of another script), unknown directives, raw HTML,
 * link addresses (relative, "#…", http:, https:, mailto: only) and images
 * (none allowed): nothing in a source can carry script or load from
 * elsewhere.
 * Whether annotated clauses and examples exist is checked by the corpus,
 * which knows all sources.
 */
import type { Nodes, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { plainText } from './plain-text';
import type { Diagnostic, SourcePoint } from './diagnostic';
import { guidanceFrontMatter } from './guidance-schema';
import { parseLawPoint, type GuidanceDocument, type Mention, type Passage } from './guidance';
import { linkProblem, shownAddressProblem } from './links';
import { directiveSyntax, readFrontMatter, readMarkdown, sourceLocator, unknownAttributes } from './markdown';
import { findReferences, lawNumberProblem, lookAlikeProblems } from './references';
import { SourceText } from './source-reader';

export interface GuidanceParseResult {
  document: GuidanceDocument | undefined;
  diagnostics: Diagnostic[];
}

const EXAMPLE = `id: zone7-2008
title: Zone 7 Law Interpretations, Regulations and Guidance
kind: slides
author: Arie Geursen
publisher: Zone 7 (Australia and New Zealand)
date: undated
dateNote: …
interprets: "2008-03"
seed: "002_5fbd475f87012ed9.txt"`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Topics a passage can be tagged with; each links the passage to a tool of the site. */
export const TOPICS = ['adjusted-score'];

function pointOf(node: {
  position?: { start: { line: number; column: number } } | undefined;
}): SourcePoint | undefined {
  const s = node.position?.start;
  return s ? { line: s.line, column: s.column } : undefined;
}

/**
 * Why the text of Law `law` as of `edition` lacks `clause`, or null (when it
 * has it, or is not in the knowledge base): the corpus knows the texts.
 */
export type ClauseCheck = (law: number, edition: string, clause: string) => string | null;

export function parseGuidance(
  text: string,
  file: string,
  missingClause: ClauseCheck = () => null,
): GuidanceParseResult {
  const source = new SourceText(text, file);
  const doc = readMarkdown(source);
  if (!doc) return { document: undefined, diagnostics: source.diagnostics() };
  const fm = readFrontMatter(source, doc.frontMatter, guidanceFrontMatter, EXAMPLE);
  const interprets = fm?.data.interprets;
  const reader = new PassageReader(source, fm?.data.id ?? '', (law, clause) =>
    interprets === undefined ? null : missingClause(law, interprets, clause),
  );
  for (const node of doc.body) reader.block(node);
  const passages = reader.finish();
  if (source.failed || !fm) return { document: undefined, diagnostics: source.diagnostics() };
  return {
    document: { id: fm.data.id, file, interpretsAt: fm.locate(['interprets']), meta: fm.data, passages },
    diagnostics: [],
  };
}

/** The passages of one document, read block by block. */
class PassageReader {
  readonly passages: Passage[] = [];
  private readonly seen = new Map<string, number>();
  private current: Passage | 'rejected' | undefined;
  private readonly locate: ReturnType<typeof sourceLocator>;

  constructor(
    private readonly source: SourceText,
    private readonly document: string,
    /** Why the text the document interprets of a law lacks a clause, or null. */
    private readonly missingClause: (law: number, clause: string) => string | null,
  ) {
    this.locate = sourceLocator(source);
  }

  private error(at: SourcePoint | undefined, message: string, fix: string): void {
    this.source.sink.error(at, message, fix);
  }

  block(node: RootContent): void {
    if (node.type === 'leafDirective' && node.name === 'passage') {
      this.startPassage(node);
      return;
    }
    if (this.current === undefined) {
      this.error(
        pointOf(node),
        'text outside any passage',
        'start the document with "::passage{#id}" before its first words',
      );
      this.current = 'rejected';
      return;
    }
    if (this.current === 'rejected') return;
    this.check(node, this.current);
    this.current.nodes.push(node);
  }

  /** The passages, each with its title and plain text; an empty passage is reported. */
  finish(): Passage[] {
    for (const p of this.passages) {
      if (p.nodes.length === 0)
        this.error(
          { line: p.line, column: 1 },
          `passage "${p.id}" is empty`,
          'give the passage its words, or remove it',
        );
      const heading = p.nodes.find((n) => n.type === 'heading');
      p.title = heading ? toString(heading) : null;
      p.text = plainText(p.nodes);
    }
    return this.passages;
  }

  private startPassage(node: Extract<RootContent, { type: 'leafDirective' }>): void {
    const at = pointOf(node);
    const attrs = node.attributes ?? {};
    this.current = 'rejected';
    unknownAttributes(
      this.source.sink,
      at,
      node,
      ['id', 'annotates', 'topic'],
      'a passage takes an id and, optionally, annotates="27B1a 27B1b" and topic="adjusted-score"',
    );
    const id = attrs['id'];
    if (!id || !SLUG.test(id)) {
      this.error(
        at,
        id ? `malformed passage id "${id}"` : 'passage without an id',
        'give the passage an id of lower-case words joined by hyphens: "::passage{#law-27b1a}"',
      );
      return;
    }
    const first = this.seen.get(id);
    if (first !== undefined) {
      this.error(
        at,
        `duplicate passage id "${id}" (first used on line ${first})`,
        'each passage id may be used once per document',
      );
      return;
    }
    this.seen.set(id, at?.line ?? 1);
    const topics = (attrs['topic'] ?? '').split(/\s+/).filter(Boolean);
    for (const topic of topics.filter((t) => !TOPICS.includes(t))) {
      this.error(at, `unknown topic "${topic}" in passage "${id}"`, `use one of: ${TOPICS.join(', ')}`);
    }
    const passage: Passage = {
      id,
      topics,
      document: this.document,
      index: this.passages.length,
      line: at?.line ?? 1,
      title: null,
      annotates: this.annotates(attrs['annotates'] ?? '', id, at),
      nodes: [],
      text: '',
      mentions: [],
      examples: [],
    };
    this.current = passage;
    this.passages.push(passage);
  }

  /** The targets of `annotates="27B1a 27B1b"`. */
  private annotates(value: string, id: string, at: SourcePoint | undefined): Passage['annotates'] {
    const targets: Passage['annotates'] = [];
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const point = parseLawPoint(word);
      const lookAlike = lookAlikeProblems(word)[0];
      if (lookAlike) this.error(at, `annotation target ${lookAlike.message} (passage "${id}")`, lookAlike.fix);
      else if (!point)
        this.error(
          at,
          `malformed annotation target "${word}" in passage "${id}"`,
          'name clauses by law number and clause id, separated by spaces: annotates="27B1a 27B1b" (or "27" for the whole law)',
        );
      else targets.push(point);
    }
    return targets;
  }

  /** Checks a node and everything inside it (depth bounded by the reader); collects examples and mentions. */
  private check(node: Nodes, passage: Passage): void {
    if (!this.allowed(node, passage)) return;
    if (node.type === 'text') this.words(node, passage);
    if ('children' in node) for (const child of node.children) this.check(child as Nodes, passage);
  }

  /** False (reported) for what guidance cannot hold: raw HTML, unknown directives, images; checks links and auctions. */
  private allowed(node: Nodes, passage: Passage): boolean {
    const at = pointOf(node);
    if (node.type === 'html') {
      this.error(
        at,
        'raw HTML is not allowed in guidance',
        'write the text without HTML tags (e.g. "1st" for "1<sup>st</sup>")',
      );
      return false;
    }
    if (node.type === 'textDirective' || node.type === 'leafDirective') {
      this.error(
        at,
        `unknown directive "${directiveSyntax(node)}"`,
        'only "::passage" and ":::auction" are known in guidance; write a literal colon before a letter or digit as "\\:"',
      );
      return false;
    }
    if (node.type === 'containerDirective') {
      if (node.name !== 'auction') {
        this.error(
          at,
          `unknown directive "${directiveSyntax(node)}"`,
          'only ":::auction{example=<id>}" containers are known in guidance',
        );
        return false;
      }
      const example = node.attributes?.['example'];
      if (!example || !SLUG.test(example))
        this.error(
          at,
          'an auction without an example id',
          'name the example auction it shows: ":::auction{example=zone7-4nt-4d}"',
        );
      else passage.examples.push(example);
      unknownAttributes(
        this.source.sink,
        at,
        node,
        ['example'],
        'an auction takes only the id of its example: ":::auction{example=zone7-4nt-4d}"',
      );
    }
    if (node.type === 'link' || node.type === 'definition') {
      const problem =
        linkProblem(node.url) ?? (node.type === 'link' ? shownAddressProblem(toString(node), node.url) : null);
      if (problem) this.error(at, problem.message, problem.fix);
    }
    if (node.type === 'image' || node.type === 'imageReference') {
      this.error(
        at,
        'an image is not allowed in guidance',
        'describe what the image shows in words; the site publishes no image from a source, so that no page loads anything from elsewhere',
      );
      return false;
    }
    return true;
  }

  /** Look-alike letters and references to laws in the words. */
  private words(node: Extract<Nodes, { type: 'text' }>, passage: Passage): void {
    for (const problem of lookAlikeProblems(node.value)) {
      this.error(this.locate(node, problem.start), problem.message, problem.fix);
    }
    for (const r of findReferences(node.value)) {
      if (r.target.kind !== 'law') continue;
      const problem = lawNumberProblem(r);
      if (problem) {
        this.error(this.locate(node, r.start), problem.message, problem.fix);
        continue;
      }
      const { law, clause } = r.target;
      const missing = clause === null ? null : this.missingClause(law, clause);
      if (missing) {
        this.error(
          this.locate(node, r.start),
          `"${r.text}": ${missing}`,
          'write the clause as that text numbers it, or name the law alone',
        );
        continue;
      }
      passage.mentions.push({ text: r.text, law, clause } satisfies Mention);
    }
  }
}
