import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compoundMatcher,
  fewRulingsFirst,
  hitsFromFragment,
  NAMED_FACTOR,
  namesQuery,
  normalWord,
  queryTerms,
  results,
  termMatcher,
  type FragmentLike,
  type Hit,
  type SiteTexts,
} from '../../../src/apps/search/hits';

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
      loc(at('partner', b2)),
      loc(at('must', b2)),
      loc(at('pass', b2)),
      loc(at('must', b3)),
      loc(at('partner', b3)),
      loc(at('must', at('partner', b3))),
      loc(at('pass', b3)),
      loc(1, 50, 7), // "27" in the title, matched by prefix only
    ],
  };
}

/** A guide made of passages: one named "COMPARABLE CALL", one that only uses the words, as often. */
function guidePage(): FragmentLike {
  const content = 'COMPARABLE CALL a comparable call is one CALL OUT OF TURN a comparable call may be made';
  const words = content.split(' ');
  const second = words.indexOf('OUT') - 1; // "CALL OUT OF TURN"
  const loc = (l: number) => ({ location: l, balanced_score: 100, weight: 1 });
  const at = (w: string, from: number) => words.findIndex((x, i) => i >= from && x.toLowerCase() === w);
  return {
    url: '/guidance/comparable-calls/',
    content,
    meta: { kind: 'guidance', title: 'Director guide', sections: 'yes' },
    filters: { kind: ['guidance'], document: ['Director guide'] },
    anchors: [
      { element: 'section', id: 'comparable-call', location: 0, title: 'COMPARABLE CALL' },
      { element: 'section', id: 'call-out-of-turn', location: second, title: 'CALL OUT OF TURN' },
    ],
    weighted_locations: [
      loc(at('comparable', 0)),
      loc(at('call', 0)),
      loc(at('comparable', second)),
      loc(at('call', second + 4)),
    ],
  };
}

describe('a section named by the query', () => {
  it('is where the thing is defined: it counts NAMED_FACTOR times the section that only uses the words', () => {
    const hits = hitsFromFragment(guidePage(), 'comparable call');
    const named = hits.find((h) => h.url.endsWith('#comparable-call'))!;
    const using = hits.find((h) => h.url.endsWith('#call-out-of-turn'))!;
    expect(named.score).toBeCloseTo(using.score * NAMED_FACTOR);
    expect(NAMED_FACTOR).toBeGreaterThan(1);
  });

  it('means every word of the name is a query word and every query word is in the name, in any form, any case', () => {
    const check = (name: string, query: string) => namesQuery(name, new Set(queryTerms(query)), compoundMatcher(query));
    expect(check('COMPARABLE CALL', 'comparable call')).toBe(true);
    expect(check('COMPARABLE CALL', 'Comparable Calls')).toBe(true);
    expect(check('COMPARABLE CALL', 'comparable')).toBe(false);
    expect(check('CALL OUT OF ROTATION (NOT ACCEPTED BY LHO)', 'call out of rotation')).toBe(false);
    expect(check('Law 27B1(b) (2017)', 'comparable call')).toBe(false);
    expect(check('', 'comparable call')).toBe(false);
  });

  it('is named by a question as by its bare words: the stop words of the question are not needed in the name', () => {
    const check = (name: string, query: string) => namesQuery(name, new Set(queryTerms(query)), compoundMatcher(query));
    expect(check('COMPARABLE CALL', 'what is a comparable call')).toBe(true);
    expect(check('COMPARABLE CALL', 'What does comparable call mean?')).toBe(false); // "mean" is a topic word
    expect(check('LEAD PENALTIES', 'what are the lead penalties')).toBe(true);
    expect(check('CALL OUT OF ROTATION', 'when is a call out of rotation')).toBe(true);
    expect(check('COMPARABLE CALL', 'what is a comparable double')).toBe(false);
    expect(check('COMPARABLE CALL', 'what is it')).toBe(false);
  });

  it('scores a question as its bare words: a section is not worse for lacking "what is a"', () => {
    const bare = hitsFromFragment(guidePage(), 'comparable call').map((h) => [h.url, h.coverage]);
    const asked = hitsFromFragment(guidePage(), 'what is a comparable call').map((h) => [h.url, h.coverage]);
    expect(asked).toEqual(bare);
    expect(asked.length).toBeGreaterThan(0);
  });
});

describe('hits from a Pagefind fragment', () => {
  it('groups matches by the section that holds them and cites the clause', () => {
    const hits = hitsFromFragment(lawPage(), 'partner must pass');
    expect(hits.map((h) => h.url).sort()).toEqual(['/laws/27/2017/#B2', '/laws/27/2017/#B3']);
    expect(hits.find((h) => h.url.endsWith('#B2'))?.citation).toBe('Law 27B2 (2017)');
  });

  it('ranks the clause with the phrase above one with the same words apart', () => {
    const [first, second] = results(hitsFromFragment(lawPage(), 'partner must pass'), site);
    expect(first?.url).toBe('/laws/27/2017/#B2');
    expect(second?.url).toBe('/laws/27/2017/#B3');
    expect(first!.score).toBeGreaterThan(second!.score);
  });

  it('marks the matched words in the excerpt and escapes the rest', () => {
    const hit = hitsFromFragment(lawPage(), 'partner must pass').find((h) => h.url.endsWith('#B2'))!;
    expect(hit.excerpt).toContain('<mark>partner</mark> <mark>must</mark> <mark>pass</mark>');
    expect(hit.excerpt).toContain('offender&#39;s'.replace('&#39;', "'"));
    const evil = { ...lawPage(), content: lawPage().content.replace('offender', '<script>x</script>') };
    expect(
      hitsFromFragment(evil, 'partner')
        .map((h) => h.excerpt)
        .join(''),
    ).not.toContain('<script>');
  });

  it('writes the excerpt of a result, and only when it is asked for', () => {
    const [first] = results(hitsFromFragment(lawPage(), 'partner must pass'), site);
    expect(first?.excerpt).toContain('<mark>partner</mark> <mark>must</mark> <mark>pass</mark>');
    expect(Object.keys(first ?? {})).not.toContain('excerpt');
  });

  it('treats a page without sections as one result', () => {
    const page = { ...lawPage(), meta: { ...lawPage().meta, sections: '' }, url: '/examples/x/' };
    expect(hitsFromFragment(page, 'partner must pass').map((h) => h.url)).toEqual(['/examples/x/']);
  });

  it('never throws and never scores below zero, whatever Pagefind returns', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 40 }),
        fc.array(
          fc.record({
            location: fc.integer({ min: 0, max: 60 }),
            balanced_score: fc.float({ min: 0, max: 1e5, noNaN: true }),
            weight: fc.integer({ min: 0, max: 10 }),
          }),
          { maxLength: 20 },
        ),
        fc.array(
          fc.record({
            element: fc.constantFrom('section', 'h2', 'div'),
            id: fc.string({ maxLength: 4 }),
            location: fc.integer({ min: 0, max: 60 }),
          }),
          { maxLength: 6 },
        ),
        fc.string({ maxLength: 30 }),
        (words, weighted_locations, anchors, query) => {
          const f: FragmentLike = {
            url: '/p/',
            content: words.join(' '),
            meta: { sections: 'yes' },
            filters: {},
            anchors,
            weighted_locations,
          };
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

/** The site as the search box knows it: three texts, 2017 current; the footnote only in the older two. */
const site: SiteTexts = {
  editions: [
    { id: '2007', short: '2007' },
    { id: '2008-03', short: 'March 2008' },
    { id: '2017', short: '2017' },
  ],
  current: '2017',
  laws: { '27': { '2007': ['B2', 'B3', 'footnote'], '2008-03': ['B2', 'B3', 'footnote'], '2017': ['B2', 'B3'] } },
};

/** A hit on clause `id` of the law text of `edition`. */
function textHit(edition: string, id: string, score: number, coverage = 1): Hit {
  return {
    url: `/laws/27/${edition}/#${id}`,
    citation: `Law 27${id} (${edition})`,
    kind: 'law text',
    editions: [edition],
    document: `Law 27 (${edition})`,
    clause: { law: 27, id },
    excerpt: '',
    score,
    coverage,
  };
}

describe('one result per clause', () => {
  const passage: Hit = {
    ...textHit('2017', 'B2', 10),
    url: '/guidance/g/#p',
    kind: 'guidance',
    clause: null,
    citation: 'A passage',
  };

  it('makes the texts of a clause one result, linking to the current text, with the others as small links', () => {
    const rs = results(
      [textHit('2007', 'B2', 100), textHit('2008-03', 'B2', 100), textHit('2017', 'B2', 95), passage],
      site,
    );
    expect(rs.map((r) => r.url)).toEqual(['/laws/27/2017/#B2', '/guidance/g/#p']);
    expect(rs[0]?.status).toBe('current');
    expect(rs[0]?.also).toEqual([
      { label: '2007', url: '/laws/27/2007/#B2', current: false },
      { label: 'March 2008', url: '/laws/27/2008-03/#B2', current: false },
    ]);
    expect(rs[0]?.score).toBe(100);
  });

  it('links to another text when the current one matched far worse (the words changed)', () => {
    const [r] = results([textHit('2007', 'B2', 100), textHit('2017', 'B2', 20)], site);
    expect(r?.url).toBe('/laws/27/2007/#B2');
    expect(r?.status).toBe('superseded');
    expect(r?.also.find((a) => a.current)).toEqual({ label: '2017', url: '/laws/27/2017/#B2', current: true });
  });

  it('leads a clause that is in no current text to the newest text that has it', () => {
    const [r] = results([textHit('2007', 'footnote', 50), textHit('2008-03', 'footnote', 50)], site);
    expect(r?.url).toBe('/laws/27/2008-03/#footnote');
    expect(r?.also.map((a) => a.label)).toEqual(['2007']);
  });

  it('follows an edition filter: with only 2007 hits, the result is the 2007 text', () => {
    const rs = results([textHit('2007', 'B2', 100), textHit('2007', 'B3', 80)], site);
    expect(rs.map((r) => r.url)).toEqual(['/laws/27/2007/#B2', '/laws/27/2007/#B3']);
    expect(rs[0]?.also.map((a) => `${a.label}${a.current ? ' (current)' : ''}`)).toEqual([
      'March 2008',
      '2017 (current)',
    ]);
  });

  it('folds comparisons of a clause into its result; alone, they are one result with the other comparisons as small links', () => {
    const compare = (a: string, b: string, score: number): Hit => ({
      ...textHit(b, 'B2', score),
      url: `/laws/27/compare/${a}...${b}/#B2`,
      kind: 'comparison',
      editions: [a, b],
    });
    expect(results([textHit('2017', 'B2', 50), compare('2008-03', '2017', 60)], site).map((r) => r.url)).toEqual([
      '/laws/27/2017/#B2',
    ]);
    const [r] = results([compare('2007', '2008-03', 60), compare('2008-03', '2017', 60)], site);
    expect(r?.url).toBe('/laws/27/compare/2008-03...2017/#B2');
    expect(r?.also).toEqual([
      { label: '2007 → March 2008', url: '/laws/27/compare/2007...2008-03/#B2', current: false },
    ]);
  });

  it('leaves out results with well under the best share of the query words', () => {
    const rs = results(
      [textHit('2017', 'B2', 100, 1), textHit('2017', 'B3', 90, 0.25), { ...passage, score: 0 }],
      site,
    );
    expect(rs.map((r) => r.url)).toEqual(['/laws/27/2017/#B2']);
  });

  it('never lists a clause twice, whatever the hits', () => {
    const editions = ['2007', '2008-03', '2017'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            e: fc.constantFrom(...editions),
            id: fc.constantFrom('B2', 'B3', 'footnote'),
            score: fc.float({ min: 0, max: 1e6, noNaN: true }),
            coverage: fc.float({ min: 0, max: 1, noNaN: true }),
          }),
          { maxLength: 20 },
        ),
        (hs) => {
          const rs = results(
            hs.map((h) => textHit(h.e, h.id, h.score, h.coverage)),
            site,
          );
          const clauses = rs.map((r) => r.clause?.id);
          expect(new Set(clauses).size).toBe(clauses.length);
          for (const r of rs) expect(r.also.map((a) => a.url)).not.toContain(r.url);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('words of the query', () => {
  it('counts a word with another ending as the query word, not a longer word it begins', () => {
    const term = termMatcher('lead penalty passes of');
    expect(term('Penalties,')).toBe('penalty');
    expect(term('pass')).toBe('passes');
    expect(term('offender')).toBeUndefined();
    expect(term('of')).toBe('of');
  });

  it('names a passage by its data-pagefind-title', () => {
    const page: FragmentLike = {
      ...lawPage(),
      url: '/guidance/g/',
      meta: { kind: 'guidance', title: 'A guide', sections: 'yes' },
      anchors: lawPage().anchors.map((a) => (a.id === 'B2' ? { ...a, id: 'lead', title: 'LEAD PENALTIES' } : a)),
    };
    expect(hitsFromFragment(page, 'partner must pass').find((h) => h.url.endsWith('#lead'))?.citation).toBe(
      'LEAD PENALTIES',
    );
  });
});

describe('hyphenated words', () => {
  /** A guidance page: one passage that says "a Lebensohl-type 2NT … four-card suit", one that says "four" and "card" apart. */
  function compounds(): FragmentLike {
    const content =
      'Guide p1 West plays a Lebensohl-type 2NT asking for a four-card suit p2 the four of them hold a card';
    const words = content.split(' ');
    const loc = (w: string, from = 0) => ({ location: words.indexOf(w, from), balanced_score: 100, weight: 5 });
    const p2 = words.indexOf('p2');
    return {
      url: '/guidance/g/',
      content,
      meta: { kind: 'guidance', title: 'Guide', sections: 'yes' },
      filters: { kind: ['guidance'] },
      anchors: [
        { element: 'section', id: 'p1', location: 1 },
        { element: 'section', id: 'p2', location: p2 },
      ],
      // What Pagefind reports: it indexes a hyphenated word by its parts as well as whole.
      weighted_locations: [loc('Lebensohl-type'), loc('four-card'), loc('four', p2), loc('card', p2)],
    };
  }
  const best = (q: string) => {
    const hs = hitsFromFragment(compounds(), q).sort((a, b) => b.score - a.score);
    return {
      url: hs[0]?.url,
      coverage: hs[0]?.coverage,
      excerpt: hs[0]?.excerpt ?? '',
      urls: hs.filter((h) => h.score > 0).map((h) => h.url),
    };
  };

  it('finds a compound by one part, the parts apart, the parts joined and whole', () => {
    for (const q of ['Lebensohl', 'lebensohl type', 'Lebensohl-type', 'lebensohltype', 'type']) {
      expect(best(q), q).toMatchObject({ url: '/guidance/g/#p1', coverage: 1 });
    }
    expect(best('Lebensohl').excerpt).toContain('<mark>Lebensohl-type</mark>');
  });

  it('ranks the compound above the same words far apart, for the parts written apart or hyphenated', () => {
    for (const q of ['four card', 'four-card', 'fourcard']) expect(best(q).url, q).toBe('/guidance/g/#p1');
    const parts = hitsFromFragment(compounds(), 'four card');
    const [p1, p2] = ['#p1', '#p2'].map((id) => parts.find((h) => h.url.endsWith(id))?.score ?? 0);
    expect(p1).toBeGreaterThan(p2 ?? 0);
  });

  it('reads a hyphenated query word as its parts', () => {
    expect(queryTerms('Non-offending “side”')).toEqual(['non', 'offending', 'side']);
    const match = compoundMatcher('non offending');
    expect(match('Non-offending')).toEqual({
      slots: 2,
      matches: [
        { term: 'non', slot: 0 },
        { term: 'offending', slot: 1 },
      ],
    });
    expect(compoundMatcher('nonoffending')('non-offending').matches.map((m) => m.slot)).toEqual([0, 1]);
    expect(compoundMatcher('offending')('offender').matches).toEqual([]);
  });
});

describe('published rulings among the first results', () => {
  const ruling = (id: string, score: number): Hit => ({
    ...textHit('2017', 'B2', score),
    url: `/precedents/${id}/`,
    kind: 'precedent',
    clause: null,
    citation: id,
  });
  const passage = (id: string, score: number): Hit => ({
    ...ruling(id, score),
    url: `/guidance/g/#${id}`,
    kind: 'guidance',
  });
  const urls = (hits: Hit[]) => results(hits, site).map((r) => r.url.replace(/^\/(precedents|guidance\/g)\/#?/, ''));

  it('hold at most one of the first three places while texts also matched; the rest keep their order after them', () => {
    // Scores before the rulings' quarter: rulings 4000, 3600, 3200 → 1000, 900, 800 against passages 700 and 600.
    const hits = [ruling('a', 4000), ruling('b', 3600), ruling('c', 3200), passage('x', 700), passage('y', 600)];
    expect(urls(hits)).toEqual(['a/', 'x', 'y', 'b/', 'c/']);
    expect(urls([ruling('a', 4000), passage('x', 700), ruling('b', 3600)])).toEqual(['a/', 'x', 'b/']);
  });

  it('change nothing when texts lead, or when only rulings matched', () => {
    expect(urls([passage('x', 700), passage('y', 600), ruling('a', 400), ruling('b', 360)])).toEqual([
      'x',
      'y',
      'a/',
      'b/',
    ]);
    expect(urls([ruling('a', 4000), ruling('b', 3600), ruling('c', 3200), ruling('d', 100)])).toEqual([
      'a/',
      'b/',
      'c/',
      'd/',
    ]);
  });

  it('keep every result exactly once, whatever the mix', () => {
    const mix = ['p', 'g', 'p', 'p', 'g', 'p', 'g'].map((k, i) =>
      k === 'p' ? ruling(`r${i}`, 1000 - i * 10) : passage(`t${i}`, 250 - i),
    );
    const out = fewRulingsFirst(mix);
    expect([...out].sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      [...mix].sort((a, b) => a.url.localeCompare(b.url)),
    );
    expect(out.slice(0, 3).filter((h) => h.kind === 'precedent')).toHaveLength(1);
  });
});
