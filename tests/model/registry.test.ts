/**
 * The editions registry (content/editions.yaml, content/bodies.yaml) and the
 * rule for the text in force.
 *
 * The expected in-force dates below are written from the facts (the
 * publications cited in content/editions.yaml; see the shared notes
 * "editions-facts.md"), as a table of their own: they are not read from the
 * YAML, so a wrong date in the data or a wrong rule in the code fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editionOrder } from '../../src/model/edition-dates';
import {
  comparePublished,
  dateProblem,
  parseBodies,
  parseEditions,
  unknownEdition,
  type Body,
  type EditionEntry,
} from '../../src/model/registry';
import { currentEdition, editionsData, editionStatus, supersededBy, textInForce } from '../../src/model/in-force';

const root = path.join(import.meta.dirname, '..', '..');
const fixtures = path.join(import.meta.dirname, 'fixtures', 'bad-registry');
const read = (file: string): string => readFileSync(file, 'utf8');

const TODAY = '2026-11-23';

function realBodies(): Body[] {
  const { bodies, diagnostics } = parseBodies(read(path.join(root, 'content/bodies.yaml')), 'content/bodies.yaml');
  expect(diagnostics).toEqual([]);
  if (!bodies) throw new Error('content/bodies.yaml did not parse');
  return bodies;
}

function parseReal(extra = ''): EditionEntry[] {
  const source = read(path.join(root, 'content/editions.yaml')) + extra;
  const { editions, diagnostics } = parseEditions(source, 'content/editions.yaml', realBodies());
  expect(diagnostics).toEqual([]);
  if (!editions) throw new Error('content/editions.yaml did not parse');
  return editions;
}

// ---------------------------------------------------------------------------
// The facts, body by body: from which date each text was in force.

type Change = readonly [from: string, edition: string];

const FACTS: Record<string, readonly Change[]> = {
  ABF: [
    ['2008-06-01', '2008-03'],
    ['2017-08-01', '2017'],
  ],
  NZB: [
    ['2008-06-01', '2008-03'],
    ['2017-08-01', '2017'],
  ],
  NBF: [
    ['2008-07-20', '2008-03'],
    ['2017-09-01', '2017'],
  ],
  EBU: [
    ['2008-08-01', '2008-03'],
    ['2017-08-01', '2017'],
  ],
  WBU: [
    ['2008-08-01', '2008-03'],
    ['2017-08-01', '2017'],
  ],
  SBU: [
    ['2008-09-01', '2008-03'],
    ['2017-09-01', '2017'],
  ],
  ACBL: [
    ['2008-09-08', '2008-03'],
    ['2017-09-25', '2017'],
  ],
  // The WBF approved the 2017 Laws in March 2017; no source gives the day, so no entry.
  WBF: [],
};

/** The text in force from the FACTS table alone. */
function factsSay(body: string, date: string): string | undefined {
  let edition: string | undefined;
  for (const [from, id] of FACTS[body] ?? []) if (from <= date) edition = id;
  return edition;
}

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------

describe('content/bodies.yaml and content/editions.yaml', () => {
  it('lists the governing bodies by their permanent ids', () => {
    expect(
      realBodies()
        .map((b) => b.id)
        .sort(),
    ).toEqual(['ABF', 'ACBL', 'EBU', 'NBF', 'NZB', 'SBU', 'WBF', 'WBU']);
  });

  it('has the three editions, oldest first, with their permanent ids and names', () => {
    const editions = parseReal();
    expect(editions.map((e) => [e.id, e.short, e.name])).toEqual([
      ['2007', '2007', 'Laws of Duplicate Bridge 2007'],
      ['2008-03', 'March 2008', 'Law 27 as revised, March 2008 (agreed version)'],
      ['2017', '2017', 'Laws of Duplicate Bridge 2017'],
    ]);
    expect(editions.map((e) => [e.published, e.supersedes])).toEqual([
      ['2007-10', undefined],
      ['2008-03-05', '2007'],
      ['2017-03', '2008-03'],
    ]);
  });

  it('records the adoption windows the WBF set', () => {
    const [e2007, e2008, e2017] = parseReal();
    expect([e2007?.adoption?.from, e2007?.adoption?.by]).toEqual(['2008-01-01', '2008-09-30']);
    expect(e2008?.adoption).toBeUndefined();
    expect([e2017?.adoption?.from, e2017?.adoption?.by]).toEqual([undefined, '2017-09-30']);
  });

  it('has exactly the in-force dates of the facts, each with a source', () => {
    const editions = parseReal();
    const inData = editions.flatMap((e) => e.inForce.map((f) => `${f.body} ${f.from} ${e.id}`)).sort();
    const inFacts = Object.entries(FACTS)
      .flatMap(([body, changes]) => changes.map(([from, id]) => `${body} ${from} ${id}`))
      .sort();
    expect(inData).toEqual(inFacts);
    for (const e of editions) for (const f of e.inForce) expect(f.source.length).toBeGreaterThan(40);
    expect(editions.find((e) => e.id === '2007')?.inForce).toEqual([]);
  });
});

describe('the text in force for body B on date D', () => {
  const editions = parseReal();
  const cases: { body: string; date: string; want: string | undefined }[] = [];
  for (const [body, changes] of Object.entries(FACTS)) {
    changes.forEach(([from, id], i) => {
      cases.push({ body, date: dayBefore(from), want: i === 0 ? undefined : changes[i - 1]?.[1] });
      cases.push({ body, date: from, want: id });
    });
    cases.push({ body, date: '2000-01-01', want: undefined }, { body, date: TODAY, want: changes.at(-1)?.[1] });
  }

  it('covers the day before and the day of every change for every body', () => {
    expect(cases).toHaveLength(8 * 2 + 7 * 4);
  });

  for (const { body, date, want } of cases) {
    it(`${body} on ${date}: ${want ?? 'none (an earlier code)'}`, () => {
      expect(textInForce(editions, body, date)?.id).toBe(want);
    });
  }

  it("gives the brief's examples", () => {
    const at = (body: string, date: string) => textInForce(editions, body, date)?.id;
    expect(at('ACBL', '2017-09-24')).toBe('2008-03');
    expect(at('ACBL', '2017-09-25')).toBe('2017');
    expect(at('EBU', '2008-07-31')).toBeUndefined();
    expect(at('EBU', '2008-08-01')).toBe('2008-03');
    expect(at('NBF', '2008-07-19')).toBeUndefined();
    expect(at('NBF', '2008-07-20')).toBe('2008-03');
    expect(at('SBU', '2017-08-31')).toBe('2008-03');
    expect(at('ABF', '2008-05-31')).toBeUndefined();
    expect(at('NOBODY', TODAY)).toBeUndefined();
  });

  it('agrees with the facts on any date, for any body', () => {
    const day = fc.date({
      min: new Date('2005-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(FACTS)), day, (body, d) => {
        const date = d.toISOString().slice(0, 10);
        expect(textInForce(editions, body, date)?.id).toBe(factsSay(body, date));
      }),
      { numRuns: 300 },
    );
  });
});

describe('current, superseded, upcoming', () => {
  const editions = parseReal();
  const status = (eds: readonly EditionEntry[], today: string) =>
    Object.fromEntries(eds.map((e) => [e.id, editionStatus(eds, e.id, today)]));

  it('today the 2017 Laws are current and both earlier texts superseded', () => {
    expect(currentEdition(editions, TODAY)?.id).toBe('2017');
    expect(status(editions, TODAY)).toEqual({ '2007': 'superseded', '2008-03': 'superseded', '2017': 'current' });
  });

  it('calls 2007 superseded although it was in force for none of these bodies', () => {
    expect(editions.find((e) => e.id === '2007')?.inForce).toEqual([]);
    expect(editionStatus(editions, '2007', '2008-06-01')).toBe('superseded');
  });

  it('follows the dates of the first bodies to change', () => {
    expect(currentEdition(editions, '2008-05-31')).toBeUndefined();
    expect(status(editions, '2008-05-31')).toEqual({ '2007': 'upcoming', '2008-03': 'upcoming', '2017': 'upcoming' });
    expect(currentEdition(editions, '2008-06-01')?.id).toBe('2008-03');
    expect(status(editions, '2017-07-31')).toEqual({ '2007': 'superseded', '2008-03': 'current', '2017': 'upcoming' });
    expect(status(editions, '2017-08-01')).toEqual({
      '2007': 'superseded',
      '2008-03': 'superseded',
      '2017': 'current',
    });
  });

  const edition2027 = `
- id: "2027"
  short: "2027"
  name: "Laws of Duplicate Bridge 2027 (fictitious)"
  promulgatedBy: WBF
  published: "2026-10"
  publishedSource: "a fictitious entry for this test"
  supersedes: "2017"
`;

  it('a published edition in force nowhere yet is upcoming and does not become current', () => {
    const withNext = parseReal(edition2027);
    expect(withNext.map((e) => e.id)).toEqual(['2007', '2008-03', '2017', '2027']);
    expect(currentEdition(withNext, TODAY)?.id).toBe('2017');
    expect(editionStatus(withNext, '2027', TODAY)).toBe('upcoming');
    expect(editionStatus(withNext, '2017', TODAY)).toBe('current');
    expect(supersededBy(withNext, '2017')).toEqual({ edition: withNext[3] });
  });

  it('it becomes current on the day it comes into force for a first body', () => {
    const withNext = parseReal(
      `${edition2027}  inForce:\n    - { body: EBU, from: "2027-08-01", source: "fictitious" }\n`,
    );
    expect(currentEdition(withNext, '2027-07-31')?.id).toBe('2017');
    expect(currentEdition(withNext, '2027-08-01')?.id).toBe('2027');
    expect(editionStatus(withNext, '2017', '2027-08-01')).toBe('superseded');
    expect(textInForce(withNext, 'ACBL', '2027-08-01')?.id).toBe('2017');
  });

  it('refuses an edition it does not know', () => {
    expect(() => editionStatus(editions, '2018', TODAY)).toThrow(/unknown edition "2018"/);
  });

  it('knows what supersedes what, and from when', () => {
    const [e2007, e2008, e2017] = editions;
    expect(supersededBy(editions, '2007')).toEqual({ edition: e2008, from: '2008-06-01' });
    expect(supersededBy(editions, '2008-03')).toEqual({ edition: e2017, from: '2017-08-01' });
    expect(supersededBy(editions, '2017')).toBeUndefined();
    expect(e2007?.id).toBe('2007');
  });

  it('orders editions by publication date, whatever the order of the file', () => {
    expect(editionOrder([...editions].reverse()).map((e) => e.id)).toEqual(['2007', '2008-03', '2017']);
  });

  it('builds /data/editions.json', () => {
    const data = editionsData(editions, realBodies(), TODAY);
    expect(data.current).toBe('2017');
    expect(data.editions.map((e) => e.id)).toEqual(['2007', '2008-03', '2017']);
    expect(data.bodies.map((b) => b.id)).toEqual(realBodies().map((b) => b.id));
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(editionsData(editions, [], '2008-01-01').current).toBeNull();
  });
});

describe('dates', () => {
  it('accepts calendar dates, and year-months only where allowed', () => {
    expect(dateProblem('2016-02-29', false)).toBeUndefined();
    expect(dateProblem('2017-03', true)).toBeUndefined();
    expect(dateProblem('2017-03', false)).toBe('not written YYYY-MM-DD');
    expect(dateProblem('2017-02-29', false)).toBe('February 2017 has 28 days');
    expect(dateProblem('2017-02-30', true)).toBe('February 2017 has 28 days');
    expect(dateProblem('2017-00-10', false)).toBe('there is no month 00');
    expect(dateProblem('2017', true)).toBe('not written YYYY-MM-DD or YYYY-MM');
    expect(dateProblem('2017-8-1', false)).toBe('not written YYYY-MM-DD');
  });

  it('orders publication dates only when they tell which is newer', () => {
    expect(comparePublished('2008-03-05', '2017-03')).toBeLessThan(0);
    expect(comparePublished('2017-03', '2017-02-28')).toBeGreaterThan(0);
    expect(comparePublished('2017-03', '2017-03-10')).toBe(0);
    expect(comparePublished('2017-03-10', '2017-03-10')).toBe(0);
    expect(comparePublished('2017-03-31', '2017-04')).toBeLessThan(0);
  });

  it('takes an official text only with an https address (and its format), an http one with why, or a place in words', () => {
    const valid = read(path.join(fixtures, 'valid.yaml'));
    const bodies = parseBodies(read(path.join(fixtures, 'bodies.yaml')), 'bodies.yaml').bodies ?? [];
    const withOfficial = (lines: string) =>
      parseEditions(
        valid.replace('  supersedes: "2008-03"\n', `  supersedes: "2008-03"\n  officialText:\n${lines}`),
        'x.yaml',
        bodies,
      );
    const head = '    title: T\n    issuer: WBF\n    date: "2017-03"\n    source: S\n';
    const ok = withOfficial(`${head}    url: https://example.org/laws.pdf\n    format: PDF\n`);
    expect(ok.diagnostics).toEqual([]);
    expect(ok.editions?.find((e) => e.id === '2017')?.officialText?.url).toBe('https://example.org/laws.pdf');
    expect(withOfficial(`${head}    where: the WBF's site\n`).diagnostics).toEqual([]);
    const messages = (lines: string) => withOfficial(lines).diagnostics.map((d) => d.message);
    const httpOnly = withOfficial(`${head}    url: http://example.org/laws.pdf\n    format: PDF\n`).diagnostics;
    expect(httpOnly.map((d) => [d.message, d.fix])).toEqual([
      [
        'edition "2017", officialText.url: "http://example.org/laws.pdf" is an http: address: an official text is linked at https:',
        expect.stringContaining('write "https://example.org/laws.pdf" if the text is served there'),
      ],
    ]);
    // Located at the address itself, not at the entry.
    const at = withOfficial(`${head}    url: http://example.org/laws.pdf\n    format: PDF\n`).diagnostics[0]!;
    const written = valid.replace(
      '  supersedes: "2008-03"\n',
      `  supersedes: "2008-03"\n  officialText:\n${head}    url: http://`,
    );
    expect([at.line, at.column]).toEqual([written.split('\n').findIndex((l) => l.includes('url: http://')) + 1, 10]);
    const withWhy = withOfficial(
      `${head}    url: http://example.org/laws.pdf\n    format: PDF\n    http: no https address is published\n`,
    );
    expect(withWhy.diagnostics).toEqual([]);
    expect(withWhy.editions?.find((e) => e.id === '2017')?.officialText?.http).toBe('no https address is published');
    expect(messages(`${head}    url: https://example.org/laws.pdf\n    format: PDF\n    http: why\n`)).toEqual([
      expect.stringContaining('"http" explains an http:// address, but "url" is not one'),
    ]);
    expect(messages(`${head}    url: ftp://example.org/laws.pdf\n    format: PDF\n`)).toEqual([
      expect.stringContaining('is not a web address'),
    ]);
    expect(messages(head)).toEqual([expect.stringContaining('has neither "url" nor "where"')]);
    expect(messages(`${head}    url: https://example.org/laws.pdf\n`)).toEqual([
      expect.stringContaining('has "url" but no "format"'),
    ]);
  });

  it('lets an edition come into force in its month of publication when the day is not known', () => {
    const valid = read(path.join(fixtures, 'valid.yaml'));
    const bodies = parseBodies(read(path.join(fixtures, 'bodies.yaml')), 'bodies.yaml').bodies ?? [];
    const { diagnostics } = parseEditions(valid.replace('from: "2017-08-01"', 'from: "2017-03-01"'), 'x.yaml', bodies);
    expect(diagnostics).toEqual([]);
  });
});

describe('an edition id used in a law text', () => {
  it('is checked against the registry, with a suggestion', () => {
    const editions = parseReal();
    expect(unknownEdition('2017', editions)).toBeUndefined();
    expect(unknownEdition('2008-3', editions)).toEqual({
      message:
        'unknown edition "2008-3": content/editions.yaml has "2007", "2008-03", "2017" (did you mean "2008-03"?)',
      fix: 'use the id of an edition in content/editions.yaml, or add the edition there first',
    });
  });
});

// ---------------------------------------------------------------------------
// Bad input: each fixture is fixtures/bad-registry/valid.yaml with one problem.

interface Expected {
  line: number;
  column: number;
  message: string;
  fix: RegExp;
}

const KNOWN = 'known bodies: ACBL, EBU, WBF';
const EDITION_IDS = 'editions: "2007", "2008-03", "2017"';

const BAD: Record<string, Expected> = {
  'unknown-body.yaml': {
    line: 27,
    column: 15,
    message: `edition "2017", inForce[0].body: unknown body "EBF"; ${KNOWN} (did you mean "WBF" or "EBU"?)`,
    fix: /^use the id of a body in content\/bodies\.yaml, or add the body there first$/,
  },
  'promulgated-unknown.yaml': {
    line: 5,
    column: 18,
    message: `edition "2007", promulgatedBy: unknown body "World Bridge Federation"; ${KNOWN}`,
    fix: /content\/bodies\.yaml/,
  },
  'from-not-a-date.yaml': {
    line: 28,
    column: 27,
    message: 'edition "2017", inForce[1].from: "25 September 2017" is not a date (not written YYYY-MM-DD)',
    fix: /^write a date, YYYY-MM-DD, e\.g\. "2017-08-01"$/,
  },
  'from-impossible-date.yaml': {
    line: 17,
    column: 27,
    message: 'edition "2008-03", inForce[1].from: "2008-09-31" is not a date (September 2008 has 30 days)',
    fix: /YYYY-MM-DD/,
  },
  'from-year-month.yaml': {
    line: 16,
    column: 26,
    message: 'edition "2008-03", inForce[0].from: "2008-08" is not a date (not written YYYY-MM-DD)',
    fix: /YYYY-MM-DD/,
  },
  'published-not-a-date.yaml': {
    line: 22,
    column: 14,
    message: 'edition "2017", published: "March 2017" is not a date (not written YYYY-MM-DD or YYYY-MM)',
    fix: /YYYY-MM \(a month when the source gives no day\)/,
  },
  'published-month-13.yaml': {
    line: 6,
    column: 14,
    message: 'edition "2007", published: "2007-13" is not a date (there is no month 13)',
    fix: /YYYY-MM-DD or YYYY-MM/,
  },
  'supersedes-unknown.yaml': {
    line: 24,
    column: 15,
    message: `edition "2017" supersedes "2008-3", which is not an edition in this file; ${EDITION_IDS} (did you mean "2008-03"?)`,
    fix: /remove "supersedes" when the earlier edition is not in the knowledge base/,
  },
  'duplicate-id.yaml': {
    line: 18,
    column: 7,
    message: 'duplicate edition id "2008-03" (first used on line 8)',
    fix: /ids are permanent/,
  },
  'same-date-two-editions.yaml': {
    line: 27,
    column: 26,
    message: 'two editions in force for EBU from 2017-08-01: "2017" here and "2008-03" (line 16)',
    fix: /one edition on a given date/,
  },
  'from-before-published.yaml': {
    line: 27,
    column: 26,
    message: 'edition "2017" is in force for EBU from 2017-02-28, before it was published (2017-03)',
    fix: /cannot be in force before it is published/,
  },
  'supersedes-cycle.yaml': {
    line: 8,
    column: 15,
    message: '"supersedes" goes round in a circle: "2007" → "2017" → "2008-03" → "2007"',
    fix: /supersedes an older one/,
  },
  'supersedes-itself.yaml': {
    line: 24,
    column: 15,
    message: 'edition "2017" supersedes itself',
    fix: /name the edition it replaces/,
  },
  'supersedes-newer.yaml': {
    line: 14,
    column: 15,
    message: 'edition "2008-03" (published 2008-03-05) supersedes "2017", which was published later (2017-03)',
    fix: /supersedes an older one/,
  },
  'two-successors.yaml': {
    line: 24,
    column: 15,
    message: 'editions "2008-03" (line 14) and "2017" both supersede "2007"',
    fix: /superseded by one edition/,
  },
  'published-tie.yaml': {
    line: 12,
    column: 14,
    message:
      'the publication dates of "2008-03" (2007-10-12) and "2007" (2007-10, line 6) do not tell which edition is newer',
    fix: /ordered by "published"/,
  },
  'body-goes-back.yaml': {
    line: 28,
    column: 27,
    message:
      'ACBL would go back to an older edition: "2017" from 2017-09-25, then "2008-03" from 2018-01-01 (the other entry is on line 17)',
    fix: /from older editions to newer ones/,
  },
  'duplicate-body.yaml': {
    line: 28,
    column: 15,
    message: 'edition "2017" has two inForce entries for EBU (the first on line 27)',
    fix: /keep one entry for EBU/,
  },
  'unknown-field.yaml': {
    line: 14,
    column: 3,
    message: 'edition "2008-03": unknown field "publisher" (did you mean "published"?)',
    fix: /^rename it to "published", or remove it$/,
  },
  'missing-field.yaml': {
    line: 8,
    column: 3,
    message: 'edition "2008-03": "published" is missing',
    fix: /^add "published:" with a date, YYYY-MM-DD or YYYY-MM/,
  },
  'id-not-text.yaml': {
    line: 18,
    column: 7,
    message: 'the edition on line 18, id: is the number 2017, not text',
    fix: /^write it in quotes: id: "2017"$/,
  },
  // One rule for every edition id (src/bridge/edition.ts): a digit first, then digits and lower-case letters, parts joined by "-".
  'id-not-url.yaml': {
    line: 18,
    column: 7,
    message:
      'the edition on line 18, id: "Laws 2017" is not an edition id (a digit first, then digits and lower-case letters, parts joined by "-")',
    fix: /used in URLs, e\.g\. "2017" or "2008-03"/,
  },
  'empty-name.yaml': { line: 10, column: 9, message: 'edition "2008-03", name: is blank', fix: /^write the full name/ },
  'in-force-not-a-list.yaml': {
    line: 26,
    column: 12,
    message: 'edition "2017", inForce: is a mapping, not a list',
    fix: /or \[\] when it is in force nowhere yet/,
  },
  'in-force-missing-source.yaml': {
    line: 17,
    column: 7,
    message: 'edition "2008-03", inForce[1]: "source" is missing',
    fix: /^add "source:" with the publication that says so/,
  },
  'adoption-reversed.yaml': {
    line: 25,
    column: 39,
    message: 'edition "2017", adoption.by: the window ends (2017-09-30) before it starts (2017-10-01)',
    fix: /"from" and "by"/,
  },
  'malformed-yaml.yaml': {
    line: 21,
    column: 3,
    message: 'content/editions.yaml is not valid YAML: Map keys must be unique',
    fix: /keep only one of the fields/,
  },
  'not-a-list.yaml': {
    line: 2,
    column: 1,
    message: 'content/editions.yaml is a mapping, not a list of editions',
    fix: /each starting with "- "/,
  },
};

const SPECIAL = ['valid.yaml', 'bodies.yaml', 'bodies-bad.yaml', 'many-problems.yaml'];
const fixtureBodies = (): Body[] => parseBodies(read(path.join(fixtures, 'bodies.yaml')), 'bodies.yaml').bodies ?? [];
const parseFixture = (file: string) =>
  parseEditions(read(path.join(fixtures, file)), 'content/editions.yaml', fixtureBodies());

describe('bad registry input', () => {
  it('has an expectation for every fixture, and a fixture for every expectation', () => {
    const files = readdirSync(fixtures).filter((f) => f.endsWith('.yaml') && !SPECIAL.includes(f));
    expect(files.sort()).toEqual(Object.keys(BAD).sort());
  });

  it('the base of the fixtures is valid, so each fixture has exactly its own problem', () => {
    expect(parseBodies(read(path.join(fixtures, 'bodies.yaml')), 'bodies.yaml').diagnostics).toEqual([]);
    const { editions, diagnostics } = parseFixture('valid.yaml');
    expect(diagnostics).toEqual([]);
    expect(editions?.map((e) => e.id)).toEqual(['2007', '2008-03', '2017']);
  });

  for (const [file, want] of Object.entries(BAD)) {
    it(`${file}: ${want.line}:${want.column} ${want.message}`, () => {
      const { editions, diagnostics } = parseFixture(file);
      expect(editions).toBeUndefined();
      expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`)).toEqual([
        `content/editions.yaml:${want.line}:${want.column}: ${want.message}`,
      ]);
      expect(diagnostics[0]?.fix).toMatch(want.fix);
    });
  }

  it('reports every problem of a file, top to bottom, not only the first', () => {
    const { editions, diagnostics } = parseFixture('many-problems.yaml');
    expect(editions).toBeUndefined();
    expect(diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`)).toEqual([
      `8:3: edition "2007": unknown field "edition"`,
      `15:15: edition "2008-03" supersedes "2006", which is not an edition in this file; ${EDITION_IDS} (did you mean "2007"?)`,
      `18:15: edition "2008-03", inForce[1].body: unknown body "acbl"; ${KNOWN} (did you mean "ACBL"?)`,
      `28:27: edition "2017", inForce[1].from: "2017-02-30" is not a date (February 2017 has 28 days)`,
    ]);
  });

  it('checks bodies.yaml the same way', () => {
    const { bodies, diagnostics } = parseBodies(read(path.join(fixtures, 'bodies-bad.yaml')), 'content/bodies.yaml');
    expect(bodies).toBeUndefined();
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`)).toEqual([
      'content/bodies.yaml:3:9: the body on line 3, id: "ebu" is not upper-case letters and digits',
      'content/bodies.yaml:4:9: duplicate body id "WBF" (first used on line 2)',
      'content/bodies.yaml:5:49: body "SBU", zone: 9 is not a WBF zone (1 to 8)',
      'content/bodies.yaml:6:3: body "NBF": "name" is missing',
      'content/bodies.yaml:6:14: body "NBF": unknown field "country"',
      'content/bodies.yaml:7:53: body "NZB", textNamedIn: "source" is missing',
    ]);
    for (const d of diagnostics) expect(d.fix.length).toBeGreaterThan(10);
  });
});
