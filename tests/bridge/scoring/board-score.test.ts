import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOUBLINGS,
  LEVELS,
  MAX_BOARD_SCORE,
  SEATS,
  STRAINS,
  ScoringError,
  VULNERABILITIES,
  assertBoardScore,
  boardScoreProblem,
  isPossibleBoardScore,
  looksLikeBoardScore,
  nearestBoardScores,
  parseBoardScore,
  possibleBoardScores,
  scoreForNS,
} from '../../../src/bridge/scoring';

function scoringError(run: () => unknown): ScoringError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ScoringError);
    return error as ScoringError;
  }
  throw new Error('expected a ScoringError');
}

describe('which scores a board can produce', () => {
  it('knows the extremes: 7NTXX-13 vulnerable is 7600, and the largest made score is 1NTXX+6 vulnerable, 3160', () => {
    // Law 77: redoubled vulnerable undertricks 400, then 600 each: 400 + 12 × 600.
    expect(MAX_BOARD_SCORE).toBe(7600);
    expect(isPossibleBoardScore(7600)).toBe(true);
    expect(isPossibleBoardScore(-7600)).toBe(true);
    expect(isPossibleBoardScore(7610)).toBe(false);
    expect(isPossibleBoardScore(-7610)).toBe(false);
    // 1NTXX: 40 × 4 = 160, game 500, six overtricks at 400, 100 for the redouble.
    expect(isPossibleBoardScore(3160)).toBe(true);
  });

  it('accepts the everyday scores and a pass-out, and refuses what no contract scores', () => {
    for (const s of [0, 50, -50, 70, 90, 110, 120, 130, 140, 420, 620, 650, 680, 1430, -100, -800, 2980]) {
      expect(isPossibleBoardScore(s), String(s)).toBe(true);
    }
    // The smallest score is 50 (one down, not vulnerable): 10 to 40 cannot happen, nor can 60.
    for (const s of [10, 20, 30, 40, 60, -10, -60, 125, 1435, 99990, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isPossibleBoardScore(s), String(s)).toBe(false);
    }
  });

  it('is symmetric, sorted, and every score is a multiple of 10 within ±7600', () => {
    const all = possibleBoardScores();
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(all.length);
    for (const s of all) {
      expect(Math.abs(s) % 10).toBe(0);
      expect(Math.abs(s)).toBeLessThanOrEqual(MAX_BOARD_SCORE);
      expect(isPossibleBoardScore(-s)).toBe(true);
    }
  });

  it('contains every score a contract gets on any board', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEVELS),
        fc.constantFrom(...STRAINS),
        fc.constantFrom(...DOUBLINGS),
        fc.integer({ min: 0, max: 13 }),
        fc.constantFrom(...SEATS),
        fc.constantFrom(...VULNERABILITIES),
        (level, strain, doubling, tricks, declarer, vulnerability) => {
          expect(isPossibleBoardScore(scoreForNS({ level, strain, doubling }, tricks, declarer, vulnerability))).toBe(
            true,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds the nearest possible scores either side', () => {
    expect(nearestBoardScores(125)).toEqual({ below: 120, above: 130 });
    expect(nearestBoardScores(10)).toEqual({ below: 0, above: 50 });
    expect(nearestBoardScores(-10)).toEqual({ below: -50, above: 0 });
    expect(nearestBoardScores(7600).above).toBeUndefined();
    expect(nearestBoardScores(-7600).below).toBeUndefined();
    expect(nearestBoardScores(99990)).toEqual({ below: 7600 });
  });
});

describe('what is wrong with an impossible score', () => {
  it('names the value and the rule', () => {
    expect(boardScoreProblem(99990)).toBe(
      '+99990 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600.',
    );
    expect(boardScoreProblem(-7610)).toBe(
      '-7610 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600.',
    );
    expect(boardScoreProblem(125)).toBe(
      '+125 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600 (nearest: +120 or +130).',
    );
    expect(boardScoreProblem(10)).toBe(
      '+10 is not a score one board can produce: no contract, made or defeated, scores 10 points (nearest: 0 or +50).',
    );
    expect(boardScoreProblem(-60)).toBe(
      '-60 is not a score one board can produce: no contract, made or defeated, scores 60 points (nearest: -70 or -50).',
    );
    expect(boardScoreProblem(Number.NaN)).toBe('A score must be a number of points, got NaN.');
    expect(boardScoreProblem(1430)).toBeUndefined();
    expect(boardScoreProblem(0)).toBeUndefined();
  });

  it('throws a ScoringError with the value as its token', () => {
    const e = scoringError(() => assertBoardScore(99990));
    expect(e.token).toBe('+99990');
    expect(() => assertBoardScore(-100)).not.toThrow();
  });
});

describe('a score typed as text', () => {
  it('reads signed scores, with any of the minus signs a keyboard gives', () => {
    expect(parseBoardScore('+1430')).toBe(1430);
    expect(parseBoardScore(' 650 ')).toBe(650);
    expect(parseBoardScore('-100')).toBe(-100);
    expect(parseBoardScore('\u2212100')).toBe(-100);
    expect(parseBoardScore('\u2013 100')).toBe(-100);
    expect(parseBoardScore('+ 0650')).toBe(650);
    expect(Object.is(parseBoardScore('-0'), 0)).toBe(true);
  });

  it('refuses impossible scores with exact messages', () => {
    const cases: readonly (readonly [string, string])[] = [
      [
        '+99990',
        '+99990 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600.',
      ],
      [
        '99990',
        '+99990 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600.',
      ],
      [
        '125',
        '+125 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600 (nearest: +120 or +130).',
      ],
      [
        '-12.5',
        '-12.5 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600 (nearest: -50 or 0).',
      ],
      [
        '+20',
        '+20 is not a score one board can produce: no contract, made or defeated, scores 20 points (nearest: 0 or +50).',
      ],
      ['1,430', 'Write 1,430 without the comma: +1430.'],
      ['-1,430', 'Write -1,430 without the comma: -1430.'],
      [
        '123456789012345678901234567890',
        '+123456789012… is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600.',
      ],
      ['4S=', 'Write a score as a number of points for N/S, such as +1430 or -100 (not "4S=").'],
    ];
    for (const [text, message] of cases) {
      const e = scoringError(() => parseBoardScore(text));
      expect(e.message, text).toBe(message);
    }
  });

  it('tells a score from a contract result', () => {
    for (const t of ['+1430', '-100', '650', '12.5', '1,430', ' − 50 ']) expect(looksLikeBoardScore(t), t).toBe(true);
    for (const t of ['4S=', '6S= by N', '3NTX-2', '', '+', 'abc', '1e3']) expect(looksLikeBoardScore(t), t).toBe(false);
  });

  it('never throws anything but a ScoringError, and accepts exactly the possible scores', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10000, max: 10000 }), (n) => {
        const text = n > 0 ? `+${String(n)}` : String(n);
        if (isPossibleBoardScore(n)) expect(parseBoardScore(text)).toBe(n);
        else
          expect(scoringError(() => parseBoardScore(text)).message).toContain(
            `${text} is not a score one board can produce`,
          );
      }),
      { numRuns: 500 },
    );
  });
});
