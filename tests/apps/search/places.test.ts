/**
 * Results without the index: the pages a query names, the clauses citing a
 * law, and the question's words without its stop words.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citingClauses, namedPages } from '../../../src/apps/search/places';
import { withoutStopWords } from '../../../src/apps/search/query';
import { loadCheckedCorpusOrThrow } from '../../../src/derive/checked-corpus';
import { buildSite } from '../../../src/site/site';
import { searchVocabulary } from '../../../src/site/search-vocabulary';

const TODAY = '2026-01-01';
const site = buildSite(
  loadCheckedCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', '..', 'content'), TODAY),
  TODAY,
);
const vocabulary = searchVocabulary(site);
const urls = (q: string) => namedPages(q, vocabulary.places).map((r) => r.url);

describe('pages found by their names', () => {
  it.each([
    ['text in force', `/laws/27/${site.current}/`],
    ['the march 2008 version', '/laws/27/2008-03/'],
    ['2008-03 text', '/laws/27/2008-03/'],
    ['in force EBU', '/editions/'],
    ['which laws apply in new zealand', '/editions/'],
    ['differences 2007 2017', '/laws/27/compare/2007...2017/'],
    ['differences 2007 2017', '/changes/2007/'],
    ["what's new since march 2008", '/changes/2008-03/'],
  ])('%s → %s among the first three', (q, url) => {
    expect(urls(q).slice(0, 3)).toContain(url);
  });

  it('names no page for a query with a word that names none', () => {
    for (const q of ['insufficient bid 2017', 'partner must pass', 'law 27', 'the', '2017 lead restrictions'])
      expect(urls(q), q).toEqual([]);
  });
});

describe('the clauses that cite a law', () => {
  const cited = (q: string) => citingClauses(q, vocabulary.cites, site.clauseIndex).map((r) => r.url);
  it('in each text that cites it, the very clause first', () => {
    expect(cited('Law 16D').sort()).toEqual(['/laws/27/2007/#B1a', '/laws/27/2008-03/#B1a']);
    expect(cited('26B').slice(0, 3)).toEqual(['/laws/27/2017/#B1a', '/laws/27/2017/#B2', '/laws/27/2017/#B3']);
    expect(cited('law 26 2007')).toEqual(['/laws/27/2007/#B2', '/laws/27/2007/#B3']);
  });

  it('not for a clause of a law here, nor a bare number', () => {
    for (const q of ['27B2', '26', 'partner', '1NT 2S 2D']) expect(cited(q), q).toEqual([]);
  });
});

describe('a question without its stop words', () => {
  it('keeps the words that carry its topic, and the law\'s "not" and "must"', () => {
    expect(withoutStopWords('can partner still bid after the insufficient bid is corrected')).toBe(
      'partner bid insufficient bid corrected',
    );
    expect(withoutStopWords('must partner not pass')).toBe(null);
    expect(withoutStopWords('the is')).toBe(null);
  });
});
