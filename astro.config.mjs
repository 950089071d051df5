// @ts-check
import { defineConfig } from 'astro/config';
import sitemap from '@astrojs/sitemap';
import knowledgeBase from './src/integrations/knowledge-base.ts';
import { siteUrl } from './src/site/site-url.ts';

// The site's public address, from SITE_URL (README, Publish); unset, the site is built without one.
const site = siteUrl();

// The pipeline: content/ → src/model (load and check every source once) →
// src/derive → src/site (URLs, labels, route data) with src/render →
// src/pages (Astro) → the search index and the offline cache → dist/.
// `npm run build` is `astro build`; the kb integration
// (src/integrations/knowledge-base.ts) loads the sources, stops on any
// problem in them before anything is written, and, once Astro has written
// the pages, adds the search index and the service worker and puts the site
// in place.
//
// KB_CONTENT_DIR: the sources (default content/); tests build fixture sites
// with it, and into another folder with `astro build --outDir <dir>`.
export default defineConfig({
  ...(site ? { site } : {}),
  trailingSlash: 'always',
  // Every stylesheet a file of its own, none written into the page: a stylesheet is fetched once and kept by
  // the service worker, and the content security policy lists no hash of an inline style (a component's
  // <style> and the stylesheets it imports are bundled into files of /_astro/ like any other).
  build: { format: 'directory', inlineStylesheets: 'never' },
  // No request may leave the site's origin: no prefetch of remote assets,
  // no image service fetching remote images.
  prefetch: false,
  vite: {
    build: {
      // Every page's offline status script (src/client/offline-status.ts) stays a file of its own,
      // fetched once and kept by the service worker, rather than inlined in every page (Astro inlines a script
      // under 4 kB with no imports): 1 kB gzip of each page's HTML and a hash in every content security policy.
      // Anything else: Astro's and Vite's default (undefined).
      assetsInlineLimit: (file) => (file.includes('OfflineStatus.astro_astro_type_script') ? false : undefined),
    },
  },
  devToolbar: { enabled: false },
  integrations: [
    // With an address only: the sitemap lists the pages a reader lands on, not the embeds, the offline page or
    // 404. Before the kb integration, whose astro:build:done puts the finished site in place.
    ...(site ? [sitemap({ filter: (page) => !/\/(embed|offline)\/|\/404\/?$/.test(new URL(page).pathname) })] : []),
    knowledgeBase({ contentDir: process.env['KB_CONTENT_DIR'] }),
  ],
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
});
