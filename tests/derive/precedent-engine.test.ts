/**
 * Every precedent's facts against the Law 27 engine's input rules (issue 44):
 * the auction legal from the dealer, the insufficient bid really
 * insufficient, the call put in its place legal there or itself insufficient
 * (27B4), the facts and findings taken by the engine; a finding the engine
 * does not ask for on these facts (the source records it, the Law does not
 * turn on it here) changes nothing in its ruling. And the engine's ruling
 * beside each: compared on the clause the ruling turned on (`deciding`),
 * every difference with its reason, every precedent not compared with why.
 * A precedent written with a replacement that is no call for Law 27 is
 * refused at its place.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callProblem, parseAuction } from '../../src/bridge/auction';
import { parseCall } from '../../src/bridge/call';
import { isRuledEdition } from '../../src/bridge/ruled-editions';
import { openQuestions, rule } from '../../src/bridge/ruling';
import type { RulingInput } from '../../src/bridge/ruling/types';
import { engineBeside, precedentProblems } from '../../src/derive/precedent-rulings';
import { loadCorpus } from '../../src/model/corpus';
import { formatDiagnostic } from '../../src/model/diagnostic';
import { precedentRulingInput } from '../../src/model/precedent-input';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const corpus = loadCorpus(CONTENT).corpus;
const precedents = corpus?.precedents ?? [];
const withDeal = precedents.filter((p) => p.facts.calls.length > 0);

/** The input without the findings the engine does not ask for on these facts. */
function askedOnly(input: RulingInput): { input: RulingInput; unasked: string[] } {
  const { judgement, ...facts } = input;
  const asked = new Set<string>(openQuestions(facts).map((q) => q.id));
  const kept = Object.entries(judgement ?? {}).filter(([k]) => asked.has(k));
  return {
    input: kept.length > 0 ? { ...facts, judgement: Object.fromEntries(kept) } : facts,
    unasked: Object.keys(judgement ?? {}).filter((k) => !asked.has(k)),
  };
}

describe("every precedent's facts are a valid input for the engine", () => {
  it('loads every precedent, most with a deal', () => {
    expect(precedents.length).toBeGreaterThanOrEqual(49);
    expect(withDeal.length).toBeGreaterThan(40);
  });

  it('a legal auction from the dealer, ending in a bid that is really insufficient', () => {
    for (const p of withDeal) {
      expect(p.facts.dealer, p.id).not.toBeNull();
      const before = parseAuction(p.facts.dealer ?? 'N', p.facts.calls.slice(0, -1), { acceptInsufficient: true });
      expect(callProblem(before, parseCall(p.facts.calls.at(-1) ?? ''))?.code, p.id).toBe('insufficient');
    }
  });

  it('the call put in its place is legal there, or itself an insufficient bid (27B4)', () => {
    const put = withDeal.filter((p) => p.facts.replacement !== null);
    expect(put.length).toBeGreaterThan(20);
    for (const p of put) {
      const before = parseAuction(p.facts.dealer ?? 'N', p.facts.calls.slice(0, -1), { acceptInsufficient: true });
      const problem = callProblem(before, parseCall(p.facts.replacement ?? ''));
      expect([undefined, null, 'insufficient'], p.id).toContain(problem?.code);
    }
  });

  it('the engine takes the facts and findings; those it does not ask for on these facts change nothing', () => {
    let unaskedSeen = 0;
    for (const p of withDeal.filter((x) => isRuledEdition(x.edition))) {
      const input = precedentRulingInput(p);
      expect(input, p.id).not.toBeNull();
      if (input === null) continue;
      const full = rule(input);
      const { input: asked, unasked } = askedOnly(input);
      unaskedSeen += unasked.length;
      const only = rule(asked);
      const outcome = (r: typeof full) => [
        r.awaitingReplacement,
        r.clause,
        r.partnerMustPass,
        r.leadRestrictions,
        r.adjustedScorePossible,
      ];
      expect(outcome(only), `${p.id}: ${unasked.join(', ')}`).toEqual(outcome(full));
      // What the engine takes by default is what the source leaves out, whichever findings are given.
      expect(
        only.assumed.filter((a) => !unasked.includes(a)),
        p.id,
      ).toEqual(full.assumed.filter((a) => !unasked.includes(a)));
    }
    // The check has something to check: some precedents record findings the Law does not turn on here.
    expect(unaskedSeen).toBeGreaterThan(0);
  });
});

describe("the engine's ruling beside each precedent", () => {
  it('compared on the clause the ruling turned on; every difference has its reason, and no agreement has one', () => {
    expect(precedentProblems(precedents).map(formatDiagnostic)).toEqual([]);
    const statuses = precedents.map((p) => ({ p, beside: engineBeside(p) }));
    for (const { p, beside } of statuses) {
      if (beside.status === 'agrees' && ['27A1', '27B1a', '27B1b', '27B2', '27B3', '27B4'].includes(p.deciding))
        expect(beside.ruling.clause, p.id).toBe(p.deciding);
      expect(beside.status === 'differs', p.id).toBe(p.engineDiffers !== null);
      if (beside.status === 'not-compared')
        expect(p.kind === 'principle' || p.facts.replacement === null, p.id).toBe(true);
    }
    expect(statuses.filter((s) => s.beside.status === 'agrees').length).toBeGreaterThan(20);
  });

  it('a deciding clause the engine does not reach is a difference, said at the ruling', () => {
    const [p] = precedents.filter((x) => x.id === 'ebu-forum-4h-1nt-replaced-4nt');
    expect(p && engineBeside(p).status).toBe('agrees');
    const changed = p && { ...p, deciding: '27B1b' };
    const beside = changed && engineBeside(changed);
    expect(beside).toMatchObject({
      status: 'differs',
      points: ['the engine decides under 27B2; the published ruling turned on 27B1b'],
    });
  });
});

describe('a precedent whose replacement is no call for Law 27', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'kb-precedent-engine-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is refused at the replacement: a redouble of nothing', () => {
    const real = readFileSync(path.join(CONTENT, 'precedents', 'ebu-forum-4h-1nt-replaced-4nt.yaml'), 'utf8');
    const bad = real.replace('replacement: 4NT', 'replacement: XX');
    const dir = path.join(work, 'content');
    cpSync(CONTENT, dir, { recursive: true });
    writeFileSync(path.join(dir, 'precedents', 'ebu-forum-4h-1nt-replaced-4nt.yaml'), bad);
    const lines = loadCorpus(dir).diagnostics.map(formatDiagnostic);
    const before = bad.slice(0, bad.indexOf('XX')).split('\n');
    expect(lines).toEqual([
      expect.stringContaining(
        `ebu-forum-4h-1nt-replaced-4nt.yaml:${before.length}:${(before.at(-1)?.length ?? 0) + 1}: facts.replacement: Rdbl cannot be put in place of the insufficient bid: there is no double to redouble`,
      ),
    ]);
  });
});
