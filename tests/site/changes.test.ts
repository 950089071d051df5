/**
 * "What changed since" with more than one law (src/site/routes/changes.ts): one
 * page per text no longer in force, with a part per law, each holding that
 * law's changed clauses only; the index counts every law. Before, each law
 * made its own /changes/<from>/ page and every one but the last was
 * overwritten. The real corpus has one law; the benchmark's synthetic corpus
 * has one per scale.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCorpus } from '../../scripts/bench/synthetic-corpus';
import { loadCheckedCorpusOrThrow } from '../../src/derive/checked-corpus';
import { getComparison } from '../../src/derive/law-comparisons';
import { changesIndexRoute, changesPages, changesRoute } from '../../src/site/routes/changes';
import { buildSite } from '../../src/site/site';

const TODAY = '2026-11-26';
const work = mkdtempSync(path.join(tmpdir(), 'kb-changes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('/changes/<from>/ with three laws', () => {
  writeCorpus(work, { scale: 3, seed: 1 });
  const corpus = loadCheckedCorpusOrThrow(work, TODAY);
  const site = buildSite(corpus, TODAY);
  const numbers = corpus.laws.map((l) => l.number);

  it('one page per text no longer in force, each with every law that has that text', () => {
    expect(numbers.length).toBe(3);
    expect(changesPages(site).map((p) => [p.from, p.to, p.laws.map((l) => l.number)])).toEqual([
      ['2007', '2017', numbers],
      ['2008-03', '2017', numbers],
    ]);
  });

  for (const from of ['2007', '2008-03']) {
    it(`${from}: each law's part holds that law's changed clauses, linked to that law's comparison, and the counts add up`, () => {
      const route = changesRoute(site, from);
      expect(route.laws.map((l) => l.law.number)).toEqual(numbers);
      for (const part of route.laws) {
        const law = corpus.laws.find((l) => l.number === part.law.number)!;
        const changed = getComparison(law, from, '2017').clauses.filter((c) => c.status !== 'unchanged');
        expect(part.clauses.map((c) => [c.id, c.status])).toEqual(changed.map((c) => [c.id, c.status]));
        expect(part.compareHref).toBe(`/laws/${law.number}/compare/${from}...2017/`);
        for (const c of part.clauses) expect(c.compareHref).toBe(`/laws/${law.number}/compare/${from}...2017/#${c.id}`);
      }
      expect(route.counts.changed).toBe(route.laws.reduce((n, l) => n + l.clauses.length, 0));
      expect(route.counts.changed).toBeGreaterThan(route.laws[0]!.clauses.length);
    });
  }

  it('the index lists each older text once, with the changes of every law counted', () => {
    const index = changesIndexRoute(site);
    expect(index.laws).toEqual(numbers);
    expect(index.editions.map((e) => [e.edition.id, e.href, e.changed])).toEqual([
      ['2008-03', '/changes/2008-03/', changesRoute(site, '2008-03').counts.changed],
      ['2007', '/changes/2007/', changesRoute(site, '2007').counts.changed],
    ]);
  });
});
