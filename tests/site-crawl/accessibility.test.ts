/**
 * The full crawl: axe (WCAG 2.0/2.1/2.2 A and AA rules) on every page of the
 * built site, in a phone-sized and a desktop-sized window; example pages
 * must not scroll sideways on a phone. `npm test` scans one page of each
 * kind (tests/browser/accessibility.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages } from '../build/site';
import { axeViolations, openSession, sidewaysOverflow, type Session } from '../browser/browser';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => {
  await s?.close();
});

const pages = allPages();

describe('accessibility of every page', () => {
  it('crawls every page of the site', () => {
    expect(pages).toContain('/');
    expect(pages).toContain('/laws/27/2017/');
    expect(pages).toContain('/examples/');
  });

  for (const width of [390, 1280]) {
    it.each(pages)(`%s has no axe violations at ${width}px`, async (url) => {
      const { page, context } = await s.newPage({ width, height: 900 });
      await page.goto(url);
      expect(await axeViolations(page)).toEqual([]);
      if (width === 390 && url.startsWith('/examples/')) expect(await sidewaysOverflow(page), 'scrolls sideways').toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
