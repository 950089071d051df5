/**
 * The search index, a step of the build once Astro has written the pages
 * (the kb integration's astro:build:done, src/integrations/knowledge-base.ts):
 * Pagefind, through its Node API, indexes the built pages, so that search
 * works offline from static files. It runs before the service worker is
 * written, which precaches the index with everything else.
 *
 * What is indexed is decided by the pages themselves, not here: a page joins
 * the index by rendering `data-pagefind-body` (the Page layout does so when
 * given a `search` prop, with the page's filters and meta), so a new kind of
 * page needs no search code. Chrome inside indexed pages is left out with
 * `data-pagefind-ignore`; the editors' marks (class "ed") are excluded here.
 */
import path from 'node:path';
import * as pagefind from 'pagefind';

/** Indexes the built site `dir` into `dir`/pagefind/; resolves to the number of pages indexed. Pagefind's process ends with it. */
export async function writeSearchIndex(dir: string): Promise<number> {
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['.ed'], forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: dir });
    if (added.errors.length > 0) throw new Error(`Pagefind failed to index: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(`Pagefind failed to write its files: ${written.errors.join('; ')}`);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}
