/**
 * Figures read from a built site on disk: page weight per page kind (HTML,
 * linked CSS, module scripts with their static imports, all gzipped) and
 * the offline precache (the service worker's manifest).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { precacheUrls } from '../../src/build/precache-list';

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
  /** Module scripts of the page and everything they import statically. */
  jsFiles: string[];
  jsGzip: number;
  /** Inline module scripts (part of the HTML bytes). */
  inlineJsBytes: number;
}

/** Static imports of a bundled module: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`. */
function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(code))) if (m[1]) out.push(m[1]);
  return out;
}

export function staticWeight(site: string, kind: string, url: string): StaticWeight {
  const html = readFileSync(fileForUrl(site, url), 'utf8');
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].flatMap((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? []);
  const roots = [...html.matchAll(/<script\b[^>]*type="module"[^>]*src="([^"]+)"[^>]*>/g)].flatMap((m) => m[1] ?? []);
  const inline = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => !/src=/.test(m[0].slice(0, m[0].indexOf('>'))));
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const src = queue.shift() as string;
    if (seen.has(src)) continue;
    seen.add(src);
    const file = fileForUrl(site, src);
    if (!existsSync(file)) continue;
    for (const dep of staticImports(readFileSync(file, 'utf8'))) {
      queue.push(dep.startsWith('/') ? dep : new URL(dep, `http://x${src}`).pathname);
    }
  }
  const sum = (urls: Iterable<string>) => [...urls].reduce((n, u) => n + (existsSync(fileForUrl(site, u)) ? gzipBytes(readFileSync(fileForUrl(site, u))) : 0), 0);
  return {
    kind,
    url,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipBytes(html),
    cssFiles: css,
    cssGzip: sum(css),
    jsFiles: [...seen],
    jsGzip: sum(seen),
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
    const file = fileForUrl(site, `/${url.replace(/^\//, '')}`);
    if (!existsSync(file)) {
      missing.push(url);
      continue;
    }
    const size = statSync(file).size;
    bytes += size;
    if (withGzip) gz += gzipBytes(readFileSync(file));
    const type = url.startsWith('pagefind/') ? 'search index' : /(^|\/)$|\.html$/.test(url) ? 'pages' : url.startsWith('data/') ? 'data' : path.extname(url).slice(1) || 'other';
    const t = (byType[type] ??= { entries: 0, bytes: 0 });
    t.entries++;
    t.bytes += size;
  }
  // One file: the worker with workbox-precaching and the list in it.
  const workerBytes = statSync(path.join(site, 'sw.js')).size;
  return { entries: urls.length, bytes, gzipBytes: withGzip ? gz : null, missing, workerBytes, byType };
}
