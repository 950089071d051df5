// @ts-check
import { defineConfig } from 'astro/config';
import corpusCheck from './src/integrations/corpus-check.ts';
import searchIndex from './src/integrations/search-index.ts';
import offline from './src/integrations/offline.ts';

// The pipeline: content/ → src/model (validated clause tree) → src/derive →
// src/pages (render) → integrations below (checks, later the search index
// and the offline cache) → dist/.
export default defineConfig({
  trailingSlash: 'always',
  build: { format: 'directory' },
  // No request may leave the site's origin: no prefetch of remote assets,
  // no image service fetching remote images.
  prefetch: false,
  devToolbar: { enabled: false },
  // Order matters: the search index must exist before the offline cache is listed.
  integrations: [corpusCheck(), searchIndex(), offline()],
});
