import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetData } from '../../src/apps/auction/view';
import { loadCorpusOrThrow, type Corpus } from '../../src/model/corpus';
import { assistantData } from '../../src/site/routes/assistant';
import { clausesOfExample, examplesForClause } from '../../src/site/examples';
import { clausePaths, examplePaths } from '../../src/site/routes';
import { buildSite } from '../../src/site/site';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));

describe('which examples illustrate a clause', () => {
  it('finds the examples whose sources rule under a clause or its sub-clauses', () => {
    const b1a = examplesForClause(corpus, { law: 27, clause: 'B1a' }).map((e) => e.id);
    expect(b1a).toContain('zone7-1d-1s-1h'); // 2♥ under 27B1(a)
    for (const id of b1a)
      expect(clausesOfExample(corpus.examples.find((e) => e.id === id)!)).toContainEqual({ law: 27, clause: 'B1a' });
    const b1 = examplesForClause(corpus, { law: 27, clause: 'B1' }).map((e) => e.id);
    expect(b1).toEqual(expect.arrayContaining(b1a));
  });

  it('gives none for another law: the examples are all about Law 27', () => {
    expect(examplesForClause(corpus, { law: 12, clause: 'B1a' })).toEqual([]);
  });

  it('puts the examples that rule under the clause itself before those on its sub-clauses', () => {
    const b1 = examplesForClause(corpus, { law: 27, clause: 'B1' });
    const exact = b1.map((e) => clausesOfExample(e).some((c) => c.clause === 'B1'));
    expect(exact).toEqual([...exact].sort((a, b) => Number(b) - Number(a)));
  });
});

describe('what an example’s widget names comes from the registry and content/sources.yaml', () => {
  const TODAY = '2026-11-23';
  const zone7 = (c: Corpus) =>
    examplePaths(buildSite(c, TODAY))
      .find((r) => r.params.id === 'zone7-1d-1s-1h')!
      .props.route();

  it('names the editions the engine rules under, in the registry’s order, by their short names; the source by its short name', () => {
    const { names, example } = zone7(corpus);
    expect(names.editions).toEqual([
      { id: '2007', short: '2007' },
      { id: '2008-03', short: 'March 2008' },
      { id: '2017', short: '2017' },
    ]);
    expect(names.sourceShort).toBe(
      corpus.sources.find((s) => s.id === corpus.guidance.find((g) => g.id === 'zone7-2008')!.meta.seed)!.short,
    );
    expect(widgetData(example, names)).toMatchObject({ editions: names.editions, sourceShort: names.sourceShort });
  });

  it('takes a renamed edition and a renamed source from the data, with no code change (widget, clause page, assistant)', () => {
    const seed = corpus.guidance.find((g) => g.id === 'zone7-2008')!.meta.seed;
    const renamed: Corpus = {
      ...corpus,
      editions: corpus.editions.map((e) => (e.id === '2017' ? { ...e, short: 'Laws of 2017' } : e)),
      sources: corpus.sources.map((s) => (s.id === seed ? { ...s, short: 'the Zone 7 slides' } : s)),
    };
    const { names, example } = zone7(renamed);
    expect(names.editions.map((e) => e.short)).toEqual(['2007', 'March 2008', 'Laws of 2017']);
    expect(widgetData(example, names)).toMatchObject({
      sourceShort: 'the Zone 7 slides',
      editions: [{}, {}, { id: '2017', short: 'Laws of 2017' }],
    });
    const site = buildSite(renamed, TODAY);
    const clause = clausePaths(site)
      .find((r) => r.params.law === '27' && r.params.slug === 'B1a')!
      .props.route();
    expect(clause.examples.find((e) => e.example.id === 'zone7-1d-1s-1h')?.from).toBe('the Zone 7 slides');
    expect(clause.exampleGroups.map((g) => `${g.from} (${g.written})`)).toContain('the Zone 7 slides (2008-03)');
    expect(assistantData(site).editions).toEqual(names.editions);
  });

  it('offers no edition the engine cannot rule under (a new edition in the registry without its profile)', () => {
    const last = corpus.editions[corpus.editions.length - 1]!;
    const next: Corpus = {
      ...corpus,
      editions: [
        ...corpus.editions,
        { ...last, id: '2027', short: '2027', published: '2027-06', supersedes: last.id, inForce: [] },
      ],
    };
    expect(zone7(next).names.editions.map((e) => e.id)).toEqual(['2007', '2008-03', '2017']);
  });
});
