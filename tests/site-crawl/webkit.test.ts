/**
 * The WebKit leg: a Director's core tasks in WebKit's engine (Debian's
 * WebKitGTK, through WebDriver: scripts/support/webkit.ts) on a phone-wide
 * page, 390 CSS px: the site saved for offline use, a clause's 2017 words,
 * a search, an assistant address with its ruling, an example's auction
 * widget. Directors mostly carry iPhones, whose Safari runs this engine and
 * JavaScriptCore; what this does not cover of iOS Safari is in README, Tests.
 *
 * WebKitGTK's WebDriver has no log API: a page's script errors, unhandled
 * rejections and content security policy violations are collected by
 * listeners added with WebDriver's script execution once the page has loaded
 * (a page's own early script cannot add them: the policy admits only the
 * site's scripts), and every test fails if one was seen or if an alert of the
 * page itself (role="alert") is showing. What goes wrong while a page loads,
 * before the listeners are there, shows only as the task failing.
 */
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startStaticServer, type RunningServer } from '../../scripts/support/static-server';
import { launchWebKit, setViewport, type RunningWebKit, type WebKitBrowser } from '../../scripts/support/webkit';
import { loadExamples } from '../../src/model/examples';
import { lawText, readJson, readPage, select } from '../build/site';

const WIDTH = 390;
const HEIGHT = 844;
/** Generous: WebKit on a busy machine, and a first visit that saves 6 MB for offline use. */
const WAIT = { timeout: 60_000, interval: 100 };

let server: RunningServer;
let webkit: RunningWebKit;
let browser: WebKitBrowser;
/** What went wrong in the pages since the last test ended (see watch and collect). */
const problems: string[] = [];

/**
 * The first stage's files are held back until `release()`, the offline bundle that holds them all and the search
 * index's files (fetched one by one if the bundle fails): the first install cannot end before then.
 */
let release: () => void = () => undefined;
const held = new Promise<void>((resolve) => (release = resolve));
/** Every path the server was asked for, in order. */
const asked: string[] = [];

beforeAll(async () => {
  server = await startStaticServer(inject('siteDir'), 0, '127.0.0.1', (p) => {
    asked.push(p);
    return p.startsWith('/offline-bundle/') || p.startsWith('/pagefind/') ? held : undefined;
  });
  webkit = await launchWebKit();
  browser = webkit.browser;
  // The width the page gets, not the window's: the test is void if WebKit lays the site out wider.
  expect(await setViewport(browser, WIDTH, HEIGHT)).toEqual({ width: WIDTH, height: HEIGHT });
});

afterAll(async () => {
  await webkit?.close();
  await server?.close();
});

afterEach(async () => {
  // Were the first test to fail before it lets the install end, search would wait for nothing.
  release();
  await collect();
  expect(problems.splice(0)).toEqual([]);
});

type Watched = Window & { kbProblems?: string[] };

/** Listens, in the page now open, for script errors, unhandled rejections and policy violations. */
async function watch(): Promise<void> {
  await browser.execute(() => {
    const w = window as Watched;
    if (w.kbProblems) return;
    const seen: string[] = (w.kbProblems = []);
    w.addEventListener('error', (e) => seen.push(`error: ${e.message} (${e.filename}:${String(e.lineno)})`));
    w.addEventListener('unhandledrejection', (e) => seen.push(`unhandled rejection: ${String(e.reason)}`));
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`content security policy: ${e.violatedDirective} blocked ${e.blockedURI}`),
    );
  });
}

/** What the open page of the site saw since it was watched, and each alert of its own that shows words. */
async function pageProblems(): Promise<string[]> {
  const url = await browser.getUrl();
  if (!url.startsWith(server.url)) return [];
  const found = await browser.execute(() => {
    const alerts = [...document.querySelectorAll<HTMLElement>('[role="alert"]')]
      .filter((el) => !el.closest('[hidden]') && el.getClientRects().length > 0 && el.textContent?.trim())
      .map((el) => `alert shown: ${el.textContent?.trim() ?? ''}`);
    return [...((window as Watched).kbProblems ?? ['the page was not watched']), ...alerts];
  });
  return found.map((p) => `${url}: ${p}`);
}

const collect = async () => void problems.push(...(await pageProblems()));

/** Opens a page of the site (after noting what the page before saw) and watches it. */
async function open(address: string): Promise<void> {
  await collect();
  await browser.url(new URL(address, server.url).href);
  await watch();
}

/** Waits until `check` holds, polling; on time-out the failure says what was awaited. */
const until = (what: string, check: () => Promise<boolean>) =>
  browser.waitUntil(check, {
    ...WAIT,
    timeoutMsg: `WebKit: still waiting, after ${String(WAIT.timeout / 1000)} s, for ${what}`,
  });

const attribute = (selector: string, name: string) =>
  browser.execute((s, n) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);
const words = (selector: string) =>
  browser.execute((s) => (document.querySelector(s)?.textContent ?? '').replace(/\s+/g, ' ').trim(), selector);
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text in force on the build date, as the site publishes it. */
const current = () => (readJson('data/editions.json') as { current: string }).current;

describe('WebKit (WebKitGTK), 390 px wide', () => {
  // First, so that the visit is a first visit: every page registers the worker.
  it('saves the site for offline use on a first visit, and a page opened meanwhile says so too once it is done', async () => {
    await open('/');
    await until('the first install to start', async () => (await attribute('html', 'data-offline')) === 'saving');
    expect(await words('[data-offline-message]')).toBe(
      'Saving the texts in force, the clause pages, search and the assistant for offline use…',
    );
    // A second page while the first install waits for the offline bundle: no worker controls it.
    await open('/laws/27/');
    expect(await browser.execute(() => navigator.serviceWorker.controller)).toBeNull();
    release();
    await until('the page to say the site is saved', async () => (await attribute('html', 'data-offline')) === 'ready');
    const state = await browser.executeAsync((done: (s: string | undefined) => void) => {
      void navigator.serviceWorker.ready.then((r) => done(r.active?.state));
    });
    expect(state).toMatch(/^activat(ing|ed)$/);
    // The first stage came in one file, unpacked by WebKit (DecompressionStream): the bundle asked for once, and
    // none of the pages it holds that no page opened (the worker would fetch each of them without it).
    expect(asked.filter((p) => p.startsWith('/offline-bundle/'))).toHaveLength(1);
    expect(asked.filter((p) => ['/laws/27/B2/', '/assistant/', '/offline/', '/404.html'].includes(p))).toEqual([]);
    expect(await browser.$('[data-offline-ready]').isDisplayed()).toBe(true);
    expect(await words('[data-offline-ready]')).toBe('✓ Available offline');
    // A later page is served by the worker, and says the same.
    await open('/laws/27/B1b/');
    expect(await browser.execute(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await until(
      'a later page to say the site is saved',
      async () => (await attribute('html', 'data-offline')) === 'ready',
    );
    expect(await words('[data-offline-ready]')).toBe('✓ Available offline');
  });

  it('shows the 2017 words of Law 27B1(b) on its clause page, within the width', async () => {
    const built = select('section[data-edition="2017"] [data-clause="B1b"] .clause-text', readPage('/laws/27/B1b/'));
    expect(built).toBeDefined();
    const expected = normal(lawText(built!));
    expect(expected).toContain('corrected with a comparable call (see Law 23A) the auction proceeds');
    await open('/laws/27/B1b/');
    expect(await words('h1')).toBe('Law 27B1(b)');
    const shown = '.clause-in-edition.leading[data-edition="2017"] [data-clause="B1b"] .clause-text';
    expect(await words(shown)).toBe(expected);
    expect(await browser.$(shown).isDisplayed()).toBe(true);
    expect(await words('.clause-in-edition.leading .text-status')).toMatch(/^In force/);
    const box = await browser.execute((s) => {
      const r = document.querySelector(s)!.getBoundingClientRect();
      return { left: r.left, right: r.right, scroll: document.documentElement.scrollWidth };
    }, shown);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(WIDTH);
    expect(box.scroll).toBeLessThanOrEqual(WIDTH);
  });

  it('searches for "partner must pass": the first result is Law 27B2 in the current text, and it opens there', async () => {
    await open('/');
    const query = 'partner must pass';
    await browser.$('input[type=search]').setValue(query);
    await until(
      `the results for "${query}"`,
      async () => (await attribute('[data-search-results]', 'data-settled')) === `${query}||`,
    );
    const first = await browser.execute(() => {
      const hit = document.querySelector('[data-search-results]')?.firstElementChild;
      return hit?.querySelector('a[data-hit]')?.getAttribute('href') ?? null;
    });
    expect(first).toBe(`/laws/27/${current()}/#B2`);
    await collect();
    await browser.$('[data-search-results] > :first-child a[data-hit]').click();
    await until(
      'the first result to open',
      async () => new URL(await browser.getUrl()).pathname === `/laws/27/${current()}/`,
    );
    await watch();
    expect(new URL(await browser.getUrl()).hash).toBe('#B2');
    expect(await attribute('main', 'data-edition-status')).toBe('current');
    expect(await words('#B2 .clause-text')).toContain(
      "the offender's partner must pass whenever it is his turn to call",
    );
  });

  it('rules 1NT (2♠) 2♦ replaced by 3♥, found comparable, under 27B1(b) of 2017 from the assistant address', async () => {
    await open('/assistant/?ed=2017&d=W&a=1NT+2S+2D&lho=n&pr=n&ia=y&r=3H&sd=n&cmp=y');
    await until('a ruling', async () => (await attribute('[data-ruling] .card', 'data-ruling-clause')) !== null);
    expect(await attribute('[data-ruling] .card', 'data-ruling-clause')).toBe('27B1b');
    expect(await attribute('[data-ruling] .card', 'data-ruling-edition')).toBe('2017');
    expect(await attribute('[data-ruling] .card .card-verdict a', 'href')).toBe('/laws/27/2017/#B1b');
    expect(await browser.$('[data-ruling] .card').isDisplayed()).toBe(true);
    // It lands on the card (src/apps/assistant/landing.ts): its heading focused, its top in the window, the answers folded.
    await until('the page to land on the card', () =>
      browser.execute(() => document.activeElement?.hasAttribute('data-card-heading') ?? false),
    );
    expect(
      await browser.execute(() => {
        const top = document.querySelector('[data-ruling] .card')?.getBoundingClientRect().top ?? Number.NaN;
        return window.scrollY > 0 && top >= 0 && top < window.innerHeight;
      }),
    ).toBe(true);
    expect(await attribute('[data-action="fold-answers"]', 'aria-expanded')).toBe('false');
  });

  it("starts an example's auction widget and rules each replacement as the source does", async () => {
    const id = 'zone7-1d-1s-1h';
    const { examples } = loadExamples(path.resolve(import.meta.dirname, '..', '..', 'content', 'examples'));
    const example = examples.find((e) => e.id === id);
    expect(example?.replacements.length).toBeGreaterThan(1);
    await open(`/examples/${id}/`);
    await browser.$('.aw [data-widget-start] button').click();
    await until('the widget to be ready', async () => (await attribute('.aw', 'data-ready')) === 'true');
    const ruled: string[] = [];
    const expected: string[] = [];
    for (const [i, { verdict }] of (example?.replacements ?? []).entries()) {
      // Each replacement's ruling names its call: the result changes with every one tried.
      const before = await words('.aw [data-result]');
      await browser.$(`.aw button[data-try="${String(i)}"]`).click();
      await until(
        `the ruling on replacement ${String(i)}`,
        async () => !['', before].includes(await words('.aw [data-result]')),
      );
      const rv = '.aw [data-result] .rv';
      ruled.push(
        [
          await attribute(rv, 'data-ruling-clause'),
          await attribute(`${rv} [data-consequence="partnerMustPass"]`, 'data-value'),
          await attribute('.aw [data-result] .aw-agree', 'data-agrees'),
        ].join(' '),
      );
      expected.push([verdict.clause, verdict.restriction === 'partner-must-pass' ? 'yes' : 'no', 'true'].join(' '));
    }
    expect(ruled).toEqual(expected);
    expect(await browser.$('.aw [data-result] .rv').isDisplayed()).toBe(true);
  });

  it('notices a script error, an unhandled rejection, a blocked script and an alert the page shows (the checks above can fail)', async () => {
    await open('/assistant/');
    await browser.execute(() => {
      window.setTimeout(() => {
        throw new Error('thrown on purpose');
      });
      void Promise.reject(new Error('rejected on purpose'));
      const script = document.createElement('script');
      script.src = 'https://example.org/blocked.js';
      document.head.append(script);
      const alert = document.querySelector<HTMLElement>('[data-update-ready]');
      if (alert) alert.hidden = false;
    });
    let seen = '';
    await until('the page to report them', async () => {
      seen = (await pageProblems()).join('\n');
      return ['thrown on purpose', 'rejected on purpose', 'blocked.js'].every((w) => seen.includes(w));
    });
    expect(seen).toMatch(/error: .*thrown on purpose/);
    expect(seen).toMatch(/unhandled rejection: .*rejected on purpose/);
    expect(seen).toMatch(/content security policy: script-src.* blocked https:\/\/example\.org\/blocked\.js/);
    expect(seen).toMatch(/alert shown: A new version of this site is ready\./);
    await browser.execute(() => {
      (window as Watched).kbProblems = [];
      const alert = document.querySelector<HTMLElement>('[data-update-ready]');
      if (alert) alert.hidden = true;
    });
  });
});
