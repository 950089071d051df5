/** The search box's vocabulary: the Director's terms and the words of the sources (src/site/search-vocabulary.ts). Fetched with the search index, on the box's first use. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../site/data-json';
import { site } from '../../site/handoff';
import { searchVocabulary } from '../../site/search-vocabulary';

export const GET: APIRoute = () => jsonResponse(searchVocabulary(site()), { compact: true });
