/**
 * Previews of a shared link: every page has Open Graph and Twitter card
 * meta with its own title and description; a clause page's description is
 * its citation and its words, a published ruling's its question and ruling.
 * The site of `npm test` has no public address (SITE_URL unset): no
 * canonical link, no og:url, a feed with relative links, no sitemap or
 * robots.txt (tests/site-crawl/publish.test.ts builds one with an address).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPages, readPage, select, siteDir } from './site';

const meta = (page: string, key: string) => {
  const tree = readPage(page);
  const el = select(`meta[property="${key}"], meta[name="${key}"]`, tree);
  return el?.properties['content'] as string | undefined;
};

describe('previews', () => {
  it('every page has Open Graph and Twitter card meta, the same title and description as the page', () => {
    const missing: string[] = [];
    // Embeds are framed copies, not shared: no index, and their canonical link is the clause in its text.
    for (const page of allPages().filter((p) => !p.startsWith('/embed/'))) {
      const tree = readPage(page);
      const description = select('meta[name="description"]', tree)?.properties['content'];
      for (const key of [
        'og:title',
        'og:description',
        'og:type',
        'og:site_name',
        'twitter:card',
        'twitter:title',
        'twitter:description',
      ]) {
        if (!meta(page, key)) missing.push(`${page} ${key}`);
      }
      if (meta(page, 'og:description') !== description) missing.push(`${page} og:description differs`);
    }
    expect(missing).toEqual([]);
  });

  it('gives a clause page its citation and words, and a published ruling its question and ruling', () => {
    expect(meta('/laws/27/B1b/', 'og:description')).toMatch(
      /^Law 27B1\(b\) \(2017\): except as in \(a\), if the insufficient bid is corrected with a comparable call/,
    );
    expect(meta('/laws/27/B1b/', 'og:type')).toBe('article');
    expect((meta('/laws/27/B1b/', 'og:description') ?? '').length).toBeLessThanOrEqual(200);
    const ruling = allPages().find((p) => /^\/precedents\/[^/]+\/$/.test(p) && p !== '/precedents/differences/')!;
    const title = select('h1', readPage(ruling));
    expect(title).toBeDefined();
    expect(meta(ruling, 'og:description')).toMatch(/ — .+ \(.+; in our words\)$/);
    expect(meta('/assistant/', 'og:description')).toMatch(/^Rule on an insufficient bid step by step/);
  });

  it('has no address of its own without SITE_URL: no canonical link or og:url, relative feed links, no sitemap or robots.txt', () => {
    for (const page of ['/', '/laws/27/B1b/', '/assistant/']) {
      const tree = readPage(page);
      expect(select('link[rel="canonical"]', tree)).toBeUndefined();
      expect(meta(page, 'og:url')).toBeUndefined();
    }
    const feed = readFileSync(path.join(siteDir(), 'feed.xml'), 'utf8');
    expect([...feed.matchAll(/href="([^"]*)"/g)].every((m) => (m[1] ?? '').startsWith('/'))).toBe(true);
    for (const file of ['robots.txt', 'sitemap-index.xml'])
      expect(existsSync(path.join(siteDir(), file)), file).toBe(false);
  });

  it('offers "What changed" in the menu of every page, on home and on the Law 27 page', () => {
    for (const page of ['/', '/laws/27/', '/laws/27/B1b/', '/assistant/']) {
      const tree = readPage(page);
      expect(select('header nav a[href="/changes/"]', tree), page).toBeDefined();
    }
    expect(select('main a[href="/changes/"]', readPage('/'))).toBeDefined();
    expect(select('main a[href="/changes/"]', readPage('/laws/27/'))).toBeDefined();
  });
});
