/**
 * What the search box knows beyond the index, as one file it fetches with
 * the index (/search/vocabulary.json): the Director's terms
 * (content/search-terms.yaml) and every word of the sources, most frequent
 * first (the box searches a term's meanings too, and offers the nearest
 * word of the sources for one they do not have: "comparible" →
 * "comparable"); where each text cites another law ("Law 16D" finds the
 * clauses that cite it, in each text); and the pages found by their names
 * (./search-places.ts).
 */
import { vocabularyWords } from '../derive/search-vocabulary';
import type { EditionId } from '../model/edition-id';
import { flatten } from '../model/law-text';
import { searchPlaces, type SearchPlaces } from './search-places';
import type { Site } from './site';

export interface SearchVocabulary {
  /** What a Director types, and what it means in the sources' words. */
  terms: { term: string; means: string[] }[];
  /** Every word of the sources, lower case, the most frequent first. */
  words: string[];
  /** Each reference of a law text to another law: the law and clause cited (null: the whole law), and the clause citing it. */
  cites: { law: number; clause: string | null; in: { law: number; edition: EditionId; clause: string } }[];
  places: SearchPlaces;
}

export function searchVocabulary(site: Site): SearchVocabulary {
  return {
    terms: site.corpus.searchTerms.map((t) => ({ term: t.term, means: [...t.means] })),
    words: vocabularyWords(site.corpus),
    cites: site.corpus.laws.flatMap((law) =>
      law.texts.flatMap((text) =>
        flatten(text.clauses).flatMap((c) =>
          c.references.flatMap((r) =>
            r.target.kind === 'law' && r.target.law !== law.number
              ? [
                  {
                    law: r.target.law,
                    clause: r.target.clause,
                    in: { law: law.number, edition: text.edition, clause: c.id },
                  },
                ]
              : [],
          ),
        ),
      ),
    ),
    places: searchPlaces(site),
  };
}
