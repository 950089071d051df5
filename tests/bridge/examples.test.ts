import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exampleRulingInput, type InsufficientBidExample } from '../../src/bridge/examples';
import { openQuestions, rule } from '../../src/bridge/ruling';
import { loadExamples } from '../../src/model/examples';

// Reading and checking the files is the model's (tests/model/examples.test.ts); here, what they hold.
const DIR = fileURLToPath(new URL('../../content/examples', import.meta.url));
const { examples } = loadExamples(DIR);
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

  it("Zone 7 examples are written for 2008-03, the guide's for 2017", () => {
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
    const input = exampleRulingInput(example, replacement);
    // The table's facts the sources take for granted: LHO did not accept the insufficient bid (27A1), and the offender
    // chose the call after the Director had explained the options (no premature replacement, 27C).
    expect(input).toMatchObject({ accepted: false, premature: false, replacement: replacement.call });
    const ruling = rule(input);
    const expected = replacement.verdict;
    expect(ruling.partnerMustPass).toBe(expected.restriction === 'partner-must-pass');
    if (expected.clause !== undefined) expect(ruling.clause).toBe(expected.clause);
    expect(ruling.offender).toBe(example.offender);
    // Every source's replacement is a sufficient bid, a pass or a double: nothing for LHO to accept again (27B4),
    // so what is left open, if anything, is the Director's findings the source does not state.
    expect(ruling.path).not.toContain('27B4');
    for (const q of openQuestions(input)) expect(q.who, q.id).toBe('director');
    expect(
      ruling.assumed.filter((id) => id === 'accepted' || id === 'premature' || id === 'replacementAccepted'),
    ).toEqual([]);
    expect(ruling.path[0]).not.toBe('27C');
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

describe('exampleRulingInput', () => {
  it('needs a call', () => {
    const e = law27[0];
    if (e === undefined) throw new Error('no examples');
    expect(() =>
      exampleRulingInput(e, {
        description: 'x',
        judgement: {},
        verdict: { restriction: 'none', clauseStated: false, quote: 'q' },
      }),
    ).toThrow(/without a call/);
  });
});
