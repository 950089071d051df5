/**
 * Practice on a phone (390 × 844), by keyboard only: a case is dealt, the
 * reader's ruling is taken, both rulings and the clause are shown, the score
 * survives a reload, a shared case link opens that case, an unknown case is
 * named in an alert; axe finds nothing in any state. (Offline: the site crawl,
 * tests/site-crawl/offline.test.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, undersizedTargets, useSession } from './browser';

const s = useSession();
const VIEW = { width: 390, height: 844 };

const shown = (page: Page) => page.locator('[data-case]:not([hidden])');

/** Tabs until the focus is on a radio of the group `name`, then presses arrow keys until `value` is checked. */
async function chooseByKeyboard(page: Page, name: string, value: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate((n) => (document.activeElement as HTMLInputElement | null)?.name === n, name)) break;
    await page.keyboard.press('Tab');
  }
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(name);
  // A radio group takes the focus on its checked radio or its first: the arrows move and check.
  await page.keyboard.press('Space');
  for (let i = 0; i < 10; i++) {
    if (await page.locator(`input[name="${name}"][value="${value}"]`).isChecked()) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`could not check ${name}=${value} by keyboard`);
}

describe('practice', () => {
  it('deals a case, takes a ruling by keyboard only, shows both rulings and the clause quoted, keeps the score after a reload', async () => {
    const { page, context } = await s().newPage(VIEW);
    await page.goto('/practice/');
    await expect.poll(() => shown(page).count()).toBe(1);
    const id = await shown(page).getAttribute('data-case');
    expect(id).toMatch(/^[a-z0-9-]+\.[a-z0-9]+(\.\d+)?$/);
    // The address is the case's: a reload or a shared link deals it again.
    expect(new URL(page.url()).searchParams.get('case')).toBe(id);
    expect(await page.locator('[data-score]').textContent()).toBe('No case answered yet on this device (16 cases).');
    expect(await shown(page).locator('table.auction-table').count()).toBe(1);
    expect(await undersizedTargets(page)).toEqual([]);

    // Rule by keyboard, from the case's heading (where dealing puts the focus): the form's four questions, then Enter.
    await shown(page).locator('[data-case-heading]').focus();
    await chooseByKeyboard(page, 'clause', '27B2');
    await chooseByKeyboard(page, 'partnerMustPass', 'yes');
    await chooseByKeyboard(page, 'leadRestrictions', 'yes');
    await chooseByKeyboard(page, 'adjustedScore', 'no');
    await page.keyboard.press('Enter');

    const result = page.locator('[data-result]');
    await result.waitFor({ state: 'visible' });
    // The focus goes to the result, whose summary is a status that is read out.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pr-result-h');
    expect(await page.locator('[data-summary]').getAttribute('role')).toBe('status');
    expect(await page.locator('[data-summary]').textContent()).toMatch(
      /^(All 4 right\.|[0-3] of 4 right\. The (one|\d) that differs? (is|are) explained below, with the clause quoted\.)$/,
    );
    expect(await page.locator('[data-feedback] li').count()).toBe(4);
    // Both rulings, with the site's hooks, and the clause quoted from the case's edition.
    const reveal = page.locator(`[data-reveal="${id}"]`);
    expect(await reveal.isVisible()).toBe(true);
    const rulings = reveal.locator('[data-ruling-clause]');
    expect(await rulings.count()).toBe(2);
    // The hooks are on the rulings shown, and on no hidden case's.
    expect(await page.locator('[data-ruling-clause]').count()).toBe(2);
    const edition = await rulings.first().getAttribute('data-ruling-edition');
    expect(['2008-03', '2017']).toContain(edition);
    expect(await reveal.locator('[data-engine]').getAttribute('data-ruling-clause')).toMatch(/^27B/);
    const quote = reveal.locator('[data-quote]').first();
    expect(await quote.locator('figcaption a').textContent()).toMatch(
      new RegExp(`^Law 27B\\S* \\((March 2008|2017)\\)$`),
    );
    expect((await quote.locator('blockquote').textContent())?.length).toBeGreaterThan(80);
    expect(await reveal.locator('[data-row="clause"] [data-yours]').textContent()).toMatch(
      /^27B2 \((right|differs)\)$/,
    );
    expect(await axeViolations(page)).toEqual([]);

    const line = await page.locator('[data-score]').textContent();
    expect(line).toMatch(/^1 case of 16 answered; [01] all right; [0-4] of 4 answers right\.$/);
    await page.reload();
    await expect.poll(() => shown(page).getAttribute('data-case')).toBe(id);
    expect(await page.locator('[data-score]').textContent()).toBe(line);
    await context.close();
  });

  it('deals the next case by keyboard, another than the one answered, with the focus on its heading', async () => {
    const page = await s().page(VIEW);
    await page.goto('/practice/?case=zone7-2nt-2h.3h');
    await expect.poll(() => shown(page).getAttribute('data-case')).toBe('zone7-2nt-2h.3h');
    for (const [name, value] of [
      ['clause', '27B1b'],
      ['partnerMustPass', 'no'],
      ['leadRestrictions', 'no'],
      ['adjustedScore', 'yes'],
    ] as const) {
      await page.locator(`input[name="${name}"][value="${value}"]`).check();
    }
    await page.locator('button[type=submit]').focus();
    await page.keyboard.press('Enter');
    const result = page.locator('[data-result]');
    await result.waitFor({ state: 'visible' });
    expect(await page.locator('[data-summary]').textContent()).toBe('All 4 right.');
    await page.locator('[data-action="next"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(page).getAttribute('data-case')).not.toBe('zone7-2nt-2h.3h');
    expect(await result.isHidden()).toBe(true);
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    expect(await page.locator('input[name="clause"]:checked').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-case-heading'))).toBe(true);
    expect(new URL(page.url()).searchParams.get('case')).toBe(await shown(page).getAttribute('data-case'));
  });

  it('opens a shared case link on that case, scores a right answer, and says which fields were right', async () => {
    const page = await s().page(VIEW);
    await page.goto('/practice/?case=zone7-1d-1s-1h.p');
    await expect.poll(() => shown(page).getAttribute('data-case')).toBe('zone7-1d-1s-1h.p');
    expect(await shown(page).locator('h2').textContent()).toMatch(
      /^1♦one diamond – \(1♠one spade\) – 1♥one heart, replaced by Passpass$/,
    );
    await page.locator('input[name="clause"][value="27B2"]').check();
    await page.locator('input[name="partnerMustPass"][value="yes"]').check();
    await page.locator('input[name="leadRestrictions"][value="yes"]').check();
    await page.locator('button[type=submit]').click();
    // A question left open is named, and nothing is scored.
    expect(await page.locator('[data-form-problem]').textContent()).toBe(
      'Answer every question first: the adjusted score (27D).',
    );
    expect(await page.locator('[data-result]').isHidden()).toBe(true);
    await page.locator('input[name="adjustedScore"][value="no"]').check();
    await page.locator('button[type=submit]').click();
    expect(await page.locator('[data-summary]').textContent()).toBe('All 4 right.');
    expect(await page.locator('[data-feedback] li').allTextContents()).toEqual([
      'Deciding clause: 27B2, right (the source rules under 27B2).',
      'Partner must pass: yes, right (the source says yes).',
      'Lead restrictions may apply: yes, right (the source says yes).',
      'Adjusted score possible (27D): no, right (the source does not say; the Law, as the engine applies it, says no).',
    ]);
    const reveal = page.locator('[data-reveal="zone7-1d-1s-1h.p"]');
    expect(await reveal.locator('[data-quote="27B2"] blockquote').textContent()).toContain(
      "the offender's partner must pass whenever it is his turn to call",
    );
    expect(await reveal.locator('[data-quote="27B2"] figcaption a').getAttribute('href')).toBe('/laws/27/2008-03/#B2');
  });

  it('names an unknown case in an alert and deals another', async () => {
    const page = await s().page(VIEW);
    await page.goto('/practice/?case=no-such-case');
    await expect.poll(() => shown(page).count()).toBe(1);
    expect(await page.locator('[role=alert][data-alert]').textContent()).toContain(
      'There is no case “no-such-case” here',
    );
    expect(await page.locator('[role=alert][data-alert]').isVisible()).toBe(true);
  });
});
