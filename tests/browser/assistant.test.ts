/**
 * The ruling assistant in a real browser, phone-sized, keyboard only: type
 * an auction, the insufficient-bid check and the lowest sufficient bid, the
 * steps, the ruling with its clause path, the state in the URL surviving a
 * reload, the PBN export; axe; nothing leaves 127.0.0.1.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './browser';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => {
  await s?.close();
});

async function tabTo(page: Page, selector: string, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}
const activeValue = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value);
const focusedCall = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['call']);

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
}

describe('the ruling assistant, keyboard only, on a phone', () => {
  it('checks the auction, walks through the steps, rules, keeps the state in the URL and exports PBN', async () => {
    const { page } = await s.newPage();
    await page.goto('/assistant/');
    expect(await page.locator('[data-step="accepted"]').isHidden()).toBe(true);

    // Dealer West, by typing on the focused select.
    await tabTo(page, '#as-dealer');
    await page.keyboard.type('West');
    expect(await activeValue(page)).toBe('W');

    // A sufficient last bid is refused with a clear message.
    await tabTo(page, '#as-auction');
    await page.keyboard.type('1D 1S 2H');
    await page.keyboard.press('Enter');
    const check = page.locator('[data-check]');
    expect(await check.textContent()).toBe('2♥ is sufficient over North’s 1♠, so Law 27 does not apply.');
    expect(await check.getAttribute('data-ok')).toBe('false');
    expect(await page.locator('[data-step="accepted"]').isHidden()).toBe(true);

    // So is a call that is not a call.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1D 1S 1Q');
    await page.keyboard.press('Enter');
    expect(await check.textContent()).toMatch(/Call 3, “1Q”, is not a call/);

    // The real case, written as a director would.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1♦ (1♠) 1♥');
    await page.keyboard.press('Enter');
    expect(await check.textContent()).toBe('East’s 1♥ is insufficient: it does not outrank North’s 1♠. The lowest sufficient bid in hearts is 2♥.');
    expect(await page.locator('[data-table] td[data-mark="insufficient"] .badge').textContent()).toBe('insufficient');
    expect(await page.locator('[data-table] th.dealer').textContent()).toBe('West (dealer)');

    // Step 2: LHO (South) does not accept.
    expect(await page.locator('[data-step="accepted"] legend').textContent()).toBe('Did South accept 1♥one heart?');
    await tabTo(page, 'input[name="lho"]');
    expect(await activeValue(page)).toBe('yes');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('input[name="lho"][value="no"]').isChecked()).toBe(true);

    // Step 3: the intended meaning; 1♥ natural (the default).
    await tabTo(page, '#as-intent');
    await page.keyboard.type('four hearts, 6+ HCP');
    expect(await page.locator('[data-question="insufficientArtificial"] input[value="no"]').isChecked()).toBe(true);

    // Step 4: the options, with 2♥ free of rectification.
    expect(await page.locator('[data-options]').textContent()).toMatch(/What to tell the table: East's 1♥one heart is insufficient/);
    expect(await page.locator('[data-options] .asst-options li').first().textContent()).toMatch(/2♥two hearts — Law 27B1\(a\)/);

    // Step 5: 2♥ from the bidding box with the arrow keys.
    await tabTo(page, '#as-rep button[data-call]');
    expect(await focusedCall(page)).toBe('1C');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusedCall(page)).toBe('2H');
    await page.keyboard.press('Enter');

    // Step 7: the ruling.
    const rv = page.locator('[data-ruling] .rv');
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await rv.locator('.rv-path a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/laws/27/2017/#B1a']);
    expect(await rv.locator('.rv-explanation').textContent()).toMatch(/What to tell the table: 2♥two hearts is the lowest sufficient bid/);
    expect(await page.locator('[data-step6]').isVisible()).toBe(true);

    // The URL holds the state.
    const url = new URL(page.url());
    expect(url.searchParams.get('d')).toBe('W');
    expect(url.searchParams.get('a')).toBe('1D 1S 1H');
    expect(url.searchParams.get('lho')).toBe('n');
    expect(url.searchParams.get('r')).toBe('2H');
    expect(url.searchParams.get('m')).toBe('four hearts, 6+ HCP');

    // PBN export.
    const pbn = await page.locator('[data-pbn]').inputValue();
    expect(pbn).toContain('[Dealer "W"]');
    expect(pbn).toContain('1D 1S 2H =1=');
    expect(pbn).toContain('[Note "1:insufficient 1H, replaced by 2H"]');
    expect(pbn).toContain('[Note "2:intended meaning of 1H: four hearts, 6+ HCP"]');
    const href = await page.locator('[data-pbn-download]').getAttribute('href');
    expect(href?.startsWith('data:')).toBe(true);
    expect(decodeURIComponent(href!.slice(href!.indexOf(',') + 1))).toBe(pbn);

    // Reload: everything comes back.
    await page.reload();
    expect(await page.locator('#as-auction').inputValue()).toBe('1♦ 1♠ 1♥');
    expect(await page.locator('#as-dealer').inputValue()).toBe('W');
    expect(await page.locator('#as-intent').inputValue()).toBe('four hearts, 6+ HCP');
    expect(await page.locator('input[name="lho"][value="no"]').isChecked()).toBe(true);
    expect(await page.locator('#as-rep button[data-call="2H"]').getAttribute('aria-pressed')).toBe('true');
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await page.locator('[data-pbn]').inputValue()).toBe(pbn);

    // Another edition: the clause links follow.
    await tabTo(page, '#as-edition');
    await page.keyboard.type('March');
    expect(await activeValue(page)).toBe('2008-03');
    expect(await rv.locator('.rv-verdict a').getAttribute('href')).toBe('/laws/27/2008-03/#B1a');
    expect(new URL(page.url()).searchParams.get('ed')).toBe('2008-03');
  });

  it('rules 27B2 on a pass, 27B3 on a double the Director does not find comparable, and 27B1(b) when he does', async () => {
    const { page } = await s.newPage();
    await page.goto('/assistant/?d=W&a=1D+1S+1H&lho=n&r=P');
    const rv = page.locator('[data-ruling] .rv');
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27B2');
    expect(await rv.locator('[data-consequence="partnerMustPass"] dd').textContent()).toBe('Yes');
    await page.locator('#as-rep button[data-call="X"]').focus();
    await page.keyboard.press('Enter');
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27B3');
    expect(await rv.locator('[data-consequence="callCancelled"] dd').textContent()).toBe('Yes');
    await tabTo(page, '[data-question="comparable"] input');
    await page.keyboard.press('ArrowUp');
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27B1b');
    expect(new URL(page.url()).searchParams.get('cmp')).toBe('y');
    expect(await page.locator('[data-pbn]').inputValue()).toContain('1D 1S X =1=');
  });

  it('rules 27A1 when LHO accepts, and exports the bid marked ^I', async () => {
    const { page } = await s.newPage();
    await page.goto('/assistant/?d=W&a=1D+1S+1H');
    await tabTo(page, 'input[name="lho"]');
    await page.keyboard.press('Space');
    const rv = page.locator('[data-ruling] .rv');
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27A1');
    expect(await rv.locator('.rv-verdict a').getAttribute('href')).toBe('/laws/27/2017/#A1');
    expect(await page.locator('[data-step="replacement"]').isHidden()).toBe(true);
    expect(await page.locator('[data-pbn]').inputValue()).toContain('1D 1S 1H^I');
  });

  it('builds an auction with the bidding box', async () => {
    const { page } = await s.newPage();
    await page.goto('/assistant/');
    await tabTo(page, '.asst-build summary');
    await page.keyboard.press('Enter');
    await tabTo(page, '#as-build button[data-call]');
    // 1NT (right ×4), then 2♠ (down, left), then 2♦ (left ×2).
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    expect(await page.locator('#as-auction').inputValue()).toBe('1NT 2♠ 2♦');
    expect(await page.locator('[data-check]').textContent()).toBe('South’s 2♦ is insufficient: it does not outrank East’s 2♠. The lowest sufficient bid in diamonds is 3♦.');
    expect(new URL(page.url()).searchParams.get('a')).toBe('1NT 2S 2D');
  });

  it('has no axe violations, empty and with a ruling, and no sideways scrolling', async () => {
    for (const url of ['/assistant/', '/assistant/?d=W&a=1D+1S+1H&lho=n&m=hearts&r=2H', '/assistant/?a=1D+1S+2H']) {
      for (const scheme of ['light', 'dark'] as const) {
        const { page, context } = await s.newPage();
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(url);
        expect(await axe(page), `${url} ${scheme}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await context.close();
      }
    }
  });

  it('requested nothing from another origin', () => {
    expect(s.requests.length).toBeGreaterThan(5);
    expect(s.requests.filter((u) => !u.startsWith(s.server.url))).toEqual([]);
  });
});
