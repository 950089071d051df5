import { describe, expect, it } from 'vitest';
import { jumpTo, type ClauseIndex } from '../../src/site/clause-jump';
import { clausesOfLaw, nearestClauses } from '../../src/site/nearest-clauses';

const editions = [
  { id: '2007', short: '2007' },
  { id: '2008-03', short: 'March 2008' },
  { id: '2017', short: '2017' },
];
const index: ClauseIndex = {
  editions,
  current: '2017',
  laws: { '27': { '2007': ['A', 'B1b', 'footnote'], '2008-03': ['A', 'B1b', 'footnote'], '2017': ['A', 'B1b'] } },
};

describe('where a typed citation leads', () => {
  it('to the newest text that has the clause, unless one is named or chosen', () => {
    expect(jumpTo('27B1b', index)).toMatchObject({ ok: true, url: '/laws/27/2017/#B1b' });
    expect(jumpTo('27B1b', index, '2007')).toMatchObject({ ok: true, url: '/laws/27/2007/#B1b' });
    expect(jumpTo('law 27 b1b 2008', index, '2007')).toMatchObject({ ok: true, url: '/laws/27/2008-03/#B1b' });
    expect(jumpTo('27 footnote', index)).toMatchObject({ ok: true, url: '/laws/27/2008-03/#footnote' });
    expect(jumpTo('27 footnote 2017', index)).toMatchObject({ ok: true, url: '/laws/27/2008-03/#footnote' });
  });

  it('says why it cannot', () => {
    expect(jumpTo('partner must pass', index)).toEqual({ ok: false, reason: 'not-a-citation' });
    expect(jumpTo('Law 16D', index)).toEqual({ ok: false, reason: 'law-not-here', law: 16 });
    expect(jumpTo('27Z9', index)).toEqual({ ok: false, reason: 'no-such-clause', law: 27, clause: 'Z9' });
  });

  it('leads to the text in force, not to a newer one that is not yet in force', () => {
    const withUpcoming: ClauseIndex = {
      editions: [...editions, { id: '2027', short: '2027' }],
      current: '2017',
      laws: { '27': { ...index.laws['27'], '2027': ['A', 'B1b'] } },
    };
    expect(jumpTo('27B1b', withUpcoming)).toMatchObject({ ok: true, url: '/laws/27/2017/#B1b' });
    expect(jumpTo('27B1b 2027', withUpcoming)).toMatchObject({ ok: true, url: '/laws/27/2027/#B1b' });
  });
});

describe('clause ids in the forms a Director writes them', () => {
  it.each(['L27B1b', 'l 27 b1b', '27 B 1 b', 'law 27b1(b)', 'Law 27B1(b)', '27B1b', 'b1b', 'B1(b)'])(
    '%s → 27B1(b)',
    (typed) => {
      expect(jumpTo(typed, index)).toMatchObject({ ok: true, law: 27, clause: 'B1b' });
    },
  );

  it('does not read words as clauses', () => {
    for (const typed of ['lead', 'IB', 'UI', 'left-hand opponent', '1NT 2S 2D'])
      expect(jumpTo(typed, index).ok, typed).toBe(false);
  });
});

describe('the nearest clauses to one a law does not have', () => {
  const law27: ClauseIndex = {
    editions,
    current: '2017',
    laws: {
      '27': {
        '2007': ['A', 'A1', 'A2', 'B', 'B1', 'B1a', 'B1b', 'B2', 'B3', 'footnote'],
        '2017': ['A', 'A1', 'A2', 'B', 'B1', 'B1a', 'B1b', 'B2', 'B3', 'B4', 'C', 'D'],
      },
    },
  };

  it('is the clause itself when only the letter case was wrong', () => {
    expect(nearestClauses(law27, 27, 'b1B')).toEqual(['B1b']);
    expect(nearestClauses(law27, 27, 'FOOTNOTE')).toEqual(['footnote']);
  });

  it('is the nearest clause that would contain it, with its sub-clauses', () => {
    expect(nearestClauses(law27, 27, 'B9z')).toEqual(['B', 'B1', 'B1a', 'B1b', 'B2', 'B3', 'B4']);
    expect(nearestClauses(law27, 27, 'B1c')).toEqual(['B1', 'B1a', 'B1b']);
    expect(nearestClauses(law27, 27, 'A7')).toEqual(['A', 'A1', 'A2']);
  });

  it("is the law's sections when nothing contains it, and nothing for a law not here", () => {
    expect(nearestClauses(law27, 27, 'Z9')).toEqual(['A', 'B', 'C', 'D']);
    expect(nearestClauses(law27, 12, 'C1')).toEqual([]);
  });

  it('lists every clause of the law once, in order, whichever texts have it', () => {
    expect(clausesOfLaw(law27, 27)).toEqual([
      'A',
      'A1',
      'A2',
      'B',
      'B1',
      'B1a',
      'B1b',
      'B2',
      'B3',
      'B4',
      'C',
      'D',
      'footnote',
    ]);
  });
});
