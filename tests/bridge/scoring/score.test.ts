import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOUBLINGS,
  LEVELS,
  STRAINS,
  ScoringError,
  isVulnerable,
  scoreBreakdown,
  scoreContract,
  scoreForNS,
  type Contract,
  type Doubling,
  type Level,
  type Seat,
  type Strain,
  type Vulnerability,
} from '../../../src/bridge/scoring';

const DBL: Record<'' | 'X' | 'XX', Doubling> = { '': 'undoubled', X: 'doubled', XX: 'redoubled' };

/** [contract, doubling, tricks over (+) or under (-) the book+level, not vulnerable, vulnerable] */
type Row = readonly [string, '' | 'X' | 'XX', number, number, number];

function contractOf(text: string, dbl: '' | 'X' | 'XX'): Contract {
  return { level: Number(text[0]) as Level, strain: text.slice(1) as Strain, doubling: DBL[dbl] };
}

// Values worked out by hand from the Law 77 table (the arithmetic is in the comments).
const TABLE: readonly Row[] = [
  // ---- undoubled, made
  ['1C', '', 0, 70, 70], // 20 + 50
  ['1C', '', 1, 90, 90], // + 20
  ['2C', '', 0, 90, 90],
  ['3C', '', 0, 110, 110],
  ['4C', '', 0, 130, 130], // 80 + 50: still a part score
  ['5C', '', 0, 400, 600], // 100 + 300/500
  ['5C', '', 1, 420, 620],
  ['6C', '', 0, 920, 1370], // 120 + 300 + 500 | 120 + 500 + 750
  ['7C', '', 0, 1440, 2140], // 140 + 300 + 1000 | 140 + 500 + 1500
  ['1D', '', 0, 70, 70],
  ['2D', '', 2, 130, 130],
  ['3D', '', 2, 150, 150],
  ['5D', '', 0, 400, 600],
  ['6D', '', 1, 940, 1390],
  ['7D', '', 0, 1440, 2140],
  ['1H', '', 0, 80, 80],
  ['2H', '', 1, 140, 140],
  ['3H', '', 1, 170, 170], // overtricks do not make a game
  ['4H', '', 0, 420, 620],
  ['4H', '', 1, 450, 650],
  ['6H', '', 0, 980, 1430],
  ['7H', '', 0, 1510, 2210],
  ['1S', '', 0, 80, 80],
  ['2S', '', 0, 110, 110],
  ['3S', '', 0, 140, 140],
  ['4S', '', 0, 420, 620],
  ['4S', '', 1, 450, 650],
  ['4S', '', 2, 480, 680],
  ['5S', '', 0, 450, 650],
  ['6S', '', 0, 980, 1430],
  ['6S', '', 1, 1010, 1460],
  ['7S', '', 0, 1510, 2210],
  ['1NT', '', 0, 90, 90], // 40 + 50
  ['1NT', '', 1, 120, 120],
  ['2NT', '', 0, 120, 120],
  ['2NT', '', 1, 150, 150],
  ['3NT', '', 0, 400, 600], // 100 + 300/500
  ['3NT', '', 1, 430, 630],
  ['3NT', '', 3, 490, 690],
  ['4NT', '', 0, 430, 630],
  ['6NT', '', 0, 990, 1440],
  ['7NT', '', 0, 1520, 2220],
  // ---- doubled, made (insult 50; overtricks 100/200)
  ['1C', 'X', 0, 140, 140], // 40 + 50 + 50: vulnerability does not matter for a part score
  ['1C', 'X', 1, 240, 340],
  ['1C', 'X', 2, 340, 540],
  ['1D', 'X', 0, 140, 140],
  ['2C', 'X', 0, 180, 180], // 80 + 50 + 50
  ['2D', 'X', 1, 280, 380],
  ['3C', 'X', 0, 470, 670], // 120 + 300/500 + 50
  ['1H', 'X', 0, 160, 160],
  ['1H', 'X', 1, 260, 360],
  ['2H', 'X', 0, 470, 670],
  ['2H', 'X', 1, 570, 870], // 120 + 300 + 50 + 100 | 120 + 500 + 50 + 200
  ['4H', 'X', 1, 690, 990],
  ['1S', 'X', 0, 160, 160],
  ['2S', 'X', 0, 470, 670],
  ['4S', 'X', 0, 590, 790],
  ['6S', 'X', 0, 1210, 1660], // 360 + 300 + 500 + 50 | 360 + 500 + 750 + 50
  ['7S', 'X', 0, 1770, 2470],
  ['1NT', 'X', 0, 180, 180], // 80 + 50 + 50
  ['1NT', 'X', 1, 280, 380],
  ['2NT', 'X', 0, 490, 690], // 140 + 300/500 + 50
  ['3NT', 'X', 0, 550, 750],
  ['7NT', 'X', 0, 1790, 2490], // 440 + 300 + 1000 + 50 | 440 + 500 + 1500 + 50
  // ---- redoubled, made (insult 100; overtricks 200/400)
  ['1C', 'XX', 0, 230, 230], // 80 + 50 + 100
  ['1C', 'XX', 1, 430, 630],
  ['1D', 'XX', 0, 230, 230],
  ['2C', 'XX', 0, 560, 760], // 160: a game
  ['1H', 'XX', 0, 520, 720], // 120 + 300/500 + 100
  ['1S', 'XX', 1, 720, 1120],
  ['4S', 'XX', 0, 880, 1080],
  ['1NT', 'XX', 0, 560, 760],
  ['3NT', 'XX', 1, 1000, 1400],
  ['6H', 'XX', 0, 1620, 2070],
  ['7NT', 'XX', 0, 2280, 2980],
  // ---- undoubled, defeated (50/100 a trick)
  ['4S', '', -1, -50, -100],
  ['4S', '', -2, -100, -200],
  ['4S', '', -3, -150, -300],
  ['4S', '', -4, -200, -400],
  ['6S', '', -1, -50, -100],
  ['2H', '', -1, -50, -100],
  ['3NT', '', -1, -50, -100],
  ['5D', '', -2, -100, -200],
  ['1C', '', -7, -350, -700],
  // ---- doubled, defeated (NV 100, 200, 200, 300…; V 200, 300…)
  ['3NT', 'X', -1, -100, -200],
  ['3NT', 'X', -2, -300, -500],
  ['3NT', 'X', -3, -500, -800],
  ['3NT', 'X', -4, -800, -1100],
  ['4H', 'X', -5, -1100, -1400],
  ['2S', 'X', -1, -100, -200],
  ['5C', 'X', -2, -300, -500],
  ['1C', 'X', -7, -1700, -2000],
  ['7NT', 'X', -13, -3500, -3800],
  // ---- redoubled, defeated (twice doubled)
  ['4S', 'XX', -1, -200, -400],
  ['4S', 'XX', -2, -600, -1000],
  ['4S', 'XX', -3, -1000, -1600],
  ['4S', 'XX', -4, -1600, -2200],
  ['1D', 'XX', -1, -200, -400],
  ['6H', 'XX', -2, -600, -1000],
  ['7NT', 'XX', -13, -7000, -7600],
];

function label([c, d, diff]: Row): string {
  return `${c}${d}${diff === 0 ? '=' : diff > 0 ? `+${String(diff)}` : String(diff)}`;
}

describe('scoreContract: Law 77 table', () => {
  it.each(TABLE.map((row) => [label(row), row] as const))('%s', (_name, row) => {
    const [c, d, diff, nv, v] = row;
    const contract = contractOf(c, d);
    const tricks = contract.level + 6 + diff;
    expect(scoreContract(contract, tricks, false)).toBe(nv);
    expect(scoreContract(contract, tricks, true)).toBe(v);
  });

  it('covers every strain with every doubling, overtricks and 1 to 4 down', () => {
    for (const strain of STRAINS) {
      for (const d of ['', 'X', 'XX'] as const) {
        expect(TABLE.some(([c, dd, diff]) => c.slice(1) === strain && dd === d && diff >= 0)).toBe(true);
      }
    }
    for (const d of ['', 'X', 'XX'] as const) {
      for (const diff of [-4, -3, -2, -1, 0, 1]) {
        expect(TABLE.some((r) => r[1] === d && r[2] === diff)).toBe(true);
      }
    }
  });
});

describe('scoreBreakdown', () => {
  it('itemises 2HX+1 vulnerable', () => {
    expect(scoreBreakdown({ level: 2, strain: 'H', doubling: 'doubled' }, 9, true)).toEqual({
      made: true,
      trickScore: 120,
      overtrickScore: 200,
      gameOrPartScoreBonus: 500,
      slamBonus: 0,
      insultBonus: 50,
      undertrickPenalty: 0,
      total: 870,
    });
  });

  it('itemises 7NT= not vulnerable', () => {
    expect(scoreBreakdown({ level: 7, strain: 'NT', doubling: 'undoubled' }, 13, false)).toEqual({
      made: true,
      trickScore: 220,
      overtrickScore: 0,
      gameOrPartScoreBonus: 300,
      slamBonus: 1000,
      insultBonus: 0,
      undertrickPenalty: 0,
      total: 1520,
    });
  });

  it('itemises 3NTX-2 not vulnerable', () => {
    const b = scoreBreakdown({ level: 3, strain: 'NT', doubling: 'doubled' }, 7, false);
    expect(b).toEqual({
      made: false,
      trickScore: 0,
      overtrickScore: 0,
      gameOrPartScoreBonus: 0,
      slamBonus: 0,
      insultBonus: 0,
      undertrickPenalty: 300,
      total: -300,
    });
  });
});

describe('isVulnerable and scoreForNS', () => {
  it('knows who is vulnerable', () => {
    const table: [Seat, Vulnerability, boolean][] = [
      ['N', 'None', false],
      ['E', 'None', false],
      ['N', 'NS', true],
      ['S', 'NS', true],
      ['E', 'NS', false],
      ['W', 'NS', false],
      ['N', 'EW', false],
      ['S', 'EW', false],
      ['E', 'EW', true],
      ['W', 'EW', true],
      ['S', 'All', true],
      ['W', 'All', true],
    ];
    for (const [seat, vul, expected] of table) expect(isVulnerable(seat, vul)).toBe(expected);
  });

  it('scores from N/S point of view', () => {
    const fourSpades: Contract = { level: 4, strain: 'S', doubling: 'undoubled' };
    expect(scoreForNS(fourSpades, 10, 'N', 'NS')).toBe(620);
    expect(scoreForNS(fourSpades, 10, 'S', 'EW')).toBe(420);
    expect(scoreForNS(fourSpades, 10, 'E', 'NS')).toBe(-420);
    expect(scoreForNS(fourSpades, 10, 'W', 'EW')).toBe(-620);
    expect(scoreForNS(fourSpades, 9, 'E', 'All')).toBe(100);
    expect(scoreForNS(fourSpades, 9, 'N', 'None')).toBe(-50);
  });

  it('rejects unknown seats and vulnerabilities', () => {
    expect(() => isVulnerable('X' as Seat, 'None')).toThrow(/Unknown seat "X"/);
    expect(() => isVulnerable('N', 'Both' as Vulnerability)).toThrow(/Unknown vulnerability "Both"/);
  });
});

describe('scoreContract: bad input', () => {
  const ok: Contract = { level: 4, strain: 'S', doubling: 'undoubled' };
  it.each([
    [{ ...ok, level: 0 as Level }, 10, /Impossible contract level 0/],
    [{ ...ok, level: 8 as Level }, 10, /Impossible contract level 8/],
    [{ ...ok, strain: 'X' as Strain }, 10, /Unknown strain "X"/],
    [{ ...ok, doubling: 'XX' as Doubling }, 10, /Unknown doubling "XX"/],
    [ok, 14, /Impossible number of tricks 14/],
    [ok, -1, /Impossible number of tricks -1/],
    [ok, 9.5, /Impossible number of tricks 9.5/],
    [ok, Number.NaN, /Impossible number of tricks NaN/],
  ] as const)('%o with %d tricks', (contract, tricks, message) => {
    expect(() => scoreContract(contract, tricks, false)).toThrow(ScoringError);
    expect(() => scoreContract(contract, tricks, false)).toThrow(message);
  });

  it('rejects a non-boolean vulnerability', () => {
    expect(() => scoreContract(ok, 10, 'yes' as unknown as boolean)).toThrow(ScoringError);
  });
});

describe('scoreContract: properties', () => {
  const contractArb = fc.record({
    level: fc.constantFrom(...LEVELS),
    strain: fc.constantFrom(...STRAINS),
    doubling: fc.constantFrom(...DOUBLINGS),
  });

  it('is positive when made and negative when defeated', () => {
    fc.assert(
      fc.property(contractArb, fc.integer({ min: 0, max: 13 }), fc.boolean(), (contract, tricks, vul) => {
        const score = scoreContract(contract, tricks, vul);
        if (tricks >= contract.level + 6) expect(score).toBeGreaterThan(0);
        else expect(score).toBeLessThan(0);
        expect(Math.abs(score % 10)).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it('never scores less for an extra trick, nor more when vulnerable and defeated', () => {
    fc.assert(
      fc.property(contractArb, fc.integer({ min: 0, max: 12 }), fc.boolean(), (contract, tricks, vul) => {
        expect(scoreContract(contract, tricks + 1, vul)).toBeGreaterThan(scoreContract(contract, tricks, vul));
        if (tricks < contract.level + 6) {
          expect(scoreContract(contract, tricks, true)).toBeLessThan(scoreContract(contract, tricks, false));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('gives N/S the opposite of what E/W get in the mirrored seat', () => {
    const mirror: Record<Vulnerability, Vulnerability> = { None: 'None', NS: 'EW', EW: 'NS', All: 'All' };
    fc.assert(
      fc.property(
        contractArb,
        fc.integer({ min: 0, max: 13 }),
        fc.constantFrom<Vulnerability>('None', 'NS', 'EW', 'All'),
        (contract, tricks, vul) => {
          expect(scoreForNS(contract, tricks, 'N', vul)).toBe(-scoreForNS(contract, tricks, 'E', mirror[vul]));
        },
      ),
      { numRuns: 100 },
    );
  });
});
