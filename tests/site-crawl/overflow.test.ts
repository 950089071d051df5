/**
 * No page scrolls sideways on a small phone (320 px) or a common one
 * (390 px), and no visible button's label is cut off: every built page, the
 * 404 page included, as it loads. (Controls shown only later, an auction
 * widget's once started, the search filters, are checked in their own
 * states: tools-axe.test.ts, search tests.)
 */
import { describe, expect, it } from 'vitest';
import { allPages } from '../build/site';
import { clippedLabels, sidewaysOverflow, useSession } from '../browser/browser';

const session = useSession();

const pages = [...allPages(), '/404.html'];

describe('no sideways scrolling, no label cut off', () => {
  for (const width of [320, 390]) {
    it(`on every page at ${width} px`, async () => {
      const { context, page } = await session().newPage({ width, height: 800 });
      const wide: string[] = [];
      for (const url of pages) {
        await page.goto(url);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) wide.push(`${url} (+${overflow} px)`);
        for (const label of await clippedLabels(page)) wide.push(`${url}: ${label}`);
      }
      await context.close();
      expect(wide).toEqual([]);
    }, 600_000);
  }
});
