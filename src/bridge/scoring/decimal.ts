/**
 * Small exact-decimal helpers. Weights, match-points and IMP fractions are
 * kept as integers in a fixed unit (hundredths, ten-thousandths, …) so that
 * 0.3 × 20 + 0.1 × 2 is exactly 6.2, never 6.199999999999999.
 */
import { ScoringError } from './errors';

const LIMIT = 1e9;

/**
 * `value` as an integer number of hundredths. Accepts numbers with at most two
 * decimal places (after undoing binary floating point noise, so 0.29 is fine).
 */
export function toHundredths(value: number, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ScoringError(`${what} must be a number, got ${String(value)}.`, String(value));
  }
  if (Math.abs(value) > LIMIT) {
    throw new ScoringError(`${what} is too large: ${String(value)}.`, String(value));
  }
  const scaled = value * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) > 1e-6) {
    throw new ScoringError(`${what} may have at most two decimal places, got ${String(value)}.`, String(value));
  }
  return rounded === 0 ? 0 : rounded;
}

/** How to settle an exact half when rounding. */
export type TieBreak = 'awayFromZero' | 'up' | 'down';

/**
 * `numerator / divisor` rounded to the nearest integer; `divisor` > 0 and
 * both integers. Exact halves go away from zero, up (towards +∞) or down.
 */
export function roundQuotient(numerator: number, divisor: number, tie: TieBreak = 'awayFromZero'): number {
  const negative = numerator < 0;
  const size = Math.abs(numerator);
  const quotient = Math.floor(size / divisor);
  const twiceRemainder = 2 * (size - quotient * divisor);
  let magnitude = quotient;
  if (twiceRemainder > divisor) magnitude = quotient + 1;
  else if (twiceRemainder === divisor) {
    const roundsAway = tie === 'awayFromZero' || (tie === 'up' ? !negative : negative);
    if (roundsAway) magnitude = quotient + 1;
  }
  if (magnitude === 0) return 0;
  return negative ? -magnitude : magnitude;
}

export interface DecimalFormat {
  /** Decimal places always shown. */
  readonly minDecimals: number;
  /** Decimal places at most; more precise values are rounded half away from zero. */
  readonly maxDecimals: number;
  /** Prefix positive values with "+". */
  readonly signed?: boolean;
}

/**
 * Formats an integer count of `10^-scaleDigits` units as a decimal string,
 * e.g. formatUnits(39000, 4, { minDecimals: 1, maxDecimals: 2 }) === "3.9".
 * Zero is never written with a minus sign.
 */
export function formatUnits(units: number, scaleDigits: number, format: DecimalFormat): string {
  const keep = Math.min(format.maxDecimals, scaleDigits);
  const rounded = roundQuotient(units, 10 ** (scaleDigits - keep));
  const size = Math.abs(rounded);
  const whole = Math.floor(size / 10 ** keep);
  let fraction = keep > 0 ? String(size - whole * 10 ** keep).padStart(keep, '0') : '';
  while (fraction.length > format.minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(format.minDecimals, '0');
  const body = fraction === '' ? String(whole) : `${String(whole)}.${fraction}`;
  if (rounded < 0) return `-${body}`;
  if (rounded > 0 && format.signed === true) return `+${body}`;
  return body;
}

/** A whole number of points with its sign, the way scores are written: "+1430", "-100", "0". */
export function formatSigned(points: number): string {
  return points > 0 ? `+${String(points)}` : points < 0 ? `-${String(-points)}` : '0';
}
