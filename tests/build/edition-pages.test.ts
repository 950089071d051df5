/**
 * The three edition pages as built: every clause of the model is there with
 * its anchor, a permalink, links to the same clause in the other texts, and
 * cross-references that land on real anchors; the words are the seeds' words.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { flatten, lawTextPlain } from '../../src/model/law-text';
import { words } from '../fidelity/words';
import { lawText, readJson, readPage, select, selectAll, toText } from './site';
import type { Root } from 'hast';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const law27 = corpus.laws.find((l) => l.number === 27)!;
const pages = new Map<string, Root>();
const page = (p: string) => {
  if (!pages.has(p)) pages.set(p, readPage(p));
  return pages.get(p)!;
};
const idsOn = (p: string) => new Set(selectAll('[id]', page(p)).map((e) => String(e.properties['id'])));

/** Resolve an href found on `from` to [page path, fragment]. */
function target(from: string, href: string): [string, string] {
  const url = new URL(href, `http://site${from}`);
  return [url.pathname, decodeURIComponent(url.hash.slice(1))];
}

describe.each(law27.texts.map((t) => [t.edition, t] as const))('edition page /laws/27/%s/', (edition, text) => {
  const url = `/laws/27/${edition}/`;

  it('has every clause of the text, in order, each with id equal to its clause id', () => {
    const onPage = selectAll('section.clause', page(url)).map((e) => String(e.properties['id']));
    expect(onPage).toEqual(flatten(text.clauses).map((c) => c.id));
  });

  it('gives each clause a visible permalink to itself', () => {
    for (const c of flatten(text.clauses)) {
      const section = select(`section[id="${c.id}"]`, page(url))!;
      const permalinks = selectAll('a.permalink', section).filter((a) => a.properties['href'] === `#${c.id}`);
      expect(permalinks, c.id).toHaveLength(1);
      expect(toText(permalinks[0]!)).toContain(c.label);
    }
  });

  it('links each clause to the same clause in every other text that has it, and says when one does not', () => {
    const others = law27.texts.filter((t) => t !== text);
    for (const c of flatten(text.clauses)) {
      const tools = select(`.clause-tools[data-for="${c.id}"]`, page(url))!;
      for (const o of others) {
        const has = flatten(o.clauses).some((x) => x.id === c.id);
        const link = selectAll('a', tools).find(
          (a) => String(a.properties['href']) === `/laws/27/${o.edition}/#${c.id}`,
        );
        if (has) {
          expect(link, `${c.id} → ${o.edition}`).toBeDefined();
          expect(idsOn(`/laws/27/${o.edition}/`).has(c.id)).toBe(true);
        } else {
          expect(link).toBeUndefined();
          expect(toText(tools)).toMatch(/not in /);
        }
      }
    }
  });

  it('makes every cross-reference inside the text a link to an anchor that exists', () => {
    const xrefs = selectAll('a.xref', page(url));
    const expected = flatten(text.clauses).flatMap((c) => c.references.filter((r) => r.target.kind === 'clause'));
    expect(xrefs.length).toBe(expected.length);
    expect(xrefs.length).toBeGreaterThan(10);
    for (const a of xrefs) {
      const [p, frag] = target(url, String(a.properties['href']));
      expect(p).toBe(url);
      expect(idsOn(p).has(frag), `${String(a.properties['href'])}`).toBe(true);
    }
  });

  it('links references to other laws to their pages', () => {
    const refs = selectAll('a.lawref', page(url)).map((e) => [toText(e), String(e.properties['href'])]);
    expect(refs).toEqual(
      flatten(text.clauses).flatMap((c) =>
        c.references.flatMap((r) =>
          r.target.kind === 'law'
            ? [[r.text, `/laws/${r.target.law}/${r.target.clause ? `#${r.target.clause}` : ''}`]]
            : [],
        ),
      ),
    );
  });

  it('shows the law words of the text exactly, in order (markers, headings, words)', () => {
    const shown = selectAll('.law-words', page(url)).map(lawText).join(' ');
    expect(words(shown)).toEqual(words(lawTextPlain(text)));
  });

  it('shows the provenance and every editorial note', () => {
    const prov = select('.provenance', page(url))!;
    // Each witness cited as a publication, with its notes; its file name is not shown.
    expect(selectAll('li cite.source', prov)).toHaveLength(text.witnesses.length);
    for (const w of text.witnesses) {
      expect(toText(prov).replace(/\s+/g, ' ')).toContain(w.notes.slice(0, 40));
      expect(toText(prov)).not.toContain(w.seed);
    }
    expect(toText(prov)).toContain(text.meta.base.why.slice(0, 40));
    for (const n of text.editorialNotes) {
      const note = select(`[id="note-${n.id}"]`, page(url));
      expect(note, n.id).toBeDefined();
      expect(toText(note!)).toContain(n.text.slice(0, 60));
    }
  });

  it('publishes the clause tree as data', () => {
    const data = readJson(`/data/laws/27/${edition}.json`) as {
      edition: string;
      clauses: { id: string; children: unknown[] }[];
    };
    expect(data.edition).toBe(edition);
    const ids: string[] = [];
    const walk = (list: { id: string; children: unknown[] }[]) =>
      list.forEach((c) => {
        ids.push(c.id);
        walk(c.children as { id: string; children: unknown[] }[]);
      });
    walk(data.clauses);
    expect(ids).toEqual(flatten(text.clauses).map((c) => c.id));
  });

  it('gives each clause of the data its citation, as on the pages (a field added beside the label)', () => {
    type C = { id: string; label: string; citation: string; children: C[] };
    const data = readJson(`/data/laws/27/${edition}.json`) as { clauses: C[] };
    const short = corpus.editions.find((e) => e.id === edition)!.short;
    const all: C[] = [];
    const walk = (list: C[]) => list.forEach((c) => (all.push(c), walk(c.children)));
    walk(data.clauses);
    for (const c of all) {
      expect(c.citation).toBe(`Law ${c.label} (${short})`);
      const onPage = select(`.target-copy[data-for="${c.id}"] [data-copy-citation]`, page(url));
      expect(onPage?.properties['dataCitation'], c.id).toBe(c.citation);
    }
    if (edition === '2008-03') expect(all.find((c) => c.id === 'B1b')?.citation).toBe('Law 27B1(b) (March 2008)');
  });
});

describe('the slip in the 2017 text', () => {
  it('shows "Al" as the source has it, marked, linked to the editorial note', () => {
    const b4 = select('section[id="B4"]', page('/laws/27/2017/'))!;
    expect(toText(select('.sic', b4)!)).toBe('Al');
    const mark = select('a.sic-mark', b4)!;
    expect(mark.properties['href']).toBe('#note-al-for-a1');
    expect(select('[id="note-al-for-a1"]', b4)).toBeDefined();
  });
});

describe('the law overview /laws/27/', () => {
  it('says, from the corpus, that the 2007 and March 2008 texts have the same words', () => {
    const li = select('[data-pair="2007...2008-03"]', page('/laws/27/'))!;
    expect(toText(li)).toMatch(/the same words/);
    const other = select('[data-pair="2008-03...2017"]', page('/laws/27/'))!;
    expect(toText(other).replace(/\s+/g, ' ')).toMatch(
      /changed in substance in 27B1\(a\), 27B1\(b\), 27C; 27 footnote only in March 2008; only references renumbered in 27B2, 27B3; only a reference in 27B4 \(reference made precise: A → A1\)\./,
    );
  });

  it('lists each text with its date and links to it', () => {
    const hrefs = selectAll('a', page('/laws/27/')).map((a) => String(a.properties['href']));
    for (const t of law27.texts) expect(hrefs).toContain(`/laws/27/${t.edition}/`);
    expect(toText(page('/laws/27/'))).toContain('2008-03-05');
  });
});

describe('the home page', () => {
  it('lists the three texts and has a box to go to a clause', () => {
    const home = page('/');
    const hrefs = selectAll('a', home).map((a) => String(a.properties['href']));
    for (const t of law27.texts) expect(hrefs).toContain(`/laws/27/${t.edition}/`);
    const input = select('form[data-jump] input', home)!;
    const label = select(`label[for="${String(input.properties['id'])}"]`, home);
    expect(label).toBeDefined();
  });
});
