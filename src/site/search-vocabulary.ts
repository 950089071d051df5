/**
 * What the search box knows of the sources' words, as one file it fetches
 * with the index (/search/vocabulary.json): the Director's terms
 * (content/search-terms.yaml) and every word of the sources, most frequent
 * first. The box searches a term's meanings too, and offers the nearest
 * word of the sources for one they do not have ("comparible" →
 * "comparable").
 */
import { vocabularyWords } from '../derive/search-vocabulary';
import type { Site } from './site';

export interface SearchVocabulary {
  /** What a Director types, and what it means in the sources' words. */
  terms: { term: string; means: string[] }[];
  /** Every word of the sources, lower case, the most frequent first. */
  words: string[];
}

export function searchVocabulary(site: Pick<Site, 'corpus'>): SearchVocabulary {
  return {
    terms: site.corpus.searchTerms.map((t) => ({ term: t.term, means: [...t.means] })),
    words: vocabularyWords(site.corpus),
  };
}
