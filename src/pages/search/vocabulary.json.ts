/** The search box's vocabulary: the Director's terms and the words of the sources (src/site/search-vocabulary.ts). Fetched with the search index, on the box's first use. */
import type { APIRoute } from 'astro';
import { site } from '../../site/handoff';
import { searchVocabulary } from '../../site/search-vocabulary';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(searchVocabulary(site())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
