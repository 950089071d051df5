/** Every practice case's id, in the dealer's order: fetched by a case's page for its score and the next case (src/site/routes/practice.ts). */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../site/data-json';
import { site } from '../../site/handoff';
import { practiceRoutes } from '../../site/routes/practice';

export const GET: APIRoute = () => jsonResponse({ ids: practiceRoutes(site()).index.ids }, { compact: true });
