import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareClauses } from '../../../src/derive/compare/compare';
import type { ComparableClause, ComparableReference, Reading } from '../../../src/derive/compare/types';
import { mirrorOps, side } from './helpers';

const WORDS = [
  'bid',
  'Bid',
  'the',
  'The',
  'Director',
  "Director's",
  'Directors',
  'A',
  'A1',
  'Al',
  'offender’s',
  'non-offending',
  'call',
  'Law',
  '26B',
  's',
  'if',
  'as',
];
const MARKS = ['.', ',', '(', ')', ':', ';', "'", '’', '–', '—', '-', '*', '"', '“', '”'];
const SPACES = [' ', ' ', ' ', '  ', '\n', '\n\n', '\t'];

/** law-like text: words, marks and whitespace in any arrangement */
const lawish = fc
  .array(
    fc.oneof({ arbitrary: fc.constantFrom(...WORDS), weight: 3 }, fc.constantFrom(...MARKS), {
      arbitrary: fc.constantFrom(...SPACES),
      weight: 3,
    }),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));
const anyText = fc.oneof(lawish, fc.string({ unit: 'binary', maxLength: 30 }));
const readings: fc.Arbitrary<Reading[]> = fc.array(
  fc.record({
    sic: fc.constantFrom('Al', 'A', 'A1', 'bid', 'the Director'),
    read: fc.constantFrom('A1', 'A', 'bid'),
    note: fc.constant('n'),
  }),
  { maxLength: 2 },
);
/** references as the model gives them (rule P), nesting or not: words that may or may not be in the text */
const references: fc.Arbitrary<ComparableReference[]> = fc.array(
  fc.record({
    text: fc.constantFrom('A', 'A1', 'Al', 'Law 26B', 'Law', 'the Director', 'as A'),
    target: fc.constantFrom(['27', 'A'], ['27', 'A', '1'], ['27', 'A', '2'], ['26'], ['26', 'B']),
  }),
  { maxLength: 3 },
);
const clauseArb: fc.Arbitrary<ComparableClause> = fc.record({
  id: fc.constant('X'),
  label: fc.constant('27X'),
  heading: fc.option(anyText, { nil: null }),
  text: anyText,
  readings,
  references,
});

/** two texts sharing many words: the same small vocabulary, shuffled and thinned */
const related: fc.Arbitrary<[string, string]> = fc
  .array(fc.constantFrom('x', 'y', 'z', ',', '.', "'s", 'A1', 'Al'), { minLength: 1, maxLength: 12 })
  .chain((words) =>
    fc.tuple(fc.constant(words), fc.shuffledSubarray(words, { minLength: 0 }), fc.constantFrom(' ', '\n')),
  )
  .map(([a, b, sep]): [string, string] => [a.join(' '), b.join(sep)]);

describe('properties', () => {
  it('a clause compared with itself is unchanged, all ops equal', () => {
    fc.assert(
      fc.property(clauseArb, (c) => {
        const r = compareClauses(c, { ...c });
        expect(r.status).toBe('unchanged');
        expect(r.changes).toEqual([]);
        expect([...r.heading, ...r.text].every((o) => o.op === 'equal')).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('equal+delete ops rebuild side a, equal+insert ops rebuild side b', () => {
    fc.assert(
      fc.property(clauseArb, clauseArb, (a, b) => {
        const r = compareClauses(a, b);
        expect(side(r.text, 'a')).toBe(a.text);
        expect(side(r.text, 'b')).toBe(b.text);
        expect(side(r.heading, 'a')).toBe(a.heading ?? '');
        expect(side(r.heading, 'b')).toBe(b.heading ?? '');
        // every change op points at a change of the same class
        for (const o of [...r.heading, ...r.text]) {
          if (o.op !== 'equal') expect(r.changes[o.change]?.class).toBe(o.class);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('classification is symmetric, and b→a is a→b mirrored', () => {
    fc.assert(
      fc.property(clauseArb, clauseArb, (a, b) => {
        const ab = compareClauses(a, b);
        const ba = compareClauses(b, a);
        expect(ba.status).toBe(ab.status);
        expect(ba.status === 'typographic').toBe(ab.status === 'typographic');
        expect(ba.text).toEqual(mirrorOps(ab.text));
        expect(ba.heading).toEqual(mirrorOps(ab.heading));
        expect(ba.places).toEqual(ab.places);
      }),
      { numRuns: 300 },
    );
  });

  it('the diff does not depend on direction, even for reordered words', () => {
    fc.assert(
      fc.property(related, fc.boolean(), ([t, u], withReading) => {
        const rs: Reading[] = withReading ? [{ sic: 'Al', read: 'A1', note: 'n' }] : [];
        const a: ComparableClause = { id: 'X', label: 'X', heading: null, text: t, readings: rs };
        const b: ComparableClause = { id: 'X', label: 'X', heading: null, text: u, readings: [] };
        const ab = compareClauses(a, b);
        const ba = compareClauses(b, a);
        expect(ba.status).toBe(ab.status);
        expect(ba.text).toEqual(mirrorOps(ab.text));
        expect(side(ab.text, 'a')).toBe(t);
        expect(side(ab.text, 'b')).toBe(u);
      }),
      { numRuns: 500 },
    );
  });

  it('typographic edits (whitespace, apostrophe and dash styles, lost apostrophes, added commas) never change the words', () => {
    const edit = fc.constantFrom<(s: string) => string>(
      (s) => s.replace(/[ \t]+/g, '\n'),
      (s) => s.replace(/\n+/g, ' '),
      (s) => s.replaceAll("'", '’'),
      (s) => s.replaceAll('’', "'"),
      (s) => s.replaceAll("'", ''),
      (s) => s.replaceAll('-', '–'),
      (s) => s.replace(/—/g, '-'),
      (s) => s.replace(/(\S) /g, '$1, '),
      (s) => s.replaceAll('.', ''),
    );
    fc.assert(
      fc.property(lawish, fc.array(edit, { minLength: 1, maxLength: 4 }), (t, edits) => {
        // only texts whose words are space-separated, so removing a mark cannot join two words
        fc.pre(!/[\p{L}\p{N}][.'’][\p{L}\p{N}]/u.test(t));
        const u = edits.reduce((s, f) => f(s), t);
        const r = compareClauses(
          { id: 'X', label: 'X', heading: null, text: t, readings: [] },
          { id: 'X', label: 'X', heading: null, text: u, readings: [] },
        );
        expect(['unchanged', 'typographic']).toContain(r.status);
        expect(r.status === 'unchanged').toBe(t === u);
      }),
      { numRuns: 300 },
    );
  });

  it('a new word anywhere is substantive', () => {
    fc.assert(
      fc.property(lawish, fc.nat(), (t, at) => {
        const i = at % (t.length + 1);
        const u = `${t.slice(0, i)} zebra ${t.slice(i)}`;
        const r = compareClauses(
          { id: 'X', label: 'X', heading: null, text: t, readings: [] },
          { id: 'X', label: 'X', heading: null, text: u, readings: [] },
        );
        expect(r.status).toBe('substantive');
      }),
      { numRuns: 100 },
    );
  });
});
