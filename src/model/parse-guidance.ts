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
import { DiagnosticSink, type Diagnostic, type SourcePoint } from './diagnostic';
import { readFrontMatter } from './front-matter';
import { guidanceFrontMatter } from './guidance-schema';
import { parseLawPoint, type GuidanceDocument, type Mention, type Passage } from './guidance';
import { directiveSyntax, linkProblem, readMarkdown, sourceLocator } from './markdown';
import { findReferences, lawNumberProblem, lookAlikeProblems } from './references';

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

function pointOf(node: { position?: { start: { line: number; column: number } } | undefined }): SourcePoint | undefined {
  const s = node.position?.start;
  return s ? { line: s.line, column: s.column } : undefined;
}

export function parseGuidance(source: string, file: string): GuidanceParseResult {
  const sink = new DiagnosticSink(file);
  const doc = readMarkdown(source);
  const locate = sourceLocator(source);
  const fm = readFrontMatter(doc.frontMatter, guidanceFrontMatter, sink, EXAMPLE);
  const passages: Passage[] = [];
  const seen = new Map<string, number>();
  let current: Passage | 'rejected' | undefined;

  const startPassage = (node: Extract<RootContent, { type: 'leafDirective' }>) => {
    const at = pointOf(node);
    const attrs = node.attributes ?? {};
    current = 'rejected';
    for (const key of Object.keys(attrs)) {
      if (key !== 'id' && key !== 'annotates' && key !== 'topic') sink.error(at, `unknown attribute "${key}" on ::passage`, 'a passage takes an id and, optionally, annotates="27B1a 27B1b" and topic="adjusted-score"');
    }
    const id = attrs['id'];
    if (!id || !SLUG.test(id)) {
      sink.error(at, id ? `malformed passage id "${id}"` : 'passage without an id', 'give the passage an id of lower-case words joined by hyphens: "::passage{#law-27b1a}"');
      return;
    }
    const first = seen.get(id);
    if (first !== undefined) {
      sink.error(at, `duplicate passage id "${id}" (first used on line ${first})`, 'each passage id may be used once per document');
      return;
    }
    seen.set(id, at?.line ?? 1);
    const annotates = [];
    for (const value of (attrs['annotates'] ?? '').split(/\s+/).filter(Boolean)) {
      const point = parseLawPoint(value);
      const lookAlike = lookAlikeProblems(value)[0];
      if (lookAlike) {
        sink.error(at, `annotation target ${lookAlike.message} (passage "${id}")`, lookAlike.fix);
        continue;
      }
      if (!point) {
        sink.error(at, `malformed annotation target "${value}" in passage "${id}"`, 'name clauses by law number and clause id, separated by spaces: annotates="27B1a 27B1b" (or "27" for the whole law)');
        continue;
      }
      annotates.push(point);
    }
    const topics = (attrs['topic'] ?? '').split(/\s+/).filter(Boolean);
    for (const topic of topics.filter((t) => !TOPICS.includes(t))) {
      sink.error(at, `unknown topic "${topic}" in passage "${id}"`, `use one of: ${TOPICS.join(', ')}`);
    }
    current = {
      id,
      topics,
      document: fm?.data.id ?? '',
      index: passages.length,
      line: at?.line ?? 1,
      title: null,
      annotates,
      nodes: [],
      text: '',
      mentions: [],
      examples: [],
    };
    passages.push(current);
  };

  /** Check a node and everything inside it; collect examples and mentions. */
  const check = (node: Nodes, passage: Passage): void => {
    if (node.type === 'html') {
      sink.error(pointOf(node), 'raw HTML is not allowed in guidance', 'write the text without HTML tags (e.g. "1st" for "1<sup>st</sup>")');
      return;
    }
    if (node.type === 'textDirective' || node.type === 'leafDirective') {
      sink.error(pointOf(node), `unknown directive "${directiveSyntax(node)}"`, 'only "::passage" and ":::auction" are known in guidance; write a literal colon before a letter or digit as "\\:"');
      return;
    }
    if (node.type === 'containerDirective') {
      if (node.name !== 'auction') {
        sink.error(pointOf(node), `unknown directive "${directiveSyntax(node)}"`, 'only ":::auction{example=<id>}" containers are known in guidance');
        return;
      }
      const example = node.attributes?.['example'];
      if (!example || !SLUG.test(example)) {
        sink.error(pointOf(node), 'an auction without an example id', 'name the example auction it shows: ":::auction{example=zone7-4nt-4d}"');
      } else passage.examples.push(example);
    }
    if (node.type === 'containerDirective') {
      for (const key of Object.keys(node.attributes ?? {})) {
        if (key !== 'example') sink.error(pointOf(node), `unknown attribute "${key}" on :::auction`, 'an auction takes only the id of its example: ":::auction{example=zone7-4nt-4d}"');
      }
    }
    if (node.type === 'link' || node.type === 'definition') {
      const problem = linkProblem(node.url);
      if (problem) sink.error(pointOf(node), problem.message, problem.fix);
    }
    if (node.type === 'image' || node.type === 'imageReference') {
      sink.error(pointOf(node), 'an image is not allowed in guidance', 'describe what the image shows in words; the site publishes no image from a source, so that no page loads anything from elsewhere');
      return;
    }
    if (node.type === 'text') {
      for (const problem of lookAlikeProblems(node.value)) {
        sink.error(locate(node, problem.start, problem.end - problem.start), problem.message, problem.fix);
      }
      for (const r of findReferences(node.value)) {
        if (r.target.kind !== 'law') continue;
        const problem = lawNumberProblem(r);
        if (problem) {
          sink.error(locate(node, r.start, r.end - r.start), problem.message, problem.fix);
          continue;
        }
        const { law, clause } = r.target;
        passage.mentions.push({ text: r.text, law, clause } satisfies Mention);
      }
    }
    if ('children' in node) for (const child of node.children) check(child as Nodes, passage);
  };

  for (const node of doc.body) {
    if (node.type === 'leafDirective' && node.name === 'passage') {
      startPassage(node);
      continue;
    }
    if (current === undefined) {
      sink.error(pointOf(node), 'text outside any passage', 'start the document with "::passage{#id}" before its first words');
      current = 'rejected';
      continue;
    }
    if (current === 'rejected') continue;
    check(node, current);
    current.nodes.push(node);
  }

  for (const p of passages) {
    if (p.nodes.length === 0) sink.error({ line: p.line, column: 1 }, `passage "${p.id}" is empty`, 'give the passage its words, or remove it');
    const heading = p.nodes.find((n) => n.type === 'heading');
    p.title = heading ? toString(heading) : null;
    p.text = plainText(p.nodes);
  }
  if (sink.failed || !fm) return { document: undefined, diagnostics: sink.items };
  return { document: { id: fm.data.id, file, interpretsAt: fm.locate(['interprets']), meta: fm.data, passages }, diagnostics: [] };
}
