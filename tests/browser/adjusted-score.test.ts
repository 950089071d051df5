/**
 * The weighted adjusted-score calculator in a real browser, on a phone-sized
 * screen and by keyboard: both Zone 7 worked examples reproduced through the
 * form, the messages that stop a wrong number, the state kept in the address,
 * the Law 12C1(d) advice, copy/print, axe for pairs and for teams, and no request to
 * another origin.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFICIAL_SCORE_ADVICE } from '../../src/bridge/scoring';
import { axeViolations, useSession } from './browser';

const URL_PATH = '/tools/adjusted-score/';
const ZONE7 = [
  ['6S= by N', '30', '20'],
  ['4S+2 by N', '40', '13'],
  ['4S+1 by N', '20', '6'],
  ['6S-1 by N', '10', '2'],
] as const;

const s = useSession();

async function phone(width = 390, height = 844): Promise<Page> {
  const page = await s().page({ width, height });
  return page;
}

async function open(hash = '', width = 390): Promise<Page> {
  const page = await phone(width);
  await page.goto(URL_PATH + hash);
  // The script has taken the form over once the link to the ruling is filled in.
  await expect.poll(() => page.locator('[data-link]').inputValue()).not.toBe('');
  return page;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const status = (page: Page) => page.locator('[data-status]').textContent();
const detailText = (page: Page) => page.locator('[data-detail]').innerText();

/** Presses Tab until the element with `id` has focus (at most `max` times), and fails otherwise. */
async function tabTo(page: Page, id: string, max = 8): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if ((await focusedId(page)) === id) return;
    await page.keyboard.press('Tab');
  }
  expect(await focusedId(page)).toBe(id);
}

async function tabToButton(page: Page, text: string, max = 8): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if ((await focusedText(page)).startsWith(text)) return;
    await page.keyboard.press('Tab');
  }
  expect(await focusedText(page)).toMatch(new RegExp(`^${text}`));
}

/** Fills the outcome rows by keyboard alone, adding rows with the "Add an outcome" button. */
async function typeOutcomes(page: Page, rows: readonly (readonly string[])[], withMatchpoints: boolean): Promise<void> {
  for (const [i, [outcome = '', weight = '', mp = '']] of rows.entries()) {
    const n = i + 1;
    if ((await page.locator(`#calc-outcome-${String(n)}`).count()) === 0) {
      await tabToButton(page, 'Add an outcome');
      await page.keyboard.press('Enter');
      expect(await focusedId(page)).toBe(`calc-outcome-${String(n)}`);
    }
    await tabTo(page, `calc-outcome-${String(n)}`);
    await page.keyboard.type(outcome);
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe(`calc-weight-${String(n)}`);
    await page.keyboard.type(weight);
    if (withMatchpoints) {
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe(`calc-mp-${String(n)}`);
      await page.keyboard.type(mp);
    }
  }
}

/** Chooses the board vulnerability N/S with the arrow keys. */
async function chooseVulnerabilityNS(page: Page): Promise<void> {
  await tabTo(page, 'calc-vul', 12);
  await page.keyboard.press('ArrowDown'); // None
  await page.keyboard.press('ArrowDown'); // N/S
  expect(await page.locator('#calc-vul').inputValue()).toBe('NS');
}

describe('the Zone 7 worked examples, typed by keyboard on a phone', () => {
  it('pairs: 30/40/20/10 of 6S=, 4S+2, 4S+1, 6S-1 with match-points 20, 13, 6, 2, average 11 → 12.6, add 1.6 to N/S', async () => {
    const page = await open();
    await page.locator('#calc-mode-pairs').focus();
    expect(await page.locator('#calc-mode-pairs').isChecked()).toBe(true);
    await chooseVulnerabilityNS(page);
    await typeOutcomes(page, ZONE7, true);
    await tabTo(page, 'calc-avg');
    await page.keyboard.type('11');

    await expect
      .poll(() => status(page))
      .toBe('Weighted score 12.6 match-points against an average of 11: add 1.6 to N/S, deduct 1.6 from E/W.');
    const detail = await detailText(page);
    expect(detail).toContain('0.3 × 20 + 0.4 × 13 + 0.2 × 6 + 0.1 × 2 = 6.0 + 5.2 + 1.2 + 0.2 = 12.6');
    expect(detail).toContain('12.6 − 11 = +1.6');
    expect(await page.locator('.award strong').textContent()).toBe('add 1.6 to N/S, deduct 1.6 from E/W');
    expect(await page.locator('.detail tbody tr').allInnerTexts()).toHaveLength(4);
    expect(await page.locator('.detail tfoot td').textContent()).toBe('12.6');
    expect(await page.locator('[data-sum]').textContent()).toBe('The weights add up to 100%.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('teams: the same outcomes against N/S +650 in the other room → 3.0, award +3 IMPs', async () => {
    const page = await open();
    // Switch the mode with the arrow keys, as a radio group works.
    await page.locator('#calc-mode-pairs').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#calc-mode-teams').isChecked()).toBe(true);
    expect(await page.locator('#calc-other').isVisible()).toBe(true);
    expect(await page.locator('#calc-avg').isVisible()).toBe(false);
    await chooseVulnerabilityNS(page);
    await typeOutcomes(page, ZONE7, false);
    await tabTo(page, 'calc-other');
    await page.keyboard.type('+650');

    await expect
      .poll(() => status(page))
      .toBe('Weighted total 3.0 IMPs, rounded to +3: +3 IMPs to N/S, -3 IMPs to E/W.');
    const rows = await page
      .locator('.detail tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()),
        ),
      );
    expect(rows).toEqual([
      ['6S= by N', '+1430 − 650 = +780', '+13', '30%', '3.9'],
      ['4S+2 by N', '+680 − 650 = +30', '+1', '40%', '0.4'],
      ['4S+1 by N', '+650 − 650 = 0', '0', '20%', '0.0'],
      ['6S-1 by N', '-100 − 650 = -750', '-13', '10%', '-1.3'],
    ]);
    expect(await page.locator('.detail tfoot td').textContent()).toBe('3.0');
    expect(await page.locator('.award strong').textContent()).toBe('+3 IMPs to N/S, -3 IMPs to E/W');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('the example buttons load the same figures', async () => {
    const page = await open();
    await page.locator('[data-action="example-pairs"]').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => status(page))
      .toMatch(/^Weighted score 12\.6 .* add 1\.6 to N\/S, deduct 1\.6 from E\/W\.$/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page)).toMatch(/rounded to \+3: \+3 IMPs to N\/S, -3 IMPs to E\/W\.$/);
    expect(await page.locator('#calc-other').inputValue()).toBe('+650');
  });
});

describe('no number when the form is wrong', () => {
  it('weights that do not add up to 100%: a message with the sum, and no score', async () => {
    const page = await open();
    await page.locator('[data-action="example-teams"]').click();
    await page.locator('#calc-weight-4').focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('20');
    await expect.poll(() => status(page)).toBe('No score yet. The weights add up to 110%; they must add up to 100%.');
    expect(await page.locator('[data-sum]').textContent()).toBe(
      'The weights add up to 110%; they must add up to 100%.',
    );
    expect(await detailText(page)).toBe('');
    expect(await status(page)).not.toMatch(/IMP|match-points|\+3/);
  });

  it('an impossible contract: the message next to that field, described and marked invalid', async () => {
    const page = await open();
    await page.locator('[data-action="example-pairs"]').click();
    const field = page.locator('#calc-outcome-2');
    for (const [text, message] of [
      ['7S+1 by N', 'Impossible result "+1" for 7S in "7S+1 by N": that would be 14 tricks, and there are only 13.'],
      ['8H=', 'Impossible contract level "8" in "8H=": a contract is at the 1 to 7 level.'],
    ] as const) {
      await field.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#calc-outcome-2-error').textContent()).toBe(message);
      expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain('calc-outcome-2-error');
      expect(await status(page)).toBe('No score yet: correct outcome 2 (see the message there).');
      expect(await detailText(page)).toBe('');
    }
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4S+2 by N');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBeNull();
    expect(await field.getAttribute('aria-describedby')).toBe('calc-outcome-hint');
    await expect.poll(() => status(page)).toMatch(/^Weighted score 12\.6/);
  });
});

describe('values no board can produce are refused by the field', () => {
  /** Types `text` in place of what the field holds, by keyboard. */
  async function retype(page: Page, id: string, text: string): Promise<void> {
    await page.locator(`#${id}`).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
  }

  /** The field is marked invalid and described by its message, which is an alert shown right under it. */
  async function expectRefused(page: Page, id: string, message: string | RegExp): Promise<void> {
    const field = page.locator(`#${id}`);
    const error = page.locator(`#${id}-error`);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    if (typeof message === 'string') expect(await error.textContent()).toBe(message);
    else expect(await error.textContent()).toMatch(message);
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await error.isVisible()).toBe(true);
    expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(`${id}-error`);
    const [f, e] = [await field.boundingBox(), await error.boundingBox()];
    expect(e!.y).toBeGreaterThanOrEqual(f!.y + f!.height - 1);
    expect(e!.y - (f!.y + f!.height)).toBeLessThan(16);
    expect(e!.x).toBeLessThan(f!.x + f!.width);
    expect(await detailText(page)).toBe('');
  }

  it('+99990 and 125 as an outcome: an alert by the field, naming the value and what is allowed', async () => {
    const page = await open();
    await page.locator('[data-action="example-teams"]').click();
    await retype(page, 'calc-outcome-2', '+99990');
    await expectRefused(
      page,
      'calc-outcome-2',
      '+99990 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600.',
    );
    expect(await status(page)).toBe('No score yet: correct outcome 2 (see the message there).');
    await retype(page, 'calc-outcome-2', '125');
    await expectRefused(
      page,
      'calc-outcome-2',
      /^\+125 is not a score one board can produce: a duplicate score is a multiple of 10 between/,
    );
    // Corrected: the message, the alert and the marks go, and the answer comes back.
    await retype(page, 'calc-outcome-2', '+680');
    await expect.poll(() => page.locator('#calc-outcome-2').getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#calc-outcome-2-error').getAttribute('role')).toBeNull();
    expect(await page.locator('#calc-outcome-2-error').isVisible()).toBe(false);
    expect(await page.locator('#calc-outcome-2').getAttribute('aria-describedby')).toBe('calc-outcome-hint');
    await expect.poll(() => status(page)).toMatch(/rounded to \+3/);
  });

  it('the score at the other table too', async () => {
    const page = await open();
    await page.locator('[data-action="example-teams"]').click();
    await retype(page, 'calc-other', '+99990');
    await expectRefused(
      page,
      'calc-other',
      '+99990 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600.',
    );
    expect((await page.locator('#calc-other').getAttribute('aria-describedby'))?.split(' ')).toEqual([
      'calc-other-hint',
      'calc-other-error',
    ]);
  });

  it('a weight of 101%', async () => {
    const page = await open();
    await page.locator('[data-action="example-pairs"]').click();
    await retype(page, 'calc-weight-1', '101');
    await expectRefused(
      page,
      'calc-weight-1',
      '101% is not a possible weight: a weight is more than 0% and at most 100%.',
    );
    expect(await status(page)).toBe('No score yet: correct the weight of outcome 1 (see the message there).');
  });

  it('match-points above the top, and against the order of the scores', async () => {
    const page = await open();
    await page.locator('[data-action="example-pairs"]').click();
    await retype(page, 'calc-mp-1', '23');
    await expectRefused(
      page,
      'calc-mp-1',
      '23 is more than the top: with a board average of 11 the top is 22, and match-points run from 0 up to the top.',
    );
    await retype(page, 'calc-mp-1', '20');
    await retype(page, 'calc-mp-4', '21');
    await expectRefused(
      page,
      'calc-mp-4',
      /^Outcome 4 \(-100\) has 21 match-points, more than outcome 1 \(\+1430\) with 20/,
    );
  });

  it('a link with values the form cannot keep says so above the form', async () => {
    const page = await open(`#mode=golf&vul=Some&o=${'7'.repeat(200)}`);
    const notes = page.locator('[data-link-notes]');
    expect(await notes.isVisible()).toBe(true);
    expect(await notes.getAttribute('role')).toBe('alert');
    expect(await notes.locator('p').allTextContents()).toEqual([
      'The link\'s form of scoring "golf" is not pairs or teams: pairs is shown.',
      'The link\'s board vulnerability "Some" is not None, NS, EW or All: choose it above.',
      "The link's value for outcome 1 was longer than 120 characters and was cut: check it.",
    ]);
    await page.locator('[data-action="reset"]').click();
    expect(await notes.isVisible()).toBe(false);
    const plain = await open();
    expect(await plain.locator('[data-link-notes]').isVisible()).toBe(false);
  });
});

describe('the ruling in the address', () => {
  it('survives a reload and opens from a shared link', async () => {
    const page = await open();
    await page.locator('[data-action="example-teams"]').click();
    await page.locator('#calc-other').fill('-100');
    await expect.poll(() => status(page)).toMatch(/^Weighted total/);
    const before = await status(page);
    const url = page.url();
    expect(new URL(url).hash).toContain('other=-100');
    expect(new URL(url).pathname).toBe(URL_PATH);

    await page.reload();
    await expect.poll(() => status(page)).toBe(before);
    expect(await page.locator('#calc-mode-teams').isChecked()).toBe(true);
    expect(await page.locator('#calc-vul').inputValue()).toBe('NS');
    expect(await page.locator('#calc-outcome-1').inputValue()).toBe('6S= by N');
    expect(await page.locator('#calc-other').inputValue()).toBe('-100');

    const other = await phone();
    await other.goto(url.replace(/^https?:\/\/[^/]+/, ''));
    await expect.poll(() => status(other)).toBe(before);
    expect(await other.locator('#calc-link').inputValue()).toBe(url);
  });

  it('loads a new link opened in the same page', async () => {
    const page = await open();
    await page.locator('[data-action="example-pairs"]').click();
    const pairsUrl = page.url();
    await page.locator('[data-action="example-teams"]').click();
    await expect.poll(() => status(page)).toMatch(/IMPs/);
    await page.goto(pairsUrl);
    await expect.poll(() => status(page)).toMatch(/^Weighted score 12\.6/);
    expect(await page.locator('#calc-mode-pairs').isChecked()).toBe(true);
  });

  it('copies the link with a keyboard-operable button', async () => {
    const { context, page } = await s().newPage({ width: 390, height: 844 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s().server.url });
    await page.goto(URL_PATH);
    await page.locator('[data-action="example-pairs"]').click();
    await page.locator('[data-action="copy"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-announce]').textContent()).toBe('Link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

describe('rows by keyboard', () => {
  it('more than four outcomes: the Law 12C1(d) advice; removing one takes it away', async () => {
    const page = await open();
    await page.locator('[data-action="example-pairs"]').click();
    const advice = page.locator('[data-advice]');
    expect(await advice.isVisible()).toBe(false);
    await page.locator('[data-action="add"]').focus();
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('calc-outcome-5');
    await expect.poll(() => advice.textContent()).toBe(ARTIFICIAL_SCORE_ADVICE);
    expect(await advice.isVisible()).toBe(true);
    expect(ARTIFICIAL_SCORE_ADVICE).toContain('Law 12C1(d)');

    // Remove outcome 3 by keyboard: the rows are renumbered and focus stays in the list.
    const remove3 = page.getByRole('button', { name: 'Remove outcome 3' });
    await remove3.focus();
    await page.keyboard.press('Space');
    expect(await page.locator('li[data-row]').count()).toBe(4);
    expect(await focusedId(page)).toBe('calc-outcome-3');
    expect(await page.locator('#calc-outcome-3').inputValue()).toBe('6S-1 by N');
    await expect.poll(() => advice.isVisible()).toBe(false);
    await expect.poll(() => page.locator('[data-announce]').textContent()).toBe('Outcome 3 removed; 4 left.');
  });

  it('shows where the keyboard focus is', async () => {
    const page = await open();
    await page.locator('#calc-mode-pairs').focus();
    await page.keyboard.press('Shift+Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return {
        text: el.textContent,
        style: getComputedStyle(el).outlineStyle,
        width: getComputedStyle(el).outlineWidth,
      };
    });
    expect(outline).toEqual({ text: 'Start again', style: 'solid', width: '3px' });
  });
});

describe('accessibility, print and without JavaScript', () => {
  const axe = axeViolations;

  // At 320 and 1280 px, light and dark, the same states are scanned by `npm run test:site`
  // (tests/site-crawl/tools-axe.test.ts); the form as it opens, by the crawl (accessibility.test.ts).
  for (const width of [390]) {
    it(`has no axe violations for pairs and for teams, with a result and with messages, at ${String(width)}px`, async () => {
      const page = await open('', width);
      await page.locator('[data-action="example-pairs"]').click();
      await expect.poll(() => status(page)).toMatch(/^Weighted score/);
      expect(await axe(page)).toEqual([]);
      await page.locator('[data-action="example-teams"]').click();
      await expect.poll(() => status(page)).toMatch(/^Weighted total/);
      await page.locator('#calc-outcome-1').fill('8H=');
      await page.locator('[data-action="add"]').click();
      await expect.poll(() => page.locator('[data-advice]').isVisible()).toBe(true);
      expect(await axe(page)).toEqual([]);
    });
  }

  it('a table too wide for a very narrow screen scrolls and can be reached by keyboard', async () => {
    const page = await open('', 320);
    await page.locator('[data-action="example-teams"]').click();
    await expect.poll(() => status(page)).toMatch(/^Weighted total/);
    const wrap = page.locator('.table-scroll');
    const scrolls = await wrap.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(await wrap.getAttribute('tabindex')).toBe(scrolls ? '0' : null);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('announces results politely', async () => {
    const page = await open();
    const live = page.locator('.results [role="status"]');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await live.locator('[data-status]').count()).toBe(1);
    expect(await live.locator('[data-advice]').count()).toBe(1);
  });

  it('prints the form values, the result and the working, without the tools', async () => {
    const page = await open();
    await page.locator('[data-action="example-pairs"]').click();
    await expect.poll(() => status(page)).toMatch(/^Weighted score/);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('[data-action="copy"]').isVisible()).toBe(false);
    expect(await page.locator('[data-action="add"]').isVisible()).toBe(false);
    expect(await page.locator('[data-action="example-pairs"]').isVisible()).toBe(false);
    expect(await page.locator('#calc-outcome-1').isVisible()).toBe(true);
    expect(await page.locator('#calc-avg').isVisible()).toBe(true);
    expect(await page.locator('.award').isVisible()).toBe(true);
    expect(await page.locator('.working').isVisible()).toBe(true);
    expect(await page.locator('.print-link').innerText()).toBe(`Link to this ruling: ${page.url()}`);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
  });

  it('moves nothing when its script starts: the empty form is in the page as built', async () => {
    for (const width of [390, 1280]) {
      const context = await s().browser.newContext({ baseURL: s().server.url, viewport: { width, height: 844 } });
      context.on('request', (r) => s().requests.push(r.url()));
      await context.addInitScript(() => {
        // What moved, but the offline save bar's own parts (its words change length as the save goes on, and
        // it is held by its bottom edge), as the offline crawl counts it.
        const moved: string[] = [];
        (window as unknown as { layoutShifts: string[] }).layoutShifts = moved;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { sources: { node: Node | null }[] })[])
            for (const { node } of e.sources) {
              const element = node instanceof Element ? node : node?.parentElement;
              if (!element?.closest('[data-offline-progress]')) moved.push(element?.outerHTML.slice(0, 80) ?? '(gone)');
            }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      const built = await (await page.request.get(URL_PATH)).text();
      await page.goto(URL_PATH);
      await expect.poll(() => page.locator('[data-link]').inputValue()).not.toBe('');
      // Nothing moves outside the save bar (the page is never touched).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      expect(
        await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
        `${width} px`,
      ).toEqual([]);
      // The rows, the sum and the status as the script wrote them are those of the page as built.
      const live = await page.evaluate((html) => {
        // Each element as its tag, its attributes in order of name, and its text, whitespace aside.
        const shape = (node: Element): string =>
          `<${node.localName} ${[...node.attributes]
            .map((a) => `${a.name}=${a.value}`)
            .sort()
            .join(' ')}>${[...node.childNodes]
            .map((c) => (c instanceof Element ? shape(c) : (c.textContent ?? '').replace(/\s+/g, ' ').trim()))
            .join('')}</>`;
        const parts = (doc: Document) =>
          ['[data-rows]', '[data-sum]', '[data-status]'].map((sel) => {
            const found = doc.querySelector(sel);
            return found ? shape(found) : '';
          });
        return { built: parts(new DOMParser().parseFromString(html, 'text/html')), live: parts(document) };
      }, built);
      expect(live.built[0]).toContain('calc-outcome-2');
      expect(live.live).toEqual(live.built);
      await context.close();
    }
  });

  it('explains itself without JavaScript', async () => {
    const context = await s().browser.newContext({
      javaScriptEnabled: false,
      baseURL: s().server.url,
      viewport: { width: 390, height: 844 },
    });
    context.on('request', (r) => s().requests.push(r.url()));
    const page = await context.newPage();
    await page.goto(URL_PATH);
    expect(await page.locator('.calc-noscript').isVisible()).toBe(true);
    expect(await page.locator('.calc-noscript').textContent()).toMatch(/needs JavaScript/);
    expect(await page.locator('[data-calc]').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'What Law 12C1(c) allows' }).isVisible()).toBe(true);
    await context.close();
  });

  it('no request left 127.0.0.1', () => {
    const origin = new URL(s().server.url).origin;
    expect(s().requests.length).toBeGreaterThan(10);
    expect(s().requests.filter((u) => !u.startsWith(`${origin}/`))).toEqual([]);
  });
});
