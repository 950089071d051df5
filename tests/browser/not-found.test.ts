/**
 * An address the site does not have: the server answers 404 with the site's
 * own page, which offers the clause jump and the search box, and the jump
 * from there works.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, useSession, sidewaysOverflow } from './browser';

const s = useSession();

describe('an unknown address', () => {
  it('gets status 404 and the page with the clause jump and the search box', async () => {
    const page = await s().page({ width: 390 });
    const response = await page.goto('/laws/27/B9z/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    expect(await page.locator('input[type=search]').count()).toBe(1);
    await page.locator('#jump-input').fill('27B1(b)');
    await page.locator('form[data-jump] button[type=submit]').click();
    await page.waitForURL('**/laws/27/2017/#B1b');
    expect(new URL(page.url()).pathname).toBe('/laws/27/2017/');
  });

  it('has no axe violations and no sideways scrolling at 320 px', async () => {
    const page = await s().page({ width: 320 });
    await page.goto('/no/such/page/');
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
