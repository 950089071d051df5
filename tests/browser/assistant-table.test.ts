/**
 * The assistant at the table, on a phone (390 × 844): the text in force for
 * the governing body on the session's date decides the ruling and the card
 * says why; the Director's own choice against it is named in the card with
 * one tap to the text in force; no text here in force is said plainly; LHO's
 * choice on a substituted insufficient bid is asked (27B4); and the guide's
 * 1NT – (2♠) – 2♦ → 3♥ under 2017 takes at most 8 taps and 1,700 px of
 * scrolling, each next question coming into view by itself.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assistantStepsDrawn, useSession } from './browser';

const s = useSession();
const VIEW = { width: 390, height: 844 };

const ruling = (page: Page) => page.locator('[data-ruling-clause]');
const edition = (page: Page) => page.locator('select[name=ed]').inputValue();

/** The line saying which text rules and why, once the lazily loaded lookup has written it (it says "Looking up…" until then). */
async function editionWhy(page: Page): Promise<string | null> {
  await page.waitForFunction(
    () => !(document.querySelector('[data-edition-why]')?.textContent ?? '').startsWith('Looking up'),
  );
  return page.locator('[data-edition-why]').textContent();
}

describe('the text in force decides', () => {
  it('ACBL, 1 September 2017: rules under Law 27 of March 2008 (2017 from 25 September there), and says why', async () => {
    const page = await s().page(VIEW);
    await page.goto('/assistant/?gb=ACBL&dt=2017-09-01&d=W&a=1NT+2S+2D&lho=n&pr=n&ia=y&r=3D');
    await assistantStepsDrawn(page);
    expect(await edition(page)).toBe('2008-03');
    expect(await editionWhy(page)).toBe('Law 27 of March 2008 — in force for the ACBL on 1 September 2017');
    // Under March 2008: 3♦ is the lowest sufficient bid in diamonds, but 2♦ was artificial — 27B1(a) cannot apply; same or more precise meaning is asked.
    expect(await ruling(page).count()).toBe(0);
    await page.locator('#as-q-cmp input[value="no"]').check();
    expect(await ruling(page).getAttribute('data-ruling-clause')).toBe('27B2');
    expect(await ruling(page).getAttribute('data-ruling-edition')).toBe('2008-03');
    expect(await page.locator('[data-card-edition]').textContent()).toBe(
      'Law 27 of March 2008 — in force for the ACBL on 1 September 2017',
    );
    expect(await page.locator('[data-edition-mismatch]').count()).toBe(0);
    // The deciding clause, quoted from the March 2008 text.
    expect(await page.locator('[data-card-quote]').textContent()).toMatch(
      /^“except as provided in B1 above, if the insufficient bid is corrected by a sufficient bid or by a pass, the offender's partner must pass whenever it is his turn to call\. The lead restrictions in Law 26 may apply, and see Law 23\.”Law 27B2 \(March 2008\)$/,
    );
    // The record says why this text.
    expect(await page.locator('[data-record] .rec-meta dd').nth(1).textContent()).toBe(
      'The text in force for the ACBL (American Contract Bridge League) on 1 September 2017: in force for it from 8 September 2008, until Law 27 of 2017 came into force on 25 September 2017.',
    );
  });

  it('with ed=2017 the card rules under 2017 and warns, and one tap rules under March 2008', async () => {
    const page = await s().page(VIEW);
    await page.goto('/assistant/?ed=2017&gb=ACBL&dt=2017-09-01&d=W&a=1NT+2S+2D&lho=n&pr=n&ia=y&r=3H&sd=y');
    await ruling(page).waitFor();
    expect([
      await ruling(page).getAttribute('data-ruling-clause'),
      await ruling(page).getAttribute('data-ruling-edition'),
      await edition(page),
    ]).toEqual(['27B1a', '2017', '2017']);
    const warn = page.locator('.card [data-edition-mismatch]');
    expect(await warn.locator('p').textContent()).toBe(
      'You chose Law 27 of 2017, but the text in force for the ACBL on 1 September 2017 was Law 27 of March 2008 (from 8 September 2008).',
    );
    expect(await page.locator('[data-record] .rec-meta dd').nth(1).textContent()).toMatch(
      /^Chosen by the Director against the text in force\./,
    );
    await warn.locator('button').click();
    // Under March 2008 the 2017 finding does not apply: the question March 2008 asks takes its place, and the ruling waits for it.
    expect(await edition(page)).toBe('2008-03');
    expect(new URL(page.url()).searchParams.get('ed')).toBeNull();
    expect(await ruling(page).count()).toBe(0);
    expect(await page.locator('#as-q-cmp legend').textContent()).toMatch(
      /^Does 3♥three hearts have the same meaning as 2♦two diamonds, or a more precise one/,
    );
    await page.locator('#as-q-cmp input[value="yes"]').check();
    expect([
      await ruling(page).getAttribute('data-ruling-clause'),
      await ruling(page).getAttribute('data-ruling-edition'),
    ]).toEqual(['27B1b', '2008-03']);
    expect(await page.locator('[data-card-edition]').textContent()).toBe(
      'Law 27 of March 2008 — in force for the ACBL on 1 September 2017',
    );
  });

  it('EBU, 15 March 2008: says plainly that no text here was in force, and rules under none until one is chosen', async () => {
    const page = await s().page(VIEW);
    await page.goto('/assistant/?gb=EBU&dt=2008-03-15&d=W&a=1D+1S+1H');
    const why = page.locator('[data-edition-why]');
    await expect
      .poll(() => why.textContent())
      .toBe(
        'No text of Law 27 to rule under. On 15 March 2008, the EBU applied an earlier code, not in this knowledge base: the first text here in force for it, Law 27 of March 2008, came into force on 1 August 2008.',
      );
    expect(await edition(page)).toBe('');
    expect(await page.locator('[data-step="accepted"]').isHidden()).toBe(true);
    expect(await ruling(page).count()).toBe(0);
    // Chosen anyway: the questions come, and the card will name the choice against the date.
    await page.locator('select[name=ed]').selectOption('2008-03');
    await assistantStepsDrawn(page);
    expect(new URL(page.url()).searchParams.get('ed')).toBe('2008-03');
    await page.locator('#as-q-lho input[value="yes"]').check();
    await page.locator('#as-q-pr input[value="no"]').check();
    expect(await ruling(page).getAttribute('data-ruling-clause')).toBe('27A1');
    expect(await page.locator('.card [data-edition-mismatch] p').textContent()).toMatch(
      /^You chose Law 27 of March 2008\. On 15 March 2008, the EBU applied an earlier code/,
    );
    expect(await page.locator('.card [data-action="use-in-force"]').count()).toBe(0);
  });

  it('starts with the governing body this device chose last; a link keeps its own meaning; the date is today when not given', async () => {
    const { page, context } = await s().newPage(VIEW);
    await page.goto('/assistant/');
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(await page.locator('#as-date').inputValue()).toBe(today);
    expect(await editionWhy(page)).toBe('Law 27 of 2017 — the default, as no governing body is given');
    await page.locator('#as-body').selectOption('EBU');
    expect(await editionWhy(page)).toMatch(/^Law 27 of 2017 — in force for the EBU on .* \(today\)$/);
    await page.goto('/assistant/');
    expect(await page.locator('#as-body').inputValue()).toBe('EBU');
    expect(new URL(page.url()).searchParams.get('gb')).toBe('EBU');
    // A link without a body rules as it always has.
    await page.goto('/assistant/?a=1D+1S+1H');
    expect(await page.locator('#as-body').inputValue()).toBe('');
    await context.close();
  });
});

describe('every choice of the table is asked', () => {
  it('1NT – (2♠) – 2♦, then 2♥ (itself insufficient): asks whether LHO accepts it, and rules each way', async () => {
    const page = await s().page(VIEW);
    await page.goto('/assistant/?d=W&a=1NT+2S+2D&lho=n&pr=n&ia=y&r=2H');
    await assistantStepsDrawn(page);
    const q = page.locator('#as-q-lho2');
    expect(await q.locator('legend').textContent()).toBe(
      '2♥two hearts is itself insufficient. Does South (LHO) accept it?',
    );
    expect(await ruling(page).count()).toBe(0);
    expect(await page.locator('[data-ruling-status]').textContent()).toBe(
      'No ruling yet: it depends on your answer to “2♥ is itself insufficient. Does South (LHO) accept it?”',
    );
    await q.locator('input[value="yes"]').check();
    expect(await ruling(page).getAttribute('data-ruling-clause')).toBe('27B4');
    expect(await page.locator('[data-consequence="partnerMustPass"] dd').textContent()).toBe('No');
    expect(await page.locator('[data-card-say]').textContent()).toBe(
      'South accepts 2♥two hearts: it stands, and the auction continues from it. Lead restrictions may apply.',
    );
    await q.locator('input[value="no"]').check();
    expect(await ruling(page).getAttribute('data-ruling-clause')).toBe('27B4');
    expect(await page.locator('[data-consequence="partnerMustPass"] dd').textContent()).toBe('Yes');
    expect(await page.locator('[data-consequence="callCancelled"] dd').textContent()).toBe('Yes');
    expect(await page.locator('[data-card-say]').textContent()).toBe(
      '2♥two hearts is cancelled: East must pass or make a sufficient bid, and West must pass whenever it is his turn to call. Lead restrictions may apply.',
    );
    expect(new URL(page.url()).searchParams.get('lho2')).toBe('n');
  });

  it('a call made before the ruling (27C): no options to explain; the call is asked, then judged', async () => {
    const page = await s().page(VIEW);
    await page.goto('/assistant/?d=W&a=1D+1S+1H&lho=n');
    await assistantStepsDrawn(page);
    await page.locator('#as-q-pr input[value="yes"]').check();
    await page.locator('#as-q-ia input[value="no"]').check();
    expect(await page.locator('[data-step="options"]').isHidden()).toBe(true);
    expect(await page.locator('[data-text="replacement-q"]').textContent()).toBe(
      'Which call did East put in place of 1♥?',
    );
    await page.locator('#as-rep button[data-call="P"]').click();
    await page.locator('#as-q-cmp input[value="no"]').check();
    expect(await ruling(page).getAttribute('data-ruling-clause')).toBe('27B2');
    expect(await page.locator('.card .rv-path a').allTextContents()).toEqual(['27C', '27B2']);
  });
});

/** Taps and scrolling as a director's thumb would do them: a target out of view is scrolled to first, and the distance counted. */
function thumb(page: Page) {
  const used = { taps: 0, scrolled: 0 };
  const bringIntoView = async (target: Locator): Promise<void> => {
    const box = await target.boundingBox();
    if (box === null) throw new Error('the target is not drawn');
    const below = box.y + box.height - VIEW.height;
    const dy = box.y < 0 ? box.y : below > 0 ? below : 0;
    if (dy === 0) return;
    used.scrolled += Math.abs(dy);
    await page.evaluate((by) => window.scrollBy(0, by), dy);
  };
  return {
    used,
    bringIntoView,
    async tap(target: Locator): Promise<void> {
      await bringIntoView(target);
      used.taps += 1;
      await target.click({ noWaitAfter: true });
    },
  };
}

describe('one step per screen', () => {
  it('1NT – (2♠) – 2♦ → 3♥ under 2017, from /assistant/: within 8 taps and 1,700 px of scrolling, to the card with its clause and buttons', async () => {
    const { page, context } = await s().newPage(VIEW);
    const t = thumb(page);
    await page.goto('/assistant/');
    await t.tap(page.locator('#as-auction'));
    await page.keyboard.type('1NT 2S 2D');
    await page.keyboard.press('Enter');
    await assistantStepsDrawn(page);
    await t.tap(page.locator('#as-q-lho label:has(input[value="no"])'));
    await t.tap(page.locator('#as-q-pr label:has(input[value="no"])'));
    await t.tap(page.locator('#as-q-ia label:has(input[value="yes"])'));
    // The options come into view with the bidding box below them.
    expect(
      await page.locator('[data-step="options"]').evaluate((e) => e.getBoundingClientRect().top),
    ).toBeGreaterThanOrEqual(0);
    await t.tap(page.locator('#as-rep button[data-call="3H"]'));
    await t.tap(page.locator('#as-q-sd label:has(input[value="yes"])'));
    await ruling(page).waitFor();
    // Read the card to its buttons.
    await t.bringIntoView(page.locator('.card [data-card-quote]'));
    await t.bringIntoView(page.locator('.card [data-card-say]'));
    await t.bringIntoView(page.locator('.card .card-actions'));
    expect(await ruling(page).getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await ruling(page).getAttribute('data-ruling-edition')).toBe('2017');
    expect(t.used.taps).toBeLessThanOrEqual(8);
    expect(t.used.scrolled).toBeLessThanOrEqual(1700);
    // The card took the focus.
    expect(await page.evaluate(() => document.activeElement?.matches('[data-card-heading]'))).toBe(true);
    await context.close();
  });
});
