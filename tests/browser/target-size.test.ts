/**
 * WCAG 2.2 SC 2.5.8, the checker and the page with the most targets: the
 * check finds what it should, and an edition page passes with every clause
 * menu open. Every page at 390 and 1280 px: tests/site-crawl/target-size.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { useSession, undersizedTargets } from './browser';

const s = useSession();

describe('target size (WCAG 2.5.8)', () => {
  it('the check itself: finds two small links side by side, a lone link in a list item, and passes a link in a sentence and a well-spaced one', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.setContent(`<body style="font: 12px/14px sans-serif; margin: 40px">
      <p><a href="#1">one</a> <a href="#2">two</a></p>
      <ul><li><a href="#3">alone</a></li><li><a href="#4">next</a></li></ul>
      <p>A sentence with <a href="#5">a link</a> inside it, which the inline exception covers.</p>
      <p style="margin-top: 80px"><a href="#6">spaced</a></p></body>`);
    const failing = await undersizedTargets(page);
    expect(failing.map((f) => f.split(' ')[0] + ' ' + f.split('"')[1])).toEqual([
      'a one',
      'a two',
      'a alone',
      'a next',
    ]);
  });

  it('an edition page with every clause menu open', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.goto('/laws/27/2008-03/');
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => d.setAttribute('open', '')));
    expect(await undersizedTargets(page)).toEqual([]);
  });
});
