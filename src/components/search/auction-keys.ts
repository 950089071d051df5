/**
 * Auctions in the search: a page declares the auctions it shows (the Page
 * layout's `search.auctions`, written into the page as Pagefind filter
 * values), and an auction typed into the box in any common form —
 * `1NT (2D) 2C`, `1NT 2S 2D`, `1nt-2s-2d`, `1♦ – (1♠) – 1♥`, with or
 * without the passes — finds the pages with that auction. Both sides use
 * the keys below, so the two always agree. Pure; runs in the browser.
 */
import { splitCalls } from '../../bridge/auction';
import { callToString, parseCall } from '../../bridge/call';

/** The Pagefind filter that holds a page's auctions. */
export const AUCTION_FILTER = 'auction';

/**
 * The keys an auction is found by: its calls in canonical form ("1NT P 2H"),
 * and, when it has passes, the calls without them ("1NT 2H"), as auctions
 * are often written (an example titled "2NT – 2♥" is 2NT, pass, 2♥).
 */
export function auctionKeys(calls: readonly string[]): string[] {
  const canonical = calls.map((c) => callToString(parseCall(c)));
  const keys = [canonical.join(' '), canonical.filter((c) => c !== 'P').join(' ')];
  return [...new Set(keys.filter((k) => k !== ''))];
}

/**
 * The calls of a query that is an auction: two calls or more, at least one
 * of them a bid, every word a call (`1NT`, `2♠`, `2s`, `P`, `Pass`, `X`);
 * parentheses and dashes between calls allowed. Null for anything else.
 */
export function readAuction(query: string): string[] | null {
  const tokens = splitCalls(query.replace(/[\u2012\u2010\u2011\u2212]/g, '-').replace(/\?/g, ' '));
  if (tokens.length < 2) return null;
  const calls: string[] = [];
  for (const t of tokens) {
    try {
      calls.push(callToString(parseCall(t)));
    } catch {
      return null;
    }
  }
  return calls.some((c) => /^\d/.test(c)) ? calls : null;
}
