/** Shared set-up for browser tests: the built site on 127.0.0.1 and Chromium. */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../../scripts/support/chromium';
import { startStaticServer, type RunningServer } from '../../scripts/support/static-server';

/** How long Playwright waits for a navigation or an element before failing (its default is 30 s). */
export const ACTION_TIMEOUT = 60_000;

export interface Session {
  server: RunningServer;
  browser: Browser;
  /** Every URL requested by pages of this session. */
  requests: string[];
  /**
   * A page in a new context. Service workers are blocked unless `offline` is
   * set: the site's worker precaches the whole site (about 150 files) on a
   * first visit, which every fresh context would otherwise repeat.
   */
  newPage(options?: {
    width?: number;
    height?: number;
    offline?: boolean;
  }): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * A page for a test that needs nothing of its own (no permissions, context
   * routes, init scripts or context listeners): one per window size for the
   * whole test worker, handed from test to test and from file to file, on a
   * blank document with screen media and the light scheme and without the
   * page's own routes (page.route, holdBack) each time it is handed out. A
   * file gets it with no cookies, storage or permissions left by another
   * file, as a new context would have. Its requests and problems count for
   * the session that was handed it last. Each new page costs a renderer
   * process and a context (1.4 s of CPU on this machine, measured
   * 2026-11-26); most tests only navigate and interact.
   */
  page(options?: { width?: number; height?: number }): Promise<Page>;
  /**
   * What went wrong in the pages since the last call, and forgets it:
   * content security policy violations (as Chromium reports them on the
   * console) and uncaught script errors. `useSession` fails every test
   * after which this is not empty.
   */
  takeProblems(): string[];
  close(): Promise<void>;
}

/**
 * One Chromium and one server for each test worker (the browser project
 * runs its files one after another in a worker, without isolation): both are
 * stopped when the worker exits. A session opens its own contexts and closes
 * them.
 */
let shared: Promise<{ server: RunningServer; browser: Browser }> | undefined;
const sharedBrowser = () =>
  (shared ??= Promise.all([startStaticServer(inject('siteDir')), launchChromium()]).then(([server, browser]) => {
    server.server.unref();
    return { server, browser };
  }));

/** What a session collects from the pages it was handed: see Session.requests and Session.takeProblems. */
interface Sink {
  requests: string[];
  problems: string[];
}

/** Reports a page's CSP violations and uncaught errors to whichever sink `to` returns at the time. */
function watchProblems(page: Page, to: () => Sink | undefined): void {
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) to()?.problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => to()?.problems.push(`${page.url()}: uncaught ${e.name}: ${e.message}`));
}

async function openContext(
  browser: Browser,
  baseURL: string,
  { width, height, offline }: { width: number; height: number; offline: boolean },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL,
    serviceWorkers: offline ? 'allow' : 'block',
  });
  // Playwright's waits (for a page to load, an element to appear) get a generous limit for a busy machine.
  context.setDefaultTimeout(ACTION_TIMEOUT);
  return context;
}

/**
 * The worker's shared pages (Session.page), one per window size, and the
 * session each was handed to last. A test file runs in one worker, one file
 * at a time, so the session that was handed a page last is the one using it.
 */
interface Pooled {
  page: Promise<Page>;
  /** Where its requests and problems go: the session it was handed to last, until that one closes. */
  sink: Sink | undefined;
  /** The session it was handed to last. */
  owner: Session | undefined;
}
const pool = new Map<string, Pooled>();

async function pooledPage(width: number, height: number): Promise<{ page: Page; entry: Pooled }> {
  const key = `${String(width)}×${String(height)}`;
  let entry = pool.get(key);
  // A test may have closed it: the next one gets a new page.
  if (entry !== undefined && (await entry.page).isClosed()) entry = undefined;
  if (entry === undefined) {
    const made: Pooled = {
      sink: undefined,
      owner: undefined,
      page: sharedBrowser().then(async ({ server, browser }) => {
        const context = await openContext(browser, server.url, { width, height, offline: false });
        context.on('request', (r) => made.sink?.requests.push(r.url()));
        context.on('page', (p) => watchProblems(p, () => made.sink));
        return context.newPage();
      }),
    };
    pool.set(key, made);
    entry = made;
  }
  return { page: await entry.page, entry };
}

export async function openSession(): Promise<Session> {
  const { server, browser } = await sharedBrowser();
  const sink: Sink = { requests: [], problems: [] };
  const contexts: BrowserContext[] = [];
  const session: Session = {
    server,
    browser,
    requests: sink.requests,
    async newPage({ width = 390, height = 844, offline = false } = {}) {
      const context = await openContext(browser, server.url, { width, height, offline });
      contexts.push(context);
      context.on('request', (r) => sink.requests.push(r.url()));
      context.on('page', (p) => watchProblems(p, () => sink));
      const page = await context.newPage();
      return { context, page };
    },
    async page({ width = 390, height = 844 } = {}) {
      const { page, entry } = await pooledPage(width, height);
      // A test may have routed the page's requests (holdBack): the next test starts without them. A handler still
      // holding a request back (its test failed before releasing it) is not waited for.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.goto('about:blank');
      await page.emulateMedia({ media: 'screen', colorScheme: 'light' });
      if (entry.owner !== session) {
        // Another file had it: this one starts as in a new context, with nothing stored and no permission granted.
        const context = page.context();
        await context.clearCookies();
        await context.clearPermissions();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Storage.clearDataForOrigin', { origin: new URL(server.url).origin, storageTypes: 'all' });
        await cdp.detach();
        entry.owner = session;
      }
      entry.sink = sink;
      return page;
    },
    takeProblems: () => sink.problems.splice(0),
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      for (const entry of pool.values()) if (entry.sink === sink) entry.sink = undefined;
    },
  };
  return session;
}

/** The WCAG rules axe checks: 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page as it is now, one line each: rule, what it asks, where (up to three elements). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are reported in full: axe then skips the details of every passing node, which is most of its work.
  // Legacy mode runs axe in the page itself. The default mode runs it frame by frame, then opens a blank page to
  // put the frames' results together: on pages without frames (none of this site's has one) the results are the
  // same, and a scan took twice as long (33 s against 18 s for one page of each kind, measured on an idle machine).
  if (page.frames().length > 1)
    throw new Error(
      `${page.url()} has frames: scan it with axe's default mode (remove setLegacyMode), which checks inside them`,
    );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join('; ')})`,
  );
}

/** Presses Tab until the focused element matches `selector` (at most `max` times), and fails otherwise. */
export async function tabTo(page: Page, selector: string, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/**
 * Waits until the ruling assistant (/assistant/) has drawn its ruling steps.
 * Until the auction is a Law 27 case the page has step 1 only; once it is
 * one, the steps (2 to 7: the questions, the ruling, the record, the PBN
 * export) are drawn by code the page loads then (src/apps/assistant/ruling-steps.ts,
 * `render` in src/apps/assistant/client.ts), some time after
 * `goto` or the action that made it a case. Step 2 (does LHO accept?) is
 * shown for every Law 27 case, and only by that code: once it is shown,
 * the whole page has been drawn from its state, in one go. Checks of the
 * questions, the ruling or its absence made before then see step 1 alone,
 * and an absence passes whatever the steps would show.
 */
export async function assistantStepsDrawn(page: Page): Promise<void> {
  // Shown, not visible: a page opened on its ruling folds the answers, step 2 with them (src/apps/assistant/landing.ts).
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>('[data-step="accepted"]')?.hidden === false,
    undefined,
    { timeout: ACTION_TIMEOUT },
  );
}

/**
 * Holds back the page's requests for addresses matching `pattern` (a script
 * loaded on first use, say) until the test calls `release`: what the page
 * does before that code arrives is tested without any timing.
 * `requested()` says whether the page has asked for it yet.
 */
export async function holdBack(
  page: Page,
  pattern: RegExp,
): Promise<{ release: () => void; requested: () => boolean }> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(pattern, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release: () => release(), requested: () => requested };
}

/**
 * Fails the page's first `times` requests for addresses matching `pattern`
 * as a dropped connection would (no answer at all), then lets them through:
 * what was fetched on first use must come back at the reader's next action,
 * with no reload. `failed()` says how many were failed.
 */
export async function failFirst(page: Page, pattern: RegExp, times = 1): Promise<{ failed: () => number }> {
  let failed = 0;
  await page.route(pattern, async (route) => {
    if (failed < times) {
      failed += 1;
      await route.abort('internetdisconnected');
    } else await route.continue();
  });
  return { failed: () => failed };
}

/** Words of the browser's own that a message to the reader must never show. */
export const RAW_ERROR = /fetch|TypeError|net::|dynamically imported|module script|Load failed|NetworkError/i;

/**
 * Visible buttons and summaries whose label does not fit in them (cut off at
 * their edge, like "Previou" for "Previous" in a narrow column), one line
 * each: the label and how many pixels are missing.
 */
export function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, summary, [role="button"]')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map(
        (el) => `"${(el.textContent ?? '').trim().replace(/\s+/g, ' ')}" (${el.scrollWidth - el.clientWidth} px cut)`,
      ),
  );
}

/**
 * What makes a page scroll sideways: each visible element whose right edge passes the window while its parent's
 * does not (the element where the overflow starts), outside any box that scrolls or clips on its own (a
 * `.table-wrap`), as `tag.class` or `tag#id`.
 */
export function pastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = window.innerWidth + 0.5;
    const inScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    return [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const parent = el.parentElement!.getBoundingClientRect();
        return r.width > 0 && r.right > edge && (parent.right <= edge || el.parentElement === document.body);
      })
      .filter((el) => !inScroller(el))
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : el.classList[0] ? `.${el.classList[0]}` : ''}`);
  });
}

/** How far the page scrolls sideways, in CSS pixels (0 when it fits the window). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Targets that fail WCAG 2.2 SC 2.5.8 (Target Size, Minimum) on the page as
 * it is now, one line each. A visible target passes when it is at least
 * 24 × 24 CSS px; or when a circle of 24 px diameter centred on it meets no
 * other target and no other undersized target's circle (the spacing
 * exception); or when it is a link inline in a sentence (the inline
 * exception: its block has at least a few words that are not targets).
 * With `spacing: false`, a target outside a sentence must be 24 × 24 px
 * itself: the site's own rule for links that stand alone (global.css).
 */
export function undersizedTargets(page: Page, { spacing = true }: { spacing?: boolean } = {}): Promise<string[]> {
  return page.evaluate((spacingAllowed) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 &&
        r.height > 0 &&
        style.visibility !== 'hidden' &&
        !el.closest('details:not([open]) > :not(summary)')
      );
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter(visible)
      .map((el) => ({ el, r: el.getBoundingClientRect() }));
    const small = (r: DOMRect) => r.width < 23.5 || r.height < 23.5;
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    const inline = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement?.closest(
        'p, li, dd, dt, td, th, h1, h2, h3, h4, h5, h6, figcaption, caption, blockquote',
      );
      if (!block) return false;
      // The words of the block that are not targets: a sentence has some; a row of links has none.
      let words = block.textContent ?? '';
      for (const t of block.querySelectorAll(selector)) words = words.replace(t.textContent ?? '', ' ');
      return (words.match(/\p{L}/gu) ?? []).length >= 8;
    };
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${text}"`;
    };
    const failing: string[] = [];
    for (const t of targets) {
      if (!small(t.r) || inline(t.el)) continue;
      if (!spacingAllowed) {
        // A box or a button of a radio group is clicked by its label too: the label is the target then.
        const label = t.el instanceof HTMLInputElement ? t.el.labels?.[0] : undefined;
        if (label && !small(label.getBoundingClientRect())) continue;
        failing.push(`${name(t.el)} ${Math.round(t.r.width)}×${Math.round(t.r.height)} stands alone`);
        continue;
      }
      const c = centre(t.r);
      const clash = targets.find((u) => {
        if (u === t || u.el.contains(t.el) || t.el.contains(u.el)) return false;
        if (distanceToRect(c, u.r) < 12) return true;
        if (small(u.r) && !inline(u.el)) {
          const d = centre(u.r);
          return Math.hypot(c.x - d.x, c.y - d.y) < 24;
        }
        return false;
      });
      if (clash)
        failing.push(`${name(t.el)} ${Math.round(t.r.width)}×${Math.round(t.r.height)} too close to ${name(clash.el)}`);
    }
    return failing;
  }, spacing);
}

/**
 * The links a reader moves by, the site's menu and the breadcrumbs, that are
 * less than 24 px tall, one line each: their words and height.
 */
export function menuAndCrumbsBelow24px(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.site-header nav a, .crumbs a')]
      .map((a) => ({ text: a.textContent?.trim() ?? '', height: a.getBoundingClientRect().height }))
      .filter((a) => a.height < 23.5)
      .map((a) => `"${a.text}" ${Math.round(a.height)} px`),
  );
}

/**
 * Visible text that renders below `min` CSS px (computed font size), one
 * line for each distinct element and size: its tag and classes, the size and
 * the first words. Text nodes are measured where they render (an empty box,
 * `visibility: hidden` or a closed <details> hides them), SVG text included.
 */
export function smallText(page: Page, min = 12): Promise<string[]> {
  return page.evaluate((least) => {
    const out = new Map<string, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const words = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (words === '' || !el) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const box = range.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (
        box.width === 0 ||
        box.height === 0 ||
        style.visibility === 'hidden' ||
        el.closest('details:not([open]) > :not(summary)')
      )
        continue;
      const size = parseFloat(style.fontSize);
      if (size >= least - 0.01) continue;
      const key = `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} ${Math.round(size * 100) / 100} px`;
      if (!out.has(key)) out.set(key, `${key}: "${words.slice(0, 40)}"`);
    }
    return [...out.values()];
  }, min);
}

/**
 * A session for the whole test file: opened before its first test and
 * closed after its last. Call at the top level of a test file; read it in
 * tests with `session()`.
 */
export function useSession(): () => Session {
  let s: Session | undefined;
  beforeAll(async () => {
    s = await openSession();
  });
  afterEach(() => {
    // Every test, whatever it checks, also shows that its pages broke no part of the policy and threw nothing.
    expect(
      (s?.takeProblems() ?? []).join('\n'),
      'content security policy violations or uncaught errors in the pages of this test',
    ).toBe('');
  });
  afterAll(async () => {
    await s?.close();
  });
  return () => {
    if (!s) throw new Error('the browser session is not open: call useSession() at the top level of the test file');
    return s;
  };
}
