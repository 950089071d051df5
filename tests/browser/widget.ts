/**
 * The auction widget of an example page, driven as a reader drives it, by
 * keyboard: shared by its browser tests (auction-widget.test.ts) and the
 * sweep of every example page (tests/site-crawl/examples.test.ts).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Example } from '../../src/bridge/examples';
import { tabTo } from './browser';

/**
 * Starts the first widget as a reader does, by keyboard: its start button (widget-loader.ts) fetches the widget's
 * code, sets it up (which marks it ready) and hands the focus to the first step button.
 */
export async function widgetReady(page: Page): Promise<void> {
  await tabTo(page, '.aw [data-widget-start] button');
  await page.keyboard.press('Enter');
  await page.locator('.aw[data-ready="true"]').first().waitFor({ state: 'attached' });
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-step'))).toBe('first');
  expect(await page.locator('.aw [data-widget-start]').first().isHidden()).toBe(true);
}

/**
 * Opens a Law 27 example's page, starts its widget and tries each replacement
 * the source discusses: where the widget's ruling differs from the source's
 * verdict (its clause, whether partner must pass, the widget's own "agrees"
 * mark), one line each; none when they all agree.
 */
export async function widgetVerdictsDisagreeing(page: Page, example: Example): Promise<string[]> {
  await page.goto(`/examples/${example.id}/`);
  await widgetReady(page);
  const found: string[] = [];
  for (const [i, replacement] of example.replacements.entries()) {
    await page.locator(`.aw button[data-try="${String(i)}"]`).press('Enter');
    const { verdict } = replacement;
    const rv = page.locator('.aw [data-result] .rv');
    const clause = await rv.getAttribute('data-ruling-clause');
    if (verdict.clause !== undefined && clause !== verdict.clause)
      found.push(`replacement ${String(i)}: ruled under ${String(clause)}, the source says ${verdict.clause}`);
    const mustPass = await rv.locator('[data-consequence="partnerMustPass"]').getAttribute('data-value');
    const expected = verdict.restriction === 'partner-must-pass' ? 'yes' : 'no';
    if (mustPass !== expected)
      found.push(`replacement ${String(i)}: partner must pass "${String(mustPass)}", the source says "${expected}"`);
    const agrees = await page.locator('.aw [data-result] .aw-agree').getAttribute('data-agrees');
    if (agrees !== 'true') found.push(`replacement ${String(i)}: the widget marks it data-agrees="${String(agrees)}"`);
  }
  return found;
}

/** Opens a call-out-of-rotation example's page and starts its widget: its bidding boxes, its rulings and whether it says it is not a Law 27 case. */
export async function outOfRotationWidget(
  page: Page,
  id: string,
): Promise<{ boxes: number; rulings: number; note: boolean }> {
  await page.goto(`/examples/${id}/`);
  await widgetReady(page);
  return {
    boxes: await page.locator('.aw [data-bbox]').count(),
    rulings: await page.locator('.aw .rv').count(),
    note: /Not a Law 27 case/.test((await page.locator('.ex-coot-note').textContent()) ?? ''),
  };
}
