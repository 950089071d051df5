/**
 * The content security policy on every page of the site in Chromium: each
 * page loads with no violation reported (securitypolicyviolation events and
 * console messages) and no script error. `npm test` checks the policy's
 * directives and the features under it (tests/browser/csp.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { allPages } from '../build/site';
import { useSession } from '../browser/browser';

const session = useSession();

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

describe('content security policy', () => {
  it('no page of the site breaks it', { timeout: 600_000 }, async () => {
    const { context, page } = await session().newPage({ width: 1280, height: 900 });
    const problems: string[] = [];
    let current = '';
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) problems.push(`${current}: console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${current}: page error: ${e.message}`));
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const url of [...allPages(), '/404.html']) {
      current = url;
      await page.goto(url, { waitUntil: 'networkidle' });
      for (const v of await page.evaluate(() => window.__cspViolations ?? [])) problems.push(`${url}: ${v}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});
