/**
 * Everything a page fetches on first use comes back after a failed fetch,
 * at the reader's next action, with no reload: the search code, Pagefind and
 * each kind of its index files, the search vocabulary and clause index, the
 * assistant's ruling steps, in-force rule and bidding box, the auction
 * widget and a clause page's guidance passages and rulings (practice's list of cases:
 * practice.test.ts).
 * Each failure is said in plain words (what could not be reached, that the
 * connection may be the cause, what tries again), never in the browser's
 * own error text. The first requests fail as a dropped connection would
 * (`failFirst`); nothing here depends on timing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assistantStepsDrawn, failFirst, RAW_ERROR, useSession } from './browser';

const s = useSession();
const PHONE = { width: 390, height: 844 };

const searchAlert = (p: Page) => p.locator('[data-site-search] [role="alert"]').textContent();
const firstHit = (p: Page) => p.locator('.search-hit .hit-main').first().getAttribute('href');

describe('search, when what it fetches on first use did not arrive', () => {
  const current = '2017';
  // Every file search fetches on its first use, and what the reader is told when it fails.
  const files: [string, RegExp, RegExp][] = [
    [
      'its code',
      /\/_astro\/search-client\.[\w-]+\.js(\?.*)?$/,
      /^Search could not be loaded\. Check your connection; your next search tries again\.$/,
    ],
    [
      'its ranking',
      /\/_astro\/engine\.[\w-]+\.js(\?.*)?$/,
      /^Search could not reach its index\. Check your connection; your next search tries again\./,
    ],
    ['Pagefind', /\/pagefind\/pagefind\.js(\?.*)?$/, /^Search could not reach its index\./],
    ["Pagefind's entry", /\/pagefind\/pagefind-entry\.json(\?.*)?$/, /^Search could not reach its index\./],
    ["Pagefind's WebAssembly", /\/pagefind\/wasm\.[\w]+\.pagefind$/, /^Search could not reach its index\./],
    ['an index chunk', /\/pagefind\/index\/[^/]+\.pf_index$/, /^Search could not reach its index\./],
    ['a page fragment', /\/pagefind\/fragment\/[^/]+\.pf_fragment$/, /^Search could not reach its index\./],
    ['the vocabulary', /\/search\/vocabulary\.json$/, /^Search could not reach its index\./],
    ['the clause index', /\/search\/clause-index\.json$/, /^Search could not reach its index\./],
  ];

  it.each(files)(
    'says so when %s cannot be fetched, and once it can, the next search finds the text',
    async (_what, pattern, words) => {
      const p = await s().page(PHONE);
      // The network is down for this file: every request for it fails.
      const { failed } = await failFirst(p, pattern, Number.POSITIVE_INFINITY);
      await p.goto('/laws/27/');
      await p.locator('#site-search-input').fill('partner must pass');
      await expect.poll(() => searchAlert(p), { timeout: 60_000 }).toMatch(words);
      expect(failed()).toBeGreaterThan(0);
      expect(await searchAlert(p)).not.toMatch(RAW_ERROR);
      expect(await p.locator('[data-search-panel]').isVisible()).toBe(true);
      // Back: the reader's next search (the words typed anew) finds the text, with no reload.
      await p.unroute(pattern);
      await p.locator('#site-search-input').fill('partner must pas');
      await p.locator('#site-search-input').fill('partner must pass');
      await expect.poll(() => firstHit(p), { timeout: 60_000 }).toBe(`/laws/27/${current}/#B2`);
      await expect.poll(() => searchAlert(p)).toBe('');
    },
  );

  it.each(files)('recovers by itself when only the first request for %s fails', async (_what, pattern) => {
    const p = await s().page(PHONE);
    const { failed } = await failFirst(p, pattern);
    await p.goto('/laws/27/');
    await p.locator('#site-search-input').fill('partner must pass');
    // The first search may fail (and say so) or not (the code is fetched when the box gets the focus, and again
    // by the search); at the latest the next one finds the text.
    await expect.poll(failed, { timeout: 60_000 }).toBe(1);
    const answered = async () =>
      (await p.locator('[data-site-search] [role="alert"]:not(:empty), .search-hit .hit-main').count()) > 0;
    await expect.poll(answered, { timeout: 60_000 }).toBe(true);
    await p.locator('#site-search-input').fill('partner must pas');
    await p.locator('#site-search-input').fill('partner must pass');
    await expect.poll(() => firstHit(p), { timeout: 60_000 }).toBe(`/laws/27/${current}/#B2`);
    await expect.poll(() => searchAlert(p)).toBe('');
  });

  it('still offers a cited clause when the index is unreachable, and says so', async () => {
    const p = await s().page(PHONE);
    // Unreachable for as long as the test runs: a single failed request may be spent on the fetch the box's focus
    // starts, and the search's own fetch would then succeed.
    await failFirst(p, /\/pagefind\/pagefind\.js(\?.*)?$/, Number.POSITIVE_INFINITY);
    await p.goto('/laws/27/');
    await p.locator('#site-search-input').fill('27B1b');
    await expect
      .poll(() => searchAlert(p), { timeout: 60_000 })
      .toBe(
        'Search could not reach its index. Check your connection; your next search tries again. The clause you cited is offered below.',
      );
    expect(await p.locator('.search-hit.jump a').first().getAttribute('href')).toBe(`/laws/27/${current}/#B1b`);
  });

  it('keeps trying while the network stays down, and recovers once it is back', async () => {
    const p = await s().page(PHONE);
    const { failed } = await failFirst(p, /\/pagefind\//, 1000);
    await p.goto('/laws/27/');
    for (const words of ['partner', 'partner must', 'partner must pass']) {
      const before = failed();
      await p.locator('#site-search-input').fill(words);
      await expect.poll(failed, { timeout: 60_000 }).toBeGreaterThan(before);
      await expect.poll(() => searchAlert(p), { timeout: 60_000 }).toMatch(/^Search could not reach its index/);
    }
    await p.unroute(/\/pagefind\//);
    await p.locator('#site-search-input').fill('partner must pas');
    await p.locator('#site-search-input').fill('partner must pass');
    await expect.poll(() => firstHit(p), { timeout: 60_000 }).toBe(`/laws/27/${current}/#B2`);
  });
});

describe('the assistant, when its code did not arrive', () => {
  it('says the ruling steps could not be loaded, and the next change loads them', async () => {
    const p = await s().page(PHONE);
    const { failed } = await failFirst(p, /\/_astro\/ruling-steps\.[\w-]+\.js(\?.*)?$/);
    await p.goto('/assistant/?d=W&a=1D+1S+1H');
    const alert = p.locator('[data-check-problem]');
    await expect
      .poll(() => alert.textContent())
      .toBe(
        'The ruling steps could not be loaded. Check your connection; your next change to the auction or an answer tries again.',
      );
    expect(failed()).toBe(1);
    expect(await p.locator('[data-ruling-clause]').count()).toBe(0);
    const asked: string[] = [];
    p.on('request', (r) => {
      if (r.url().includes('/_astro/ruling-steps.')) asked.push(new URL(r.url()).search);
    });
    await p.locator('#as-body').selectOption('EBU');
    await assistantStepsDrawn(p);
    expect(await alert.isHidden()).toBe(true);
    // Asked again under another address, which a browser that keeps a failed module would fetch anew.
    expect(asked).toEqual(['?retry=1']);
  });

  it('says the rule for the text in force could not be loaded, and the next change loads it', async () => {
    const p = await s().page(PHONE);
    const chunk = /\/_astro\/edition-choice\.[\w-]+\.js(\?.*)?$/;
    await failFirst(p, chunk, Number.POSITIVE_INFINITY);
    await p.goto('/assistant/?d=W&a=1D+1S+1H');
    await p.locator('#as-body').selectOption('EBU');
    const why = p.locator('[data-edition-why]');
    await expect
      .poll(() => why.textContent())
      .toBe('The rule for the text in force could not be loaded. Check your connection; your next change tries again.');
    await p.unroute(chunk);
    await p.locator('#as-body').selectOption('ACBL');
    await expect.poll(() => why.getAttribute('data-choice')).not.toBe('pending');
    expect(await why.textContent()).not.toMatch(/could not be loaded/);
    expect(await p.locator('#as-edition').inputValue()).not.toBe('');
  });

  it('says the bidding box could not be loaded, and opening it again loads it', async () => {
    const p = await s().page(PHONE);
    await failFirst(p, /\/_astro\/bbox-client\.[\w-]+\.js(\?.*)?$/);
    await p.goto('/assistant/');
    const fold = p.locator('details.asst-build').first();
    await fold.locator('summary').click();
    const alert = p.locator('[data-check-problem]');
    await expect
      .poll(() => alert.textContent())
      .toBe('The bidding box could not be loaded. Check your connection; close and open it again to try again.');
    await fold.locator('summary').click();
    await fold.locator('summary').click();
    await fold.locator('button[data-call="1C"]').waitFor({ state: 'visible' });
    expect(await alert.isHidden()).toBe(true);
  });
});

describe('an example auction, when the widget code did not arrive', () => {
  it('says so in the widget, and pressing the button again starts it', async () => {
    const p = await s().page(PHONE);
    await failFirst(p, /\/_astro\/widget-client\.[\w-]+\.js(\?.*)?$/);
    await p.goto('/examples/zone7-1d-1s-1h/');
    const start = p.locator('.aw [data-widget-start] button').first();
    await start.click();
    const problem = p.locator('.aw [data-widget-problem]').first();
    await expect
      .poll(() => problem.textContent())
      .toBe("The auction's controls could not be loaded. Check your connection; press the button again to try again.");
    await start.click();
    await p.locator('.aw button[data-step="next"]').first().waitFor({ state: 'visible' });
    expect(await problem.isHidden()).toBe(true);
  });
});

describe('a clause page, when a guidance passage did not arrive', () => {
  it('says so beside the link, and opening the passage again quotes it', async () => {
    const p = await s().page(PHONE);
    await failFirst(p, /\/guidance\/comparable-calls\/$/);
    await p.goto('/laws/27/B1b/#comparable-calls-comparable-call');
    const status = p.locator('#comparable-calls-comparable-call [data-passage-status]');
    await expect
      .poll(() => status.textContent())
      .toBe(
        'The words could not be reached. Check your connection; open the passage again to try again, or read them on the guidance page.',
      );
    const summary = p.locator('#comparable-calls-comparable-call > summary');
    await summary.click();
    await summary.click();
    await expect
      .poll(() => p.locator('#comparable-calls-comparable-call .passage-body').textContent())
      .toContain('has the same or similar meaning');
    expect(await status.textContent()).toBe('');
  });
});

describe('a clause page, when its rulings did not arrive', () => {
  it('says so in its alert, and opening the section again shows them', async () => {
    const p = await s().page(PHONE);
    await failFirst(p, /\/laws\/27\/B1b\/rulings\.json$/);
    await p.goto('/laws/27/B1b/');
    const summary = p.locator('#rulings summary');
    await summary.click();
    const alert = p.locator('#rulings [role="alert"]');
    await expect
      .poll(() => alert.textContent())
      .toBe(
        'The rulings could not be reached. Check your connection; open the section again to try again, or follow the link to all of them.',
      );
    expect(await p.locator('#rulings li[data-precedent]').count()).toBe(0);
    await summary.click();
    await summary.click();
    await expect.poll(() => p.locator('#rulings li[data-precedent]').count()).toBe(3);
    expect(await alert.textContent()).toBe('');
  });
});
