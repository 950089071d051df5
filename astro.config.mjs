// @ts-check
import { defineConfig } from 'astro/config';
import { astroOptions } from './src/build/astro-options.ts';
import siteData from './src/integrations/site-data.ts';

// The pipeline: content/ → src/model (load and check every source once) →
// src/derive → src/site (URLs, labels, route data) with src/render →
// src/pages (Astro) → the search index and the offline cache
// (src/integrations/search-index.ts and offline.ts, run by scripts/build.ts
// once Astro's process has ended) → dist/.
//
// This file is read when Astro is run directly (astro dev, astro check, astro
// build); `npm run build` gives Astro the same options (src/build/astro-options.ts)
// without reading it, and loads the corpus itself.
export default defineConfig({ ...astroOptions, integrations: [...astroOptions.integrations, siteData()] });
