import { describe, expect, it } from 'vitest';
import {
  ARTIFICIAL_SCORE_ADVICE,
  ScoringError,
  matchpointOrderProblems,
  parseContractResult,
  resolveOutcome,
  weightedPairsScore,
  weightedTeamsScore,
  type TeamsOutcome,
} from '../../../src/bridge/scoring';

// Zone 7 guidance, Part II, "Law 12-C-1(c) - Example": N/S would have bid
// spades, vulnerable (6S= is +1430), declared by North.
const ZONE7 = { declarer: 'N', vulnerability: 'All' } as const;
const ZONE7_OUTCOMES = [
  { weight: 30, outcome: '6S=' },
  { weight: 40, outcome: '4S+2' },
  { weight: 20, outcome: '4S+1' },
  { weight: 10, outcome: '6S-1' },
] as const;

function scoringError(run: () => unknown): ScoringError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ScoringError);
    return error as ScoringError;
  }
  throw new Error('expected a ScoringError');
}

describe('Zone 7 worked examples', () => {
  it('derives +1430, +680, +650 and -100 from the contracts', () => {
    expect(ZONE7_OUTCOMES.map((o) => resolveOutcome(o.outcome, ZONE7).nsScore)).toEqual([1430, 680, 650, -100]);
    // The same with N/S (not E/W) vulnerable, or declarer South.
    expect(
      ZONE7_OUTCOMES.map((o) => resolveOutcome(o.outcome, { declarer: 'S', vulnerability: 'NS' }).nsScore),
    ).toEqual([1430, 680, 650, -100]);
  });

  it('pairs: 12.6 against an average of 11 → add 1.6 to N/S, deduct 1.6 from E/W', () => {
    const mps = [20, 13, 6, 2];
    const result = weightedPairsScore(
      ZONE7_OUTCOMES.map((o, i) => ({ ...o, matchpoints: mps[i] ?? 0 })),
      11,
      ZONE7,
    );
    expect(result.lines.map((l) => l.contributionText)).toEqual(['6.0', '5.2', '1.2', '0.2']);
    expect(result.lines.map((l) => l.contribution)).toEqual([6, 5.2, 1.2, 0.2]);
    expect(result.lines.map((l) => l.nsScore)).toEqual([1430, 680, 650, -100]);
    expect(result.lines.map((l) => l.label)).toEqual(['6S=', '4S+2', '4S+1', '6S-1']);
    expect(result.weightedMatchpoints).toBe(12.6);
    expect(result.weightedMatchpointsText).toBe('12.6');
    expect(result.average).toBe(11);
    expect(result.nsCorrection).toBe(1.6); // naive floating point gives 1.5999999999999996
    expect(result.ewCorrection).toBe(-1.6);
    expect(result.nsCorrectionText).toBe('+1.6');
    expect(result.ewCorrectionText).toBe('-1.6');
    expect(result.instruction).toBe('add 1.6 to N/S, deduct 1.6 from E/W');
    expect(result.considerArtificialScore).toBe(false);
    expect(result.advice).toBeUndefined();
  });

  it('teams: other table +650 → +13, +1, 0, -13 IMPs, total 3.0, award +3', () => {
    const result = weightedTeamsScore(ZONE7_OUTCOMES, 650, ZONE7);
    expect(result.otherTable.nsScore).toBe(650);
    expect(result.lines.map((l) => l.nsScore)).toEqual([1430, 680, 650, -100]);
    expect(result.lines.map((l) => l.net)).toEqual([780, 30, 0, -750]);
    expect(result.lines.map((l) => l.imps)).toEqual([13, 1, 0, -13]);
    expect(result.lines.map((l) => l.weight)).toEqual([30, 40, 20, 10]);
    expect(result.lines.map((l) => l.weightedImps)).toEqual([3.9, 0.4, 0, -1.3]);
    expect(result.lines.map((l) => l.weightedImpsText)).toEqual(['3.9', '0.4', '0.0', '-1.3']);
    expect(result.totalImps).toBe(3);
    expect(result.totalImpsText).toBe('3.0');
    expect(result.awardedImps).toBe(3);
    expect(result.awardedText).toBe('+3');
    expect(result.instruction).toBe('+3 IMPs to N/S, -3 IMPs to E/W');
    expect(result.wasExactHalf).toBe(false);
    expect(result.considerArtificialScore).toBe(false);
  });

  it('teams: the same from the other table written as a contract or a raw score string', () => {
    expect(weightedTeamsScore(ZONE7_OUTCOMES, '4S+1 by S', ZONE7).awardedImps).toBe(3);
    expect(weightedTeamsScore(ZONE7_OUTCOMES, '+650', ZONE7).awardedImps).toBe(3);
    const raw = weightedTeamsScore(
      [
        { weight: 30, outcome: '+1430' },
        { weight: 40, outcome: 680 },
        { weight: 20, outcome: '650' },
        { weight: 10, outcome: '\u2212100' },
      ],
      650,
    );
    expect(raw.lines.map((l) => l.label)).toEqual(['+1430', '+680', '+650', '-100']);
    expect(raw.totalImpsText).toBe('3.0');
  });

  it('teams from E/W point of view: the mirror board gives -3', () => {
    const mirrored = weightedTeamsScore(ZONE7_OUTCOMES, -650, { declarer: 'E', vulnerability: 'EW' });
    expect(mirrored.lines.map((l) => l.net)).toEqual([-780, -30, 0, 750]);
    expect(mirrored.totalImps).toBe(-3);
    expect(mirrored.awardedImps).toBe(-3);
    expect(mirrored.instruction).toBe('-3 IMPs to N/S, +3 IMPs to E/W');
  });
});

describe('teams rounding', () => {
  // Against +140 at the other table: net +20 is 1 IMP, net -20 is -1 IMP; net +90 is 3 IMPs.
  // (Real scores: a board cannot score 20 points, but +160 against +140 is a net 20.)
  const half = (net: 20 | -20 | 90 | -90): TeamsOutcome[] => [
    { weight: 50, outcome: 140 + net },
    { weight: 50, outcome: 140 },
  ];

  it('rounds an exact half away from zero by default', () => {
    const plus = weightedTeamsScore(half(20), 140);
    expect(plus.totalImpsText).toBe('0.5');
    expect(plus.wasExactHalf).toBe(true);
    expect(plus.awardedImps).toBe(1);
    expect(weightedTeamsScore(half(-20), 140).awardedImps).toBe(-1);
    expect(weightedTeamsScore(half(90), 140).awardedImps).toBe(2); // 1.5
    expect(weightedTeamsScore(half(-90), 140).awardedImps).toBe(-2);
  });

  it('gives an exact half to the non-offending side when told which it is', () => {
    expect(weightedTeamsScore(half(20), 140, { nonOffendingSide: 'NS' }).awardedImps).toBe(1);
    expect(weightedTeamsScore(half(20), 140, { nonOffendingSide: 'EW' }).awardedImps).toBe(0);
    expect(weightedTeamsScore(half(-20), 140, { nonOffendingSide: 'NS' }).awardedImps).toBe(0);
    expect(weightedTeamsScore(half(-20), 140, { nonOffendingSide: 'EW' }).awardedImps).toBe(-1);
    expect(weightedTeamsScore(half(90), 140, { nonOffendingSide: 'EW' }).awardedImps).toBe(1);
  });

  it('rounds other totals to the nearest whole IMP whatever the non-offending side', () => {
    const at = (w: number, net: 20 | -20): TeamsOutcome[] => [
      { weight: w, outcome: 140 + net },
      { weight: 100 - w, outcome: 140 },
    ];
    expect(weightedTeamsScore(at(30, 20), 140).awardedImps).toBe(0);
    expect(weightedTeamsScore(at(49, 20), 140, { nonOffendingSide: 'NS' }).awardedImps).toBe(0);
    expect(weightedTeamsScore(at(51, 20), 140, { nonOffendingSide: 'EW' }).awardedImps).toBe(1);
    expect(weightedTeamsScore(at(70, -20), 140).awardedImps).toBe(-1);
    const zero = weightedTeamsScore(at(30, -20), 140);
    expect(Object.is(zero.awardedImps, 0)).toBe(true);
    expect(zero.totalImpsText).toBe('-0.3');
    expect(zero.instruction).toMatch(/^0 IMPs/);
  });

  it('keeps fractional weights exact', () => {
    const thirds = weightedTeamsScore(
      [
        { weight: 33.33, outcome: 90 },
        { weight: 33.33, outcome: 90 },
        { weight: 33.34, outcome: 90 },
      ],
      0,
    );
    expect(thirds.totalImps).toBe(3);
    expect(thirds.lines.map((l) => l.weightedImpsText)).toEqual(['1.0', '1.0', '1.0']);
    expect(thirds.lines.map((l) => l.weightedImps)).toEqual([0.9999, 0.9999, 1.0002]);
    const quarter = weightedTeamsScore(
      [
        { weight: 25, outcome: 70 },
        { weight: 75, outcome: 50 },
      ],
      50,
    );
    expect(quarter.lines.map((l) => l.weightedImpsText)).toEqual(['0.25', '0.0']);
  });
});

describe('pairs arithmetic', () => {
  it('has no floating point noise', () => {
    // Naively 0.1*3 + 0.2*3 + 0.7*3 is 3.0000000000000004 and 0.1*0.7 + 0.2*0.7 is 0.21000000000000002.
    const r = weightedPairsScore(
      [
        { weight: 10, matchpoints: 3 },
        { weight: 20, matchpoints: 3 },
        { weight: 70, matchpoints: 3 },
      ],
      3,
    );
    expect(r.weightedMatchpoints).toBe(3);
    expect(r.nsCorrection).toBe(0);
    expect(Object.is(r.ewCorrection, 0)).toBe(true);
    expect(r.nsCorrectionText).toBe('0.0');
    expect(r.instruction).toBe('no correction: both sides keep the average');
    const s = weightedPairsScore(
      [
        { weight: 10, matchpoints: 0.7 },
        { weight: 20, matchpoints: 0.7 },
        { weight: 70, matchpoints: 0 },
      ],
      0.5,
    );
    expect(s.weightedMatchpoints).toBe(0.21);
    expect(s.nsCorrection).toBe(-0.29);
    expect(s.instruction).toBe('deduct 0.29 from N/S, add 0.29 to E/W');
  });

  it('rounds the display to two decimals, half away from zero, symmetrically', () => {
    const r = weightedPairsScore(
      [
        { weight: 33.33, matchpoints: 12.5 },
        { weight: 66.67, matchpoints: 7.25 },
      ],
      10,
    );
    // 0.3333 × 12.5 + 0.6667 × 7.25 = 4.166250 + 4.833575 = 8.999825
    expect(r.weightedMatchpoints).toBe(8.999825);
    expect(r.weightedMatchpointsText).toBe('9.0');
    expect(r.nsCorrection).toBe(-1.000175);
    expect(r.nsCorrectionText).toBe('-1.0');
    expect(r.ewCorrectionText).toBe('+1.0');
    expect(r.instruction).toBe('deduct 1.0 from N/S, add 1.0 to E/W');
  });

  it('needs no outcome description', () => {
    const r = weightedPairsScore([{ weight: 100, matchpoints: 7 }], 5);
    expect(r.lines[0]).toEqual({ weight: 100, matchpoints: 7, contribution: 7, contributionText: '7.0' });
    expect(r.instruction).toBe('add 2.0 to N/S, deduct 2.0 from E/W');
  });

  it('rejects bad match-points and averages', () => {
    expect(scoringError(() => weightedPairsScore([{ weight: 100, matchpoints: -1 }], 5)).message).toBe(
      'Outcome 1: Match-points cannot be negative, got -1.',
    );
    expect(scoringError(() => weightedPairsScore([{ weight: 100, matchpoints: 6.667 }], 5)).message).toMatch(
      /^Outcome 1: The match-points may have at most two decimal places, got 6.667/,
    );
    expect(scoringError(() => weightedPairsScore([{ weight: 100, matchpoints: 5 }], Number.NaN)).message).toMatch(
      /The board average must be a number/,
    );
    expect(scoringError(() => weightedPairsScore([{ weight: 100, matchpoints: 5 }], -2)).message).toMatch(
      /The board average cannot be negative/,
    );
  });
});

describe('match-points that contradict the scores', () => {
  it('refuses a better score with fewer match-points, a worse one with more, and one score with two', () => {
    const zone7 = [
      { weight: 30, outcome: '6S=', matchpoints: 20 },
      { weight: 40, outcome: '4S+2', matchpoints: 13 },
      { weight: 20, outcome: '4S+1', matchpoints: 6 },
      { weight: 10, outcome: '6S-1', matchpoints: 2 },
    ];
    expect(weightedPairsScore(zone7, 11, ZONE7).weightedMatchpointsText).toBe('12.6');
    const swapped = zone7.map((o, i) => (i === 3 ? { ...o, matchpoints: 21 } : o));
    expect(scoringError(() => weightedPairsScore(swapped, 11, ZONE7)).message).toBe(
      'Outcome 4 (-100) has 21 match-points, more than outcome 1 (+1430) with 20: a worse N/S score never earns more match-points on one board.',
    );
    expect(
      scoringError(() =>
        weightedPairsScore(
          [
            { weight: 50, outcome: '-100', matchpoints: 5 },
            { weight: 50, outcome: '+100', matchpoints: 1 },
          ],
          3,
        ),
      ).message,
    ).toBe(
      'Outcome 2 (+100) has 1 match-point, fewer than outcome 1 (-100) with 5: a better N/S score never earns fewer match-points on one board.',
    );
    expect(
      scoringError(() =>
        weightedPairsScore(
          [
            { weight: 50, outcome: '4S+1', matchpoints: 6 },
            { weight: 50, outcome: '+650', matchpoints: 7.5 },
          ],
          6,
          ZONE7,
        ),
      ).message,
    ).toBe(
      'Outcome 2 (+650) has 7.5 match-points but outcome 1 (+650) has 6 match-points: the same score earns the same match-points on one board.',
    );
  });

  it('compares only outcomes with a score, and lists every outcome that contradicts an earlier one', () => {
    expect(
      weightedPairsScore(
        [
          { weight: 50, matchpoints: 1 },
          { weight: 50, outcome: '+100', matchpoints: 9 },
        ],
        5,
      ).weightedMatchpointsText,
    ).toBe('5.0');
    const problems = matchpointOrderProblems([
      { nsScore: 100, matchpoints: 5 },
      { matchpoints: 0 },
      { nsScore: 200, matchpoints: 4 },
      { nsScore: 50, matchpoints: 6 },
      { nsScore: 300, matchpoints: 6 },
    ]);
    expect([...problems.keys()]).toEqual([2, 3]);
    expect(problems.get(2)).toMatch(/^Outcome 3 \(\+200\) has 4 match-points, fewer than outcome 1 \(\+100\) with 5/);
    expect(problems.get(3)).toMatch(/^Outcome 4 \(\+50\) has 6 match-points, more than outcome 1 \(\+100\) with 5/);
  });
});

describe('weights and outcomes: validation', () => {
  it('insists the weights add up to 100, quoting the actual sum', () => {
    const e = scoringError(() =>
      weightedTeamsScore(
        [
          { weight: 30, outcome: 100 },
          { weight: 60, outcome: 0 },
        ],
        0,
      ),
    );
    expect(e.message).toBe('The weights must add up to 100%; they add up to 90%.');
    expect(e.token).toBe('90%');
    expect(
      scoringError(() =>
        weightedPairsScore(
          [
            { weight: 33.33, matchpoints: 1 },
            { weight: 33.33, matchpoints: 1 },
            { weight: 33.33, matchpoints: 1 },
          ],
          1,
        ),
      ).message,
    ).toBe('The weights must add up to 100%; they add up to 99.99%.');
    expect(
      scoringError(() =>
        weightedTeamsScore(
          [
            { weight: 60, outcome: 0 },
            { weight: 60.5, outcome: 0 },
          ],
          0,
        ),
      ).message,
    ).toMatch(/add up to 120.5%/);
  });

  it.each([
    [0, /more than 0% and at most 100%, got 0%/],
    [-10, /more than 0% and at most 100%, got -10%/],
    [110, /more than 0% and at most 100%, got 110%/],
    [33.333, /at most two decimal places, got 33.333/],
    [Number.NaN, /must be a number/],
  ])('rejects a weight of %d', (weight, message) => {
    const e = scoringError(() =>
      weightedTeamsScore(
        [
          { weight: 100, outcome: 0 },
          { weight, outcome: 0 },
        ],
        0,
      ),
    );
    expect(e.message).toMatch(/^Outcome 2: /);
    expect(e.message).toMatch(message);
  });

  it('needs at least one outcome', () => {
    expect(scoringError(() => weightedTeamsScore([], 0)).message).toBe('A weighted score needs at least one outcome.');
    expect(scoringError(() => weightedPairsScore([], 5)).message).toBe('A weighted score needs at least one outcome.');
  });

  it('names the outcome with a bad contract result', () => {
    const e = scoringError(() =>
      weightedTeamsScore(
        [
          { weight: 50, outcome: '6S=' },
          { weight: 50, outcome: '7S+1' },
        ],
        0,
        ZONE7,
      ),
    );
    expect(e.message).toMatch(/^Outcome 2: Impossible result "\+1" for 7S/);
    expect(e.token).toBe('+1');
    expect(scoringError(() => weightedTeamsScore([{ weight: 100, outcome: '6S=' }], '8NT=', ZONE7)).message).toMatch(
      /^Other table: Impossible contract level "8"/,
    );
  });

  it('needs a declarer and vulnerability for contract outcomes', () => {
    expect(scoringError(() => weightedTeamsScore([{ weight: 100, outcome: '6S=' }], 0)).message).toMatch(
      /^Outcome 1: Cannot score 6S= for N\/S without knowing the declarer/,
    );
    expect(scoringError(() => weightedTeamsScore([{ weight: 100, outcome: '6S= by N' }], 0)).message).toMatch(
      /say whether declarer is vulnerable/,
    );
    expect(
      weightedTeamsScore([{ weight: 100, outcome: parseContractResult('6S= by N vul') }], 0).lines[0]?.nsScore,
    ).toBe(1430);
  });

  it('refuses raw scores no board can produce, as numbers or as text', () => {
    expect(scoringError(() => weightedTeamsScore([{ weight: 100, outcome: 10.5 }], 0)).message).toBe(
      'Outcome 1: +10.5 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600 (nearest: 0 or +50).',
    );
    expect(scoringError(() => weightedTeamsScore([{ weight: 100, outcome: '+99990' }], 0)).message).toBe(
      'Outcome 1: +99990 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600.',
    );
    expect(scoringError(() => weightedTeamsScore([{ weight: 100, outcome: 0 }], '125')).message).toBe(
      'Other table: +125 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600 (nearest: +120 or +130).',
    );
    expect(scoringError(() => weightedTeamsScore([{ weight: 100, outcome: 0 }], Number.NaN)).message).toBe(
      'Other table: A score must be a number of points, got NaN.',
    );
    expect(scoringError(() => resolveOutcome(20)).token).toBe('+20');
    expect(resolveOutcome('-0')).toEqual({ label: '0', nsScore: 0 });
  });
});

describe('Law 12C1(d) advice', () => {
  const outcomes = (n: number): TeamsOutcome[] =>
    Array.from({ length: n }, (_, i) => ({ weight: i === 0 ? 100 - 10 * (n - 1) : 10, outcome: 50 * i }));

  it('is not given for four outcomes or fewer', () => {
    for (const n of [1, 2, 3, 4]) {
      const r = weightedTeamsScore(outcomes(n), 0);
      expect(r.considerArtificialScore).toBe(false);
      expect(r.advice).toBeUndefined();
    }
  });

  it('is given for more than four outcomes, at teams and pairs', () => {
    const teams = weightedTeamsScore(outcomes(5), 0);
    expect(teams.considerArtificialScore).toBe(true);
    expect(teams.advice).toBe(ARTIFICIAL_SCORE_ADVICE);
    expect(ARTIFICIAL_SCORE_ADVICE).toMatch(/consider an artificial adjusted score, Law 12C1\(d\)/);
    const pairs = weightedPairsScore(
      outcomes(6).map((o) => ({ weight: o.weight, matchpoints: 5 })),
      5,
    );
    expect(pairs.considerArtificialScore).toBe(true);
    expect(pairs.advice).toBe(ARTIFICIAL_SCORE_ADVICE);
  });
});
