/**
 * Lighthouse 12 on the built site (issue 45 §3): one page of every page kind,
 * served on 127.0.0.1 by scripts/support/static-server.ts with text gzipped
 * as a public host sends it, audited with Lighthouse's default settings, its
 * mobile preset (a mid-range phone, simulated slow 4G and a 4× slower CPU),
 * in headless Chromium (scripts/support/chromium.ts: Debian's
 * chromium-headless-shell, started by chrome-launcher). Each page is audited
 * `runs` times; the figures are the median score of each category, 0–100.
 *
 * Goals: performance 100 on /precedents/, at least 98 on every other kind;
 * accessibility, best practices and SEO are reported beside them. Lighthouse
 * scales its CPU slowdown to none: on a busy or slow machine (it warns when
 * its benchmark index is low, which is kept with the figures) the
 * performance scores read lower than on a reader's phone.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromiumPath, launchArgs } from '../support/chromium';
import { startStaticServer } from '../support/static-server';
import { median } from './measure';
import { PAGE_KINDS } from './site-figures';

/** One page of each kind: those the page weights are measured on, and one of each other kind. */
export const LIGHTHOUSE_PAGES: readonly { kind: string; url: string }[] = [
  ...PAGE_KINDS,
  ...[
    ['laws', '/laws/'],
    ['law overview', '/laws/27/'],
    ['law stub', '/laws/12/'],
    ['guidance index', '/guidance/'],
    ['examples', '/examples/'],
    ['practice', '/practice/'],
    ['practice case', '/practice/bbo-forum-1s-4nt-4h-rkc-reply-made-5h/'],
    ['calculator', '/tools/adjusted-score/'],
    ['editions', '/editions/'],
    ['precedents', '/precedents/'],
    ['precedent', '/precedents/ebu-forum-4h-1nt-replaced-4nt/'],
    ['precedent differences', '/precedents/differences/'],
    ['changes index', '/changes/'],
    ['changes', '/changes/2007/'],
    ['verdicts', '/verdicts/'],
    ['embed', '/embed/laws/27/2017/B1b/'],
    ['offline', '/offline/'],
    ['not found', '/404.html'],
  ].map(([kind, url]) => ({ kind: kind ?? '', url: url ?? '' })),
];

/** Performance goals (issue 45 §3): /precedents/ at 100, every other kind at least 98. */
export const performanceGoal = (kind: string): number => (kind === 'precedents' ? 100 : 98);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthousePage {
  kind: string;
  url: string;
  /** Median score of each category over the runs, 0–100; null when no run gave one. */
  scores: Record<Category, number | null>;
  /** The performance score of each run. */
  performanceRuns: (number | null)[];
  /** Median of the runs: total blocking time (ms), DOM elements, cumulative layout shift. */
  blockingMs: number | null;
  domElements: number | null;
  layoutShift: number | null;
  /** Lighthouse's own warnings and errors, once each. */
  warnings: string[];
}

export interface LighthouseFigures {
  version: string;
  chromium: string;
  /** Lighthouse's measure of this machine's speed (a phone of its settings is about 1000–1500). */
  benchmarkIndex: number | null;
  runs: number;
  pages: LighthousePage[];
}

const mid = (xs: (number | null | undefined)[]): number | null => {
  const ok = xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  return ok.length ? median(ok) : null;
};

export async function lighthouseFigures(site: string, runs: number): Promise<LighthouseFigures> {
  const server = await startStaticServer(site, 0, '127.0.0.1', undefined, true);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: launchArgs });
  const pages: LighthousePage[] = [];
  let version = '';
  const indexes: number[] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const lhrs: RunnerResult['lhr'][] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(new URL(page.url, server.url).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
        lhrs.push(result.lhr);
      }
      const score = (c: Category) => mid(lhrs.map((l) => (l.categories[c]?.score ?? NaN) * 100));
      const numeric = (audit: string) => mid(lhrs.map((l) => l.audits[audit]?.numericValue));
      version = lhrs[0]?.lighthouseVersion ?? version;
      for (const l of lhrs) if (l.environment.benchmarkIndex) indexes.push(l.environment.benchmarkIndex);
      pages.push({
        kind: page.kind,
        url: page.url,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        performanceRuns: lhrs.map((l) =>
          l.categories['performance']?.score == null ? null : Math.round(l.categories['performance'].score * 100),
        ),
        blockingMs: numeric('total-blocking-time'),
        domElements: numeric('dom-size'),
        layoutShift: numeric('cumulative-layout-shift'),
        warnings: [
          ...new Set(lhrs.flatMap((l) => [...l.runWarnings, ...(l.runtimeError ? [l.runtimeError.message] : [])])),
        ],
      });
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return { version, chromium: chromiumPath(), benchmarkIndex: mid(indexes), runs, pages };
}
