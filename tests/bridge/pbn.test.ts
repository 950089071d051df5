import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendCall,
  auctionToStrings,
  emptyAuction,
  isComplete,
  legalCalls,
  parseAuction,
  type Auction,
} from '../../src/bridge/auction';
import { bid, parseCall, type Call } from '../../src/bridge/call';
import { BridgeError } from '../../src/bridge/errors';
import { PbnError, parsePbn, tokenizePbn } from '../../src/bridge/pbn';
import { toPbn } from '../../src/bridge/pbn-write';
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

const HEAD = '[Dealer "N"]\n[Auction "N"]\n';

describe('parsePbn reads what toPbn writes', () => {
  it('reads tags, dealer, auction and AP', () => {
    const g = parsePbn('[Event "Club pairs"]\n[Dealer "E"]\n[Auction "E"]\n1D 1S 2H AP\n');
    expect(g.dealer).toBe('E');
    expect(auctionToStrings(g.auction)).toEqual(['1D', '1S', '2H', 'P', 'P', 'P']);
    expect(isComplete(g.auction)).toBe(true);
    expect(g.tags).toEqual({ Event: 'Club pairs' });
  });

  it('reads AP alone as a passed-out board, and AP after some passes', () => {
    expect(auctionToStrings(parsePbn(`${HEAD}AP`).auction)).toEqual(['P', 'P', 'P', 'P']);
    expect(auctionToStrings(parsePbn(`${HEAD}Pass Pass AP`).auction)).toEqual(['P', 'P', 'P', 'P']);
    expect(auctionToStrings(parsePbn(`${HEAD}1C Pass Pass AP`).auction)).toEqual(['1C', 'P', 'P', 'P']);
  });

  it('reads an auction that has not ended', () => {
    expect(auctionToStrings(parsePbn('[Dealer "W"]\n[Auction "W"]\n1D 1S\n').auction)).toEqual(['1D', '1S']);
    expect(parsePbn(HEAD).auction.calls).toEqual([]);
  });

  it('reads ^I, glued to its call, as an insufficient bid that stood (Law 27A1)', () => {
    for (const text of ['1S 1H^I 1NT', '1s 1h^i 1nt']) {
      const g = parsePbn(`${HEAD}${text}\n`);
      expect(g.auction.accepted).toEqual([1]);
      expect(auctionToStrings(g.auction)).toEqual(['1S', '1H', '1NT']);
    }
    // Later bids are measured from it: 1S is sufficient over the accepted 1H.
    expect(auctionToStrings(parsePbn(`${HEAD}1S 1H^I 1S`).auction)).toEqual(['1S', '1H', '1S']);
  });

  it('reads notes, and the replaced-insufficient-bid convention', () => {
    const g = parsePbn(
      [
        '[Dealer "W"]',
        '[Auction "W"]',
        '1D =1= 1S 2H =2= Pass',
        'Pass Pass',
        '[Note "1:could be short"]',
        '[Note "2:insufficient 1H, replaced by 2H"]',
      ].join('\n'),
    );
    expect(g.notes).toEqual([{ index: 0, text: 'could be short' }]);
    expect(g.replacedInsufficientBids).toEqual([{ index: 2, insufficient: bid(1, 'H') }]);
    // A note that merely mentions an insufficient bid is a note.
    expect(parsePbn(`${HEAD}1C =1=\n[Note "1:insufficient bid? no"]`).notes).toEqual([
      { index: 0, text: 'insufficient bid? no' },
    ]);
  });

  it('reads escaped quotes and backslashes in tag values', () => {
    expect(parsePbn(`[Event "a \\"b\\" \\\\ c"]\n${HEAD}`).tags).toEqual({ Event: 'a "b" \\ c' });
  });
});

describe('parsePbn errors name the token, its line and column, and the fix', () => {
  it('an insufficient bid without ^I', () => {
    const e = pbnError('[Dealer "W"]\n[Auction "W"]\n1D 1S 1H\n');
    expect([e.line, e.column, e.token]).toEqual([3, 7, '1H']);
    expect(e.message).toBe(
      'PBN line 3, column 7: call 3 ("1H" by East): 1♥ is insufficient: it does not outrank North\'s 1♠; if LHO accepted it, mark it 1H^I',
    );
  });

  it('a ^I on a bid that is sufficient, or on a call that is not a bid', () => {
    expect(pbnError(`${HEAD}1S 2H^I`).message).toMatch(
      /line 3, column 4: call 2 \("2H\^I" by East\) is marked \^I .* but it is sufficient; remove the \^I/,
    );
    expect(pbnError(`${HEAD}1S X^I`).message).toMatch(/but it is not a bid; remove the \^I/);
  });

  it.each([
    ['[Auction "N"]\n1C AP', /missing \[Dealer\] tag before \[Auction\]/, 1, 1, '[Auction'],
    ['[Dealer "N"]\n1C', /line 2, column 1: "1C" comes before the \[Auction\] tag/, 2, 1, '1C'],
    ['[Dealer "Q"]\n[Auction "N"]', /line 1, column 1: \[Dealer "Q"\]: write the seat as N, E, S or W/, 1, 1, 'Q'],
    ['[Dealer "N"]\n[Auction "E"]\n1C', /\[Auction "E"\] does not match \[Dealer "N"\]/, 2, 1, '[Auction'],
    [`${HEAD}1C 1Q`, /line 3, column 4: call 2: Unknown call "1Q"/, 3, 4, '1Q'],
    [`${HEAD}1C 9S`, /call 2: Bid "9S" is above 7/, 3, 4, '9S'],
    [`${HEAD}1C P X`, /call 3 \("X" by South\): South cannot double partner's bid/, 3, 6, 'X'],
    [`${HEAD}1C AP Pass`, /"Pass": a call after the auction ended \(call 4 ended it\); remove it/, 3, 7, 'Pass'],
    [`${HEAD}1C =1=`, /call 1 \("1C" by North\) refers to note =1= but there is no \[Note "1:…"\]/, 3, 4, '=1='],
    [`${HEAD}=1= 1C`, /note reference =1= must follow the call/, 3, 1, '=1='],
    [`${HEAD}1C =1=\n[Note "1:x"]\n[Note "2:y"]`, /line 5, column 1: note 2 is never referred to/, 5, 1, '[Note'],
    [`${HEAD}1C =1=\n[Note "1:x"]\n[Note "1:y"]`, /note 1 is defined twice/, 5, 1, '[Note'],
    [`${HEAD}1C\n[Note "x"]`, /write a note as \[Note "number:text"\]/, 4, 1, '[Note'],
    [`${HEAD}1C\n[Note "1:x"]\n2C`, /"2C" after the \[Note\] tags/, 5, 1, '2C'],
    [`[Note "1:x"]\n${HEAD}`, /\[Note\] before the \[Auction\] tag/, 1, 1, '[Note'],
    ['[Dealer "N"]\n[Dealer "S"]', /tag \[Dealer\] appears twice/, 2, 1, '[Dealer'],
    [`${HEAD}1NT AP\n[Play "E"]`, /tag \[Play\] after the auction: only \[Note\] tags may follow it/, 4, 1, '[Play'],
    ['[Dealer "N"\n', /line 1, column 1: tag \[Dealer\] is not closed/, 1, 1, '[Dealer'],
    ['[Dealer N]', /malformed tag "\[Dealer N\]"/, 1, 1, '[Dealer N]'],
    [`${HEAD}1S 1H^I ^I`, /"\^I": only the \^I mark .* glued to its call as in 1H\^I/, 3, 9, '^I'],
    [`${HEAD}1S 1H^S`, /only the \^I mark/, 3, 4, '1H^S'],
    // What toPbn never writes is refused, not skipped.
    [`${HEAD}1C ; comment`, /call 2: Unknown call ";"/, 3, 4, ';'],
    [`${HEAD}1C {x}`, /call 2: Unknown call "\{x\}"/, 3, 4, '{x}'],
    [`${HEAD}1C *`, /Unknown call "\*"/, 3, 4, '*'],
    [`${HEAD}1C! P`, /Unknown call "1C!"/, 3, 1, '1C!'],
    [
      `${HEAD}1C 1H =1=\n[Note "1:insufficient 1H, replaced by 3H"]`,
      /note 1 says 1H was replaced by 3H, but it is attached to call 2/,
      4,
      1,
      '[Note',
    ],
    [
      `${HEAD}1D 2H =1=\n[Note "1:insufficient 2C, replaced by 2H"]`,
      /note 1: 2C was not insufficient at call 2/,
      4,
      1,
      '[Note',
    ],
    [
      `${HEAD}1D 2H =1=\n[Note "1:insufficient 1Q, replaced by 2H"]`,
      /note 1: Unknown call "1Q".*; write it as "insufficient 1H, replaced by 2H"/,
      4,
      1,
      '[Note',
    ],
  ])('%j', (text, message, line, column, token) => {
    const e = pbnError(text);
    expect(e.message).toMatch(message);
    expect([e.line, e.column, e.token]).toEqual([line, column, token]);
  });

  it('missing tags, with no place to point at', () => {
    expect(pbnError('').message).toBe('missing [Dealer] tag: give the dealer, e.g. [Dealer "N"]');
    expect(pbnError('[Dealer "N"]').message).toMatch(/missing \[Auction\] tag/);
  });
});

describe('linear by construction', () => {
  it('the tokenizer reads each character once: its steps never exceed the length of the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        try {
          const { tokens, steps } = tokenizePbn(text);
          expect(steps).toBeLessThanOrEqual(text.length);
          expect(tokens.length).toBeLessThanOrEqual(text.length);
        } catch (e) {
          expect(e).toBeInstanceOf(PbnError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('2,000-call inputs are parsed or refused: the old backtracking cases among them', () => {
    // 2,000 calls that all stand: 1C, then 1,999 insufficient 1C^I, each accepted by the next call.
    const stood = `${HEAD}1C${' 1C^I'.repeat(1999)}\n`;
    expect(tokenizePbn(stood).steps).toBeLessThanOrEqual(stood.length);
    const g = parsePbn(stood);
    expect(g.auction.calls).toHaveLength(2000);
    expect(g.auction.accepted).toHaveLength(1999);

    // The suffix regex of the old reader backtracked exponentially on runs of '!' (40 took 30 s).
    const bangs = `${HEAD}1C${'!'.repeat(2000)}x ${'P '.repeat(2000)}`;
    expect(tokenizePbn(bangs).steps).toBeLessThanOrEqual(bangs.length);
    expect(pbnError(bangs).token).toBe(`1C${'!'.repeat(2000)}x`);

    // 2,000 passes: the auction ends at the fourth.
    const passes = `${HEAD}${'Pass '.repeat(2000)}`;
    expect(pbnError(passes).message).toMatch(
      /line 3, column 21: "Pass": a call after the auction ended \(call 4 ended it\)/,
    );

    // 2,000 note references on one call, and 2,000 notes: each read once.
    const refs = `${HEAD}1C ${Array.from({ length: 2000 }, (_, k) => `=${k + 1}=`).join(' ')}\n${Array.from({ length: 2000 }, (_, k) => `[Note "${k + 1}:n${k + 1}"]`).join('\n')}`;
    expect(parsePbn(refs).notes).toHaveLength(2000);
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
    expect(() => toPbn({ auction: emptyAuction('N'), notes: [{ index: 0, text: 'x' }] })).toThrow(
      /the auction has 0 calls/,
    );
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
      const below =
        last !== undefined && last.kind === 'bid' && !(last.level === 1 && last.strain === 'C') ? bid(1, 'C') : null;
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
  }, 30_000);

  const pbnish = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc
      .array(
        fc.constantFrom(
          '[Dealer "N"]',
          '[Auction "N"]',
          '[Dealer "E"]',
          '[Auction "S"]',
          '[Note "1:x"]',
          '[Note "1:insufficient 1C, replaced by 1D"]',
          '1C',
          '1D',
          '1H',
          '2H',
          'Pass',
          'X',
          'XX',
          'AP',
          '-',
          '*',
          '=1=',
          '=2=',
          '^I',
          '1H^I',
          '1C^I',
          '!',
          '$1',
          '{',
          '}',
          ';',
          '\n',
          ' ',
          '[',
          ']',
          '"',
          '\\',
          '8NT',
          'foo',
        ),
        { maxLength: 24 },
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
      { numRuns: 2000 },
    );
  });
});

describe('an insufficient bid at the end, neither accepted nor replaced (allowInsufficientAtEnd)', () => {
  const text = '[Dealer "N"]\n[Auction "N"]\n1D 1S 1C\n';

  it('is refused by default, with the fix', () => {
    expect(pbnError(text).message).toBe(
      'PBN line 3, column 7: call 3 ("1C" by South): 1♣ is insufficient: it does not outrank East\'s 1♠; if LHO accepted it, mark it 1C^I',
    );
  });

  it('is read apart, as parseAuction reads it', () => {
    const read = parsePbn(text, { allowInsufficientAtEnd: true });
    expect(read.auction).toEqual(parseAuction('N', ['1D', '1S', '1C'], { allowInsufficientAtEnd: true }));
    expect(read.auction.insufficientAtEnd).toEqual({ kind: 'bid', level: 1, strain: 'C' });
  });

  it('must be the last call: a call or a note reference after it is refused, naming it', () => {
    expect(() => parsePbn('[Dealer "N"]\n[Auction "N"]\n1D 1S 1C Pass\n', { allowInsufficientAtEnd: true })).toThrow(
      'PBN line 3, column 10: "Pass" after the insufficient bid 1C (call 3): it must be the last call, or be accepted (mark it 1C^I) or replaced',
    );
    expect(() =>
      parsePbn('[Dealer "N"]\n[Auction "N"]\n1D 1S 1C =1=\n[Note "1:x"]\n', { allowInsufficientAtEnd: true }),
    ).toThrow(/"=1=" after the insufficient bid 1C/);
  });
});
