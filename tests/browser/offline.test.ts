/**
 * Offline: after one visit, every page and search work with the network gone.
 * That a new build replaces the cache is checked by `npm run test:site`
 * (tests/site/offline-update.test.ts), as it needs a second build.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchChromium } from '../../src/build/chromium';
import { startStaticServer } from '../../src/build/static-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('offline after one visit', () => {
  it('opens a page never visited and searches, with the server stopped and the network cut', async () => {
    const server = await startStaticServer(inject('siteDir'));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    const page = await context.newPage();
    await page.goto(`${server.url}`);
    await page.waitForSelector('html[data-offline="ready"]', { timeout: 60_000 });
    expect(await page.locator('[data-offline-ready]').isVisible()).toBe(true);
    expect(await page.locator('[data-offline-ready]').textContent()).toContain('Available offline');

    await server.close();
    await context.setOffline(true);

    await page.goto(`${server.url}laws/27/2008-03/`);
    expect(await page.locator('h1').textContent()).toBe('Law 27 INSUFFICIENT BID');
    await page.goto(`${server.url}guidance/zone7-2008/`);
    expect(await page.locator('h1').textContent()).toBe('Zone 7 Law Interpretations, Regulations and Guidance');

    await page.locator('#site-search-input').fill('partner must pass');
    await page.locator('.chip[data-value="2017"]').click();
    await expect.poll(() => page.locator('[data-search-results]').getAttribute('data-settled'), { timeout: 30_000 }).toBe('partner must pass|2017|');
    expect(await page.locator('.search-hit a').first().getAttribute('href')).toBe('/laws/27/2017/#B2');
    await page.locator('.search-hit a').first().click();
    await page.waitForURL('**/laws/27/2017/#B2');
    expect(await page.locator('section#B2').evaluate((el) => el.matches(':target'))).toBe(true);

    await page.locator('#site-search-input').fill('27B1b');
    await expect.poll(() => page.locator('.search-hit.jump a').first().getAttribute('href')).toBe('/laws/27/2017/#B1b');
    expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
    await context.close();
  });
});
