/**
 * axe (WCAG 2.0/2.1/2.2 A and AA rules) on one page of the main kinds of
 * the built site, in a phone-sized window. Pages of one kind share their
 * template; every page at both widths is scanned by `npm run test:site`
 * (tests/site-crawl/accessibility.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_KINDS, allPages, onePageOfEachKind, pageKind } from '../build/site';
import { axeViolations, openSession, type Session } from './browser';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => {
  await s?.close();
});

// The kinds a director and a committee use most (the assistant and the calculator have their own scans in
// their files); every page of every kind at both widths: tests/site-crawl/accessibility.test.ts.
const SCANNED: readonly string[] = ['home', 'edition', 'clause', 'compare', 'guidance', 'example', 'editions'];
const samples = onePageOfEachKind();

describe('accessibility of each kind of page', () => {
  it('knows the kind of every page of the site, so each template is scanned', () => {
    const unknown = allPages().filter((url) => pageKind(url) === undefined);
    expect(unknown, 'pages of no known kind: add their kind to PAGE_KINDS and pageKind() in tests/build/site.ts').toEqual([]);
    expect(samples.map((p) => p.kind)).toEqual([...PAGE_KINDS]);
    expect(['/', '/laws/27/', '/laws/12/', '/laws/27/2008-03/', '/laws/27/footnote/'].map(pageKind)).toEqual(['home', 'law overview', 'law stub', 'edition', 'clause']);
  });

  // On a phone; every page at 390 and 1280 px is scanned by `npm run test:site`.
  for (const width of [390]) {
    it.each(samples.filter(({ kind }) => SCANNED.includes(kind)).map(({ kind, url }) => [kind, url] as const))(`%s (%s) has no axe violations at ${width}px`, async (_kind, url) => {
      const { page, context } = await s.newPage({ width, height: 900 });
      await page.goto(url);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
