import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hitsFromFragment, normalWord, rankHits, type FragmentLike } from '../../../src/components/search/hits';

/** A law page: title words, then sections B2 and B3, each with its words. */
function lawPage(): FragmentLike {
  const content = [
    'LAW 27 INSUFFICIENT BID', // 0-3, before any section
    "2. except as provided in B1 above the offender's partner must pass whenever it is his turn", // B2 at 4
    '3. the offender must replace it and his partner must then pass whenever it is his turn', // B3 at 21
  ].join(' ');
  const words = content.split(' ');
  const at = (w: string, from: number) => words.indexOf(w, from);
  const b2 = 4;
  const b3 = words.indexOf('3.');
  const loc = (l: number, score = 100, weight = 10) => ({ location: l, balanced_score: score, weight });
  return {
    url: '/laws/27/2017/',
    content,
    meta: { kind: 'law text', law: '27', edition: '2017', title: 'Law 27 (2017)', sections: 'yes' },
    filters: { kind: ['law text'], edition: ['2017'], document: ['Law 27 (2017)'] },
    anchors: [
      { element: 'section', id: 'B2', location: b2 },
      { element: 'section', id: 'B3', location: b3 },
      { element: 'h1', id: 'top', location: 0 },
    ],
    weighted_locations: [
      loc(at('partner', b2)), loc(at('must', b2)), loc(at('pass', b2)),
      loc(at('must', b3)), loc(at('partner', b3)), loc(at('must', at('partner', b3))), loc(at('pass', b3)),
      loc(1, 50, 7), // "27" in the title, matched by prefix only
    ],
  };
}

describe('hits from a Pagefind fragment', () => {
  it('groups matches by the section that holds them and cites the clause', () => {
    const hits = hitsFromFragment(lawPage(), 'partner must pass');
    expect(hits.map((h) => h.url).sort()).toEqual(['/laws/27/2017/#B2', '/laws/27/2017/#B3']);
    expect(hits.find((h) => h.url.endsWith('#B2'))?.citation).toBe('Law 27B2 (2017)');
  });

  it('ranks the clause with the phrase above one with the same words apart', () => {
    const [first, second] = rankHits(hitsFromFragment(lawPage(), 'partner must pass'));
    expect(first?.url).toBe('/laws/27/2017/#B2');
    expect(second?.url).toBe('/laws/27/2017/#B3');
    expect(first!.score).toBeGreaterThan(second!.score);
  });

  it('marks the matched words in the excerpt and escapes the rest', () => {
    const hit = hitsFromFragment(lawPage(), 'partner must pass').find((h) => h.url.endsWith('#B2'))!;
    expect(hit.excerpt).toContain('<mark>partner</mark> <mark>must</mark> <mark>pass</mark>');
    expect(hit.excerpt).toContain('offender&#39;s'.replace('&#39;', "'"));
    const evil = { ...lawPage(), content: lawPage().content.replace('offender', '<script>x</script>') };
    expect(hitsFromFragment(evil, 'partner').map((h) => h.excerpt).join('')).not.toContain('<script>');
  });

  it('treats a page without sections as one result', () => {
    const page = { ...lawPage(), meta: { ...lawPage().meta, sections: '' }, url: '/examples/x/' };
    expect(hitsFromFragment(page, 'partner must pass').map((h) => h.url)).toEqual(['/examples/x/']);
  });

  it('never throws and never scores below zero, whatever Pagefind returns', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 40 }),
        fc.array(fc.record({ location: fc.integer({ min: 0, max: 60 }), balanced_score: fc.float({ min: 0, max: 1e5, noNaN: true }), weight: fc.integer({ min: 0, max: 10 }) }), { maxLength: 20 }),
        fc.array(fc.record({ element: fc.constantFrom('section', 'h2', 'div'), id: fc.string({ maxLength: 4 }), location: fc.integer({ min: 0, max: 60 }) }), { maxLength: 6 }),
        fc.string({ maxLength: 30 }),
        (words, weighted_locations, anchors, query) => {
          const f: FragmentLike = { url: '/p/', content: words.join(' '), meta: { sections: 'yes' }, filters: {}, anchors, weighted_locations };
          for (const h of hitsFromFragment(f, query)) expect(h.score).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('compares words blind to case and punctuation', () => {
    expect(normalWord('“Partner,')).toBe('partner');
    expect(normalWord('offender’s')).toBe("offender's");
  });
});
