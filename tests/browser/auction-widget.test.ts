/**
 * The example pages and their auction widget in a real browser, on a
 * phone-sized screen, by keyboard only: step through the auction, choose a
 * replacement in the bidding box, switch the edition and see the clause
 * change; the source's verdicts agree with the engine on one example of
 * each kind (every example: tests/site-crawl/examples.test.ts); axe; no
 * JavaScript; nothing leaves 127.0.0.1.
 */
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadExamples } from '../../src/model/examples';
import { axeViolations, tabTo, useSession } from './browser';
import { outOfRotationWidget, widgetReady, widgetVerdictsDisagreeing } from './widget';

const { examples } = loadExamples(path.resolve(import.meta.dirname, '..', '..', 'content', 'examples'));

const s = useSession();

const focused = (page: Page) =>
  page.evaluate(
    () => (document.activeElement as HTMLElement | null)?.dataset['call'] ?? document.activeElement?.tagName,
  );
const status = (page: Page, which: string) => page.locator(`.aw [${which}]`).first().textContent();

const axe = axeViolations;

describe('the widget on /examples/zone7-1d-1s-1h/, keyboard only', () => {
  it('loads none of its code with the page, though it is in view: the start button sets it up', async () => {
    const page = await s().page();
    const scripts: string[] = [];
    const seen = (r: Request) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    };
    page.on('request', seen);
    await page.goto('/examples/zone7-1d-1s-1h/');
    expect(await page.locator('.aw').first().isVisible()).toBe(true);
    // The loader (first-use) has run: it showed the start button, which the page's HTML keeps hidden for readers without JavaScript.
    await page.locator('.aw [data-widget-start] button').waitFor({ state: 'visible' });
    // Nothing more is on its way either.
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /widget-client|bbox-client/.test(url))).toEqual([]);
    await widgetReady(page);
    expect(scripts.filter((url) => /widget-client/.test(url))).toHaveLength(1);
    page.off('request', seen);
  });

  it('carries out "Try this replacement" pressed before its code has arrived', async () => {
    const page = await s().page();
    await page.goto('/examples/zone7-1d-1s-1h/');
    expect(await page.locator('.aw').first().getAttribute('data-ready')).toBeNull();
    await tabTo(page, '.aw button[data-try="1"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.aw [data-result] .rv').getAttribute('data-ruling-clause')).toBe('27B1b');
    expect(await page.locator('.aw [data-bbox] button[data-call="X"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.aw [data-widget-start]').isHidden()).toBe(true);
    // The focus stays on the button pressed.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-try'))).toBe('1');
  });

  it('carries out "Try this replacement" pressed by keyboard once its code has arrived (fetched when the button got the focus)', async () => {
    const page = await s().page();
    const chunk = page.waitForResponse((r) => /\/widget-client\.[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await page.goto('/examples/zone7-1d-1s-1h/');
    await tabTo(page, '.aw button[data-try="1"]');
    const url = (await chunk).url();
    // Once this import has resolved, so has the loader's own import of the same module: the code is there.
    // (A string, so that vitest does not rewrite the page's import() into its own.)
    expect(await page.evaluate(`import(${JSON.stringify(url)}).then(() => true)`)).toBe(true);
    expect(await page.locator('.aw').first().getAttribute('data-ready')).toBeNull();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.aw [data-result] .rv').getAttribute('data-ruling-clause')).toBe('27B1b');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-try'))).toBe('1');
  });

  it('steps through the auction', async () => {
    const page = await s().page();
    await page.goto('/examples/zone7-1d-1s-1h/');
    await widgetReady(page);
    expect(await status(page, 'data-step-status')).toBe(
      'All 3 calls shown; the last: East bids one heart: an insufficient bid.',
    );
    await page.keyboard.press('Enter');
    expect(await status(page, 'data-step-status')).toBe('Call 1 of 3: West bids one diamond.');
    expect(await page.locator('.aw td[data-index="1"] .cell-content').isHidden()).toBe(true);
    expect(await page.locator('.aw td[data-index="0"]').getAttribute('aria-current')).toBe('step');
    await page.keyboard.press('Tab'); // Previous
    await page.keyboard.press('Tab'); // Next
    await page.keyboard.press('Enter');
    expect(await status(page, 'data-step-status')).toBe('Call 2 of 3: North bids one spade.');
    await page.keyboard.press('Enter');
    expect(await status(page, 'data-step-status')).toBe('Call 3 of 3: East bids one heart: an insufficient bid.');
    expect(await page.locator('.aw td[data-index="2"] .cell-content').isVisible()).toBe(true);
    expect(await page.locator('.aw td[data-index="2"] .badge').textContent()).toBe('insufficient');
    // At the end "Next" does nothing and says so.
    expect(await page.locator('.aw button[data-step="next"]').getAttribute('aria-disabled')).toBe('true');
  });

  it('chooses replacements in the bidding box with the arrow keys, and switches the edition', async () => {
    const page = await s().page();
    await page.goto('/examples/zone7-1d-1s-1h/');
    await widgetReady(page);
    await tabTo(page, '.aw [data-bbox] button[data-call]');
    expect(await focused(page)).toBe('1C');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('2H');
    await page.keyboard.press('Enter');
    expect(await page.locator('.aw [data-bbox] button[data-call="2H"]').getAttribute('aria-pressed')).toBe('true');
    const ruling = page.locator('.aw [data-result] .rv');
    expect(await ruling.getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await ruling.locator('.rv-verdict a').getAttribute('href')).toBe('/laws/27/2008-03/#B1a');
    expect(await ruling.locator('[data-consequence="partnerMustPass"] dd').textContent()).toBe('No');
    expect(await ruling.locator('[data-consequence="adjustedScorePossible"] dd').textContent()).toBe('Yes');
    expect(await page.locator('.aw [data-result] .aw-agree').getAttribute('data-agrees')).toBe('true');
    expect(await status(page, 'data-ruling-status')).toBe(
      'Ruling under March 2008: Law 27B1(a), corrected: no further rectification.',
    );

    // Pass: End goes to Rdbl, two steps left is Pass.
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('P');
    await page.keyboard.press('Space');
    expect(await ruling.getAttribute('data-ruling-clause')).toBe('27B2');
    expect(await ruling.locator('.rv-verdict a').getAttribute('href')).toBe('/laws/27/2008-03/#B2');
    expect(await ruling.locator('[data-consequence="partnerMustPass"] dd').textContent()).toBe('Yes');
    expect(await ruling.locator('[data-consequence="leadRestrictions"] dt').textContent()).toMatch(/Law 26\)/);

    // Shift+Tab back to the editions and arrow to 2017.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Shift+Tab');
      if (await page.evaluate(() => document.activeElement?.matches('.aw-editions input') ?? false)) break;
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('2008-03');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('.aw-editions input[value="2017"]').isChecked()).toBe(true);
    // Under another edition than the source's, the reader judges: a pass could be comparable, so that is asked first.
    expect(await page.locator('.aw [data-result] .rv').count()).toBe(0);
    expect(await page.locator('.aw [data-result]').textContent()).toMatch(
      /^No ruling yet: it depends on your answer to “Is Pass a comparable call/,
    );
    await tabTo(page, '.aw [data-question="comparable"] input');
    await page.keyboard.press('ArrowDown'); // No
    expect(await ruling.getAttribute('data-ruling-clause')).toBe('27B2');
    expect(await ruling.locator('.rv-verdict a').getAttribute('href')).toBe('/laws/27/2017/#B2');
    expect(await ruling.locator('[data-consequence="leadRestrictions"] dt').textContent()).toMatch(/Law 26B\)/);
    expect(await ruling.locator('.rv-laws').textContent()).toMatch(/Law 72C/);
  });

  it('a double is 27B1(b) when it shows hearts, and cancelled (27B3) when the reader judges it does not', async () => {
    const page = await s().page();
    await page.goto('/examples/zone7-1d-1s-1h/');
    await widgetReady(page);
    await tabTo(page, '.aw button[data-try="1"]');
    await page.keyboard.press('Enter');
    const ruling = page.locator('.aw [data-result] .rv');
    expect(await ruling.getAttribute('data-ruling-clause')).toBe('27B1b');
    expect(await page.locator('.aw [data-question="comparable"] input[value="yes"]').isChecked()).toBe(true);
    await tabTo(page, '.aw [data-question="comparable"] input');
    await page.keyboard.press('ArrowDown'); // Yes → No
    expect(await page.locator('.aw [data-question="comparable"] input[value="no"]').isChecked()).toBe(true);
    expect(await ruling.getAttribute('data-ruling-clause')).toBe('27B3');
    expect(await ruling.locator('[data-consequence="callCancelled"] dd').textContent()).toBe('Yes');
  });
});

describe("the reader's own choice", () => {
  it('a call the source does not discuss is not ruled on the defaults: the questions come first', async () => {
    const page = await s().page();
    await page.goto('/examples/zone7-1d-1s-1h/');
    await widgetReady(page);
    await page.locator('.aw [data-bbox] button[data-call="3H"]').click();
    // 3♥ is not the lowest sufficient heart bid, so 27B1(a) is out by the mechanics; comparability is the one question.
    expect(await page.locator('.aw [data-result] .rv').count()).toBe(0);
    // The source's table facts stand, shown answered (LHO did not accept 1♥; no call was made before the Director ruled); the finding is open.
    const shown = page.locator('.aw [data-question]:visible');
    expect(await shown.evaluateAll((fs) => fs.map((f) => f.getAttribute('data-question')))).toEqual([
      'accepted',
      'premature',
      'comparable',
    ]);
    for (const id of ['accepted', 'premature'])
      expect(await page.locator(`.aw [data-question="${id}"] input[value="no"]`).isChecked(), id).toBe(true);
    const q = page.locator('.aw [data-question="comparable"]');
    expect(await q.locator('input:checked').count()).toBe(0);
    await q.locator('input[value="no"]').check();
    expect(await page.locator('.aw [data-result] .rv').getAttribute('data-ruling-clause')).toBe('27B2');
  });
});

describe('where the editions differ', () => {
  it('/examples/comparable-calls-ib-2/: transfer for transfer (3♦) is 27B1(a) in 2017 but 27B2 in March 2008', async () => {
    const page = await s().page();
    await page.goto('/examples/comparable-calls-ib-2/');
    await widgetReady(page);
    await tabTo(page, '.aw button[data-try="1"]');
    await page.keyboard.press('Enter');
    const ruling = page.locator('.aw [data-result] .rv');
    expect(await ruling.getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await ruling.locator('.rv-verdict a').getAttribute('href')).toBe('/laws/27/2017/#B1a');
    await tabTo(page, '.aw-editions input');
    await page.keyboard.press('ArrowLeft'); // 2017 → March 2008
    expect(await page.locator('.aw-editions input[value="2008-03"]').isChecked()).toBe(true);
    // The 2008 question (same or more precise meaning) is now asked, unanswered: no ruling until it is.
    const q = page.locator('.aw [data-question="comparable"]');
    expect(await q.isVisible()).toBe(true);
    expect(await q.locator('legend').textContent()).toMatch(/more precise/);
    expect(await q.locator('input:checked').count()).toBe(0);
    expect(await page.locator('.aw [data-result] .rv').count()).toBe(0);
    await tabTo(page, '.aw [data-question="comparable"] input');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('yes');
    await page.keyboard.press('ArrowDown'); // No
    expect(await ruling.getAttribute('data-ruling-clause')).toBe('27B2');
    expect(await ruling.locator('.rv-verdict a').getAttribute('href')).toBe('/laws/27/2008-03/#B2');
    expect(await ruling.locator('[data-consequence="partnerMustPass"] dd').textContent()).toBe('Yes');
    await page.keyboard.press('ArrowUp'); // No → Yes
    expect(await ruling.getAttribute('data-ruling-clause')).toBe('27B1b');
  });
});

// One example of each kind here; every example page: tests/site-crawl/examples.test.ts (`npm run test:site`).
describe('an example page of each kind', () => {
  const law27 = examples.filter((e) => e.kind === 'insufficient-bid');
  // The Law 27 example with the most replacements for the source to rule on.
  const most = law27.reduce((a, b) => (b.replacements.length > a.replacements.length ? b : a));
  const coot = examples.find((e) => e.kind === 'call-out-of-rotation');

  it(`${most.id}: the engine agrees with each of the source's ${String(most.replacements.length)} verdicts, in the widget`, async () => {
    expect(await widgetVerdictsDisagreeing(await s().page(), most)).toEqual([]);
  });

  it(`${coot?.id ?? 'no example'}: a call out of rotation has no bidding box and no Law 27 ruling`, async () => {
    expect(coot).toBeDefined();
    expect(await outOfRotationWidget(await s().page(), coot?.id ?? '')).toEqual({ boxes: 0, rulings: 0, note: true });
  });
});

// axe and sideways scrolling on every example page, at 390 and 1280px, are in
// the full crawl (tests/site-crawl/accessibility.test.ts, `npm run test:site`).
describe('accessibility and layout', () => {
  // On a phone in dark mode here; light mode and 1280 px: tests/site-crawl/tools-axe.test.ts.
  it('has no axe violations with a ruling shown, in dark mode, at 390px', async () => {
    for (const [width, scheme] of [[390, 'dark']] as const) {
      const page = await s().page({ width });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/examples/zone7-1d-1s-1h/');
      await widgetReady(page);
      await page.locator('.aw button[data-try="2"]').click();
      await page.locator('.aw [data-bbox] button[data-call="2H"]').focus();
      expect(await axe(page), `${width} ${scheme}`).toEqual([]);
    }
  });

  it('makes every button of the widget at least 24 by 24 pixels', async () => {
    const page = await s().page();
    await page.goto('/examples/zone7-1d-1s-1h/');
    await widgetReady(page);
    const small = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('.aw button, .aw input')]
          .filter((b) => b.offsetParent !== null)
          .map((b) => b.getBoundingClientRect())
          .filter((r) => r.width < 24 || r.height < 24).length,
    );
    expect(small).toBe(0);
  });

  it("without JavaScript still shows the bidding table and the source's verdicts, and no dead controls", async () => {
    const context = await s().browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      baseURL: s().server.url,
    });
    const page = await context.newPage();
    await page.goto('/examples/zone7-1d-1s-1h/');
    expect(await page.locator('.aw table.auction-table td[data-index]').count()).toBe(3);
    expect(await page.locator('.aw td[data-index="2"] .badge').isVisible()).toBe(true);
    expect(await page.locator('.aw .aw-discussed li').count()).toBe(3);
    expect(await page.locator('.aw .aw-discussed li').first().textContent()).toMatch(/27B1\(a\)/);
    expect(await page.locator('.aw [data-bbox]').isVisible()).toBe(false);
    // No dead controls: not even the start button, which needs the script.
    expect(await page.locator('.aw [data-widget-start]').count()).toBe(1);
    expect(await page.locator('.aw button:visible').count()).toBe(0);
    expect(await page.locator('li.ex-replacement').count()).toBe(3);
    await context.close();
  });
});

describe('privacy', () => {
  it('requested nothing from another origin', () => {
    expect(s().requests.length).toBeGreaterThan(10);
    expect(s().requests.filter((u) => !u.startsWith(s().server.url))).toEqual([]);
  });
});
