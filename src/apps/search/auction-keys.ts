/**
 * Auctions in the search: a page declares the auctions it shows (the Page
 * layout's `search.auctions`, written into the page as Pagefind filter
 * values), and an auction typed into the box in any common form —
 * `1NT (2D) 2C`, `1NT 2S 2D`, `1nt-2s-2d`, `1♦ – (1♠) – 1♥`, with or
 * without the passes — finds the pages with that auction. Both sides use
 * the keys below, so the two always agree. Pure; runs in the browser.
 *
 * The calls are read here, not with the bridge's `parseCall`: the search
 * code loads on first use, and importing the bridge's modules would share
 * them with the assistant's and split the assistant page's code into more
 * files (about 300 gzip bytes more before any interaction, over its
 * budget). The reading is the bridge's grammar (levels 1–7; C D H S NT in
 * letters, symbols or words; Pass, Double, Redouble and their short
 * forms), and tests/apps/search/query.test.ts checks that the two
 * agree on every call in every spelling.
 */

/** The Pagefind filter that holds a page's auctions. */
export const AUCTION_FILTER = 'auction';

const STRAINS: Record<string, string> = { c: 'C', d: 'D', h: 'H', s: 'S', nt: 'NT', n: 'NT' };
for (const [words, strain] of [
  ['♣ ♧ club clubs', 'C'],
  ['♦ ♢ diamond diamonds', 'D'],
  ['♥ ♡ heart hearts', 'H'],
  ['♠ ♤ spade spades', 'S'],
  ['notrump notrumps', 'NT'],
] as const) {
  for (const w of words.split(' ')) STRAINS[w] = strain;
}
const OTHER: Record<string, string> = {
  p: 'P',
  pass: 'P',
  pas: 'P',
  nb: 'P',
  nobid: 'P',
  x: 'X',
  dbl: 'X',
  dble: 'X',
  double: 'X',
  xx: 'XX',
  rdbl: 'XX',
  rdble: 'XX',
  redbl: 'XX',
  redouble: 'XX',
};

/** A call in canonical form ("1NT", "2S", "P", "X", "XX"), or null when the word is no call. */
export function canonicalCall(word: string): string | null {
  const w = word
    .replace(/[\uFE0E\uFE0F]/g, '')
    .trim()
    .toLowerCase();
  const other = OTHER[w];
  if (other) return other;
  const m = /^(\d+) ?(.+)$/.exec(w);
  const level = Number(m?.[1]);
  const strain = m ? STRAINS[m[2] ?? ''] : undefined;
  return strain && level >= 1 && level <= 7 ? `${level}${strain}` : null;
}

/**
 * The keys an auction is found by: its calls in canonical form ("2NT P 2H"),
 * and, when it has passes, the calls without them ("2NT 2H"), as auctions
 * are often written (an example titled "2NT – 2♥" is 2NT, pass, 2♥). Calls
 * that are not calls are left out.
 */
export function auctionKeys(calls: readonly string[]): string[] {
  const canonical = calls.map(canonicalCall).filter((c): c is string => c !== null);
  const keys = [canonical.join(' '), canonical.filter((c) => c !== 'P').join(' ')];
  return [...new Set(keys.filter((k) => k !== ''))];
}

/**
 * The calls of a query that is an auction: two calls or more, at least one
 * of them a bid, every word a call (`1NT`, `2♠`, `2s`, `P`, `Pass`, `X`);
 * parentheses (an opponent's call), dashes and commas between calls, and a
 * closing "?" allowed. Null for anything else.
 */
export function readAuction(query: string): string[] | null {
  const words = query
    .replace(/[()?]/g, ' ')
    .split(/[\s,;\-\u2010-\u2015\u2212]+/)
    .filter((w) => w !== '');
  if (words.length < 2) return null;
  const calls = words.map(canonicalCall);
  if (calls.some((c) => c === null)) return null;
  return calls.some((c) => /^\d/.test(c ?? '')) ? (calls as string[]) : null;
}
