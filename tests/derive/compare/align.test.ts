import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALIGN_WORK, alignClauses } from '../../../src/derive/compare/align';
import { comparePair, comparePairs } from '../../../src/derive/compare/compare';
import type { ComparableText } from '../../../src/derive/compare/types';
import { clause } from './helpers';

const clauses = (...ids: string[]) => ids.map((id) => clause(`words of ${id}`, { id }));
const text = (edition: string, ...ids: string[]): ComparableText => ({
  law: 27,
  edition,
  title: 'INSUFFICIENT BID',
  clauses: clauses(...ids),
});
const shape = (a: string[], b: string[]) =>
  alignClauses(clauses(...a), clauses(...b)).map(
    (s) => `${s.id}:${s.a ? 'a' : ''}${s.b ? 'b' : ''}${s.moved ? ':moved' : ''}`,
  );

describe('alignment by id', () => {
  it('a clause missing at the end is removed, in place', () => {
    expect(shape(['A', 'B', 'D', 'footnote'], ['A', 'B', 'D'])).toEqual(['A:ab', 'B:ab', 'D:ab', 'footnote:a']);
  });
  it('a clause added in the middle keeps its place in the union', () => {
    expect(shape(['A', 'B', 'C'], ['A', 'X', 'B', 'C'])).toEqual(['A:ab', 'X:b', 'B:ab', 'C:ab']);
  });
  it("within a run of differences, a's clauses come first, then b's, in either direction", () => {
    expect(shape(['A', 'P', 'C'], ['A', 'Q', 'C'])).toEqual(['A:ab', 'P:a', 'Q:b', 'C:ab']);
    expect(shape(['A', 'Q', 'C'], ['A', 'P', 'C'])).toEqual(['A:ab', 'Q:a', 'P:b', 'C:ab']);
  });
  it('a clause that changed places is aligned, flagged as moved and placed where b has it', () => {
    const ab = shape(['A', 'B', 'C', 'D'], ['A', 'C', 'D', 'B']);
    expect(ab).toEqual(['A:ab', 'C:ab', 'D:ab', 'B:ab:moved']);
    const ba = shape(['A', 'C', 'D', 'B'], ['A', 'B', 'C', 'D']);
    expect(ba).toEqual(['A:ab', 'B:ab:moved', 'C:ab', 'D:ab']);
  });
  it('a moved clause is substantive even with the same words', () => {
    const p = comparePair(text('x', 'A', 'B', 'C', 'D'), text('y', 'A', 'C', 'D', 'B'));
    expect(p.clauses.map((c) => [c.id, c.status])).toEqual([
      ['A', 'unchanged'],
      ['C', 'unchanged'],
      ['D', 'unchanged'],
      ['B', 'substantive'],
    ]);
    expect(p.summary.sameWords).toBe(false);
  });
  it('the same clauses are flagged moved in both directions when the order is ambiguous', () => {
    const ab = alignClauses(clauses('A', 'B'), clauses('B', 'A'))
      .filter((s) => s.moved)
      .map((s) => s.id);
    const ba = alignClauses(clauses('B', 'A'), clauses('A', 'B'))
      .filter((s) => s.moved)
      .map((s) => s.id);
    expect(ab).toHaveLength(1);
    expect(ba).toEqual(ab);
  });
  it('refuses a text with a duplicate clause id', () => {
    expect(() => alignClauses(clauses('A', 'A'), clauses('A'))).toThrow(/occurs twice/);
  });
});

/** length of a longest common subsequence, by the textbook dynamic programme */
function lcsLength(a: readonly string[], b: readonly string[]): number {
  let row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const next = [0];
    b.forEach((y, j) =>
      next.push(x === y ? (row[j] as number) + 1 : Math.max(row[j + 1] as number, next[j] as number)),
    );
    row = next;
  }
  return row[b.length] as number;
}

const POOL = Array.from({ length: 900 }, (_, i) => `${String.fromCharCode(65 + (i % 26))}${1 + Math.floor(i / 26)}`);

describe('alignment of many clauses', () => {
  /** two texts: subsets of the pool, each in an order of its own, from nearly the same to unrelated */
  const texts = fc
    .tuple(
      fc.shuffledSubarray(POOL, { minLength: 0, maxLength: 600 }),
      fc.nat(),
      fc.integer({ min: 0, max: 400 }),
      fc.integer({ min: 0, max: 100 }),
    )
    .map(([a, seed, moves, dropped]) => {
      const b = a.filter((_, i) => (i * 7919 + seed) % 100 >= dropped / 2);
      for (let k = 0; k < moves && b.length > 1; k++) {
        const from = (seed + k * 104729) % b.length;
        const [id] = b.splice(from, 1);
        b.splice((seed * 31 + k * 613) % (b.length + 1), 0, id as string);
      }
      b.push(...POOL.filter((id, i) => !a.includes(id) && (i + seed) % 9 === 0));
      return [a, b] as const;
    });

  it('keeps a longest common order, places every clause once, b in its own order, and flags the same moves both ways', () => {
    fc.assert(
      fc.property(texts, ([a, b]) => {
        const slots = alignClauses(clauses(...a), clauses(...b));
        const ids = slots.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set([...a, ...b]));
        for (const s of slots) {
          expect(s.a !== null).toBe(a.includes(s.id));
          expect(s.b !== null).toBe(b.includes(s.id));
        }
        expect(slots.filter((s) => s.b).map((s) => s.id)).toEqual(b);
        const kept = slots.filter((s) => s.a && s.b && !s.moved).map((s) => s.id);
        expect(a.filter((id) => kept.includes(id))).toEqual(kept);
        expect(kept).toHaveLength(lcsLength(a, b));
        const back = alignClauses(clauses(...b), clauses(...a));
        expect(
          back
            .filter((s) => s.moved)
            .map((s) => s.id)
            .sort(),
        ).toEqual(
          slots
            .filter((s) => s.moved)
            .map((s) => s.id)
            .sort(),
        );
      }),
      // no shrinking: a counterexample of hundreds of ids shrinks slowly and says little more
      { numRuns: 20, endOnFailure: true },
    );
  }, 60_000);

  it('a text in reverse order: all clauses but one moved, beyond the work the id diff may take', () => {
    const a = POOL.slice(0, 800);
    const b = [...a].reverse();
    // 1 598 edits over 1 600 ids: far beyond ALIGN_WORK for a Myers diff
    expect(1600 * 1598).toBeGreaterThan(ALIGN_WORK);
    const slots = alignClauses(clauses(...a), clauses(...b));
    expect(slots.map((s) => s.id)).toEqual(b);
    expect(slots.filter((s) => s.moved)).toHaveLength(799);
  });
});

describe('pairs', () => {
  it('n texts give n(n-1) ordered pairs', () => {
    expect(comparePairs([])).toEqual([]);
    expect(comparePairs([text('2017', 'A')])).toEqual([]);
    expect(comparePairs([text('a', 'A'), text('b', 'A'), text('c', 'A'), text('d', 'A')])).toHaveLength(12);
  });
  it('refuses texts of different laws and repeated editions', () => {
    expect(() => comparePair(text('a', 'A'), { ...text('b', 'A'), law: 28 })).toThrow(/Law 27 with Law 28/);
    expect(() => comparePairs([text('a', 'A'), text('a', 'B')])).toThrow(/given twice/);
  });
  it('the summary: clause counts, ids per class, places, sameWords', () => {
    const a: ComparableText = {
      law: 27,
      edition: 'a',
      title: 'T',
      clauses: [
        clause('the Director rules.', { id: 'A' }),
        clause("offender's LHO", { id: 'B' }),
        clause('gone', { id: 'C' }),
      ],
    };
    const b: ComparableText = {
      law: 27,
      edition: 'b',
      title: 'T',
      clauses: [
        clause('the Director rules', { id: 'A' }),
        clause('offenders LHO', { id: 'B' }),
        clause('new', { id: 'N' }),
      ],
    };
    const p = comparePair(a, b);
    expect(p.summary).toEqual({
      name: 'a...b',
      a: 'a',
      b: 'b',
      clauses: {
        unchanged: 0,
        typographic: 2,
        editorial: 0,
        renumbered: 0,
        reference: 0,
        substantive: 0,
        added: 1,
        removed: 1,
      },
      substantive: [],
      renumbered: [],
      reference: [],
      editorial: [],
      typographic: ['A', 'B'],
      added: ['N'],
      removed: ['C'],
      places: { typographic: 2, editorial: 0, renumbered: 0, reference: 0, substantive: 2 },
      coarse: [],
      sameWords: false,
    });
    const same = comparePair(a, {
      ...a,
      edition: 'c',
      clauses: a.clauses.map((c) => ({ ...c, text: c.text.replace("'", '’') })),
    });
    expect(same.summary.sameWords).toBe(true);
    expect(same.summary.places).toEqual({ typographic: 1, editorial: 0, renumbered: 0, reference: 0, substantive: 0 });
  });
});
