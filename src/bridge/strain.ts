/**
 * Strains (denominations): the four suits and no trump, in rank order.
 */
import { StrainParseError } from './errors';

export type Suit = 'C' | 'D' | 'H' | 'S';
export type Strain = Suit | 'NT';

/** Every strain from lowest to highest: C < D < H < S < NT. */
export const STRAINS: readonly Strain[] = Object.freeze(['C', 'D', 'H', 'S', 'NT']);

export function isStrain(value: unknown): value is Strain {
  return value === 'C' || value === 'D' || value === 'H' || value === 'S' || value === 'NT';
}

/** 0 for clubs up to 4 for no trump. */
export function strainRank(strain: Strain): number {
  return STRAINS.indexOf(strain);
}

const SYMBOLS: Readonly<Record<Strain, string>> = { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT' };

/** The suit symbol (text presentation, no variation selector), or `NT`. */
export function strainSymbol(strain: Strain): string {
  return SYMBOLS[strain];
}

const NAMES: Readonly<Record<Strain, readonly [singular: string, plural: string]>> = {
  C: ['club', 'clubs'],
  D: ['diamond', 'diamonds'],
  H: ['heart', 'hearts'],
  S: ['spade', 'spades'],
  NT: ['no trump', 'no trump'],
};

/** English name: `heart`/`hearts`; no trump never takes a plural ("two no trump"). */
export function strainName(strain: Strain, plural = false): string {
  return NAMES[strain][plural ? 1 : 0];
}

/** Strain spellings, after lower-casing and removing variation selectors (as in `1♦`, `1D`, `1NT`, `1N`). */
export const STRAIN_WORDS: ReadonlyMap<string, Strain> = new Map<string, Strain>([
  ['c', 'C'],
  ['♣', 'C'],
  ['♧', 'C'],
  ['club', 'C'],
  ['clubs', 'C'],
  ['d', 'D'],
  ['♦', 'D'],
  ['♢', 'D'],
  ['diamond', 'D'],
  ['diamonds', 'D'],
  ['h', 'H'],
  ['♥', 'H'],
  ['♡', 'H'],
  ['heart', 'H'],
  ['hearts', 'H'],
  ['s', 'S'],
  ['♠', 'S'],
  ['♤', 'S'],
  ['spade', 'S'],
  ['spades', 'S'],
  ['nt', 'NT'],
  ['n', 'NT'],
  ['notrump', 'NT'],
  ['notrumps', 'NT'],
  ['no trump', 'NT'],
  ['no trumps', 'NT'],
  ['no-trump', 'NT'],
  ['no-trumps', 'NT'],
]);

/**
 * Reads a strain written any way `parseCall` reads it in a bid: `H`, `h`,
 * `♥`, `hearts`, `NT`, `nt`, `N`, `no trump` (case, blanks and the emoji
 * variation selector do not matter).
 * @throws StrainParseError naming the text.
 */
export function parseStrain(text: string): Strain {
  if (typeof text !== 'string') {
    throw new StrainParseError(String(text), `Strain must be text, got ${typeof text}: write C, D, H, S or NT`);
  }
  const t = text
    .replace(/[\uFE0E\uFE0F]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
  const strain = STRAIN_WORDS.get(t);
  if (strain === undefined) {
    throw new StrainParseError(
      text,
      `Unknown strain ${JSON.stringify(text)}: write C, D, H, S or NT (or ♣ ♦ ♥ ♠, clubs … spades, N or no trump)`,
    );
  }
  return strain;
}
