/**
 * Real-browser checks of the law pages on a phone-sized screen: clause
 * anchors land on the clause, references and switch links work, the
 * "Go to a clause" box works by keyboard, and nothing leaves the origin.
 */
import { describe, expect, it } from 'vitest';
import { useSession } from './browser';

const s = useSession();

describe('edition pages on a phone', () => {
  it('opens /laws/27/2017/#B1b with clause B1(b) on screen and no sideways scrolling', async () => {
    const page = await s().page();
    await page.goto('/laws/27/2017/#B1b');
    const box = await page.locator('section#B1b').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(844 / 2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('follows a cross-reference to its clause, and a switch link to the same clause in another text', async () => {
    const page = await s().page();
    await page.goto('/laws/27/2008-03/');
    await page.locator('section#B > .clause-row .clause-text a.xref', { hasText: '3 following' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#B3');
    // The clause's one control opens its menu; the menu has the same clause in the other texts.
    await page.locator('.clause-tools[data-for="B3"] > summary').click();
    await page.locator('.clause-tools[data-for="B3"] [data-edition="2017"] a').first().click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/laws/27/2017/#B3');
    await expect.poll(() => page.locator('section#B3').evaluate((el) => el.matches(':target'))).toBe(true);
  });
});

describe('"Go to a clause" on the home page, by keyboard', () => {
  it('goes to the clause a director types', async () => {
    const page = await s().page();
    await page.goto('/');
    // Tab from the top of the page until the box has focus.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.id === 'jump-input')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('jump-input');
    await page.keyboard.type('law 27 b1b 2017');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/laws/27/2017/#B1b');
    expect(await page.locator('section#B1b').evaluate((el) => el.matches(':target'))).toBe(true);
  });

  it('uses the text chosen in the box when the citation names none', async () => {
    const page = await s().page();
    await page.goto('/');
    await page.locator('#jump-edition').selectOption('2008-03');
    await page.locator('#jump-input').fill('27 footnote');
    await page.locator('#jump-input').press('Enter');
    await page.waitForURL('**/laws/27/2008-03/#footnote');
  });

  it('says what to type when the input is not a citation', async () => {
    const page = await s().page();
    await page.goto('/');
    await page.locator('#jump-input').fill('partner must pass');
    await page.locator('#jump-input').press('Enter');
    await expect.poll(() => page.locator('#jump-status').textContent()).toMatch(/Type a clause such as 27B1\(b\)/);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('privacy', () => {
  it('requested nothing from another origin in any of the tests above', () => {
    expect(s().requests.length).toBeGreaterThan(5);
    const foreign = s().requests.filter((u) => !u.startsWith(s().server.url));
    expect(foreign).toEqual([]);
  });
});
