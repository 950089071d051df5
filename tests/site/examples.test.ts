import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { clausesOfExample, examplesForClause } from '../../src/site/examples';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));

describe('which examples illustrate a clause', () => {
  it('finds the examples whose sources rule under a clause or its sub-clauses', () => {
    const b1a = examplesForClause(corpus, { law: 27, clause: 'B1a' }).map((e) => e.id);
    expect(b1a).toContain('zone7-1d-1s-1h'); // 2♥ under 27B1(a)
    for (const id of b1a) expect(clausesOfExample(corpus.examples.find((e) => e.id === id)!)).toContainEqual({ law: 27, clause: 'B1a' });
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
