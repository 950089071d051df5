import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_FIELD_LENGTH,
  MAX_ROWS,
  MODES,
  SIDES,
  ZONE7_PAIRS,
  ZONE7_TEAMS,
  addressHash,
  emptyState,
  fromHash,
  fromParams,
  isStateHash,
  readHash,
  rowLimits,
  toHash,
  toParams,
  transition,
  type BoardVulnerability,
  type CalcState,
} from '../../../src/apps/calculator/state';

const VULS: readonly BoardVulnerability[] = ['', 'None', 'NS', 'EW', 'All'];

/** What a Director might type, and anything else Unicode allows in well-formed text. */
const fieldText = fc.oneof(
  fc.constantFrom(
    '',
    '6S= by N',
    '4S+2',
    '3NTX-2 by W, NV',
    '+1430',
    '-100',
    '−100',
    '33.33',
    '12,5',
    '30%',
    '6♠= by N',
    'a&b=c#d?e+f%20',
  ),
  fc.string({ maxLength: MAX_FIELD_LENGTH, unit: 'grapheme' }),
  fc.string({ maxLength: 20, unit: fc.constantFrom('&', '=', '#', '+', '%', ' ', '?', '/', '\u00a0', '\n', ';', ',') }),
);

const row = fc.record({ outcome: fieldText, weight: fieldText, matchpoints: fieldText });

const state: fc.Arbitrary<CalcState> = fc.record({
  mode: fc.constantFrom(...MODES),
  vulnerability: fc.constantFrom(...VULS),
  rows: fc.array(row, { minLength: 1, maxLength: MAX_ROWS }),
  average: fieldText,
  top: fieldText,
  otherTable: fieldText,
  nonOffending: fc.constantFrom(...SIDES),
});

describe('calculator state in the address', () => {
  it('round-trips: state → fragment → state', () => {
    fc.assert(
      fc.property(state, (s) => {
        const hash = toHash(s);
        expect(hash.startsWith('#')).toBe(true);
        expect(fromHash(hash)).toEqual(s);
        // And through a real URL, as the browser would give it back.
        const url = new URL(`https://example.test/tools/adjusted-score/${hash}`);
        expect(fromHash(url.hash)).toEqual(s);
        expect(isStateHash(url.hash)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips the Zone 7 examples and the empty form', () => {
    for (const s of [ZONE7_PAIRS, ZONE7_TEAMS, emptyState()]) expect(fromHash(toHash(s))).toEqual(s);
  });

  it('writes a readable address', () => {
    expect(toHash(ZONE7_PAIRS)).toBe(
      '#mode=pairs&vul=NS&o=6S%3D+by+N&w=30&mp=20&o=4S%2B2+by+N&w=40&mp=13&o=4S%2B1+by+N&w=20&mp=6&o=6S-1+by+N&w=10&mp=2&avg=11',
    );
    expect(toHash(ZONE7_TEAMS)).toBe(
      '#mode=teams&vul=NS&o=6S%3D+by+N&w=30&mp=&o=4S%2B2+by+N&w=40&mp=&o=4S%2B1+by+N&w=20&mp=&o=6S-1+by+N&w=10&mp=&other=%2B650',
    );
    expect(toParams(emptyState()).toString()).toBe('mode=pairs&o=&w=&mp=&o=&w=&mp=');
  });

  it('never throws on any fragment, and always gives a usable state', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (hash) => {
        const s = fromHash(hash);
        expect(MODES).toContain(s.mode);
        expect(VULS).toContain(s.vulnerability);
        expect(SIDES).toContain(s.nonOffending);
        expect(s.rows.length).toBeGreaterThanOrEqual(1);
        expect(s.rows.length).toBeLessThanOrEqual(MAX_ROWS);
        for (const r of s.rows) {
          for (const v of [r.outcome, r.weight, r.matchpoints]) expect(v.length).toBeLessThanOrEqual(MAX_FIELD_LENGTH);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('falls back to defaults for unknown values and cuts what is too long', () => {
    const s = fromHash(`#mode=golf&vul=Some&nos=XX&o=${'7'.repeat(500)}`);
    expect(s.mode).toBe('pairs');
    expect(s.vulnerability).toBe('');
    expect(s.nonOffending).toBe('');
    expect(s.rows).toEqual([{ outcome: '7'.repeat(MAX_FIELD_LENGTH), weight: '', matchpoints: '' }]);
    const many = new URLSearchParams();
    for (let i = 0; i < 40; i += 1) many.append('w', String(i));
    expect(fromParams(many).rows).toHaveLength(MAX_ROWS);
    expect(fromHash('')).toEqual(emptyState());
  });

  it('pairs up rows by position even when a key is short', () => {
    const s = fromHash('#o=6S%3D+by+N&o=4S%2B2+by+N&w=30&w=70&mp=20');
    expect(s.rows).toEqual([
      { outcome: '6S= by N', weight: '30', matchpoints: '20' },
      { outcome: '4S+2 by N', weight: '70', matchpoints: '' },
    ]);
  });

  it('tells a state fragment from an ordinary anchor', () => {
    expect(isStateHash('#main')).toBe(false);
    expect(isStateHash('')).toBe(false);
    expect(isStateHash('#mode=teams')).toBe(true);
    expect(isStateHash('#o=%2B650')).toBe(true);
  });
});

describe('what a link could not keep, in words', () => {
  it('says nothing about a link it read whole', () => {
    for (const st of [ZONE7_PAIRS, ZONE7_TEAMS, emptyState()]) expect(readHash(toHash(st)).notes).toEqual([]);
    expect(readHash('#mode=teams&vul=&nos=').notes).toEqual([]);
  });

  it('names each value it set aside, and what it shows instead', () => {
    const read = readHash(`#mode=golf&vul=Some&nos=XX&o=${'7'.repeat(500)}&avg=${'1'.repeat(200)}`);
    expect(read.state).toMatchObject({
      mode: 'pairs',
      vulnerability: '',
      nonOffending: '',
      average: '1'.repeat(MAX_FIELD_LENGTH),
    });
    expect(read.notes).toEqual([
      'The link\'s form of scoring "golf" is not pairs or teams: pairs is shown.',
      'The link\'s board vulnerability "Some" is not None, NS, EW or All: choose it above.',
      'The link\'s non-offending side "XX" is not NS or EW: it is left as not said.',
      "The link's value for outcome 1 and the board average was longer than 120 characters and was cut: check it.",
    ]);
  });

  it('says how many outcomes were dropped', () => {
    const many = new URLSearchParams();
    for (let i = 0; i < 40; i += 1) many.append('w', String(i));
    expect(readHash(many.toString()).notes).toEqual([
      'The link holds 40 outcomes; the form holds at most 12, so only the first 12 are shown.',
    ]);
  });

  it('quotes a long unknown value only in part', () => {
    expect(readHash(`#mode=${'x'.repeat(50)}`).notes).toEqual([
      `The link's form of scoring "${'x'.repeat(30)}…" is not pairs or teams: pairs is shown.`,
    ]);
  });
});

describe('the address kept for a state', () => {
  it('is the plain address for the empty form, and the fragment otherwise', () => {
    expect(addressHash(emptyState())).toBe('');
    expect(addressHash(ZONE7_PAIRS)).toBe(toHash(ZONE7_PAIRS));
    expect(addressHash({ ...emptyState(), top: '1' })).toBe('#mode=pairs&o=&w=&mp=&o=&w=&mp=&top=1');
  });
});

describe('what the buttons do to the state', () => {
  const rows = (n: number): CalcState => ({
    ...ZONE7_PAIRS,
    rows: Array.from({ length: n }, (_, i) => ({ outcome: `+${String(50 * (i + 1))}`, weight: '', matchpoints: '' })),
  });

  it('adds an empty outcome at the end and moves the focus there, up to the most rows', () => {
    const t = transition(ZONE7_PAIRS, { kind: 'add' });
    expect(t?.state.rows).toEqual([...ZONE7_PAIRS.rows, { outcome: '', weight: '', matchpoints: '' }]);
    expect(t?.focusRow).toBe(4);
    expect(t?.announcement).toBe('Outcome 5 added.');
    expect(t?.replacesForm).toBe(false);
    expect(t?.state.average).toBe('11');
    expect(transition(rows(MAX_ROWS - 1), { kind: 'add' })?.state.rows).toHaveLength(MAX_ROWS);
    expect(transition(rows(MAX_ROWS), { kind: 'add' })).toBeUndefined();
  });

  it('removes the outcome asked for, keeps the focus in the list, and never the last one', () => {
    const t = transition(ZONE7_PAIRS, { kind: 'remove', index: 2 });
    expect(t?.state.rows.map((r) => r.outcome)).toEqual(['6S= by N', '4S+2 by N', '6S-1 by N']);
    expect(t?.focusRow).toBe(2);
    expect(t?.announcement).toBe('Outcome 3 removed; 3 left.');
    expect(transition(ZONE7_PAIRS, { kind: 'remove', index: 3 })?.focusRow).toBe(2);
    expect(transition(rows(1), { kind: 'remove', index: 0 })).toBeUndefined();
    expect(transition(ZONE7_PAIRS, { kind: 'remove', index: -1 })).toBeUndefined();
    expect(transition(ZONE7_PAIRS, { kind: 'remove', index: 4 })).toBeUndefined();
  });

  it('loads the examples and starts again, replacing the whole form', () => {
    expect(transition(emptyState(), { kind: 'example-pairs' })).toEqual({
      state: ZONE7_PAIRS,
      announcement: 'The Zone 7 pairs example is loaded.',
      replacesForm: true,
    });
    expect(transition(emptyState(), { kind: 'example-teams' })).toEqual({
      state: ZONE7_TEAMS,
      announcement: 'The Zone 7 teams example is loaded.',
      replacesForm: true,
    });
    expect(transition(ZONE7_TEAMS, { kind: 'reset' })).toEqual({
      state: emptyState(),
      announcement: 'The form is empty again.',
      replacesForm: true,
    });
  });

  it('allows adding below the most rows and removing above one', () => {
    expect(rowLimits(1)).toEqual({ canAdd: true, canRemove: false });
    expect(rowLimits(2)).toEqual({ canAdd: true, canRemove: true });
    expect(rowLimits(MAX_ROWS)).toEqual({ canAdd: false, canRemove: true });
  });
});
