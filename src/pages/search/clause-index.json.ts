/**
 * The clause index (src/site/clause-jump.ts): which clauses each text of each law has, and which text is in force.
 * The search box fetches it on its first use (search-client.ts): in every page, it was 24 KB of each page at the
 * full book's 93 laws (the benchmark's corpus at 100×).
 */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../site/data-json';
import { site } from '../../site/handoff';

export const GET: APIRoute = () => jsonResponse(site().clauseIndex, { compact: true });
