/**
 * The browser's scripts: what each page runs (a page script, one per
 * component that needs one, in src/components/scripts/<name>.ts) and the
 * modules that load on first use (`import()`). The build bundles them with
 * esbuild (src/build/client-scripts.ts) into hashed files beside Astro's own
 * assets; a component names its script with <ClientScript name="…" />,
 * which writes it into the page once, however many times the component is
 * used there, with the files it imports (preloaded beside it).
 */
import { perPage } from './per-page';

/** The page scripts, by name: the source of each is src/components/scripts/<name>.ts. */
export const PAGE_SCRIPTS = [
  'page-address',
  'offline-status',
  'search-box',
  'jump-to-clause',
  'not-found',
  'copy-citation',
  'compare-picker',
  'clause-page',
  'in-force',
  'auction-widgets',
  'assistant',
  'calculator',
] as const;
export type PageScript = (typeof PAGE_SCRIPTS)[number];

/**
 * The modules a script loads on first use, under src/components/: each is a
 * file of its own, named after the module (search-client.<hash>.js), so that
 * what loads when is plain in the browser's network list. The build fails on
 * an `import()` of a module missing here.
 */
export const LAZY_MODULES = [
  'search/search-client',
  'search/engine',
  'auction/widget-client',
  'auction/bbox-client',
  'assistant/edition-choice',
  'assistant/ruling-steps',
  'offline-progress',
] as const;

/** Where a page script's source is, from the project's folder. */
export const pageScriptSource = (name: PageScript): string => `src/components/scripts/${name}.ts`;

/** Where a module loaded on first use is, from the project's folder. */
export const lazyModuleSource = (name: (typeof LAZY_MODULES)[number]): string => `src/components/${name}.ts`;

const writtenOn = perPage(() => new Set<string>());

/** Those of `addresses` not yet written into the page being rendered (`page`: Astro.request, one per page), now counted as written. */
export function newOnPage(page: object, addresses: readonly string[]): string[] {
  const seen = writtenOn(page);
  const fresh = addresses.filter((address) => !seen.has(address));
  for (const address of fresh) seen.add(address);
  return fresh;
}
