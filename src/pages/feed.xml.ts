/** /feed.xml: what changed in the knowledge base, as Atom (src/site/feed.ts). */
import type { APIRoute } from 'astro';
import { atomFeed } from '../site/feed';
import { site } from '../site/handoff';

export const GET: APIRoute = ({ site: origin }) =>
  new Response(atomFeed(site(), origin), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
