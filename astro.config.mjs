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
      // No script is written into a page: every page and component script (an Astro hoisted script,
      // `…astro_type_script…`) stays a file of /_astro/, fetched once and kept by the service worker, so no page's
      // content security policy needs a hash (src/site/headers.ts). Astro would inline one under 4 kB with no
      // imports. Anything else: Astro's and Vite's default (undefined).
      assetsInlineLimit: (file) => (file.includes('astro_type_script') ? false : undefined),
    },
  },
  devToolbar: { enabled: false },
  // The content security policy is each page's own <meta> (layouts/Page.astro, src/site/headers.ts), not Astro's
  // experimental one, which lists in every page the hashes of every inline script of the whole site and of its
  // client directives.
  integrations: [
    // With an address only: the sitemap lists the pages a reader lands on, not the embeds, the offline page or
    // 404. Before the kb integration, whose astro:build:done puts the finished site in place.
    ...(site ? [sitemap({ filter: (page) => !/\/(embed|offline)\/|\/404\/?$/.test(new URL(page).pathname) })] : []),
    knowledgeBase({ contentDir: process.env['KB_CONTENT_DIR'] }),
  ],
});
