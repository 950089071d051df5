/**
 * Clause pages, guidance pages, the law index and stub pages as built.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { flatten } from '../../src/model/law-text';
import { annotationsOf, lawIndex } from '../../src/derive/annotations';
import { readPage, select, selectAll, toText } from './site';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const law = corpus.laws.find((l) => l.number === 27)!;
const clauseIds = [...new Set(law.texts.flatMap((t) => flatten(t.clauses).map((c) => c.id)))];
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('clause pages', () => {
  it.each(clauseIds)('/laws/27/%s/ shows the words in each text and all guidance about the clause', (id) => {
    const page = readPage(`/laws/27/${id}/`);
    const texts = selectAll('.clause-in-edition', page);
    expect(texts.map((t) => t.properties['dataEdition'])).toEqual(['2017', '2008-03', '2007']);
    for (const t of law.texts) {
      const section = select(`.clause-in-edition[data-edition="${t.edition}"]`, page)!;
      const has = flatten(t.clauses).some((c) => c.id === id);
      if (has) {
        expect(select(`a[href="/laws/27/${t.edition}/#${id}"]`, section)).toBeDefined();
        // the edition as readers write it: "(March 2008)", not its id "(2008-03)"
        const short = corpus.editions.find((e) => e.id === t.edition)!.short;
        expect(select('[data-copy-citation]', section)?.properties['dataCitation']).toBe(
          `Law ${flatten(t.clauses).find((c) => c.id === id)!.label} (${short})`,
        );
      } else expect(toText(section)).toMatch(/Not in the/);
    }
    const quoted = selectAll('.passage-quote', page).map(
      (q) => `${q.properties['dataDocument']}#${q.properties['dataPassage']}`,
    );
    // Grouped by document: the same passages, each once.
    expect([...quoted].sort()).toEqual(
      annotationsOf(corpus, 27, id)
        .map((a) => `${a.document.id}#${a.passage.id}`)
        .sort(),
    );
  });

  it('B1(b): the Zone 7 guidance carries the staleness note for 2017 once, the 2017 guide none', () => {
    const page = readPage('/laws/27/B1b/');
    const zone7 = select('.guidance-group[data-document="zone7-2008"]', page)!;
    // With the knowledge base's verdicts on the passages counted beside it (content/assessments/zone7-2008.yaml).
    expect(selectAll('.stale-flag', zone7).map((f) => norm(toText(f)))).toEqual([
      expect.stringMatching(
        /^Written for the March 2008 text; this clause changed in 2017\. Our notes on its passages: \d+ still hold, \d+ hold in part\. See what changed$/,
      ),
    ]);
    // The words from March 2008 to 2017 are on this page, just below the text in force: the note points there.
    expect(select('.stale-flag a', zone7)?.properties['href']).toBe('#change-h');
    expect(norm(toText(select('#change-h', page)!))).toBe('What changed from March 2008 to 2017');
    expect(selectAll('.passage-quote', zone7).length).toBeGreaterThan(1);
    expect(selectAll('.stale-flag', page)).toHaveLength(1);
    const guide = select('.guidance-group[data-document="comparable-calls"]', page)!;
    expect(select('.stale-flag', guide)).toBeUndefined();
    expect(
      select(
        '.passage-quote[data-passage="comparable-call"] a[href="/guidance/comparable-calls/#comparable-call"]',
        guide,
      ),
    ).toBeDefined();
  });

  it('B1(b): passages are collapsed to their title and first words, each with its own address', () => {
    const page = readPage('/laws/27/B1b/');
    const quote = select('details.passage-quote[data-passage="law-27b1b"]', page)!;
    expect(quote.properties['open']).toBeUndefined();
    expect(quote.properties['id']).toBe('zone7-2008-law-27b1b');
    // Its words arrive from its guidance page when it is opened; the page carries the address and a link there.
    expect(quote.properties['dataPassageSrc']).toBe('/guidance/zone7-2008/#law-27b1b');
    expect(select('.passage-body', quote)).toBeUndefined();
    expect(select('.quote-source a', quote)?.properties['href']).toBe('/guidance/zone7-2008/#law-27b1b');
    expect(norm(toText(select('summary .q-title', quote)!))).toBe('Law 27B1(b)');
    expect(norm(toText(select('summary .q-lead', quote)!))).toMatch(
      /^Corrected with a call that has the same, or more precise meaning\./,
    );
  });

  it('B1(b): the text in force leads, with what changed from March 2008 right below it', () => {
    const page = readPage('/laws/27/B1b/');
    const main = select('main', page)!;
    const order = selectAll('.clause-in-edition.leading, .clause-history, .clause-change, #guidance', main).map((e) =>
      e.properties['id'] === 'guidance' ? 'guidance' : (e.properties['className'] as string[]).join(' '),
    );
    expect(order).toEqual(['clause-in-edition leading', 'clause-history', 'clause-change', 'guidance']);
    const change = select('.clause-change', page)!;
    expect(norm(toText(select('h2', change)!))).toBe('What changed from March 2008 to 2017');
    expect(selectAll('.redline ins', change).length).toBeGreaterThan(0);
    expect(selectAll('.sidebyside .side', change)).toHaveLength(2);
    expect(selectAll('details.clause-in-edition', page).map((d) => d.properties['id'])).toEqual([
      'w-2008-03',
      'w-2007',
    ]);
  });

  it('B1(b): its history, one line per text, each change one click from its comparison', () => {
    const page = readPage('/laws/27/B1b/');
    const steps = selectAll('.clause-history li', page);
    expect(steps.map((li) => norm(toText(li)))).toEqual([
      '2007: first text',
      'March 2008: unchanged',
      '2017 (in force): changed in substance',
    ]);
    expect(steps.map((li) => select('a.step', li)?.properties['href'] ?? null)).toEqual([
      null,
      '/laws/27/compare/2007...2008-03/#B1b',
      '/laws/27/compare/2008-03...2017/#B1b',
    ]);
    // Each text's name leads to the clause in that text, on this page.
    for (const li of steps) expect(select(String(select('a', li)?.properties['href']), page)).toBeDefined();
    expect(select('.clause-history li[aria-current="true"]', page)?.properties['dataEdition']).toBe('2017');
  });

  it('B1(b): guidance written for a text the clause has since changed in is folded behind its staleness note; current guidance is not', () => {
    const page = readPage('/laws/27/B1b/');
    const folded = select('.guidance-group[data-document="zone7-2008"] details.guidance-passages', page)!;
    expect(folded.properties['open']).toBeUndefined();
    expect(norm(toText(select('summary', folded)!))).toBe('Its 11 passages (7 on 27B1(b), 4 on 27B1)');
    expect(selectAll('.passage-quote', folded)).toHaveLength(11);
    expect(select('.guidance-group[data-document="comparable-calls"] details.guidance-passages', page)).toBeUndefined();
    expect(
      selectAll('.guidance-group[data-document="comparable-calls"] > .passage-quote', page).length,
    ).toBeGreaterThan(0);
  });

  it('B1(b): every count of its guidance counts the same passages, those the page shows, and says which clauses they are on', () => {
    const page = readPage('/laws/27/B1b/');
    const shown = selectAll('.passage-quote', page).length;
    expect(shown).toBe(annotationsOf(corpus, 27, 'B1b').length);
    expect(norm(toText(select('.clause-page-head .meta', page)!))).toContain(
      `${shown} guidance passages (11 on 27B1(b), 4 on 27B1).`,
    );
    // each document's count, and the counts add up to the page's
    const groups = selectAll('.guidance-group', page).map((g) => ({
      n: selectAll('.passage-quote', g).length,
      meta: norm(toText(select('.meta', g)!)),
    }));
    expect(groups.map((g) => g.meta.replace(/^.*· /, ''))).toEqual([
      '4 passages about 27B1(b)',
      '11 passages (7 on 27B1(b), 4 on 27B1)',
    ]);
    expect(groups.reduce((sum, g) => sum + g.n, 0)).toBe(shown);
    // the clause's menu on the full text and the law overview count the same passages
    expect(norm(toText(select('.clause-tools[data-for="B1b"] a.clause-page', readPage('/laws/27/2017/'))!))).toBe(
      `Every text, with ${shown} guidance passages`,
    );
    const overview = selectAll('.clause-index li', readPage('/laws/27/')).find((li) =>
      select('a[href="/laws/27/B1b/"]', li),
    );
    expect(norm(toText(overview!))).toMatch(new RegExp(`· ${shown} guidance passages$`));
  });

  it('every clause: the menu, the overview and the clause page give the same count of guidance passages', () => {
    const edition = readPage('/laws/27/2017/');
    const overview = readPage('/laws/27/');
    for (const id of clauseIds) {
      const shown = selectAll('.passage-quote', readPage(`/laws/27/${id}/`)).length;
      const menu = select(`.clause-tools[data-for="${id}"] a.clause-page`, edition);
      if (menu)
        expect(norm(toText(menu)), id).toBe(
          shown === 0
            ? 'Every text of this clause'
            : `Every text, with ${shown} guidance passage${shown === 1 ? '' : 's'}`,
        );
      const line = selectAll('.clause-index li', overview).find((li) => select(`a[href="/laws/27/${id}/"]`, li));
      const counted = /· (\d+) guidance passages?$/.exec(norm(toText(line!)))?.[1];
      expect(Number(counted ?? 0), id).toBe(shown);
    }
  });

  it('B1(b): examples grouped by the document they come from, one line each', () => {
    const page = readPage('/laws/27/B1b/');
    expect(selectAll('#examples .example-from', page).map((p) => norm(toText(p)))).toEqual([
      'From the Director guide (2017 Laws), written for the 2017 text:',
      'From the Zone 7 slides (2008), written for the March 2008 text:',
    ]);
    expect(selectAll('#examples .example-list > li', page)).toHaveLength(8);
  });

  it('B1(b): a clause citing it in the same words in every text is listed once, with the texts', () => {
    const cited = selectAll('.clause-refs ul', readPage('/laws/27/B1b/'))[1]!;
    expect(selectAll('li', cited).map((li) => norm(toText(li)))).toEqual([
      'Law 27B3 (2007, March 2008, 2017: “B1(b) above”)',
    ]);
  });

  it('B1(a): the Zone 7 guidance is flagged too; D (a comma added in 2017) is not', () => {
    expect(select('.guidance-group[data-document="zone7-2008"] .stale-flag', readPage('/laws/27/B1a/'))).toBeDefined();
    expect(select('.stale-flag', readPage('/laws/27/D/'))).toBeUndefined();
  });

  it('lists what a clause cites and what cites it', () => {
    const b3 = readPage('/laws/27/B3/');
    const text = norm(toText(b3));
    expect(text).toMatch(/What it cites/);
    expect(selectAll('a[href="/laws/27/B1b/"]', b3).length).toBeGreaterThan(0); // "except as provided in B1(b) above"
    expect(selectAll('a[href="/laws/27/B4/"]', b3).length).toBeGreaterThan(0); // B4: "rules as in 3"
  });
});

describe('guidance pages', () => {
  for (const doc of corpus.guidance) {
    it(`/guidance/${doc.id}/ has every passage with its anchor, and each annotated passage links to its clauses`, () => {
      const page = readPage(`/guidance/${doc.id}/`);
      expect(selectAll('section.passage', page).map((s) => s.properties['id'])).toEqual(doc.passages.map((p) => p.id));
      for (const p of doc.passages) {
        const links = selectAll(`section[id="${p.id}"] .explains a:not(.stale-mark)`, page).map((a) =>
          String(a.properties['href']),
        );
        expect(links).toEqual(p.annotates.map((a) => (a.clause ? `/laws/${a.law}/${a.clause}/` : `/laws/${a.law}/`)));
      }
    });
  }

  it('every law reference in the guidance is a link', () => {
    const page = readPage('/guidance/zone7-2008/');
    const links = selectAll('.passage-body a.lawref-link', page);
    expect(links.length).toBe(
      corpus.guidance.find((d) => d.id === 'zone7-2008')!.passages.reduce((n, p) => n + p.mentions.length, 0),
    );
    expect(String(select('section[id="law-27b1a"] h2 a', page)?.properties['href'])).toBe('/laws/27/B1a/');
    expect(String(select('section[id="law-12c1c"] h2 a', page)?.properties['href'])).toBe('/laws/12/#C1c');
  });

  it('gives suit symbols a text alternative', () => {
    const suits = selectAll('.passage-body .suit', readPage('/guidance/zone7-2008/'));
    expect(suits.length).toBeGreaterThan(20);
    for (const s of suits) expect(['clubs', 'diamonds', 'hearts', 'spades']).toContain(s.properties['ariaLabel']);
  });
});

describe('the law index and the stub pages', () => {
  const index = lawIndex(corpus);

  it('/laws/ lists every law the corpus has or mentions', () => {
    const listed = selectAll('.law-index li', readPage('/laws/')).map((li) => Number(li.properties['dataLaw']));
    expect(listed).toEqual(index.map((e) => e.law));
  });

  it('each stub page lists every link to that law found anywhere in the site’s texts and guidance', () => {
    // Count the links to each law in the rendered law texts and guidance, independently of the mention index.
    const pages = [
      ...law.texts.map((t) => `/laws/27/${t.edition}/`),
      ...corpus.guidance.map((d) => `/guidance/${d.id}/`),
    ];
    const counts = new Map<number, number>();
    for (const p of pages) {
      for (const a of selectAll('.law-words a.lawref, .passage-body a.lawref-link', readPage(p))) {
        const m = /^\/laws\/(\d+)\//.exec(String(a.properties['href']));
        if (m && Number(m[1]) !== 27) counts.set(Number(m[1]), (counts.get(Number(m[1])) ?? 0) + 1);
      }
    }
    for (const e of index.filter((x) => !x.inCorpus)) {
      const page = readPage(`/laws/${e.law}/`);
      expect(toText(select('h1', page)!)).toBe(`Law ${e.law}`);
      expect(toText(page)).toMatch(/is not in this knowledge base/);
      expect(selectAll('.mention-group li', page).length, `Law ${e.law}`).toBe(counts.get(e.law) ?? 0);
    }
  });

  it('Law 12 gathers its mentions by clause', () => {
    const headings = selectAll('.mention-group h2', readPage('/laws/12/')).map((h) => toText(h));
    for (const c of ['Law 12A1', 'Law 12B', 'Law 12C1(b)', 'Law 12C1(c)', 'Law 12C1(d)', 'Law 12C1(e)', 'Law 12C2'])
      expect(headings).toContain(c);
  });
});

describe('data', () => {
  it('publishes every annotation with its clause, document, edition and position', async () => {
    const { readJson } = await import('./site');
    const data = readJson('/data/annotations.json') as {
      annotations: { clause: string; document: string; edition: string; passage: string; position: number }[];
    };
    const expected = corpus.guidance.flatMap((d) =>
      d.passages.flatMap((p) => p.annotates.map(() => `${d.id}#${p.id}`)),
    );
    expect(data.annotations.map((a) => `${a.document}#${a.passage}`)).toEqual(expected);
    expect(data.annotations.find((a) => a.passage === 'law-27b1b')).toMatchObject({
      clause: 'B1b',
      document: 'zone7-2008',
      edition: '2008-03',
    });
  });
});

describe('the adjusted-score calculator is linked where directors need it', () => {
  it('from the 27D clause page, the Law 12 stub page and every Zone 7 Part II passage', () => {
    const href = '/tools/adjusted-score/';
    expect(selectAll(`.tool-link a[href="${href}"]`, readPage('/laws/27/D/'))).toHaveLength(1);
    expect(selectAll(`.tool-link a[href="${href}"]`, readPage('/laws/12/'))).toHaveLength(1);
    const zone7 = readPage('/guidance/zone7-2008/');
    const part2 = corpus.guidance
      .find((d) => d.id === 'zone7-2008')!
      .passages.filter((p) => p.topics.includes('adjusted-score'));
    expect(part2.map((p) => p.id)).toEqual(
      expect.arrayContaining(['law-12c1c-example', 'law-12c1c-computer-entry', 'law-12c1c-teams-example', 'law-12c1d']),
    );
    for (const p of part2)
      expect(select(`section[id="${p.id}"] .tool-link a[href="${href}"]`, zone7), p.id).toBeDefined();
  });
});
