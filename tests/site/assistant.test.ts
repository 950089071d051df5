/**
 * The ruling assistant's route data and the record built from it: the words
 * of Law 27 quoted as the corpus has them, a worked example per question
 * where the guides give one, and "why this edition" read by the editions
 * page's in-force rule.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { flatten } from '../../src/model/law-text';
import { assistantData } from '../../src/site/assistant';
import { buildSite } from '../../src/site/site';
import { editionWhy } from '../../src/components/auction/assistant-why';
import { clauseWords } from '../../src/components/auction/assistant-record';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const data = assistantData(buildSite(corpus, '2026-11-23'));

describe('assistant route data', () => {
  it('quotes every clause of Law 27 word for word, in each edition it rules under', () => {
    for (const text of corpus.laws.find((l) => l.number === 27)!.texts) {
      const clauses = data.clauses[text.edition];
      if (clauses === undefined) continue;
      for (const c of flatten(text.clauses)) expect(clauses[c.id]?.text, `${text.edition} ${c.id}`).toBe(c.text);
    }
    expect(Object.keys(data.clauses).sort()).toEqual(['2007', '2008-03', '2017']);
    expect(clauseWords(data, '2017', '27B1a')).toMatch(/^if the insufficient bid is corrected by the lowest sufficient bid which specifies the same denomination\(s\)/);
  });

  it('gives the guide’s transfer example for “same denomination(s)” under 2017', () => {
    const sd = data.examples['2017']?.sameDenominations;
    expect([sd?.id, sd?.call, sd?.answer, sd?.clause]).toEqual(['comparable-calls-ib-2', '3H', true, '27B1a']);
  });
});

describe('why this edition', () => {
  it('names the text in force for the body on the date, by the editions page’s rule', () => {
    expect(editionWhy(data, { edition: '2017', body: 'EBU', date: '2024-05-18' })).toBe(
      'The text in force for English Bridge Union (EBU) on 2024-05-18: Law 27 of 2017, in force there from 2017-08-01.',
    );
    expect(editionWhy(data, { edition: '2017', body: 'ABF', date: '2010-01-01' })).toBe(
      'Chosen by the Director. Note: the text in force for Australian Bridge Federation (ABF) on 2010-01-01 was Law 27 of March 2008 (from 2008-06-01), not 2017.',
    );
  });

  it('says what is known when the body or the date is not given, or nothing here was in force', () => {
    expect(editionWhy(data, { edition: '2007' })).toBe('Chosen by the Director.');
    expect(editionWhy(data, { edition: '2007', body: 'EBU' })).toBe('Chosen by the Director. Governing body: English Bridge Union (EBU); no date given.');
    expect(editionWhy(data, { edition: '2007', date: '2008-01-01' })).toBe('Chosen by the Director. Session of 2008-01-01; no governing body given.');
    expect(editionWhy(data, { edition: '2007', body: 'EBU', date: '1999-01-01' })).toBe(
      'Chosen by the Director: no edition this site holds was in force for English Bridge Union (EBU) on 1999-01-01.',
    );
  });
});
