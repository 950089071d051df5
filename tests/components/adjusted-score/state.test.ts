import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_FIELD_LENGTH,
  MAX_ROWS,
  MODES,
  SIDES,
  ZONE7_PAIRS,
  ZONE7_TEAMS,
  emptyState,
  fromHash,
  fromParams,
  isStateHash,
  toHash,
  toParams,
  type BoardVulnerability,
  type CalcState,
} from '../../../src/components/adjusted-score/state';

const VULS: readonly BoardVulnerability[] = ['', 'None', 'NS', 'EW', 'All'];

/** What a Director might type, and anything else Unicode allows in well-formed text. */
const fieldText = fc.oneof(
  fc.constantFrom('', '6S= by N', '4S+2', '3NTX-2 by W, NV', '+1430', '-100', '−100', '33.33', '12,5', '30%', '6♠= by N', 'a&b=c#d?e+f%20'),
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
