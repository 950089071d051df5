/** Shared set-up for browser tests: the built site on 127.0.0.1 and Chromium. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { startStaticServer, type RunningServer } from '../../scripts/static-server';
import { chromiumPath, launchArgs } from './chromium';

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
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: launchArgs });
  const requests: string[] = [];
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    requests,
    async newPage({ width = 390, height = 844 } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, baseURL: server.url });
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
