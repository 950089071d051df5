import { describe, expect, it } from 'vitest';
import { jumpTo } from '../../src/model/clause-jump';

const index = { '27': { '2007': ['A', 'B1b', 'footnote'], '2008-03': ['A', 'B1b', 'footnote'], '2017': ['A', 'B1b'] } };

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
});
