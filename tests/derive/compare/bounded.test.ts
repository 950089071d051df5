/**
 * The comparison has bounded cost: limits on the word diff, and coarser
 * comparisons (sentence by sentence, the part as one change) when a diff gives
 * up. Whatever the level, the ops rebuild both sides and the classes follow
 * the rules. No clock: the work is counted (jsdiff's comparisons, and the
 * bound the engine charges for them).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareClauses, comparePairs } from '../../../src/derive/compare/compare';
import { diffPart } from '../../../src/derive/compare/diff';
import { DEFAULT_LIMITS, type DiffLimits } from '../../../src/derive/compare/edit-script';
import { tokenize } from '../../../src/derive/compare/tokenize';
import type { ClauseComparison, ComparableClause, Reading } from '../../../src/derive/compare/types';
import { t2007, t2008, t2017 } from './fixtures/law27';
import { AL, clause, mirrorOps, side } from './helpers';

const SENTENCES = [
  'Any insufficient bid may be accepted (treated as legal) at the option of offender’s LHO.',
  'It is accepted if that player calls.',
  'If a player makes an insufficient bid out of rotation Law 31 applies.',
  'The auction proceeds without further rectification.',
  'Law 16C does not apply but see D following.',
  "The offender's partner must pass whenever it is his turn to call.",
  'The lead restrictions in Law 26B may apply, and see Law 72C.',
  'The Director rules as in 3 if the LHO does not accept the substituted bid as Al allows.',
  'He shall award an adjusted score:',
  'the substitution, if legal, stands unless the insufficient bid is accepted as A1 allows;',
];
const EDITS: ((s: string) => string)[] = [
  (s) => s.replaceAll("'", '’'),
  (s) => s.replace('bid', 'call'),
  (s) => s.replace(' the ', ' the Director and the '),
  (s) => s.split(' ').reverse().join(' '),
  (s) => s.replaceAll(' ', '\n'),
  () => '',
];
const SEPARATORS = [' ', ' ', '\n', '\n\n'];

/** a long clause text: sentences in any order, any number of times */
const longText = fc
  .array(fc.tuple(fc.constantFrom(...SENTENCES), fc.constantFrom(...SEPARATORS)), { minLength: 20, maxLength: 160 })
  .map((parts) => parts.map(([s, sep]) => s + sep).join(''));

/** a pair of long texts: the second the first with some sentences edited, dropped, added or moved */
const relatedPair: fc.Arbitrary<[string, string]> = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...SENTENCES), fc.constantFrom(...SEPARATORS)), {
      minLength: 20,
      maxLength: 160,
    }),
    fc.array(fc.tuple(fc.nat(), fc.nat(EDITS.length - 1)), { maxLength: 30 }),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...SENTENCES)), { maxLength: 10 }),
    fc.boolean(),
  )
  .map(([parts, edits, inserts, rotate]) => {
    const a = parts.map(([s, sep]) => s + sep).join('');
    const b = parts.map(([s, sep]) => [s, sep]);
    for (const [at, e] of edits) {
      const p = b[at % b.length]!;
      p[0] = EDITS[e]!(p[0]!);
    }
    for (const [at, s] of inserts) b.splice(at % (b.length + 1), 0, [s, ' ']);
    if (rotate) b.push(...b.splice(0, 3));
    return [a, b.map(([s, sep]) => s! + sep!).join('')];
  });

/** limits from tiny (every diff gives up) to the build's */
const limitsArb: fc.Arbitrary<DiffLimits> = fc.oneof(
  fc.constant(DEFAULT_LIMITS),
  fc.record({
    wordEdits: fc.integer({ min: 0, max: 60 }),
    sentenceEdits: fc.integer({ min: 0, max: 20 }),
    work: fc.integer({ min: 0, max: 20_000 }),
    workPerToken: fc.integer({ min: 0, max: 20 }),
  }),
);

const body = (text: string, readings: Reading[] = []): ComparableClause => clause(text, { readings });

function expectRebuilds(r: ClauseComparison, a: ComparableClause, b: ComparableClause): void {
  expect(side(r.text, 'a')).toBe(a.text);
  expect(side(r.text, 'b')).toBe(b.text);
  expect(side(r.heading, 'a')).toBe(a.heading ?? '');
  expect(side(r.heading, 'b')).toBe(b.heading ?? '');
  for (const o of [...r.heading, ...r.text]) if (o.op !== 'equal') expect(r.changes[o.change]?.class).toBe(o.class);
}

/** the most work the limits allow for one part: three stages of (work + workPerToken × tokens) steps */
function allowed(limits: DiffLimits, a: string, b: string): number {
  const tokens = tokenize(a).tokens.length + tokenize(b).tokens.length;
  return 3 * (limits.work + limits.workPerToken * tokens);
}

describe('bounded comparison of long clauses', () => {
  it('the ops rebuild both sides exactly at every level of coarseness, and b→a is a→b mirrored', () => {
    fc.assert(
      fc.property(
        fc.oneof(relatedPair, fc.tuple(longText, longText)),
        limitsArb,
        fc.boolean(),
        ([t, u], limits, withReading) => {
          const a = body(t, withReading ? [AL] : []);
          const b = body(u);
          const ab = compareClauses(a, b, false, limits);
          const ba = compareClauses(b, a, false, limits);
          expectRebuilds(ab, a, b);
          expectRebuilds(ba, b, a);
          expect(ba.text).toEqual(mirrorOps(ab.text));
          expect(ba.coarse).toBe(ab.coarse);
          expect(ba.status).toBe(ab.status);
          expect(ab.status === 'unchanged').toBe(t === u);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('the work is within the limits, and the charged bound covers what jsdiff actually compared', () => {
    fc.assert(
      fc.property(fc.oneof(relatedPair, fc.tuple(longText, longText)), limitsArb, ([t, u], limits) => {
        const { work } = diffPart('text', t, u, [], [], 0, limits);
        expect(work.compared).toBeLessThanOrEqual(work.charged);
        expect(work.charged).toBeLessThanOrEqual(allowed(limits, t, u));
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('the work of a part grows with its size, not with its size squared', () => {
    // two unrelated texts of 20 000 tokens: a full word diff would take ~10^8 comparisons
    const t = SENTENCES.join(' ').repeat(100);
    const u = [...SENTENCES].reverse().join('\n').repeat(100);
    const { work, coarse } = diffPart('text', t, u, [], [], 0);
    expect(coarse).not.toBeNull();
    expect(work.charged).toBeLessThanOrEqual(allowed(DEFAULT_LIMITS, t, u));
    expect(work.compared).toBeLessThan(5e7);
  }, 60_000);
});

describe('falling back to a coarser comparison', () => {
  const three = [
    'The auction proceeds.',
    'The offender’s partner must pass whenever it is his turn to call.',
    'Law 31 applies.',
  ];
  const changed = [
    'The auction proceeds.',
    'The partner of the offender must not pass at his turn to call.',
    'Law 31 applies.',
  ];

  it('word by word when the limits allow it', () => {
    const r = compareClauses(body(three.join(' ')), body(changed.join(' ')));
    expect(r.coarse).toBeNull();
    expect(r.changes.length).toBeGreaterThan(1);
  });

  it('sentence by sentence when the word diff may make only one edit: the changed sentence is one change', () => {
    const limits: DiffLimits = { ...DEFAULT_LIMITS, wordEdits: 1 };
    const r = compareClauses(body(three.join(' ')), body(changed.join(' ')), false, limits);
    expect(r.coarse).toBe('sentence');
    expect(r.status).toBe('substantive');
    // the common first ("The") and last ("his turn to call.") words are kept
    expect(r.changes.map((c) => [c.deleted, c.inserted])).toEqual([
      ['offender’s partner must pass whenever it is', 'partner of the offender must not pass at'],
    ]);
    expect(
      r.text
        .filter((o) => o.op === 'equal')
        .map((o) => o.text)
        .join('|'),
    ).toBe('The auction proceeds. The | his turn to call. Law 31 applies.');
  });

  it('by unique sentences when the sentence diff gives up too', () => {
    const limits: DiffLimits = { ...DEFAULT_LIMITS, wordEdits: 1, sentenceEdits: 0 };
    const r = compareClauses(body(three.join(' ')), body(changed.join(' ')), false, limits);
    expect(r.coarse).toBe('sentence');
    expect(r.changes).toHaveLength(1);
    expect(side(r.text, 'a')).toBe(three.join(' '));
    expect(side(r.text, 'b')).toBe(changed.join(' '));
  });

  it('as one change when no sentence is the same on both sides', () => {
    const limits: DiffLimits = { ...DEFAULT_LIMITS, wordEdits: 1, sentenceEdits: 0 };
    const r = compareClauses(
      body('The bid stands. Law 31 applies.'),
      body('The call is cancelled. Law 26 applies.'),
      false,
      limits,
    );
    expect(r.coarse).toBe('part');
    expect(r.changes.map((c) => [c.deleted, c.inserted])).toEqual([
      ['bid stands. Law 31', 'call is cancelled. Law 26'],
    ]);
  });

  it('a run compared as one change keeps the class the rules give it', () => {
    const limits: DiffLimits = { ...DEFAULT_LIMITS, wordEdits: 0, sentenceEdits: 0 };
    const t = "The offender's partner must pass. The Director rules.";
    // quote style and line wraps only: typographic however coarse
    const typo = compareClauses(body(t), body(t.replaceAll("'", '’').replaceAll(' ', '\n')), false, limits);
    expect(typo.coarse).not.toBeNull();
    expect(typo.status).toBe('typographic');
    // the editors' reading explains the one difference: editorial, also as a whole
    const slip = compareClauses(body('as Al allows', [AL]), body('as A1 allows'), false, {
      ...limits,
      work: 0,
      workPerToken: 0,
    });
    expect(slip.coarse).not.toBeNull();
    expect(slip.status).toBe('editorial');
    // a word changed: substantive
    const word = compareClauses(body(t), body(t.replace('pass', 'bid')), false, limits);
    expect(word.coarse).not.toBeNull();
    expect(word.status).toBe('substantive');
  });

  it('the pair summary lists the clauses compared coarsely', () => {
    const tiny: DiffLimits = { wordEdits: 0, sentenceEdits: 0, work: 0, workPerToken: 0 };
    const coarse = comparePairs([t2008, t2017], tiny)[0]!;
    const changedIds = coarse.clauses
      .filter((c) => c.status !== 'unchanged' && c.status !== 'added' && c.status !== 'removed')
      .map((c) => c.id);
    expect(coarse.summary.coarse).toEqual(changedIds);
    expect(changedIds.length).toBeGreaterThan(0);
    for (const c of coarse.clauses)
      if (c.coarse === null) expect(['unchanged', 'added', 'removed']).toContain(c.status);
  });

  it('the real texts are compared word by word under the build limits', () => {
    for (const p of comparePairs([t2007, t2008, t2017])) {
      expect(p.summary.coarse).toEqual([]);
      expect(p.clauses.every((c) => c.coarse === null)).toBe(true);
    }
  });
});
