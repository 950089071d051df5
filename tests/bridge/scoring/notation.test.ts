import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOUBLINGS,
  LEVELS,
  SEATS,
  STRAINS,
  ScoringError,
  VULNERABILITIES,
  formatContract,
  formatContractResult,
  isVulnerable,
  parseContractResult,
  scoreResult,
  scoreResultForNS,
  type ContractResult,
} from '../../../src/bridge/scoring';

describe('parseContractResult: director notation', () => {
  it.each([
    ['6S=', { contract: { level: 6, strain: 'S', doubling: 'undoubled' }, tricks: 12 }],
    ['4S+2', { contract: { level: 4, strain: 'S', doubling: 'undoubled' }, tricks: 12 }],
    ['4S+1', { contract: { level: 4, strain: 'S', doubling: 'undoubled' }, tricks: 11 }],
    ['6S-1', { contract: { level: 6, strain: 'S', doubling: 'undoubled' }, tricks: 11 }],
    ['3NTx-2', { contract: { level: 3, strain: 'NT', doubling: 'doubled' }, tricks: 7 }],
    ['4HXX=', { contract: { level: 4, strain: 'H', doubling: 'redoubled' }, tricks: 10 }],
    ['6♠=', { contract: { level: 6, strain: 'S', doubling: 'undoubled' }, tricks: 12 }],
    ['6\u2660\uFE0F=', { contract: { level: 6, strain: 'S', doubling: 'undoubled' }, tricks: 12 }],
    ['2♡X+1', { contract: { level: 2, strain: 'H', doubling: 'doubled' }, tricks: 9 }],
    ['5♦-2', { contract: { level: 5, strain: 'D', doubling: 'undoubled' }, tricks: 9 }],
    ['1♣xx=', { contract: { level: 1, strain: 'C', doubling: 'redoubled' }, tricks: 7 }],
    ['1N=', { contract: { level: 1, strain: 'NT', doubling: 'undoubled' }, tricks: 7 }],
    ['1NX+1', { contract: { level: 1, strain: 'NT', doubling: 'doubled' }, tricks: 8 }],
    ['  4s +1 ', { contract: { level: 4, strain: 'S', doubling: 'undoubled' }, tricks: 11 }],
    ['6S =', { contract: { level: 6, strain: 'S', doubling: 'undoubled' }, tricks: 12 }],
    ['3NT X -2', { contract: { level: 3, strain: 'NT', doubling: 'doubled' }, tricks: 7 }],
    ['4H\u22121', { contract: { level: 4, strain: 'H', doubling: 'undoubled' }, tricks: 9 }],
    ['4H\u20131', { contract: { level: 4, strain: 'H', doubling: 'undoubled' }, tricks: 9 }],
    ['7NT=', { contract: { level: 7, strain: 'NT', doubling: 'undoubled' }, tricks: 13 }],
    ['1C-7', { contract: { level: 1, strain: 'C', doubling: 'undoubled' }, tricks: 0 }],
    ['1C+6', { contract: { level: 1, strain: 'C', doubling: 'undoubled' }, tricks: 13 }],
    ['7C-13', { contract: { level: 7, strain: 'C', doubling: 'undoubled' }, tricks: 0 }],
  ] as const)('%s', (text, expected) => {
    expect(parseContractResult(text)).toEqual(expected);
  });

  it.each([
    ['4S= by N', { declarer: 'N' }],
    ['4S= by north', { declarer: 'N' }],
    ['4S=by W', { declarer: 'W' }],
    ['4S=, by East', { declarer: 'E' }],
    ['3NTX-2 by W, NV', { declarer: 'W', declarerVulnerable: false }],
    ['3NTX-2 by W not vulnerable', { declarer: 'W', declarerVulnerable: false }],
    ['6S= by N vul', { declarer: 'N', declarerVulnerable: true }],
    ['6S= vul', { declarerVulnerable: true }],
    ['6S= (V)', { declarerVulnerable: true }],
    ['6S= by N, vul All', { declarer: 'N', vulnerability: 'All', declarerVulnerable: true }],
    ['6S= by E (NS vul)', { declarer: 'E', vulnerability: 'NS', declarerVulnerable: false }],
    ['6S= by S, Vul: E-W', { declarer: 'S', vulnerability: 'EW', declarerVulnerable: false }],
    ['6S= by W both', { declarer: 'W', vulnerability: 'All', declarerVulnerable: true }],
    ['6S= None', { vulnerability: 'None' }],
  ] as const)('%s', (text, extra) => {
    const parsed = parseContractResult(text);
    expect({
      declarer: parsed.declarer,
      vulnerability: parsed.vulnerability,
      declarerVulnerable: parsed.declarerVulnerable,
    }).toEqual({ declarer: undefined, vulnerability: undefined, declarerVulnerable: undefined, ...extra });
  });
});

describe('parseContractResult: impossible input', () => {
  it.each([
    ['0S=', '0', /Impossible contract level "0"/],
    ['8S=', '8', /Impossible contract level "8"/],
    ['10S=', '10', /Impossible contract level "10"/],
    ['4Z=', 'Z', /Unknown strain "Z"/],
    ['4SP=', 'SP', /Unknown strain "SP"/],
    ['4#=', '#', /Unknown strain "#"/],
    ['4SXXX=', 'XXX', /Unknown doubling "XXX"/],
    ['7S+1', '+1', /Impossible result "\+1" for 7S.*14 tricks/],
    ['6NT+2', '+2', /Impossible result "\+2" for 6NT.*14 tricks/],
    ['1C-8', '-8', /Impossible result "-8" for 1C.*at most 7 down/],
    ['4S+0', '+0', /write "=" for a contract made exactly/],
    ['4S-0', '-0', /write "=" for a contract made exactly/],
    ['4S', '4S', /Missing result after 4S/],
    ['3NTX', '3NTX', /Missing result after 3NTX/],
    ['4S*', '*', /Expected a result .* found "\*"/],
    ['4=', '4', /Missing strain after level 4/],
    ['4', '4', /Missing strain after level 4/],
    ['S4=', 'S4=', /Expected a contract level \(1 to 7\)/],
    ['4S= by Q', 'Q', /Unknown declarer "Q"/],
    ['4S= by NS', 'NS', /Unknown declarer "NS"/],
    ['4S= by', 'by', /Missing declarer after "by"/],
    ['4S= N', 'N', /Unexpected "N" after the result/],
    ['4S= foo bar', 'foo bar', /Unexpected "foo bar" after the result/],
  ] as const)('%s', (text, token, message) => {
    let caught: unknown;
    try {
      parseContractResult(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ScoringError);
    expect((caught as ScoringError).token).toBe(token);
    expect((caught as ScoringError).message).toMatch(message);
  });

  it('rejects empty input and non-strings', () => {
    expect(() => parseContractResult('   ')).toThrow(/Empty contract result/);
    expect(() => parseContractResult(42 as unknown as string)).toThrow(ScoringError);
  });

  it('quotes the whole input in the message', () => {
    expect(() => parseContractResult('8NT= by N')).toThrow(/in "8NT= by N"/);
  });
});

describe('formatContractResult', () => {
  it('writes director notation', () => {
    expect(formatContractResult({ contract: { level: 6, strain: 'S', doubling: 'undoubled' }, tricks: 12 })).toBe(
      '6S=',
    );
    expect(formatContractResult({ contract: { level: 4, strain: 'S', doubling: 'undoubled' }, tricks: 12 })).toBe(
      '4S+2',
    );
    expect(
      formatContractResult({ contract: { level: 3, strain: 'NT', doubling: 'doubled' }, tricks: 7, declarer: 'W' }),
    ).toBe('3NTX-2 by W');
    expect(formatContractResult({ contract: { level: 4, strain: 'H', doubling: 'redoubled' }, tricks: 10 })).toBe(
      '4HXX=',
    );
    expect(
      formatContractResult(
        {
          contract: { level: 6, strain: 'S', doubling: 'undoubled' },
          tricks: 12,
          declarer: 'N',
          vulnerability: 'All',
          declarerVulnerable: true,
        },
        { suitSymbols: true },
      ),
    ).toBe('6♠= by N, vul All');
    expect(
      formatContractResult({
        contract: { level: 1, strain: 'C', doubling: 'undoubled' },
        tricks: 6,
        declarerVulnerable: false,
      }),
    ).toBe('1C-1, NV');
    expect(formatContract({ level: 3, strain: 'NT', doubling: 'undoubled' }, { suitSymbols: true })).toBe('3NT');
    expect(formatContract({ level: 2, strain: 'D', doubling: 'doubled' }, { suitSymbols: true })).toBe('2♦X');
  });

  const resultArb: fc.Arbitrary<ContractResult> = fc
    .record({
      level: fc.constantFrom(...LEVELS),
      strain: fc.constantFrom(...STRAINS),
      doubling: fc.constantFrom(...DOUBLINGS),
      tricks: fc.integer({ min: 0, max: 13 }),
      declarer: fc.option(fc.constantFrom(...SEATS), { nil: undefined }),
      vulnerability: fc.option(fc.constantFrom(...VULNERABILITIES), { nil: undefined }),
      statedVul: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map((r) => {
      const declarerVulnerable =
        r.vulnerability !== undefined
          ? r.declarer !== undefined
            ? isVulnerable(r.declarer, r.vulnerability)
            : undefined
          : r.statedVul;
      return {
        contract: { level: r.level, strain: r.strain, doubling: r.doubling },
        tricks: r.tricks,
        ...(r.declarer !== undefined ? { declarer: r.declarer } : {}),
        ...(r.vulnerability !== undefined ? { vulnerability: r.vulnerability } : {}),
        ...(declarerVulnerable !== undefined ? { declarerVulnerable } : {}),
      };
    });

  it('round-trips through parseContractResult', () => {
    fc.assert(
      fc.property(resultArb, fc.boolean(), (result, suitSymbols) => {
        expect(parseContractResult(formatContractResult(result, { suitSymbols }))).toStrictEqual(result);
      }),
      { numRuns: 100 },
    );
  });
});

describe('scoreResult and scoreResultForNS', () => {
  it('scores a parsed result', () => {
    expect(scoreResult(parseContractResult('6S= by N, vul All'))).toBe(1430);
    expect(scoreResult(parseContractResult('3NTx-2 vul'))).toBe(-500);
    expect(scoreResult(parseContractResult('4S+1'), { declarer: 'E', vulnerability: 'NS' })).toBe(450);
    expect(scoreResultForNS(parseContractResult('4S+1 by E'), { vulnerability: 'EW' })).toBe(-650);
    expect(scoreResultForNS(parseContractResult('4S-1 by W, NV'))).toBe(50);
    expect(scoreResultForNS(parseContractResult('6S-1'), { declarer: 'S', vulnerability: 'All' })).toBe(-100);
  });

  it('prefers what the result says over the defaults', () => {
    expect(scoreResultForNS(parseContractResult('4S= by E, vul None'), { declarer: 'N', vulnerability: 'All' })).toBe(
      -420,
    );
  });

  it('explains what is missing', () => {
    expect(() => scoreResultForNS(parseContractResult('4S='), { vulnerability: 'None' })).toThrow(
      /without knowing the declarer/,
    );
    expect(() => scoreResult(parseContractResult('4S= by N'))).toThrow(/say whether declarer is vulnerable/);
    expect(() => scoreResultForNS(parseContractResult('4S= by N'))).toThrow(ScoringError);
  });
});

describe('parseContractResult: fuzzing', () => {
  function check(text: string): void {
    let result: ContractResult;
    try {
      result = parseContractResult(text);
    } catch (error) {
      expect(error).toBeInstanceOf(ScoringError);
      expect((error as ScoringError).message.length).toBeGreaterThan(0);
      return;
    }
    expect(LEVELS).toContain(result.contract.level);
    expect(STRAINS).toContain(result.contract.strain);
    expect(Number.isInteger(result.tricks) && result.tricks >= 0 && result.tricks <= 13).toBe(true);
    expect(parseContractResult(formatContractResult(result))).toStrictEqual(result);
  }

  it('never crashes on random strings', { timeout: 60_000 }, () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), check), { numRuns: 2000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), check), { numRuns: 1000 });
  });

  it('never crashes on strings made of notation pieces', { timeout: 60_000 }, () => {
    const piece = fc.constantFrom(
      ...[
        '0',
        '1',
        '4',
        '7',
        '8',
        '13',
        'C',
        'D',
        'H',
        'S',
        'N',
        'T',
        'NT',
        'x',
        'X',
        'XX',
        'XXX',
        '♠',
        '♥',
        '♢',
        '\uFE0F',
      ],
      ...['=', '+', '-', '−', ' ', ',', '(', ')', 'by', 'N', 'E', 'W', 'north', 'vul', 'NV', 'All', 'N-S', ':', '*'],
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((a) => a.join('')),
        check,
      ),
      { numRuns: 3000 },
    );
  });
});
