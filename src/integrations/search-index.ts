/**
 * Build integration: index the built pages with Pagefind (through its Node
 * API, in astro:build:done), so search works offline from static files.
 *
 * What is indexed is decided by the pages themselves, not here: a page joins
 * the index by rendering `data-pagefind-body` (the Page layout does so when
 * given a `search` prop, with the page's filters and meta), so a new kind of
 * page needs no search code. Chrome inside indexed pages is left out with
 * `data-pagefind-ignore`; the editors' marks (class "ed") are excluded here.
 *
 * Must run before the offline (PWA) integration, whose service worker
 * precaches the files present when it runs.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import * as pagefind from 'pagefind';

export default function searchIndex(): AstroIntegration {
  return {
    name: 'kb:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const t0 = performance.now();
        const root = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['.ed'], forceLanguage: 'en' });
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        try {
          const added = await index.addDirectory({ path: root });
          if (added.errors.length > 0) throw new Error(`Pagefind failed to index: ${added.errors.join('; ')}`);
          const written = await index.writeFiles({ outputPath: path.join(root, 'pagefind') });
          if (written.errors.length > 0) throw new Error(`Pagefind failed to write its files: ${written.errors.join('; ')}`);
          logger.info(`indexed ${added.page_count} pages for search in ${Math.round(performance.now() - t0)} ms`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
