/**
 * The ruling assistant in a real browser, phone-sized, keyboard only: type
 * an auction, the insufficient-bid check and the lowest sufficient bid, the
 * steps, the Director's questions asked one at a time and no ruling until
 * they are answered, the ruling with its clause path, the state in the URL
 * surviving a reload, bad links named in an alert, the ruling record
 * (printed on one page, copied as text), the PBN export and reading it
 * back, a bad PBN named in an alert; axe; nothing
 * leaves 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assistantStepsDrawn, axeViolations, holdBack, tabTo, useSession } from './browser';

const s = useSession();

const activeValue = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value);
const focusedCall = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['call']);

const axe = axeViolations;

describe('the ruling assistant, keyboard only, on a phone', () => {
  it('checks the auction, walks through the steps, rules, keeps the state in the URL and exports PBN', async () => {
    const page = await s().page();
    await page.goto('/assistant/');
    expect(await page.locator('[data-step="accepted"]').isHidden()).toBe(true);

    // Dealer West, by typing on the focused select.
    await tabTo(page, '#as-dealer');
    await page.keyboard.type('West');
    expect(await activeValue(page)).toBe('W');

    // A sufficient last bid is refused with a clear message, in an alert.
    await tabTo(page, '#as-auction');
    await page.keyboard.type('1D 1S 2H');
    await page.keyboard.press('Enter');
    const check = page.locator('[data-check]');
    const problem = page.locator('[data-check-problem]');
    expect(await problem.getAttribute('role')).toBe('alert');
    expect(await problem.textContent()).toBe('2♥ is sufficient over North’s 1♠, so Law 27 does not apply.');
    expect(await page.locator('[data-step="accepted"]').isHidden()).toBe(true);

    // So is a call that is not a call.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1D 1S 1Q');
    await page.keyboard.press('Enter');
    expect(await problem.textContent()).toMatch(/Call 3, “1Q”, is not a call/);

    // The real case, written as a director would.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1♦ (1♠) 1♥');
    await page.keyboard.press('Enter');
    expect(await problem.isHidden()).toBe(true);
    expect(await check.textContent()).toBe(
      'East’s 1♥ is insufficient: it does not outrank North’s 1♠. The lowest sufficient bid in hearts is 2♥.',
    );
    expect(await page.locator('[data-table] td[data-mark="insufficient"] .badge').textContent()).toBe('insufficient');
    expect(await page.locator('[data-table] th.dealer').textContent()).toBe('West (dealer)');

    // Drawn once the ruling steps' code has arrived: does LHO (South) accept? Asked, and the question takes the focus.
    const lho = page.locator('#as-q-lho');
    await expect
      .poll(() => lho.locator('legend').textContent())
      .toBe('Does South (LHO) accept 1♥one heart? (If he has called over it, he has accepted it.)');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('as-q-lho');
    await page.keyboard.press('Tab');
    expect(await activeValue(page)).toBe('yes');
    // The arrow keys move through the answers without moving on; Enter moves on.
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('input[name="lho"][value="no"]').isChecked()).toBe(true);
    expect(await activeValue(page)).toBe('no');
    await page.keyboard.press('Enter');

    // Had East already replaced it before the Director ruled (27C)? No: the next question has the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('as-q-pr');
    expect(await page.locator('#as-q-pr legend').textContent()).toBe(
      'Had East already replaced 1♥one heart before you ruled?',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('input[name="pr"][value="no"]').isChecked()).toBe(true);
    await page.keyboard.press('Enter');

    // Away from the table: whether 1♥ is artificial is asked, not assumed; what it meant is noted for the record.
    const ia = page.locator('[data-question="insufficientArtificial"]');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('as-q-ia');
    expect(await ia.locator('legend').textContent()).toBe(
      'Is 1♥one heart artificial (conventional), rather than a natural heart bid?',
    );
    expect(await ia.locator('input:checked').count()).toBe(0);
    // What each answer means, and the words of the clause, are folded.
    expect(await ia.locator('[data-question-clause]').isVisible()).toBe(false);
    await ia.locator('summary').click();
    expect(await ia.locator('[data-question-clause]').textContent()).toMatch(
      /^Law 27B1\(a\) \(2017\): “if the insufficient bid is corrected by the lowest sufficient bid which specifies the same denomination\(s\)/,
    );
    await page.locator('details:has(#as-intent) summary').click();
    await page.locator('#as-intent').fill('four hearts, 6+ HCP');
    await tabTo(page, '[data-question="insufficientArtificial"] input');
    await page.keyboard.press('ArrowDown');
    expect(await ia.locator('input[value="no"]').isChecked()).toBe(true);
    await page.keyboard.press('Enter');

    // The options, with 2♥ free of rectification; the whole of what to tell the table is folded.
    expect(await page.locator('[data-options] .asst-options li').first().textContent()).toBe(
      '2♥two hearts — Law 27B1(a), if you answer “Is 2♥two hearts artificial (conventional), rather than a natural heart bid?” No',
    );
    expect(await page.locator('[data-options] details').textContent()).toMatch(
      /What to tell the table: every option, in full.*East's 1♥one heart is insufficient/,
    );

    // The call: the bidding box has the focus; 2♥ with the arrow keys.
    expect(await focusedCall(page)).toBe('1C');
    expect(await page.locator('[data-text="replacement-q"]').textContent()).toBe(
      'Which call does East choose in place of 1♥?',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusedCall(page)).toBe('2H');
    await page.keyboard.press('Enter');

    // The facts are computed; the one question left is asked, and there is no ruling until it is answered.
    expect(await page.locator('[data-rep-facts] li').allTextContents()).toEqual([
      '2♥two hearts is a sufficient bid.',
      'It is the lowest sufficient bid in hearts.',
      'It names the same denomination as 1♥one heart.',
    ]);
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    expect(await page.locator('[data-ruling-status]').textContent()).toBe(
      'No ruling yet: it depends on your answer to “Is 2♥ artificial (conventional), rather than a natural heart bid?”',
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('as-q-ra');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    // The ruling card: it takes the focus, quotes the deciding clause, says what to tell the table.
    const rv = page.locator('[data-ruling] .card');
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await rv.getAttribute('data-ruling-edition')).toBe('2017');
    expect(await page.evaluate(() => document.activeElement?.matches('[data-card-heading]'))).toBe(true);
    expect(await rv.locator('.card-verdict a').getAttribute('href')).toBe('/laws/27/2017/#B1a');
    expect(await rv.locator('[data-card-edition]').textContent()).toBe(
      'Law 27 of 2017 — the default, as no governing body is given',
    );
    expect(await rv.locator('[data-card-quote]').textContent()).toMatch(
      /^“if the insufficient bid is corrected by the lowest sufficient bid which specifies the same denomination\(s\).*”Law 27B1\(a\) \(2017\)$/,
    );
    expect(await rv.locator('[data-card-say]').textContent()).toBe(
      '2♥two hearts replaces 1♥one heart, with no further rectification. North–South: call me back at the end of play if you think you were damaged.',
    );
    expect(await rv.locator('.rv-path a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/laws/27/2017/#B1a',
    ]);
    // The full record is for print and copy only.
    expect(await page.locator('[data-record]').isVisible()).toBe(false);

    // The URL holds the state.
    const url = new URL(page.url());
    expect(url.searchParams.get('d')).toBe('W');
    expect(url.searchParams.get('a')).toBe('1D 1S 1H');
    expect(url.searchParams.get('lho')).toBe('n');
    expect(url.searchParams.get('pr')).toBe('n');
    expect(url.searchParams.get('r')).toBe('2H');
    expect(url.searchParams.get('m')).toBe('four hearts, 6+ HCP');
    expect(url.searchParams.get('ia')).toBe('n');
    expect(url.searchParams.get('ra')).toBe('n');

    // PBN export (folded).
    await page.locator('[data-step="export"] summary').click();
    const pbn = await page.locator('[data-pbn]').inputValue();
    expect(pbn).toContain('[Dealer "W"]');
    expect(pbn).toContain('1D 1S 2H =1=');
    expect(pbn).toContain('[Note "1:insufficient 1H, replaced by 2H"]');
    expect(pbn).toContain('[Note "2:intended meaning of 1H: four hearts, 6+ HCP"]');
    const href = await page.locator('[data-pbn-download]').getAttribute('href');
    expect(href?.startsWith('data:')).toBe(true);
    expect(decodeURIComponent(href!.slice(href!.indexOf(',') + 1))).toBe(pbn);
    // The file downloads, under the page's content security policy (useSession fails the test on a violation).
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-pbn-download]').click()]);
    expect(download.suggestedFilename()).toBe('law27-ruling.pbn');
    expect(readFileSync(await download.path(), 'utf8')).toBe(pbn);

    // Reload: everything comes back (steps 2 to 7 once the ruling steps' code has arrived again).
    await page.reload();
    await assistantStepsDrawn(page);
    expect(await page.locator('#as-auction').inputValue()).toBe('1♦ 1♠ 1♥');
    expect(await page.locator('#as-dealer').inputValue()).toBe('W');
    expect(await page.locator('#as-intent').inputValue()).toBe('four hearts, 6+ HCP');
    expect(await page.locator('input[name="lho"][value="no"]').isChecked()).toBe(true);
    expect(await page.locator('input[name="pr"][value="no"]').isChecked()).toBe(true);
    expect(await page.locator('#as-rep button[data-call="2H"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-question="replacementArtificial"] input[value="no"]').isChecked()).toBe(true);
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await page.locator('[data-pbn]').inputValue()).toBe(pbn);

    // Another edition: the answers stay, the page stays where it is, and the clause links follow.
    const before = await page.evaluate(() => window.scrollY);
    await tabTo(page, '#as-edition');
    const at = await page.evaluate(() => window.scrollY);
    await page.keyboard.type('March');
    expect(await activeValue(page)).toBe('2008-03');
    expect(await rv.locator('.card-verdict a').getAttribute('href')).toBe('/laws/27/2008-03/#B1a');
    expect(await rv.getAttribute('data-ruling-edition')).toBe('2008-03');
    expect(new URL(page.url()).searchParams.get('ed')).toBe('2008-03');
    expect(new URL(page.url()).searchParams.get('ra')).toBe('n');
    expect(await page.evaluate(() => window.scrollY)).toBe(at);
    expect(before).toBeGreaterThanOrEqual(0);
  });

  it('asks before ruling 27B2 on a pass, 27B3 on a double the Director does not find comparable, and 27B1(b) when he does', async () => {
    const page = await s().page();
    await page.goto('/assistant/?d=W&a=1D+1S+1H&lho=n&pr=n&ia=n&r=P');
    const rv = page.locator('[data-ruling] .card');
    // A pass could be comparable: asked, not assumed (and no ruling, checked once the steps are drawn).
    await assistantStepsDrawn(page);
    expect(await page.locator('[data-question="comparable"]').isVisible()).toBe(true);
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    await tabTo(page, '[data-question="comparable"] input');
    await page.keyboard.press('ArrowDown');
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27B2');
    expect(await rv.locator('[data-consequence="partnerMustPass"] dd').textContent()).toBe('Yes');
    await page.locator('#as-rep button[data-call="X"]').focus();
    await page.keyboard.press('Enter');
    // A new replacement: the answer about the old one no longer holds.
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('cmp')).toBeNull();
    await tabTo(page, '[data-question="comparable"] input');
    await page.keyboard.press('ArrowDown');
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27B3');
    expect(await rv.locator('[data-consequence="callCancelled"] dd').textContent()).toBe('Yes');
    await page.keyboard.press('ArrowUp');
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27B1b');
    expect(new URL(page.url()).searchParams.get('cmp')).toBe('y');
    expect(await page.locator('[data-pbn]').inputValue()).toContain('1D 1S X =1=');
  });

  it('says the questions are loading while the ruling steps are on their way, and shows no ruling before them', async () => {
    const page = await s().page();
    // The steps' code is held back until the test lets it through: no timing involved.
    const { release, requested } = await holdBack(page, /\/_astro\/ruling-steps\.[\w-]+\.js$/);
    await page.goto('/assistant/?d=W&a=1D+1S+1H&lho=n&pr=n&r=2H&ia=n&ra=n');
    await expect.poll(requested).toBe(true);
    const form = page.locator('form[data-assistant]');
    expect(await form.getAttribute('aria-busy')).toBe('true');
    expect(await page.locator('[data-steps-loading]').textContent()).toBe('Loading the Director’s questions…');
    expect(await page.locator('[data-steps-loading]').isVisible()).toBe(true);
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    release();
    await assistantStepsDrawn(page);
    expect(await page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await form.getAttribute('aria-busy')).toBeNull();
    expect(await page.locator('[data-steps-loading]').isHidden()).toBe(true);
  });

  it('rules 27A1 when LHO accepts and no call was made before, and exports the bid marked ^I', async () => {
    const page = await s().page();
    await page.goto('/assistant/?d=W&a=1D+1S+1H');
    await assistantStepsDrawn(page);
    await tabTo(page, 'input[name="lho"]');
    // Space chooses, and moves on.
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('as-q-pr');
    // Accepted: was a call already put in its place? Asked before any ruling.
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    expect(await page.locator('#as-q-pr legend').textContent()).toBe(
      'Had East already put another call in place of 1♥one heart before South accepted it?',
    );
    await page.locator('#as-q-pr input[value="no"]').check();
    const rv = page.locator('[data-ruling] .card');
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27A1');
    expect(await rv.locator('.card-verdict a').getAttribute('href')).toBe('/laws/27/2017/#A1');
    expect(await rv.locator('[data-card-say]').textContent()).toBe(
      'South accepts 1♥one heart: it stands as a legal bid, and the auction continues from it.',
    );
    expect(await page.locator('[data-step="replacement"]').isHidden()).toBe(true);
    expect(await page.locator('[data-pbn]').inputValue()).toContain('1D 1S 1H^I');
    // Yes: 27A1 all the same, and the call made before is withdrawn whatever it was (27C), so it is not asked.
    await page.locator('#as-q-pr input[value="yes"]').check();
    expect(await rv.getAttribute('data-ruling-clause')).toBe('27A1');
    expect(await page.locator('[data-step="replacement"]').isHidden()).toBe(true);
    expect(await rv.locator('[data-card-say]').textContent()).toBe(
      'South accepts 1♥one heart: it stands as a legal bid, and the auction continues from it. The call substituted for it is withdrawn.',
    );
    expect(await rv.locator('.rv-path a').allTextContents()).toEqual(['27C', '27A1']);
  });

  it('reads its own PBN export back: the same auction, dealer, acceptance, replacement and meaning, and the same PBN', async () => {
    // The same page afterwards (session.page) reads it back on an empty assistant.
    const ruled = await s().page();
    await ruled.goto('/assistant/?d=W&a=1D+1S+1H&lho=n&pr=n&r=2H&m=four+hearts%2C+6%2B+HCP&ia=n&ra=n');
    expect(await ruled.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B1a');
    const pbn = await ruled.locator('[data-pbn]').inputValue();
    expect(pbn).toContain('[Note "1:insufficient 1H, replaced by 2H"]');

    const page = await s().page();
    await page.goto('/assistant/');
    await tabTo(page, 'details:has(#as-pbn-in) summary');
    await page.keyboard.press('Enter');
    await page.locator('#as-pbn-in').fill(pbn);
    await tabTo(page, '[data-action="read-pbn"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#as-auction').inputValue()).toBe('1♦ 1♠ 1♥');
    expect(await page.locator('#as-dealer').inputValue()).toBe('W');
    expect(await page.locator('[data-pbn-problem]').isHidden()).toBe(true);
    const url = new URL(page.url());
    expect(['d', 'a', 'lho', 'r', 'm'].map((p) => url.searchParams.get(p))).toEqual([
      'W',
      '1D 1S 1H',
      'n',
      '2H',
      'four hearts, 6+ HCP',
    ]);
    // The findings, and when the call was made, are not in the PBN: asked again, never assumed.
    expect(url.searchParams.get('ia')).toBeNull();
    expect(url.searchParams.get('pr')).toBeNull();
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    expect(await page.locator('[data-check]').textContent()).toBe(
      'East’s 1♥ is insufficient: it does not outrank North’s 1♠. The lowest sufficient bid in hearts is 2♥.',
    );

    // An insufficient bid marked ^I: LHO accepted it; once no earlier call is confirmed, the ruling follows.
    await page.locator('#as-pbn-in').fill('[Dealer "S"]\n[Auction "S"]\n1NT 2S 2D^I\n');
    await page.locator('[data-action="read-pbn"]').click();
    await expect.poll(() => page.locator('#as-q-pr').isVisible()).toBe(true);
    await page.locator('#as-q-pr input[value="no"]').check();
    await expect.poll(() => page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27A1');
    expect(await page.locator('#as-auction').inputValue()).toBe('1NT 2♠ 2♦');
    expect(await page.locator('#as-dealer').inputValue()).toBe('S');
    expect(await page.locator('[data-pbn]').inputValue()).toContain('1NT 2S 2D^I');
  });

  it('names the token a pasted PBN cannot read, in an alert, and keeps the auction it had', async () => {
    const page = await s().page();
    await page.goto('/assistant/?d=W&a=1D+1S+1H');
    await page.locator('details:has(#as-pbn-in) summary').click();
    await page.locator('#as-pbn-in').fill('[Dealer "N"]\n[Auction "N"]\n1D 1Q 1H\n');
    await page.locator('[data-action="read-pbn"]').click();
    const alert = page.locator('[data-pbn-problem]');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await alert.textContent()).toMatch(/^The PBN cannot be read: PBN line 3, column 4: call 2: .*"1Q"/);
    expect(await page.locator('#as-auction').inputValue()).toBe('1♦ 1♠ 1♥');
    expect(await page.locator('#as-dealer').inputValue()).toBe('W');
    expect(new URL(page.url()).searchParams.get('a')).toBe('1D 1S 1H');
    // Put right, it is read (ending in the insufficient bid to rule on), and the alert goes.
    await page.locator('#as-pbn-in').fill('[Dealer "N"]\n[Auction "N"]\n1D 1S 1C\n');
    await page.locator('[data-action="read-pbn"]').click();
    await expect.poll(() => page.locator('#as-auction').inputValue()).toBe('1♦ 1♠ 1♣');
    expect(await alert.isHidden()).toBe(true);
    expect(await page.locator('#as-dealer').inputValue()).toBe('N');
    expect(await page.locator('[data-check]').textContent()).toMatch(/^South’s 1♣ is insufficient/);
    expect(await page.locator('input[name="lho"]:checked').count()).toBe(0);
  });

  it('builds an auction with the bidding box', async () => {
    const page = await s().page();
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
    expect(await page.locator('[data-check]').textContent()).toBe(
      'South’s 2♦ is insufficient: it does not outrank East’s 2♠. The lowest sufficient bid in diamonds is 3♦.',
    );
    expect(new URL(page.url()).searchParams.get('a')).toBe('1NT 2S 2D');
  });

  it('1NT – (2♠) – 2♦ → 3♥ under 2017: no ruling until the questions are answered; 27B1(a), 27B1(b) or 27B2 as they are', async () => {
    const page = await s().page();
    await page.goto('/assistant/?d=W&a=1NT+2S+2D&lho=n&pr=n&m=transfer+to+hearts&r=3H');
    const clause = () => page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause');
    const none = () => page.locator('[data-ruling-clause]').count();
    await assistantStepsDrawn(page);
    expect(await none()).toBe(0);
    // Mechanical facts are shown, not asked.
    expect(await page.locator('[data-rep-facts] li').allTextContents()).toEqual([
      '3♥three hearts is a sufficient bid.',
      'It is the lowest sufficient bid in hearts.',
      'It names another denomination than 2♦two diamonds; the lowest sufficient bid in diamonds is 3♦three diamonds.',
    ]);
    // The first question, about the insufficient bid (asked away from the table), with the words of 27B1(a) and the guide's worked example.
    expect(await page.locator('[data-chain-ia]').textContent()).toMatch(
      /^The ruling first depends on a question asked above: Is 2♦two diamonds artificial/,
    );
    expect(await page.locator('[data-step="judgement"] fieldset[data-question]:visible').count()).toBe(0);
    await page.locator('#as-q-ia input[value="yes"]').check();
    expect(await none()).toBe(0);

    // Then: does 3♥ specify the same denomination(s)?
    const sd = page.locator('#as-q-sd');
    expect(await sd.isVisible()).toBe(true);
    expect(await sd.locator('legend').textContent()).toBe(
      'Is 3♥three hearts the lowest sufficient bid that specifies the same denomination(s) as 2♦two diamonds?',
    );
    await sd.locator('summary').click();
    expect(await sd.locator('[data-question-clause]').textContent()).toBe(
      'Law 27B1(a) (2017): “if the insufficient bid is corrected by the lowest sufficient bid which specifies the same denomination(s) as that specified by the withdrawn call, the auction proceeds without further rectification. Laws 26B and 16C do not apply but see D following.”',
    );
    expect(await sd.locator('[data-question-example] a').getAttribute('href')).toBe('/examples/comparable-calls-ib-2/');
    expect(await sd.locator('[data-question-example]').textContent()).toBe(
      'Worked example: 1NTone no trump – (2♠two spades) – 2♦two diamonds (Director Guide for Insufficient Bids, Calls Out of Rotation, Lead Penalties, and Comparable Calls, Insufficient Bid Example 2). ' +
        'A transfer to hearts. Replaced by 3♥three hearts: the guide’s answer is yes, Law 27B1(a). ' +
        'The transfer specifies hearts, and so does 3♥three hearts: the lowest sufficient bid specifying the same denomination (27B1(a)); the guide adds that it is also comparable (27B1(b)).',
    );
    expect(await page.locator('#as-q-cmp').isHidden()).toBe(true);
    await sd.locator('input[value="yes"]').check();
    expect(await clause()).toBe('27B1a');

    await sd.locator('input[value="no"]').check();
    expect(await none()).toBe(0);
    const cmp = page.locator('#as-q-cmp');
    expect(await cmp.locator('legend').textContent()).toMatch(/^Is 3♥three hearts a comparable call \(Law 23A\)/);
    expect(await cmp.locator('[data-question-clause]').textContent()).toMatch(
      /^Law 27B1\(b\) \(2017\): “except as in \(a\), if the insufficient bid is corrected with a comparable call/,
    );
    await cmp.locator('summary').click();
    await cmp.locator('input[value="yes"]').check();
    expect(await clause()).toBe('27B1b');
    await cmp.locator('input[value="no"]').check();
    expect(await clause()).toBe('27B2');
    const url = new URL(page.url());
    expect([url.searchParams.get('ia'), url.searchParams.get('sd'), url.searchParams.get('cmp')]).toEqual([
      'y',
      'n',
      'n',
    ]);
  });

  it('names an unknown call of the link in an alert, and shows no ruling', async () => {
    const page = await s().page();
    await page.goto('/assistant/?a=1S+FOO+1H&lho=n&pr=n&r=P&cmp=n');
    const alert = page.locator('[data-alert]');
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await alert.isVisible()).toBe(true);
    expect(await alert.locator('li').allTextContents()).toEqual([
      'The link’s auction (a=1S FOO 1H) cannot be read: “FOO” (call 2) is not a call; write bids as 1D, 1♦ or 2NT, and Pass (P), Double (X), Redouble (XX). Correct the auction below and press Check.',
    ]);
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    expect(await page.locator('#as-auction').inputValue()).toBe('1S FOO 1H');
    // The link is left as it was until the auction is corrected.
    expect(new URL(page.url()).searchParams.get('a')).toBe('1S FOO 1H');
    await page.locator('#as-auction').fill('1S 1D');
    await page.keyboard.press('Enter');
    expect(await alert.isHidden()).toBe(true);
    expect(await page.locator('[data-check]').textContent()).toBe(
      'East’s 1♦ is insufficient: it does not outrank North’s 1♠. The lowest sufficient bid in diamonds is 2♦.',
    );
  });

  it('never shows a ruling for an auction other than the one in the box: changed and unchecked, or with a call that is not a call', async () => {
    const page = await s().page();
    await page.goto('/assistant/?d=W&a=1D+1S+1H&lho=y&pr=n');
    const ruling = page.locator('[data-ruling-clause]');
    expect(await ruling.getAttribute('data-ruling-clause')).toBe('27A1');
    // Changed, not yet checked: the ruling (for 1♦ 1♠ 1♥) goes.
    await page.locator('#as-auction').fill('1D 1S 1Q');
    expect(await ruling.count()).toBe(0);
    expect(await page.locator('[data-check]').textContent()).toBe(
      'The auction has changed: press Enter (or Check) to rule on it. Until then no ruling is shown.',
    );
    expect(await page.locator('[data-step="accepted"]').isHidden()).toBe(true);
    // Checked: an alert names the call and what is allowed; still no ruling, and the link still holds the auction it had.
    await page.keyboard.press('Enter');
    const problem = page.locator('[data-check-problem][role="alert"]');
    expect(await problem.textContent()).toBe(
      'Call 3, “1Q”, is not a call: write bids as 1D, 1♦ or 2NT, and Pass (P), Double (X), Redouble (XX).',
    );
    expect(await ruling.count()).toBe(0);
    expect(await page.locator('[data-record]').isHidden()).toBe(true);
    expect(await page.locator('[data-step="export"]').isHidden()).toBe(true);
    expect(await page.locator('#as-auction').inputValue()).toBe('1D 1S 1Q');
    // An impossible auction, typed: named, no ruling.
    await page.locator('#as-auction').fill('1D X X');
    await page.keyboard.press('Enter');
    expect(await problem.textContent()).toBe(
      'Call 3 ("X" by East): West\'s 1♦ has already been doubled. Correct that call.',
    );
    expect(await ruling.count()).toBe(0);
    // The auction the answers were about, typed again and checked: the answers still hold.
    await page.goto('/assistant/?d=W&a=1D+1S+1H&lho=y&pr=n');
    await page.locator('#as-auction').fill('1D 1S 1H');
    await page.keyboard.press('Enter');
    expect(await ruling.getAttribute('data-ruling-clause')).toBe('27A1');
    expect(await problem.isHidden()).toBe(true);
  });

  it('names an unknown edition and an impossible finding, and rules once they are put right', async () => {
    const page = await s().page();
    await page.goto('/assistant/?ed=1999&d=W&a=1NT+2S+2D&lho=n&pr=n&r=4H&ia=y&sd=y');
    const items = page.locator('[data-alert][role="alert"] li');
    // The finding is judged by the ruling steps, which load after the page (the auction is a Law 27 case).
    await expect
      .poll(() => items.allTextContents())
      .toEqual([
        'The link’s edition “ed=1999” is not one the assistant rules under: use ed=2007, ed=2008-03, ed=2017, or choose the edition below.',
        'The answer sd=y cannot hold here: it is true, but 4♥ is a jump (3♥ is sufficient), and a jump is never the lowest sufficient bid 27B1(a) asks for; set it to false or leave it out. Press “Set these aside” to drop it and answer the questions again.',
      ]);
    expect(await page.locator('#as-edition').evaluate((e: HTMLSelectElement) => e.selectedIndex)).toBe(-1);
    // The unreadable edition stops the ruling; the answers are judged under the default meanwhile.
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    await page.locator('#as-edition').selectOption('2017');
    await expect.poll(() => items.count()).toBe(1);
    await page.locator('[data-action="set-aside"]').click();
    expect(await page.locator('[data-alert]').isHidden()).toBe(true);
    expect(new URL(page.url()).searchParams.get('sd')).toBeNull();
    expect(await page.locator('[data-ruling-clause]').count()).toBe(0);
    await page.locator('#as-q-cmp input[value="yes"]').check();
    expect(await page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B1b');
  });

  it('keeps a ruling record: not drawn on screen, printed alone on one A4 page, copied as text, with a permalink that restores the state', async () => {
    const { page, context } = await s().newPage({ width: 1280 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Printing is the browser's: the test sees that Print asks for it.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    const search = 'd=W&a=1NT+2S+2D&m=transfer+to+hearts&r=3H&lho=n&pr=n&ia=y&sd=y&gb=EBU&dt=2024-05-18';
    await page.goto(`/assistant/?${search}`);
    const record = page.locator('[data-record]');
    // The record is drawn by the ruling steps, which load after the page; on screen only the card shows.
    await page.locator('[data-ruling-clause]').waitFor();
    expect(await record.isVisible()).toBe(false);
    expect(await page.locator('[data-card-edition]').textContent()).toBe(
      'Law 27 of 2017 — in force for the EBU on 18 May 2024',
    );
    expect(await record.locator('.rec-meta dd').allTextContents()).toEqual([
      'Law 27 of Laws of Duplicate Bridge 2017',
      'The text in force for the EBU (English Bridge Union) on 18 May 2024: in force for it from 1 August 2017.',
      `${s().server.url}assistant/?${search}`,
    ]);
    expect(await record.locator('.rec-answers li').allTextContents()).toEqual([
      'Does South (LHO) accept 2♦two diamonds? (If he has called over it, he has accepted it.) No (Law 27A1)',
      'Had East already replaced 2♦two diamonds before you ruled? No (Law 27C)',
      'What was 2♦two diamonds meant to show? transfer to hearts',
      'Which call did East substitute for 2♦two diamonds? 3♥three hearts',
      'Is 2♦two diamonds artificial (conventional), rather than a natural diamond bid? Yes (Law 27B1(a))',
      'Is 3♥three hearts the lowest sufficient bid that specifies the same denomination(s) as 2♦two diamonds? Yes (Law 27B1(a))',
    ]);
    const deciding = record.locator('blockquote[data-deciding="true"]');
    expect(await deciding.getAttribute('data-record-clause')).toBe('27B1(a)');
    expect(await deciding.textContent()).toBe(
      '“if the insufficient bid is corrected by the lowest sufficient bid which specifies the same denomination(s) as that specified by the withdrawn call, the auction proceeds without further rectification. Laws 26B and 16C do not apply but see D following.”' +
        'Deciding clause: Law 27B1(a) (2017)',
    );
    const permalink = await record.locator('.rec-link a').getAttribute('href');
    expect(permalink).toBe(`${s().server.url}assistant/?${search}`);

    // Copy: the record as text.
    await page.locator('.card [data-action="copy"]').click();
    await expect
      .poll(() => page.locator('[data-copy-status]').textContent())
      .toBe('Ruling record copied: paste it wherever you keep your rulings.');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(
      text.startsWith(
        'LAW 27 RULING RECORD\n\nText: Law 27 of Laws of Duplicate Bridge 2017\nWhy this text: The text in force for the EBU (English Bridge Union) on 18 May 2024',
      ),
    ).toBe(true);
    expect(text).toContain(`\nPermalink: ${permalink}\n`);
    expect(text).toContain('  West*   North   East    South\n  1NT     2♠      2♦ (IB)\n');
    expect(text).toContain(
      '  6. Is 3♥ the lowest sufficient bid that specifies the same denomination(s) as 2♦? Yes. (Law 27B1(a))\n',
    );
    expect(text).toContain(
      'Deciding clause: “if the insufficient bid is corrected by the lowest sufficient bid which specifies the same denomination(s)',
    );
    expect(text).toContain(
      '\nTell the table: 3♥ replaces 2♦, with no further rectification. North–South: call me back at the end of play if you think you were damaged.\n',
    );
    expect(text).toContain('\nConsequences:\n  - Partner must pass whenever it is his turn: No\n');

    // Share: this browser has no Web Share API, so the link is copied, and the page says so.
    expect(await page.evaluate(() => typeof (navigator as Navigator & { share?: unknown }).share)).toBe('undefined');
    await page.locator('.card [data-action="share"]').click();
    await expect
      .poll(() => page.locator('[data-copy-status]').textContent())
      .toBe('Link to this ruling copied: paste it to share it.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(permalink);

    // Print: the browser's print, which shows the record alone.
    await page.locator('.card [data-action="print"]').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('form.asst').isHidden()).toBe(true);
    expect(await page.locator('h1').isHidden()).toBe(true);
    expect(await record.isVisible()).toBe(true);
    // On paper, lines for the Director to fill in and sign.
    expect(await record.locator('.rec-sign span').allTextContents()).toEqual([
      'Event: ',
      'Board: ',
      'Table: ',
      'Director: ',
      'Signature: ',
    ]);
    expect(await record.locator('.rec-sign').isVisible()).toBe(true);
    // Suit symbols print black.
    expect(
      await record
        .locator('.call[data-tone="red"] .sym')
        .first()
        .evaluate((e) => getComputedStyle(e).color),
    ).toBe('rgb(0, 0, 0)');
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = (await page.pdf({ format })).toString('latin1');
      expect(pdf.match(/\/Type \/Page\b/g), format).toHaveLength(1);
    }

    // The longest records (every question, a long intended meaning, 27D quoted) still fit one page.
    const meaning = encodeURIComponent(
      'Stayman-like relay asking for a four-card major, or the start of a game-forcing sequence showing both minors with at least 5-4 shape and 12+ points; partner alerted it and explained it as artificial',
    );
    for (const long of [
      `d=W&a=1NT+2S+2D&lho=n&pr=y&m=${meaning}&r=3H&ia=y&sd=n&cmp=y&gb=EBU&dt=2024-05-18`,
      `ed=2007&d=W&a=1D+1S+1H&lho=n&pr=n&m=${meaning}&r=X&ia=n&cmp=y&gb=EBU&dt=2008-05-18`,
      `ed=2008-03&d=W&a=1D+1S+1H&lho=n&pr=n&m=${meaning}&r=2H&ia=n&ra=n&gb=EBU&dt=2010-05-18`,
    ]) {
      await page.emulateMedia({ media: 'screen' });
      await page.goto(`/assistant/?${long}`);
      await expect.poll(() => page.locator('[data-ruling-clause]').count(), { message: long }).toBe(1);
      await page.emulateMedia({ media: 'print' });
      expect(await record.isVisible(), long).toBe(true);
      for (const format of ['A4', 'Letter'] as const) {
        const pdf = (await page.pdf({ format })).toString('latin1');
        expect(pdf.match(/\/Type \/Page\b/g), `${format} ${long}`).toHaveLength(1);
      }
    }

    // The permalink restores the same ruling.
    const again = await s().page();
    await again.goto(permalink!);
    expect(await again.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await again.locator('#as-body').inputValue()).toBe('EBU');
  });

  it('shares through the Web Share API where the browser has it', async () => {
    const { page } = await s().newPage();
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = shared;
      Object.defineProperty(navigator, 'share', { value: (data: unknown) => (shared.push(data), Promise.resolve()) });
    });
    await page.goto('/assistant/?d=W&a=1D+1S+1H&lho=n&pr=n&ia=n&r=P&cmp=n');
    await page.locator('.card [data-action="share"]').click();
    await expect.poll(() => page.locator('[data-copy-status]').textContent()).toBe('Shared.');
    expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: 'Law 27 ruling (2017)', url: `${s().server.url}assistant/?d=W&a=1D+1S+1H&r=P&lho=n&pr=n&ia=n&cmp=n` },
    ]);
  });

  it('shows each menu’s chosen words whole at 200 % text size on a phone, as they are chosen (issue 42 §10)', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.goto('/assistant/?gb=EBU&dt=2024-05-18');
    // The link's body is shown once the fields are drawn from it.
    await expect
      .poll(() => page.locator('#as-body + [data-select-shown]').textContent())
      .toBe('EBU: English Bridge Union');
    // The reader's text size at 200 %: every rem of the page doubles.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    /** For each menu: its chosen words as shown, the option chosen, whether they are cut, and whether they lie inside the menu. */
    const menus = () =>
      page.locator('.asst-select').evaluateAll((wraps) =>
        wraps.map((w) => {
          const select = w.querySelector('select')!;
          const shown = w.querySelector<HTMLElement>('[data-select-shown]')!;
          const [sr, tr] = [select.getBoundingClientRect(), shown.getBoundingClientRect()];
          return {
            id: select.id,
            shown: shown.textContent,
            chosen: select.selectedOptions[0]?.textContent ?? '',
            cut: shown.scrollWidth > shown.clientWidth || shown.scrollHeight > shown.clientHeight,
            inside:
              tr.left >= sr.left &&
              tr.right <= sr.right + 0.5 &&
              tr.top >= sr.top - 0.5 &&
              tr.bottom <= sr.bottom + 0.5,
            oneLine: select.getBoundingClientRect().height < 2.5 * parseFloat(getComputedStyle(shown).lineHeight),
          };
        }),
      );
    const body = async () => (await menus()).find((m) => m.id === 'as-body')!;
    expect(await body()).toEqual({
      id: 'as-body',
      shown: 'EBU: English Bridge Union',
      chosen: 'EBU: English Bridge Union',
      cut: false,
      inside: true,
      oneLine: false,
    });
    await page.locator('#as-body').selectOption('ACBL');
    await expect.poll(async () => (await body()).shown).toBe('ACBL: American Contract Bridge League');
    for (const m of await menus()) expect([m.id, m.shown, m.cut, m.inside]).toEqual([m.id, m.chosen, false, true]);
  });

  it('has no axe violations, empty and with a ruling, and no sideways scrolling', async () => {
    // A ruling (light) and an alert (dark); every state in both schemes at two widths: tests/site-crawl/tools-axe.test.ts.
    const urls = ['/assistant/?d=W&a=1D+1S+1H&lho=n&pr=n&m=hearts&r=2H&ia=n&ra=n', '/assistant/?a=1S+FOO+1H&ed=1999'];
    for (const [i, url] of urls.entries()) {
      for (const scheme of [i % 2 === 0 ? 'light' : 'dark'] as const) {
        const page = await s().page();
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(url);
        // The ruling is drawn by the ruling steps, which load after the page: scanned once it is there.
        if (i === 0) await page.locator('[data-ruling-clause]').waitFor();
        expect(await axe(page), `${url} ${scheme}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
      }
    }
  });

  it('requested nothing from another origin', () => {
    expect(s().requests.length).toBeGreaterThan(5);
    expect(s().requests.filter((u) => !u.startsWith(s().server.url))).toEqual([]);
  });
});
