/**
 * WCAG 2.2 SC 2.5.8, the checker and the page with the most targets: the
 * check finds what it should, and an edition page passes with every clause
 * menu open. Every page at 390 and 1280 px: tests/site-crawl/target-size.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { useSession, undersizedTargets } from './browser';

const s = useSession();

/** One page of each kind the site builds. */
const PAGE_KINDS = [
  '/',
  '/laws/',
  '/laws/27/',
  '/laws/27/2017/',
  '/laws/27/B1b/',
  '/laws/27/compare/2008-03...2007/',
  '/laws/23/',
  '/guidance/zone7-2008/',
  '/examples/',
  '/examples/zone7-1d-1s-1h/',
  '/assistant/',
  '/precedents/',
  '/precedents/ebu-forum-4h-1nt-replaced-4nt/',
  '/precedents/differences/',
  '/practice/',
  '/practice/zone7-1d-1s-1h.p/',
  '/editions/',
  '/changes/',
  '/changes/2007/',
  '/verdicts/',
  '/embed/laws/27/2017/B1b/',
  '/tools/adjusted-score/',
  '/offline/',
  '/404.html',
];

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

  it('the check without the spacing exception: a lone link in a list item fails, a link in a sentence passes', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.setContent(`<body style="font: 12px/14px sans-serif; margin: 40px">
      <ul><li><a href="#3">alone</a></li></ul>
      <p>A sentence with <a href="#5">a link</a> inside it, which the inline exception covers.</p></body>`);
    expect((await undersizedTargets(page, { spacing: false })).map((f) => f.split('"')[1])).toEqual(['alone']);
  });

  // One page of each kind at 390 px, the lists of "All comparisons" and the clause menus open: every target passes
  // WCAG 2.5.8 with its spacing exception, and a link standing alone (a list's item, a table header, a heading, a
  // line of its own: Law 23A on /laws/27/B1b/, March 2008 → 2007 on a comparison) is 24 px itself (issue 42 §10).
  it('one page of each kind at 390 px, links standing alone 24 px tall themselves', async () => {
    const page = await s().page({ width: 390, height: 844 });
    const failing: string[] = [];
    for (const url of PAGE_KINDS) {
      await page.goto(url);
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => d.setAttribute('open', '')));
      for (const f of await undersizedTargets(page)) failing.push(`${url}: ${f}`);
      for (const f of await undersizedTargets(page, { spacing: false })) failing.push(`${url}: ${f}`);
    }
    expect(failing).toEqual([]);
  });

  it('an edition page with every clause menu open', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.goto('/laws/27/2008-03/');
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => d.setAttribute('open', '')));
    expect(await undersizedTargets(page)).toEqual([]);
  });
});
