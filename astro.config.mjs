// @ts-check
import { defineConfig } from 'astro/config';
import siteData from './src/integrations/site-data.ts';

// The pipeline: content/ → src/model (load and check every source once) →
// src/derive → src/site (URLs, labels, route data) with src/render →
// src/pages (Astro) → the search index and the offline cache
// (src/integrations/search-index.ts and offline.ts, run by scripts/build.ts
// once Astro's process has ended) → dist/.
export default defineConfig({
  trailingSlash: 'always',
  build: { format: 'directory' },
  // No request may leave the site's origin: no prefetch of remote assets,
  // no image service fetching remote images.
  prefetch: false,
  devToolbar: { enabled: false },
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
  integrations: [siteData()],
});
