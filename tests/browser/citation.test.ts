/**
 * "Copy citation" by keyboard: the citation and the clause's permanent
 * address land on the clipboard, and the page says so.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSession } from './browser';

const s = useSession();

let clipboard: Promise<Page> | undefined;
/** A page allowed to read and write the clipboard, one for the file (a new page costs a renderer process), at this size. */
async function clipboardPage(width: number, height: number): Promise<Page> {
  const page = await (clipboard ??= s()
    .newPage({ width, height })
    .then(async ({ context, page }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s().server.url });
      return page;
    }));
  await page.setViewportSize({ width, height });
  return page;
}

describe('copy citation', () => {
  it('copies "Law 27B1(b) (2017)" and its address from the clause page, by keyboard', async () => {
    const page = await clipboardPage(390, 844);
    await page.goto('/laws/27/B1b/');
    const button = page.locator('.clause-in-edition[data-edition="2017"] .copy-button');
    // The status says "Copied" for 4 s only (CopyCitation.astro): what it says is recorded, which a poll on a busy
    // machine, slower than that, cannot miss.
    const status = page.locator('.clause-in-edition[data-edition="2017"] .copy-status');
    await status.evaluate((el: HTMLElement & { said?: string[] }) => {
      const said: string[] = (el.said = []);
      new MutationObserver(() => said.push(el.textContent ?? '')).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => status.evaluate((el: HTMLElement & { said?: string[] }) => el.said ?? []))
      .toContain('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `Law 27B1(b) (2017) ${s().server.url.replace(/\/$/, '')}/laws/27/2017/#B1b`,
    );
  });

  it('when the browser will not copy, shows the text to copy by hand, and keeps it there', async () => {
    const { context, page } = await s().newPage({ width: 390, height: 844 });
    await page.clock.install();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('not allowed')) },
      });
      document.execCommand = () => false;
    });
    await page.goto('/laws/27/B1b/');
    const status = page.locator('.clause-in-edition[data-edition="2017"] .copy-status');
    await page.locator('.clause-in-edition[data-edition="2017"] .copy-button').focus();
    await page.keyboard.press('Enter');
    const byHand = `Copy this: Law 27B1(b) (2017) ${s().server.url.replace(/\/$/, '')}/laws/27/2017/#B1b`;
    await expect.poll(() => status.textContent()).toBe(byHand);
    // Long after a "Copied" would have gone (4 s), on the page's own clock.
    await page.clock.fastForward(60_000);
    expect(await status.textContent()).toBe(byHand);
    await context.close();
  });

  it('copies from an edition page too', async () => {
    const page = await clipboardPage(1280, 900);
    await page.goto('/laws/27/2008-03/');
    // By keyboard: the clause's menu opens with Enter, and the button is in it.
    await page.locator('.clause-tools[data-for="D"] > summary').focus();
    await page.keyboard.press('Enter');
    // Open, the menu shows "Copy citation" just after its links.
    await page.locator('.target-copy[data-for="D"] .copy-button').focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`Law 27D (March 2008) ${s().server.url.replace(/\/$/, '')}/laws/27/2008-03/#D`);
  });

  it('"Go to a clause" lands on the clause with its "Copy citation" on screen: one tap copies it, and its menu is still there', async () => {
    const page = await clipboardPage(390, 844);
    await page.goto('/');
    await page.locator('#jump-edition').selectOption('2008-03');
    await page.locator('#jump-input').fill('27B1(b)');
    await page.locator('#jump-input').press('Enter');
    await page.waitForURL('**/laws/27/2008-03/#B1b');
    // Only the clause the address points at shows its button outside a menu.
    const visible = page.locator('.target-copy .copy-button:visible');
    await expect.poll(() => visible.count()).toBe(1);
    const button = page.locator('.target-copy[data-for="B1b"] .copy-button');
    const box = await button.boundingBox();
    // On screen without scrolling, and a target of at least 24 px.
    expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    expect(box && box.height >= 24 && box.width >= 24).toBe(true);
    await button.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`Law 27B1(b) (March 2008) ${s().server.url.replace(/\/$/, '')}/laws/27/2008-03/#B1b`);
    // The other tools are one tap away, as before.
    await page.locator('.clause-tools[data-for="B1b"] > summary').click();
    await expect.poll(() => page.locator('.clause-tools[data-for="B1b"] a.clause-page').isVisible()).toBe(true);
    await page.locator('.clause-tools[data-for="B1b"] > summary').click();
    // An address pointing at another clause moves the button there.
    await page.evaluate(() => (location.hash = '#B2'));
    await expect.poll(() => page.locator('.target-copy[data-for="B2"] .copy-button').isVisible()).toBe(true);
    expect(await page.locator('.target-copy[data-for="B1b"] .copy-button').isVisible()).toBe(false);
  });
});
