import { describe, expect, it } from 'vitest';
import { isStrain, STRAINS, strainName, strainRank, strainSymbol } from '../../src/bridge/strain';

describe('strains', () => {
  it('rank C < D < H < S < NT', () => {
    expect(STRAINS).toEqual(['C', 'D', 'H', 'S', 'NT']);
    expect(strainRank('C')).toBeLessThan(strainRank('D'));
    expect(strainRank('D')).toBeLessThan(strainRank('H'));
    expect(strainRank('H')).toBeLessThan(strainRank('S'));
    expect(strainRank('S')).toBeLessThan(strainRank('NT'));
  });

  it('have symbols and names', () => {
    expect(STRAINS.map(strainSymbol).join(' ')).toBe('♣ ♦ ♥ ♠ NT');
    expect(strainName('H')).toBe('heart');
    expect(strainName('H', true)).toBe('hearts');
    expect(strainName('NT', true)).toBe('no trump');
    expect(isStrain('NT')).toBe(true);
    expect(isStrain('N')).toBe(false);
  });
});
