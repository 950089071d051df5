import { describe, expect, it } from 'vitest';
import { parseCall } from '../../src/bridge/call';
import { StrainParseError } from '../../src/bridge/errors';
import {
  isStrain,
  parseStrain,
  STRAIN_WORDS,
  STRAINS,
  strainName,
  strainRank,
  strainSymbol,
} from '../../src/bridge/strain';

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

describe('parseStrain', () => {
  it('reads every spelling parseCall reads in a bid, and only those', () => {
    for (const [word, strain] of STRAIN_WORDS) {
      expect(parseStrain(word), word).toBe(strain);
      expect(parseStrain(word.toUpperCase()), word).toBe(strain);
      const call = parseCall(`1${word}`);
      expect(call.kind === 'bid' ? call.strain : null, word).toBe(strain);
    }
    expect(parseStrain(' ♦\uFE0F ')).toBe('D');
  });

  it('names what it cannot read', () => {
    expect(() => parseStrain('X')).toThrow(StrainParseError);
    expect(() => parseStrain('')).toThrow(/Unknown strain "": write C, D, H, S or NT/);
    expect(() => parseStrain(3 as never)).toThrow(/Strain must be text, got number/);
  });
});
