/**
 * The words of the sources, for the search box's "did you mean": every word
 * a reader can find (law texts, guidance, examples; see sourceTexts), each
 * once, the most frequent first, so that of two words equally near a
 * mistyped one the commoner is offered. Words as the search compares them
 * (lower case, a hyphenated word as its parts), and each hyphenated word
 * written together ("fourcard"), which the search finds too.
 */
import type { Corpus } from '../model/corpus';
import { sourceTexts, termWords } from '../model/search-terms';

export function vocabularyWords(corpus: Pick<Corpus, 'laws' | 'guidance' | 'examples' | 'searchTerms'>): string[] {
  const counts = new Map<string, number>();
  const texts = [...sourceTexts(corpus), ...corpus.searchTerms.flatMap((t) => [t.term, ...t.means])];
  for (const text of texts) {
    for (const w of termWords(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
    // A hyphenated word written together ("fourcard", "nonoffending") is a word of the sources too, not a typo.
    for (const compound of text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-\u2010\u2011][\p{L}\p{N}]+)+/gu) ?? []) {
      const joined = compound.replace(/[-\u2010\u2011]/g, '');
      counts.set(joined, (counts.get(joined) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([w]) => w);
}
