/**
 * A precedent page at 390 px: "Open in the assistant" opens the assistant
 * with the precedent's facts and findings, and it reaches the ruling the
 * page shows (clause and edition hooks); the index filter by keyboard; a
 * precedent's own words find it in search; axe on the index filtered.
 */
import { describe, expect, it } from 'vitest';
import { assistantStepsDrawn, axeViolations, useSession } from './browser';

const s = useSession();

describe('precedents, on a phone', () => {
  it('"Open in the assistant" reaches the same ruling as the page shows', async () => {
    const page = await s().page({ width: 390 });
    // Every fact and finding the ruling depends on is given by the source: the assistant asks nothing.
    await page.goto('/precedents/ebu-forum-4h-1nt-replaced-4nt/');
    const shown = page.locator('.prec-engine [data-ruling-clause]');
    const clause = await shown.getAttribute('data-ruling-clause');
    const edition = await shown.getAttribute('data-ruling-edition');
    expect([clause, edition]).toEqual(['27B2', '2017']);
    await page.locator('[data-open-assistant]').click();
    await page.waitForURL(/\/assistant\/\?/);
    await assistantStepsDrawn(page);
    const ruled = page.locator('[data-ruling-clause]');
    await expect.poll(() => ruled.count()).toBe(1);
    expect(await ruled.getAttribute('data-ruling-clause')).toBe(clause);
    expect(await ruled.getAttribute('data-ruling-edition')).toBe(edition);
    expect(await page.locator('select[name=ed]').inputValue()).toBe('2017');
  });

  it('the index filters by clause, edition and source with the keyboard; axe clean', async () => {
    const page = await s().page({ width: 390 });
    await page.goto('/precedents/');
    const form = page.locator('form[data-precedent-filter]');
    await expect.poll(() => form.isVisible()).toBe(true);
    const all = await page.locator('[data-clause-group] li[data-precedent]:visible').count();
    await page.locator('select[name=clause]').focus();
    await page.locator('select[name=clause]').selectOption('B4');
    const visible = page.locator('[data-clause-group]:visible');
    await expect.poll(() => visible.count()).toBe(1);
    expect(await visible.getAttribute('data-clause-group')).toBe('B4');
    await page.locator('select[name=clause]').selectOption('');
    await page.locator('select[name=edition]').selectOption('2008-03');
    const shown = page.locator('li[data-precedent]:visible');
    await expect.poll(async () => (await shown.count()) < all).toBe(true);
    expect(new Set(await shown.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['edition'])))).toEqual(
      new Set(['2008-03']),
    );
    expect(await page.locator('[data-filter-count]').textContent()).toMatch(/\d+ rulings? match/);
    // Filtered, as only a script leaves it; every precedent page as it opens: the crawl (tests/site-crawl/accessibility.test.ts).
    expect(await axeViolations(page)).toEqual([]);
  });

  it("a precedent's own words find it in search", async () => {
    const page = await s().page({ width: 390 });
    await page.goto('/precedents/');
    await page.locator('#site-search-input').fill('rub of the green');
    await expect
      .poll(() => page.locator('[data-search-results]').getAttribute('data-settled'), { timeout: 60_000 })
      .toMatch(/^rub of the green\|/);
    const hrefs = await page
      .locator('.search-hit .hit-main')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(hrefs.slice(0, 3).some((h) => h.startsWith('/precedents/blml-2008-04-busch-27d-rub-of-the-green/'))).toBe(
      true,
    );
  });
});
