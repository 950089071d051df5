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
 * Pagefind indexes the built folder itself (`addDirectory`: in its own
 * process, over both cores, in an order of its own that does not change
 * from build to build). What can go wrong there is known page by page all
 * the same: beside it, this reads which pages ask to be indexed, and once
 * the index is written, the page fragments say how many words each page
 * was indexed with. A page that asked and has no fragment (Pagefind found
 * no words in it) or a fragment of no words could never be found:
 * each is reported with the page's address and the sources it is built
 * from, all of them at once; the index written is removed and the build
 * stops, the output folder left as it was (src/build/finish-site.ts).
 *
 * What it costs (measured 2026-11-26 on an idle machine), for the
 * synthetic corpus a hundred times the real one (10,285 pages, 297 MB of
 * HTML, 2,065 pages indexed): `addDirectory` 7.9 s, against 8.8 s for
 * giving Pagefind one page at a time (`addHTMLFile`) after 4.1 s to read
 * them in Node, the way of this stage from 2026-11-26 to 2026-11-26 (15 s
 * in all). Pages given several at a time made the index differ from build
 * to build (the order Pagefind receives them numbers them).
 */
import { readFile, readdir, rm } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import * as pagefind from 'pagefind';

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

const MARK = 'data-pagefind-body';
const SPACE = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d]);

/** Whether a built page asks to be indexed: one of its tags has the attribute `data-pagefind-body` (read as bytes: no page is decoded). */
export function asksToBeIndexed(html: Buffer): boolean {
  for (let at = html.indexOf(MARK); at >= 0; at = html.indexOf(MARK, at + MARK.length)) {
    const after = html[at + MARK.length];
    const inTag = html.lastIndexOf('<', at) > html.lastIndexOf('>', at);
    if (inTag && SPACE.has(html[at - 1] ?? 0) && (after === 0x3d || after === 0x3e || SPACE.has(after ?? 0)))
      return true;
  }
  return false;
}

/** The addresses of the pages of `dir` that ask to be indexed. */
async function pagesToIndex(dir: string): Promise<string[]> {
  const wanted: string[] = [];
  for (const file of await htmlFiles(dir))
    if (asksToBeIndexed(await readFile(path.join(dir, file)))) wanted.push(pageAddress(file));
  return wanted;
}

/** How many words each page was indexed with, by address, from the page fragments Pagefind wrote into `bundle`. */
async function wordsIndexed(bundle: string): Promise<Map<string, number>> {
  const words = new Map<string, number>();
  const folder = path.join(bundle, 'fragment');
  for (const file of (await readdir(folder)).sort()) {
    // A fragment is gzip of "pagefind_dcd" and the page's JSON.
    const json = gunzipSync(await readFile(path.join(folder, file))).subarray('pagefind_dcd'.length);
    const fragment = JSON.parse(json.toString('utf8')) as { url: string; word_count: number };
    words.set(fragment.url, fragment.word_count);
  }
  return words;
}

/**
 * Indexes the built site `dir` into `dir`/pagefind/; resolves to the number
 * of pages indexed. `sourcesOf` names the source files a page is built from
 * (src/site/page-sources.ts). Pagefind's process ends with it.
 */
export async function writeSearchIndex(
  dir: string,
  sourcesOf: (address: string) => readonly string[] = () => [],
): Promise<number> {
  const bundle = path.join(dir, 'pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['.ed'], forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const [added, wanted] = await Promise.all([index.addDirectory({ path: dir }), pagesToIndex(dir)]);
    if (added.errors.length > 0) throw new Error(`Pagefind could not index the site: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: bundle });
    if (written.errors.length > 0) throw new Error(`Pagefind failed to write its files: ${written.errors.join('; ')}`);
    const words = await wordsIndexed(bundle);
    const problems = wanted.flatMap((address) => {
      // Pagefind leaves out a page it finds no words in: it has no fragment.
      if ((words.get(address) ?? 0) > 0) return [];
      const sources = sourcesOf(address);
      const from = sources.length ? `built from ${sources.join(', ')}` : 'built from no single source';
      return [
        `${address} (${from}): indexed with no words to find it by — fix: give the source the words its page is to show, or render the page without data-pagefind-body if it is not to be searched`,
      ];
    });
    if (problems.length > 0) {
      await rm(bundle, { recursive: true, force: true });
      throw new SearchIndexProblems(problems);
    }
    return wanted.length;
  } finally {
    await pagefind.close();
  }
}
