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
 *
 * Each such page is given to Pagefind on its own (`addHTMLFile`), so that
 * what goes wrong is known page by page: Pagefind's own errors, and a page
 * it indexed with no words (a search could never find it). Each is reported
 * with the page's address and the sources it is built from, all of them at
 * once; the build then stops and the output folder is left as it was
 * (src/build/finish-site.ts).
 *
 * What it costs, against Pagefind's `addDirectory` (measured 2026-11-26 on
 * an idle machine): the real site 0.5 s against 0.43 s. At a hundred times
 * the real corpus (10,285 pages, 297 MB of HTML, 2,065 pages indexed),
 * reading every page takes 4.1 s and giving Pagefind the indexed ones 8.8 s,
 * against 7.9 s for `addDirectory`. `addDirectory`, with the pages' words
 * checked in the fragments it writes, was tried and dropped: 2-3 s less,
 * but Pagefind reads the whole site at once and the build's peak memory
 * rose from 1,090 to 1,451 MB (`npm run bench`; the goal is 1 GB). Reading
 * ahead while Pagefind works gained nothing (the time is Pagefind's and the
 * round trips). Pages sent several at a time took less (6.0 s, four at a
 * time) but made the index differ from build to build (the order Pagefind
 * receives them numbers them), so they go one after another: the site
 * stays deterministic.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { PAGE_LANGUAGE } from '../site/language';

/** A page's address from its file in the built site, as Pagefind writes it: `laws/27/index.html` → `/laws/27/`. */
export function pageAddress(file: string): string {
  return `/${file.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1');
}

/** A build step that failed for reasons it states in full: printed without a stack trace. */
export class SearchIndexProblems extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `${problems.length === 1 ? 'a page' : `${problems.length} pages`} could not be indexed for search:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'SearchIndexProblems';
    this.stack = '';
  }
}

/** The HTML files of the built site `dir`, relative to it, sorted (Pagefind's own folder left out). */
async function htmlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true }))
    .filter((f) => f.endsWith('.html') && !f.startsWith(`pagefind${path.sep}`))
    .sort();
}

/**
 * Pagefind writes each page's fragment (its words and excerpts) as a file of
 * its own, up to this many; past it, it bundles them into this many shared
 * files. The service worker saves the whole index first (what rules at the
 * table, src/site/offline-stages.ts), and on a slow line that save is bound
 * by its number of requests (README, Offline): 70 fragment files were half
 * of the first stage's 144.
 */
const MAX_FRAGMENT_FILES = 12;

/** Whether a built page asks to be indexed: it renders `data-pagefind-body` (the regular expression only where the words are). */
const asksToBeIndexed = (html: string) =>
  html.includes('data-pagefind-body') && /<[^>]*\sdata-pagefind-body[\s=>]/.test(html);

/**
 * Indexes the built site `dir` into `dir`/pagefind/; resolves to the number
 * of pages indexed. `sourcesOf` names the source files a page is built from
 * (src/site/page-sources.ts). Pagefind's process ends with it.
 */
export async function writeSearchIndex(
  dir: string,
  sourcesOf: (address: string) => readonly string[] = () => [],
): Promise<number> {
  try {
    const { index, errors } = await pagefind.createIndex({
      excludeSelectors: ['.ed'],
      forceLanguage: PAGE_LANGUAGE,
      maxFragments: MAX_FRAGMENT_FILES,
    });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const problems: string[] = [];
    let indexed = 0;
    // One page at a time: only one page's HTML is held (the site a hundred times the real one has 200 MB of it).
    for (const file of await htmlFiles(dir)) {
      const html = await readFile(path.join(dir, file), 'utf8');
      if (!asksToBeIndexed(html)) continue;
      indexed += 1;
      const address = pageAddress(file);
      const added = await index.addHTMLFile({ url: address, content: html });
      // Pagefind counts a word even for a body with none (1 for an empty <main>).
      const wrong =
        added.errors.length > 0
          ? added.errors
          : added.file.uniqueWords < 2
            ? ['indexed with no words to find it by']
            : [];
      if (wrong.length === 0) continue;
      const sources = sourcesOf(address);
      const from = sources.length ? `built from ${sources.join(', ')}` : 'built from no single source';
      problems.push(
        `${address} (${from}): ${wrong.join('; ')} — fix: give the source the words its page is to show, or render the page without data-pagefind-body if it is not to be searched`,
      );
    }
    if (problems.length > 0) throw new SearchIndexProblems(problems);
    const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(`Pagefind failed to write its files: ${written.errors.join('; ')}`);
    return indexed;
  } finally {
    await pagefind.close();
  }
}
