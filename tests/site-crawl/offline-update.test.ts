/**
 * Offline: a new build replaces the cache and the page offers the new
 * version. The first version is a copy of the shared test site; the second is
 * one build of the same sources with a later build date.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/support/chromium';
import { ROOT, runBuild } from '../../scripts/support/run-build';
import { startStaticServer } from '../../scripts/support/static-server';
import { readPage, select, siteDir, toText } from '../build/site';

// Under .build/ (beside the build's staging folder, so the finished site is moved in place, not copied).
const work = path.join(ROOT, '.build', `test-offline-${process.pid}`);
const site = path.join(work, 'site');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

const DAY = 86_400;

describe('a new build replaces the cache', () => {
  it('tells the reader a new version is ready, and reloads into it', async () => {
    const footer = select('.site-footer time', readPage('/'));
    const firstDate = footer ? toText(footer) : '';
    expect(firstDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    // The second build is dated 400 days after the first, whatever the first was.
    const secondEpoch = Date.parse(`${firstDate}T12:00:00Z`) / 1000 + 400 * DAY;
    const secondDate = new Date(secondEpoch * 1000).toISOString().slice(0, 10);

    mkdirSync(work, { recursive: true });
    cpSync(siteDir(), site, { recursive: true });
    const server = await startStaticServer(site);
    const context = await browser.newContext();
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await page.goto(`${server.url}laws/27/`);
    await page.waitForSelector('html[data-offline="ready"]', { timeout: 60_000 });
    expect(await page.locator('.site-footer time').textContent()).toBe(firstDate);

    const build = await runBuild({ outDir: site, env: { SOURCE_DATE_EPOCH: String(secondEpoch) } });
    expect(build.code, build.stderr).toBe(0);
    await page.reload();
    await page.waitForSelector('html[data-update="ready"]', { timeout: 60_000 });
    expect(await page.locator('[data-update-ready]').isVisible()).toBe(true);
    await page.locator('[data-update-now]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.site-footer time').textContent(), { timeout: 60_000 }).toBe(secondDate);
    // One precache remains: the old one was cleaned up.
    const precaches = await page.evaluate(async () => (await caches.keys()).filter((k) => k.includes('precache')));
    expect(precaches).toHaveLength(1);
    await context.close();
    await server.close();
  }, 600_000);
});
