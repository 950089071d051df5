/**
 * Auctions: the dealer and the calls made so far, and the rules of the Laws
 * that decide whether the next call may be made.
 *
 * An `Auction` value only ever holds a legal sequence of calls, with one
 * exception the Laws themselves make: an insufficient bid that the next
 * player accepted (Law 27A1) is "treated as legal" and stays in `calls`; its
 * index is listed in `accepted`. Later bids need only be sufficient over it.
 *
 * An insufficient bid that has just been made and not yet dealt with is kept
 * apart, in `insufficientAtEnd`, and only when the caller asks for it
 * (`allowInsufficientAtEnd`).
 */
import {
  ALL_CALLS,
  bid,
  bidRank,
  callToDisplay,
  callToString,
  isLevel,
  parseBid,
  parseCall,
  type Bid,
  type Call,
} from './call';
import { AuctionError, BridgeError } from './errors';
import { partnerOf, seatAfter, seatName, type Seat } from './seat';
import { parseStrain, strainRank, type Strain } from './strain';

export interface Auction {
  readonly dealer: Seat;
  /** The calls in order; the dealer's call first. */
  readonly calls: readonly Call[];
  /** 0-based indices in `calls` of insufficient bids accepted by LHO (Law 27A1). */
  readonly accepted: readonly number[];
  /**
   * An insufficient bid made after `calls` and not (yet) accepted or replaced.
   * Present only when the auction was read with `allowInsufficientAtEnd`.
   */
  readonly insufficientAtEnd?: Bid;
}

export interface AuctionOptions {
  /**
   * Let the last call be an insufficient bid (the irregularity being ruled on).
   * It is returned in `insufficientAtEnd`, not in `calls`.
   */
  readonly allowInsufficientAtEnd?: boolean;
  /**
   * Read an insufficient bid among the calls as one that stood: LHO accepted
   * it by calling (Law 27A1; also a substituted insufficient bid accepted
   * under 27B4). It is treated as legal, its index goes to `accepted`, and
   * later bids need only be sufficient over it. (With `allowInsufficientAtEnd`
   * the last call, if insufficient, is still kept apart in `insufficientAtEnd`.)
   */
  readonly acceptInsufficient?: boolean;
}

export interface AppendOptions {
  /** The call is an insufficient bid that LHO accepted (Law 27A1): treat it as legal. */
  readonly acceptInsufficient?: boolean;
}

/** Why a call cannot be made now. */
export type CallProblemCode =
  | 'auction-ended'
  | 'insufficient'
  | 'double-without-bid'
  | 'double-of-partner'
  | 'already-doubled'
  | 'already-redoubled'
  | 'redouble-without-double'
  | 'redouble-of-partner';

export interface CallProblem {
  readonly code: CallProblemCode;
  /** Plain-English reason, without the position prefix. */
  readonly reason: string;
}

export interface LastBid {
  readonly bid: Bid;
  readonly seat: Seat;
  /** 0-based index in `calls`. */
  readonly index: number;
}

export function emptyAuction(dealer: Seat): Auction {
  return { dealer, calls: [], accepted: [] };
}

/** The seat that made (or makes) the call at 0-based `index`. */
export function seatOfCall(auction: Pick<Auction, 'dealer'>, index: number): Seat {
  return seatAfter(auction.dealer, index);
}

/**
 * True after four passes, or after three passes following a bid. (With at
 * least four calls, three closing passes always end it: either a call other
 * than a pass came before them, or all four calls are passes.)
 */
export function isComplete(auction: Pick<Auction, 'calls'>): boolean {
  const calls = auction.calls;
  const n = calls.length;
  return n >= 4 && calls.slice(n - 3).every((c) => c.kind === 'pass');
}

/** True when all four players passed. */
export function isPassedOut(auction: Pick<Auction, 'calls'>): boolean {
  return auction.calls.length === 4 && auction.calls.every((c) => c.kind === 'pass');
}

/** The seat due to call next, or null when the auction is over. */
export function whoseTurn(auction: Auction): Seat | null {
  if (isComplete(auction)) return null;
  return seatOfCall(auction, auction.calls.length);
}

export function lastBid(auction: Pick<Auction, 'dealer' | 'calls'>): LastBid | null {
  for (let i = auction.calls.length - 1; i >= 0; i--) {
    const c = auction.calls[i];
    if (c !== undefined && c.kind === 'bid') return { bid: c, seat: seatOfCall(auction, i), index: i };
  }
  return null;
}

/**
 * Law 18D: a bid is sufficient if it names more odd tricks than the last bid,
 * or the same number in a higher denomination. Any bid is sufficient when
 * nobody has bid yet.
 */
export function isSufficientAfter(auction: Pick<Auction, 'dealer' | 'calls'>, b: Bid): boolean {
  const last = lastBid(auction);
  return last === null || bidRank(b) > bidRank(last.bid);
}

/** The lowest sufficient bid in `strain`, or null when it would be above 7NT. */
export function lowestSufficientBidAfter(auction: Pick<Auction, 'dealer' | 'calls'>, strain: Strain): Bid | null {
  const last = lastBid(auction);
  if (last === null) return bid(1, strain);
  const level = strainRank(strain) > strainRank(last.bid.strain) ? last.bid.level : last.bid.level + 1;
  return isLevel(level) ? bid(level, strain) : null;
}

function describeBid(lb: LastBid): string {
  return `${seatName(lb.seat)}'s ${callToDisplay(lb.bid)}`;
}

/**
 * Why `call` cannot be made next, or null when it is a legal call.
 * (Law 19 for doubles and redoubles, Law 18D for sufficiency, Law 22 for the end of the auction.)
 */
export function callProblem(auction: Auction, call: Call): CallProblem | null {
  if (isComplete(auction)) {
    return {
      code: 'auction-ended',
      reason: `the auction has already ended (call ${auction.calls.length} was the last)`,
    };
  }
  const seat = seatOfCall(auction, auction.calls.length);
  if (call.kind === 'pass') return null;
  if (call.kind === 'bid') {
    if (isSufficientAfter(auction, call)) return null;
    const last = lastBid(auction);
    return {
      code: 'insufficient',
      reason: `${callToDisplay(call)} is insufficient: it does not outrank ${last === null ? 'the last bid' : describeBid(last)}`,
    };
  }
  // The last call other than a pass decides whether a double or redouble is possible.
  let j = auction.calls.length - 1;
  while (j >= 0 && auction.calls[j]?.kind === 'pass') j--;
  const previous = j >= 0 ? auction.calls[j] : undefined;
  const previousSeat = seatOfCall(auction, j);
  const byPartner = previousSeat === partnerOf(seat) || previousSeat === seat;
  const last = lastBid(auction);
  if (call.kind === 'double') {
    if (previous === undefined || last === null) {
      return { code: 'double-without-bid', reason: 'there is no bid to double' };
    }
    if (previous.kind === 'double') {
      return { code: 'already-doubled', reason: `${describeBid(last)} has already been doubled` };
    }
    if (previous.kind === 'redouble') {
      return { code: 'already-redoubled', reason: `${describeBid(last)} has already been redoubled` };
    }
    if (byPartner) {
      return {
        code: 'double-of-partner',
        reason: `${seatName(seat)} cannot double partner's bid (${describeBid(last)}); only an opponent's bid may be doubled`,
      };
    }
    return null;
  }
  // redouble
  if (previous === undefined || last === null || previous.kind === 'bid') {
    return {
      code: 'redouble-without-double',
      reason: "there is no double to redouble (only an opponent's double of your side's bid may be redoubled)",
    };
  }
  if (previous.kind === 'redouble') {
    return { code: 'already-redoubled', reason: `${describeBid(last)} has already been redoubled` };
  }
  if (byPartner) {
    return {
      code: 'redouble-of-partner',
      reason: `${seatName(seat)} cannot redouble partner's double; only an opponent's double may be redoubled`,
    };
  }
  return null;
}

export function isLegalCall(auction: Auction, call: Call): boolean {
  return callProblem(auction, call) === null;
}

/** Every call that may legally be made next, in bidding-box order (bids, pass, double, redouble). */
export function legalCalls(auction: Auction): Call[] {
  return ALL_CALLS.filter((c) => isLegalCall(auction, c));
}

function positionLabel(auction: Pick<Auction, 'dealer'>, index: number, token: string): string {
  return `Call ${index + 1} (${JSON.stringify(token)} by ${seatName(seatOfCall(auction, index))})`;
}

/**
 * Adds one call, checking it is legal.
 * @throws AuctionError naming the call and its position.
 */
export function appendCall(auction: Auction, call: Call, options: AppendOptions = {}, token?: string): Auction {
  const index = auction.calls.length;
  const label = positionLabel(auction, index, token ?? callToString(call));
  if (auction.insufficientAtEnd !== undefined) {
    throw new AuctionError(
      token ?? callToString(call),
      index + 1,
      `${label}: the insufficient bid ${callToDisplay(auction.insufficientAtEnd)} must be accepted or replaced before the auction can go on`,
    );
  }
  const problem = callProblem(auction, call);
  if (problem === null) {
    if (options.acceptInsufficient === true) {
      throw new AuctionError(
        token ?? callToString(call),
        index + 1,
        `${label}: marked as an accepted insufficient bid, but it is ${call.kind === 'bid' ? 'sufficient' : 'not a bid'}`,
      );
    }
    return { dealer: auction.dealer, calls: [...auction.calls, call], accepted: auction.accepted };
  }
  if (problem.code === 'insufficient' && options.acceptInsufficient === true) {
    return { dealer: auction.dealer, calls: [...auction.calls, call], accepted: [...auction.accepted, index] };
  }
  throw new AuctionError(token ?? callToString(call), index + 1, `${label}: ${problem.reason}`);
}

/**
 * Reads an auction from its calls, the dealer's first. Each call may be text
 * in any form `parseCall` reads, or a `Call`.
 *
 * @throws AuctionError naming the call and its 1-based position: unknown
 *   call, double of partner's bid, redouble without a double, call after the
 *   auction ended, insufficient bid (unless `acceptInsufficient` is set, or
 *   it is the last call and `allowInsufficientAtEnd` is set).
 */
export function parseAuction(dealer: Seat, calls: readonly (string | Call)[], options: AuctionOptions = {}): Auction {
  let auction = emptyAuction(dealer);
  calls.forEach((item, index) => {
    const token = typeof item === 'string' ? item : callToString(item);
    let call: Call;
    try {
      call = typeof item === 'string' ? parseCall(item) : item;
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      throw new AuctionError(token, index + 1, `${positionLabel(auction, index, token)}: ${reason}`, { cause: e });
    }
    const isLast = index === calls.length - 1;
    if (isLast && options.allowInsufficientAtEnd === true && call.kind === 'bid') {
      const problem = callProblem(auction, call);
      if (problem?.code === 'insufficient') {
        auction = { ...auction, insufficientAtEnd: call };
        return;
      }
    }
    const insufficient = options.acceptInsufficient === true && callProblem(auction, call)?.code === 'insufficient';
    auction = appendCall(auction, call, insufficient ? { acceptInsufficient: true } : {}, token);
  });
  return auction;
}

/**
 * Splits an auction written on one line: `1♦ 1♠ 1♥`, `1♦-(1♠)-1♥`,
 * `1NT, 2S, 2D`. Parentheses (marking opponents' calls) are dropped.
 */
export function splitCalls(text: string): string[] {
  return text
    .replace(/[()]/g, ' ')
    .split(/[\s,;\-\u2013\u2014]+/)
    .filter((t) => t !== '');
}

/** Reads an auction written on one line (see `splitCalls`). */
export function parseAuctionText(dealer: Seat, text: string, options: AuctionOptions = {}): Auction {
  return parseAuction(dealer, splitCalls(text), options);
}

/** Canonical forms of the calls (`['1D', '1S', 'P']`). */
export function auctionToStrings(auction: Auction): string[] {
  return auction.calls.map(callToString);
}

/**
 * The calls laid out in rows of four under columns starting at `firstColumn`
 * (West by default, as bridge columns usually are); `null` marks an empty cell
 * before the dealer or after the last call.
 */
export function auctionRows(auction: Auction, firstColumn: Seat = 'W'): (Call | null)[][] {
  const cells: (Call | null)[] = [];
  let column = firstColumn;
  while (column !== auction.dealer) {
    cells.push(null);
    column = seatAfter(column);
  }
  cells.push(...auction.calls);
  if (auction.insufficientAtEnd !== undefined) cells.push(auction.insufficientAtEnd);
  const rows: (Call | null)[][] = [];
  for (let i = 0; i < cells.length; i += 4) {
    const row = cells.slice(i, i + 4);
    while (row.length < 4) row.push(null);
    rows.push(row);
  }
  return rows;
}

// ------------------------------------------- string-level convenience API

const ANY_DEALER: Seat = 'N';

/**
 * The calls so far, for a question about the next bid. An insufficient bid
 * among them stood (it is there, so it was not withdrawn: LHO accepted it,
 * Law 27A1) and is treated as legal. The auction must not have ended.
 */
function parsePrevious(previous: readonly string[]): Auction {
  if (!Array.isArray(previous)) {
    throw new BridgeError('The calls so far must be given as a list of calls, e.g. ["1D", "1S"]');
  }
  // Legality of doubles depends only on who is partner of whom, so any dealer will do.
  const auction = parseAuction(ANY_DEALER, previous, { acceptInsufficient: true });
  if (isComplete(auction)) {
    const n = auction.calls.length;
    const last = auction.calls[n - 1];
    const how = auction.calls.every((c) => c.kind === 'pass') ? 'four passes' : 'three passes after a bid';
    throw new AuctionError(
      last === undefined ? '' : callToString(last),
      n,
      `The auction has already ended: call ${n} completes ${how}, so no bid can follow. Remove the closing passes to ask about a bid made before the end.`,
    );
  }
  return auction;
}

/**
 * Whether `bidText` would be sufficient after the calls `previous` (Law 18D).
 * An insufficient bid in `previous` was accepted (Law 27A1): sufficiency is
 * measured from it, as from any bid.
 * @throws AuctionError if `previous` is not a legal auction or has ended;
 *   CallParseError if `bidText` is not a bid.
 */
export function isSufficient(previous: readonly string[], bidText: string): boolean {
  return isSufficientAfter(parsePrevious(previous), parseBid(bidText));
}

/**
 * The lowest sufficient bid in `strain` (any spelling `parseStrain` reads:
 * `'H'`, `'♥'`, `'nt'`, `'N'` …) after the calls `previous`, in canonical
 * form (`'2H'`), or null when it would be above 7NT. An insufficient bid in
 * `previous` was accepted (Law 27A1) and counts as the last bid.
 * @throws StrainParseError for an unknown strain; AuctionError if `previous`
 *   is not a legal auction or has ended.
 */
export function lowestSufficientBid(previous: readonly string[], strain: string): string | null {
  const s = parseStrain(strain);
  const b = lowestSufficientBidAfter(parsePrevious(previous), s);
  return b === null ? null : callToString(b);
}
