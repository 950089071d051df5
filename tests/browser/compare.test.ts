/**
 * The comparison page in a real browser: side by side on a wide screen, a
 * redline on a phone, the typography toggle without reloading, the picker,
 * and print.
 */
import { describe, expect, it } from 'vitest';
import { useSession } from './browser';

const s = useSession();

const URL_2008_2017 = '/laws/27/compare/2008-03...2017/';

describe('comparison page', () => {
  it('shows clauses side by side on a wide screen and as a redline on a phone', async () => {
    const wide = await s().page({ width: 1280, height: 900 });
    await wide.goto(URL_2008_2017);
    expect(await wide.locator('section#B2 .sidebyside').isVisible()).toBe(true);
    expect(await wide.locator('section#B2 .redline').isVisible()).toBe(false);
    const phone = await s().page({ width: 390, height: 844 });
    await phone.goto(URL_2008_2017);
    expect(await phone.locator('section#B2 .redline').isVisible()).toBe(true);
    expect(await phone.locator('section#B2 .sidebyside').isVisible()).toBe(false);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('hides differences of punctuation with the toggle, without reloading, and keeps words changes marked', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.goto(URL_2008_2017);
    const typoDel = page.locator('section#D .redline del.chg-typographic').first();
    const typoIns = page.locator('section#D .redline ins.chg-typographic').first();
    const wordIns = page.locator('section#B1a .redline ins.chg-substantive').first();
    expect(await typoDel.isVisible()).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator('#hide-typo').focus();
    await page.keyboard.press('Space');
    expect(await page.locator('#hide-typo').isChecked()).toBe(true);
    expect(await typoDel.isVisible()).toBe(false);
    expect(await typoIns.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    expect(await wordIns.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
    // Same document: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  it('summary hides the punctuation-only clauses until asked', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.goto(URL_2008_2017);
    const list = page.locator('.typo-list');
    expect(await list.isVisible()).toBe(false);
    await page.locator('#show-typo-summary').check();
    expect(await list.isVisible()).toBe(true);
    expect(await list.locator('a').allTextContents()).toEqual(['27A', '27B', '27D']);
  });

  it('the picker opens the chosen pair', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.goto(URL_2008_2017);
    await page.locator('#pick-a').selectOption('2017');
    await page.locator('#pick-b').selectOption('2007');
    await page.locator('.picker button[type="submit"]').click();
    await page.waitForURL('**/laws/27/compare/2017...2007/');
    await page.locator('#pick-b').selectOption('2017');
    await page.locator('.picker button[type="submit"]').click();
    await expect.poll(() => page.locator('.picker-status').textContent()).toBe('Choose two different texts.');
  });

  it('prints without navigation, with labels, underlined insertions, struck deletions, and the address in the footer', async () => {
    const page = await s().page({ width: 800, height: 1100 });
    await page.emulateMedia({ media: 'print' });
    await page.goto(URL_2008_2017);
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.picker').isVisible()).toBe(false);
    expect(await page.locator('section#B1b .redline').isVisible()).toBe(true);
    expect(await page.locator('section#B1b .cmp-label').textContent()).toBe('27B1(b)');
    const ins = page.locator('section#B2 .redline ins').first();
    const del = page.locator('section#B2 .redline del').first();
    expect(await ins.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
    expect(await del.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
    // Told apart without colour: a deletion is bracketed, and set off from an insertion right after it.
    expect(
      await del.evaluate((el) => [getComputedStyle(el, '::before').content, getComputedStyle(el, '::after').content]),
    ).toEqual(['"["', '"]"']);
    // …visibly: on screen the same pseudo-elements are hidden words for screen readers.
    expect(
      await del.evaluate((el) => [
        getComputedStyle(el, '::before').position,
        getComputedStyle(el, '::before').clipPath,
      ]),
    ).toEqual(['static', 'none']);
    const adjacent = page.locator('.redline del.chg + ins.chg').first();
    expect(Number.parseFloat(await adjacent.evaluate((el) => getComputedStyle(el).marginLeft))).toBeGreaterThan(2);
    expect(await page.locator('.site-footer .page-url').textContent()).toBe(
      `${s().server.url.replace(/\/$/, '')}${URL_2008_2017}`,
    );
    expect(await page.locator('.site-footer time').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
  });
});
