/**
 * The service worker's precache list, read from the built sw.js: every URL
 * in it must be served by the site (one missing URL makes the whole install
 * fail, and the site silently never works offline), and every page and
 * every /data/*.json file must be in it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { offlineBundleRef, precacheEntries, precacheUrls as precacheList } from '../../scripts/support/precache-list';
import { decodeBundle, sha256 } from '../../src/site/offline-bundle';
import { allPages, readJson, siteDir } from './site';

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

describe('the first stage in one file (the offline bundle)', () => {
  const ref = () => offlineBundleRef(siteDir());
  const read = () => {
    const file = readFileSync(path.join(siteDir(), ref().url));
    const archive = new Uint8Array(gunzipSync(file));
    return { file, archive, files: decodeBundle(archive) };
  };

  it('holds every first-stage file, each once, with the bytes of the file the site serves', () => {
    const { files } = read();
    const first = precacheEntries(siteDir()).filter((e) => e.stage === 1);
    expect(files.map((f) => f.url).sort()).toEqual(first.map((e) => e.url).sort());
    const differ = files.filter((f) => !readFileSync(fileFor(f.url)).equals(Buffer.from(f.body)));
    expect(differ.map((f) => f.url)).toEqual([]);
    expect(files.map((f) => f.body.length)).toEqual(files.map((f) => first.find((e) => e.url === f.url)?.bytes));
  });

  it('gives each file the type and headers a host sends with it', () => {
    const headers = new Map(read().files.map((f) => [f.url, f.headers]));
    const type = (url: string) => headers.get(url)?.['Content-Type'];
    expect(type('/')).toBe('text/html; charset=utf-8');
    expect(type('/laws/27/B1b/')).toBe('text/html; charset=utf-8');
    expect(type('/404.html')).toBe('text/html; charset=utf-8');
    expect(type('/pagefind/pagefind.js')).toBe('text/javascript; charset=utf-8');
    expect(type('/search/clause-index.json')).toBe('application/json; charset=utf-8');
    expect(type('/manifest.webmanifest')).toBe('application/manifest+json');
    expect(type('/icons/icon.svg')).toBe('image/svg+xml');
    const styles = [...headers.keys()].filter((u) => /^\/_astro\/.*\.css$/.test(u));
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.map(type).every((t) => t === 'text/css; charset=utf-8')).toBe(true);
    const index = [...headers.keys()].filter((u) => /\.pf_(meta|index|fragment)$/.test(u));
    expect(index.length).toBeGreaterThan(2);
    expect(index.map(type).every((t) => t === 'application/octet-stream')).toBe(true);
    // The site's _headers: no page framed by another site.
    expect(headers.get('/laws/27/')).toMatchObject({ 'X-Frame-Options': 'SAMEORIGIN' });
  });

  it('is named by its hash, and the worker knows that hash and its size', async () => {
    const { file, archive } = read();
    expect(await sha256(archive)).toBe(ref().sha256);
    expect(ref().url).toBe(`/offline-bundle/rulings-${ref().sha256.slice(0, 16)}.bin`);
    expect(file.length).toBe(ref().bytes);
    // Compressed: well under the first stage's bytes.
    expect(file.length).toBeLessThan(archive.length / 2);
  });

  it('is no file of the save itself, nor a page: not precached, not in the sitemap, alone in its folder', () => {
    expect(readdirSync(path.join(siteDir(), 'offline-bundle'))).toEqual([path.basename(ref().url)]);
    expect(precacheUrls().filter((u) => u.startsWith('/offline-bundle/'))).toEqual([]);
    expect(allPages().filter((p) => p.startsWith('/offline-bundle/'))).toEqual([]);
    const sitemaps = readdirSync(siteDir()).filter((f) => /^sitemap.*\.xml$/.test(f));
    for (const map of sitemaps) expect(readFileSync(path.join(siteDir(), map), 'utf8')).not.toContain('offline-bundle');
  });
});
