/**
 * Figures read from a built site on disk: page weight per page kind (HTML,
 * linked CSS, module scripts with their static imports, all gzipped) and
 * the offline precache (the service worker's manifest).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageWeight } from '../support/page-weight';
import { precacheUrls } from '../support/precache-list';

export const PAGE_KINDS = [
  { kind: 'home', url: '/' },
  { kind: 'edition', url: '/laws/27/2017/' },
  { kind: 'clause', url: '/laws/27/B1b/' },
  { kind: 'compare', url: '/laws/27/compare/2008-03...2017/' },
  { kind: 'guidance', url: '/guidance/zone7-2008/' },
  { kind: 'example', url: '/examples/zone7-4nt-4d/' },
  { kind: 'assistant', url: '/assistant/' },
] as const;

export const gzipBytes = (data: Buffer | string): number => gzipSync(data, { level: 9 }).byteLength;

export function fileForUrl(site: string, url: string): string {
  const clean = decodeURIComponent(url.split(/[?#]/)[0] ?? '/').replace(/^\//, '');
  return path.join(site, clean === '' || clean.endsWith('/') ? `${clean}index.html` : clean);
}

export interface StaticWeight {
  kind: string;
  url: string;
  htmlBytes: number;
  htmlGzip: number;
  cssFiles: string[];
  cssGzip: number;
  /** Module scripts of the page (files, and inline ones) and everything they import statically. */
  jsFiles: string[];
  jsGzip: number;
  /** Inline module scripts (part of the HTML bytes). */
  inlineJsBytes: number;
}

/** A page's weight as the size budgets count it (scripts/support/page-weight.ts), with its files and the bytes of its inline scripts. */
export function staticWeight(site: string, kind: string, url: string): StaticWeight {
  const html = readFileSync(fileForUrl(site, url), 'utf8');
  const weight = pageWeight(site, url);
  const inline = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => !/src=/.test(m[0].slice(0, m[0].indexOf('>'))));
  return {
    kind,
    url,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: weight.html,
    cssFiles: weight.files.filter((f) => f.endsWith('.css')),
    cssGzip: weight.css,
    jsFiles: weight.files.filter((f) => !f.endsWith('.css')),
    jsGzip: weight.js,
    inlineJsBytes: inline.reduce((n, m) => n + Buffer.byteLength(m[1] ?? ''), 0),
  };
}

export interface Precache {
  entries: number;
  bytes: number;
  gzipBytes: number | null;
  missing: string[];
  /** The service worker itself and its Workbox runtime (not in the manifest). */
  workerBytes: number;
  byType: Record<string, { entries: number; bytes: number }>;
}

/** The precache manifest inside dist/sw.js (`precacheAndRoute([{url, revision}, …])`). */
export function precache(site: string, withGzip: boolean): Precache {
  const urls = precacheUrls(site);
  let bytes = 0;
  let gz = 0;
  const missing: string[] = [];
  const byType: Record<string, { entries: number; bytes: number }> = {};
  for (const url of urls) {
    const file = fileForUrl(site, url);
    if (!existsSync(file)) {
      missing.push(url);
      continue;
    }
    const size = statSync(file).size;
    bytes += size;
    if (withGzip) gz += gzipBytes(readFileSync(file));
    const type = url.startsWith('/pagefind/') ? 'search index' : /\/$|\.html$/.test(url) ? 'pages' : url.startsWith('/data/') ? 'data' : path.extname(url).slice(1) || 'other';
    const t = (byType[type] ??= { entries: 0, bytes: 0 });
    t.entries++;
    t.bytes += size;
  }
  // One file: the worker with workbox-precaching and the list in it.
  const workerBytes = statSync(path.join(site, 'sw.js')).size;
  return { entries: urls.length, bytes, gzipBytes: withGzip ? gz : null, missing, workerBytes, byType };
}
