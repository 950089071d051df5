/**
 * How the build hands the site to Astro's pages: the build (scripts/build.ts,
 * or the kb:site integration when Astro is run directly) loads and checks the
 * corpus once, before anything renders, and provides the site here; pages
 * read their route data from it in `getStaticPaths`. Astro renders pages in
 * the same process, so this is a plain process-wide slot, set once. So are
 * the page scripts' addresses, which the kb:client-scripts integration
 * provides (src/integrations/client-scripts.ts): hashed files in a build,
 * the sources under Vite's dev server.
 */
import type { Site } from './site';

const SLOT = Symbol.for('bridge-laws-kb.site');
const SCRIPTS = Symbol.for('bridge-laws-kb.page-scripts');
type Holder = { [SLOT]?: Site; [SCRIPTS]?: Readonly<Record<string, PageScriptFiles>> };

/** A page script in the site. */
export interface PageScriptFiles {
  /** Its address, e.g. "/_astro/search-box.X2B4QK7D.js". */
  src: string;
  /**
   * The files it imports, directly or through each other (not those it loads
   * on first use): a page asks for them beside the script
   * (`<link rel="modulepreload">`), instead of one round trip later.
   */
  imports: readonly string[];
}

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

/** The files of each page script, by name (src/components/client-scripts.ts). */
export function provideScripts(scripts: Readonly<Record<string, PageScriptFiles>>): void {
  (globalThis as Holder)[SCRIPTS] = scripts;
}

/** The files of a page script in this build; throws when the build did not provide them. */
export function scriptFiles(name: string): PageScriptFiles {
  const files = (globalThis as Holder)[SCRIPTS]?.[name];
  if (files === undefined) throw new Error(`The page script "${name}" has no address: keep the kb:client-scripts integration in Astro's options (src/build/astro-options.ts).`);
  return files;
}
