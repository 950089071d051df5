/** Every practice case's id, in the dealer's order: fetched by a case's page for its score and the next case (src/site/practice.ts). */
import type { APIRoute } from 'astro';
import { site } from '../../site/handoff';
import { practiceRoutes } from '../../site/practice';

export const GET: APIRoute = () =>
  new Response(JSON.stringify({ ids: practiceRoutes(site()).index.ids }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
