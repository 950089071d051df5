/**
 * axe (WCAG 2.0/2.1/2.2 A and AA rules) on one page of each kind of the built
 * site, in a phone-sized window (a desktop window: accessibility-wide.test.ts;
 * the two files run side by side). Pages of one kind share their template;
 * every page at both widths is scanned by `npm run test:site`
 * (tests/site-crawl/accessibility.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { PAGE_KINDS, allPages, onePageOfEachKind, pageKind } from '../build/site';
import { scanEachKind } from './axe-kinds';

describe('accessibility of each kind of page, on a phone', () => {
  it('knows the kind of every page of the site, so each template is scanned', () => {
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

  scanEachKind(390);
});
