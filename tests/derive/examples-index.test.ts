import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/model/corpus';
import { clausesOfExample, corpusExamples, examplesForClause } from '../../src/derive/examples-index';

const corpus = loadCorpus(path.resolve(import.meta.dirname, '..', '..', 'content'));

describe('which examples illustrate a clause', () => {
  it('finds the examples whose sources rule under a clause or its sub-clauses', () => {
    const b1a = examplesForClause(corpus, 27, 'B1a').map((e) => e.id);
    expect(b1a).toContain('zone7-1d-1s-1h'); // 2♥ under 27B1(a)
    for (const id of b1a) expect(clausesOfExample(corpusExamples(corpus).find((e) => e.id === id)!)).toContain('B1a');
    const b1 = examplesForClause(corpus, 27, 'B1').map((e) => e.id);
    expect(b1).toEqual(expect.arrayContaining(b1a));
  });

  it('gives none for another law: the examples are all about Law 27', () => {
    expect(examplesForClause(corpus, 12, 'B1a')).toEqual([]);
  });
});
