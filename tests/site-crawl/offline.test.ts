/**
 * Offline: after one visit, every page and search work with the network gone,
 * and a page the service worker serves keeps its content security policy.
 * Part of `npm run test:site`, with the check that a new build replaces the
 * cache (offline-update.test.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchChromium } from '../../scripts/support/chromium';
import { startStaticServer } from '../../scripts/support/static-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone-sized page that has visited the home page once and seen the service worker ready; every request is noted. */
async function visitedOnce() {
  const server = await startStaticServer(inject('siteDir'));
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  const page = await context.newPage();
  await page.goto(`${server.url}`);
  await page.waitForSelector('html[data-offline="ready"]', { timeout: 60_000 });
  return { server, context, page, requests };
}

describe('offline after one visit', () => {
  it('opens a page never visited and searches, with the server stopped and the network cut', async () => {
    const { server, context, page, requests } = await visitedOnce();
    expect(await page.locator('[data-offline-ready]').isVisible()).toBe(true);
    expect(await page.locator('[data-offline-ready]').textContent()).toContain('Available offline');

    await server.close();
    await context.setOffline(true);

    await page.goto(`${server.url}laws/27/2008-03/`);
    expect(await page.locator('h1').textContent()).toBe('Law 27 INSUFFICIENT BID');
    await page.goto(`${server.url}guidance/zone7-2008/`);
    expect(await page.locator('h1').textContent()).toBe('Zone 7 Law Interpretations, Regulations and Guidance');

    // A guidance passage quoted on a clause page arrives when opened, from the cached guidance page.
    await page.goto(`${server.url}laws/27/B1b/#comparable-calls-comparable-call`);
    await expect.poll(() => page.locator('#comparable-calls-comparable-call .passage-body').textContent()).toContain('has the same or similar meaning');

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

describe('addresses with a query, and the data, offline after one visit', () => {
  it('opens an assistant link with state, a law page with ?q=, and /data/*.json, with the server stopped and the network cut', async () => {
    const { server, context, page, requests } = await visitedOnce();

    await server.close();
    await context.setOffline(true);

    // The assistant, never visited, from a shared link: the state is restored and ruled on.
    await page.goto(`${server.url}assistant/?d=W&a=1NT+2S+2D&lho=n&m=transfer&r=3H&ia=y&sd=y`);
    expect(await page.locator('h1').textContent()).toBe('Law 27 ruling assistant');
    expect(await page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await page.locator('#as-auction').inputValue()).toBe('1NT 2♠ 2♦');
    expect(await page.locator('[data-record]').isVisible()).toBe(true);
    // Answering on, still offline.
    await page.locator('#as-q-sd input[value="no"]').check();
    await page.locator('#as-q-cmp input[value="no"]').check();
    expect(await page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B2');

    // A page with ?q=: the page and its search (whose code, loaded at once for ?q=, puts the query in the box when it arrives).
    await page.goto(`${server.url}laws/27/?q=partner+must+pass`);
    await expect.poll(() => page.locator('#site-search-input').inputValue()).toBe('partner must pass');
    await expect.poll(() => page.locator('.search-hit a').count(), { timeout: 30_000 }).toBeGreaterThan(0);

    // Every data file.
    const dataFiles = readdirSync(path.join(inject('siteDir'), 'data'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .map((f) => `data/${f.split(path.sep).join('/')}`);
    expect(dataFiles.length).toBeGreaterThan(5);
    for (const file of dataFiles) {
      const body = await page.evaluate(async (url) => {
        const r = await fetch(url);
        return { ok: r.ok, json: (await r.json()) as unknown };
      }, `${server.url}${file}`);
      expect(body.ok, file).toBe(true);
      expect(typeof body.json, file).toBe('object');
    }
    expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
    await context.close();
  });
});

describe('the service worker under the content security policy', () => {
  it('registers, and a page it serves carries the policy and breaks none of it', async () => {
    const { server, context, page } = await visitedOnce();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${server.url}laws/27/2017/`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const policy = await page.locator('head meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(violations).toEqual([]);
    await context.close();
    await server.close();
  });
});
