/**
 * The words of the sources, for the search box: every word a reader can
 * find (law texts, guidance with our notes on it, examples; see sourceTexts), and only those (a
 * Director's term such as "barred" is not one unless a source uses it: the
 * box then searches its meaning, not the word), each
 * once, the most frequent first, so that of two words equally near a
 * mistyped one the commoner is offered. Words as the search compares them
 * (lower case, a hyphenated word as its parts), and each hyphenated word
 * written together ("fourcard"), which the search finds too.
 */
import type { Corpus } from '../model/corpus';
import { sourceTexts, termWords } from '../model/source-texts';

export function vocabularyWords(
  corpus: Pick<Corpus, 'laws' | 'guidance' | 'examples'> & Partial<Pick<Corpus, 'assessments' | 'precedents'>>,
): string[] {
  const counts = new Map<string, number>();
  for (const text of sourceTexts(corpus)) {
    for (const w of termWords(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
    // A hyphenated word written together ("fourcard", "nonoffending") is a word of the sources too, not a typo.
    for (const compound of text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-\u2010\u2011][\p{L}\p{N}]+)+/gu) ?? []) {
      const joined = compound.replace(/[-\u2010\u2011]/g, '');
      counts.set(joined, (counts.get(joined) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([w]) => w);
}
