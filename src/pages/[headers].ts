/** /_headers: the headers the site asks of its host (src/site/headers.ts). A file name starting with "_" is not a route of its own, so it is a parameter. */
import type { APIRoute } from 'astro';
import { headersFile } from '../site/headers';

export function getStaticPaths() {
  return [{ params: { headers: '_headers' } }];
}

export const GET: APIRoute = () =>
  new Response(headersFile(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
