/**
 * Property tests: on any Markdown at all, the parser returns either a text or
 * diagnostics that say where and what — it never throws.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLawText } from '../../src/model/parse-law-text';
import { flatten } from '../../src/model/law-text';

const valid = readFileSync(path.join(import.meta.dirname, 'fixtures', 'parse', 'nested.md'), 'utf8');
const [, frontMatter = '', body = ''] = valid.split(/^---$/m);

function checkOutcome(source: string): void {
  const result = parseLawText(source, 'random.md');
  if (result.text) {
    expect(result.diagnostics).toEqual([]);
    for (const c of flatten(result.text.clauses)) expect(c.id).toMatch(/^([A-Z](\d{1,2}[a-z]?)?|footnote)$/);
  } else {
    expect(result.diagnostics.length).toBeGreaterThan(0);
    for (const d of result.diagnostics) {
      expect(d.file).toBe('random.md');
      expect(d.line).toBeGreaterThanOrEqual(1);
      expect(d.column).toBeGreaterThanOrEqual(1);
      expect(d.message.length).toBeGreaterThan(5);
      expect(d.fix.length).toBeGreaterThan(5);
    }
  }
}

const piece = fc.oneof(
  fc.constantFrom(
    '::clause{#A}',
    '::clause[Heading]{#B}',
    '::clause{#B1}',
    '::clause{#B1a}',
    '::clause{#B1b}',
    '::clause{#A1}',
    '::clause{#footnote}',
    '::clause{#b}',
    '::clause',
    ':::note\nx\n:::',
    '# Heading',
    '- item',
    '> quote',
    '```\ncode\n```',
    'see 3 following',
    'as A1 allows',
    'see B9 above',
    'Law 16D and Laws 26B and 16C',
    ':sic[Al]{read=A1 note=x}',
    ':fn[\\*]{to=footnote}',
    'a *b* c',
    '10:30',
    '<b>html</b>',
    '---',
    '',
    '\\',
    '[link](x)',
    '    indented',
  ),
  fc.string({ maxLength: 40 }),
);

describe('parseLawText never crashes', () => {
  it('on random strings', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => checkOutcome(s)),
      { numRuns: 300 },
    );
  });

  it('on random bodies after valid front matter', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 25 }), (pieces) =>
        checkOutcome(`---${frontMatter}---\n\n${pieces.join('\n\n')}\n`),
      ),
      { numRuns: 300 },
    );
  });

  it('on random front matter before a valid body', { timeout: 60_000 }, () => {
    const field = fc.constantFrom(
      'law: 27',
      'law: x',
      'edition: "2017"',
      'edition: 2012',
      'title: T',
      'date: "2017"',
      'witnesses: []',
      'base: 1',
      'a: [',
      '"',
      ': :',
    );
    fc.assert(
      fc.property(fc.array(field, { maxLength: 12 }), (fields) =>
        checkOutcome(`---\n${fields.join('\n')}\n---${body}`),
      ),
      { numRuns: 200 },
    );
  });

  it('on the real sources with one line removed', { timeout: 60_000 }, () => {
    const lines = valid.split('\n');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: lines.length - 1 }), (i) =>
        checkOutcome(lines.filter((_, j) => j !== i).join('\n')),
      ),
      { numRuns: lines.length },
    );
  });
});
