/**
 * The search index stage (src/build/search-index.ts): each page that asks to
 * be indexed is given to Pagefind on its own, and a page it indexes without
 * words is reported with its address and the sources it is
 * built from (src/site/page-sources.ts), every such page at once, before any
 * index file is written; the build then stops with the output folder as it
 * was (finish-site.test.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SearchIndexProblems, pageAddress, writeSearchIndex } from '../../src/build/search-index';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { pageSources } from '../../src/site/page-sources';
import { ROOT } from '../../scripts/support/run-build';

const work = mkdtempSync(path.join(tmpdir(), 'kb-search-index-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A built site in a folder of its own: file → HTML. */
function site(name: string, pages: Record<string, string>): string {
  const dir = path.join(work, name);
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
const GOOD = page('<main data-pagefind-body><h1>Law 27B1(b)</h1><p>A comparable call replaces the bid.</p></main>');
const TOOL = page('<main><h1>A tool</h1><p>Not indexed: no data-pagefind-body.</p></main>');

describe('the search index stage', () => {
  it('indexes only the pages that ask for it, and counts them', async () => {
    const dir = site('good', { 'laws/27/B1b/index.html': GOOD, 'tools/x/index.html': TOOL, 'index.html': TOOL });
    expect(await writeSearchIndex(dir)).toBe(1);
    expect(readdirSync(path.join(dir, 'pagefind'))).toContain('pagefind.js');
  });

  it('names every page indexed with no words, with its sources, and writes no index', async () => {
    const dir = site('faulty', {
      'laws/27/B1b/index.html': GOOD,
      'guidance/empty/index.html': page('<main data-pagefind-body></main>'),
      'examples/hidden/index.html': page(
        '<main data-pagefind-body><p data-pagefind-ignore>All of it left out.</p></main>',
      ),
      'changes/index.html': page('<main data-pagefind-body> </main>'),
    });
    const sources: Record<string, string[]> = {
      '/guidance/empty/': ['content/guidance/empty.md'],
      '/examples/hidden/': ['content/examples/hidden.yaml'],
    };
    const failure = await writeSearchIndex(dir, (address) => sources[address] ?? []).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SearchIndexProblems);
    const fix =
      'fix: give the source the words its page is to show, or render the page without data-pagefind-body if it is not to be searched';
    expect((failure as SearchIndexProblems).problems).toEqual([
      `/changes/ (built from no single source): indexed with no words to find it by — ${fix}`,
      `/examples/hidden/ (built from content/examples/hidden.yaml): indexed with no words to find it by — ${fix}`,
      `/guidance/empty/ (built from content/guidance/empty.md): indexed with no words to find it by — ${fix}`,
    ]);
    expect((failure as Error).message).toMatch(/^3 pages could not be indexed for search:\n {2}\/changes\//);
    // Printed without a stack trace into the build's code.
    expect((failure as Error).stack).toBe('');
    expect(existsSync(path.join(dir, 'pagefind'))).toBe(false);
  });

  it('gives Pagefind the address it would give a file', () => {
    expect(
      ['index.html', 'laws/27/index.html', '404.html', `laws${path.sep}27${path.sep}B1b${path.sep}index.html`].map(
        pageAddress,
      ),
    ).toEqual(['/', '/laws/27/', '/404.html', '/laws/27/B1b/']);
  });
});

describe('the sources of a page', () => {
  const corpus = loadCorpusOrThrow(path.join(ROOT, 'content'));
  const sources = pageSources(corpus);
  const relative = (address: string) =>
    (sources.get(address) ?? []).map((f) => path.relative(ROOT, path.resolve(ROOT, f)));

  it('are the law texts for a clause and an edition, the document for guidance, the file for an example or a precedent', () => {
    expect(relative('/laws/27/B1b/').sort()).toEqual([
      'content/laws/27/2007.md',
      'content/laws/27/2008-03.md',
      'content/laws/27/2017.md',
    ]);
    expect(relative('/laws/27/2017/')).toEqual(['content/laws/27/2017.md']);
    expect(relative('/guidance/zone7-2008/')).toEqual(['content/guidance/zone7-2008.md']);
    const example = corpus.examples[0]!.id;
    expect(relative(`/examples/${example}/`)).toEqual([`content/examples/${example}.yaml`]);
    const precedent = corpus.precedents[0]!.id;
    expect(relative(`/precedents/${precedent}/`)).toEqual([`content/precedents/${precedent}.yaml`]);
  });

  it('name files that exist', () => {
    for (const files of sources.values())
      for (const f of files) expect(existsSync(path.resolve(ROOT, f)), f).toBe(true);
  });
});
