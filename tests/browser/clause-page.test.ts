/**
 * A clause page read by address and by keyboard: a passage's address opens
 * it and the folded group around it; the history leads to a text on the page;
 * the folded guidance opens from the keyboard.
 */
import { describe, expect, it } from 'vitest';
import { useSession } from './browser';

const session = useSession();

describe('a clause page', () => {
  it('opens a passage reached by its address, with the folded group around it, in view', async () => {
    const { page } = await session().newPage({ width: 390, height: 844 });
    await page.goto('/laws/27/B1b/#zone7-2008-law-27b1b');
    const passage = page.locator('#zone7-2008-law-27b1b');
    await expect.poll(() => passage.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('.guidance-group[data-document="zone7-2008"] details.guidance-passages').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await expect.poll(() => passage.evaluate((d) => { const r = d.getBoundingClientRect(); return r.top > -1 && r.top < window.innerHeight; })).toBe(true);
    expect(await passage.locator('.passage-body').isVisible()).toBe(true);
  });

  it('the history opens an older text on the page; the folded guidance opens by keyboard', async () => {
    const { page } = await session().newPage({ width: 390, height: 844 });
    await page.goto('/laws/27/B1b/');
    await page.locator('.clause-history li[data-edition="2007"] a').first().click();
    await expect.poll(() => page.locator('#w-2007').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const summary = page.locator('.guidance-group[data-document="zone7-2008"] details.guidance-passages > summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.guidance-group[data-document="zone7-2008"] details.guidance-passages').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('#zone7-2008-law-27b1b > summary').isVisible()).toBe(true);
  });
});
