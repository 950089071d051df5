/**
 * The offline save on a first visit (issue 40 §3), for `npm run bench`: how
 * much is saved first (what rules at the table, src/site/offline-stages.ts)
 * and how long a phone waits for "Ready for rulings offline" and for all of
 * it, in headless Chromium on 127.0.0.1, on the loopback as it is and on an
 * emulated slow connection.
 *
 * The slow connection has the figures of Chromium's "Fast 3G" preset
 * (562.5 ms a request, 1.44 Mbit/s down), applied by a small proxy on the
 * loopback between the browser and the site's server: each answer waits out
 * the latency, then its turn on one shared line at that rate, and the
 * browser's own limits (six connections to a host over HTTP/1.1) apply as
 * on a real line. Chromium's network emulation, set on a page, does not
 * reach the service worker that does the saving, and Playwright's routing,
 * which does, let the worker have only three requests out at a time here.
 * Text files count at their gzip size, as static hosts send them (Netlify,
 * Cloudflare Pages and GitHub Pages all compress); Pagefind's files
 * (already compressed), images and the offline bundle (gzip) at their size.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { offlineBundleRef, precacheEntries } from '../support/precache-list';

export interface SaveTimes {
  connection: string;
  /** From the navigation's start to "Ready for rulings offline" and to "Saved". */
  tableMs: number;
  allMs: number;
}

export interface OfflineFigures {
  tableFiles: number;
  allFiles: number;
  tableBytes: number;
  allBytes: number;
  /** The first stage's share of the bytes. */
  tableShare: number;
  /** The first stage in one file, as served (gzip; src/site/offline-bundle.ts). */
  bundleBytes: number;
  runs: SaveTimes[];
}

/** Chromium DevTools' "Fast 3G": latency 150 ms × 3.75, download 1.6 Mbit/s × 0.9. */
export const FAST_3G = { name: 'Fast 3G (562.5 ms, 1.44 Mbit/s)', latencyMs: 562.5, bytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8 };

const COMPRESSED_BY_HOSTS = /\.(html|js|css|json|svg|webmanifest|xml|txt)$|\/$/;

/** A proxy to `upstream` that answers as the slow line would; its address, and how to stop it. */
async function slowLine(upstream: string, line: typeof FAST_3G): Promise<{ url: string; close(): Promise<void> }> {
  let lineFreeAt = 0;
  const server = createServer(async (req, res) => {
    const asked = performance.now();
    const answer = await fetch(new URL(req.url ?? '/', upstream), { redirect: 'manual' });
    const body = Buffer.from(await answer.arrayBuffer());
    const path = new URL(req.url ?? '/', upstream).pathname;
    const wire = COMPRESSED_BY_HOSTS.test(path) ? gzipSync(body).length : body.length;
    const start = Math.max(asked + line.latencyMs, lineFreeAt);
    lineFreeAt = start + (wire / line.bytesPerSecond) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lineFreeAt - performance.now())));
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) headers[name] = value;
    });
    res.writeHead(answer.status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function firstVisit(browser: Browser, base: string, line: typeof FAST_3G | null): Promise<SaveTimes> {
  const proxy = line ? await slowLine(base, line) : null;
  const context = await browser.newContext({ baseURL: proxy?.url ?? base, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const started = performance.now();
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForSelector('html[data-offline-rulings="ready"]', { timeout: 10 * 60_000 });
    const tableMs = performance.now() - started;
    await page.waitForSelector('html[data-offline="ready"]', { timeout: 10 * 60_000 });
    return { connection: line?.name ?? 'loopback', tableMs, allMs: performance.now() - started };
  } finally {
    await context.close();
    await proxy?.close();
  }
}

/** The stages' sizes from the built worker, and a first visit `runs` times on each connection. */
export async function offlineFigures(browser: Browser, base: string, site: string, runs: number): Promise<OfflineFigures> {
  const entries = precacheEntries(site);
  const sum = (list: typeof entries) => list.reduce((n, e) => n + e.bytes, 0);
  const table = entries.filter((e) => e.stage === 1);
  const times: SaveTimes[] = [];
  for (const line of [null, FAST_3G]) for (let i = 0; i < runs; i++) times.push(await firstVisit(browser, base, line));
  return {
    tableFiles: table.length,
    allFiles: entries.length,
    tableBytes: sum(table),
    allBytes: sum(entries),
    tableShare: sum(table) / sum(entries),
    bundleBytes: offlineBundleRef(site).bytes,
    runs: times,
  };
}
