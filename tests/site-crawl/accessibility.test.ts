/**
 * The full crawl: axe (WCAG 2.0/2.1/2.2 A and AA rules) on every page of the
 * built site, in a phone-sized and a desktop-sized window, and on the same
 * visit no visible text below 12 px and, on a phone, the menu and the
 * breadcrumbs 24 px tall; example pages must not scroll sideways on a phone.
 * Target size on every page: target-size.test.ts. `npm test` checks the
 * checkers themselves (tests/browser/text-size.test.ts, target-size.test.ts)
 * and runs axe on the pages whose scripts change them.
 */
import { describe, expect, it } from 'vitest';
import { allPages } from '../build/site';
import { axeViolations, menuAndCrumbsBelow24px, sidewaysOverflow, smallText, useSession } from '../browser/browser';

const s = useSession();

const pages = allPages();

describe('accessibility of every page', () => {
  it('crawls every page of the site', () => {
    expect(pages).toContain('/');
    expect(pages).toContain('/laws/27/2017/');
    expect(pages).toContain('/examples/');
  });

  for (const width of [390, 1280]) {
    it.each(pages)(`%s has no axe violations and no text below 12 px at ${width}px`, async (url) => {
      const page = await s().page({ width, height: 900 });
      await page.goto(url);
      expect(await axeViolations(page)).toEqual([]);
      expect(await smallText(page)).toEqual([]);
      if (width === 390) expect(await menuAndCrumbsBelow24px(page)).toEqual([]);
      if (width === 390 && url.startsWith('/examples/'))
        expect(await sidewaysOverflow(page), 'scrolls sideways').toBeLessThanOrEqual(0);
    });
  }
});
