/**
 * Reading a query: a Director's terms searched in the sources' words, a
 * mistyped word put right to the nearest word of the sources, an auction
 * typed in any common form read as its calls.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auctionKeys, canonicalCall, readAuction } from '../../../src/apps/search/auction-keys';
import { callToString, parseCall } from '../../../src/bridge/call';
import { STRAIN_WORDS } from '../../../src/bridge/strain';
import { editsBetween, lexicon, nearestWord, planQuery, subjectOf } from '../../../src/apps/search/query';

const lex = lexicon({
  terms: [
    { term: 'IB', means: ['insufficient bid'] },
    { term: 'left-hand opponent', means: ['LHO'] },
    { term: 'barred', means: ['must pass whenever it is his turn'] },
    { term: 'comparable', means: ['more precise meaning', 'same meaning'] },
  ],
  words: [
    'the',
    'bid',
    'insufficient',
    'comparable',
    'call',
    'partner',
    'pass',
    'penalties',
    'lebensohl',
    'stayman',
    'compare',
    'lho',
    'card',
    'four',
    'ib',
  ],
});

/** The texts of a query's forms. */
const texts = (q: string) => planQuery(q, lex).searches.map((f) => f.text);

describe('a query and its forms', () => {
  it('searches a term in its meaning too, and says so', () => {
    expect(planQuery('IB', lex)).toEqual({
      searches: [
        { text: 'IB', kind: 'typed' },
        { text: 'insufficient bid', kind: 'meaning' },
      ],
      also: [{ term: 'IB', means: 'insufficient bid' }],
      corrections: [],
    });
    expect(texts('ib comparable')).toEqual([
      'ib comparable',
      'insufficient bid more precise meaning',
      'insufficient bid same meaning',
      // Each meaning on its own too (the other words may be on no page with it); at most four searches.
      'insufficient bid',
    ]);
  });

  it('does not search the query as typed when a word of it is in no source and another form stands for it', () => {
    // "barred" is in no source: as typed, Pagefind would search for "partner" alone.
    expect(planQuery('partner barred', lex).searches).toEqual([
      { text: 'partner must pass whenever it is his turn', kind: 'meaning' },
      { text: 'must pass whenever it is his turn', kind: 'meaning' },
    ]);
    expect(texts('comparible call')).toEqual(['comparable call']);
    expect(texts('xylophone')).toEqual(['xylophone']);
  });

  it('finds a term of several words written with a hyphen, apart or in another case', () => {
    for (const q of ['left-hand opponent', 'Left hand opponent']) expect(texts(q), q).toEqual(['LHO']);
  });

  it('puts a mistyped word right, the term words and short words left alone', () => {
    expect(planQuery('comparible call', lex)).toEqual({
      searches: [{ text: 'comparable call', kind: 'corrected' }],
      also: [],
      corrections: [{ typed: 'comparible', meant: 'comparable' }],
    });
    expect(texts('IB staymen')).toEqual(['ib stayman', 'insufficient bid stayman', 'insufficient bid']);
    expect(planQuery('the ibb', lex).corrections).toEqual([]);
    expect(planQuery('partner', lex)).toEqual({
      searches: [{ text: 'partner', kind: 'typed' }],
      also: [],
      corrections: [],
    });
  });

  it('leaves a word the sources have in another form, and words with digits, as they are', () => {
    expect(nearestWord('penalty', lex)).toBeUndefined();
    expect(nearestWord('passes', lex)).toBeUndefined();
    expect(nearestWord('27b1c', lex)).toBeUndefined();
  });

  it('offers the nearest word, one edit for a short word and two for a long one, a swap of letters as one', () => {
    expect(nearestWord('lebensol', lex)).toBe('lebensohl');
    expect(nearestWord('insuffcient', lex)).toBe('insufficient');
    expect(nearestWord('insfuficient', lex)).toBe('insufficient');
    expect(nearestWord('parnter', lex)).toBe('partner');
    expect(nearestWord('cadr', lex)).toBe('card');
    expect(nearestWord('crdd', lex)).toBeUndefined();
    expect(nearestWord('xylophone', lex)).toBeUndefined();
    expect(editsBetween('ab', 'ba')).toBe(1);
    expect(editsBetween('comparible', 'comparable')).toBe(1);
  });

  it('prefers the commoner of two equally near words (the vocabulary lists the most frequent first)', () => {
    expect(nearestWord('carx', lexicon({ terms: [], words: ['card', 'cart'] }))).toBe('card');
    expect(nearestWord('carx', lexicon({ terms: [], words: ['cart', 'card'] }))).toBe('cart');
  });
});

describe('an auction typed in the box', () => {
  it.each([
    ['1NT (2D) 2C', ['1NT', '2D', '2C']],
    ['1NT 2S 2D', ['1NT', '2S', '2D']],
    ['1nt-2s-2d', ['1NT', '2S', '2D']],
    ['1♦ – (1♠) – 1♥', ['1D', '1S', '1H']],
    ['1♦️ 1♠️ 1♥️', ['1D', '1S', '1H']],
    ['2NT pass 2H', ['2NT', 'P', '2H']],
    ['1S, 3S, 4NT, 4D', ['1S', '3S', '4NT', '4D']],
    ['1♠ – (Pass) – ?', ['1S', 'P']],
  ])('%s → %j', (typed, calls) => {
    expect(readAuction(typed)).toEqual(calls);
  });

  it('is no auction with a word that is not a call, one call only, or no bid', () => {
    for (const q of ['1NT transfer', '2NT', 'pass pass', 'partner must pass', '27B1b', 'X XX'])
      expect(readAuction(q), q).toBeNull();
  });

  it('is found by its calls, and by its bids without the passes', () => {
    expect(auctionKeys(['2NT', 'Pass', '2♥'])).toEqual(['2NT P 2H', '2NT 2H']);
    expect(auctionKeys(['1NT', '2S', '2D'])).toEqual(['1NT 2S 2D']);
    expect(auctionKeys([])).toEqual([]);
  });
});

describe('forms of a query', () => {
  it('are never two alike, and at most four', () => {
    expect(texts('LHO')).toEqual(['LHO']);
    const many = lexicon({ terms: [{ term: 'x', means: ['a1', 'a2', 'a3', 'a4', 'a5'] }], words: ['a1'] });
    expect(planQuery('x', many).searches).toHaveLength(4);
  });
});

describe("the search's reading of a call", () => {
  /** The bridge's reading, in canonical form; null where it refuses the word. */
  const bridge = (word: string) => {
    try {
      return callToString(parseCall(word));
    } catch {
      return null;
    }
  };

  it("agrees with the bridge's on every bid in every spelling of its strain, in any case", () => {
    const strains = [...STRAIN_WORDS.keys()].filter((w) => !w.includes(' ') && !w.includes('-'));
    for (let level = 0; level <= 8; level++) {
      for (const w of strains) {
        for (const word of [`${level}${w}`, `${level}${w.toUpperCase()}`, `${level}${w}\uFE0F`])
          expect(canonicalCall(word), word).toBe(bridge(word));
      }
    }
  });

  it("agrees with the bridge's on pass, double and redouble in their short forms", () => {
    for (const word of [
      'p',
      'Pass',
      'PAS',
      'NB',
      'nobid',
      '01h',
      '007NT',
      'x',
      'Dbl',
      'dble',
      'double',
      'XX',
      'rdbl',
      'Rdble',
      'redbl',
      'Redouble',
    ])
      expect(canonicalCall(word), word).toBe(bridge(word));
  });

  it("agrees with the bridge's on any word", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-zA-Z♣♦♥♠]{0,6}$/), (word) => {
        expect(canonicalCall(word)).toBe(bridge(word));
      }),
      { numRuns: 500 },
    );
  });
});

describe('a question asking what something is', () => {
  it('has its subject searched as typed too', () => {
    expect(subjectOf('what is a comparable call')).toBe('comparable call');
    expect(subjectOf('What are the lead penalties?')).toBe('lead penalties');
    expect(subjectOf("what's an insufficient bid")).toBe('insufficient bid');
    expect(subjectOf('what does comparable call mean')).toBe('comparable call');
    expect(subjectOf('define comparable call')).toBe('comparable call');
    expect(subjectOf('meaning of the lead restrictions')).toBe('lead restrictions');
    const words = lexicon({ terms: [], words: ['what', 'is', 'a', 'comparable', 'call'] });
    expect(planQuery('what is a comparable call', words).searches).toContainEqual({
      text: 'comparable call',
      kind: 'subject',
    });
  });

  it('and nothing else is read as one', () => {
    for (const q of [
      'comparable call',
      'what',
      'what is',
      'can partner still bid after the insufficient bid is corrected',
      'when is a call out of rotation',
    ])
      expect([q, subjectOf(q)]).toEqual([q, null]);
    expect(planQuery('comparable call', lex).searches.some((f) => f.kind === 'subject')).toBe(false);
  });
});
