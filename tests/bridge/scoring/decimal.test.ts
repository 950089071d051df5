import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSigned, formatUnits, roundQuotient, toHundredths } from '../../../src/bridge/scoring/decimal';
import { ScoringError } from '../../../src/bridge/scoring';

describe('toHundredths', () => {
  it('converts values with up to two decimals exactly', () => {
    expect(toHundredths(30, 'w')).toBe(3000);
    expect(toHundredths(0.29, 'w')).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(toHundredths(33.33, 'w')).toBe(3333);
    expect(toHundredths(-1.1, 'w')).toBe(-110);
    expect(Object.is(toHundredths(-0, 'w'), 0)).toBe(true);
  });

  it('rejects more decimals, non-numbers and huge values', () => {
    expect(() => toHundredths(1.005, 'The weight')).toThrow(/The weight may have at most two decimal places/);
    expect(() => toHundredths(Infinity, 'w')).toThrow(ScoringError);
    expect(() => toHundredths('5' as unknown as number, 'w')).toThrow(/must be a number/);
    expect(() => toHundredths(1e12, 'w')).toThrow(/too large/);
  });
});

describe('roundQuotient', () => {
  it('rounds to nearest and settles halves as asked', () => {
    expect(roundQuotient(14, 10)).toBe(1);
    expect(roundQuotient(16, 10)).toBe(2);
    expect(roundQuotient(15, 10)).toBe(2);
    expect(roundQuotient(-15, 10)).toBe(-2);
    expect(roundQuotient(15, 10, 'up')).toBe(2);
    expect(roundQuotient(-15, 10, 'up')).toBe(-1);
    expect(roundQuotient(15, 10, 'down')).toBe(1);
    expect(roundQuotient(-15, 10, 'down')).toBe(-2);
    expect(Object.is(roundQuotient(-4, 10), 0)).toBe(true);
  });

  it('is within half a unit of the true quotient, and odd-symmetric away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = roundQuotient(n, d);
        expect(Math.abs(q * d - n) * 2).toBeLessThanOrEqual(d);
        expect(roundQuotient(-n, d)).toBe(q === 0 ? 0 : -q);
      }),
      { numRuns: 100 },
    );
  });
});

describe('formatUnits and formatSigned', () => {
  it('formats fixed-point integers', () => {
    expect(formatUnits(39000, 4, { minDecimals: 1, maxDecimals: 2 })).toBe('3.9');
    expect(formatUnits(0, 4, { minDecimals: 1, maxDecimals: 2 })).toBe('0.0');
    expect(formatUnits(-13000, 4, { minDecimals: 1, maxDecimals: 2 })).toBe('-1.3');
    expect(formatUnits(2500, 4, { minDecimals: 1, maxDecimals: 2 })).toBe('0.25');
    expect(formatUnits(12345, 4, { minDecimals: 1, maxDecimals: 2 })).toBe('1.23');
    expect(formatUnits(12350, 4, { minDecimals: 1, maxDecimals: 2 })).toBe('1.24');
    expect(formatUnits(-12350, 4, { minDecimals: 1, maxDecimals: 2 })).toBe('-1.24');
    expect(formatUnits(-40, 4, { minDecimals: 1, maxDecimals: 2 })).toBe('0.0');
    expect(formatUnits(16000, 4, { minDecimals: 1, maxDecimals: 2, signed: true })).toBe('+1.6');
    expect(formatUnits(9000, 2, { minDecimals: 0, maxDecimals: 2 })).toBe('90');
    expect(formatUnits(9999, 2, { minDecimals: 0, maxDecimals: 2 })).toBe('99.99');
    expect(formatUnits(7, 0, { minDecimals: 1, maxDecimals: 2 })).toBe('7.0');
  });

  it('writes scores with their sign', () => {
    expect(formatSigned(1430)).toBe('+1430');
    expect(formatSigned(-100)).toBe('-100');
    expect(formatSigned(0)).toBe('0');
  });
});
