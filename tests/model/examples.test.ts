/**
 * Example auctions read by the model: every fault of every file reported at
 * once, each at its line and column with a fix. Each fixture in
 * fixtures/bad-examples/ is an example file with one kind of fault (one,
 * several-faults.yaml, has four); its id is its file name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Example } from '../../src/bridge/examples';
import { formatDiagnostic, type Diagnostic } from '../../src/model/diagnostic';
import { loadExamples, parseExample } from '../../src/model/examples';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'bad-examples');
const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content', 'examples');
/** Show fixture files as if they were in content/examples. */
const asContent = (file: string): string => `content/examples/${path.basename(file)}`;

const CALL_FIX = 'write a bid from 1♣ to 7NT (1C … 7NT), or Pass, X or XX';
const CLAUSE_FIX = 'write 27A1, 27A2, 27B, 27B1a, 27B1b, 27B2, 27B3 or 27B4';

/** [line, column, message, fix] */
type Expected = readonly [number, number, string, string];

const cases: Record<string, readonly Expected[]> = {
  'yaml-syntax.yaml': [
    [
      6,
      38,
      'the file is not valid YAML: Missing closing "quote',
      'correct the YAML syntax here: indentation, quotes, brackets and the colon after each field name',
    ],
  ],
  'duplicate-field.yaml': [
    [10, 1, 'the file is not valid YAML: Map keys must be unique', 'keep only one of the fields with this name'],
  ],
  'empty-file.yaml': [
    [1, 1, 'the file is empty', 'write the example as "field: value" lines, starting with id, kind and title'],
  ],
  'not-a-mapping.yaml': [
    [
      1,
      1,
      'the file is a list, not a mapping of example fields',
      'write the example as "field: value" lines, starting with id, kind and title',
    ],
  ],
  'unknown-field.yaml': [
    [
      17,
      7,
      'replacements[0].verdict: unknown field "restrction" (did you mean "restriction"?)',
      'rename it to "restriction", or remove it',
    ],
  ],
  'unknown-field-no-guess.yaml': [
    [
      9,
      1,
      'the example: unknown field "colour"',
      'remove it; the fields of an insufficient-bid example are id, kind, title, source, edition, dealer, offender, assumptions, intent, replacements, notes, auction or insufficient',
    ],
  ],
  'field-of-other-kind.yaml': [
    [
      12,
      1,
      'withdrawn: is a field of call-out-of-rotation examples, but this one is insufficient-bid',
      'remove "withdrawn", or change the kind to call-out-of-rotation',
    ],
  ],
  'missing-field.yaml': [
    [5, 3, 'source: "place" is missing', 'add "place:" with where in the document the example is (slide or section)'],
  ],
  'empty-value.yaml': [
    [12, 1, 'intent: has no value', 'write the intended meaning of the irregular call after "intent:"'],
  ],
  'wrong-kind.yaml': [
    [2, 7, 'kind: "revoke" is not a kind of example', 'write insufficient-bid or call-out-of-rotation'],
  ],
  'misspelt-kind.yaml': [
    [
      2,
      7,
      'kind: "insuficient-bid" is not a kind of example',
      'write "insufficient-bid" if that is what you meant; the choices are insufficient-bid or call-out-of-rotation',
    ],
  ],
  'bad-id.yaml': [
    [
      1,
      5,
      'id: "Bad_Id" is not lower-case words and digits joined by "-"',
      "write the example's id, the same as the file name, e.g. zone7-1d-1s-1h",
    ],
  ],
  'bad-seat.yaml': [[8, 9, 'dealer: "North" is not a seat', "write 'N' for North; seats are written N, E, S or W"]],
  'edition-number.yaml': [[7, 10, 'edition: is the number 2017, not text', 'write it in quotes: edition: "2017"']],
  'unknown-edition.yaml': [
    [
      7,
      10,
      'edition: "Laws 2017" is not an edition id (a digit first, then digits and lower-case letters, parts joined by "-")',
      "write the edition of the Laws the source was written for, as content/editions.yaml names it, e.g. '2017'",
    ],
  ],
  'illegal-call.yaml': [
    [
      10,
      17,
      'auction[1]: bid "8♦" is above 7: no bid can name more than seven odd tricks (7NT is the highest bid)',
      CALL_FIX,
    ],
  ],
  'illegal-auction.yaml': [
    [
      13,
      5,
      "auction[2]: call 3 (\"X\" by East): East cannot double partner's bid (West's 1♦); only an opponent's bid may be doubled",
      'correct the auction to the calls the source gives: every call before the irregular one must be legal',
    ],
  ],
  'auction-ended.yaml': [
    [
      10,
      10,
      'auction: has already ended, so no insufficient bid can follow',
      'remove the final passes, or correct the auction to the calls the source gives',
    ],
  ],
  'wrong-offender.yaml': [
    [
      9,
      11,
      "offender: is South, but after this auction it is East's turn to call",
      "write offender: 'E', or correct the dealer or the auction",
    ],
  ],
  'not-insufficient.yaml': [
    [
      11,
      15,
      'insufficient: 2♥ is not an insufficient bid after 1♦ 1♠',
      'write the bid the offender made; it must be lower than the last bid',
    ],
  ],
  'unknown-clause.yaml': [
    [18, 15, 'replacements[0].verdict.clause: "27B9z" is not a clause of Law 27 that a ruling can name', CLAUSE_FIX],
  ],
  'not-boolean.yaml': [
    [
      15,
      29,
      'replacements[0].judgement.comparable: is "yes", not true or false',
      'write true or false, without quotes',
    ],
  ],
  'clause-stated-without-clause.yaml': [
    [
      18,
      21,
      'replacements[0].verdict.clauseStated: is true, but no clause is given',
      'add "clause:" with the clause the source cites, or write clauseStated: false',
    ],
  ],
  'must-pass-once-in-ib.yaml': [
    [
      17,
      20,
      'replacements[0].verdict.restriction: partner-must-pass-once belongs to calls out of rotation; under Law 27 partner passes whenever it is his turn',
      'write partner-must-pass',
    ],
  ],
  'coot-with-clause.yaml': [
    [
      19,
      15,
      'replacements[0].verdict.clause: a call out of rotation is not ruled under Law 27',
      'remove the clause; the restriction alone records the verdict',
    ],
  ],
  'ib-replacement-without-call.yaml': [
    [
      14,
      5,
      'replacements[0]: "call" is missing; every replacement of an insufficient bid names its call',
      'add "call:" with the replacement call, e.g. call: \'2♥\'',
    ],
  ],
  'call-as-number.yaml': [
    [
      14,
      11,
      'replacements[0].call: is the number 2, not a call',
      'write the replacement call, e.g. "2♥" or "3NT", in quotes if need be',
    ],
  ],
  'empty-replacements.yaml': [
    [13, 15, 'replacements: is empty', 'list each replacement the source discusses, with its verdict'],
  ],
  'several-faults.yaml': [
    [8, 9, 'dealer: "West" is not a seat', "write 'W' for West; seats are written N, E, S or W"],
    [
      10,
      17,
      'auction[1]: bid "8♦" is above 7: no bid can name more than seven odd tricks (7NT is the highest bid)',
      CALL_FIX,
    ],
    [
      16,
      5,
      'replacements[0]: unknown field "acepted"',
      'remove it; the fields of a replacement are call, description, condition, judgement, verdict or note',
    ],
    [19, 15, 'replacements[0].verdict.clause: "27B9z" is not a clause of Law 27 that a ruling can name', CLAUSE_FIX],
  ],
};

const diagnostic = (file: string, [line, column, message, fix]: Expected): Diagnostic => ({
  file,
  line,
  column,
  message,
  fix,
});

describe('a bad example file', () => {
  it('has an expectation for every fixture, and a fixture for every expectation', () => {
    expect(
      readdirSync(FIXTURES)
        .filter((f) => f.endsWith('.yaml'))
        .sort(),
    ).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.entries(cases))(
    '%s: every fault reported where it is, with a fix, and no example',
    (name, expected) => {
      const file = `content/examples/${name}`;
      const { example, diagnostics } = parseExample(readFileSync(path.join(FIXTURES, name), 'utf8'), file);
      expect(example).toBeUndefined();
      expect(diagnostics).toEqual(expected.map((e) => diagnostic(file, e)));
    },
  );
});

describe('loading a folder of examples', () => {
  it('reports every fault of every file in one run', () => {
    const { examples, diagnostics } = loadExamples(FIXTURES, asContent);
    expect(examples).toEqual([]);
    const names = Object.keys(cases).sort();
    expect(diagnostics).toEqual(
      names.flatMap((name) => (cases[name] ?? []).map((e) => diagnostic(`content/examples/${name}`, e))),
    );
  });

  it('an illegal call in one file and an unknown clause in another: both, each at its line and column', () => {
    const { examples, diagnostics } = loadExamples(path.join(FIXTURES, 'two-files'), asContent);
    expect(examples).toEqual([]);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'content/examples/zone7-eight-diamonds.yaml:10:17: auction[1]: bid "8♦" is above 7: no bid can name more than seven odd tricks (7NT is the highest bid)' +
        ` — fix: ${CALL_FIX}`,
      'content/examples/zone7-unknown-clause.yaml:18:15: replacements[0].verdict.clause: "27B9z" is not a clause of Law 27 that a ruling can name' +
        ` — fix: ${CLAUSE_FIX}`,
    ]);
  });

  it('shows paths relative to the working directory unless told otherwise', () => {
    const { diagnostics } = loadExamples(path.join(FIXTURES, 'two-files'));
    expect(diagnostics.map((d) => d.file)).toEqual([
      path.relative(process.cwd(), path.join(FIXTURES, 'two-files', 'zone7-eight-diamonds.yaml')),
      path.relative(process.cwd(), path.join(FIXTURES, 'two-files', 'zone7-unknown-clause.yaml')),
    ]);
  });

  it('checks across files: the id is the file name, no two files share an id; the good examples are still returned', () => {
    const { examples, diagnostics } = loadExamples(path.join(FIXTURES, 'across-files'), asContent);
    expect(examples.map((e) => e.id)).toEqual(['good', 'twice']);
    expect(diagnostics).toEqual([
      {
        file: 'content/examples/twice.yml',
        line: 1,
        column: 5,
        message: 'id: "twice" is also the id of content/examples/twice.yaml',
        fix: 'give each example its own id, the same as its file name',
      },
      {
        file: 'content/examples/wrong-name.yaml',
        line: 1,
        column: 5,
        message: 'id: "right-name" does not match the file name wrong-name.yaml',
        fix: 'rename the file to right-name.yaml, or write id: wrong-name',
      },
    ]);
  });

  it('a folder that does not exist holds no examples', () => {
    const result = loadExamples(path.join(FIXTURES, 'no-such-folder'));
    expect([result.examples, result.diagnostics, result.broken]).toEqual([[], [], []]);
  });
});

describe('the examples of the site', () => {
  const { examples, diagnostics } = loadExamples(CONTENT, asContent);

  it('all load without a diagnostic', () => {
    expect(diagnostics).toEqual([]);
    expect(examples.length).toBeGreaterThan(0);
    expect(examples).toHaveLength(readdirSync(CONTENT).filter((f) => f.endsWith('.yaml')).length);
  });

  it('are read exactly as the bridge read them before the model took over (snapshot of the old loader)', () => {
    const before = JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'fixtures', 'examples-before.json'), 'utf8'),
    ) as Example[];
    expect(JSON.parse(JSON.stringify(examples))).toStrictEqual(before);
  });
});

describe('a good example', () => {
  const text = [
    'id: demo',
    'kind: insufficient-bid',
    'title: demo',
    'source: {document: zone7-2008, place: slide 3}',
    "edition: '2008-03'",
    'dealer: W',
    'offender: E',
    "auction: ['1♦', 1s]",
    'insufficient: 1 hearts',
    'intent: natural',
    'replacements:',
    '  - call: Dbl',
    '    verdict: {restriction: none, quote: ok}',
    '  - call: 2h',
    '    judgement: {comparable: true}',
    '    verdict: {restriction: partner-must-pass, clause: 27B2, quote: no}',
    '',
  ].join('\n');

  it('is read with calls in canonical form and defaults filled in', () => {
    const { example, diagnostics } = parseExample(text, 'demo.yaml');
    expect(diagnostics).toEqual([]);
    expect(example).toStrictEqual({
      kind: 'insufficient-bid',
      id: 'demo',
      title: 'demo',
      source: { document: 'zone7-2008', place: 'slide 3' },
      edition: '2008-03',
      dealer: 'W',
      offender: 'E',
      assumptions: [],
      intent: 'natural',
      replacements: [
        { judgement: {}, call: 'X', verdict: { restriction: 'none', clauseStated: false, quote: 'ok' } },
        {
          call: '2H',
          judgement: { comparable: true },
          verdict: { restriction: 'partner-must-pass', clause: '27B2', clauseStated: false, quote: 'no' },
        },
      ],
      notes: [],
      auction: ['1D', '1S'],
      insufficient: '1H',
    } satisfies Example);
  });

  it('of a call out of rotation may leave out the auction, and a replacement may be a description', () => {
    const coot = [
      'id: coot',
      'kind: call-out-of-rotation',
      'title: t',
      'source: {document: comparable-calls, place: p}',
      "edition: '2017'",
      'dealer: W',
      'offender: E',
      'withdrawn: 1♥',
      'intent: opening',
      'replacements:',
      '  - description: any call that shows hearts',
      '    verdict: {restriction: partner-must-pass-once, quote: q}',
      '',
    ].join('\n');
    const { example, diagnostics } = parseExample(coot, 'coot.yaml');
    expect(diagnostics).toEqual([]);
    expect(example?.kind).toBe('call-out-of-rotation');
    expect(example && 'auction' in example).toBe(false);
    expect(example?.kind === 'call-out-of-rotation' ? example.withdrawn : undefined).toBe('1H');
    expect(example?.replacements[0]?.description).toBe('any call that shows hearts');
  });

  it('may record what its source says of lead restrictions and Law 27D; a call out of rotation has no 27D', () => {
    const withLead = text.replace(
      'verdict: {restriction: partner-must-pass, clause: 27B2, quote: no}',
      'verdict: {restriction: partner-must-pass, clause: 27B2, leadRestrictions: true, adjustedScore: false, quote: no}',
    );
    const { example, diagnostics } = parseExample(withLead, 'demo.yaml');
    expect(diagnostics).toEqual([]);
    expect(example?.replacements[1]?.verdict).toStrictEqual({
      restriction: 'partner-must-pass',
      clauseStated: false,
      quote: 'no',
      clause: '27B2',
      leadRestrictions: true,
      adjustedScore: false,
    });
    const coot = [
      'id: coot',
      'kind: call-out-of-rotation',
      'title: t',
      'source: {document: comparable-calls, place: p}',
      "edition: '2017'",
      'dealer: W',
      'offender: E',
      'withdrawn: 1♥',
      'intent: opening',
      'replacements:',
      '  - description: any',
      '    verdict: {restriction: partner-must-pass-once, adjustedScore: true, quote: q}',
      '',
    ].join('\n');
    const bad = parseExample(coot, 'coot.yaml');
    expect(bad.example).toBeUndefined();
    expect(bad.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      expect.stringMatching(/^12:\d+ .*Law 27D belongs to insufficient bids/),
    ]);
  });
});

describe('parseExample never crashes', () => {
  const real = readFileSync(path.join(CONTENT, 'zone7-1d-1s-1h.yaml'), 'utf8');
  const lines = real.split('\n');
  const wellFormed = (r: ReturnType<typeof parseExample>): boolean =>
    (r.example === undefined) !== (r.diagnostics.length === 0) &&
    r.diagnostics.every((d) => d.file === 'x.yaml' && d.line >= 1 && d.column >= 1 && d.message !== '' && d.fix !== '');

  it(
    'on a real example with lines deleted, duplicated or cut short: an example or diagnostics, never both, never neither',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              line: fc.nat(lines.length - 1),
              cut: fc.nat(60),
              how: fc.constantFrom('delete', 'copy', 'cut'),
            }),
            { maxLength: 4 },
          ),
          (edits) => {
            const out = [...lines];
            for (const { line, cut, how } of edits) {
              const i = Math.min(line, out.length - 1);
              const text = out[i] ?? '';
              if (how === 'delete') out.splice(i, 1);
              else if (how === 'copy') out.splice(i, 0, text);
              else out[i] = text.slice(0, cut);
            }
            expect(wellFormed(parseExample(out.join('\n'), 'x.yaml'))).toBe(true);
          },
        ),
        { numRuns: 100 },
      );
    },
  );

  it('on random text', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const r = parseExample(text, 'x.yaml');
        expect(r.example).toBeUndefined();
        expect(wellFormed(r)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
