/**
 * Offline: a first visit says it is saving the site and then that it is
 * ready; after it, every page and search work with the network gone, an
 * unknown address gets the site's not-found page with the nearest clauses,
 * and a page the service worker serves keeps its content security policy.
 * Part of `npm run test:site`, with the check that a new build replaces the
 * cache (offline-update.test.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchChromium } from '../../scripts/support/chromium';
import { startStaticServer } from '../../scripts/support/static-server';
import { axeViolations, undersizedTargets } from '../browser/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A phone-sized page that has visited the home page once and seen the
 * service worker ready; every request is noted, and every state of the
 * status under the header (its words and its count) as the page showed it.
 */
async function visitedOnce() {
  const server = await startStaticServer(inject('siteDir'));
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { offlineStatusSeen: string[] }).offlineStatusSeen = seen;
    new MutationObserver(() => {
      const words = document.querySelector('[data-offline-message]')?.textContent ?? '';
      const count =
        document.querySelector('[data-offline-detail]:not([hidden]) [data-offline-count]')?.textContent ?? '';
      const state = count ? `${words} | ${count}` : words;
      if (state && seen.at(-1) !== state) seen.push(state);
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const page = await context.newPage();
  await page.goto(`${server.url}`);
  await page.waitForSelector('html[data-offline="ready"]', { timeout: 60_000 });
  const statusSeen = () =>
    page.evaluate(() => (window as unknown as { offlineStatusSeen: string[] }).offlineStatusSeen);
  return { server, context, page, requests, statusSeen };
}

describe('the first visit', () => {
  it('says under the header what it saves first, then that rulings work offline while it saves the rest, then that all is saved; a later visit says nothing there', async () => {
    const { server, context, page, statusSeen } = await visitedOnce();
    const seen = await statusSeen();
    const first = seen.map((s) =>
      /^Saving the texts in force, the clause pages, search and the assistant for offline use… \| (\d+) of (\d+) files · ([\d.]+) of ([\d.]+) MB$/.exec(
        s,
      ),
    );
    const rest = seen.map((s) =>
      /^Ready for rulings offline\. Saving the rest \(older texts, guidance, examples, precedents, practice\)… \| (\d+) of (\d+) files · ([\d.]+) of ([\d.]+) MB$/.exec(
        s,
      ),
    );
    // In this order: the first stage, then the rest, then saved; nothing else, and never "ready" too soon.
    const firstAt = first.findIndex((m) => m !== null);
    const restAt = rest.findIndex((m) => m !== null);
    expect(firstAt).toBe(0);
    expect(restAt).toBeGreaterThan(firstAt);
    expect(seen.slice(0, restAt).every((_, i) => first[i] !== null)).toBe(true);
    expect(seen.slice(restAt, -1).every((_, i) => rest[restAt + i] !== null)).toBe(true);
    const counts = (ms: (RegExpExecArray | null)[]) => ms.filter((m) => m !== null).map((m) => Number(m[1]));
    expect(counts(first)).toEqual([...counts(first)].sort((a, b) => a - b));
    expect(counts(rest)).toEqual([...counts(rest)].sort((a, b) => a - b));
    const tableFiles = Number(first[0]?.[2]);
    const allFiles = Number(rest[restAt]?.[2]);
    expect(allFiles).toBeGreaterThan(tableFiles);
    expect(Number(rest[restAt]?.[1])).toBeGreaterThanOrEqual(tableFiles);
    expect(seen.at(-1)).toMatch(
      new RegExp(`^Saved: this site now works offline\\. \\| ${allFiles} files · [\\d.]+ MB$`),
    );
    // The footer: ready for rulings, then available offline.
    expect(await page.locator('[data-rulings-ready]').isHidden()).toBe(true);
    expect(await page.locator('[data-offline-ready]').textContent()).toContain('Available offline');
    const status = page.locator('[data-offline-message]');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    // Near the top: under the header, above the page's heading.
    const [bar, h1] = await Promise.all([
      page.locator('[data-offline-progress]').boundingBox(),
      page.locator('main h1').boundingBox(),
    ]);
    expect(bar?.y ?? Infinity).toBeLessThan(h1?.y ?? 0);
    // Accessible as it stands at 390 px, its button a 24 px target at least, and in the way of nothing.
    expect(await axeViolations(page)).toEqual([]);
    expect(await undersizedTargets(page)).toEqual([]);
    await page.locator('[data-offline-close]').click();
    expect(await page.locator('[data-offline-detail]').isHidden()).toBe(true);
    expect(await status.textContent()).toBe('');

    // A later visit: nothing under the header; the footer says the site is available offline.
    await page.goto(`${server.url}laws/27/`);
    await page.locator('[data-offline-ready]').waitFor();
    expect(await statusSeen()).toEqual([]);
    expect(await page.locator('[data-offline-progress]').evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
    await context.close();
    await server.close();
  });
});

/**
 * A first visit on a network that goes: the requests of the whole context (the service worker's included)
 * fail while `down` is set, as a dropped connection's would, and the browser is told it is offline.
 */
async function firstVisitOnBadNetwork() {
  const server = await startStaticServer(inject('siteDir'));
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // What the service worker fetched, in order, and when each fetch had its whole answer.
  const fetched: { url: string; done: boolean }[] = [];
  let down = false;
  await context.route('**/*', async (route) => {
    if (down) return route.abort('internetdisconnected');
    await route.continue();
  });
  context.on('request', (r) => {
    if (r.serviceWorker()) fetched.push({ url: r.url(), done: false });
  });
  context.on('requestfinished', (r) => {
    const entry = fetched.findLast((f) => f.url === r.url());
    if (r.serviceWorker() && entry) entry.done = true;
  });
  const page = await context.newPage();
  const words = () => page.locator('[data-offline-message]').textContent();
  const count = async () =>
    Number(/^(\d+) of/.exec((await page.locator('[data-offline-count]').textContent()) ?? '')?.[1] ?? 0);
  const cut = async () => {
    down = true;
    await context.setOffline(true);
  };
  const back = async () => {
    down = false;
    await context.setOffline(false);
  };
  return { server, context, page, fetched, words, count, cut, back };
}

describe('a first visit on a network that goes', () => {
  it('says the save paused, where, and that it goes on; never says ready; and goes on when the connection is back, keeping what was saved', async () => {
    const { server, context, page, fetched, words, count, cut, back } = await firstVisitOnBadNetwork();
    await page.goto(server.url);
    await expect.poll(count, { timeout: 60_000 }).toBeGreaterThan(20);
    await cut();
    await expect
      .poll(words)
      .toMatch(
        /^Saving for offline use paused at \d+ of the \d+ files rulings need\. It goes on when you are back online\.$/,
      );
    expect(await page.locator('html').getAttribute('data-offline')).toBe('paused');
    expect(await page.locator('html').getAttribute('data-offline-rulings')).toBeNull();
    expect(
      await page
        .locator('[data-offline-ready], [data-offline-rulings]')
        .evaluateAll((els) => els.filter((e) => !(e as HTMLElement).hidden).length),
    ).toBe(0);
    const fetchedBefore = fetched.length;
    const savedBefore = new Set(fetched.filter((f) => f.done).map((f) => f.url));
    await back();
    // No reload: the same page follows the save to its end.
    await page.waitForSelector('html[data-offline-rulings="ready"]', { timeout: 60_000 });
    await page.waitForSelector('html[data-offline="ready"]', { timeout: 60_000 });
    expect(await words()).toBe('Saved: this site now works offline.');
    // What the worker saved before the cut was not fetched again (the worker's own script is, by the browser,
    // when the page registers it again: it is no file of the site's save).
    expect(savedBefore.size).toBeGreaterThan(10);
    const again = fetched.slice(fetchedBefore).filter((f) => savedBefore.has(f.url));
    expect(again.map((f) => new URL(f.url).pathname).filter((p) => p !== '/sw.js')).toEqual([]);
    await context.close();
    await server.close();
  });

  it.each([
    [
      'what rulings need',
      /^Saving for offline use paused at \d+ of the \d+ files rulings need\. It goes on when you are back online\.$/,
    ],
    [
      'the rest',
      /^Ready for rulings offline\. Saving the rest paused at \d+ of \d+ files\. It goes on when you are back online\.$/,
    ],
  ])(
    'goes on at the next visit when saving %s was cut and the page closed before the connection came back',
    async (stage, paused) => {
      const { server, context, page, words, count, cut, back } = await firstVisitOnBadNetwork();
      await page.goto(server.url);
      if (stage === 'the rest') await page.waitForSelector('html[data-offline-rulings="ready"]', { timeout: 60_000 });
      else await expect.poll(count, { timeout: 60_000 }).toBeGreaterThan(10);
      await cut();
      await expect.poll(words).toMatch(paused);
      expect(await page.locator('[data-rulings-ready]').isVisible()).toBe(stage === 'the rest');
      expect(await page.locator('[data-offline-ready]').isHidden()).toBe(true);
      await page.close();
      await back();
      const next = await context.newPage();
      await next.goto(`${server.url}laws/27/B2/`);
      await next.waitForSelector('html[data-offline="ready"]', { timeout: 60_000 });
      await context.close();
      await server.close();
    },
  );

  it("answers a page not saved yet, offline, with the site's own page, whose links work offline; a clause page's rulings work", async () => {
    const { server, context, page, cut } = await firstVisitOnBadNetwork();
    // The first stage is saved; the rest is held back, so nothing of it is saved yet.
    await context.route(/\/(precedents|practice|guidance|examples)\//, (route) => route.abort('internetdisconnected'));
    await page.goto(server.url);
    await page.waitForSelector('html[data-offline-rulings="ready"]', { timeout: 60_000 });
    await cut();
    await page.goto(`${server.url}precedents/`);
    expect(await page.locator('h1').textContent()).toBe('Not saved for offline use yet');
    const links = await page
      .locator('[data-offline-saved] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(
      expect.arrayContaining(['/laws/27/2017/', '/laws/27/', '/assistant/', '/tools/adjusted-score/']),
    );
    await page.locator('[data-offline-saved] a[href="/assistant/"]').click();
    await page.waitForURL('**/assistant/');
    expect(await page.locator('h1').textContent()).toBe('Law 27 ruling assistant');
    await page.goto(`${server.url}laws/27/B1b/`);
    expect(await page.locator('h1').textContent()).toContain('27B1(b)');
    // Its Rulings section, saved with the clause pages, opens offline with its rulings.
    await page.locator('#rulings summary').click();
    await expect.poll(() => page.locator('#rulings li[data-precedent]').count()).toBe(3);
    expect(await page.locator('#rulings [role="alert"]').textContent()).toBe('');
    await context.close();
    await server.close();
  });
});

describe('a first visit on a slow connection', () => {
  it('saves everything, in order, each file answered only after a wait', async () => {
    const server = await startStaticServer(inject('siteDir'));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // Each request is answered after the previous answers' turn: a slow line, one answer at a time (no timing assumed).
    let line = Promise.resolve();
    await context.route('**/*', (route) => {
      line = line.then(() => new Promise((resolve) => setTimeout(resolve, 20))).then(() => route.continue());
      return line;
    });
    // Every state the root element takes, in order: "saving|ready" is the rulings saved and the rest not yet.
    await context.addInitScript(() => {
      const states: string[] = [];
      (window as unknown as { offlineStates: string[] }).offlineStates = states;
      new MutationObserver(() => {
        const { offline = '', offlineRulings = '' } = document.documentElement.dataset;
        const state = `${offline}|${offlineRulings}`;
        if (states.at(-1) !== state) states.push(state);
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-offline', 'data-offline-rulings'],
      });
    });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForSelector('html[data-offline="ready"]', { timeout: 120_000 });
    const states = await page.evaluate(() => (window as unknown as { offlineStates: string[] }).offlineStates);
    expect(states[0]).toBe('saving|');
    expect(states.indexOf('saving|ready')).toBeGreaterThan(0);
    expect(states.at(-1)).toBe('ready|ready');
    expect(states.filter((st) => st !== 'saving|' && st !== 'saving|ready' && st !== 'ready|ready')).toEqual([]);
    await context.close();
    await server.close();
  });
});

describe('an address the site does not have, offline', () => {
  it("shows the site's not-found page with the nearest clauses, and a clause address in another letter case leads to the clause", async () => {
    const { server, context, page, requests } = await visitedOnce();
    await server.close();
    await context.setOffline(true);

    const response = await page.goto(`${server.url}laws/27/B9z/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await expect
      .poll(() => page.locator('[data-not-found-message]').textContent())
      .toBe('Law 27 has no clause B9(z). The nearest clauses:');
    expect(
      await page.locator('[data-not-found] a').evaluateAll((els) => els.map((a) => a.getAttribute('href'))),
    ).toEqual(['B', 'B1', 'B1a', 'B1b', 'B2', 'B3', 'B4'].map((id) => `/laws/27/${id}/`));
    await page.locator('[data-not-found] a', { hasText: 'Law 27B3' }).click();
    await page.waitForURL('**/laws/27/B3/');

    await page.goto(`${server.url}laws/27/b1b/`);
    await page.waitForURL('**/laws/27/B1b/');
    expect(await page.locator('h1').textContent()).toContain('27B1(b)');

    await page.goto(`${server.url}no/such/page/`);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.locator('[data-not-found]').isHidden()).toBe(true);
    expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
    await context.close();
  });
});

describe('offline after one visit', () => {
  it('opens a page never visited and searches, with the server stopped and the network cut', async () => {
    const { server, context, page, requests } = await visitedOnce();
    expect(await page.locator('[data-offline-ready]').isVisible()).toBe(true);
    expect(await page.locator('[data-offline-ready]').textContent()).toContain('Available offline');

    await server.close();
    await context.setOffline(true);

    await page.goto(`${server.url}laws/27/2008-03/`);
    expect(await page.locator('h1').textContent()).toBe('Law 27 INSUFFICIENT BID');
    await page.goto(`${server.url}guidance/zone7-2008/`);
    expect(await page.locator('h1').textContent()).toBe('Zone 7 Law Interpretations, Regulations and Guidance');

    // A guidance passage quoted on a clause page arrives when opened, from the cached guidance page.
    await page.goto(`${server.url}laws/27/B1b/#comparable-calls-comparable-call`);
    await expect
      .poll(() => page.locator('#comparable-calls-comparable-call .passage-body').textContent())
      .toContain('has the same or similar meaning');

    await page.locator('#site-search-input').fill('partner must pass');
    await page.locator('.chip[data-value="2017"]').click();
    await expect
      .poll(() => page.locator('[data-search-results]').getAttribute('data-settled'), { timeout: 30_000 })
      .toBe('partner must pass|2017|');
    expect(await page.locator('.search-hit a').first().getAttribute('href')).toBe('/laws/27/2017/#B2');
    await page.locator('.search-hit a').first().click();
    await page.waitForURL('**/laws/27/2017/#B2');
    expect(await page.locator('section#B2').evaluate((el) => el.matches(':target'))).toBe(true);

    await page.locator('#site-search-input').fill('27B1b');
    await expect.poll(() => page.locator('.search-hit.jump a').first().getAttribute('href')).toBe('/laws/27/2017/#B1b');
    expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
    await context.close();
  });
});

describe('practice, offline after one visit', () => {
  it('leads a shared case link to the case’s page, rules, deals another case, and keeps the score, with the server stopped and the network cut', async () => {
    const { server, context, page, requests } = await visitedOnce();
    await server.close();
    await context.setOffline(true);

    // Never visited, from the address published first: the dealer (cached) leads on to the case's own page (cached).
    await page.goto(`${server.url}practice/?case=zone7-1d-1s-1h.2h`);
    await page.waitForURL(`${server.url}practice/zone7-1d-1s-1h.2h/`);
    expect(await page.locator('[data-case]').getAttribute('data-case')).toBe('zone7-1d-1s-1h.2h');
    for (const [name, value] of [
      ['clause', '27B1a'],
      ['partnerMustPass', 'no'],
      ['leadRestrictions', 'no'],
      ['adjustedScore', 'yes'],
    ] as const) {
      await page.locator(`input[name="${name}"][value="${value}"]`).check();
    }
    await page.locator('button[type=submit]').click();
    expect(await page.locator('[data-summary]').textContent()).toBe('All 4 right.');
    expect(
      await page.locator('[data-reveal="zone7-1d-1s-1h.2h"] [data-quote="27B1a"] figcaption a').textContent(),
    ).toBe('Law 27B1(a) (March 2008)');
    await page.locator('[data-action="next"]').click();
    await page.waitForURL(
      (url) => /^\/practice\/[a-z0-9.-]+\/$/.test(url.pathname) && !url.pathname.includes('zone7-1d-1s-1h.2h'),
    );
    expect(await page.locator('[data-case]').count()).toBe(1);

    // A published ruling's case, by its own address, offline.
    await page.goto(`${server.url}practice/ebu-forum-4h-1nt-replaced-4nt/`);
    expect(await page.locator('[data-case]').getAttribute('data-case')).toBe('ebu-forum-4h-1nt-replaced-4nt');

    // The dealer, offline: the score is still there, and the case answered is marked.
    await page.goto(`${server.url}practice/`);
    const cases = await page.locator('[data-case-item]').count();
    await expect
      .poll(() => page.locator('[data-score]').textContent())
      .toBe(`1 case of ${cases} answered; 1 all right; 4 of 4 answers right.`);
    expect(await page.locator('[data-case-item="zone7-1d-1s-1h.2h"] [data-state]').textContent()).toBe(
      'answered: 4 of 4 right',
    );
    expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
    await context.close();
  });
});

describe('addresses with a query, and the data, offline after one visit', () => {
  it('opens an assistant link with state, a law page with ?q=, and /data/*.json, with the server stopped and the network cut', async () => {
    const { server, context, page, requests } = await visitedOnce();

    await server.close();
    await context.setOffline(true);

    // The assistant, never visited, from a shared link: the state is restored and ruled on.
    await page.goto(`${server.url}assistant/?d=W&a=1NT+2S+2D&lho=n&pr=n&m=transfer&r=3H&ia=y&sd=y`);
    expect(await page.locator('h1').textContent()).toBe('Law 27 ruling assistant');
    expect(await page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await page.locator('#as-auction').inputValue()).toBe('1NT 2♠ 2♦');
    // The ruling card, with the clause quoted (the record is drawn for print only since issue 26).
    expect(await page.locator('[data-card-quote]').isVisible()).toBe(true);
    // Answering on, still offline.
    await page.locator('#as-q-sd input[value="no"]').check();
    await page.locator('#as-q-cmp input[value="no"]').check();
    expect(await page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B2');

    // A page with ?q=: the page and its search (whose code, loaded at once for ?q=, puts the query in the box when it arrives).
    await page.goto(`${server.url}laws/27/?q=partner+must+pass`);
    await expect.poll(() => page.locator('#site-search-input').inputValue()).toBe('partner must pass');
    await expect.poll(() => page.locator('.search-hit a').count(), { timeout: 30_000 }).toBeGreaterThan(0);

    // Every data file.
    const dataFiles = readdirSync(path.join(inject('siteDir'), 'data'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .map((f) => `data/${f.split(path.sep).join('/')}`);
    expect(dataFiles.length).toBeGreaterThan(5);
    for (const file of dataFiles) {
      const body = await page.evaluate(async (url) => {
        const r = await fetch(url);
        return { ok: r.ok, json: (await r.json()) as unknown };
      }, `${server.url}${file}`);
      expect(body.ok, file).toBe(true);
      expect(typeof body.json, file).toBe('object');
    }
    expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
    await context.close();
  });
});

describe('the service worker under the content security policy', () => {
  it('registers, and a page it serves carries the policy and breaks none of it', async () => {
    const { server, context, page } = await visitedOnce();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${server.url}laws/27/2017/`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const policy = await page.locator('head meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(violations).toEqual([]);
    await context.close();
    await server.close();
  });
});
