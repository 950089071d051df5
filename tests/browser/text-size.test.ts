/**
 * What a director trips on, on every kind of page as it opens: no visible
 * text below 12 px (computed font size), at 390 and 1280 px; on a phone,
 * every target passes WCAG 2.2 SC 2.5.8 (tests/browser/target-size.test.ts
 * checks the checker), and the links a reader moves by — the site's menu and
 * the breadcrumbs — are at least 24 px tall, not merely spaced apart. Every
 * page at both widths: npm run test:site (tests/site-crawl/target-size.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { onePageOfEachKind } from '../build/site';
import { smallText, undersizedTargets, useSession } from './browser';

const s = useSession();
const kinds = onePageOfEachKind().map(({ kind, url }) => [kind, url] as const);

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

  for (const width of [390, 1280]) {
    it.each(kinds)(`%s (%s) at ${String(width)} px`, async (_kind, url) => {
      const page = await s().page({ width, height: 900 });
      await page.goto(url);
      expect(await smallText(page)).toEqual([]);
    });
  }
});

describe('targets on a phone', () => {
  it.each(kinds)(
    '%s (%s): every target 24 px or spaced (WCAG 2.5.8); the menu and the breadcrumbs 24 px tall',
    async (_kind, url) => {
      const page = await s().page({ width: 390, height: 844 });
      await page.goto(url);
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
