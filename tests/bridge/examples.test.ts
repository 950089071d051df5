import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ExampleError } from '../../src/bridge/errors';
import {
  exampleRulingInput,
  loadExamples,
  parseExampleYaml,
  validateExample,
  type InsufficientBidExample,
} from '../../src/bridge/examples';
import { rule } from '../../src/bridge/ruling';

const DIR = fileURLToPath(new URL('../../content/examples', import.meta.url));
const examples = loadExamples(DIR);
const law27 = examples.filter((e): e is InsufficientBidExample => e.kind === 'insufficient-bid');

describe('the example files', () => {
  it('hold every example auction of the two sources', () => {
    expect(examples.map((e) => e.id)).toEqual([
      'comparable-calls-coot-1a',
      'comparable-calls-coot-1b',
      'comparable-calls-coot-1c',
      'comparable-calls-coot-1d',
      'comparable-calls-coot-1e',
      'comparable-calls-coot-2',
      'comparable-calls-ib-1',
      'comparable-calls-ib-2',
      'zone7-1d-1s-1h',
      'zone7-1nt-2d-2c',
      'zone7-1nt-2s-2d',
      'zone7-1s-2h-1nt',
      'zone7-2nt-2h',
      'zone7-4nt-4d',
    ]);
  });

  it('Zone 7 examples are written for 2008-03, the guide\'s for 2017', () => {
    for (const e of examples) {
      expect(e.edition, e.id).toBe(e.source.document === 'zone7-2008' ? '2008-03' : '2017');
    }
  });

  it('keep calls in canonical form', () => {
    const e = examples.find((x) => x.id === 'zone7-4nt-4d');
    expect(e?.kind).toBe('insufficient-bid');
    if (e?.kind === 'insufficient-bid') {
      expect(e.auction).toEqual(['1S', 'P', '3S', 'P', '4NT', 'P']);
      expect(e.insufficient).toBe('4D');
      expect(e.replacements.map((r) => r.call)).toEqual(['5D']);
    }
  });

  it('call-out-of-rotation examples are kept apart, with their own verdicts', () => {
    const coot = examples.filter((e) => e.kind === 'call-out-of-rotation');
    expect(coot).toHaveLength(6);
    const verdicts = Object.fromEntries(coot.map((e) => [e.id, e.replacements.map((r) => r.verdict.restriction)]));
    expect(verdicts).toEqual({
      'comparable-calls-coot-1a': ['none'],
      'comparable-calls-coot-1b': ['none'],
      'comparable-calls-coot-1c': ['none'],
      'comparable-calls-coot-1d': ['partner-must-pass-once'],
      'comparable-calls-coot-1e': ['partner-must-pass-once'],
      'comparable-calls-coot-2': ['none', 'partner-must-pass-once'],
    });
  });
});

describe('the ruling engine agrees with the sources', () => {
  const cases = law27.flatMap((e) =>
    e.replacements.map((r, i) => ({ name: `${e.id} → ${r.call ?? '?'} (#${i + 1})`, example: e, replacement: r })),
  );

  it('covers all sixteen replacements the sources discuss', () => {
    expect(cases).toHaveLength(16);
  });

  it.each(cases)('$name', ({ example, replacement }) => {
    const ruling = rule(exampleRulingInput(example, replacement));
    const expected = replacement.verdict;
    expect(ruling.partnerMustPass).toBe(expected.restriction === 'partner-must-pass');
    if (expected.clause !== undefined) expect(ruling.clause).toBe(expected.clause);
    expect(ruling.offender).toBe(example.offender);
  });

  it('the Zone 7 clauses the slides name themselves', () => {
    const stated = cases
      .filter((c) => c.replacement.verdict.clauseStated)
      .map((c) => `${c.example.id}:${c.replacement.call ?? ''}:${c.replacement.verdict.clause ?? ''}`);
    expect(stated).toEqual([
      'zone7-1d-1s-1h:2H:27B1a',
      'zone7-1d-1s-1h:X:27B1b',
      'zone7-1d-1s-1h:P:27B2',
      'zone7-1nt-2d-2c:3C:27B1b',
      'zone7-1s-2h-1nt:2NT:27B1a',
      'zone7-1s-2h-1nt:2NT:27B1b',
    ]);
  });

  it('the same auction gives the same verdicts in 2008 (Zone 7) and 2017 (guide)', () => {
    const z = law27.find((e) => e.id === 'zone7-1d-1s-1h');
    const g = law27.find((e) => e.id === 'comparable-calls-ib-1');
    expect(z && g).toBeTruthy();
    if (z === undefined || g === undefined) return;
    for (const call of ['2H', 'X']) {
      const rz = z.replacements.find((r) => r.call === call);
      const rg = g.replacements.find((r) => r.call === call);
      if (rz === undefined || rg === undefined) throw new Error(`missing ${call}`);
      expect(rule(exampleRulingInput(z, rz)).clause).toBe(rule(exampleRulingInput(g, rg)).clause);
    }
  });
});

describe('validation names the file and the field', () => {
  const minimal = {
    id: 'demo',
    kind: 'insufficient-bid',
    title: 'demo',
    source: { document: 'zone7-2008', place: 'slide' },
    edition: '2008-03',
    dealer: 'W',
    offender: 'E',
    auction: ['1D', '1S'],
    insufficient: '1H',
    intent: 'natural',
    replacements: [{ call: '2H', judgement: {}, verdict: { restriction: 'none', quote: 'ok' } }],
  };

  it('accepts a minimal example', () => {
    const e = validateExample(minimal, 'demo.yaml');
    expect(e.id).toBe('demo');
    expect(e.assumptions).toEqual([]);
    expect(e.replacements[0]?.verdict.clauseStated).toBe(false);
  });

  it.each([
    [{ ...minimal, id: 'Demo_1' }, 'x.json', /x\.json: field "id": "Demo_1" is not kebab-case/],
    [{ ...minimal, id: 'other' }, 'demo.yaml', /demo\.yaml: field "id": "other" does not match the file name "demo"/],
    [{ ...minimal, kind: 'revoke' }, 'demo.yaml', /field "kind": is "revoke"; expected one of insufficient-bid, call-out-of-rotation/],
    [{ ...minimal, edition: 2008 }, 'demo.yaml', /field "edition": is 2008; expected '2007', '2008-03' or '2017'/],
    [{ ...minimal, dealer: 'North' }, 'demo.yaml', /field "dealer": is "North"; expected N, E, S or W/],
    [{ ...minimal, offender: 'S' }, 'demo.yaml', /field "offender": is South, but after this auction it is East's turn/],
    [{ ...minimal, auction: ['1D', '1Q'] }, 'demo.yaml', /field "auction\[1\]": Unknown call "1Q"/],
    [{ ...minimal, auction: ['1D', 'P', 'X'] }, 'demo.yaml', /field "auction": Call 3 \("X" by East\): East cannot double partner's bid/],
    [{ ...minimal, insufficient: '2H' }, 'demo.yaml', /field "insufficient": 2H is not an insufficient bid after 1D 1S/],
    [{ ...minimal, source: { document: 'blog', place: 'x' } }, 'demo.yaml', /field "source.document": is "blog"/],
    [{ ...minimal, source: { document: 'zone7-2008' } }, 'demo.yaml', /field "source.place": is required/],
    [{ ...minimal, replacements: [] }, 'demo.yaml', /field "replacements": must be a non-empty list/],
    [{ ...minimal, replacements: [{ call: '2Q', verdict: { restriction: 'none', quote: 'q' } }] }, 'demo.yaml', /field "replacements\[0\].call": Unknown call "2Q"/],
    [{ ...minimal, replacements: [{ description: 'any', verdict: { restriction: 'none', quote: 'q' } }] }, 'demo.yaml', /field "replacements\[0\].call": is required in an insufficient-bid example/],
    [{ ...minimal, replacements: [{ call: '2H', judgement: { natural: true }, verdict: { restriction: 'none', quote: 'q' } }] }, 'demo.yaml', /field "replacements\[0\].judgement.natural": unknown field/],
    [{ ...minimal, replacements: [{ call: '2H', verdict: { restriction: 'barred', quote: 'q' } }] }, 'demo.yaml', /field "replacements\[0\].verdict.restriction": is "barred"/],
    [{ ...minimal, replacements: [{ call: '2H', verdict: { restriction: 'none', clause: '27Z', quote: 'q' } }] }, 'demo.yaml', /field "replacements\[0\].verdict.clause": is "27Z"/],
    [{ ...minimal, replacements: [{ call: '2H', verdict: { restriction: 'none', clauseStated: true, quote: 'q' } }] }, 'demo.yaml', /clauseStated": is true but no clause is given/],
    [{ ...minimal, replacements: [{ call: '2H', verdict: { restriction: 'partner-must-pass-once', quote: 'q' } }] }, 'demo.yaml', /belongs to calls out of rotation/],
    [{ ...minimal, replacements: [{ call: '2H', verdict: { restriction: 'none' } }] }, 'demo.yaml', /field "replacements\[0\].verdict.quote": is required/],
    [{ ...minimal, colour: 'red' }, 'demo.yaml', /field "colour": unknown field/],
    ['just text', 'demo.yaml', /demo\.yaml: must be a mapping/],
  ])('%#: %s', (data, file, message) => {
    expect(() => validateExample(data, file)).toThrow(ExampleError);
    expect(() => validateExample(data, file)).toThrow(message);
  });

  it('checks call-out-of-rotation examples', () => {
    const coot = {
      id: 'coot',
      kind: 'call-out-of-rotation',
      title: 't',
      source: { document: 'comparable-calls', place: 'p' },
      edition: '2017',
      dealer: 'W',
      offender: 'E',
      withdrawn: '1H',
      auction: ['1S', 'P'],
      intent: 'opening',
      replacements: [{ call: '2H', judgement: { comparable: true }, verdict: { restriction: 'none', quote: 'q' } }],
    };
    expect(validateExample(coot, 'coot.yaml').kind).toBe('call-out-of-rotation');
    expect(() => validateExample({ ...coot, auction: ['1S'] }, 'coot.yaml')).toThrow(/field "offender": is East, but after this auction it is North's turn/);
    expect(() => validateExample({ ...coot, withdrawn: '1Z' }, 'coot.yaml')).toThrow(/field "withdrawn": Unknown call "1Z"/);
    expect(() =>
      validateExample({ ...coot, replacements: [{ call: '2H', verdict: { restriction: 'none', clause: '27B1b', quote: 'q' } }] }, 'coot.yaml'),
    ).toThrow(/not ruled under Law 27; leave the clause out/);
    expect(() => validateExample({ ...coot, replacements: [{ verdict: { restriction: 'none', quote: 'q' } }] }, 'coot.yaml')).toThrow(
      /needs a call, or a description/,
    );
  });

  it('reports YAML syntax errors and duplicate ids with the file name', () => {
    expect(() => parseExampleYaml('id: [unclosed', 'broken.yaml')).toThrow(/broken\.yaml: is not valid YAML/);
    const dir = mkdtempSync(join(tmpdir(), 'examples-'));
    const text = (id: string) =>
      `id: ${id}\nkind: insufficient-bid\ntitle: t\nsource: {document: zone7-2008, place: p}\nedition: '2008-03'\ndealer: 'W'\noffender: 'E'\n` +
      `auction: ['1D', '1S']\ninsufficient: '1H'\nintent: i\nreplacements:\n  - {call: '2H', verdict: {restriction: none, quote: q}}\n`;
    writeFileSync(join(dir, 'a.yaml'), text('a'));
    writeFileSync(join(dir, 'notes.txt'), 'ignored');
    expect(loadExamples(dir).map((e) => e.id)).toEqual(['a']);
    writeFileSync(join(dir, 'a.yml'), text('a'));
    expect(() => loadExamples(dir)).toThrow(/a\.yml: field "id": "a" is also the id of a\.yaml|a\.yaml: field "id": "a" is also the id of a\.yml/);
  });

  it('exampleRulingInput needs a call', () => {
    const e = law27[0];
    if (e === undefined) throw new Error('no examples');
    expect(() => exampleRulingInput(e, { description: 'x', judgement: {}, verdict: { restriction: 'none', clauseStated: false, quote: 'q' } })).toThrow(
      /without a call/,
    );
  });
});
