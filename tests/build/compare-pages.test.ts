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
      expect(marks.map((m) => [m.tagName, toText(m)])).toEqual(
        ops.map((op) => [op.op === 'insert' ? 'ins' : 'del', op.text]),
      );
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
    expect(verdict).toBe(
      'The 2007 and March 2008 texts have the same words; they differ only in punctuation in 3 places.',
    );
  });

  it('March 2008 and 2017: the changed clauses, the footnote removed, B2 and B3 only renumbering references', () => {
    const page = readPage('/laws/27/compare/2008-03...2017/');
    expect(toText(select('.verdict', page)!)).toBe(
      '3 clauses changed in substance, 1 removed, 2 differ only in renumbered references, 1 only in a reference (27B4: reference made precise: A → A1).',
    );
    const changed = selectAll('.summary .change-list:not(.typo-list) li', page).map((li) => toText(li));
    expect(changed).toEqual([
      '27B1(a)',
      '27B1(b)',
      '27C',
      '27 footnote: only in March 2008',
      '27B2: only references renumbered, not changed in substance (Law 26 → Law 26B (lead restrictions after a withdrawn call); Law 23 → Law 72C (awareness of potential damage))',
      '27B3: only references renumbered, not changed in substance (Law 26 → Law 26B (lead restrictions after a withdrawn call); Law 23 → Law 72C (awareness of potential damage))',
      '27B4: not changed in substance, only a reference made precise: A → A1',
    ]);
    expect(toText(select('section[id="B4"] .ed-note', page)!)).toMatch(/The source reads "as Al allows"/);
    // the badge, the marks and the note of a clause that only renumbers references
    expect(toText(select('section[id="B2"] .status-badge', page)!)).toBe('references renumbered');
    expect(
      selectAll('section[id="B2"] .redline .chg', page).map((m) => [
        m.tagName,
        toText(m),
        String(m.properties['className']),
      ]),
    ).toEqual([
      ['del', 'Law 26', 'chg,chg-renumbered'],
      ['ins', 'Law 26B', 'chg,chg-renumbered'],
      ['del', 'Law 23', 'chg,chg-renumbered'],
      ['ins', 'Law 72C', 'chg,chg-renumbered'],
    ]);
    // A committee reads each reference whole, the old one replaced by the new, never "2626B" (issue 42 §10).
    const redline = toText(select('section[id="B2"] .redline', page)!).replace(/\s+/g, ' ');
    expect(redline).toContain('The lead restrictions in Law 26 → Law 26B may apply, and see Law 23 → Law 72C.');
    expect(redline).not.toMatch(/\d\d+[A-Z]?\d/);
    expect(toText(select('section[id="B3"] [data-renumbered-note]', page)!)).toBe(
      'Not changed in substance: only the references were renumbered between the editions: “Law 26” in March 2008 is “Law 26B” in 2017 (lead restrictions after a withdrawn call); “Law 23” in March 2008 is “Law 72C” in 2017 (awareness of potential damage).',
    );
    expect(toText(select('.legend', page)!)).toContain('a reference renumbered between the editions');
    expect(selectAll('[data-status="renumbered"]', page).length).toBeGreaterThan(0);
    // B1a's "Law 16D does" → "Laws 26B and 16C do" is more than a renumbering: it stays a change of substance
    expect(select('section[id="B1a"] .status-badge', page)!.properties['dataStatus']).toBe('substantive');
    const data = readJson('/data/laws/27/compare/2008-03...2017.json') as PairComparison;
    expect(data.summary.renumbered).toEqual(['B2', 'B3']);
    expect(data.summary.places.renumbered).toBe(4);
  });

  it('March 2008 and 2017: 27B4 only makes a reference precise (A → A1, the 2017 slip "Al" read as A1); 27C makes it too, beside changes of substance', () => {
    const page = readPage('/laws/27/compare/2008-03...2017/');
    const b4 = select('section[id="B4"]', page)!;
    expect(select('.status-badge', b4)!.properties['dataStatus']).toBe('reference');
    expect(toText(select('.status-badge', b4)!)).toBe('reference made precise: A → A1');
    expect(toText(select('[data-reference-note]', b4)!)).toBe(
      'Not changed in substance: “A” (27A) in March 2008 is “A1” (27A1) in 2017: the reference was made precise, to a part of what it named. The 2017 text prints “Al”, read as A1 (an editorial reading).',
    );
    expect(
      selectAll('.redline .chg', b4).map((m) => [m.tagName, toText(m), String(m.properties['className'])]),
    ).toEqual([
      ['del', 'A', 'chg,chg-reference'],
      ['ins', 'Al', 'chg,chg-reference'],
    ]);
    const c = select('section[id="C"]', page)!;
    expect(select('.status-badge', c)!.properties['dataStatus']).toBe('substantive');
    expect(toText(select('[data-reference-note]', c)!)).toMatch(
      /^Of these changes, one only changes a reference: “A” \(27A\) in March 2008 is “A1” \(27A1\) in 2017.*The other changes are of substance\.$/,
    );
    expect(toText(select('.legend', page)!)).toContain('a reference made precise or broader');
    expect(toText(select('.counts [data-status="reference"]', page)!)).toBe('1 reference made precise');
    // the data: B4 a reference change, B1a, B1b and C still of substance; renumbered as before
    const data = readJson('/data/laws/27/compare/2008-03...2017.json') as PairComparison;
    const status = Object.fromEntries(data.clauses.map((x) => [x.id, x.status]));
    expect([status['B4'], status['B1a'], status['B1b'], status['C'], status['B2'], status['B3']]).toEqual([
      'reference',
      'substantive',
      'substantive',
      'substantive',
      'renumbered',
      'renumbered',
    ]);
    expect(data.summary).toMatchObject({
      substantive: ['B1a', 'B1b', 'C'],
      renumbered: ['B2', 'B3'],
      reference: ['B4'],
    });
    expect(data.clauses.find((x) => x.id === 'B4')?.changes[0]).toMatchObject({
      class: 'reference',
      refined: [{ a: 'A', b: 'A1', targetA: '27A', targetB: '27A1', relation: 'narrower' }],
      reading: { sic: 'Al', read: 'A1' },
      readingSide: 'b',
    });
  });

  it('2017 back to March 2008: 27B4 names the whole of A again (made broader), and the slip is still said', () => {
    const b4 = select('section[id="B4"]', readPage('/laws/27/compare/2017...2008-03/'))!;
    expect(toText(select('.status-badge', b4)!)).toBe('reference made broader: A1 → A');
    expect(toText(select('[data-reference-note]', b4)!)).toContain('The 2017 text prints “Al”, read as A1');
  });

  it('2017 back to March 2008: the same clauses only renumber references, the other way round', () => {
    const page = readPage('/laws/27/compare/2017...2008-03/');
    expect(toText(select('section[id="B2"] [data-renumbered-note]', page)!)).toContain(
      '“Law 72C” in 2017 is “Law 23” in March 2008',
    );
  });

  it('has a picker that offers every text on both sides, and every pair as a link', () => {
    const page = readPage('/laws/27/compare/2008-03...2017/');
    for (const side of ['a', 'b']) {
      expect(selectAll(`select[name="${side}"] option`, page).map((o) => o.properties['value'])).toEqual([
        '2007',
        '2008-03',
        '2017',
      ]);
    }
    // Every ordered pair of two different texts.
    expect(selectAll('.all-pairs a', page)).toHaveLength(law.texts.length * (law.texts.length - 1));
  });
});

describe('edition pages and the overview link to the comparisons', () => {
  it('marks each clause "changed in 2017" or "same words in …", linked to the comparison', () => {
    const page = readPage('/laws/27/2008-03/');
    const page2017 = readPage('/laws/27/2017/');
    const b1a2017 = select('.clause-tools[data-for="B1a"] [data-edition="2017"] a.changed', page)!;
    expect(toText(b1a2017)).toBe('changed in 2017');
    expect(b1a2017.properties['href']).toBe('/laws/27/compare/2008-03...2017/#B1a');
    const b1a2007 = select('.clause-tools[data-for="B1a"] [data-edition="2007"] a.same', page)!;
    expect(toText(b1a2007)).toBe('same words in 2007');
    expect(b1a2007.properties['href']).toBe('/laws/27/compare/2007...2008-03/#B1a');
    // B2 only renumbers references in 2017: not "changed"
    const b2 = select('.clause-tools[data-for="B2"] [data-edition="2017"] a.same', page)!;
    expect(toText(b2)).toBe('same in 2017 but for renumbered references');
    expect(select('.clause-tools[data-for="B2"] [data-edition="2017"] a.changed', page)).toBeFalsy();
    // B4 only makes a reference precise in 2017: not "changed" either
    expect(toText(select('.clause-tools[data-for="B4"] [data-edition="2017"] a.same', page)!)).toBe(
      'same in 2017 but for a reference (A → A1)',
    );
    expect(toText(select('.clause-tools[data-for="B4"] [data-edition="2008-03"] a.same', page2017)!)).toBe(
      'same in March 2008 but for a reference (A → A1)',
    );
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
