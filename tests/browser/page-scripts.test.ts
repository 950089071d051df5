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
import { staticImports } from '../../src/build/page-weight';
import { selectAll } from 'hast-util-select';

const s = useSession();

describe('page scripts', () => {
  it('fetches the files the scripts of a page import while the scripts themselves are still on their way', async () => {
    const scripts = selectAll('script[src]', readPage('/laws/27/B1b/')).map((el) => String(el.properties['src']));
    expect(scripts.length).toBeGreaterThan(2);
    // What they import, read from the scripts themselves.
    const importsOf = (src: string) => staticImports(readFileSync(path.join(siteDir(), src), 'utf8')).map((file) => new URL(file, `http://site${src}`).pathname);
    const imports = [...new Set(scripts.flatMap(importsOf))];
    expect(imports.length).toBeGreaterThan(0);

    const { page } = await s().newPage({ width: 390, height: 844 });
    const asked = new Set<string>();
    page.on('request', (request) => asked.add(new URL(request.url()).pathname));
    // Every script of the page held back: nothing the page has yet can tell what they import, but the preloads.
    const held = await Promise.all(scripts.map((src) => holdBack(page, new RegExp(`${src.replace(/\./g, '\\.')}$`))));
    await page.goto('/laws/27/B1b/', { waitUntil: 'commit' });
    await expect.poll(() => held.every(({ requested }) => requested())).toBe(true);
    await expect.poll(() => imports.filter((file) => !asked.has(file))).toEqual([]);
    for (const { release } of held) release();
    await page.waitForLoadState('load');
    // And the scripts then run: "/" goes to the search box.
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
  });
});
