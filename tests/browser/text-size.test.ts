/**
 * The check for visible text below 12 px (computed font size), tested on a
 * page made for it. It runs on every page of the site at 390 and 1280 px in
 * `npm run test:site` (tests/site-crawl/accessibility.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { smallText, useSession } from './browser';

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
