/**
 * The full crawl: axe (WCAG 2.0/2.1/2.2 A and AA rules) on every page of the
 * built site, in a phone-sized and a desktop-sized window; example pages
 * must not scroll sideways on a phone. `npm test` scans one page of each
 * kind (tests/browser/accessibility.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { allPages } from '../build/site';
import { axeViolations, sidewaysOverflow, useSession } from '../browser/browser';

const s = useSession();

const pages = allPages();

describe('accessibility of every page', () => {
  it('crawls every page of the site', () => {
    expect(pages).toContain('/');
    expect(pages).toContain('/laws/27/2017/');
    expect(pages).toContain('/examples/');
  });

  for (const width of [390, 1280]) {
    it.each(pages)(`%s has no axe violations at ${width}px`, async (url) => {
      const page = await s().page({ width, height: 900 });
      await page.goto(url);
      expect(await axeViolations(page)).toEqual([]);
      if (width === 390 && url.startsWith('/examples/'))
        expect(await sidewaysOverflow(page), 'scrolls sideways').toBeLessThanOrEqual(0);
    });
  }
});
