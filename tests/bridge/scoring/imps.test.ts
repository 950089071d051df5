import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMP_SCALE, ScoringError, impsForDifference } from '../../../src/bridge/scoring';

// The WBF scale, typed in independently of the source: [lowest difference, highest printed, IMPs].
const WBF: readonly (readonly [number, number, number])[] = [
  [0, 10, 0],
  [20, 40, 1],
  [50, 80, 2],
  [90, 120, 3],
  [130, 160, 4],
  [170, 210, 5],
  [220, 260, 6],
  [270, 310, 7],
  [320, 360, 8],
  [370, 420, 9],
  [430, 490, 10],
  [500, 590, 11],
  [600, 740, 12],
  [750, 890, 13],
  [900, 1090, 14],
  [1100, 1290, 15],
  [1300, 1490, 16],
  [1500, 1740, 17],
  [1750, 1990, 18],
  [2000, 2240, 19],
  [2250, 2490, 20],
  [2500, 2990, 21],
  [3000, 3490, 22],
  [3500, 3990, 23],
];

describe('IMP_SCALE data table', () => {
  it('matches the WBF scale', () => {
    expect(IMP_SCALE.map((b) => [b.from, b.to, b.imps])).toEqual([...WBF.map((b) => [...b]), [4000, Infinity, 24]]);
  });

  it('has contiguous bands in steps of 10', () => {
    for (let i = 1; i < IMP_SCALE.length; i++) {
      const prev = IMP_SCALE[i - 1];
      const band = IMP_SCALE[i];
      expect(prev && band && band.from - prev.to).toBe(10);
      expect(band?.imps).toBe(i);
    }
  });
});

describe('impsForDifference: band edges', () => {
  const edges = [...WBF.slice(1), [4000, Infinity, 24] as const];
  it.each(edges.map(([from, , imps]) => [from, imps] as const))(
    '%d is the first difference worth %d IMPs',
    (from, imps) => {
      expect(impsForDifference(from)).toBe(imps);
      expect(impsForDifference(from - 10)).toBe(imps - 1); // the previous band's printed top
      expect(impsForDifference(from - 1)).toBe(imps - 1); // between bands → lower band
      expect(impsForDifference(from + 1)).toBe(imps);
      expect(impsForDifference(-from)).toBe(-imps);
      expect(impsForDifference(-(from - 10))).toBe(1 - imps);
      expect(impsForDifference(-(from - 1))).toBe(1 - imps);
    },
  );

  it.each(WBF.map(([, to, imps]) => [to, imps] as const))(
    '%d is the last printed difference worth %d IMPs',
    (to, imps) => {
      expect(impsForDifference(to)).toBe(imps);
      expect(impsForDifference(-to)).toBe(imps === 0 ? 0 : -imps);
    },
  );

  it('treats values between printed bands as the lower band', () => {
    expect(impsForDifference(15)).toBe(0);
    expect(impsForDifference(19)).toBe(0);
    expect(impsForDifference(45)).toBe(1);
    expect(impsForDifference(-45)).toBe(-1);
    expect(impsForDifference(595)).toBe(11);
    expect(impsForDifference(3999)).toBe(23);
  });

  it('gives 0 (not -0) for small differences and 24 for huge ones', () => {
    expect(Object.is(impsForDifference(0), 0)).toBe(true);
    expect(Object.is(impsForDifference(-10), 0)).toBe(true);
    expect(Object.is(impsForDifference(-0), 0)).toBe(true);
    expect(impsForDifference(7600 + 2980)).toBe(24);
    expect(impsForDifference(-1_000_000)).toBe(-24);
  });

  it('reproduces the Zone 7 teams example', () => {
    expect([780, 30, 0, -750].map(impsForDifference)).toEqual([13, 1, 0, -13]);
  });

  it.each([1.5, Number.NaN, Infinity, -Infinity, 2 ** 60])('rejects %d', (bad) => {
    expect(() => impsForDifference(bad)).toThrow(ScoringError);
    expect(() => impsForDifference(bad)).toThrow(/whole number of points/);
  });
});

describe('impsForDifference: properties', () => {
  const diff = fc.integer({ min: -20000, max: 20000 });

  it('is monotonic', () => {
    fc.assert(
      fc.property(diff, diff, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(impsForDifference(lo)).toBeLessThanOrEqual(impsForDifference(hi));
      }),
      { numRuns: 100 },
    );
  });

  it('is odd-symmetric', () => {
    fc.assert(
      fc.property(diff, (d) => {
        expect(impsForDifference(-d)).toBe(-impsForDifference(d) || 0);
      }),
      { numRuns: 100 },
    );
  });

  it('stays within 0..24 in size and steps by at most one IMP per point', () => {
    fc.assert(
      fc.property(diff, (d) => {
        const imps = impsForDifference(d);
        expect(Math.abs(imps)).toBeLessThanOrEqual(24);
        expect(impsForDifference(d + 1) - imps).toBeGreaterThanOrEqual(0);
        expect(impsForDifference(d + 1) - imps).toBeLessThanOrEqual(1);
      }),
      { numRuns: 100 },
    );
  });
});
