/**
 * Calls: bids, pass, double and redouble — reading them as players write
 * them, and writing them back in canonical, display and spoken form.
 */
import { CallParseError } from './errors';
import { STRAIN_WORDS, STRAINS, strainName, strainRank, strainSymbol, type Strain } from './strain';

export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface Bid {
  readonly kind: 'bid';
  readonly level: Level;
  readonly strain: Strain;
}
export interface Pass {
  readonly kind: 'pass';
}
export interface Double {
  readonly kind: 'double';
}
export interface Redouble {
  readonly kind: 'redouble';
}
export type Call = Bid | Pass | Double | Redouble;

export const PASS: Pass = Object.freeze({ kind: 'pass' });
export const DOUBLE: Double = Object.freeze({ kind: 'double' });
export const REDOUBLE: Redouble = Object.freeze({ kind: 'redouble' });

export function isLevel(value: unknown): value is Level {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
}

export function bid(level: Level, strain: Strain): Bid {
  return Object.freeze({ kind: 'bid', level, strain });
}

export function isBid(call: Call): call is Bid {
  return call.kind === 'bid';
}

/** Position of a bid in the ladder of 35 bids: 1♣ = 0 … 7NT = 34. */
export function bidRank(b: Bid): number {
  return (b.level - 1) * STRAINS.length + strainRank(b.strain);
}

/** The bid at a ladder position (see `bidRank`), or null outside 0–34. */
export function bidFromRank(rank: number): Bid | null {
  if (!Number.isInteger(rank) || rank < 0 || rank >= 7 * STRAINS.length) return null;
  const level = Math.floor(rank / STRAINS.length) + 1;
  const strain = STRAINS[rank % STRAINS.length];
  if (!isLevel(level) || strain === undefined) return null;
  return bid(level, strain);
}

/**
 * Negative when `a` names fewer tricks, or the same number in a lower
 * denomination, than `b`; zero when they are the same bid.
 */
export function compareBids(a: Bid, b: Bid): number {
  return bidRank(a) - bidRank(b);
}

/** Every bid from 1♣ to 7NT, lowest first. */
export const ALL_BIDS: readonly Bid[] = Object.freeze(
  Array.from({ length: 35 }, (_, rank) => bidFromRank(rank)).filter((b): b is Bid => b !== null),
);

/** Every call a bidding box offers: the 35 bids, then pass, double, redouble. */
export const ALL_CALLS: readonly Call[] = Object.freeze([...ALL_BIDS, PASS, DOUBLE, REDOUBLE]);

export function callsEqual(a: Call, b: Call): boolean {
  if (a.kind === 'bid' && b.kind === 'bid') return a.level === b.level && a.strain === b.strain;
  return a.kind === b.kind;
}

// ---------------------------------------------------------------- reading

const PASS_WORDS = new Set(['p', 'pass', 'pas', 'nb', 'no bid', 'nobid']);
const DOUBLE_WORDS = new Set(['x', 'dbl', 'dble', 'double']);
const REDOUBLE_WORDS = new Set(['xx', 'rdbl', 'rdble', 'redbl', 'redouble', 're-double']);

const EXPECTED = 'expected a bid such as 1♦, 1D or 2NT, or Pass (P), Double (X) or Redouble (XX)';

/**
 * Reads one call as players write it:
 * bids `1♦` `1♦️` `1D` `1d` `1NT` `1N` `1nt` `1 NT`; `Pass` `P` `NB`;
 * `X` `Dbl` `Double`; `XX` `Rdbl` `Redouble`. Case and surrounding blanks do
 * not matter; the emoji variation selector (U+FE0F) is ignored.
 *
 * @throws CallParseError naming the token when it is empty, unknown, or a bid
 *   of level 0 or above 7.
 */
export function parseCall(text: string): Call {
  if (typeof text !== 'string') {
    throw new CallParseError(String(text), `Call must be text, got ${typeof text}`);
  }
  const t = text
    .replace(/[\uFE0E\uFE0F]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
  if (t === '') {
    throw new CallParseError(text, `Empty call: ${EXPECTED}`);
  }
  if (PASS_WORDS.has(t)) return PASS;
  if (DOUBLE_WORDS.has(t)) return DOUBLE;
  if (REDOUBLE_WORDS.has(t)) return REDOUBLE;

  const m = /^(\d+) ?(.+)$/.exec(t);
  if (m !== null) {
    const digits = m[1] ?? '';
    const strain = STRAIN_WORDS.get(m[2] ?? '');
    if (strain !== undefined) {
      const level = Number(digits);
      if (level === 0) {
        throw new CallParseError(text, `Bid ${JSON.stringify(text)} has level 0: bids run from level 1 to level 7`);
      }
      if (!isLevel(level)) {
        throw new CallParseError(
          text,
          `Bid ${JSON.stringify(text)} is above 7: no bid can name more than seven odd tricks (7NT is the highest bid)`,
        );
      }
      return bid(level, strain);
    }
  }
  throw new CallParseError(text, `Unknown call ${JSON.stringify(text)}: ${EXPECTED}`);
}

/** Like `parseCall`, but the call must be a bid. */
export function parseBid(text: string): Bid {
  const call = parseCall(text);
  if (call.kind !== 'bid') {
    throw new CallParseError(text, `${JSON.stringify(text)} is ${callToSpeech(call)}, not a bid`);
  }
  return call;
}

// ---------------------------------------------------------------- writing

/** Canonical ASCII form: `1D`, `2NT`, `P`, `X`, `XX`. `parseCall` reads it back. */
export function callToString(call: Call): string {
  switch (call.kind) {
    case 'bid':
      return `${call.level}${call.strain}`;
    case 'pass':
      return 'P';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
  }
}

/** Display form with suit symbols: `1♦`, `2NT`, `Pass`, `Dbl`, `Rdbl`. */
export function callToDisplay(call: Call): string {
  switch (call.kind) {
    case 'bid':
      return `${call.level}${strainSymbol(call.strain)}`;
    case 'pass':
      return 'Pass';
    case 'double':
      return 'Dbl';
    case 'redouble':
      return 'Rdbl';
  }
}

const LEVEL_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'] as const;

/** Words for screen readers: "one diamond", "two hearts", "two no trump", "pass", "double", "redouble". */
export function callToSpeech(call: Call): string {
  switch (call.kind) {
    case 'bid':
      return `${LEVEL_WORDS[call.level]} ${strainName(call.strain, call.level > 1)}`;
    case 'pass':
      return 'pass';
    case 'double':
      return 'double';
    case 'redouble':
      return 'redouble';
  }
}

/** Canonical form of a call written any way `parseCall` accepts. */
export function normaliseCall(text: string): string {
  return callToString(parseCall(text));
}
