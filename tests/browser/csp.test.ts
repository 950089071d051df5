/**
 * The content security policy in a real browser: every kind of page carries
 * it and no page breaks it. A script injected into a page is refused, which
 * shows the policy is enforced and that a violation would be seen, here and
 * by every other browser test: useSession fails a test whose pages broke the
 * policy, so the tools' own tests (search with its WebAssembly, the auction
 * widget, the ruling assistant, the calculator) show that they work under
 * it; the service worker under the policy: tests/site-crawl/offline.test.ts.
 * (eval cannot be tried from here: code run by the test is exempt from the
 * policy; the build checks that no page allows 'unsafe-eval'.)
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSession } from './browser';

// One page of the kinds with the most scripts; every page of the site: tests/site-crawl/csp.test.ts.
const PAGES = ['/', '/laws/27/B1b/', '/guidance/zone7-2008/', '/editions/', '/404.html'];

const s = useSession();

interface Watched {
  context: BrowserContext;
  page: Page;
  /**
   * CSP violations seen by the page itself (its securitypolicyviolation
   * events). The console's reports and uncaught errors are the session's
   * (useSession fails the test on them).
   */
  problems(): Promise<string[]>;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

let opened: Promise<Watched> | undefined;
/**
 * A page that records every CSP violation event, on every document it loads: one for the file (a new page costs a
 * renderer process), each document starting with an empty record.
 */
const watched = () => (opened ??= watch());
async function watch(): Promise<Watched> {
  const { context, page } = await s().newPage({ width: 1280, height: 900 });
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        window.__cspViolations?.push(
          `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
        ),
      true,
    );
  });
  return {
    context,
    page,
    problems: () => page.evaluate(() => window.__cspViolations ?? ['(the violation listener was not installed)']),
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
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
      expect(policy).toContain(directive);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self' /);
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(await w.problems()).toEqual([]);
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
    await expect
      .poll(async () => (await w.page.evaluate(() => window.__cspViolations ?? [])).join('\n'))
      .toMatch(/script-src-elem blocked inline/);
    // The session saw it too: every browser test fails on a violation in its pages (useSession), so the tools'
    // own tests (search, the auction widget, the assistant, the calculator) show they work under the policy.
    await expect.poll(() => s().takeProblems().join('\n')).toMatch(/Content Security Policy/);
  });
});
