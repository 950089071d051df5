/** The editions registry as data: which edition is current, every edition with its in-force dates per body, the bodies. */
import type { APIRoute } from 'astro';
import { editionsJson, jsonResponse } from '../../site/data-json';
import { site } from '../../site/handoff';

export const GET: APIRoute = () => jsonResponse(editionsJson(site()));
