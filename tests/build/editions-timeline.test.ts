/**
 * The editions as built: /data/editions.json, the editions page (table,
 * sources, drawing, form), and the status every text shows.
 */
import { describe, expect, it } from 'vitest';
import type { Element } from 'hast';
import path from 'node:path';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { readJson, readPage, select, selectAll, toText } from './site';

/** The registry the site was built from: the counts and lists below follow it, so a body or an edition added changes no test. */
const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const editionIds = corpus.editions.map((e) => e.id);
const bodyIds = corpus.bodies.map((b) => b.id);
/** The bodies with an in-force date for some edition, in the registry's order: a row each in the table and the drawing. */
const bodiesInForce = bodyIds.filter((b) => corpus.editions.some((e) => e.inForce.some((f) => f.body === b)));
const inForceDates = corpus.editions.reduce((n, e) => n + e.inForce.length, 0);

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const href = (el: Element | undefined) => (el ? String(el.properties['href']) : undefined);

interface EditionsJson {
  current: string | null;
  editions: {
    id: string;
    published: string;
    supersedes?: string;
    inForce: { body: string; from: string; source: string }[];
  }[];
  bodies: { id: string; name: string }[];
}

describe('/data/editions.json', () => {
  const data = readJson('/data/editions.json') as EditionsJson;

  it('names the current edition, every edition oldest first with its in-force dates, and the bodies', () => {
    expect(Object.keys(data)).toEqual(['current', 'editions', 'bodies']);
    expect(data.current).toBe('2017');
    expect(data.editions.map((e) => [e.id, e.published, e.supersedes ?? null, e.inForce.length])).toEqual(
      corpus.editions.map((e) => [e.id, e.published, e.supersedes ?? null, e.inForce.length]),
    );
    expect(data.editions.slice(0, 3).map((e) => [e.id, e.supersedes ?? null])).toEqual([
      ['2007', null],
      ['2008-03', '2007'],
      ['2017', '2008-03'],
    ]);
    expect(data.bodies.map((b) => b.id)).toEqual(bodyIds);
  });

  it('gives each in-force date with its source', () => {
    const acbl = data.editions.map((e) => e.inForce.find((f) => f.body === 'ACBL')?.from ?? null);
    expect(acbl).toEqual([null, '2008-09-08', '2017-09-25']);
    for (const e of data.editions)
      for (const f of e.inForce) expect(f.source.length, `${e.id} ${f.body}`).toBeGreaterThan(20);
  });
});

describe('the status of each text', () => {
  it.each([
    ['2007', 'superseded'],
    ['2008-03', 'superseded'],
    ['2017', 'current'],
  ])('/laws/27/%s/ marks its <main> data-edition-status="%s"', (edition, status) => {
    const page = readPage(`/laws/27/${edition}/`);
    expect(select('main', page)?.properties['dataEditionStatus']).toBe(status);
    expect(select('.edition-status', page)?.properties['dataStatus']).toBe(status);
  });

  it('the March 2008 text says it was superseded, by what and from when, and links to the text in force', () => {
    const banner = select('.edition-status', readPage('/laws/27/2008-03/'))!;
    expect(norm(toText(select('p', banner)!))).toBe(
      'Superseded by Laws of Duplicate Bridge 2017, in force from 1 August 2017 for the EBU, WBU, ABF and NZB; 1 September 2017 for the SBU and NBF; 25 September 2017 for the ACBL.',
    );
    expect(href(select('a[data-successor]', banner))).toBe('/laws/27/2017/');
    expect(href(select('a[data-current-text]', banner))).toBe('/laws/27/2017/');
    expect(selectAll('a', banner).map(href)).toContain('/laws/27/compare/2008-03...2017/');
  });

  it('the 2007 text: superseded by March 2008, never in force for a body listed; the text in force is 2017', () => {
    const banner = select('.edition-status', readPage('/laws/27/2007/'))!;
    expect(norm(toText(banner))).toMatch(
      /^Superseded by Law 27 as revised, March 2008 \(agreed version\), in force from 1 June 2008 for the ABF and NZB; .* This text was not in force for any body listed here\./,
    );
    expect(href(select('a[data-successor]', banner))).toBe('/laws/27/2008-03/');
    expect(href(select('a[data-current-text]', banner))).toBe('/laws/27/2017/');
  });

  it('the 2017 text says it is in force, and since when for whom', () => {
    const banner = select('.edition-status', readPage('/laws/27/2017/'))!;
    expect(norm(toText(select('p', banner)!))).toMatch(
      /^In force: the text in force today \(since 1 August 2017 for the EBU, WBU, ABF and NZB; 1 September 2017 for the SBU and NBF; 25 September 2017 for the ACBL\)\. Today is the date of this build, \d{1,2} \w+ \d{4}\.$/,
    );
    expect(select('a[data-current-text]', banner)).toBeUndefined();
  });

  it('a clause page puts the text in force first and gives each text its status, with the same clause in the text in force', () => {
    const page = readPage('/laws/27/B1b/');
    const sections = selectAll('.clause-in-edition', page);
    expect(
      sections.map((s) => [s.properties['dataEdition'], select('.text-status', s)?.properties['dataStatus']]),
    ).toEqual([
      ['2017', 'current'],
      ['2008-03', 'superseded'],
      ['2007', 'superseded'],
    ]);
    const march = select('.clause-in-edition[data-edition="2008-03"] .text-status', page)!;
    expect(norm(toText(march))).toBe(
      'Superseded: by the 2017 text, in force from 1 August 2017. This clause in the text in force today: Law 27B1(b) (2017).',
    );
    expect(href(select('a[data-in-current]', march))).toBe('/laws/27/2017/#B1b');
    expect(norm(toText(select('.clause-in-edition[data-edition="2017"] .text-status', page)!))).toBe(
      'In force: the text in force today.',
    );
  });

  it('every edition page and the law overview link to the editions page', () => {
    for (const p of ['/laws/27/2007/', '/laws/27/2008-03/', '/laws/27/2017/', '/laws/27/']) {
      expect(selectAll('a', readPage(p)).map(href), p).toContain('/editions/');
    }
  });
});

describe('/editions/', () => {
  const page = readPage('/editions/');
  const table = select('table.editions-table', page)!;

  it('has a column per edition, linked to its text, and its status on the build date', () => {
    expect(
      selectAll('thead th', table).map((th) => [th.properties['dataEdition'], href(select('a', th)), norm(toText(th))]),
    ).toEqual([
      ['2007', '/laws/27/2007/', '2007'],
      ['2008-03', '/laws/27/2008-03/', 'March 2008'],
      ['2017', '/laws/27/2017/', '2017'],
    ]);
    expect(selectAll('tr[data-row="status"] td', table).map((td) => norm(toText(td)))).toEqual([
      'Superseded',
      'Superseded',
      'In force',
    ]);
    expect(selectAll('tr[data-row="published"] time', table).map((t) => t.properties['dateTime'])).toEqual([
      '2007-10',
      '2008-03-05',
      '2017-03',
    ]);
  });

  it('gives the ACBL March 2008 from 8 September 2008 and 2017 from 25 September 2017', () => {
    const row = select('tr[data-body="ACBL"]', table)!;
    const datesIn = (edition: string) =>
      selectAll(`td[data-edition="${edition}"] time`, row).map((t) => t.properties['dateTime']);
    expect([datesIn('2007'), datesIn('2008-03'), datesIn('2017')]).toEqual([[], ['2008-09-08'], ['2017-09-25']]);
    expect(norm(toText(select('td[data-edition="2008-03"]', row)!))).toMatch(/^8 Sep 2008 source \[\d+\]$/);
    expect(selectAll('tbody tr[data-body]', table).map((r) => r.properties['dataBody'])).toEqual(bodiesInForce);
  });

  it('cites a source for every date, and every citation lands on its source', () => {
    const ids = new Set(selectAll('[id]', page).map((e) => String(e.properties['id'])));
    const refs = selectAll('a.note-ref', table);
    // A date and its source for every publication, adoption window and in-force date of the registry.
    const published = corpus.editions.length;
    const adoptions = corpus.editions.filter((e) => e.adoption !== undefined).length;
    expect(refs).toHaveLength(published + adoptions + inForceDates);
    expect(selectAll('time', table)).toHaveLength(published + inForceDates);
    for (const a of refs) expect(ids.has(href(a)!.slice(1)), href(a)).toBe(true);
    const acbl2017 = select('tr[data-body="ACBL"] td[data-edition="2017"] a.note-ref', table)!;
    const source = select(`li[id="${href(acbl2017)!.slice(1)}"]`, page)!;
    expect(norm(toText(source))).toMatch(
      /^2017: in force for the ACBL from 25 September 2017\. ACBL, Laws of Duplicate Bridge 2017, North American edition, title page: "Effective September 25, 2017"\.$/,
    );
  });

  it('states the rule, and hides the drawing from assistive technology (the table is its text)', () => {
    expect(norm(toText(page))).toContain(
      'The text in force for a governing body on a date is the edition whose in-force date for that body is the latest on or before that date. If the body has no in-force date on or before it, an earlier code applied, which is not in this knowledge base.',
    );
    const drawing = select('figure.timeline .tl', page)!;
    expect(drawing.properties['ariaHidden']).toBe('true');
    expect(selectAll('.tl-row[data-body]', drawing).map((r) => r.properties['dataBody'])).toEqual(bodiesInForce);
    expect(selectAll('.tl-mark', drawing).map((m) => m.properties['dataEdition'])).toEqual(editionIds);
  });

  it('has the form, labelled, with its data in the page and an alert region for mistakes', () => {
    const form = select('form[data-in-force]', page)!;
    expect(form.properties['method']).toBe('get');
    expect(form.properties['action']).toBe('/editions/#which-text');
    expect(select('label[for="if-body"]', form)).toBeDefined();
    expect(select('label[for="if-date"]', form)).toBeDefined();
    expect(selectAll('#if-body option', form).map((o) => o.properties['value'])).toEqual(bodyIds);
    expect(select('[role="alert"]', form)).toBeDefined();
    const data = JSON.parse(toText(select('script[data-in-force-data]', page)!)) as {
      bodies: { id: string; inForce: { from: string; edition: string }[] }[];
    };
    expect(data.bodies.find((b) => b.id === 'ACBL')?.inForce).toEqual([
      { from: '2008-09-08', edition: '2008-03' },
      { from: '2017-09-25', edition: '2017' },
    ]);
  });
});
