/**
 * Every pass of the sources' reader is linear in the size of a source: a
 * source of the size limit that is one long line (of references, look-alike
 * letters, invisible characters, Markdown marks, a search term;
 * scripts/bench/long-lines.ts) is read and checked, each of its problems
 * reported, within the test's time limit, a safety net only (a quadratic pass
 * took 100 s on one of them). The figure and its goal are in `npm run bench`
 * ("Passes over one 256 KB source").
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLongLine, LONG_LINES, longLineSource } from '../../scripts/bench/long-lines';
import { MAX_MARKUP_PER_PARAGRAPH, MAX_SOURCE_BYTES } from '../../src/model/source-limits';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const line = (name: string) => LONG_LINES.find((l) => l.name === name) ?? LONG_LINES[0]!;

describe('a source of the size limit in one line', () => {
  it.each(LONG_LINES.map((l) => [l.name, l] as const))(
    'of %s: read and checked, its problems found in proportion to its size',
    { timeout: 60_000 },
    (_, l) => {
      const full = longLineSource(CONTENT, l, MAX_SOURCE_BYTES);
      const quarter = longLineSource(CONTENT, l, MAX_SOURCE_BYTES / 4);
      expect(Buffer.byteLength(full)).toBeLessThanOrEqual(MAX_SOURCE_BYTES);
      expect(Buffer.byteLength(full)).toBeGreaterThan(MAX_SOURCE_BYTES - 64);
      const many = checkLongLine(CONTENT, l, full).length;
      const few = checkLongLine(CONTENT, l, quarter).length;
      // A problem in each unit is reported in each unit: four times as many in four times the line.
      if (few > 100) expect(many / few).toBeCloseTo(4, 0);
      else expect(many).toBeLessThanOrEqual(few + MAX_MARKUP_PER_PARAGRAPH);
    },
  );

  it(
    'every reference to a clause the text lacks and every look-alike letter is reported at its own column',
    { timeout: 60_000 },
    () => {
      const refs = longLineSource(CONTENT, line('references to clauses it lacks'), MAX_SOURCE_BYTES);
      const found = checkLongLine(CONTENT, line('references to clauses it lacks'), refs).filter((d) =>
        d.message.startsWith('unresolvable reference "B1"'),
      );
      const row = refs.split('\n').findIndex((l) => l.startsWith('B1 ')) + 1;
      expect(found.length).toBe(refs.split('B1 ').length - 1);
      expect(found.at(-1)).toMatchObject({
        line: row,
        column: refs.lastIndexOf('B1 ') - refs.lastIndexOf('\n', refs.lastIndexOf('B1 ')),
      });
      const escaped = longLineSource(CONTENT, line('escapes, then look-alike letters'), MAX_SOURCE_BYTES);
      const last = checkLongLine(CONTENT, line('escapes, then look-alike letters'), escaped).at(-1);
      // The last "\*27В1": its look-alike token starts after the escape's backslash and star.
      const at = escaped.lastIndexOf('\\*27В1') + 2;
      expect(last).toMatchObject({
        column: at - escaped.lastIndexOf('\n', at),
        message: expect.stringContaining('"27В1" contains Cyrillic В'),
      });
    },
  );

  it('a paragraph with more Markdown marks than the limit is refused at the first over it, before the Markdown parser sees it', () => {
    const text = longLineSource(CONTENT, line('Markdown marks over the limit (refused)'), MAX_SOURCE_BYTES);
    const diagnostics = checkLongLine(CONTENT, line('Markdown marks over the limit (refused)'), text);
    const row = text.split('\n').findIndex((l) => l.startsWith('*a* '));
    // "*a* " has two marks: the one over the limit is the first of unit 51.
    expect(diagnostics).toEqual([
      {
        file: 'long.md',
        line: row + 1,
        column: (MAX_MARKUP_PER_PARAGRAPH / 2) * 4 + 1,
        message: `this paragraph has more than ${MAX_MARKUP_PER_PARAGRAPH} Markdown marks (\\ & \` < [ ] ! * _ ~ :); this is the first over the limit`,
        fix: 'a paragraph of a source has a few: check for text a program left behind, or split the paragraph with blank lines',
      },
    ]);
  });
});
