/**
 * Shared links land (issue 42 §1), on a phone (390 × 844): an assistant
 * address with every answer given opens on its ruling card, scrolled to and
 * focused, its answers folded above it behind one button that opens them to
 * be changed by keyboard; an address with answers missing opens on the first
 * open question; one with a bad value on its alert, which names the token.
 * The same from a precedent's and a practice case's "Open in the assistant".
 * A reader who acts before the page has landed is not moved. (Offline: the
 * site crawl, tests/site-crawl/offline.test.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, holdBack, useSession } from './browser';

const s = useSession();
const VIEW = { width: 390, height: 844 };

/** 1NT (2♠) 2♦, 2♦ a transfer, replaced by 3♥, not the same denomination, found comparable: 27B1(b) of 2017. */
const COMPLETE = '/assistant/?ed=2017&d=W&a=1NT+2S+2D&lho=n&pr=n&ia=y&r=3H&sd=n&cmp=y';

/** Whether the focused element is inside (or is) the element `selector` matches. */
const focusIn = (page: Page, selector: string) =>
  page.evaluate((sel) => document.activeElement?.closest(sel) !== null && document.activeElement !== null, selector);

/** Where the top of the element `selector` matches is, in the window: in view when 0 ≤ top < the window's height. */
const topInView = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const top = document.querySelector(sel)?.getBoundingClientRect().top ?? Number.NaN;
    return top >= 0 && top < window.innerHeight;
  }, selector);

/** Waits until the page has landed on `selector`: the focus in it, its top in view. */
async function landedOn(page: Page, selector: string): Promise<void> {
  await expect.poll(() => focusIn(page, selector)).toBe(true);
  expect(await topInView(page, selector)).toBe(true);
}

/** Waits until the page has landed on a question, and checks that it is the first shown and not answered; no ruling. */
async function landedOnFirstOpenQuestion(page: Page): Promise<void> {
  await expect.poll(() => focusIn(page, 'fieldset[data-question]')).toBe(true);
  const first = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('fieldset[data-question]')].find(
        (f) => f.offsetParent !== null && f.querySelector('input:checked') === null,
      )?.id,
  );
  expect(first).toBeDefined();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(first);
  expect(await topInView(page, `#${String(first)}`)).toBe(true);
  expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
}

const fold = (page: Page) => page.locator('[data-action="fold-answers"]');

describe('an assistant address lands where it leads', () => {
  it('with every answer given: on the ruling card, focused, far down; the answers folded, opened and changed by keyboard, and the ruling follows', async () => {
    const page = await s().page(VIEW);
    await page.goto(COMPLETE);
    await landedOn(page, '[data-ruling] .card');
    // The focus is on the card's heading, which names the clause and the ruling (a screen reader announces it).
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-card-heading'))).toBe(true);
    expect(await page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B1b');
    expect(await page.locator('[data-ruling-edition]').getAttribute('data-ruling-edition')).toBe('2017');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // The answers are folded above the card: one button, collapsed, with their count.
    expect(await fold(page).getAttribute('aria-expanded')).toBe('false');
    expect(await fold(page).textContent()).toBe('Your answers (6) — change');
    expect(await page.locator('#as-q-cmp').isVisible()).toBe(false);
    expect(await page.locator('#as-rep').isVisible()).toBe(false);
    // The auction and the text it is ruled under stay in view above them (the stable hooks with them).
    expect(await page.locator('select[name=ed]').isVisible()).toBe(true);
    expect(await page.locator('select[name=ed]').inputValue()).toBe('2017');
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: back from the card's heading to the fold, Enter opens it.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('fold-answers');
    await page.keyboard.press('Enter');
    expect(await fold(page).getAttribute('aria-expanded')).toBe('true');
    expect(await fold(page).textContent()).toBe('Your answers (6) — fold');
    expect(await page.locator('#as-q-cmp').isVisible()).toBe(true);
    // Opening it moves nothing: the focus stays on the button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('fold-answers');
    expect(await axeViolations(page)).toEqual([]);

    // Tab on to the last answer (comparable: yes), the arrow to No, Enter: the ruling changes to 27B2 and takes the focus.
    for (let i = 0; i < 80; i++) {
      if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'cmp')) break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('yes');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#as-q-cmp input[value="no"]').isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B2');
    expect(new URL(page.url()).searchParams.get('cmp')).toBe('n');
    await landedOn(page, '[data-ruling] .card');
    // Every existing parameter is kept.
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['ed', 'd', 'a', 'r', 'lho', 'pr', 'ia', 'sd', 'cmp']);
    // Enter on the fold folds the answers again.
    await fold(page).focus();
    await page.keyboard.press('Enter');
    expect(await fold(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#as-q-cmp').isVisible()).toBe(false);
  });

  it('keeps the card where it landed while the page above it changes height, until the reader acts', async () => {
    const page = await s().page(VIEW);
    await page.goto(COMPLETE);
    await landedOn(page, '[data-ruling] .card');
    const top = () =>
      page.evaluate(() => document.querySelector('[data-ruling] .card')?.getBoundingClientRect().top ?? 0);
    const landed = await top();
    /** Something above the card grows by 120 px (a status line drawn, say), with the browser's scroll anchoring off, as WebKit has none. */
    const grow = () =>
      page.evaluate(() => {
        document.documentElement.style.overflowAnchor = 'none';
        document.body.style.overflowAnchor = 'none';
        const line = document.createElement('div');
        line.style.height = '120px';
        document.querySelector('main h1')?.after(line);
        return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });
    await grow();
    expect(Math.abs((await top()) - landed)).toBeLessThan(2);
    // Once the reader has acted, the page is theirs: nothing is moved for them.
    await page.keyboard.press('Shift');
    await grow();
    expect((await top()) - landed).toBeGreaterThan(118);
  });

  it('with answers missing: on the first open question, focused and in view, nothing folded', async () => {
    const page = await s().page(VIEW);
    for (const [address, question] of [
      ['/assistant/?ed=2017&d=W&a=1NT+2S+2D&lho=n&pr=n&ia=y&r=3H', '#as-q-sd'],
      ['/assistant/?ed=2017&d=W&a=1NT+2S+2D&lho=n&pr=n&ia=y&r=3H&sd=n', '#as-q-cmp'],
      ['/assistant/?a=1D+1S+1H', '#as-q-lho'],
    ] as const) {
      await page.goto(address);
      await landedOn(page, question);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(question.slice(1));
      expect(await fold(page).isVisible()).toBe(false);
      expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    }
    // With no text of Law 27 in force for the body on the date (the EBU, March 2008): on the edition to choose.
    await page.goto('/assistant/?gb=EBU&dt=2008-03-15&a=1D+1S+1H&lho=n');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('ed');
    expect(await topInView(page, 'select[name=ed]')).toBe(true);
    // With the call still to choose: the options explained come into view, the bidding box takes the focus.
    await page.goto('/assistant/?ed=2017&d=W&a=1NT+2S+2D&lho=n&pr=n&ia=y');
    await expect.poll(() => focusIn(page, '#as-rep')).toBe(true);
    expect(await topInView(page, '[data-step="options"]')).toBe(true);
    // Answering on from there moves on as it always has: the next question comes into view and takes the focus.
    await page.locator('#as-rep button[data-call="3H"]').click();
    await landedOn(page, '#as-q-sd');
  });

  it('with a bad value: on the alert naming it, and no ruling', async () => {
    const page = await s().page(VIEW);
    for (const [address, token] of [
      [`${COMPLETE.replace('cmp=y', 'cmp=maybe')}`, 'maybe'],
      ['/assistant/?a=1S+FOO+1H&lho=n', 'FOO'],
      ['/assistant/?ed=1999&a=1D+1S+1H', '1999'],
    ] as const) {
      await page.goto(address);
      await expect.poll(() => focusIn(page, '[role="alert"][data-alert]')).toBe(true);
      expect(await page.locator('[data-alert]').textContent()).toContain(token);
      expect(await topInView(page, '[data-alert]')).toBe(true);
      expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    }
    // An auction that is no Law 27 case: its alert.
    await page.goto('/assistant/?a=1S+2H');
    await expect.poll(() => focusIn(page, '[role="alert"][data-check-problem]')).toBe(true);
  });

  it('does not move a reader who acts before the page has landed', async () => {
    const page = await s().page(VIEW);
    const { release, requested } = await holdBack(page, /\/_astro\/ruling-steps\.[\w-]+\.js$/);
    await page.goto(COMPLETE);
    await expect.poll(requested).toBe(true);
    // The reader starts on the auction while the steps are on their way.
    await page.locator('#as-auction').click();
    release();
    await page.locator('[data-ruling-clause]').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('as-auction');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await fold(page).isVisible()).toBe(false);
    expect(await page.locator('#as-q-cmp').isVisible()).toBe(true);
  });

  it('does not move a page opened at a fragment, nor one opened with no parameters', async () => {
    const page = await s().page(VIEW);
    await page.goto('/assistant/');
    await page.locator('form[data-assistant]').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto(`${COMPLETE}#as-q-ia`);
    await page.locator('[data-ruling-clause]').waitFor();
    expect(await focusIn(page, '[data-ruling]')).toBe(false);
    expect(await fold(page).isVisible()).toBe(false);
  });
});

describe('links into the assistant land', () => {
  it('"Open in the assistant" from a precedent: on the ruling when the source gives every answer, else on the open question', async () => {
    const page = await s().page(VIEW);
    await page.goto('/precedents/ebu-forum-4h-1nt-replaced-4nt/');
    await page.locator('[data-open-assistant]').click();
    await page.waitForURL(/\/assistant\/\?/);
    await landedOn(page, '[data-ruling] .card');
    expect(await page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B2');
    expect(await fold(page).getAttribute('aria-expanded')).toBe('false');

    // The source leaves out what 1♦ was meant to show and whether 2♦ is comparable: the assistant asks, first the first.
    await page.goto('/precedents/bbo-forum-2009-1nt-p-1d-transfer-mechanical-error/');
    await page.locator('[data-open-assistant]').click();
    await page.waitForURL(/\/assistant\/\?/);
    await landedOnFirstOpenQuestion(page);
  });

  it('"Open in the assistant" from a practice case, once ruled on: on the same ruling as the engine’s', async () => {
    const page = await s().page(VIEW);
    await page.goto('/practice/ebu-forum-4h-1nt-replaced-4nt/');
    // The link is with the rulings, shown only once the reader has ruled: it would give the answer away.
    expect(await page.locator('[data-reveal] [data-open-assistant]').isVisible()).toBe(false);
    await page.locator('input[name=clause][value="27B2"]').check();
    for (const name of ['partnerMustPass', 'leadRestrictions', 'adjustedScore'])
      await page.locator(`input[name=${name}][value="yes"]`).check();
    await page.locator('button[type=submit].pr-go').click();
    const engine = await page.locator('[data-engine]').getAttribute('data-ruling-clause');
    await page.locator('[data-reveal] [data-open-assistant]').click();
    await page.waitForURL(/\/assistant\/\?/);
    await landedOn(page, '[data-ruling] .card');
    expect(await page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe(engine);

    // An example's case whose source leaves the Director's findings out: the assistant opens on the first it asks.
    await page.goto('/practice/comparable-calls-ib-1.2h/');
    await page.locator('input[name=clause][value="27B1b"]').check();
    for (const name of ['partnerMustPass', 'leadRestrictions', 'adjustedScore'])
      await page.locator(`input[name=${name}][value="no"]`).check();
    await page.locator('button[type=submit].pr-go').click();
    await page.locator('[data-reveal] [data-open-assistant]').click();
    await page.waitForURL(/\/assistant\/\?/);
    await landedOnFirstOpenQuestion(page);
  });
});
