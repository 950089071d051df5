/**
 * An address the site does not have: the server answers 404 with the site's
 * own page, which offers the clause jump and the search box, and the jump
 * from there works; a clause address in another letter case goes on to the
 * clause, and one the law does not have gets the nearest clauses. (Offline,
 * where the service worker answers with the same page:
 * tests/site-crawl/offline.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, useSession, sidewaysOverflow } from './browser';

const s = useSession();

describe('an unknown address', () => {
  it('gets status 404 and the page with the clause jump and the search box', async () => {
    const page = await s().page({ width: 390 });
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    expect(await page.locator('input[type=search]').count()).toBe(1);
    expect(await page.locator('[data-not-found]').isHidden()).toBe(true);
    await page.locator('#jump-input').fill('27B1(b)');
    await page.locator('form[data-jump] button[type=submit]').click();
    await page.waitForURL('**/laws/27/2017/#B1b');
    expect(new URL(page.url()).pathname).toBe('/laws/27/2017/');
  });

  it.each([
    ['/laws/27/b1b/', '/laws/27/B1b/'],
    ['/laws/27/B1B', '/laws/27/B1b/'],
    ['/LAWS/27/b2/?q=pass#top', '/laws/27/B2/?q=pass#top'],
    ['/laws/27/2007/b1b/', '/laws/27/2007/#B1b'],
  ])('%s, a clause address in another letter case, leads to %s', async (address, clause) => {
    const page = await s().page({ width: 390 });
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === clause);
    expect(await page.locator('h1').textContent()).not.toBe('Page not found');
  });

  it('offers the nearest clauses for a clause the law does not have', async () => {
    const page = await s().page({ width: 390 });
    const response = await page.goto('/laws/27/B9z/');
    expect(response?.status()).toBe(404);
    const near = page.locator('[data-not-found]');
    await expect
      .poll(() => near.locator('[data-not-found-message]').textContent())
      .toBe('Law 27 has no clause B9(z). The nearest clauses:');
    expect(await near.getAttribute('role')).toBe('status');
    const links = await near.locator('a').evaluateAll((els) => els.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual(
      ['B', 'B1', 'B1a', 'B1b', 'B2', 'B3', 'B4'].map((id) => [
        `Law 27${id.replace(/(\d)([a-z])$/, '$1($2)')}`,
        `/laws/27/${id}/`,
      ]),
    );
    for (const box of await Promise.all((await near.locator('a').all()).map((a) => a.boundingBox())))
      expect(box?.height).toBeGreaterThanOrEqual(24);
    await near.locator('a', { hasText: 'Law 27B4' }).click();
    await page.waitForURL('**/laws/27/B4/');
  });

  // At 1280 px: `npm run test:site` (tests/site-crawl/tools-axe.test.ts).
  it.each([320])(
    'has no axe violations and no sideways scrolling at %i px, with the nearest clauses shown',
    async (width) => {
      const page = await s().page({ width });
      await page.goto('/laws/27/B9z/');
      await page.locator('[data-not-found] a').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    },
  );
});
