import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendCall, auctionToStrings, emptyAuction, isComplete, legalCalls, parseAuction, type Auction } from '../../src/bridge/auction';
import { bid, parseCall, type Call } from '../../src/bridge/call';
import { BridgeError, PbnError } from '../../src/bridge/errors';
import { parsePbn, toPbn } from '../../src/bridge/pbn';
import { SEATS } from '../../src/bridge/seat';

function pbnError(text: string): PbnError {
  try {
    parsePbn(text);
  } catch (e) {
    if (e instanceof PbnError) return e;
    throw e;
  }
  throw new Error('expected a PbnError');
}

describe('parsePbn', () => {
  it('reads dealer, auction and AP', () => {
    const g = parsePbn('[Event "Club pairs"]\n[Dealer "E"]\n[Auction "E"]\n1D 1S 2H AP\n');
    expect(g.dealer).toBe('E');
    expect(auctionToStrings(g.auction)).toEqual(['1D', '1S', '2H', 'P', 'P', 'P']);
    expect(isComplete(g.auction)).toBe(true);
    expect(g.tags).toEqual({ Event: 'Club pairs' });
  });

  it('reads AP alone as a passed-out board, and AP after some passes', () => {
    expect(auctionToStrings(parsePbn('[Dealer "N"]\n[Auction "N"]\nAP').auction)).toEqual(['P', 'P', 'P', 'P']);
    expect(auctionToStrings(parsePbn('[Dealer "N"]\n[Auction "N"]\nPass Pass AP').auction)).toEqual(['P', 'P', 'P', 'P']);
    expect(auctionToStrings(parsePbn('[Dealer "N"]\n[Auction "N"]\n1C Pass Pass AP').auction)).toEqual(['1C', 'P', 'P', 'P']);
  });

  it('accepts "-" only to fill the row after the end', () => {
    const g = parsePbn('[Dealer "N"]\n[Auction "N"]\n1C Pass Pass Pass\n- - -\n');
    expect(g.auction.calls).toHaveLength(4);
    const e = pbnError('[Dealer "N"]\n[Auction "N"]\n1C - Pass Pass\n');
    expect(e.message).toMatch(/line 3: "-" at call 2: the auction would skip a seat/);
  });

  it('reads an incomplete auction, and * to mark its end', () => {
    expect(auctionToStrings(parsePbn('[Dealer "W"]\n[Auction "W"]\n1D 1S\n').auction)).toEqual(['1D', '1S']);
    expect(auctionToStrings(parsePbn('[Dealer "W"]\n[Auction "W"]\n1D 1S *\n').auction)).toEqual(['1D', '1S']);
    expect(() => parsePbn('[Dealer "W"]\n[Auction "W"]\n1D * 1S\n')).toThrow(/call after the auction ended \(marked "\*"\)/);
  });

  it('reads ^I (glued or separate) as an insufficient bid accepted by LHO', () => {
    for (const text of ['1S 1H^I 1NT', '1S 1H ^I 1NT']) {
      const g = parsePbn(`[Dealer "N"]\n[Auction "N"]\n${text}\n`);
      expect(g.auction.accepted).toEqual([1]);
      expect(auctionToStrings(g.auction)).toEqual(['1S', '1H', '1NT']);
    }
    expect(() => parsePbn('[Dealer "N"]\n[Auction "N"]\n1S 2H^I\n')).toThrow(/marked as an accepted insufficient bid, but it is sufficient/);
    expect(() => parsePbn('[Dealer "N"]\n[Auction "N"]\n1S 1H^S\n')).toThrow(/irregularity "\^S" is not supported/);
  });

  it('without ^I an insufficient bid is an error naming the call', () => {
    const e = pbnError('[Dealer "W"]\n[Auction "W"]\n1D 1S 1H\n');
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/Call 3 \("1H" by East\): 1♥ is insufficient/);
  });

  it('reads notes, and the replaced-insufficient-bid convention', () => {
    const g = parsePbn(
      [
        '[Dealer "W"]',
        '[Auction "W"]',
        '1D =1= 1S 2H =2= Pass',
        'Pass Pass',
        '[Note "1:could be short"]',
        '[Note "2:Insufficient 1♥ replaced by 2♥"]',
      ].join('\n'),
    );
    expect(g.notes).toEqual([{ index: 0, text: 'could be short' }]);
    expect(g.replacedInsufficientBids).toEqual([{ index: 2, insufficient: bid(1, 'H') }]);
  });

  it('checks the replaced-insufficient-bid notes', () => {
    expect(() =>
      parsePbn('[Dealer "W"]\n[Auction "W"]\n1D 1S 2H =1=\n[Note "1:insufficient 1H, replaced by 3H"]'),
    ).toThrow(/note 1 says 1H was replaced by 3H, but it is attached to call 3/);
    expect(() =>
      parsePbn('[Dealer "W"]\n[Auction "W"]\n1D 1S 2H =1=\n[Note "1:insufficient 2C, replaced by 2H"]'),
    ).toThrow(/2C was not insufficient at call 3/);
    expect(() =>
      parsePbn('[Dealer "W"]\n[Auction "W"]\n1D 1S 2H =1=\n[Note "1:insufficient 1Q, replaced by 2H"]'),
    ).toThrow(/note 1: Unknown call "1Q"/);
  });

  it('skips comments and directives, keeps annotations out of the calls', () => {
    const g = parsePbn('% PBN 2.1\n{a comment [Dealer "S"] inside}\n[Dealer "N"] ; dealer\n[Auction "N"]\n1C! 1D? $3 Pass ; end\n');
    expect(auctionToStrings(g.auction)).toEqual(['1C', '1D', 'P']);
  });

  it('drops other sections and their tags', () => {
    const g = parsePbn('[Board "7"]\n[Dealer "N"]\n[Auction "N"]\n1NT AP\n[Play "E"]\nSA S2 S3 S4\n[Note "1:a play note"]\n');
    expect(g.tags).toEqual({ Board: '7' });
    expect(g.notes).toEqual([]);
  });

  describe('clear errors', () => {
    it.each([
      ['[Auction "N"]\n1C AP', /missing \[Dealer\] tag/],
      ['[Dealer "N"]\n1C', /missing \[Auction\] tag/],
      ['[Dealer "Q"]\n[Auction "N"]', /line 1: \[Dealer "Q"\]: expected one of N, E, S, W/],
      ['[Dealer "N"]\n[Auction "E"]\n1C', /\[Auction "E"\] does not match \[Dealer "N"\]/],
      ['[Dealer "N"]\n[Auction "N"]\n1C 1Q', /line 3: call 2: Unknown call "1Q"/],
      ['[Dealer "N"]\n[Auction "N"]\n1C 9S', /line 3: call 2: Bid "9S" is above 7/],
      ['[Dealer "N"]\n[Auction "N"]\n1C P X', /cannot double partner's bid/],
      ['[Dealer "N"]\n[Auction "N"]\n1C AP Pass', /"Pass": call after the auction ended/],
      ['[Dealer "N"]\n[Auction "N"]\n1C =1=', /refers to note =1= but there is no \[Note "1:…"\]/],
      ['[Dealer "N"]\n[Auction "N"]\n=1= 1C', /note reference =1= must follow a call/],
      ['[Dealer "N"]\n[Dealer "S"]', /tag \[Dealer\] appears twice/],
      ['[Dealer "N"\n', /tag \[Dealer\] is not closed/],
      ['[Dealer N]', /malformed tag/],
      ['1C [Dealer "N"]', /"1C" comes before any tag/],
      ['[Dealer "N"]\n{ open', /comment "\{" is never closed/],
      ['[Dealer "N"]\n[Auction "N"]\n1C\n[Note "x"]', /expected "number:text"/],
    ])('%j', (text, message) => {
      expect(() => parsePbn(text)).toThrow(PbnError);
      expect(() => parsePbn(text)).toThrow(message);
    });
  });
});

describe('toPbn', () => {
  it('writes tags, four calls a line, AP and notes', () => {
    const auction = parseAuction('S', ['P', '1D', '1S', '2H', 'P', '3H', 'P', 'P', 'P']);
    const text = toPbn({
      auction,
      replacedInsufficientBids: [{ index: 3, insufficient: bid(1, 'H') }],
      notes: [{ index: 1, text: 'may be "short"' }],
      tags: { Event: 'Test' },
    });
    expect(text).toBe(
      [
        '[Event "Test"]',
        '[Dealer "S"]',
        '[Auction "S"]',
        'Pass 1D =1= 1S 2H =2=',
        'Pass 3H AP',
        '[Note "1:may be \\"short\\""]',
        '[Note "2:insufficient 1H, replaced by 2H"]',
        '',
      ].join('\n'),
    );
  });

  it('writes ^I for accepted insufficient bids and spells out passes carrying notes', () => {
    let a = parseAuction('N', ['1S']);
    a = appendCall(a, parseCall('1H'), { acceptInsufficient: true });
    for (const c of ['P', 'P', 'P']) a = appendCall(a, parseCall(c));
    expect(toPbn({ auction: a, notes: [{ index: 4, text: 'slow' }] })).toContain('1S 1H^I Pass Pass\nPass =1=');
  });

  it('refuses what it cannot write', () => {
    const pending = parseAuction('W', ['1D', '1S', '1H'], { allowInsufficientAtEnd: true });
    expect(() => toPbn({ auction: pending })).toThrow(BridgeError);
    expect(() => toPbn({ auction: emptyAuction('N'), notes: [{ index: 0, text: 'x' }] })).toThrow(/the auction has 0 calls/);
    expect(() => toPbn({ auction: emptyAuction('N'), tags: { 'Bad Tag': 'x' } })).toThrow(/not a PBN tag name/);
  });
});

// ------------------------------------------------------------ properties

interface Game {
  auction: Auction;
  notes: { index: number; text: string }[];
  replaced: { index: number; insufficient: ReturnType<typeof bid> }[];
}

/** Random legal auctions, with accepted insufficient bids, replaced ones and notes sprinkled in. */
const gameArb = fc
  .tuple(
    fc.constantFrom(...SEATS),
    fc.array(fc.tuple(fc.nat(1000), fc.nat(9), fc.string({ maxLength: 6 })), { maxLength: 30 }),
  )
  .map(([dealer, steps]): Game => {
    let a: Auction = emptyAuction(dealer);
    const notes: Game['notes'] = [];
    const replaced: Game['replaced'] = [];
    for (const [choice, flavour, text] of steps) {
      if (isComplete(a)) break;
      const last = [...a.calls].reverse().find((c) => c.kind === 'bid');
      const below = last !== undefined && last.kind === 'bid' && !(last.level === 1 && last.strain === 'C') ? bid(1, 'C') : null;
      if (flavour === 0 && below !== null) {
        a = appendCall(a, below, { acceptInsufficient: true });
        continue;
      }
      const pool: Call[] = [...legalCalls(a), parseCall('P'), parseCall('P')];
      const call = pool[choice % pool.length] ?? parseCall('P');
      if (flavour === 1 && below !== null && call.kind !== 'double' && call.kind !== 'redouble') {
        replaced.push({ index: a.calls.length, insufficient: below });
      }
      if (flavour === 2 && !/insufficient/i.test(text)) notes.push({ index: a.calls.length, text: text.trim() });
      a = appendCall(a, call);
    }
    return { auction: a, notes, replaced };
  });

describe('PBN properties', () => {
  it('the generator covers accepted and replaced insufficient bids, notes and completed auctions', () => {
    const samples = fc.sample(gameArb, { numRuns: 300, seed: 42 });
    expect(samples.some((g) => g.auction.accepted.length > 0)).toBe(true);
    expect(samples.some((g) => g.replaced.length > 0)).toBe(true);
    expect(samples.some((g) => g.notes.length > 0)).toBe(true);
    expect(samples.some((g) => isComplete(g.auction))).toBe(true);
  });

  it('round-trips: parsePbn(toPbn(x)) gives x back', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const text = toPbn({ auction: g.auction, notes: g.notes, replacedInsufficientBids: g.replaced });
        const back = parsePbn(text);
        expect(back.dealer).toBe(g.auction.dealer);
        expect(back.auction.calls).toEqual(g.auction.calls);
        expect(back.auction.accepted).toEqual(g.auction.accepted);
        expect(back.replacedInsufficientBids).toEqual(g.replaced);
        expect(back.notes).toEqual(g.notes);
        expect(toPbn(back)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  const pbnish = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc
      .array(
        fc.constantFrom(
          '[Dealer "N"]', '[Auction "N"]', '[Dealer "E"]', '[Auction "S"]', '[Note "1:x"]', '[Note "1:insufficient 1C, replaced by 1D"]',
          '1C', '1D', '1H', '2H', 'Pass', 'X', 'XX', 'AP', '-', '*', '=1=', '=2=', '^I', '1H^I', '!', '$1',
          '{', '}', ';', '\n', ' ', '[', ']', '"', '8NT', 'foo',
        ),
        { maxLength: 20 },
      )
      .map((parts) => parts.join(' ')),
  );

  it('never crashes on random input: a game or a PbnError', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(pbnish, (text) => {
        try {
          const g = parsePbn(text);
          expect(['N', 'E', 'S', 'W']).toContain(g.dealer);
        } catch (e) {
          expect(e).toBeInstanceOf(PbnError);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
