/** The words the search box offers for a mistyped one: every word of the sources, once, the most frequent first. */
import { describe, expect, it } from 'vitest';
import { vocabularyWords } from '../../src/derive/search-vocabulary';
import { loadCorpusOrThrow } from '../../src/model/corpus';

describe('the words of the sources', () => {
  const corpus = loadCorpusOrThrow('content');
  const words = vocabularyWords(corpus);

  it('has every word once, in lower case, hyphenated words as their parts and written together', () => {
    expect(new Set(words).size).toBe(words.length);
    expect(words.every((w) => w === w.toLowerCase() && !/[\s-]/.test(w))).toBe(true);
    for (const w of [
      'comparable',
      'lebensohl',
      'type',
      'lebensohltype',
      'stayman',
      'offending',
      'non',
      'nonoffending',
      'fourcard',
      "offender's",
      'lho',
    ])
      expect(words, w).toContain(w);
  });

  it('lists the commoner words first', () => {
    expect(words.indexOf('the')).toBeLessThan(10);
    expect(words.indexOf('insufficient')).toBeLessThan(words.indexOf('lebensohl'));
  });

  it("has a Director's term only where a source uses it", () => {
    expect(words).toContain('lho');
    for (const term of ['ib', 'coot', 'underbid']) expect(words, term).not.toContain(term);
  });
});
