import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendCall,
  auctionRows,
  auctionToStrings,
  callProblem,
  emptyAuction,
  isComplete,
  isPassedOut,
  isSufficient,
  isSufficientAfter,
  lastBid,
  legalCalls,
  lowestSufficientBid,
  lowestSufficientBidAfter,
  parseAuction,
  parseAuctionText,
  splitCalls,
  whoseTurn,
  type Auction,
} from '../../src/bridge/auction';
import { ALL_BIDS, ALL_CALLS, bid, bidRank, callToString, parseCall, type Call } from '../../src/bridge/call';
import { AuctionError, BridgeError, StrainParseError } from '../../src/bridge/errors';
import { SEATS } from '../../src/bridge/seat';
import { STRAINS } from '../../src/bridge/strain';

function errorOf(fn: () => unknown): AuctionError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AuctionError) return e;
    throw e;
  }
  throw new Error('expected an AuctionError');
}

describe('turn and last bid', () => {
  it('starts with the dealer and goes clockwise', () => {
    expect(whoseTurn(emptyAuction('S'))).toBe('S');
    expect(whoseTurn(parseAuction('S', ['P']))).toBe('W');
    expect(whoseTurn(parseAuction('W', ['1D', '1S']))).toBe('E');
  });

  it('finds the last bid and who made it', () => {
    const a = parseAuction('N', ['1H', 'X', 'XX', 'P']);
    expect(lastBid(a)).toEqual({ bid: bid(1, 'H'), seat: 'N', index: 0 });
    expect(lastBid(emptyAuction('N'))).toBeNull();
  });
});

describe('sufficiency (Law 18D)', () => {
  it('a bid is sufficient if it names more tricks, or as many in a higher denomination', () => {
    expect(isSufficient(['1S'], '1NT')).toBe(true);
    expect(isSufficient(['1S'], '2C')).toBe(true);
    expect(isSufficient(['1S'], '1H')).toBe(false);
    expect(isSufficient(['1S'], '1S')).toBe(false);
    expect(isSufficient(['1D', '1S'], '1H')).toBe(false);
    expect(isSufficient([], '1C')).toBe(true);
    expect(isSufficient(['P', 'P'], '1C')).toBe(true);
  });

  it('compares with the last bid, not with doubles', () => {
    expect(isSufficient(['1H', 'X', 'XX'], '1S')).toBe(true);
    expect(isSufficient(['1H', 'X', 'XX'], '1D')).toBe(false);
  });

  it('reads calls in any spelling and refuses non-bids', () => {
    expect(isSufficient(['1♠', 'Pass'], '2♦')).toBe(true);
    expect(() => isSufficient(['1S'], 'X')).toThrow(/not a bid/);
  });

  it('lowest sufficient bid in a strain', () => {
    expect(lowestSufficientBid([], 'H')).toBe('1H');
    expect(lowestSufficientBid(['1D', '1S'], 'H')).toBe('2H');
    expect(lowestSufficientBid(['1D', '1S'], 'NT')).toBe('1NT');
    expect(lowestSufficientBid(['1NT', '2S'], 'D')).toBe('3D');
    expect(lowestSufficientBid(['1S', '3S', '4NT'], 'D')).toBe('5D');
    expect(lowestSufficientBid(['7S'], 'NT')).toBe('7NT');
    expect(lowestSufficientBid(['7S'], 'H')).toBeNull();
    expect(lowestSufficientBid(['7NT'], 'NT')).toBeNull();
    expect(() => lowestSufficientBid([], 'X')).toThrow(StrainParseError);
    expect(() => lowestSufficientBid([], 'X')).toThrow(/Unknown strain "X": write C, D, H, S or NT/);
  });

  it('reads the strain in every spelling parseCall reads in a bid', () => {
    for (const [text, expected] of [
      ['nt', '1NT'],
      ['N', '1NT'],
      ['no trump', '1NT'],
      ['♥\uFE0F', '2H'],
      ['Hearts', '2H'],
      [' s ', '2S'],
      ['♣', '2C'],
    ]) {
      expect(lowestSufficientBid(['1D', '1S'], text ?? ''), text).toBe(expected);
    }
  });

  it('an insufficient bid among the previous calls stood (Law 27A1): it is the last bid', () => {
    expect(isSufficient(['1S', '1H'], '1NT')).toBe(true);
    expect(isSufficient(['1S', '1H'], '1S')).toBe(true);
    expect(isSufficient(['1S', '1H', 'P'], '1D')).toBe(false);
    expect(lowestSufficientBid(['1S', '1H', 'P'], 'D')).toBe('2D');
    // Two in a row, and a double of the accepted bid.
    expect(lowestSufficientBid(['2S', '1NT', '1C', 'X'], 'C')).toBe('2C');
  });

  it('refuses to answer once the auction has ended, naming the call that ended it', () => {
    const e = errorOf(() => isSufficient(['1C', 'P', 'P', 'P'], '1D'));
    expect(e.position).toBe(4);
    expect(e.token).toBe('P');
    expect(e.message).toBe(
      'The auction has already ended: call 4 completes three passes after a bid, so no bid can follow. Remove the closing passes to ask about a bid made before the end.',
    );
    expect(errorOf(() => lowestSufficientBid(['P', 'P', 'P', 'P'], 'C')).message).toMatch(
      /call 4 completes four passes/,
    );
    expect(errorOf(() => lowestSufficientBid(['1S', '1H', 'P', 'P', 'P'], 'C')).position).toBe(5);
    // Three passes at the start do not end it.
    expect(isSufficient(['P', 'P', 'P'], '1C')).toBe(true);
  });

  it('after an accepted insufficient bid, sufficiency is measured against it (Law 27A1)', () => {
    let a = parseAuction('N', ['1S']);
    a = appendCall(a, parseCall('1H'), { acceptInsufficient: true });
    expect(a.accepted).toEqual([1]);
    expect(isSufficientAfter(a, bid(1, 'NT'))).toBe(true);
    expect(lowestSufficientBidAfter(a, 'S')).toEqual(bid(1, 'S'));
  });

  it('parseAuction reads insufficient bids that stood when asked to', () => {
    expect(() => parseAuction('N', ['1S', '1H'])).toThrow(/1♥ is insufficient/);
    const a = parseAuction('N', ['1S', '1H', 'P', '1D'], { acceptInsufficient: true });
    expect(a.accepted).toEqual([1, 3]);
    // With allowInsufficientAtEnd the last one is still the one being ruled on.
    const b = parseAuction('N', ['1S', '1H', 'P', '1D'], { acceptInsufficient: true, allowInsufficientAtEnd: true });
    expect(b.accepted).toEqual([1]);
    expect(b.insufficientAtEnd).toEqual(bid(1, 'D'));
  });

  it('refuses to mark a sufficient bid as an accepted insufficient bid', () => {
    expect(() => appendCall(parseAuction('N', ['1S']), parseCall('2H'), { acceptInsufficient: true })).toThrow(
      /accepted insufficient bid, but it is sufficient/,
    );
  });
});

describe('doubles and redoubles (Law 19)', () => {
  it("a double is only of an opponent's bid, not already doubled", () => {
    expect(callProblem(parseAuction('N', ['1H']), parseCall('X'))).toBeNull();
    expect(callProblem(parseAuction('N', ['1H', 'P', 'P']), parseCall('X'))).toBeNull();
    expect(callProblem(parseAuction('N', ['1H', 'P']), parseCall('X'))?.code).toBe('double-of-partner');
    expect(callProblem(parseAuction('N', ['1H', 'X']), parseCall('X'))?.code).toBe('already-doubled');
    expect(callProblem(parseAuction('N', ['1H', 'X', 'P', 'P']), parseCall('X'))?.code).toBe('already-doubled');
    expect(callProblem(parseAuction('N', ['1H', 'X', 'XX']), parseCall('X'))?.code).toBe('already-redoubled');
    expect(callProblem(emptyAuction('N'), parseCall('X'))?.code).toBe('double-without-bid');
    expect(callProblem(parseAuction('N', ['P', 'P']), parseCall('X'))?.code).toBe('double-without-bid');
  });

  it("a redouble is only of an opponent's double, not already redoubled", () => {
    expect(callProblem(parseAuction('N', ['1H', 'X']), parseCall('XX'))).toBeNull();
    expect(callProblem(parseAuction('N', ['1H', 'X', 'P', 'P']), parseCall('XX'))).toBeNull();
    expect(callProblem(parseAuction('N', ['1H', 'X', 'P']), parseCall('XX'))?.code).toBe('redouble-of-partner');
    expect(callProblem(parseAuction('N', ['1H']), parseCall('XX'))?.code).toBe('redouble-without-double');
    expect(callProblem(emptyAuction('N'), parseCall('XX'))?.code).toBe('redouble-without-double');
    expect(callProblem(parseAuction('N', ['1H', 'X', 'XX']), parseCall('XX'))?.code).toBe('already-redoubled');
  });

  it('a new bid ends the double', () => {
    expect(callProblem(parseAuction('N', ['1H', 'X', '1S']), parseCall('X'))).toBeNull();
  });
});

describe('end of the auction', () => {
  it('ends after three passes following a bid', () => {
    expect(isComplete(parseAuction('N', ['1C', 'P', 'P']))).toBe(false);
    expect(isComplete(parseAuction('N', ['1C', 'P', 'P', 'P']))).toBe(true);
    expect(isComplete(parseAuction('N', ['P', '1C', 'X', 'P', 'P', 'P']))).toBe(true);
    expect(isComplete(parseAuction('N', ['P', '1C', 'P', 'P']))).toBe(false);
    expect(isComplete(parseAuction('N', ['P', 'P', '1C', 'P', 'P']))).toBe(false);
    expect(whoseTurn(parseAuction('N', ['1C', 'P', 'P', 'P']))).toBeNull();
  });

  it('ends after four passes, and not after three at the start', () => {
    expect(isComplete(parseAuction('N', ['P', 'P', 'P']))).toBe(false);
    expect(isPassedOut(parseAuction('N', ['P', 'P', 'P', 'P']))).toBe(true);
    expect(isPassedOut(parseAuction('N', ['1C', 'P', 'P', 'P']))).toBe(false);
  });
});

describe('errors name the token and its position', () => {
  it('double of partner', () => {
    const e = errorOf(() => parseAuction('N', ['1H', 'P', 'X']));
    expect(e.position).toBe(3);
    expect(e.token).toBe('X');
    expect(e.message).toMatch(/^Call 3 \("X" by South\): South cannot double partner's bid \(North's 1♥\)/);
  });

  it('redouble without double', () => {
    const e = errorOf(() => parseAuction('E', ['1H', 'Rdbl']));
    expect(e.position).toBe(2);
    expect(e.message).toMatch(/Call 2 \("Rdbl" by South\): there is no double to redouble/);
  });

  it('call after the auction ended', () => {
    const e = errorOf(() => parseAuction('W', ['1C', 'P', 'P', 'P', '1D']));
    expect(e.position).toBe(5);
    expect(e.message).toMatch(/Call 5 \("1D" by West\): the auction has already ended/);
  });

  it('insufficient bid', () => {
    const e = errorOf(() => parseAuction('W', ['1D', '1S', '1H']));
    expect(e.position).toBe(3);
    expect(e.message).toMatch(/Call 3 \("1H" by East\): 1♥ is insufficient: it does not outrank North's 1♠/);
  });

  it('unknown call', () => {
    const e = errorOf(() => parseAuction('N', ['1H', '2Q']));
    expect(e.position).toBe(2);
    expect(e.token).toBe('2Q');
    expect(e.message).toMatch(/Call 2 \("2Q" by East\): Unknown call "2Q"/);
  });

  it('allows an irregular insufficient bid at the end when asked, keeping it apart', () => {
    const a = parseAuction('W', ['1D', '1S', '1H'], { allowInsufficientAtEnd: true });
    expect(auctionToStrings(a)).toEqual(['1D', '1S']);
    expect(a.insufficientAtEnd).toEqual(bid(1, 'H'));
    expect(() => appendCall(a, parseCall('2H'))).toThrow(/must be accepted or replaced/);
    // Only at the end:
    expect(() => parseAuction('W', ['1D', '1S', '1H', 'P'], { allowInsufficientAtEnd: true })).toThrow(AuctionError);
    // A sufficient last call is appended normally.
    expect(parseAuction('W', ['1D', '1S', '2H'], { allowInsufficientAtEnd: true }).insufficientAtEnd).toBeUndefined();
  });
});

describe('text forms', () => {
  it('splits the ways auctions are written on one line', () => {
    expect(splitCalls('1♦-(1♠)-1♥')).toEqual(['1♦', '1♠', '1♥']);
    expect(splitCalls('1NT, 2S,2D')).toEqual(['1NT', '2S', '2D']);
    expect(splitCalls('  1♦ – 1♠ — 1♥ ')).toEqual(['1♦', '1♠', '1♥']);
    expect(auctionToStrings(parseAuctionText('N', '1NT (2♠) X'))).toEqual(['1NT', '2S', 'X']);
  });

  it('lays the auction out in rows of four from West', () => {
    const rows = auctionRows(parseAuction('N', ['1H', 'P', '2H']));
    expect(rows.map((r) => r.map((c) => (c === null ? '-' : callToString(c))))).toEqual([['-', '1H', 'P', '2H']]);
    const fromEast = auctionRows(parseAuction('N', ['1H', 'P', '2H', 'P', 'P']), 'E');
    expect(fromEast.map((r) => r.map((c) => (c === null ? '-' : callToString(c))))).toEqual([
      ['-', '-', '-', '1H'],
      ['P', '2H', 'P', 'P'],
    ]);
  });
});

// ------------------------------------------------------------ properties

/** A random legal auction, built by choosing among the legal calls (passes weighted up so auctions end). */
const legalAuctionArb = fc
  .tuple(fc.constantFrom(...SEATS), fc.array(fc.nat(1000), { maxLength: 40 }))
  .map(([dealer, choices]) => {
    let a: Auction = emptyAuction(dealer);
    for (const choice of choices) {
      if (isComplete(a)) break;
      const legal = legalCalls(a);
      const pool: Call[] = [...legal, parseCall('P'), parseCall('P')];
      const call = pool[choice % pool.length];
      if (call === undefined) break;
      a = appendCall(a, call);
    }
    return a;
  });

describe('auction properties', () => {
  it('every legal auction parses back from its strings', () => {
    fc.assert(
      fc.property(legalAuctionArb, (a) => {
        const again = parseAuction(a.dealer, auctionToStrings(a));
        expect(auctionToStrings(again)).toEqual(auctionToStrings(a));
      }),
      { numRuns: 100 },
    );
  });

  it('bids in a legal auction only go up', () => {
    fc.assert(
      fc.property(legalAuctionArb, (a) => {
        const ranks = a.calls.filter((c) => c.kind === 'bid').map((c) => bidRank(c as never));
        for (let i = 1; i < ranks.length; i++) expect(ranks[i]).toBeGreaterThan(ranks[i - 1] as number);
      }),
      { numRuns: 100 },
    );
  });

  it('lowest sufficient bid is sufficient, and nothing lower in that strain is', () => {
    fc.assert(
      fc.property(legalAuctionArb, fc.constantFrom(...STRAINS), (a, strain) => {
        if (isComplete(a)) return;
        const lowest = lowestSufficientBidAfter(a, strain);
        const inStrain = ALL_BIDS.filter((b) => b.strain === strain);
        const sufficient = inStrain.filter((b) => isSufficientAfter(a, b));
        if (lowest === null) {
          expect(sufficient).toHaveLength(0);
        } else {
          expect(sufficient[0]).toEqual(lowest);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('legalCalls agrees with callProblem and always includes pass', () => {
    fc.assert(
      fc.property(legalAuctionArb, (a) => {
        if (isComplete(a)) {
          expect(legalCalls(a)).toHaveLength(0);
          return;
        }
        const legal = legalCalls(a).map(callToString);
        expect(legal).toContain('P');
        for (const c of ALL_CALLS) expect(legal.includes(callToString(c))).toBe(callProblem(a, c) === null);
      }),
      { numRuns: 100 },
    );
  });

  const tokenArb = fc.oneof(
    fc.constantFrom(...ALL_CALLS.map(callToString), 'Pass', 'Dbl', '1♥', '8H', '0C', '', 'foo'),
    fc.string({ maxLength: 4 }),
  );

  it('never crashes on random token lists: an auction or a BridgeError', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEATS),
        fc.array(tokenArb, { maxLength: 12 }),
        fc.boolean(),
        (dealer, tokens, allow) => {
          try {
            const a = parseAuction(dealer, tokens, { allowInsufficientAtEnd: allow });
            expect(a.calls.length + (a.insufficientAtEnd === undefined ? 0 : 1)).toBe(tokens.length);
          } catch (e) {
            expect(e).toBeInstanceOf(AuctionError);
            expect((e as AuctionError).position).toBeGreaterThanOrEqual(1);
            expect((e as AuctionError).position).toBeLessThanOrEqual(tokens.length);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('string helpers never crash on random input', () => {
    fc.assert(
      fc.property(fc.array(tokenArb, { maxLength: 8 }), tokenArb, (previous, b) => {
        try {
          expect(typeof isSufficient(previous, b)).toBe('boolean');
        } catch (e) {
          expect(e).toBeInstanceOf(BridgeError);
        }
        try {
          const low = lowestSufficientBid(previous, b);
          expect(low === null || typeof low === 'string').toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(BridgeError);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('string helpers agree with Law 18D measured from the last bid made, accepted insufficient bids included', () => {
    // Random auctions in which some insufficient bids stood.
    const withAccepted = fc
      .tuple(fc.constantFrom(...SEATS), fc.array(fc.tuple(fc.nat(1000), fc.nat(5)), { maxLength: 14 }))
      .map(([dealer, steps]) => {
        let a = emptyAuction(dealer);
        for (const [choice, flavour] of steps) {
          const last = lastBid(a);
          const lower = last === null ? [] : ALL_BIDS.filter((b) => bidRank(b) < bidRank(last.bid));
          const accept = flavour === 0 && lower.length > 0;
          const pool = accept ? lower : legalCalls(a);
          const next = appendCall(a, pool[choice % pool.length] ?? parseCall('P'), { acceptInsufficient: accept });
          if (isComplete(next)) break;
          a = next;
        }
        return a;
      });
    fc.assert(
      fc.property(withAccepted, fc.constantFrom(...ALL_BIDS), (a, b) => {
        const previous = auctionToStrings(a);
        const last = [...a.calls].reverse().find((c) => c.kind === 'bid');
        const expected = last === undefined || last.kind !== 'bid' || bidRank(b) > bidRank(last);
        expect(isSufficient(previous, callToString(b))).toBe(expected);
        const lowest = ALL_BIDS.find(
          (x) => x.strain === b.strain && (last === undefined || last.kind !== 'bid' || bidRank(x) > bidRank(last)),
        );
        expect(lowestSufficientBid(previous, b.strain)).toBe(lowest === undefined ? null : callToString(lowest));
      }),
      { numRuns: 200 },
    );
  });
});
