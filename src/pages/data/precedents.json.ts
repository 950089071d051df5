/** The published rulings on Law 27, each with the engine's ruling beside it. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../site/data-json';
import { site } from '../../site/handoff';
import { precedentsJson } from '../../site/routes/precedent';

export const GET: APIRoute = () => jsonResponse(precedentsJson(site()));
