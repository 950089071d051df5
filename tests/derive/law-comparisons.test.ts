/**
 * The comparisons of the real Law 27 texts, through the model: what the
 * engine computes must agree with the facts of the sources.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import {
  comparableText,
  clauseElsewhere,
  getComparison,
  lawComparisons,
  successivePairs,
} from '../../src/derive/law-comparisons';
import { comparePairs } from '../../src/derive/compare';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const law = corpus.laws.find((l) => l.number === 27)!;
const statuses = (a: string, b: string) =>
  Object.fromEntries(getComparison(law, a, b).clauses.map((c) => [c.id, c.status]));

describe('comparisons of the Law 27 texts', () => {
  it('has every ordered pair of the three texts', () => {
    expect(
      lawComparisons(law)
        .map((p) => p.name)
        .sort(),
    ).toEqual(
      ['2007...2008-03', '2007...2017', '2008-03...2007', '2008-03...2017', '2017...2007', '2017...2008-03'].sort(),
    );
  });

  it('gives any number of texts all their pairs, with no code change', () => {
    const texts = law.texts.map(comparableText);
    const four = [...texts, { ...texts[2]!, edition: 'future' }];
    expect(comparePairs(four)).toHaveLength(12);
  });

  it('2007 vs 2008-03: every clause unchanged or typographic (the same words)', () => {
    const s = statuses('2007', '2008-03');
    expect(new Set(Object.values(s))).toEqual(new Set(['unchanged', 'typographic']));
    expect(getComparison(law, '2007', '2008-03').summary.sameWords).toBe(true);
  });

  it('2008-03 vs 2017: A1, A2 unchanged; B1a, B1b, C substantive; B2, B3 only renumber references (content/renumberings.yaml); B4 only makes a reference precise; D typographic; footnote removed', () => {
    const s = statuses('2008-03', '2017');
    expect(s).toEqual({
      A: 'typographic',
      A1: 'unchanged',
      A2: 'unchanged',
      B: 'typographic',
      B1: 'unchanged',
      B1a: 'substantive',
      B1b: 'substantive',
      B2: 'renumbered',
      B3: 'renumbered',
      B4: 'reference',
      C: 'substantive',
      D: 'typographic',
      footnote: 'removed',
    });
    expect(statuses('2007', '2017')).toMatchObject({
      B2: 'renumbered',
      B3: 'renumbered',
      B4: 'reference',
      C: 'substantive',
    });
    expect(statuses('2017', '2008-03')).toMatchObject({
      B2: 'renumbered',
      B3: 'renumbered',
      B4: 'reference',
      C: 'substantive',
    });
    expect(getComparison(law, '2008-03', '2017').summary).toMatchObject({
      substantive: ['B1a', 'B1b', 'C'],
      renumbered: ['B2', 'B3'],
      reference: ['B4'],
    });
  });

  it('27B4: "as A allows" → "as Al allows", the slip read as A1: a reference made precise (A → A1), with its reading', () => {
    const b4 = getComparison(law, '2008-03', '2017').clauses.find((c) => c.id === 'B4');
    expect(
      b4?.changes.map((h) => ({
        deleted: h.deleted,
        inserted: h.inserted,
        class: h.class,
        read: h.reading?.read,
        side: h.readingSide,
        refined: h.refined,
      })),
    ).toEqual([
      {
        deleted: 'A',
        inserted: 'Al',
        class: 'reference',
        read: 'A1',
        side: 'b',
        refined: [{ a: 'A', b: 'A1', targetA: '27A', targetB: '27A1', relation: 'narrower' }],
      },
    ]);
    // 27C makes the same reference precise, beside changes of substance
    const c = getComparison(law, '2008-03', '2017').clauses.find((x) => x.id === 'C');
    expect(c?.changes.filter((h) => h.class === 'reference').map((h) => h.refined)).toEqual([
      [{ a: 'A', b: 'A1', targetA: '27A', targetB: '27A1', relation: 'narrower' }],
    ]);
  });

  it('reads the 2017 slip through its editorial note', () => {
    const b4 = comparableText(law.texts.find((t) => t.edition === '2017')!).clauses.find((c) => c.id === 'B4');
    expect(b4?.readings).toEqual([{ sic: 'Al', read: 'A1', note: expect.stringContaining('Read "as A1') }]);
  });

  it('successive pairs run oldest to newest', () => {
    expect(successivePairs(law).map((p) => p.name)).toEqual(['2007...2008-03', '2008-03...2017']);
  });

  it('tells, for a clause of one text, how it stands in the others', () => {
    expect(clauseElsewhere(law, '2008-03', 'B1a')).toEqual([
      { edition: '2007', status: 'unchanged', later: false, compare: '2008-03...2007' },
      { edition: '2017', status: 'substantive', later: true, compare: '2008-03...2017' },
    ]);
    expect(clauseElsewhere(law, '2017', 'D').map((e) => e.status)).toEqual(['typographic', 'typographic']);
    expect(clauseElsewhere(law, '2007', 'footnote').map((e) => e.status)).toEqual(['unchanged', 'removed']);
  });
});
