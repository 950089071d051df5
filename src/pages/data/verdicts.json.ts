/** Every case (example replacement) ruled under every text: /data/verdicts.json. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../site/data-json';
import { site } from '../../site/handoff';
import { verdictsJson } from '../../site/routes/verdicts';

export const GET: APIRoute = () => jsonResponse(verdictsJson(site()));
