/**
 * The search index, a step of the build after Astro (scripts/build.ts):
 * Pagefind, through its Node API, indexes the built pages, so that search
 * works offline from static files. It runs before the offline step, whose
 * service worker precaches the index with everything else.
 *
 * What is indexed is decided by the pages themselves, not here: a page joins
 * the index by rendering `data-pagefind-body` (the Page layout does so when
 * given a `search` prop, with the page's filters and meta), so a new kind of
 * page needs no search code. Chrome inside indexed pages is left out with
 * `data-pagefind-ignore`; the editors' marks (class "ed") are excluded here.
 */
import path from 'node:path';

/** Pagefind, started: `write` indexes a built site; `close` ends Pagefind's process (after `write` too). */
export interface SearchIndexer {
  /** Indexes the built site `dir` into `dir`/pagefind/; resolves to the number of pages indexed. */
  write(dir: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Loads Pagefind and starts its process, which needs nothing of the site
 * yet: the build does so while the pages are built (about 50 ms of the
 * build's end, measured 2026-11-24). Idle, the process takes a few MB; it
 * grows when it indexes, after the pages' process has ended.
 */
export async function startSearchIndex(): Promise<SearchIndexer> {
  // Loaded when needed (see offline.ts).
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['.ed'], forceLanguage: 'en' });
  if (!index) {
    await pagefind.close();
    throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  }
  return {
    async write(dir) {
      const added = await index.addDirectory({ path: dir });
      if (added.errors.length > 0) throw new Error(`Pagefind failed to index: ${added.errors.join('; ')}`);
      const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
      if (written.errors.length > 0) throw new Error(`Pagefind failed to write its files: ${written.errors.join('; ')}`);
      return added.page_count;
    },
    close: async () => {
      await pagefind.close();
    },
  };
}
