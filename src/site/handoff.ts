/**
 * How the build hands the site to Astro's pages: the build (scripts/build.ts,
 * or the kb:site integration when Astro is run directly) loads and checks the
 * corpus once, before anything renders, and provides the site here; pages
 * read their route data from it in `getStaticPaths`. Astro renders pages in
 * the same process, so this is a plain process-wide slot, set once.
 */
import type { Site } from './site';

const SLOT = Symbol.for('bridge-laws-kb.site');
type Holder = { [SLOT]?: Site };

export function provideSite(site: Site): void {
  (globalThis as Holder)[SLOT] = site;
}

export function hasSite(): boolean {
  return (globalThis as Holder)[SLOT] !== undefined;
}

/** The site of this build; throws when the build did not provide one. */
export function site(): Site {
  const s = (globalThis as Holder)[SLOT];
  if (!s) throw new Error('The site data was not loaded: build with `npm run build` (or keep the kb:site integration in astro.config.mjs).');
  return s;
}
