/**
 * axe on the two tools in the states `npm test` scans only on a phone: the
 * calculator with a result, with the Law 12C1(d) advice, at 320 and 1280 px;
 * the ruling assistant empty, asking, ruled and with an alert, in light and
 * dark mode at 390 and 1280 px; the auction widget with a ruling shown, in
 * light mode at 320 and 390 px and in both at 1280 px (axe, labels cut off); a guidance page's widgets,
 * folded in "Try this auction" boxes, opened and set up, at 320, 390 and
 * 1280 px (axe, target size, sideways scrolling, labels cut off); the 404
 * page with the nearest clauses at 1280 px.
 */
import { describe, expect, it } from 'vitest';
import {
  assistantStepsDrawn,
  axeViolations,
  clippedLabels,
  sidewaysOverflow,
  undersizedTargets,
  useSession,
} from '../browser/browser';

const session = useSession();

/** A new page `width` px wide (900 px high), in the given colour scheme, at `url`. */
async function openAt(url: string, width: number, scheme: 'light' | 'dark') {
  const opened = await session().newPage({ width, height: 900 });
  await opened.page.emulateMedia({ colorScheme: scheme });
  await opened.page.goto(url);
  return opened;
}

describe('axe on the tools in their states', () => {
  for (const width of [320, 1280]) {
    it(`the calculator with a result and with advice, light and dark, at ${width} px`, async () => {
      for (const scheme of ['light', 'dark'] as const) {
        const { page, context } = await openAt('/tools/adjusted-score/', width, scheme);
        await page.locator('[data-action="example-pairs"]').click();
        await expect.poll(() => page.locator('[data-status]').textContent()).toMatch(/^Weighted score/);
        expect(await axeViolations(page), `${scheme} result`).toEqual([]);
        await page.locator('[data-action="example-teams"]').click();
        await expect.poll(() => page.locator('[data-status]').textContent()).toMatch(/^Weighted total/);
        await page.locator('#calc-outcome-1').fill('8H=');
        await page.locator('[data-action="add"]').click();
        await expect.poll(() => page.locator('[data-advice]').isVisible()).toBe(true);
        expect(await axeViolations(page), `${scheme} messages`).toEqual([]);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await context.close();
      }
    });
  }

  it('the auction widget with a ruling shown', async () => {
    const failing: string[] = [];
    for (const [width, scheme] of [
      [320, 'light'],
      [390, 'light'],
      [1280, 'light'],
      [1280, 'dark'],
    ] as const) {
      const { page, context } = await openAt('/examples/zone7-1d-1s-1h/', width, scheme);
      await page.locator('.aw button[data-try="2"]').click();
      // The widget's code arrives after the press (widget-loader.ts), then carries it out.
      await page.locator('.aw [data-result] .rv').waitFor({ state: 'visible' });
      await page.locator('.aw [data-bbox] button[data-call="2H"]').focus();
      for (const v of await axeViolations(page)) failing.push(`${width} ${scheme}: ${v}`);
      for (const label of await clippedLabels(page)) failing.push(`${width} ${scheme}: label cut off ${label}`);
      await context.close();
    }
    expect(failing).toEqual([]);
  });

  it("a guidance page's widgets, unfolded and set up, with a ruling shown", async () => {
    const failing: string[] = [];
    for (const [width, scheme] of [
      [320, 'light'],
      [390, 'dark'],
      [1280, 'light'],
    ] as const) {
      const { page, context } = await openAt('/guidance/zone7-2008/', width, scheme);
      const boxes = page.locator('details.passage-widget');
      const count = await boxes.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const box = boxes.nth(i);
        await box.locator('summary').click();
        await box.locator('[data-widget-start] button').click();
        await box.locator('.aw[data-ready="true"]').waitFor({ state: 'attached' });
      }
      // One of them with a replacement tried: its ruling shown.
      await boxes.first().locator('button[data-try]').first().click();
      await boxes.first().locator('[data-result] .rv').waitFor({ state: 'visible' });
      for (const v of await axeViolations(page)) failing.push(`${width} ${scheme}: ${v}`);
      for (const t of await undersizedTargets(page)) failing.push(`${width} ${scheme}: target ${t}`);
      if ((await sidewaysOverflow(page)) > 0) failing.push(`${width} ${scheme}: scrolls sideways`);
      for (const label of await clippedLabels(page)) failing.push(`${width} ${scheme}: label cut off ${label}`);
      await context.close();
    }
    expect(failing).toEqual([]);
  });

  it('the 404 page with the nearest clauses shown, at 1280 px (at 320 px: tests/browser/not-found.test.ts)', async () => {
    const { page, context } = await openAt('/laws/27/B9z/', 1280, 'light');
    await page.locator('[data-not-found] a').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  for (const width of [390, 1280]) {
    it(`the assistant empty, asking, ruled and with an alert, light and dark, at ${width} px`, async () => {
      const failing: string[] = [];
      // Each address, and whether it is a Law 27 case: the questions and the ruling of one are drawn by code loaded after the page.
      for (const [url, law27] of [
        ['/assistant/', false],
        ['/assistant/?d=W&a=1D+1S+1H&lho=n&m=hearts&r=2H', true],
        ['/assistant/?d=W&a=1D+1S+1H&lho=n&m=hearts&r=2H&ia=n&ra=n', true],
        ['/assistant/?a=1D+1S+2H', false],
        ['/assistant/?a=1S+FOO+1H&ed=1999', false],
      ] as const) {
        for (const scheme of ['light', 'dark'] as const) {
          const { page, context } = await openAt(url, width, scheme);
          if (law27) await assistantStepsDrawn(page);
          for (const v of await axeViolations(page)) failing.push(`${url} ${scheme}: ${v}`);
          if ((await sidewaysOverflow(page)) > 0) failing.push(`${url} ${scheme}: scrolls sideways`);
          await context.close();
        }
      }
      expect(failing).toEqual([]);
    });
  }
});
