/**
 * One page of each kind of the built site as it opens, in a phone-sized
 * window, each loaded once for every check on it: axe (WCAG 2.0/2.1/2.2 A and
 * AA rules); no visible text below 12 px; every target passes WCAG 2.2 SC
 * 2.5.8 (tests/browser/target-size.test.ts checks the checker); and the links
 * a reader moves by, the site's menu and the breadcrumbs, are at least 24 px
 * tall, not merely spaced apart. Pages of one kind share their template. Text
 * size on a desktop: text-size.test.ts. Every page at 390 and 1280 px (axe,
 * targets): `npm run test:site` (tests/site-crawl/accessibility.test.ts,
 * target-size.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { PAGE_KINDS, allPages, onePageOfEachKind, pageKind } from '../build/site';
import { axeViolations, smallText, undersizedTargets, useSession } from './browser';

const s = useSession();

describe('each kind of page, on a phone', () => {
  it('knows the kind of every page of the site, so each template is checked', () => {
    const unknown = allPages().filter((url) => pageKind(url) === undefined);
    expect(
      unknown,
      'pages of no known kind: add their kind to PAGE_KINDS and pageKind() in tests/build/site.ts',
    ).toEqual([]);
    expect(onePageOfEachKind().map((p) => p.kind)).toEqual([...PAGE_KINDS]);
    expect(['/', '/laws/27/', '/laws/12/', '/laws/27/2008-03/', '/laws/27/footnote/'].map(pageKind)).toEqual([
      'home',
      'law overview',
      'law stub',
      'edition',
      'clause',
    ]);
  });

  it.each(onePageOfEachKind().map(({ kind, url }) => [kind, url] as const))(
    '%s (%s): no axe violation, no text below 12 px, every target 24 px or spaced, the menu and the breadcrumbs 24 px tall',
    async (_kind, url) => {
      // One page for every check of the file (session.page): a new page would cost a renderer process each time.
      const page = await s().page({ width: 390, height: 844 });
      await page.goto(url);
      expect(await axeViolations(page)).toEqual([]);
      expect(await smallText(page)).toEqual([]);
      expect(await undersizedTargets(page)).toEqual([]);
      const short = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.site-header nav a, .crumbs a')]
          .map((a) => ({ text: a.textContent?.trim() ?? '', height: a.getBoundingClientRect().height }))
          .filter((a) => a.height < 23.5)
          .map((a) => `"${a.text}" ${Math.round(a.height)} px`),
      );
      expect(short).toEqual([]);
    },
  );
});
