import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARTIFICIAL_SCORE_ADVICE } from '../../../src/bridge/scoring';
import { evaluate } from '../../../src/apps/calculator/calc';
import { parseHundredths, unitsText } from '../../../src/apps/calculator/numbers';
import {
  ZONE7_PAIRS,
  ZONE7_TEAMS,
  emptyState,
  type CalcState,
  type OutcomeRow,
} from '../../../src/apps/calculator/state';

const withRows = (s: CalcState, rows: OutcomeRow[]): CalcState => ({ ...s, rows });

describe('the Zone 7 worked examples', () => {
  it('pairs: 12.6 against 11, add 1.6 to N/S and deduct 1.6 from E/W, with the working', () => {
    const e = evaluate(ZONE7_PAIRS);
    expect(e.errors).toEqual({});
    expect(e.pairs?.working).toBe('0.3 × 20 + 0.4 × 13 + 0.2 × 6 + 0.1 × 2 = 6.0 + 5.2 + 1.2 + 0.2 = 12.6');
    expect(e.pairs?.weightedText).toBe('12.6');
    expect(e.pairs?.differenceWorking).toBe('12.6 − 11 = +1.6');
    expect(e.pairs?.instruction).toBe('add 1.6 to N/S, deduct 1.6 from E/W');
    expect(e.pairs?.lines.map((l) => [l.label, l.scoreText])).toEqual([
      ['6S= by N', '+1430'],
      ['4S+2 by N', '+680'],
      ['4S+1 by N', '+650'],
      ['6S-1 by N', '-100'],
    ]);
    expect(e.status).toBe(
      'Weighted score 12.6 match-points against an average of 11: add 1.6 to N/S, deduct 1.6 from E/W.',
    );
    expect(e.advice).toBeUndefined();
  });

  it('teams: other room N/S +650, 3.0 IMPs, +3 to award', () => {
    const e = evaluate(ZONE7_TEAMS);
    expect(e.teams?.lines.map((l) => [l.netWorking, l.impsText, l.weightText, l.weightedText])).toEqual([
      ['+1430 − 650 = +780', '+13', '30%', '3.9'],
      ['+680 − 650 = +30', '+1', '40%', '0.4'],
      ['+650 − 650 = 0', '0', '20%', '0.0'],
      ['-100 − 650 = -750', '-13', '10%', '-1.3'],
    ]);
    expect(e.teams?.totalText).toBe('3.0');
    expect(e.teams?.awardedText).toBe('+3');
    expect(e.teams?.instruction).toBe('+3 IMPs to N/S, -3 IMPs to E/W');
    // The other table as a contract gives the same.
    expect(evaluate({ ...ZONE7_TEAMS, otherTable: '4S+1 by S' }).teams?.awardedText).toBe('+3');
  });

  it('pairs with a top only: the average is half of it, and E/W get the rest', () => {
    const e = evaluate({ ...ZONE7_PAIRS, average: '', top: '22' });
    expect(e.pairs?.averageText).toBe('11');
    expect(e.pairs?.averageFromTop).toBe(true);
    expect(e.pairs?.ewWeightedText).toBe('9.4');
  });
});

describe('no number unless the form is right', () => {
  it('weights that do not add up to 100: the sum, and no score', () => {
    const rows = ZONE7_PAIRS.rows.map((r, i) => (i === 3 ? { ...r, weight: '20' } : r));
    const e = evaluate(withRows(ZONE7_PAIRS, rows));
    expect(e.weightSum).toMatchObject({ ok: false, text: '110' });
    expect(e.status).toBe('No score yet. The weights add up to 110%; they must add up to 100%.');
    expect(e.pairs).toBeUndefined();
    expect(evaluate({ ...withRows(ZONE7_TEAMS, ZONE7_TEAMS.rows.slice(0, 3)) }).status).toMatch(/add up to 90%/);
  });

  it('an impossible contract: the scoring module’s message on that field', () => {
    for (const [text, pattern] of [
      ['7S+1 by N', /Impossible result "\+1" for 7S.*only 13/],
      ['8H= by N', /Impossible contract level "8"/],
      ['4Q= by N', /Unknown strain "Q"/],
    ] as const) {
      const rows = ZONE7_TEAMS.rows.map((r, i) => (i === 1 ? { ...r, outcome: text } : r));
      const e = evaluate(withRows(ZONE7_TEAMS, rows));
      expect(e.errors['o1']).toMatch(pattern);
      expect(e.teams).toBeUndefined();
      expect(e.status).toBe('No score yet: correct outcome 2 (see the message there).');
    }
  });

  it('asks for the board vulnerability when a contract needs it', () => {
    const e = evaluate({ ...ZONE7_PAIRS, vulnerability: '' });
    expect(e.errors['vul']).toMatch(/Choose the board's vulnerability/);
    expect(e.errors['o0']).toMatch(/to score 6S= by N/);
    expect(e.pairs).toBeUndefined();
    expect(e.status).toBe(
      'No score yet: correct the board vulnerability, outcome 1, outcome 2 and 2 more (see the message there).',
    );
    // A contract that says its own vulnerability, or a raw score, does not need it.
    const own = withRows({ ...ZONE7_PAIRS, vulnerability: '' }, [
      { outcome: '6S= by N, vul', weight: '50', matchpoints: '20' },
      { outcome: '+680', weight: '50', matchpoints: '13' },
    ]);
    expect(evaluate(own).errors).toEqual({});
  });

  it('bad numbers get their own messages, naming the value and what is allowed', () => {
    const e = evaluate(
      withRows({ ...ZONE7_PAIRS, top: '22' }, [
        { outcome: '', weight: 'abc', matchpoints: '23' },
        { outcome: '', weight: '0', matchpoints: '1.234' },
        { outcome: '', weight: '120', matchpoints: '-1' },
        { outcome: '', weight: '-5%', matchpoints: 'x' },
        { outcome: '', weight: '33.333', matchpoints: '22' },
      ]),
    );
    expect(e.errors).toEqual({
      w0: 'Write the weight as a percentage, such as 30 or 33.33 (not "abc").',
      mp0: '23 is more than the top of 22: match-points run from 0 up to the top.',
      w1: '0% is not a possible weight: a weight is more than 0% and at most 100%.',
      mp1: 'Use at most two decimal places for match-points (not "1.234").',
      w2: '120% is not a possible weight: a weight is more than 0% and at most 100%.',
      mp2: '-1 is not possible: match-points run from 0 up to the top.',
      w3: '-5% is not a possible weight: a weight is more than 0% and at most 100%.',
      mp3: 'Write the match-points as a number, such as 13 or 12.5 (not "x").',
      w4: 'Use at most two decimal places for a weight (not "33.333").',
    });
    expect(e.pairs).toBeUndefined();
  });

  it('a percentage over 100 is refused by the field, and the weights are not summed as if it were right', () => {
    const rows = ZONE7_PAIRS.rows.map((r, i) => (i === 0 ? { ...r, weight: '101' } : r));
    const e = evaluate(withRows(ZONE7_PAIRS, rows));
    expect(e.errors).toEqual({ w0: '101% is not a possible weight: a weight is more than 0% and at most 100%.' });
    expect(e.weightSum).toMatchObject({ complete: false, ok: false });
    expect(e.status).toBe('No score yet: correct the weight of outcome 1 (see the message there).');
  });

  it('an empty form asks for what is missing, without marking fields', () => {
    const e = evaluate(emptyState());
    expect(e.errors).toEqual({});
    expect(e.weightSum.message).toBe('The weights entered so far add up to 0%: 100% is left for the others.');
    expect(
      evaluate(withRows(ZONE7_PAIRS, [...ZONE7_PAIRS.rows, { outcome: '', weight: '', matchpoints: '' }])).weightSum
        .message,
    ).toBe('The weights entered so far already add up to 100%, with outcomes still to weigh: the total must be 100%.');
    expect(e.status).toBe(
      'No score yet: fill in the board average, the weight of outcome 1, the match-points of outcome 1 and 2 more.',
    );
  });
});

describe('scores no board can produce', () => {
  const teamsWith = (outcome: string, otherTable = '+650'): CalcState =>
    withRows(
      { ...ZONE7_TEAMS, otherTable },
      ZONE7_TEAMS.rows.map((r, i) => (i === 1 ? { ...r, outcome } : r)),
    );

  it('refuses an outcome or an other-table score no board can produce, with the scoring module’s message', () => {
    const cases: readonly (readonly [string, string])[] = [
      [
        '+99990',
        '+99990 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600.',
      ],
      [
        '125',
        '+125 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600 (nearest: +120 or +130).',
      ],
      [
        '+10',
        '+10 is not a score one board can produce: no contract, made or defeated, scores 10 points (nearest: 0 or +50).',
      ],
      ['1,430', 'Write 1,430 without the comma: +1430.'],
    ];
    for (const [text, message] of cases) {
      const e = evaluate(teamsWith(text));
      expect(e.errors, text).toEqual({ o1: message });
      expect(e.teams).toBeUndefined();
      expect(e.status).toBe('No score yet: correct outcome 2 (see the message there).');
      const other = evaluate({ ...ZONE7_TEAMS, otherTable: text });
      expect(other.errors, text).toEqual({ other: message });
      expect(other.status).toBe('No score yet: correct the score at the other table (see the message there).');
    }
  });

  it('still scores a possible raw score, 0 (a pass-out) included', () => {
    expect(evaluate(teamsWith('+680')).teams?.awardedText).toBe('+3');
    expect(evaluate(teamsWith('0')).teams?.lines[1]?.netWorking).toBe('0 − 650 = -650');
  });
});

describe('match-points the board cannot give', () => {
  it('with no top, the top is twice the average', () => {
    const rows = ZONE7_PAIRS.rows.map((r, i) => (i === 0 ? { ...r, matchpoints: '22.5' } : r));
    expect(evaluate(withRows(ZONE7_PAIRS, rows)).errors).toEqual({
      mp0: '22.5 is more than the top: with a board average of 11 the top is 22, and match-points run from 0 up to the top.',
    });
    const atTop = ZONE7_PAIRS.rows.map((r, i) => (i === 0 ? { ...r, matchpoints: '22' } : r));
    expect(evaluate(withRows(ZONE7_PAIRS, atTop)).errors).toEqual({});
  });

  it('the average is half the top, and more than 0', () => {
    expect(evaluate({ ...ZONE7_PAIRS, top: '22', average: '12' }).errors).toEqual({
      avg: '12 is not the board average with a top of 22: the average is half the top, 11. Correct one of them, or leave the average empty.',
    });
    expect(evaluate({ ...ZONE7_PAIRS, top: '20.01', average: '12' }).errors['avg']).toBe(
      '12 is not the board average with a top of 20.01: the average is half the top, 10.005, so 10 or 10.01. Correct one of them, or leave the average empty.',
    );
    for (const average of ['10', '10.01']) {
      const rows = ZONE7_PAIRS.rows.map((r) => ({ ...r, matchpoints: String(Math.min(Number(r.matchpoints), 20)) }));
      expect(evaluate(withRows({ ...ZONE7_PAIRS, top: '20.01', average }, rows)).errors, average).toEqual({});
    }
    expect(evaluate({ ...ZONE7_PAIRS, average: '0' }).errors).toEqual({
      avg: '0 is not a possible board average: the average is more than 0 match-points.',
    });
    expect(evaluate({ ...ZONE7_PAIRS, average: '-3' }).errors['avg']).toBe(
      '-3 is not a possible board average: the average is more than 0 match-points.',
    );
    expect(evaluate({ ...ZONE7_PAIRS, average: '', top: '0' }).errors).toEqual({
      top: '0 is not a possible top: the top is more than 0 match-points.',
    });
  });

  it('a better score with fewer match-points, or one score with two: on the later outcome', () => {
    const swapped = ZONE7_PAIRS.rows.map((r, i) => (i === 3 ? { ...r, matchpoints: '21' } : r));
    const e = evaluate(withRows({ ...ZONE7_PAIRS, top: '22' }, swapped));
    expect(e.errors).toEqual({
      mp3: 'Outcome 4 (-100) has 21 match-points, more than outcome 1 (+1430) with 20: a worse N/S score never earns more match-points on one board.',
    });
    expect(e.status).toBe('No score yet: correct the match-points of outcome 4 (see the message there).');
    const twice = withRows(ZONE7_PAIRS, [
      { outcome: '4S+1 by N', weight: '50', matchpoints: '6' },
      { outcome: '+650', weight: '50', matchpoints: '7' },
    ]);
    expect(evaluate(twice).errors['mp1']).toBe(
      'Outcome 2 (+650) has 7 match-points but outcome 1 (+650) has 6 match-points: the same score earns the same match-points on one board.',
    );
    // Outcomes written without a score are not compared.
    const unnamed = withRows(ZONE7_PAIRS, [
      { outcome: '', weight: '50', matchpoints: '2' },
      { outcome: '+650', weight: '50', matchpoints: '20' },
    ]);
    expect(evaluate(unnamed).errors).toEqual({});
  });
});

describe('more than four outcomes', () => {
  it('gives the Law 12C1(d) advice, with or without a score', () => {
    const five = [
      ...ZONE7_PAIRS.rows.slice(0, 3),
      { outcome: '6S-1 by N', weight: '5', matchpoints: '2' },
      { outcome: '3NT+2 by N', weight: '5', matchpoints: '8' },
    ];
    const e = evaluate(withRows(ZONE7_PAIRS, five));
    expect(e.advice).toBe(ARTIFICIAL_SCORE_ADVICE);
    expect(e.pairs?.weightedText).toBe('12.9');
    expect(evaluate(withRows(ZONE7_PAIRS, [...five, { outcome: '', weight: '', matchpoints: '' }])).advice).toBe(
      ARTIFICIAL_SCORE_ADVICE,
    );
  });
});

describe('numbers as typed', () => {
  it('reads decimals exactly', () => {
    expect(parseHundredths('30')).toEqual({ hundredths: 3000 });
    expect(parseHundredths(' 33.33 ')).toEqual({ hundredths: 3333 });
    expect(parseHundredths('12,5')).toEqual({ hundredths: 1250 });
    expect(parseHundredths('.5')).toEqual({ hundredths: 50 });
    expect(parseHundredths('30%', true)).toEqual({ hundredths: 3000 });
    expect(parseHundredths('30%')).toEqual({ problem: 'format' });
    expect(parseHundredths('12.500')).toEqual({ hundredths: 1250 });
    expect(parseHundredths('12.505')).toEqual({ problem: 'decimals' });
    for (const bad of ['', '.', '-', '1e3', '1.2.3', 'x', '12345678', '--1'])
      expect(parseHundredths(bad)).toEqual({ problem: 'format' });
    expect(parseHundredths('-1')).toEqual({ problem: 'negative', hundredths: 100 });
    expect(parseHundredths('\u2212 2.5%', true)).toEqual({ problem: 'negative', hundredths: 250 });
    expect(parseHundredths('-0')).toEqual({ hundredths: 0 });
    expect(parseHundredths('-1.234')).toEqual({ problem: 'decimals' });
  });

  it('writes back what it read', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (h) => {
        expect(parseHundredths(unitsText(h, 2))).toEqual({ hundredths: h });
      }),
      { numRuns: 100 },
    );
  });
});
