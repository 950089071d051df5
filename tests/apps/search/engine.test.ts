/**
 * Reading Pagefind's pages: Pagefind keeps one object per page and writes
 * each search's matches into it when the page is read, so reads of one page
 * by two searches at once must not see each other's matches.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../../src/apps/search/engine';
import type { FragmentLike } from '../../../src/apps/search/hits';

/** Pagefind's way: one shared object per page; `data()` awaits the load, then writes this search's matches into it. */
function pagefindLike() {
  const shared: FragmentLike = {
    url: '/p/',
    content: 'a b c',
    meta: {},
    filters: {},
    anchors: [],
    weighted_locations: [],
  };
  const loaded = Promise.resolve(shared);
  return (location: number) => ({
    id: 'page',
    score: 1,
    async data() {
      const page = await loaded;
      page.weighted_locations = [{ location, balanced_score: 1, weight: 1 }];
      return await Promise.resolve(page);
    },
  });
}

describe('reading a page for two searches at once', () => {
  it('mixes their matches up when read directly (what readPage guards against)', async () => {
    const result = pagefindLike();
    const [a, b] = [result(0), result(2)];
    const [pa] = await Promise.all([a.data().then((p) => p.weighted_locations[0]?.location), b.data()]);
    expect(pa).toBe(2);
  });

  it('gives each search its own matches', async () => {
    const result = pagefindLike();
    const pages = await Promise.all([0, 2, 1].map((l) => readPage(result(l))));
    expect(pages.map((p) => p.weighted_locations[0]?.location)).toEqual([0, 2, 1]);
  });
});
