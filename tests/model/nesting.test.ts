/**
 * Deep structures (src/model/nesting.ts): refused at their place, one
 * diagnostic each, before a parser or a walk recurses on them; never a
 * RangeError. The limit, MAX_NESTING, is one for Markdown and YAML; the
 * sources nest a few levels.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CST, Parser } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/model/diagnostic';
import { parseExample } from '../../src/model/examples';
import { markdownMarkerNesting, treeNesting, yamlNesting } from '../../src/model/nesting';
import { parseGuidance } from '../../src/model/parse-guidance';
import { parseLawText } from '../../src/model/parse-law-text';
import { parseBodies } from '../../src/model/registry';
import { MAX_NESTING } from '../../src/model/source-limits';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const GUIDANCE = read('tests/model/fixtures/bad-guidance/malformed-annotates.md').replace(
  /\n::passage[\s\S]*$/,
  '\n\n::passage{#one}\n\n',
);
const FIX = `nest at most ${MAX_NESTING} levels deep (the sources nest a few); check for a run of ">", "-", "[", "*" or indentation that a program left behind`;
const MARKDOWN = `block quotes, lists, directives, links or emphasis nested ${MAX_NESTING + 1} levels deep here, over the limit of ${MAX_NESTING} for a source`;
const YAML = `mappings and lists nested ${MAX_NESTING + 1} levels deep here, over the limit of ${MAX_NESTING} for a source`;

/** Line and column (from 1) of offset `at` of `text`. */
function at(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${(before[before.length - 1]?.length ?? 0) + 1}`;
}

describe('the limit', () => {
  it('is 32 levels, far above what the sources use and far below where a parser fails', () => {
    expect(MAX_NESTING).toBe(32);
  });

  it('Markdown markers: 32 block quotes pass, the 33rd is refused at its ">"', () => {
    expect(markdownMarkerNesting(`${'> '.repeat(32)}x\n`)).toBeUndefined();
    expect(markdownMarkerNesting(`${'> '.repeat(33)}x\n`)).toEqual({ offset: 64, depth: 33 });
    expect(markdownMarkerNesting(`text\n\n${'- '.repeat(40)}x\n`)).toEqual({ offset: 6 + 64, depth: 33 });
  });

  it('Markdown markers: brackets and emphasis opened and not closed in a paragraph, directive fences inside each other', () => {
    expect(markdownMarkerNesting(`${'['.repeat(33)}x${'](u)'.repeat(33)}\n`)).toEqual({ offset: 32, depth: 33 });
    expect(
      markdownMarkerNesting(`${Array.from({ length: 40 }, (_, i) => (i % 2 ? '*a ' : '_a ')).join('')}x\n`)?.depth,
    ).toBe(33);
    expect(
      markdownMarkerNesting(Array.from({ length: 40 }, (_, i) => `${':'.repeat(50 - i)}note`).join('\n'))?.depth,
    ).toBe(33);
    // The same runs, closed as they go or in paragraphs of their own, nest nothing.
    expect(markdownMarkerNesting(`${'[a](u) **b** _c_ '.repeat(200)}\n`)).toBeUndefined();
    expect(markdownMarkerNesting(`${'[a\n\n'.repeat(100)}`)).toBeUndefined();
    expect(markdownMarkerNesting(`${'snake_case_word 2*3 a * b '.repeat(50)}\n`)).toBeUndefined();
  });

  it('the Markdown tree: 32 levels pass, the first node deeper is refused', () => {
    const tree = (depth: number): { type: string; children?: unknown[]; position: { start: { offset: number } } } =>
      depth === 0
        ? { type: 'text', position: { start: { offset: 99 } } }
        : { type: 'blockquote', children: [tree(depth - 1)], position: { start: { offset: 100 - depth } } };
    expect(treeNesting({ type: 'root', children: [tree(31)] } as never)).toBeUndefined();
    expect(treeNesting({ type: 'root', children: [tree(40)] } as never)).toEqual({ offset: 100 - 8, depth: 33 });
  });

  it('YAML: 32 levels of mappings and lists pass, the 33rd is refused at its start', () => {
    const tokens = (text: string): CST.Token[] => [...new Parser().parse(text)];
    expect(yamlNesting(tokens(`${'['.repeat(32)}${']'.repeat(32)}`))).toBeUndefined();
    expect(yamlNesting(tokens(`${'['.repeat(33)}${']'.repeat(33)}`))).toEqual({ offset: 32, depth: 33 });
    const block = Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}a:`).join('\n') + ' 1\n';
    expect(yamlNesting(tokens(block))).toEqual({ offset: block.indexOf(`\n${'  '.repeat(32)}a:`) + 1 + 64, depth: 33 });
  });
});

describe('sources nested too deep, each refused at its place with a fix', () => {
  it('a guidance document of 10,000 nested block quotes (20 KB): one diagnostic, at the 33rd ">"', () => {
    const text = `${GUIDANCE}${'> '.repeat(10_000)}deep\n`;
    const { document, diagnostics } = parseGuidance(text, 'content/guidance/deep.md');
    expect(document).toBeUndefined();
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      `content/guidance/deep.md:${at(text, GUIDANCE.length + 64)}: ${MARKDOWN} — fix: ${FIX}`,
    ]);
  });

  it('a law text of 10,000 nested list markers, and one of lists nested by indentation (found in the parsed tree)', () => {
    const head = read('tests/model/fixtures/parse/slip.md').split('::clause')[0] ?? '';
    const markers = `${head}::clause{#A}\n\n${'- '.repeat(10_000)}x\n`;
    expect(parseLawText(markers, 'l.md').diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      `${at(markers, markers.indexOf('- - ') + 64)} ${MARKDOWN}`,
    ]);
    const indented = `${head}::clause{#A}\n\n${Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')}\n`;
    const [d] = parseLawText(indented, 'l.md').diagnostics;
    expect(d?.message).toBe(MARKDOWN);
    // A list and its item are two levels: the words of the 16th list's item are the 33rd level.
    expect(`${d?.line}:${d?.column}`).toBe(at(indented, indented.indexOf(`\n${'  '.repeat(15)}- x`) + 1 + 30 + 2));
  });

  it('an example of 5,000 nested lists, a registry nested in blocks, front matter nested too deep', () => {
    const example = `${read('content/examples/zone7-4nt-4d.yaml')}notes: ${'['.repeat(5000)}${']'.repeat(5000)}\n`;
    const [e] = parseExample(example, 'e.yaml').diagnostics;
    expect(`${e?.line}:${e?.column} ${e?.message}`).toBe(
      `${at(example, example.indexOf('notes: [') + 7 + 31)} ${YAML}`,
    );
    const bodies = `- id: WBF\n  name:\n${Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i + 2)}a:`).join('\n')} 1\n`;
    expect(parseBodies(bodies, 'b.yaml').diagnostics.map((d) => d.message)).toEqual([YAML]);
    const front = read('tests/model/fixtures/parse/slip.md').replace(
      'dateNote: A fixture.',
      `dateNote: ${'['.repeat(40)}${']'.repeat(40)}`,
    );
    expect(parseLawText(front, 'l.md').diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      `${at(front, front.indexOf('dateNote: [') + 10 + 31)} ${YAML}`,
    ]);
  });
});
