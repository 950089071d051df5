// @ts-check
import { defineConfig } from 'astro/config';
import siteData from './src/integrations/site-data.ts';
import searchIndex from './src/integrations/search-index.ts';
import offline from './src/integrations/offline.ts';

// The pipeline: content/ → src/model (load and check every source once) →
// src/derive → src/site (URLs, labels, route data) with src/render →
// src/pages → integrations below (site data, search index, offline cache)
// → dist/.
export default defineConfig({
  trailingSlash: 'always',
  build: { format: 'directory' },
  // No request may leave the site's origin: no prefetch of remote assets,
  // no image service fetching remote images.
  prefetch: false,
  devToolbar: { enabled: false },
  // Order matters: the search index must exist before the offline cache is listed.
  integrations: [siteData(), searchIndex(), offline()],
});
