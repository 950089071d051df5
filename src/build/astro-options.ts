/**
 * Astro's options for this site, in one place: astro.config.mjs gives them to
 * Astro when it is run directly (astro dev, astro check), with the kb:site
 * integration that loads the corpus; `npm run build` (scripts/build-pages.ts)
 * gives them inline, without reading astro.config.mjs, having loaded and
 * checked the corpus itself.
 *
 * This module imports little at run time: the page scripts' integration, a
 * few small modules and esbuild. Astro loads its config file, and
 * everything the file imports, through Vite's module runner, one module at a
 * time; when the config imported the corpus loader (the model, the site data
 * and their packages), reading it took about 0.3 s of every build (measured
 * 2026-11-24).
 */
import type { AstroUserConfig } from 'astro';
import clientScripts from '../integrations/client-scripts';

/** A Vite plugin, as Astro's `vite` option takes it (Vite itself is Astro's dependency, not ours). */
export type VitePlugin = Extract<NonNullable<NonNullable<AstroUserConfig['vite']>['plugins']>[number], { name: string }>;

/**
 * Rollup does not tree-shake the pages' server bundle, which only renders
 * the pages once, in the build, and is then thrown away: it took 0.25-0.3 s
 * of a 1.7 s server bundle, and still about 0.1 s once `npm run build` kept
 * the site's own modules out of that bundle (src/build/server-lib.ts;
 * measured 2026-11-24); the site it renders is the same byte for byte. (The
 * browser's scripts are not Vite's: see src/build/client-scripts.ts.)
 */
const serverBundleWhole: VitePlugin = {
  name: 'kb:server-bundle-whole',
  apply: 'build',
  config: (_config, env) => (env.isSsrBuild ? { build: { rollupOptions: { treeshake: false } } } : undefined),
};

export const astroOptions = {
  trailingSlash: 'always',
  // Four pages rendered at a time: the writing of one page's file overlaps the rendering of the next (about
  // 50 ms of 0.45 s, measured 2026-11-24); the pages are the same byte for byte. Ids that must be unique on
  // a page are counted per page's request (src/components/auction/ids.ts), not in render order.
  build: { format: 'directory', concurrency: 4 },
  // No request may leave the site's origin: no prefetch of remote assets,
  // no image service fetching remote images.
  prefetch: false,
  devToolbar: { enabled: false },
  // The page scripts are bundled by esbuild, not by Astro and Vite (see src/build/client-scripts.ts).
  integrations: [clientScripts()],
  vite: { plugins: [serverBundleWhole] },
  // A content security policy on every page, as a <meta> tag that Astro
  // writes with a hash of each script and style it emits: scripts only from
  // the origin or by hash (no 'unsafe-inline', no 'unsafe-eval'); WebAssembly
  // may be compiled ('wasm-unsafe-eval') because the search (Pagefind) runs
  // on it. Nothing may load from another origin; no plugins; no <base> or
  // form that leads elsewhere.
  experimental: {
    csp: {
      algorithm: 'SHA-256',
      directives: ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    },
  },
} satisfies AstroUserConfig;
