import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_BIDS,
  ALL_CALLS,
  bid,
  bidFromRank,
  bidRank,
  callToDisplay,
  callToSpeech,
  callToString,
  compareBids,
  parseBid,
  parseCall,
  type Call,
} from '../../src/bridge/call';
import { BridgeError, CallParseError } from '../../src/bridge/errors';

describe('parseCall', () => {
  it.each([
    ['1♦', '1D'],
    ['1♦\uFE0F', '1D'],
    ['1D', '1D'],
    ['1d', '1D'],
    ['2♣', '2C'],
    ['3c', '3C'],
    ['4♥️', '4H'],
    ['4h', '4H'],
    ['5♠', '5S'],
    ['5s', '5S'],
    ['1NT', '1NT'],
    ['1N', '1NT'],
    ['1nt', '1NT'],
    ['2 NT', '2NT'],
    ['3 no trump', '3NT'],
    ['7NT', '7NT'],
    ['Pass', 'P'],
    ['P', 'P'],
    ['pass', 'P'],
    ['  PASS ', 'P'],
    ['X', 'X'],
    ['x', 'X'],
    ['Dbl', 'X'],
    ['Double', 'X'],
    ['XX', 'XX'],
    ['Rdbl', 'XX'],
    ['Redouble', 'XX'],
  ])('reads %j as %s', (text, canonical) => {
    expect(callToString(parseCall(text))).toBe(canonical);
  });

  it('gives structured calls', () => {
    expect(parseCall('2♥')).toEqual({ kind: 'bid', level: 2, strain: 'H' });
    expect(parseCall('p')).toEqual({ kind: 'pass' });
    expect(parseCall('dbl')).toEqual({ kind: 'double' });
    expect(parseCall('rdbl')).toEqual({ kind: 'redouble' });
  });

  it('rejects an empty call', () => {
    expect(() => parseCall('')).toThrow(CallParseError);
    expect(() => parseCall('   ')).toThrow(/Empty call/);
  });

  it('rejects level 0 and levels above 7, naming the token', () => {
    expect(() => parseCall('0H')).toThrow(/"0H" has level 0/);
    expect(() => parseCall('8NT')).toThrow(/"8NT" is above 7/);
    expect(() => parseCall('12S')).toThrow(/"12S" is above 7/);
  });

  it('rejects unknown calls, naming the token', () => {
    const bads = ['1Q', 'H1', 'XXX', 'D', 'blah', '1', '♥', '-1H', '1.5H'];
    expect.assertions(bads.length * 3);
    for (const bad of bads) {
      expect(() => parseCall(bad)).toThrow(CallParseError);
      try {
        parseCall(bad);
      } catch (e) {
        expect((e as CallParseError).token).toBe(bad);
        expect((e as Error).message).toContain(JSON.stringify(bad));
      }
    }
  });

  it('parseBid refuses non-bids', () => {
    expect(parseBid('3♣')).toEqual(bid(3, 'C'));
    expect(() => parseBid('X')).toThrow(/not a bid/);
  });
});

describe('writing calls', () => {
  it('has a display form with symbols', () => {
    expect(callToDisplay(parseCall('1d'))).toBe('1♦');
    expect(callToDisplay(parseCall('2nt'))).toBe('2NT');
    expect(callToDisplay(parseCall('p'))).toBe('Pass');
    expect(callToDisplay(parseCall('x'))).toBe('Dbl');
    expect(callToDisplay(parseCall('xx'))).toBe('Rdbl');
  });

  it('has a spoken form for screen readers', () => {
    expect(callToSpeech(parseCall('1D'))).toBe('one diamond');
    expect(callToSpeech(parseCall('2D'))).toBe('two diamonds');
    expect(callToSpeech(parseCall('2NT'))).toBe('two no trump');
    expect(callToSpeech(parseCall('7C'))).toBe('seven clubs');
    expect(callToSpeech(parseCall('P'))).toBe('pass');
    expect(callToSpeech(parseCall('X'))).toBe('double');
    expect(callToSpeech(parseCall('XX'))).toBe('redouble');
  });
});

describe('the bid ladder', () => {
  it('has 35 bids from 1♣ to 7NT and 38 calls', () => {
    expect(ALL_BIDS).toHaveLength(35);
    expect(callToString(ALL_BIDS[0] as Call)).toBe('1C');
    expect(callToString(ALL_BIDS[34] as Call)).toBe('7NT');
    expect(ALL_CALLS.slice(35).map(callToString)).toEqual(['P', 'X', 'XX']);
  });

  it('orders by level, then denomination', () => {
    expect(compareBids(bid(1, 'NT'), bid(2, 'C'))).toBeLessThan(0);
    expect(compareBids(bid(2, 'S'), bid(2, 'H'))).toBeGreaterThan(0);
    expect(compareBids(bid(3, 'D'), bid(3, 'D'))).toBe(0);
    expect(bidFromRank(-1)).toBeNull();
    expect(bidFromRank(35)).toBeNull();
  });
});

describe('properties', () => {
  const callArb = fc.constantFrom(...ALL_CALLS);

  it('canonical and display forms read back to the same call', () => {
    fc.assert(
      fc.property(callArb, (call) => {
        expect(parseCall(callToString(call))).toEqual(call);
        expect(parseCall(callToDisplay(call))).toEqual(call);
        expect(parseCall(callToString(call).toLowerCase())).toEqual(call);
      }),
      { numRuns: 100 },
    );
  });

  it('bid ranks are a bijection onto 0..34', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 34 }), (rank) => {
        const b = bidFromRank(rank);
        expect(b).not.toBeNull();
        if (b !== null) expect(bidRank(b)).toBe(rank);
      }),
      { numRuns: 100 },
    );
  });

  const noisy = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc
      .tuple(
        fc.constantFrom('', ' ', '0', '1', '7', '8', '10', '99999999999999999999'),
        fc.constantFrom('', 'C', 'd', '♥', '♠\uFE0F', 'NT', 'n', 'Q', 'no trump', 'x'),
        fc.string({ maxLength: 2 }),
      )
      .map(([a, b, c]) => a + b + c),
  );

  it('never crashes: returns a call or throws CallParseError', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(noisy, (text) => {
        try {
          const call = parseCall(text);
          expect(['bid', 'pass', 'double', 'redouble']).toContain(call.kind);
          if (call.kind === 'bid') {
            expect(call.level).toBeGreaterThanOrEqual(1);
            expect(call.level).toBeLessThanOrEqual(7);
          }
        } catch (e) {
          expect(e).toBeInstanceOf(CallParseError);
          expect(e).toBeInstanceOf(BridgeError);
          expect((e as Error).message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
