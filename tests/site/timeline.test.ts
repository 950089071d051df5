/**
 * The editions over time as route data: the words of each text's status,
 * the drawing's geometry, and the table of dates with their sources.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import type { Body, EditionEntry } from '../../src/model/registry';
import { buildSite } from '../../src/site/site';
import { bodyList, datesWords, statusNote } from '../../src/site/edition-status';
import { clauseStatusLine } from '../../src/site/routes/clause-status-line';
import { chart, timelineRoute } from '../../src/site/routes/timeline';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const law27 = corpus.laws.find((l) => l.number === 27)!;
const today = buildSite(corpus, '2026-11-23');
const DATES_2017 =
  '1 August 2017 for the EBU, WBU, ABF and NZB; 1 September 2017 for the SBU and NBF; 25 September 2017 for the ACBL';

describe('words', () => {
  it('lists bodies and groups dates by day, earliest first', () => {
    expect(bodyList(['EBU'])).toBe('the EBU');
    expect(bodyList(['SBU', 'NBF'])).toBe('the SBU and NBF');
    expect(bodyList(['EBU', 'WBU', 'ABF', 'NZB'])).toBe('the EBU, WBU, ABF and NZB');
    expect(
      datesWords([
        { body: 'B', from: '2017-09-25' },
        { body: 'A', from: '2017-08-01' },
        { body: 'C', from: '2017-08-01' },
      ]),
    ).toBe('1 August 2017 for the A and C; 25 September 2017 for the B');
    expect(datesWords([])).toBe('');
  });
});

describe('the status of each text on the build date', () => {
  it('2017 is in force, since its dates, everywhere', () => {
    expect(statusNote(today, law27, '2017')).toMatchObject({
      status: 'current',
      word: 'In force',
      inForce: DATES_2017,
      notYet: null,
      successor: null,
      current: null,
      timelineHref: '/editions/',
    });
  });

  it('March 2008 is superseded by 2017, which is the current text, with a comparison', () => {
    expect(statusNote(today, law27, '2008-03')).toMatchObject({
      status: 'superseded',
      successor: { edition: { id: '2017' }, href: '/laws/27/2017/', dates: DATES_2017, isCurrent: true },
      neverInForce: false,
      current: { edition: { id: '2017' }, href: '/laws/27/2017/', compareHref: '/laws/27/compare/2008-03...2017/' },
    });
  });

  it('2007 is superseded by March 2008 and was never in force for a body listed', () => {
    expect(statusNote(today, law27, '2007')).toMatchObject({
      status: 'superseded',
      successor: { edition: { id: '2008-03' }, href: '/laws/27/2008-03/', isCurrent: false },
      neverInForce: true,
      current: { edition: { id: '2017' }, href: '/laws/27/2017/' },
    });
  });

  it('on 20 September 2017, 2017 is current but not yet for the ACBL', () => {
    const then = buildSite(corpus, '2017-09-20');
    expect(statusNote(then, law27, '2017')).toMatchObject({
      status: 'current',
      inForce: '1 August 2017 for the EBU, WBU, ABF and NZB; 1 September 2017 for the SBU and NBF',
      notYet: 'the ACBL (March 2008)',
    });
  });

  it('on 1 July 2008, March 2008 is current, not yet for five bodies; on 1 July 2017, 2017 is upcoming, with its dates', () => {
    expect(statusNote(buildSite(corpus, '2008-07-01'), law27, '2008-03')).toMatchObject({
      status: 'current',
      inForce: '1 June 2008 for the ABF and NZB',
      notYet:
        'the EBU (an earlier code), the WBU (an earlier code), the SBU (an earlier code), the NBF (an earlier code), the ACBL (an earlier code)',
    });
    expect(statusNote(buildSite(corpus, '2017-07-01'), law27, '2017')).toMatchObject({
      status: 'upcoming',
      word: 'Published, not yet in force',
      published: 'March 2017',
      inForce: DATES_2017,
      current: { edition: { id: '2008-03' } },
    });
  });

  it('a clause page names the same clause in the current text, or says it is not there', () => {
    expect(clauseStatusLine(today, law27, '2008-03', 'B1b')).toEqual({
      status: 'superseded',
      word: 'Superseded',
      words: 'by the 2017 text, in force from 1 August 2017',
      inCurrent: { label: 'Law 27B1(b) (2017)', href: '/laws/27/2017/#B1b' },
    });
    expect(clauseStatusLine(today, law27, '2007', 'footnote')).toMatchObject({
      words: 'by the March 2008 text, in force from 1 June 2008',
      inCurrent: { missing: 'Not in the text in force today (2017).' },
    });
    expect(clauseStatusLine(today, law27, '2017', 'B1b')).toEqual({
      status: 'current',
      word: 'In force',
      words: 'the text in force today',
      inCurrent: null,
    });
  });
});

describe('the drawing', () => {
  const edition = (id: string, published: string, inForce: [string, string][] = []): EditionEntry => ({
    id,
    short: id,
    name: id,
    promulgatedBy: 'WBF',
    published,
    publishedSource: 's',
    inForce: inForce.map(([body, from]) => ({ body, from, source: 's' })),
  });
  const bodies: Body[] = [
    { id: 'A', name: 'A' },
    { id: 'B', name: 'B' },
    { id: 'C', name: 'C' },
  ];

  it('spans whole years from the first date to the year after the last, and places dates along it', () => {
    const c = chart(
      [
        edition('x', '2000-01', [['A', '2005-01-01']]),
        edition('y', '2009-07-02', [
          ['A', '2010-01-01'],
          ['B', '2011-01-01'],
        ]),
      ],
      bodies,
      '2011-07-02',
    );
    expect([c.start, c.end]).toEqual(['2000-01-01', '2012-01-01']);
    expect(c.years.map((y) => [y.year, y.label])).toEqual(
      [2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012].map((y) => [y, y % 5 === 0]),
    );
    expect(c.years[0]!.at).toBe(0);
    expect(c.years.at(-1)!.at).toBe(100);
    // A: x from 2005 to 2010, then y to the build date; B: y from 2011; C has no dates, so no lane.
    expect(c.lanes.map((l) => l.body)).toEqual(['A', 'B']);
    const [a1, a2] = c.lanes[0]!.segments;
    expect(a1).toMatchObject({
      edition: 'x',
      from: c.years[5]!.at,
      to: c.years[10]!.at,
      cls: 'ed-0',
      label: true,
      scheduled: false,
    });
    expect(a2).toMatchObject({ edition: 'y', from: c.years[10]!.at, to: c.today, cls: 'ed-1', scheduled: false });
    expect(c.today).toBeGreaterThan(c.years[11]!.at);
    expect(c.today).toBeLessThan(c.years[12]!.at);
    expect(c.lanes[1]!.segments[0]).toMatchObject({ from: c.years[11]!.at, to: c.today, label: false });
  });

  it('draws a date after the build as scheduled, to the end of the axis', () => {
    const c = chart(
      [edition('x', '2000-01', [['A', '2001-01-01']]), edition('y', '2002-01', [['A', '2004-01-01']])],
      bodies,
      '2003-01-01',
    );
    expect(c.lanes[0]!.segments.map((s) => [s.edition, s.to === 100, s.scheduled])).toEqual([
      ['x', false, false],
      ['y', true, true],
    ]);
  });

  it('puts publication labels that would overlap on separate rows, and ends a label at its mark near the right edge', () => {
    const c = chart(
      [
        edition('a', '2000-01'),
        edition('b', '2000-06'),
        edition('c', '2001-01'),
        edition('d', '2008-01'),
        edition('e', '2019-12'),
      ],
      bodies,
      '2019-12-31',
    );
    expect(c.published.map((p) => [p.id, p.row, p.end])).toEqual([
      ['a', 0, false],
      ['b', 1, false],
      ['c', 2, false],
      ['d', 0, false],
      ['e', 0, true],
    ]);
    expect(c.rows).toBe(3);
    // A label ending near the right edge still clashes with one reaching into its space.
    const clash = chart(
      [edition('a', '2000-01'), edition('d', '2010-01'), edition('e', '2019-12')],
      bodies,
      '2019-12-31',
    );
    expect(clash.published.map((p) => p.row)).toEqual([0, 0, 1]);
  });
});

describe('the editions page', () => {
  const route = timelineRoute(today);

  it('has a column per edition with its status, text and publication date', () => {
    expect(route.columns.map((c) => [c.edition.id, c.status, c.texts.map((t) => t.href), c.published.words])).toEqual([
      ['2007', 'superseded', ['/laws/27/2007/'], 'October 2007'],
      ['2008-03', 'superseded', ['/laws/27/2008-03/'], '5 March 2008'],
      ['2017', 'current', ['/laws/27/2017/'], 'March 2017'],
    ]);
    expect(route.current?.id).toBe('2017');
  });

  it('has a row per body with dates, each date citing its source by number', () => {
    expect(route.rows.map((r) => r.body.id)).toEqual(['EBU', 'WBU', 'SBU', 'NBF', 'ACBL', 'ABF', 'NZB']);
    // The WBF has no dates, and names the text in each championship's conditions of contest, with its source.
    expect(route.without).toEqual([]);
    expect(route.namedIn.map((n) => [n.body.id, n.words])).toEqual([
      [
        'WBF',
        'The WBF (World Bridge Federation) brings no text into force on a date of its own: it applies the text named in the conditions of contest of each championship.',
      ],
    ]);
    expect(route.notes[route.namedIn[0]!.note - 1]!.source).toMatch(
      /db\.worldbridge\.org\/conditions-of-contest\.aspx/,
    );
    const acbl = route.rows.find((r) => r.body.id === 'ACBL')!;
    expect(acbl.cells.map((c) => c.map((d) => d.date))).toEqual([[], ['2008-09-08'], ['2017-09-25']]);
    const note = route.notes[acbl.cells[2]![0]!.note - 1]!;
    expect(note.about).toBe('2017: in force for the ACBL from 25 September 2017');
    expect(note.source).toMatch(/^ACBL, Laws of Duplicate Bridge 2017, North American edition/);
    // Numbered in order, one per fact: 3 publications, 2 adoption windows, 14 in-force dates, the WBF's way of naming its text.
    expect(route.notes.map((n) => n.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(route.skipped).toEqual([
      { edition: expect.objectContaining({ id: '2007' }), successor: expect.objectContaining({ id: '2008-03' }) },
    ]);
  });
});
