/**
 * WCAG 2.2 SC 2.5.8 on every built page, on a phone and on a desktop: each
 * target is at least 24 × 24 px, or spaced from the others, or a link inside
 * a sentence (see undersizedTargets). `npm test` checks the checker and the
 * edition page with its clause menus open (tests/browser/target-size.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { allPages } from '../build/site';
import { undersizedTargets, useSession } from '../browser/browser';

const session = useSession();

const pages = [...allPages(), '/404.html'];

describe('target size (WCAG 2.5.8)', () => {
  for (const width of [390, 1280]) {
    it(`on every page at ${width} px`, { timeout: 600_000 }, async () => {
      const { context, page } = await session().newPage({ width, height: 900 });
      const failing: string[] = [];
      for (const url of pages) {
        await page.goto(url);
        for (const f of await undersizedTargets(page)) failing.push(`${url}: ${f}`);
      }
      await context.close();
      expect(failing).toEqual([]);
    });
  }
});
