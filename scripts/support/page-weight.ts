/**
 * What a page costs to load: gzip bytes of its HTML, of the stylesheets it
 * links, and of the JavaScript it runs on load (module scripts, inline
 * scripts and their static imports — not the dynamic imports such as the
 * search index, which load on first use). Used by the size-budget gate and
 * the benchmark.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  html: number;
  css: number;
  js: number;
  /** Files counted (CSS and JS), relative to the site root. */
  files: string[];
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).byteLength;

/** The file a site URL is served from. */
function fileOf(site: string, url: string): string {
  const clean = url.split(/[?#]/)[0] ?? '';
  return path.join(site, clean.endsWith('/') ? `${clean}index.html` : clean);
}

/** What a module's source imports statically (not its `import()`s), as written: "./shared.X2B4QK7D.js". */
export function staticImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(
    /(?:\bimport\s*(?:[\w*{},\s$]+\s*from\s*)?|\bexport\s*[\w*{},\s$]+\s*from\s*)["']([^"']+\.m?js)["']/g,
  ))
    if (m[1]) out.push(m[1]);
  return out;
}

export function pageWeight(site: string, pageUrl: string): PageWeight {
  const html = readFileSync(fileOf(site, pageUrl), 'utf8');
  const files = new Set<string>();
  let css = 0;
  for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const href = m[1] ?? '';
    if (files.has(href)) continue;
    files.add(href);
    css += gz(readFileSync(fileOf(site, href)));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) css += gz(m[1] ?? '');
  let js = 0;
  const queue: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) queue.push(src);
    else {
      js += gz(m[2] ?? '');
      for (const imp of staticImports(m[2] ?? '')) queue.push(new URL(imp, `http://site${pageUrl}`).pathname);
    }
  }
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    if (files.has(url)) continue;
    files.add(url);
    const source = readFileSync(fileOf(site, url), 'utf8');
    js += gz(source);
    for (const imp of staticImports(source)) queue.push(new URL(imp, `http://site${url}`).pathname);
  }
  return { html: gz(html), css, js, files: [...files] };
}
