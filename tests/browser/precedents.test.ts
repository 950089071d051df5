/**
 * A precedent page at 390 px: "Open in the assistant" opens the assistant
 * with the precedent's facts and findings, and it reaches the ruling the
 * page shows (clause and edition hooks); the index in at most 10 phone
 * screens, grouped by deciding clause and folded; its filter by keyboard; a
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

  it('the index fits in 10 phone screens at 390 px, grouped by deciding clause with counts, folded to the newest few', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.goto('/precedents/');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(10 * 844);
    // Every ruling is on the page, once; most of them folded.
    const items = page.locator('[data-clause-group] li[data-precedent]');
    const ids = await items.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['precedent']));
    expect(ids.length).toBeGreaterThan(40);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await items.filter({ visible: true }).count()).toBeLessThan(ids.length / 2);
    // A group's heading says how many; its disclosure shows them all, without a script.
    const group = page.locator('[data-clause-group="B1b"]');
    const n = Number(/\((\d+) rulings\)/.exec((await group.locator('h2').textContent()) ?? '')?.[1]);
    expect(await group.locator('li[data-precedent]').count()).toBe(n);
    const summary = group.locator('details[data-group-more] summary');
    expect(await summary.textContent()).toBe(`Show all ${n} rulings on 27B1(b)`);
    await summary.click();
    expect(await group.locator('li[data-precedent]:visible').count()).toBe(n);
    // Undated rulings are marked so, and listed apart, never among the dated ones as the oldest or newest.
    const undated = page.locator('li[data-precedent]', { hasText: '· undated ·' });
    expect(await undated.count()).toBeGreaterThan(0);
  });

  it('the index filters by clause, edition and source with the keyboard, opening the folds; axe clean', async () => {
    const page = await s().page({ width: 390 });
    await page.goto('/precedents/');
    const form = page.locator('form[data-precedent-filter]');
    await expect.poll(() => form.isVisible()).toBe(true);
    const all = await page.locator('[data-clause-group] li[data-precedent]').count();
    await page.locator('select[name=clause]').focus();
    await page.locator('select[name=clause]').selectOption('B2');
    const visible = page.locator('[data-clause-group]:visible');
    await expect.poll(() => visible.count()).toBe(1);
    expect(await visible.getAttribute('data-clause-group')).toBe('B2');
    // Every ruling of the clause shows, the folded ones too.
    const inGroup = page.locator('[data-clause-group="B2"] li[data-precedent]');
    await expect.poll(() => inGroup.filter({ visible: true }).count()).toBe(await inGroup.count());
    await page.locator('select[name=clause]').selectOption('');
    await page.locator('select[name=edition]').selectOption('2008-03');
    const shown = page.locator('li[data-precedent]:visible');
    await expect.poll(async () => (await shown.count()) < all).toBe(true);
    expect(new Set(await shown.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['edition'])))).toEqual(
      new Set(['2008-03']),
    );
    await page.locator('select[name=edition]').selectOption('');
    await page.locator('select[name=source]').selectOption('blml');
    await expect
      .poll(async () => new Set(await shown.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['source']))))
      .toEqual(new Set(['blml']));
    expect(await shown.count()).toBe(await page.locator('li[data-precedent][data-source="blml"]').count());
    expect(await page.locator('[data-filter-count]').textContent()).toMatch(/\d+ rulings? match/);
    // Cleared, the folds the filter opened close again.
    await page.locator('select[name=source]').selectOption('');
    await expect.poll(() => page.locator('details[data-group-more][open]').count()).toBe(0);
    // Filtered, as only a script leaves it; every precedent page as it opens: the crawl (tests/site-crawl/accessibility.test.ts).
    await page.locator('select[name=source]').selectOption('blml');
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
