/**
 * The check for visible text below 12 px (computed font size), tested on a
 * page made for it. It runs on every page of the site at 390 and 1280 px in
 * `npm run test:site` (tests/site-crawl/accessibility.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { pastTheEdge, sidewaysOverflow, smallText, useSession } from './browser';

const s = useSession();

describe('text of at least 12 px', () => {
  it('the check itself finds text of 11.5 px, in HTML and in SVG, and passes 12 px and hidden text', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.setContent(`<body style="font: 16px sans-serif">
      <p style="font-size: 12px">twelve</p><p class="hint" style="font-size: 11.5px">eleven and a half</p>
      <svg width="200" height="40"><text class="year" x="0" y="20" style="font-size: 11.5px">2010</text></svg>
      <details><summary>closed</summary><p style="font-size: 8px">hidden</p></details>
      <p style="font-size: 8px; visibility: hidden">invisible</p></body>`);
    expect(await smallText(page)).toEqual(['p.hint 11.5 px: "eleven and a half"', 'text.year 11.5 px: "2010"']);
  });
});

/** One page of each kind, and the assistant as answers are given (its questions, a ruling, an alert). */
const KINDS = [
  '/',
  '/laws/',
  '/laws/27/2008-03/',
  '/laws/27/B1b/',
  '/laws/16/',
  '/laws/27/compare/2007...2017/',
  '/laws/27/footnote/',
  '/changes/2007/',
  '/editions/',
  '/verdicts/',
  '/guidance/',
  '/guidance/zone7-2008/',
  '/examples/zone7-1nt-2d-2c/',
  '/precedents/',
  '/precedents/ebu-forum-2nt-2h-transfer-replaced-3h/',
  '/practice/',
  '/practice/ebu-forum-2nt-2h-transfer-replaced-3h/',
  '/tools/adjusted-score/',
  '/offline/',
  '/embed/laws/27/2017/B1b/',
  '/404.html',
  '/assistant/',
  '/assistant/?d=W&a=1D+1S+1H&lho=n',
  '/assistant/?d=W&a=1D+1S+1H&lho=n&pr=n&m=hearts',
  '/assistant/?d=W&a=1D+1S+1H&lho=n&pr=n&m=hearts&r=2H&ia=n&ra=n',
  '/assistant/?a=1S+FOO+1H&ed=1999',
];

describe('reflow at 200 % text size on a phone (WCAG 1.4.4, 1.4.10)', () => {
  it('no page of any kind scrolls sideways at 390 px with the root font size doubled, naming what passes the edge', async () => {
    const page = await s().page({ width: 390, height: 844 });
    const wide: string[] = [];
    for (const url of KINDS) {
      await page.goto(url);
      // The assistant draws its questions and ruling after the page loads.
      if (url.includes('&r=')) await page.locator('[data-ruling-clause]').waitFor();
      else if (url.includes('lho=')) await page.locator('#as-q-pr').waitFor();
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) wide.push(`${url} (+${overflow} px): ${(await pastTheEdge(page)).join('; ')}`);
    }
    expect(wide).toEqual([]);
  });

  it('the check names what passes the edge: a field of a fixed width and a label that never wraps, not a table in a box that scrolls', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.setContent(`<body style="margin: 0; font: 32px sans-serif">
      <div><input class="wide" style="font: inherit; width: 16em"></div>
      <div style="overflow-x: auto"><table class="kept" style="width: 30em"><tr><td>in a box that scrolls</td></tr></table></div>
      <p><span class="tag" style="white-space: nowrap">a label that never wraps at all</span></p></body>`);
    expect(await sidewaysOverflow(page)).toBeGreaterThan(0);
    expect(await pastTheEdge(page)).toEqual(['input.wide', 'span.tag']);
  });
});
