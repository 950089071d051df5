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
import { allPages, siteDir } from './site';

const precacheUrls = () => precacheList(siteDir());

/** The file a static host serves for a precached URL (relative to the scope "/"). */
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
    const cached = new Set(precacheUrls().map((url) => `/${url.replace(/^\//, '')}`));
    expect(allPages().filter((page) => !cached.has(page))).toEqual([]);
    expect(cached.has('/404.html')).toBe(true);
  });

  it('keeps every /data/*.json file', () => {
    const cached = new Set(precacheUrls().map((url) => `/${url.replace(/^\//, '')}`));
    const data = readdirSync(path.join(siteDir(), 'data'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .map((f) => `/data/${f.split(path.sep).join('/')}`);
    expect(data.length).toBeGreaterThan(5);
    expect(data.filter((file) => !cached.has(file))).toEqual([]);
  });
});
