/**
 * The precedents in the built site: the differences page lists exactly the
 * precedents whose published ruling the engine (recomputed here) differs
 * from, each with its reason; a precedent page shows the engine's ruling with
 * the stable hooks and links to the assistant with its facts, and to its
 * practice case when it makes one; each clause a
 * precedent turned on counts it under "Rulings", whose file shows the most
 * relevant; /data/precedents.json.
 */
import { describe, expect, it } from 'vitest';
import { engineBeside } from '../../src/derive/precedent-rulings';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { parseSearch } from '../../src/apps/assistant/state';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { readJson, readPage, select, selectAll, siteDir, toText, visibleText } from './site';

const corpus = loadCorpusOrThrow('content');
const precedents = corpus.precedents;

describe('precedent pages', () => {
  it('/precedents/differences/ lists every precedent the engine differs from, and no other, with its reason', () => {
    const differs = precedents.filter((p) => engineBeside(p).status === 'differs');
    expect(differs.length).toBeGreaterThan(0);
    const items = selectAll('[data-differences] > li', readPage('/precedents/differences/'));
    expect(items.map((li) => li.properties['dataPrecedent'])).toEqual(differs.map((p) => p.id));
    for (const li of items) {
      const p = differs.find((x) => x.id === li.properties['dataPrecedent']);
      expect(li.properties['dataReason']).toBe(p?.engineDiffers?.reason);
      expect(visibleText(li)).toContain(p?.engineDiffers?.why.replace(/\s+/g, ' '));
    }
  });

  it('a precedent page: the bidding table, the engine ruling with its hooks, the clause quoted, the source, the assistant link', () => {
    const id = 'ebu-forum-4h-1nt-replaced-4nt';
    const page = readPage(`/precedents/${id}/`);
    expect(select('table', page)).toBeTruthy();
    const ruling = select('[data-ruling-clause]', page);
    expect(ruling?.properties['dataRulingClause']).toBe('27B2');
    expect(ruling?.properties['dataRulingEdition']).toBe('2017');
    expect(toText(select('[data-clause-quoted="27B2"]', page) ?? page)).toContain(
      "the offender's partner must pass whenever it is his turn to call",
    );
    expect(toText(select('[data-source-citation]', page) ?? page)).toContain(
      'https://forums.ebu.co.uk/discussion/122/',
    );
    expect(select('[data-unencrypted]', page)).toBeUndefined();
    const href = String(select('[data-open-assistant]', page)?.properties['href'] ?? '');
    const { state, problems } = parseSearch(href.slice(href.indexOf('?')));
    expect(problems).toEqual([]);
    expect(state).toMatchObject({
      edition: '2017',
      dealer: 'W',
      auction: ['4H', '1NT'],
      replacement: '4NT',
      accepted: false,
      premature: false,
      insufficientArtificial: false,
      replacementArtificial: true,
      sameDenominations: false,
    });
  });

  it('a precedent that practice deals links to its case, and only such a precedent', () => {
    const linked = precedents.filter((p) => {
      const link = select('a[data-practice-case]', readPage(`/precedents/${p.id}/`));
      const hasCase = existsSync(path.join(siteDir(), 'practice', p.id, 'index.html'));
      expect(link !== undefined, `${p.id}: a link ${link ? 'without' : 'missing for'} a practice case`).toBe(hasCase);
      if (link) expect(link.properties['href']).toBe(`/practice/${p.id}/`);
      return hasCase;
    });
    // Cases are made only of published rulings with a deal: a principle stated without one has none.
    expect(linked.length).toBeGreaterThan(20);
    expect(linked.every((p) => p.kind === 'ruling' && p.facts.calls.length > 0)).toBe(true);
  });

  it('marks the facts the source leaves out as assumed, with why', () => {
    const p = precedents.find((x) => x.facts.assumed.some((a) => a.field === 'dealer'));
    const page = readPage(`/precedents/${p?.id}/`);
    const badges = selectAll('.badge.assumed', page);
    expect(badges.length).toBeGreaterThan(0);
    expect(toText(select('.prec-facts', page) ?? page)).toContain(
      p?.facts.assumed.find((a) => a.field === 'dealer')?.why.slice(0, 30),
    );
  });

  it("marks a quotation in the source's own language with it, on the precedent's page and its practice case (WCAG 3.1.2)", () => {
    const language = new Map(corpus.publications.map((x) => [x.id, x.language]));
    const quoted = precedents.filter((p) => p.quote !== null);
    const foreign = quoted.filter((p) => language.get(p.source.publication) !== 'en');
    expect(foreign.length).toBeGreaterThan(0);
    for (const p of quoted) {
      const want = language.get(p.source.publication) === 'en' ? undefined : language.get(p.source.publication);
      const span = select('.prec-quote > span:not(.meta)', readPage(`/precedents/${p.id}/`));
      expect([p.id, span?.properties['lang'], visibleText(span!)]).toEqual([
        p.id,
        want,
        p.quote!.text.replace(/\s+/g, ' '),
      ]);
      const practice = path.join(siteDir(), 'practice', p.id, 'index.html');
      if (existsSync(practice)) {
        const inCase = select('.pr-quote span[lang]', readPage(`/practice/${p.id}/`));
        expect([p.id, inCase?.properties['lang']]).toEqual([p.id, want]);
      }
    }
  });

  it('says beside an http:// address that the connection is not encrypted, and only there', () => {
    const unencrypted = precedents.filter((p) => p.source.url?.startsWith('http:'));
    expect(unencrypted.length).toBeGreaterThan(0);
    for (const p of precedents) {
      const note = select('[data-source-citation] [data-unencrypted]', readPage(`/precedents/${p.id}/`));
      expect([p.id, note !== undefined]).toEqual([p.id, p.source.url?.startsWith('http:') ?? false]);
    }
  });

  it('each clause a precedent turned on counts it under Rulings, links to them all, and its rulings file shows the most relevant', () => {
    const byClause = new Map<string, typeof precedents>();
    // A ruling counts under the clause it turned on (its deciding clause), as on the index.
    for (const p of precedents) byClause.set(p.deciding.slice(2), [...(byClause.get(p.deciding.slice(2)) ?? []), p]);
    expect(byClause.size).toBeGreaterThan(3);
    const index = readPage('/precedents/');
    for (const [clause, ruled] of byClause) {
      const page = readPage(`/laws/27/${clause}/`);
      const fold = select('#rulings details[data-rulings-src]', page);
      expect(fold?.properties['dataRulingsSrc'], clause).toBe(`/laws/27/${clause}/rulings.json`);
      const plural = ruled.length === 1 ? '' : 's';
      expect(toText(select('summary', fold ?? page) ?? page)).toBe(
        `${ruled.length} published ruling${plural} on 27${clause.replace(/^([A-D]\d)([a-z])$/, '$1($2)')}`,
      );
      // The page carries none of the rulings (they arrive when the section is opened); without JavaScript, the
      // link leads to them all on the index, at the clause.
      expect(selectAll('#rulings li[data-precedent]', page)).toEqual([]);
      const all = select('#rulings a[data-rulings-all]', page);
      expect(all?.properties['href']).toBe(`/precedents/#clause-${clause}`);
      expect(toText(all ?? page)).toMatch(new RegExp(`^All ${ruled.length} ruling${plural} on 27`));
      const group = select(`[data-clause-group="${clause}"]`, index);
      expect(select(`#clause-${clause}`, index), clause).toBeTruthy();
      expect(selectAll('li[data-precedent]', group ?? index).map((li) => li.properties['dataPrecedent'])).toHaveLength(
        ruled.length,
      );
      // The file: the first three, ruled under the text in force (2017) first, then the newest source first.
      const file = readJson(`/laws/27/${clause}/rulings.json`) as {
        count: number;
        shown: string[];
        html: string;
        all: string;
      };
      const expected = [...ruled]
        .sort(
          (a, b) =>
            Number(b.edition === '2017') - Number(a.edition === '2017') ||
            (b.source.date ?? '').localeCompare(a.source.date ?? '') ||
            a.id.localeCompare(b.id),
        )
        .slice(0, 3)
        .map((p) => p.id);
      expect({ count: file.count, shown: file.shown, all: file.all }).toEqual({
        count: ruled.length,
        shown: expected,
        all: `/precedents/#clause-${clause}`,
      });
      const listed = selectAll('li[data-precedent]', fromHtml(file.html, { fragment: true }));
      expect(listed.map((li) => li.properties['dataPrecedent'])).toEqual(expected);
    }
    // A clause no ruling turned on says so, with no section to open.
    const none = readPage('/laws/27/B1/');
    expect(select('#rulings details', none)).toBeUndefined();
    expect(toText(select('#rulings', none) ?? none)).toContain('No published ruling in this knowledge base turned on');
  });

  it('/data/precedents.json has every precedent with the engine beside it', () => {
    const data = readJson('/data/precedents.json') as {
      precedents: {
        id: string;
        engine: { status: string };
        source: { url: string | null; publication: string; publicationName: string };
      }[];
    };
    expect(data.precedents.map((p) => p.id)).toEqual(precedents.map((p) => p.id));
    // Each source's publication by its id and by its one name in the registry.
    expect(data.precedents.map((p) => [p.source.publication, p.source.publicationName])).toEqual(
      precedents.map((p) => [
        p.source.publication,
        corpus.publications.find((q) => q.id === p.source.publication)!.name,
      ]),
    );
    expect(data.precedents.map((p) => p.engine.status)).toEqual(precedents.map((p) => engineBeside(p).status));
  });

  it('the index lists every precedent once, under the clause it turned on, the newest few first and the rest folded', () => {
    const page = readPage('/precedents/');
    for (const p of precedents) {
      const li = selectAll(`[data-clause-group] li[data-precedent="${p.id}"]`, page);
      expect(li, p.id).toHaveLength(1);
      const group = selectAll(`[data-clause-group="${p.deciding.slice(2)}"] li[data-precedent="${p.id}"]`, page);
      expect(group, p.id).toHaveLength(1);
    }
    const byId = new Map(precedents.map((p) => [p.id, p]));
    for (const group of selectAll('[data-clause-group]', page)) {
      const idOf = (li: ReturnType<typeof selectAll>[number]) => String(li.properties['dataPrecedent']);
      const folded = selectAll('details[data-group-more] li[data-precedent]', group).map(idOf);
      const shown = selectAll('li[data-precedent]', group)
        .map(idOf)
        .filter((id) => !folded.includes(id))
        .map((id) => byId.get(id));
      expect(shown.length).toBeLessThanOrEqual(3);
      expect(shown.length).toBeGreaterThan(0);
      // Newest first; an undated ruling is shown only when the group has no dated one.
      const dates = shown.map((p) => p?.source.date ?? null);
      if (dates.some((d) => d !== null)) expect(dates.every((d) => d !== null)).toBe(true);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    expect(select('form[data-precedent-filter]', page)?.properties['hidden']).toBe(true);
  });
});
