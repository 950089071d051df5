/**
 * Size budgets per page kind (gzip bytes of HTML, CSS, and JavaScript run on
 * load), from size-budgets.json. A page over budget fails with its figures.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageWeight } from '../../scripts/support/page-weight';
import { precacheEntries } from '../../scripts/support/precache-list';
import { siteDir } from './site';

interface Budget {
  url: string;
  html: number;
  css: number;
  js: number;
}
const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', '..', 'size-budgets.json'), 'utf8')) as {
  pages: Record<string, Budget>;
  offline: { firstStageShare: number };
};
const budgets = file.pages;

describe('size budgets (gzip bytes)', () => {
  it.each(Object.entries(budgets))('%s page stays within its budget', (_kind, budget) => {
    const w = pageWeight(siteDir(), budget.url);
    expect({
      html: w.html <= budget.html,
      css: w.css <= budget.css,
      js: w.js <= budget.js,
      measured: { html: w.html, css: w.css, js: w.js },
    }).toEqual({
      html: true,
      css: true,
      js: true,
      measured: { html: w.html, css: w.css, js: w.js },
    });
    expect(w.html).toBeGreaterThan(500);
  });
});

describe('the offline save', () => {
  it('saves first at most its budgeted share of the bytes (what rules at the table)', () => {
    const entries = precacheEntries(siteDir());
    const bytes = (stage: number) => entries.filter((e) => e.stage === stage).reduce((n, e) => n + e.bytes, 0);
    const share = bytes(1) / (bytes(1) + bytes(2));
    expect({ share: share <= file.offline.firstStageShare, measured: share.toFixed(3) }).toEqual({
      share: true,
      measured: share.toFixed(3),
    });
    expect(bytes(2)).toBeGreaterThan(0);
  });
});
