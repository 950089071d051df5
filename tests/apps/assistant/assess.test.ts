/**
 * What the assistant shows for a state: a ruling only when nothing is wrong
 * and no question the ruling depends on is open (fast-check), the questions
 * one at a time in the Law's order (the guide's 1NT – (2♠) – 2♦ → 3♥ under
 * 2017), and the problems that stop a ruling.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS, callToString } from '../../../src/bridge/call';
import { RULED_EDITIONS } from '../../../src/bridge/edition';
import { openQuestions, ruleStrict } from '../../../src/bridge/ruling';
import { SEATS } from '../../../src/bridge/seat';
import { assess as assessWith, withoutRefusedAnswers } from '../../../src/apps/assistant/assess';
import { answer as answerOne } from '../../../src/apps/assistant/steps';
import {
  DEFAULT_STATE,
  parseSearch,
  type AnswerId,
  type AssistantState,
  type LinkProblem,
} from '../../../src/apps/assistant/state';
import { TODAY, data } from './data';

const assess = (state: AssistantState, link: readonly LinkProblem[] = []) => assessWith(data, state, TODAY, link);

const calls = ALL_CALLS.map(callToString);
const flag = fc.option(fc.boolean(), { nil: undefined, freq: 2 });
/** Auctions that often end in an insufficient bid: a short prefix, then a low bid. */
const auctionArb = fc.tuple(
  fc.constantFrom<string[]>(
    ['1D', '1S'],
    ['1NT', '2S'],
    ['1C', 'P', '1H', '2D'],
    ['7NT'],
    ['1D', '1C', 'P'],
    ['1H', 'X'],
    [],
  ),
  fc.oneof(
    { arbitrary: fc.constantFrom(...calls.slice(0, 10)), weight: 4 },
    { arbitrary: fc.constantFrom(...calls), weight: 1 },
  ),
);
const stateArb: fc.Arbitrary<AssistantState> = fc
  .record({
    edition: fc.constantFrom(...RULED_EDITIONS),
    dealer: fc.constantFrom(...SEATS),
    auction: auctionArb.map(([prefix, last]) => [...prefix, last]),
    accepted: fc.option(fc.boolean(), { nil: undefined, freq: 3 }),
    premature: fc.option(fc.boolean(), { nil: undefined, freq: 3 }),
    replacementAccepted: flag,
    intent: fc.constant(''),
    insufficientArtificial: flag,
    replacement: fc.option(fc.constantFrom(...calls), { nil: undefined, freq: 5 }),
    replacementArtificial: flag,
    sameDenominations: flag,
    comparable: flag,
  })
  .map((s) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as unknown as AssistantState);
const linkProblemsArb = fc.constantFrom<LinkProblem[]>([], [], [], [{ param: 'ed', value: '1999', message: 'x' }]);

describe('the assistant shows a ruling only when no question is open', () => {
  it('holds for any state: a ruling exactly when nothing is wrong and openQuestions is empty, and then it is ruleStrict’s', () => {
    let rulings = 0;
    let withheld = 0;
    fc.assert(
      fc.property(stateArb, linkProblemsArb, (state, link) => {
        const a = assess(state, link);
        if (a.ruling !== null) {
          rulings++;
          expect(a.problems).toEqual([]);
          expect(openQuestions(a.input!)).toEqual([]);
          expect(a.ruling).toEqual(ruleStrict(a.input!));
          return;
        }
        if (a.input === null || a.problems.length > 0) return;
        withheld++;
        expect(openQuestions(a.input).length).toBeGreaterThan(0);
        expect(a.chain?.open).not.toBeNull();
        expect(a.open).toEqual(openQuestions(a.input)[0]);
      }),
      { numRuns: 400, seed: 27 },
    );
    // The generator reaches both sides of the property.
    expect(rulings).toBeGreaterThan(10);
    expect(withheld).toBeGreaterThan(10);
  });
});

describe('1NT – (2♠) – 2♦ (a transfer), replaced by 3♥, under 2017', () => {
  const base: AssistantState = {
    ...DEFAULT_STATE,
    dealer: 'W',
    auction: ['1NT', '2S', '2D'],
    accepted: false,
    premature: false,
    replacement: '3H',
  };
  const answer = (s: AssistantState, ...answers: [AnswerId, boolean][]) =>
    answers.reduce((acc, [id, v]) => answerOne(acc, id, v), s);

  it('asks whether 2♦ is artificial first, then whether 3♥ specifies the same denomination(s), then comparability', () => {
    const first = assess(base);
    expect(first.ruling).toBeNull();
    expect(first.chain?.open?.text).toBe('Is 2♦ artificial (conventional), rather than a natural diamond bid?');
    const second = assess(answer(base, ['insufficientArtificial', true]));
    expect(second.ruling).toBeNull();
    expect(second.chain?.open?.id).toBe('sameDenominations');
    expect(second.chain?.open?.text).toBe(
      'Is 3♥ the lowest sufficient bid that specifies the same denomination(s) as 2♦?',
    );
  });

  it('rules 27B1(a) on yes, 27B1(b) on no then comparable, 27B2 on no and no', () => {
    const ia = answer(base, ['insufficientArtificial', true]);
    expect(assess(answer(ia, ['sameDenominations', true])).ruling?.clause).toBe('27B1a');
    const notSame = answer(ia, ['sameDenominations', false]);
    expect(assess(notSame).ruling).toBeNull();
    expect(assess(notSame).chain?.open?.id).toBe('comparable');
    expect(assess(answer(notSame, ['comparable', true])).ruling?.clause).toBe('27B1b');
    expect(assess(answer(notSame, ['comparable', false])).ruling?.clause).toBe('27B2');
  });

  it('rules 27A1 once LHO has accepted and no call was put in its place: no finding is asked', () => {
    const { replacement: _r, ...noCall } = base;
    const a = assess({ ...noCall, accepted: true, premature: false });
    expect(a.ruling?.clause).toBe('27A1');
    expect(a.chain?.asked.map((q) => q.question.id)).toEqual(['accepted', 'premature']);
    expect(a.open).toBeNull();
  });

  it('asks, before anything else, whether LHO accepts, then whether a call was already put in its place', () => {
    const fresh: AssistantState = { ...DEFAULT_STATE, dealer: 'W', auction: ['1NT', '2S', '2D'] };
    expect(assess(fresh).open?.id).toBe('accepted');
    expect(assess(fresh).open?.text).toBe(
      'Does South (LHO) accept 2♦? (If he has called over it, he has accepted it.)',
    );
    expect(assess(fresh).steps).toEqual(['auction', 'accepted']);
    const refused = answer(fresh, ['accepted', false]);
    expect(assess(refused).open?.id).toBe('premature');
    expect(assess(refused).open?.text).toBe('Had East already replaced 2♦ before you ruled?');
    expect(assess(refused).steps).toEqual(['auction', 'accepted', 'premature']);
    const explained = answer(refused, ['premature', false]);
    expect(assess(explained).open).toMatchObject({
      kind: 'call',
      id: 'replacement',
      text: 'Which call does East choose in place of 2♦?',
    });
    expect(assess(explained).steps).toEqual(['auction', 'accepted', 'premature', 'intent']);
    expect(assess(answer(explained, ['insufficientArtificial', true])).steps).toEqual([
      'auction',
      'accepted',
      'premature',
      'intent',
      'options',
      'replacement',
    ]);
    // After a premature call there are no options to explain: the call is made.
    const made = answer(refused, ['premature', true], ['insufficientArtificial', true]);
    expect(assess(made).steps).toEqual(['auction', 'accepted', 'premature', 'intent', 'replacement']);
    expect(assess(made).open).toMatchObject({ kind: 'call', text: 'Which call did East put in place of 2♦?' });
  });

  it('asks whether LHO accepts a replacement that is itself insufficient (27B4), and rules each way', () => {
    const ib = { ...base, replacement: '2H' };
    const open = assess(ib);
    expect(open.ruling).toBeNull();
    expect(open.open?.id).toBe('replacementAccepted');
    expect(open.open?.text).toBe('2♥ is itself insufficient. Does South (LHO) accept it?');
    const yes = assess(answer(ib, ['replacementAccepted', true])).ruling;
    expect([yes?.clause, yes?.partnerMustPass, yes?.path]).toEqual(['27B4', false, ['27B4', '27A1']]);
    const no = assess(answer(ib, ['replacementAccepted', false])).ruling;
    expect([no?.clause, no?.partnerMustPass, no?.callCancelled, no?.path]).toEqual([
      '27B4',
      true,
      true,
      ['27B4', '27B3'],
    ]);
  });

  it('a changed answer drops the answers that depend on it, and the call when it changes how the call was made', () => {
    const ruled = answer(base, ['insufficientArtificial', true], ['sameDenominations', true]);
    expect(assess(ruled).ruling?.clause).toBe('27B1a');
    const again = answer(ruled, ['insufficientArtificial', false]);
    expect([again.insufficientArtificial, again.sameDenominations, again.replacement]).toEqual([
      false,
      undefined,
      '3H',
    ]);
    const accepted = answer(ruled, ['accepted', true]);
    expect([accepted.accepted, accepted.premature, accepted.replacement, accepted.insufficientArtificial]).toEqual([
      true,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('problems stop the ruling', () => {
  it('a value of the link that cannot be read', () => {
    const { state, problems } = parseSearch('ed=1999&d=W&a=1D+1S+1H&lho=n&pr=n&r=2H&ia=n&ra=n');
    expect(assess(state).ruling?.clause).toBe('27B1a');
    const a = assess(state, problems);
    expect(a.ruling).toBeNull();
    expect(a.problems.map((p) => [p.param, p.kind])).toEqual([['ed', 'link']]);
  });

  it('an auction with an unknown call: no auction is read, so no ruling', () => {
    const { state, problems } = parseSearch('a=1S+FOO+1H&lho=n&pr=n&r=P&cmp=n');
    const a = assess(state, problems);
    expect(a.check.ok).toBe(false);
    expect(a.ruling).toBeNull();
    expect(a.problems[0]?.message).toContain('“FOO” (call 2) is not a call');
  });

  it('a finding the mechanics rule out (sd=y for a jump) is named, and can be set aside', () => {
    const { state, problems } = parseSearch('d=W&a=1NT+2S+2D&lho=n&pr=n&r=4H&ia=y&sd=y');
    expect(problems).toEqual([]);
    const a = assess(state);
    expect(a.ruling).toBeNull();
    expect(a.chain).toBeNull();
    expect(a.problems).toEqual([
      {
        param: 'sd',
        kind: 'finding',
        message:
          'The answer sd=y cannot hold here: it is true, but 4♥ is a jump (3♥ is sufficient), and a jump is never the lowest sufficient bid 27B1(a) asks for; ' +
          'set it to false or leave it out. Press “Set these aside” to drop it and answer the questions again.',
      },
    ]);
    const cleared = withoutRefusedAnswers(state, a.problems);
    expect(cleared.sameDenominations).toBeUndefined();
    expect(cleared.insufficientArtificial).toBe(true);
    const after = assess(cleared);
    expect(after.problems).toEqual([]);
    expect(after.chain?.open?.id).toBe('comparable');
  });
});
