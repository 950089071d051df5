/** The web app manifest, linked from every page's head (src/layouts). */
import type { APIRoute } from 'astro';
import { webManifest } from '../site/web-manifest';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(webManifest()), { headers: { 'content-type': 'application/manifest+json' } });
