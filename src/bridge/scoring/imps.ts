/**
 * The WBF International Match Point (IMP) scale.
 *
 * Real score differences are multiples of 10, and the published table lists
 * each band as "from – to" in those steps (20–40 → 1 IMP, 50–80 → 2, …).
 * `impsForDifference` accepts any integer: only the lower bounds matter, so a
 * difference earns the IMPs of the highest band whose `from` it reaches.
 * Values between two printed bands therefore belong to the lower band:
 * 15 → 0 (0–10 band), 45 → 1 (20–40 band), 4999 → 24.
 * The sign of the result follows the sign of the difference.
 */
import { ScoringError } from './errors';

export interface ImpBand {
  /** Smallest difference (in points) in the band, as printed. */
  readonly from: number;
  /** Largest difference in the band, as printed (multiples of 10); `Infinity` for the last band. */
  readonly to: number;
  readonly imps: number;
}

export const IMP_SCALE: readonly ImpBand[] = [
  { from: 0, to: 10, imps: 0 },
  { from: 20, to: 40, imps: 1 },
  { from: 50, to: 80, imps: 2 },
  { from: 90, to: 120, imps: 3 },
  { from: 130, to: 160, imps: 4 },
  { from: 170, to: 210, imps: 5 },
  { from: 220, to: 260, imps: 6 },
  { from: 270, to: 310, imps: 7 },
  { from: 320, to: 360, imps: 8 },
  { from: 370, to: 420, imps: 9 },
  { from: 430, to: 490, imps: 10 },
  { from: 500, to: 590, imps: 11 },
  { from: 600, to: 740, imps: 12 },
  { from: 750, to: 890, imps: 13 },
  { from: 900, to: 1090, imps: 14 },
  { from: 1100, to: 1290, imps: 15 },
  { from: 1300, to: 1490, imps: 16 },
  { from: 1500, to: 1740, imps: 17 },
  { from: 1750, to: 1990, imps: 18 },
  { from: 2000, to: 2240, imps: 19 },
  { from: 2250, to: 2490, imps: 20 },
  { from: 2500, to: 2990, imps: 21 },
  { from: 3000, to: 3490, imps: 22 },
  { from: 3500, to: 3990, imps: 23 },
  { from: 4000, to: Infinity, imps: 24 },
];

/**
 * IMPs for a score difference (any integer, positive or negative).
 *
 * @example impsForDifference(780) // 13
 * @example impsForDifference(-750) // -13
 */
export function impsForDifference(difference: number): number {
  if (!Number.isSafeInteger(difference)) {
    throw new ScoringError(
      `A score difference must be a whole number of points, got ${String(difference)}.`,
      String(difference),
    );
  }
  const size = Math.abs(difference);
  let imps = 0;
  for (const band of IMP_SCALE) {
    if (size >= band.from) imps = band.imps;
    else break;
  }
  if (imps === 0) return 0; // never -0
  return difference < 0 ? -imps : imps;
}
