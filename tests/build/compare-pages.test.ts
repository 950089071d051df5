/**
 * The comparison pages and data as built, for every pair of texts.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { lawComparisons } from '../../src/derive/law-comparisons';
import type { PairComparison } from '../../src/derive/compare';
import { readJson, readPage, select, selectAll, toText } from './site';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const law = corpus.laws.find((l) => l.number === 27)!;
const pairs = lawComparisons(law);

describe.each(pairs.map((p) => [p.name, p] as const))('/laws/27/compare/%s/', (name, pair) => {
  const page = readPage(`/laws/27/compare/${name}/`);

  it('renders every aligned clause with its class', () => {
    const sections = selectAll('section.cmp-clause', page);
    expect(sections.map((s) => String(s.properties['id']))).toEqual(pair.clauses.map((c) => c.id));
    for (const c of pair.clauses) {
      const badge = select(`section[id="${c.id}"] .status-badge`, page)!;
      expect(badge.properties['dataStatus']).toBe(c.status);
    }
  });

  it('marks every change with <ins>/<del> in the redline, one per op', () => {
    for (const c of pair.clauses) {
      const redline = select(`section[id="${c.id}"] .redline`, page);
      const ops = [...c.heading, ...c.text].filter((op) => op.op !== 'equal');
      if (!redline) {
        expect(ops).toEqual([]);
        continue;
      }
      const marks = selectAll('ins.chg, del.chg', redline);
      expect(marks.map((m) => [m.tagName, toText(m)])).toEqual(ops.map((op) => [op.op === 'insert' ? 'ins' : 'del', op.text]));
    }
  });

  it('lists the substantively changed clauses in the summary, linked to them', () => {
    const links = selectAll('.summary .change-list:not(.typo-list) a', page).map((a) => String(a.properties['href']));
    for (const id of pair.summary.substantive) expect(links).toContain(`#${id}`);
  });

  it('publishes the comparison as data', () => {
    const data = readJson(`/data/laws/27/compare/${name}.json`) as PairComparison;
    expect(data.name).toBe(name);
    expect(data.clauses.map((c) => [c.id, c.status])).toEqual(pair.clauses.map((c) => [c.id, c.status]));
  });
});

describe('what a committee reads on the comparison pages', () => {
  it('2007 and March 2008: same words, the punctuation places counted', () => {
    const verdict = toText(select('.verdict', readPage('/laws/27/compare/2007...2008-03/'))!);
    expect(verdict).toBe('The 2007 and March 2008 texts have the same words; they differ only in punctuation in 3 places.');
  });

  it('March 2008 and 2017: the changed clauses, and the footnote removed', () => {
    const page = readPage('/laws/27/compare/2008-03...2017/');
    expect(toText(select('.verdict', page)!)).toBe('6 clauses changed in substance, 1 removed.');
    const changed = selectAll('.summary .change-list:not(.typo-list) li', page).map((li) => toText(li));
    expect(changed).toEqual(['27B1(a)', '27B1(b)', '27B2', '27B3', '27B4', '27C', '27 footnote: only in March 2008']);
    expect(toText(select('section[id="B4"] .ed-note', page)!)).toMatch(/The source reads "as Al allows"/);
  });

  it('has a picker that offers every text on both sides, and every pair as a link', () => {
    const page = readPage('/laws/27/compare/2008-03...2017/');
    for (const side of ['a', 'b']) {
      expect(selectAll(`select[name="${side}"] option`, page).map((o) => o.properties['value'])).toEqual(['2007', '2008-03', '2017']);
    }
    expect(selectAll('.all-pairs a', page)).toHaveLength(6);
  });
});

describe('edition pages and the overview link to the comparisons', () => {
  it('marks each clause "changed in 2017" or "same words in …", linked to the comparison', () => {
    const page = readPage('/laws/27/2008-03/');
    const b1a2017 = select('.clause-tools[data-for="B1a"] [data-edition="2017"] a.changed', page)!;
    expect(toText(b1a2017)).toBe('changed in 2017');
    expect(b1a2017.properties['href']).toBe('/laws/27/compare/2008-03...2017/#B1a');
    const b1a2007 = select('.clause-tools[data-for="B1a"] [data-edition="2007"] a.same', page)!;
    expect(toText(b1a2007)).toBe('same words in 2007');
    expect(b1a2007.properties['href']).toBe('/laws/27/compare/2007...2008-03/#B1a');
    const fn = select('.clause-tools[data-for="footnote"] [data-edition="2017"]', page)!;
    expect(toText(fn).trim()).toBe('not in 2017');
  });

  it('the overview says how each text differs from the one before, with links', () => {
    const page = readPage('/laws/27/');
    const hrefs = selectAll('.differences a', page).map((a) => String(a.properties['href']));
    expect(hrefs).toContain('/laws/27/compare/2007...2008-03/');
    expect(hrefs).toContain('/laws/27/compare/2008-03...2017/#B1b');
  });
});
