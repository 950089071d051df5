/**
 * No visible text below 12 px (computed font size) on a desktop (1280 px), on
 * one page of each kind as it opens, and the check itself. On a phone the
 * same check runs with axe and the target checks, one visit a page
 * (accessibility.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { onePageOfEachKind } from '../build/site';
import { smallText, useSession } from './browser';

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

  // At 390 px each kind is checked with axe and the targets in one visit (accessibility.test.ts).
  it.each(kinds)('%s (%s) at 1280 px', async (_kind, url) => {
    const page = await s().page({ width: 1280, height: 900 });
    await page.goto(url);
    expect(await smallText(page)).toEqual([]);
  });
});
