import { describe, expect, it } from 'vitest';
import { jumpTo, type ClauseIndex } from '../../src/site/clause-jump';

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
