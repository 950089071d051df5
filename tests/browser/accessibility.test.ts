/**
 * axe (WCAG 2.0/2.1/2.2 A and AA rules) on every page of the built site, in
 * a phone-sized and a desktop-sized window.
 */
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages } from '../build/site';
import { openSession, type Session } from './browser';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => {
  await s?.close();
});

const pages = allPages();

describe('accessibility of every page', () => {
  it('crawls every page of the site', () => {
    expect(pages).toContain('/');
    expect(pages).toContain('/laws/27/2017/');
  });

  for (const width of [390, 1280]) {
    it.each(pages)(`%s has no axe violations at ${width}px`, async (url) => {
      const { page } = await s.newPage({ width, height: 900 });
      await page.goto(url);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
      expect(summary).toEqual([]);
      await page.context().close();
    });
  }
});
