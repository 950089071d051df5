import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { annotationsOf, lawIndex, mentionsByClause, staleness } from '../../src/derive/annotations';
import { getComparison } from '../../src/derive/law-comparisons';
import { flatten } from '../../src/model/law-text';
import { parentId } from '../../src/model/clause-id';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const law = corpus.laws.find((l) => l.number === 27)!;

describe('staleness flags', () => {
  it('flag a 2008 passage beside 2017 exactly where the clause or a sub-clause changed in substance', () => {
    const pair = getComparison(law, '2008-03', '2017');
    const changed = new Set(
      pair.clauses.filter((c) => c.status === 'substantive' || c.status === 'removed').map((c) => c.id),
    );
    for (const c of flatten(law.texts.find((t) => t.edition === '2008-03')!.clauses)) {
      const subtree = flatten([c]).map((x) => x.id);
      const expected = subtree.some((id) => changed.has(id)) ? ['2017'] : [];
      expect(
        staleness(law, '2008-03', c.id).map((f) => f.edition),
        c.id,
      ).toEqual(expected);
    }
  });

  it('flag the Zone 7 passages on B1(a) and B1(b) for 2017, and not those on D', () => {
    expect(staleness(law, '2008-03', 'B1a')).toEqual([
      { edition: '2017', status: 'substantive', compare: { a: '2008-03', b: '2017' } },
    ]);
    expect(staleness(law, '2008-03', 'B1b').map((f) => f.edition)).toEqual(['2017']);
    expect(staleness(law, '2008-03', 'D')).toEqual([]); // a comma only
    expect(staleness(law, '2008-03', 'A1')).toEqual([]);
    expect(staleness(law, '2008-03', 'footnote')).toEqual([
      { edition: '2017', status: 'removed', compare: { a: '2008-03', b: '2017' } },
    ]);
  });

  it('never flag punctuation-only changes, nor the newest text', () => {
    expect(staleness(law, '2007', 'B1a').map((f) => f.edition)).toEqual(['2017']); // not 2008-03: same words
    for (const c of flatten(law.texts[2]!.clauses)) expect(staleness(law, '2017', c.id)).toEqual([]);
  });
});

describe('annotations of a clause', () => {
  it('put the passages that name the clause first, then those about its parent', () => {
    const list = annotationsOf(corpus, 27, 'B1b');
    const direct = list.filter((a) => a.relation === 'direct').map((a) => `${a.document.id}#${a.passage.id}`);
    expect(direct).toContain('zone7-2008#law-27b1b');
    expect(direct).toContain('comparable-calls#comparable-call');
    expect(list.filter((a) => a.relation === 'broader').map((a) => a.passage.id)).toContain('law-27b1-or-b2-procedure');
    const firstBroader = list.findIndex((a) => a.relation !== 'direct');
    expect(list.slice(0, firstBroader).every((a) => a.relation === 'direct')).toBe(true);
  });

  it('every annotation of every document appears on the page of the clause it names', () => {
    for (const doc of corpus.guidance) {
      for (const p of doc.passages) {
        for (const a of p.annotates.filter((x) => x.clause)) {
          const list = annotationsOf(corpus, a.law, a.clause!);
          expect(
            list.some((x) => x.passage === p && x.relation === 'direct'),
            `${doc.id}#${p.id} on ${a.clause}`,
          ).toBe(true);
        }
      }
    }
  });

  it('a sub-clause page also shows passages about its parent, and a parent page those about its sub-clauses', () => {
    for (const c of flatten(law.texts[1]!.clauses).filter((x) => parentId(x.id))) {
      const parent = parentId(c.id)!;
      for (const a of annotationsOf(corpus, 27, parent).filter((x) => x.relation === 'direct')) {
        expect(annotationsOf(corpus, 27, c.id).some((x) => x.passage === a.passage)).toBe(true);
      }
    }
  });
});

describe('the law index', () => {
  const index = lawIndex(corpus);
  it('has Law 27 in full and every other law the sources mention', () => {
    expect(index.find((e) => e.law === 27)?.inCorpus).toBe(true);
    const others = index.filter((e) => !e.inCorpus).map((e) => e.law);
    // Named in the Zone 7 slides and in the texts of Law 27.
    for (const n of [
      7, 9, 12, 13, 16, 17, 20, 21, 22, 23, 25, 26, 31, 40, 43, 45, 55, 61, 64, 65, 69, 70, 72, 73, 75, 76, 79, 80, 81,
      82, 86, 90, 92,
    ]) {
      expect(others).toContain(n);
    }
    expect(index.every((e) => e.inCorpus || e.mentions.length > 0)).toBe(true);
  });

  it('gathers Law 12 by clause', () => {
    const groups = mentionsByClause(index.find((e) => e.law === 12)!.mentions).map((g) => g.clause);
    for (const c of ['A1', 'B', 'C1b', 'C1c', 'C1d', 'C1e', 'C2']) expect(groups).toContain(c);
    // Law 27D cites Law 12B1 in each of the three texts.
    const b1 = mentionsByClause(index.find((e) => e.law === 12)!.mentions).find((g) => g.clause === 'B1');
    expect(b1?.mentions.filter((m) => m.kind === 'law-text').map((m) => m.from?.edition)).toEqual([
      '2007',
      '2008-03',
      '2017',
    ]);
  });
});
