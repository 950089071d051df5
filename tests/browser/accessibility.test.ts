/**
 * One page of each kind of the built site as it opens, in a phone-sized
 * window, each loaded once for every check on it: no visible text below 12
 * px; every target passes WCAG 2.2 SC 2.5.8 (tests/browser/target-size.test.ts
 * checks the checker); and the links a reader moves by, the site's menu and
 * the breadcrumbs, are at least 24 px tall, not merely spaced apart. Pages of
 * one kind share their template.
 *
 * axe runs on every page at 390 and 1280 px in `npm run test:site`
 * (tests/site-crawl/accessibility.test.ts, which repeats these checks on
 * every page), and in `npm test` on the pages whose scripts change them (the
 * assistant, the calculator, the auction widget, practice, precedents, the
 * 404 page): a scan of a page as it opens took two thirds of this file's
 * time (54 s of CPU with axe, 20 s without, for 24 pages; measured
 * 2026-11-26), and the crawl scans the same pages.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_KINDS, allPages, onePageOfEachKind, pageKind } from '../build/site';
import { menuAndCrumbsBelow24px, smallText, undersizedTargets, useSession } from './browser';

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
    '%s (%s): no text below 12 px, every target 24 px or spaced, the menu and the breadcrumbs 24 px tall',
    async (_kind, url) => {
      // One page for every check of the file (session.page): a new page would cost a renderer process each time.
      const page = await s().page({ width: 390, height: 844 });
      await page.goto(url);
      expect(await smallText(page)).toEqual([]);
      expect(await undersizedTargets(page)).toEqual([]);
      expect(await menuAndCrumbsBelow24px(page)).toEqual([]);
    },
  );
});
