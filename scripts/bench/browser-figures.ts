/**
 * Figures measured in headless Chromium against a built site served on
 * 127.0.0.1 by scripts/support/static-server.ts:
 *
 * - JS loaded before any interaction: every script the page requests while
 *   it loads (until the network has been quiet for a moment), with no input,
 *   and the scripts written into the page itself.
 * - Search: a cold search (fresh browser context: nothing cached, Pagefind
 *   not loaded) typed into the page's search box, and warm searches after it;
 *   bytes of the index's requests (Pagefind and /search/vocabulary.json) and the time from the input event the box gets (a keystroke; not the test tool asking for it) to the settled
 *   result list (`[data-search-results][data-settled="<query>||"]`). The time
 *   includes the search box's 120 ms input debounce.
 *
 * Service workers are blocked in these contexts: on a first visit the worker
 * precaches the whole site in the background, which is the offline figure
 * (measured from sw.js), not the cost of a page or a search.
 */
import { readFileSync, existsSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { startStaticServer } from '../support/static-server';
import { launchChromium } from '../support/chromium';
import { fileForUrl, gzipBytes } from './site-figures';
import { median } from './measure';

export interface LoadedJs {
  kind: string;
  url: string;
  files: string[];
  /** Bytes as served (the static server does not compress). */
  bytes: number;
  gzip: number;
}

export interface SearchRun {
  query: string;
  ms: number;
  requests: number;
  bytes: number;
  results: number;
}

export interface SearchFigures {
  page: string;
  cold: SearchRun[];
  warm: SearchRun[];
  coldMedianMs: number;
  coldMedianBytes: number;
  warmMedianMs: number;
  warmMedianBytes: number;
}

async function quiet(page: Page, pending: () => number, quietMs = 400, maxMs = 5000): Promise<void> {
  const start = Date.now();
  let lastBusy = Date.now();
  while (Date.now() - start < maxMs) {
    if (pending() > 0) lastBusy = Date.now();
    else if (Date.now() - lastBusy >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

function track(page: Page): { pending: () => number; finished: Request[] } {
  const open = new Set<Request>();
  const finished: Request[] = [];
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => {
    open.delete(r);
    finished.push(r);
  });
  page.on('requestfailed', (r) => open.delete(r));
  return { pending: () => open.size, finished };
}

export async function withSite<T>(site: string, run: (browser: Browser, base: string) => Promise<T>): Promise<T> {
  const server = await startStaticServer(site);
  const browser = await launchChromium();
  try {
    return await run(browser, server.url);
  } finally {
    await browser.close().catch(() => undefined);
    await server.close();
  }
}

export async function loadedJs(browser: Browser, base: string, site: string, pages: readonly { kind: string; url: string }[]): Promise<LoadedJs[]> {
  const out: LoadedJs[] = [];
  for (const { kind, url } of pages) {
    const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const t = track(page);
    await page.goto(url, { waitUntil: 'load' });
    await quiet(page, t.pending);
    const scripts = t.finished.filter((r) => r.resourceType() === 'script');
    const files = [...new Set(scripts.map((r) => new URL(r.url()).pathname))];
    let bytes = 0;
    let gzip = 0;
    for (const f of files) {
      const file = fileForUrl(site, f);
      if (!existsSync(file)) continue;
      const data = readFileSync(file);
      bytes += data.byteLength;
      gzip += gzipBytes(data);
    }
    // Scripts written into the page (Astro inlines small ones) run before any interaction too.
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].filter((el) => ['', 'module', 'text/javascript'].includes(el.getAttribute('type') ?? '')).map((el) => el.textContent ?? ''),
    );
    for (const code of inline) {
      bytes += Buffer.byteLength(code);
      gzip += gzipBytes(Buffer.from(code));
    }
    if (inline.length) files.push(`(${String(inline.length)} inline)`);
    out.push({ kind, url, files, bytes, gzip });
    await context.close();
  }
  return out;
}

async function bytesOf(requests: readonly Request[]): Promise<number> {
  let n = 0;
  for (const r of requests) {
    const s = await r.sizes().catch(() => undefined);
    if (s) n += s.responseBodySize + s.responseHeadersSize;
  }
  return n;
}

/** Type `query` into the search box and wait until its results have settled. */
async function searchOnce(page: Page, finished: Request[], query: string): Promise<SearchRun> {
  const before = finished.length;
  // A plain string: tsx would wrap named inner functions with a helper the page does not have.
  await page.evaluate(`(() => {
    const q = ${JSON.stringify(query)};
    const list = document.querySelector('[data-search-results]');
    const b = (window.__bench = { t0: performance.now(), t1: null });
    // From the input event the box gets (what a keystroke makes), not from when the test asked for it.
    document.querySelector('#site-search-input')?.addEventListener('input', (e) => { b.t0 = e.timeStamp; }, { capture: true, once: true });
    if (list) new MutationObserver(() => {
      if (list.dataset.settled === q + '||' && b.t1 === null) b.t1 = performance.now();
    }).observe(list, { attributes: true, attributeFilter: ['data-settled'] });
  })()`);
  await page.locator('#site-search-input').fill(query);
  // Polled from here: waitForFunction evaluates its predicate in a way the pages' content security
  // policy forbids (no 'unsafe-eval'). The time is taken in the page, so polling does not change it.
  for (const deadline = Date.now() + 30_000; (await page.evaluate('window.__bench && window.__bench.t1')) === null; ) {
    if (Date.now() > deadline) throw new Error(`search for "${query}" did not settle within 30 s`);
    await page.waitForTimeout(20);
  }
  const { ms, results } = (await page.evaluate(
    "({ ms: window.__bench.t1 - window.__bench.t0, results: document.querySelectorAll('.search-hit').length })",
  )) as { ms: number; results: number };
  // Let stragglers (fragments fetched for the list) finish before counting.
  await page.waitForTimeout(150);
  // The index, and the vocabulary the search box fetches with it (/search/vocabulary.json).
  const mine = finished.slice(before).filter((r) => /^\/(pagefind|search)\//.test(new URL(r.url()).pathname));
  return { query, ms: Math.round(ms), requests: mine.length, bytes: await bytesOf(mine), results };
}

export async function searchFigures(
  browser: Browser,
  base: string,
  options: { page: string; coldQuery: string; warmQueries: readonly string[]; coldRuns: number },
): Promise<SearchFigures> {
  const cold: SearchRun[] = [];
  const warm: SearchRun[] = [];
  for (let i = 0; i < options.coldRuns; i++) {
    const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const t = track(page);
    await page.goto(options.page, { waitUntil: 'load' });
    await quiet(page, t.pending);
    cold.push(await searchOnce(page, t.finished, options.coldQuery));
    if (i === options.coldRuns - 1) {
      for (const q of options.warmQueries) warm.push(await searchOnce(page, t.finished, q));
    }
    await context.close();
  }
  return {
    page: options.page,
    cold,
    warm,
    coldMedianMs: median(cold.map((r) => r.ms)),
    coldMedianBytes: median(cold.map((r) => r.bytes)),
    warmMedianMs: median(warm.map((r) => r.ms)),
    warmMedianBytes: median(warm.map((r) => r.bytes)),
  };
}
