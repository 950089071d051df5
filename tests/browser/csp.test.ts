/**
 * The content security policy in a real browser: every kind of page carries
 * it, no page breaks it, and with it in force search (WebAssembly), the
 * auction widget, the ruling assistant, the calculator and the offline cache
 * all still work. A script injected into a page is refused, which shows the
 * policy is enforced and that a violation would be seen here. (eval cannot
 * be tried from here: code run by the test is exempt from the policy; the
 * build checks that no page allows 'unsafe-eval'.)
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './browser';

// One page of the kinds with the most scripts; every page of the site: tests/site-crawl/csp.test.ts.
const PAGES = ['/', '/laws/27/B1b/', '/guidance/zone7-2008/', '/editions/', '/404.html'];

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => {
  await s?.close();
});

interface Watched {
  context: BrowserContext;
  page: Page;
  /** CSP violations seen by the page (its securitypolicyviolation events) and by the console, and script errors. */
  problems(): Promise<string[]>;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** A page that records every CSP violation and every uncaught error, on every document it loads. */
async function watched(offline = false): Promise<Watched> {
  const { context, page } = await s.newPage({ width: 1280, height: 900, offline });
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) => window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`),
      true,
    );
  });
  return {
    context,
    page,
    async problems() {
      const events = await page.evaluate(() => window.__cspViolations ?? ['(the violation listener was not installed)']);
      return [...seen, ...events];
    },
  };
}

const policyOf = (page: Page) =>
  page.locator('head meta[http-equiv="content-security-policy"]').getAttribute('content');

describe('every kind of page, under its content security policy', () => {
  it.each(PAGES)('%s carries the policy and breaks none of it', async (url) => {
    const w = await watched();
    const response = await w.page.goto(url, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const policy = (await policyOf(w.page)) ?? '';
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) expect(policy).toContain(directive);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self' /);
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(await w.problems()).toEqual([]);
    await w.context.close();
  });

  it('is enforced: an injected inline script does not run, and the violation is reported', async () => {
    const w = await watched();
    await w.page.goto('/laws/27/B1b/', { waitUntil: 'networkidle' });
    const ran = await w.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "ran";';
      document.body.append(script);
      return document.documentElement.dataset['injected'] ?? 'did not run';
    });
    expect(ran).toBe('did not run');
    await expect.poll(async () => (await w.page.evaluate(() => window.__cspViolations ?? [])).join('\n')).toMatch(/script-src-elem blocked inline/);
    await w.context.close();
  });
});

describe('with the policy in force, everything still works', () => {
  it('search: Pagefind (WebAssembly) finds "partner must pass"', async () => {
    const w = await watched();
    await w.page.goto('/laws/27/', { waitUntil: 'networkidle' });
    await w.page.locator('input[type=search]').fill('partner must pass');
    await expect.poll(() => w.page.locator('[data-search-results] > *').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => w.page.locator('.search-hit a').first().getAttribute('href'), { timeout: 30_000 }).toMatch(/^\/laws\/27\/\d{4}(?:-\d\d)?\/#B2$/);
    expect(s.requests.some((u) => /\/pagefind\/wasm\.[a-z-]+\.pagefind$/.test(u))).toBe(true);
    expect(await w.problems()).toEqual([]);
    await w.context.close();
  });

  it('the auction widget steps through its auction', async () => {
    const w = await watched();
    await w.page.goto('/examples/zone7-1d-1s-1h/', { waitUntil: 'networkidle' });
    await w.page.locator('.aw button[data-step="first"]').first().click();
    expect(await w.page.locator('.aw [data-step-status]').first().textContent()).toBe('Call 1 of 3: West bids one diamond.');
    expect(await w.problems()).toEqual([]);
    await w.context.close();
  });

  it('the ruling assistant rules 27A1 when LHO accepts, and its PBN file downloads', async () => {
    const w = await watched();
    await w.page.goto('/assistant/?d=W&a=1D+1S+1H', { waitUntil: 'networkidle' });
    await w.page.locator('input[name="lho"][value="yes"]').check();
    await expect.poll(() => w.page.locator('[data-ruling] .rv').getAttribute('data-ruling-clause')).toBe('27A1');
    const [download] = await Promise.all([w.page.waitForEvent('download'), w.page.locator('[data-pbn-download]').click()]);
    expect(download.suggestedFilename()).toBe('law27-ruling.pbn');
    expect(await w.problems()).toEqual([]);
    await w.context.close();
  });

  it('the ruling assistant asks its questions, alerts on a bad link and keeps its ruling record', async () => {
    const w = await watched();
    await w.page.goto('/assistant/?d=W&a=1NT+2S+2D&lho=n&r=3H', { waitUntil: 'networkidle' });
    await w.page.locator('#as-q-ia input[value="yes"]').check();
    await w.page.locator('#as-q-sd input[value="yes"]').check();
    await expect.poll(() => w.page.locator('[data-ruling-clause]').getAttribute('data-ruling-clause')).toBe('27B1a');
    expect(await w.page.locator('[data-record] blockquote[data-deciding="true"]').isVisible()).toBe(true);
    await w.page.goto('/assistant/?a=1S+FOO+1H', { waitUntil: 'networkidle' });
    expect(await w.page.locator('[data-alert]').isVisible()).toBe(true);
    expect(await w.problems()).toEqual([]);
    await w.context.close();
  });

  it('the calculator loads its example and computes the weighted score', async () => {
    const w = await watched();
    await w.page.goto('/tools/adjusted-score/', { waitUntil: 'networkidle' });
    await w.page.locator('[data-action="example-pairs"]').click();
    await expect.poll(() => w.page.locator('[data-status]').textContent()).toMatch(/^Weighted score 12\.6 /);
    expect(await w.problems()).toEqual([]);
    await w.context.close();
  });

  it('the service worker registers and keeps the site offline', async () => {
    const w = await watched(true);
    await w.page.goto('/');
    await w.page.waitForSelector('html[data-offline="ready"]', { timeout: 60_000 });
    // A page served by the service worker keeps its policy.
    await w.page.goto('/laws/27/2017/', { waitUntil: 'networkidle' });
    expect(await w.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await policyOf(w.page)).toContain("object-src 'none'");
    expect(await w.problems()).toEqual([]);
    await w.context.close();
  });
});
