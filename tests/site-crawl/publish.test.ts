/**
 * A site built with its own address (SITE_URL): a canonical link and og:url
 * on every page, absolute links in the feed, a sitemap of the pages a reader
 * lands on, and a robots.txt naming it. The site of `npm test`, built
 * without one, has none of these (tests/build/previews.test.ts).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../scripts/support/run-build';

const work = mkdtempSync(path.join(tmpdir(), 'kb-publish-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const ADDRESS = 'https://laws.example.org/';

/** Every page of a built site, by its address. */
function pages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html'))
    .map(
      (f) =>
        `/${f
          .split(path.sep)
          .join('/')
          .replace(/index\.html$/, '')}`,
    );
}

describe('a site built with SITE_URL', () => {
  it('has canonical links, an absolute feed, a sitemap and a robots.txt naming it', { timeout: 300_000 }, async () => {
    const out = path.join(work, 'site');
    const result = await runBuild({ outDir: out, env: { SITE_URL: ADDRESS, NO_COLOR: '1' } });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toContain('no SITE_URL');
    const all = pages(out);
    expect(all.length).toBeGreaterThan(100);
    for (const page of all) {
      const html = readFileSync(path.join(out, page, 'index.html'), 'utf8');
      // An embed is a framed copy: its canonical link is the clause in its text, in full.
      const embed = /^\/embed\/laws\/(\d+)\/([^/]+)\/([^/]+)\/$/.exec(page);
      const canonical = new URL(embed ? `/laws/${embed[1]}/${embed[2]}/#${embed[3]}` : page, ADDRESS).href;
      expect(html, page).toContain(`<link rel="canonical" href="${canonical}">`);
      if (!embed) expect(html, page).toContain(`<meta property="og:url" content="${canonical}">`);
    }
    const feed = readFileSync(path.join(out, 'feed.xml'), 'utf8');
    const links = [...feed.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((href) => !href.startsWith(ADDRESS))).toEqual([]);
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toBe(
      `User-agent: *\nAllow: /\nSitemap: ${ADDRESS}sitemap-index.xml\n`,
    );
    expect(readFileSync(path.join(out, 'sitemap-index.xml'), 'utf8')).toContain(`<loc>${ADDRESS}sitemap-0.xml</loc>`);
    const listed = [...readFileSync(path.join(out, 'sitemap-0.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '').pathname,
    );
    const landing = all.filter((p) => !/^\/(embed|offline)\//.test(p));
    expect([...listed].sort()).toEqual([...landing].sort());
  });
});
