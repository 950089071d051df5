/** What the not-found page offers for an address: the clause in the right letter case, or the nearest clauses. */
import { describe, expect, it } from 'vitest';
import type { ClauseIndex } from '../../src/site/clause-jump';
import { notFoundHelp } from '../../src/site/not-found';

const index: ClauseIndex = {
  editions: [
    { id: '2007', short: '2007' },
    { id: '2008-03', short: 'March 2008' },
    { id: '2017', short: '2017' },
  ],
  current: '2017',
  laws: {
    '27': {
      '2007': ['A', 'A1', 'B', 'B1', 'B1a', 'B1b', 'B2', 'footnote'],
      '2017': ['A', 'A1', 'B', 'B1', 'B1a', 'B1b', 'B2', 'B3', 'B4', 'C', 'D'],
    },
  },
};

describe('the not-found page, for an address', () => {
  it('leads a clause address in another letter case to the clause, keeping the query and fragment', () => {
    expect(notFoundHelp('/laws/27/b1b/', index)).toEqual({ kind: 'go', law: 27, clause: 'B1b', url: '/laws/27/B1b/' });
    expect(notFoundHelp('/Laws/27/B1B', index, '?q=x', '#zone7')).toEqual({
      kind: 'go',
      law: 27,
      clause: 'B1b',
      url: '/laws/27/B1b/?q=x#zone7',
    });
    expect(notFoundHelp('/laws/27/FOOTNOTE/', index)).toMatchObject({ kind: 'go', url: '/laws/27/footnote/' });
    expect(notFoundHelp('/laws/27/27b1b/', index)).toMatchObject({ kind: 'go', url: '/laws/27/B1b/' });
  });

  it('leads a clause written as a folder of a text to the clause in that text', () => {
    expect(notFoundHelp('/laws/27/2007/b1b/', index)).toMatchObject({ kind: 'go', url: '/laws/27/2007/#B1b' });
    expect(notFoundHelp('/laws/27/2007/B4/', index)).toMatchObject({ kind: 'go', url: '/laws/27/B4/' });
  });

  it('offers the nearest clauses for a clause the law does not have', () => {
    expect(notFoundHelp('/laws/27/B9z/', index)).toEqual({
      kind: 'nearest',
      law: 27,
      clause: 'B9z',
      clauses: ['B', 'B1', 'B1a', 'B1b', 'B2', 'B3', 'B4'].map((id) => ({ id, url: `/laws/27/${id}/` })),
    });
    expect(notFoundHelp('/laws/27/z9/', index)).toMatchObject({
      kind: 'nearest',
      clauses: ['A', 'B', 'C', 'D'].map((id) => ({ id, url: `/laws/27/${id}/` })),
    });
  });

  it('offers nothing for other addresses, a law not here, or an address it cannot read', () => {
    for (const p of [
      '/no/such/page/',
      '/laws/27/compare/x/',
      '/laws/27/lead/',
      '/laws/12/B1/',
      '/laws/27/%E0%A4%A/',
      '/examples/zone7-1nt-2s-2D/',
    ]) {
      expect(notFoundHelp(p, index), p).toEqual({ kind: 'none' });
    }
  });
});
