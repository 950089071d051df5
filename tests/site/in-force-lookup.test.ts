/**
 * The editions page's form, without a browser: reading typed dates, and the
 * answer, which must follow the registry's rule (`textInForce`) exactly.
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { textInForce } from '../../src/model/in-force';
import { answer, answerSegments, readDate } from '../../src/site/in-force-lookup';
import { formatDate, type LookupData } from '../../src/site/in-force-rule';
import { buildSite } from '../../src/site/site';
import { lookupData } from '../../src/site/lookup-data';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const data = lookupData(buildSite(corpus, '2026-11-23'));

describe('formatDate', () => {
  it('writes days and months in words, and leaves other strings alone', () => {
    expect(formatDate('2017-08-01')).toBe('1 August 2017');
    expect(formatDate('2008-09-08')).toBe('8 September 2008');
    expect(formatDate('2007-10')).toBe('October 2007');
    expect(formatDate('2017-13')).toBe('2017-13');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('readDate', () => {
  it.each([
    ['2017-09-20', '2017-09-20'],
    [' 2017-9-5 ', '2017-09-05'],
    ['2017/09/20', '2017-09-20'],
    ['20 September 2017', '2017-09-20'],
    ['20 Sept 2017', '2017-09-20'],
    ['September 20, 2017', '2017-09-20'],
    ['sep 20 2017', '2017-09-20'],
    ['2016-02-29', '2016-02-29'],
  ])('reads %j as %s', (typed, date) => {
    expect(readDate(typed)).toEqual({ ok: true, date });
  });

  it.each([
    ['', 'no date was typed'],
    ['20/09/2017', 'it is not written as a year, month and day'],
    ['09/20/2017', 'it is not written as a year, month and day'],
    ['yesterday', 'it is not written as a year, month and day'],
    ['2017-13-01', 'there is no month 13'],
    ['2017-02-29', 'February 2017 has 28 days'],
    ['31 April 2017', 'April 2017 has 30 days'],
    ['20 Smarch 2017', 'the month is not a month name'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(readDate(typed)).toEqual({ ok: false, problem });
  });
});

describe('the answer', () => {
  it('ACBL, 20 September 2017: still the March 2008 text, until 25 September 2017', () => {
    const a = answer(data, 'ACBL', '2017-09-20');
    expect(a).toMatchObject({
      kind: 'text',
      date: '2017-09-20',
      from: '2008-09-08',
      edition: { id: '2008-03', href: '/laws/27/2008-03/' },
      next: { from: '2017-09-25', edition: { id: '2017' } },
      afterBuild: false,
    });
    expect(answerSegments(a, data.today)).toEqual([
      'On 20 September 2017, the text in force for the ACBL was ',
      { text: 'Law 27 as revised, March 2008 (agreed version)', href: '/laws/27/2008-03/' },
      ': in force for the ACBL from 8 September 2008',
      ', until the 2017 text came into force on 25 September 2017.',
    ]);
  });

  it('ACBL, 25 September 2017 (its first day): the 2017 text, with no later one', () => {
    const a = answer(data, 'ACBL', '25 September 2017');
    expect(a).toMatchObject({ kind: 'text', edition: { id: '2017', href: '/laws/27/2017/' }, from: '2017-09-25' });
    expect(a).not.toHaveProperty('next');
  });

  it('EBU, 31 July 2008: an earlier code, not in this knowledge base', () => {
    const a = answer(data, 'EBU', '2008-07-31');
    expect(a).toMatchObject({ kind: 'earlier', first: { from: '2008-08-01', edition: { id: '2008-03' } } });
    expect(answerSegments(a, data.today).join('')).toMatch(
      /^On 31 July 2008, the EBU applied an earlier code, not in this knowledge base\./,
    );
  });

  it('a body without dates, a date after the build, a bad date, an unknown body', () => {
    expect(answer(data, 'WBF', '2020-01-01')).toMatchObject({ kind: 'no-dates' });
    expect(answerSegments(answer(data, 'WBF', '2020-01-01'), data.today)).toEqual([
      'The WBF (World Bridge Federation) brings no text into force on a date of its own: it applies the text named in the conditions of contest of each championship. No date is recorded here for the WBF: read the text from the event’s conditions of contest.',
    ]);
    const bare = { ...data, bodies: [{ id: 'B', name: 'Body', inForce: [] }] };
    expect(answerSegments(answer(bare, 'B', '2020-01-01'), bare.today)[0]).toMatch(/^No date known for this body/);
    const later = answer(data, 'EBU', '2030-01-01');
    expect(later).toMatchObject({ kind: 'text', edition: { id: '2017' }, afterBuild: true });
    expect(answerSegments(later, data.today).at(-1)).toBe(
      ' That date is after this site was built (23 November 2026): a newer text may have come into force since.',
    );
    expect(answer(data, 'EBU', '2017-02-30')).toEqual({
      kind: 'bad-date',
      typed: '2017-02-30',
      message:
        '“2017-02-30” is not a date: February 2017 has 28 days. Type the date as year-month-day, for example 2017-09-20.',
    });
    expect(answer(data, 'EBU', '  ')).toMatchObject({
      kind: 'bad-date',
      message: 'No date was typed. Type the date as year-month-day, for example 2017-09-20.',
    });
    expect(answer(data, 'XYZ', '2017-01-01')).toMatchObject({
      kind: 'unknown-body',
      message: expect.stringMatching(/^“XYZ” is not a governing body this page knows\. Choose one of WBF, EBU, /),
    });
  });

  it('takes a body id in any case (?body=acbl, as an address typed by hand gives it)', () => {
    for (const typed of ['acbl', 'Acbl', ' ACBL '])
      expect(answer(data, typed, '2017-09-25')).toEqual(answer(data, 'ACBL', '2017-09-25'));
    expect(answer(data, 'acb', '2017-09-25')).toMatchObject({ kind: 'unknown-body', typed: 'acb' });
  });

  it('an edition whose text is not here is named without a link', () => {
    const d: LookupData = {
      today: '2026-01-01',
      editions: [{ id: 'x', short: 'X', name: 'Code X', href: null }],
      bodies: [{ id: 'B', name: 'Body', inForce: [{ from: '2000-01-01', edition: 'x' }] }],
    };
    expect(answerSegments(answer(d, 'B', '2001-01-01'), d.today)).toContain(
      'Code X (its text is not in this knowledge base)',
    );
  });
});

describe('the same rule as the registry', () => {
  const ids = corpus.bodies.map((b) => b.id);
  const day = (n: number) => new Date(Date.UTC(2005, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const check = (body: string, date: string) => {
    const a = answer(data, body, date);
    const expected = textInForce(corpus.editions, body, date);
    expect(a.kind === 'text' ? a.edition.id : undefined, `${body} ${date}`).toBe(expected?.id);
  };

  it('on every in-force date, the day before it and the day after it, for every body', () => {
    const dates = corpus.editions.flatMap((e) => e.inForce.map((f) => f.from));
    expect(dates.length).toBeGreaterThan(10);
    for (const body of ids) {
      for (const d of dates) {
        const t = Date.parse(`${d}T00:00:00Z`);
        for (const delta of [-1, 0, 1]) check(body, new Date(t + delta * 86_400_000).toISOString().slice(0, 10));
      }
    }
  });

  it('on any day from 2005 to 2035', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.integer({ min: 0, max: 365 * 30 }), (body, n) => check(body, day(n))),
      { numRuns: 500 },
    );
  });
});
