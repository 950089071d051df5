/**
 * Every internal link and fragment in the built site resolves; every
 * reference to a law is a link; nothing is loaded from another origin.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import type { Root } from 'hast';
import { siteDir } from './site';

const dir = siteDir();
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.replace(/\\/g, '/'));
const htmlFiles = files.filter((f) => f.endsWith('.html'));
const trees = new Map<string, Root>(htmlFiles.map((f) => [f, fromHtml(readFileSync(path.join(dir, f), 'utf8'))]));
const idsOf = new Map(
  [...trees].map(([f, t]) => [f, new Set(selectAll('[id]', t).map((e) => String(e.properties['id'])))]),
);
const fileSet = new Set(files);

/** The file a site path is served from, or undefined. */
function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/^\//, '');
  if (clean === '' || clean.endsWith('/')) return fileSet.has(`${clean}index.html`) ? `${clean}index.html` : undefined;
  return fileSet.has(clean) ? clean : undefined;
}

describe('links in the built site', () => {
  it('has pages to check', () => {
    expect(htmlFiles.length).toBeGreaterThan(20);
  });

  it('every internal link and fragment resolves', () => {
    const broken: string[] = [];
    for (const [file, tree] of trees) {
      const base = new URL(`/${file.replace(/index\.html$/, '')}`, 'http://site');
      for (const a of selectAll('a[href], link[href]', tree)) {
        const href = String(a.properties['href']);
        if (/^(mailto:|data:|blob:|javascript:)/.test(href)) continue;
        const url = new URL(href, base);
        if (url.origin !== 'http://site') continue;
        const target = fileFor(url.pathname);
        if (!target) {
          broken.push(`${file}: ${href} (no such page)`);
          continue;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (fragment && target.endsWith('.html') && !idsOf.get(target)?.has(fragment))
          broken.push(`${file}: ${href} (no #${fragment} there)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every reference to a law is a link', () => {
    const unlinked: string[] = [];
    for (const [file, tree] of trees) {
      for (const el of selectAll('.lawref, .lawref-link, .xref', tree)) if (el.tagName !== 'a') unlinked.push(file);
    }
    expect(unlinked).toEqual([]);
  });

  it('loads nothing from another origin (scripts, styles, images, fonts, frames)', () => {
    const foreign: string[] = [];
    for (const [file, tree] of trees) {
      for (const el of selectAll(
        'script[src], link[href], img[src], iframe[src], source[src], video[src], audio[src]',
        tree,
      )) {
        const ref = String(el.properties['src'] ?? el.properties['href']);
        if (/^(https?:)?\/\//.test(ref)) foreign.push(`${file}: ${ref}`);
      }
    }
    for (const css of files.filter((f) => f.endsWith('.css'))) {
      for (const m of readFileSync(path.join(dir, css), 'utf8').matchAll(/url\(\s*['"]?((?:https?:)?\/\/[^'")]+)/g))
        foreign.push(`${css}: ${m[1]}`);
    }
    expect(foreign).toEqual([]);
  });
});
