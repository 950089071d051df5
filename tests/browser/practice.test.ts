/**
 * Practice on a phone (390 × 844), by keyboard only: the dealer deals a case
 * (its own page), the reader's ruling is taken, both rulings and the clause
 * are shown, for an example and for a published ruling (its source, what its
 * record assumed, why the engine differs), the score survives a reload and
 * is shown on the dealer's list,
 * the address published first (/practice/?case=<id>) leads on to the case's
 * page, an unknown case is named in an alert; axe finds nothing once the
 * rulings are shown (the list and every case as they open: the crawl,
 * tests/site-crawl/accessibility.test.ts). (Offline: the site crawl,
 * tests/site-crawl/offline.test.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, undersizedTargets, useSession } from './browser';

const s = useSession();
const VIEW = { width: 390, height: 844 };
/** A case's page: /practice/<id>/. */
const CASE_PAGE = /\/practice\/([a-z0-9.-]+)\/$/;

const caseOf = (page: Page) => CASE_PAGE.exec(new URL(page.url()).pathname)?.[1] ?? null;

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

/** From the case's heading, the four questions by keyboard, then Enter; resolves when the result is shown. */
async function ruleByKeyboard(
  page: Page,
  answer: { clause: string; partnerMustPass: string; leadRestrictions: string; adjustedScore: string },
): Promise<void> {
  await page.locator('[data-case-heading]').focus();
  for (const [name, value] of Object.entries(answer)) await chooseByKeyboard(page, name, value);
  await page.keyboard.press('Enter');
  await page.locator('[data-result]').waitFor({ state: 'visible' });
}

describe('practice', () => {
  it('deals a case from the dealer, takes a ruling by keyboard only, shows both rulings and the clause quoted, keeps the score after a reload and on the list', async () => {
    const { page, context } = await s().newPage(VIEW);
    await page.goto('/practice/');
    expect(await page.locator('[data-score]').textContent()).toMatch(
      /^No case answered yet on this device \(\d+ cases\)\.$/,
    );
    const cases = Number(/\((\d+) cases\)/.exec((await page.locator('[data-score]').textContent()) ?? '')?.[1]);
    // Every case is listed, each a link to its own page.
    expect(await page.locator('[data-case-item] a').count()).toBe(cases);
    expect(await undersizedTargets(page)).toEqual([]);

    // "Deal me a case", by keyboard: the case's own page.
    await page.locator('[data-action="deal"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(CASE_PAGE);
    const id = caseOf(page);
    expect(id).not.toBeNull();
    expect(await page.locator('[data-case]').getAttribute('data-case')).toBe(id);
    // The score line is filled in once the list of cases (/practice/cases.json) has come.
    await page.locator('[data-score][data-ready]').waitFor();
    expect(await page.locator('[data-score]').textContent()).toBe(
      `No case answered yet on this device (${cases} cases).`,
    );
    expect(await page.locator('table.auction-table').count()).toBe(1);
    // Until answered, no ruling is shown, and none carries the site's hooks.
    expect(await page.locator('[data-result]').isHidden()).toBe(true);
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    expect(await undersizedTargets(page)).toEqual([]);
    // axe on the list and on a case as they open: the crawl, on every case (tests/site-crawl/accessibility.test.ts).

    await ruleByKeyboard(page, {
      clause: '27B2',
      partnerMustPass: 'yes',
      leadRestrictions: 'yes',
      adjustedScore: 'no',
    });
    // The focus goes to the result, whose summary is a status that is read out.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pr-result-h');
    expect(await page.locator('[data-summary]').getAttribute('role')).toBe('status');
    expect(await page.locator('[data-summary]').textContent()).toMatch(
      // The case is dealt at random: a published ruling's case may leave an answer unscored (score.ts, summaryText).
      /^(All [1-4] right\.(?: One answer is not scored\.| [2-4] answers are not scored\.)?|[0-3] of [1-4] right\.(?: One answer is not scored\.| [2-4] answers are not scored\.)? The (?:one that differs is|[2-4] that differ are) explained below, with the clause quoted\.)$/,
    );
    expect(await page.locator('[data-feedback] li').count()).toBe(4);
    // Both rulings, with the site's hooks, and the clause quoted from the case's edition.
    const reveal = page.locator(`[data-reveal="${id}"]`);
    expect(await reveal.isVisible()).toBe(true);
    const rulings = page.locator('[data-ruling-clause]');
    expect(await rulings.count()).toBe(2);
    expect(['2008-03', '2017']).toContain(await rulings.first().getAttribute('data-ruling-edition'));
    expect(await reveal.locator('[data-engine]').getAttribute('data-ruling-clause')).toMatch(/^27[AB]/);
    const quote = reveal.locator('[data-quote]').first();
    expect(await quote.locator('figcaption a').textContent()).toMatch(/^Law 27[AB]\S* \((March 2008|2017)\)$/);
    expect((await quote.locator('blockquote').textContent())?.length).toBeGreaterThan(80);
    expect(await reveal.locator('[data-row="clause"] [data-yours]').textContent()).toMatch(
      /^27B2 \((right|differs)\)$/,
    );
    expect(await axeViolations(page)).toEqual([]);

    const line = await page.locator('[data-score]').textContent();
    // The case is dealt at random, and a published ruling's case may score fewer than four answers.
    const scored = new RegExp(
      `^1 case of ${cases} answered; [01] all right; ([0-4]) of ([1-4]) answers right\\.$`,
    ).exec(line ?? '');
    expect(scored, line ?? '').not.toBeNull();
    const [, right, outOf] = scored!;
    await page.reload();
    await page.locator('[data-score][data-ready]').waitFor();
    expect(await page.locator('[data-score]').textContent()).toBe(line);
    // The dealer's list says which case was answered, and how.
    await page.goto('/practice/');
    expect(await page.locator('[data-score]').textContent()).toBe(line);
    expect(await page.locator(`[data-case-item="${id}"] [data-state]`).textContent()).toBe(
      `answered: ${right} of ${outOf} right`,
    );
    expect(await page.locator('[data-state]:not(:empty)').count()).toBe(1);
    await context.close();
  });

  /** zone7-2nt-2h.3h with the list of cases unreachable: the score line says so, in plain words. */
  async function caseWithoutList(page: Page): Promise<void> {
    await page.route('**/practice/cases.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/practice/zone7-2nt-2h.3h/');
    const line = page.locator('[data-score][role="alert"]');
    await line.waitFor();
    expect(await line.textContent()).toBe(
      'The score cannot be shown: the list of cases could not be reached. Check your connection; your next answer tries again.',
    );
    for (const [name, value] of [
      ['clause', '27B1b'],
      ['partnerMustPass', 'no'],
      ['leadRestrictions', 'no'],
      ['adjustedScore', 'yes'],
    ] as const)
      await page.locator(`input[name="${name}"][value="${value}"]`).check();
  }

  it('shows the score at the next answer once the list of cases can be reached, with no reload', async () => {
    const page = await s().page(VIEW);
    await caseWithoutList(page);
    await page.unroute('**/practice/cases.json');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('[data-score]').textContent()).toMatch(/^1 case of \d+ answered; 1 all right/);
    expect(await page.locator('[data-score]').getAttribute('role')).toBeNull();
  });

  it('says so when the list of cases cannot load, still scores the case, and leaves the next deal to the dealer', async () => {
    const page = await s().page(VIEW);
    await caseWithoutList(page);
    await page.locator('button[type=submit]').click();
    expect(await page.locator('[data-summary]').textContent()).toBe('All 4 right.');
    await page.locator('[data-action="next"]').click();
    await page.waitForURL(/\/practice\/$/);
    // The dealer has its list in the page: the case answered is counted there.
    expect(await page.locator('[data-case-item="zone7-2nt-2h.3h"] [data-state]').textContent()).toBe(
      'answered: 4 of 4 right',
    );
    await page.unroute('**/practice/cases.json');
  });

  it('deals the next case by keyboard: another case’s page, not yet answered', async () => {
    const page = await s().page(VIEW);
    await page.goto('/practice/zone7-2nt-2h.3h/');
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
    await page.locator('[data-result]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-summary]').textContent()).toBe('All 4 right.');
    await page.locator('[data-action="next"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => CASE_PAGE.test(url.pathname) && !url.pathname.includes('zone7-2nt-2h.3h'));
    expect(await page.locator('[data-result]').isHidden()).toBe(true);
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    expect(await page.locator('input[name="clause"]:checked').count()).toBe(0);
  });

  it('leads the address published first, /practice/?case=<id>, on to the case’s page; scores a right answer and says which fields were right', async () => {
    const page = await s().page(VIEW);
    await page.goto('/practice/?case=zone7-1d-1s-1h.p');
    await page.waitForURL(/\/practice\/zone7-1d-1s-1h\.p\/$/);
    expect(await page.locator('h1').textContent()).toMatch(
      /^1♦one diamond – \(1♠one spade\) – 1♥one heart, replaced by Passpass$/,
    );
    expect(await page.title()).toMatch(/^Practice: 1♦ – \(1♠\) – 1♥, replaced by Pass/);
    // The link to share is the case's own address, in full.
    expect(await page.locator('[data-case-href]').textContent()).toBe(
      new URL('/practice/zone7-1d-1s-1h.p/', page.url()).href,
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

  it('deals a published ruling by its address: its auction and findings, a ruling by keyboard, then the published ruling with its source and the engine’s, the clause quoted from its edition', async () => {
    const page = await s().page(VIEW);
    await page.goto('/practice/ebu-forum-4h-1nt-replaced-4nt/');
    expect(await page.locator('.pr-kind').textContent()).toBe(
      'A published ruling: EBU TDs forum · ruled under Law 27 of 2017',
    );
    // The situation, not the precedent's own title (issue 42 §7).
    expect(await page.locator('h1').textContent()).toBe(
      '(4♥four hearts) – 1NTone no trump, replaced by 4NTfour no trump',
    );
    expect(await page.locator('table.auction-table td.marked').textContent()).toContain('1NT');
    expect(await page.locator('.pr-findings li').count()).toBe(4);
    expect(await page.locator('.pr-findings li').first().textContent()).toBe(
      '1NTone no trump is natural. 1NTone no trump was meant as a balanced 12-14 opening.',
    );
    expect(await undersizedTargets(page)).toEqual([]);

    await ruleByKeyboard(page, {
      clause: '27B2',
      partnerMustPass: 'yes',
      leadRestrictions: 'yes',
      adjustedScore: 'no',
    });
    expect(await page.locator('[data-summary]').textContent()).toBe('All 4 right.');
    expect(await page.locator('[data-feedback] li').allTextContents()).toEqual([
      'Deciding clause: 27B2, right (the source rules under 27B2).',
      'Partner must pass: yes, right (the source says yes).',
      'Lead restrictions may apply: yes, right (the source does not say; the Law, as the engine applies it, says yes).',
      'Adjusted score possible (27D): no, right (the source does not say; the Law, as the engine applies it, says no).',
    ]);
    const published = page.locator('[data-published]');
    expect(await published.getAttribute('data-ruling-clause')).toBe('27B2');
    expect(await published.getAttribute('data-ruling-edition')).toBe('2017');
    expect(await published.locator('.pr-summary').textContent()).toMatch(
      /^Most replies held that 4NTfour no trump is a legal replacement but not a penalty-free one: .* \(In our words\.\)$/,
    );
    expect(await published.locator('a.pr-url').getAttribute('href')).toBe(
      'https://forums.ebu.co.uk/discussion/122/yet-another-query-regarding-insufficient-bids-and-comparable-calls',
    );
    expect(await published.locator('a[href="/precedents/ebu-forum-4h-1nt-replaced-4nt/"]').count()).toBe(1);
    expect(await page.locator('[data-clause-note]').textContent()).toBe(
      'The source names 27B1(a), 27B1(b), 27B2; the ruling turned on 27B2.',
    );
    expect(await page.locator('[data-engine]').getAttribute('data-ruling-clause')).toBe('27B2');
    expect(await page.locator('[data-engine]').textContent()).toContain(
      'It agrees with the source on everything the source says.',
    );
    expect(await page.locator('[data-quote="27B2"] figcaption a').textContent()).toBe('Law 27B2 (2017)');
    expect(await page.locator('[data-quote="27B2"] figcaption a').getAttribute('href')).toBe('/laws/27/2017/#B2');
    expect(await page.locator('[data-ruling-clause]').count()).toBe(2);
    expect(await undersizedTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('marks what a published ruling’s record assumed, takes the one clause its ruling turned on, scores nothing the source leaves unsaid where the engine rules otherwise, and says why the engine differs', async () => {
    const page = await s().page(VIEW);
    await page.goto('/practice/?case=bbo-forum-1s-4nt-4h-rkc-reply-made-5h');
    await page.waitForURL(/\/practice\/bbo-forum-1s-4nt-4h-rkc-reply-made-5h\/$/);
    expect(await page.locator('table.auction-table caption').textContent()).toBe(
      "The auction; North's insufficient bid last (calls assumed)",
    );
    expect((await page.locator('.pr-facts dd').nth(1).textContent())?.trim()).toMatch(
      /^The source does not say whether East \(LHO\) accepted 4♥four hearts \(the engine takes it as not accepted\)\..*assumed$/s,
    );
    expect(await page.locator('.pr-assumed li strong').allTextContents()).toEqual([
      'Auction:',
      'LHO accepted the insufficient bid (27A1):',
    ]);
    // Each name leads into why with one space.
    expect((await page.locator('.pr-assumed li').first().textContent())?.startsWith('Auction: ')).toBe(true);
    for (const [name, value] of [
      ['clause', '27B1b'],
      ['partnerMustPass', 'no'],
      ['leadRestrictions', 'yes'],
      ['adjustedScore', 'yes'],
    ] as const) {
      await page.locator(`input[name="${name}"][value="${value}"]`).check();
    }
    await page.locator('button[type=submit]').click();
    expect(await page.locator('[data-summary]').textContent()).toBe('All 2 right. 2 answers are not scored.');
    expect(await page.locator('[data-feedback] li').first().textContent()).toBe(
      'Deciding clause: 27B1(b), right (the source rules under 27B1(b)).',
    );
    expect(await page.locator('[data-row="leadRestrictions"] [data-yours]').textContent()).toBe('Yes (not scored)');
    expect(await page.locator('[data-differs-why]').textContent()).toMatch(
      /^Why: a different finding: The table Director let 5♥five hearts stand/,
    );
    expect(await page.locator('[data-engine]').getAttribute('data-ruling-clause')).toBe('27B2');
    expect(
      await page.locator('[data-quote]').evaluateAll((els) => els.map((e) => e.getAttribute('data-quote'))),
    ).toEqual(['27B1b', '27B2']);
    // Scored on the answers scored (the page is shared with other tests, so the stored score is read for this case).
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('kb-practice-score') ?? '{}') as { cases: Record<string, unknown> },
    );
    expect(stored.cases['bbo-forum-1s-4nt-4h-rkc-reply-made-5h']).toEqual({ right: 2, of: 2 });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('names an unknown case in an alert and stays on the list', async () => {
    const page = await s().page(VIEW);
    await page.goto('/practice/?case=no-such-case');
    const alert = page.locator('[role=alert][data-alert]');
    await expect.poll(() => alert.textContent()).toContain('There is no case “no-such-case” here');
    expect(await alert.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/practice/');
    expect(await page.locator('[data-action="deal"]').isVisible()).toBe(true);
  });
});
