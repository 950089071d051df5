/**
 * A page asks for its scripts and for every file they import at once (the
 * modulepreload links that <ClientScript> writes beside each script): on a
 * first visit over a slow network, what a script imports is not fetched a
 * round trip after the script.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdBack, useSession } from './browser';
import { readPage, siteDir } from '../build/site';
import { selectAll } from 'hast-util-select';

const s = useSession();

describe('page scripts', () => {
  it("fetches the files the search box's script imports while that script is still on its way", async () => {
    const src = selectAll('script[src]', readPage('/laws/27/B1b/'))
      .map((el) => String(el.properties['src']))
      .find((address) => /^\/_astro\/search-box\.\w+\.js$/.test(address));
    expect(src).toBeDefined();
    // What the script imports, read from the script itself.
    const imports = [...readFileSync(path.join(siteDir(), src!), 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*)"\.\/([^"]+)"/g)].map((m) => `/_astro/${m[1]}`);
    expect(imports.length).toBeGreaterThan(0);

    const { page } = await s().newPage({ width: 390, height: 844 });
    const asked = new Set<string>();
    page.on('request', (request) => asked.add(new URL(request.url()).pathname));
    const { release, requested } = await holdBack(page, new RegExp(`${src!.replace(/\./g, '\\.')}$`));
    await page.goto('/laws/27/B1b/', { waitUntil: 'commit' });
    await expect.poll(requested).toBe(true);
    // The script has not arrived: without the preloads, nothing would yet know what it imports.
    await expect.poll(() => imports.filter((file) => !asked.has(file))).toEqual([]);
    release();
    await page.waitForLoadState('load');
    // And the script then runs: "/" goes to the search box.
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
  });
});
