/**
 * Strains (denominations): the four suits and no trump, in rank order.
 */

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
