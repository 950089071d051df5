/** Shared set-up for browser tests: the built site on 127.0.0.1 and Chromium. */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../src/build/chromium';
import { startStaticServer, type RunningServer } from '../../src/build/static-server';

/** How long Playwright waits for a navigation or an element before failing (its default is 30 s). */
export const ACTION_TIMEOUT = 60_000;

export interface Session {
  server: RunningServer;
  browser: Browser;
  /** Every URL requested by pages of this session. */
  requests: string[];
  newPage(options?: { width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function openSession(): Promise<Session> {
  const server = await startStaticServer(inject('siteDir'));
  const browser = await launchChromium();
  const requests: string[] = [];
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    requests,
    async newPage({ width = 390, height = 844 } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, baseURL: server.url });
      // Playwright's waits (for a page to load, an element to appear) get a generous limit for a busy machine.
      context.setDefaultTimeout(ACTION_TIMEOUT);
      contexts.push(context);
      context.on('request', (r) => requests.push(r.url()));
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await server.close();
    },
  };
}

/** The WCAG rules axe checks: 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page as it is now, one line each: rule, what it asks, where (up to three elements). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
}

/** How far the page scrolls sideways, in CSS pixels (0 when it fits the window). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
