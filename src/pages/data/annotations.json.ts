/** Every annotation: which passage, of which document, written for which text, explains which clause. */
import type { APIRoute } from 'astro';
import { annotationsJson, jsonResponse } from '../../site/data-json';
import { site } from '../../site/handoff';

export const GET: APIRoute = () => jsonResponse(annotationsJson(site()));
