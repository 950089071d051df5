/**
 * The service worker's precache list, read from the built sw.js: every URL
 * in it must be served by the site (one missing URL makes the whole install
 * fail, and the site silently never works offline), and every page and
 * every /data/*.json file must be in it.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheUrls as precacheList } from '../../scripts/support/precache-list';
import { allPages, readJson, siteDir } from './site';
import { precacheEntries } from '../../scripts/support/precache-list';

const precacheUrls = () => precacheList(siteDir());

/** The file a static host serves for a precached address ("/laws/27/" → laws/27/index.html). */
function fileFor(url: string): string {
  const relative = url.replace(/^\//, '');
  return path.join(siteDir(), relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative);
}

describe('offline precache', () => {
  it('lists only URLs that the built site serves', () => {
    const urls = precacheUrls();
    expect(urls.length).toBeGreaterThan(50);
    expect(urls.filter((url) => !existsSync(fileFor(url)))).toEqual([]);
  });

  it('keeps every page and the not-found page', () => {
    const cached = new Set(precacheUrls());
    expect(allPages().filter((page) => !cached.has(page))).toEqual([]);
    expect(cached.has('/404.html')).toBe(true);
  });

  it('keeps every /data/*.json file', () => {
    const cached = new Set(precacheUrls());
    const data = readdirSync(path.join(siteDir(), 'data'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .map((f) => `/data/${f.split(path.sep).join('/')}`);
    expect(data.length).toBeGreaterThan(5);
    expect(data.filter((file) => !cached.has(file))).toEqual([]);
  });
});

/** The text in force, as the search box's clause index names it. */
const current = () => (readJson('/search/clause-index.json') as { current: string }).current;

describe('what is saved first', () => {
  const entries = () => precacheEntries(siteDir());
  const first = () =>
    new Set(
      entries()
        .filter((e) => e.stage === 1)
        .map((e) => e.url),
    );

  it('lists the first stage before the rest, so an install saves it first', () => {
    const stages = entries().map((e) => e.stage);
    expect(stages.indexOf(2)).toBeGreaterThan(0);
    expect(stages.slice(stages.indexOf(2))).not.toContain(1);
  });

  it('holds every clause page with its rulings file, the text in force, the assistant, the calculator, search, the code and the offline pages', () => {
    const saved = first();
    const clausePages = allPages().filter((p) => /^\/laws\/27\/[A-Za-z][\w]*\/$/.test(p) && !p.includes('compare'));
    expect(clausePages.length).toBeGreaterThan(10);
    const rulingsFiles = clausePages.map((p) => `${p}rulings.json`).filter((f) => existsSync(path.join(siteDir(), f)));
    expect(rulingsFiles.length).toBeGreaterThan(5);
    const wanted = [
      ...clausePages,
      ...rulingsFiles,
      `/laws/27/${current()}/`,
      '/laws/27/',
      '/assistant/',
      '/tools/adjusted-score/',
      '/offline/',
      '/404.html',
      '/pagefind/pagefind.js',
      '/search/clause-index.json',
      '/search/vocabulary.json',
    ];
    expect(wanted.filter((p) => !saved.has(p))).toEqual([]);
    const code = readdirSync(path.join(siteDir(), '_astro')).map((f) => `/_astro/${f}`);
    expect(code.filter((f) => !saved.has(f))).toEqual([]);
    const index = readdirSync(path.join(siteDir(), 'pagefind'), { recursive: true, encoding: 'utf8' })
      .map((f) => `/pagefind/${f.split(path.sep).join('/')}`)
      .filter((f) => /\.(pf_\w+|json|js)$/.test(f) || /wasm\.en\.pagefind$/.test(f))
      .filter((f) => !/-ui\.|highlight|worker/.test(f));
    expect(index.filter((f) => existsSync(path.join(siteDir(), f)) && !saved.has(f))).toEqual([]);
  });

  it('leaves for later the older texts, precedents, practice, guidance, embeds and data', () => {
    const saved = first();
    const later = allPages().filter((p) => /^\/(precedents|practice|guidance|embed|examples)\//.test(p));
    expect(later.length).toBeGreaterThan(50);
    expect(later.filter((p) => saved.has(p))).toEqual([]);
    expect(saved.has('/laws/27/2007/')).toBe(false);
    expect([...saved].filter((p) => p.startsWith('/data/'))).toEqual([]);
  });
});
