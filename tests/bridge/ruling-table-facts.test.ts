/**
 * Issue 26 of the tracker, "every choice asked before it matters": what a
 * person at the table decides (LHO's acceptances, the offender's call and
 * when he made it) is asked like the Director's findings, in the order it
 * happens, and no ruling the engine signs rests on an answer nobody gave.
 * The Law's words quoted are those of content/laws/27/2017.md and
 * 2008-03.md (the 2007 words are the 2008-03 ones).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS, callToDisplay, callToString, parseCall } from '../../src/bridge/call';
import type { RuledEdition as Edition } from '../../src/bridge/edition';
import { RulingInputError } from '../../src/bridge/errors';
import {
  QUESTION_ORDER,
  answersOf,
  openQuestions,
  rule,
  ruleStrict,
  withAnswers,
  type Answers,
  type Ruling,
  type RulingInput,
} from '../../src/bridge/ruling';
import { lhoOf, partnerOf, seatName } from '../../src/bridge/seat';

const ALL: readonly Edition[] = ['2007', '2008-03', '2017'];

/** West deals 1♦, North overcalls 1♠, East bids 1♥ (insufficient); LHO is South, partner West. */
const IB_1H = { dealer: 'W', calls: ['1D', '1S'], insufficient: '1H' } as const;
/** The guide's auction: North opens 1NT, East overcalls 2♠, South bids 2♦ (insufficient); LHO is West, partner North. */
const IB_2D = { dealer: 'N', calls: ['1NT', '2S'], insufficient: '2D' } as const;

const ids = (input: RulingInput): string[] => openQuestions(input).map((q) => q.id);

/** The RulingInputError ruleStrict throws for `input`, or null when it rules. */
function strictRefusal(input: RulingInput): RulingInputError | null {
  try {
    ruleStrict(input);
    return null;
  } catch (e) {
    if (e instanceof RulingInputError) return e;
    throw e;
  }
}

/** The RulingInputError rule throws for `input`, or null when it rules. */
function inputRefusal(input: RulingInput): RulingInputError | null {
  try {
    rule(input);
    return null;
  } catch (e) {
    if (e instanceof RulingInputError) return e;
    throw e;
  }
}

/** What a ruling decides: everything but its words. */
function decided(r: Ruling) {
  const {
    clause,
    path,
    partnerMustPass,
    leadRestrictions,
    callCancelled,
    adjustedScorePossible,
    laws,
    lawsNotApplying,
    restriction,
  } = r;
  return {
    clause,
    path,
    partnerMustPass,
    leadRestrictions,
    callCancelled,
    adjustedScorePossible,
    laws,
    lawsNotApplying,
    restriction,
  };
}

describe('the order of the questions', () => {
  it("the table's facts as they happen, then the Director's findings in the Law's order", () => {
    expect(QUESTION_ORDER).toEqual([
      'accepted',
      'premature',
      'replacement',
      'replacementAccepted',
      'insufficientArtificial',
      'replacementArtificial',
      'sameDenominations',
      'comparable',
    ]);
  });

  it.each(ALL)("%s: with nothing said, LHO's acceptance, then a premature call, then the call itself", (edition) => {
    expect(ids({ edition, ...IB_1H })).toEqual(['accepted', 'premature', 'replacement']);
  });
});

describe.each(ALL)(
  '(2) 27A1, %s: "Any insufficient bid may be accepted (treated as legal) at the option of offender\'s LHO" — asked first',
  (edition) => {
    const base = { edition, ...IB_1H } as const;

    it('accepted is the first question, put to LHO, with what each answer means', () => {
      const [first] = openQuestions(base);
      expect(first).toEqual({
        kind: 'yes-no',
        id: 'accepted',
        clause: '27A1',
        who: 'lho',
        text: 'Does South (LHO) accept 1♥? (If he has called over it, he has accepted it.)',
        yes: 'Law 27A1: 1♥ stands as a legal bid, with no rectification.',
        no: 'East must replace 1♥ with a legal call (Law 27B).',
        byDefault: false,
      });
      // Asked first whatever else is given: a premature call, the call itself, findings.
      expect(ids({ ...base, premature: true })[0]).toBe('accepted');
      expect(ids({ ...base, replacement: '3H', judgement: { comparable: false } })[0]).toBe('accepted');
      expect(
        strictRefusal({ ...base, replacement: '3H', premature: true, judgement: { comparable: false } })?.field,
      ).toBe('accepted');
    });

    it('yes: 27A1 follows ("It is accepted if that player calls"), and no finding is asked', () => {
      const afterYes = { ...base, accepted: true };
      // Only whether a call had already been put in its place remains (27C); which call it was is never asked.
      expect(ids(afterYes)).toEqual(['premature']);
      const r = ruleStrict({ ...afterYes, premature: false });
      expect(r.clause).toBe('27A1');
      expect(r.path).toEqual(['27A1']);
      expect(r.restriction).toBe('none');
      expect(r.partnerMustPass).toBe(false);
    });

    it('no: the offender must substitute a call — "If an insufficient bid in rotation is not accepted (see A) it must be corrected by the substitution of a legal call"', () => {
      expect(ids({ ...base, accepted: false })).toEqual(['premature', 'replacement']);
      const r = rule({ ...base, accepted: false, premature: false });
      expect(r.clause).toBe('27B');
      expect(r.awaitingReplacement).toBe(true);
    });

    // 27B: "If an insufficient bid in rotation is not accepted (see A) it must be corrected by the substitution of a legal
    // call". A call substituted after the Director ruled, or a substituted insufficient bid LHO accepted or refused (27B4),
    // follows only LHO's not accepting the insufficient bid: the facts given answer the question.
    describe.each([
      ['a call made after the Director ruled', { ...base, premature: false, replacement: '2H' }, 'premature'],
      [
        'another insufficient bid LHO accepted',
        { ...base, replacement: '1D', replacementAccepted: true },
        'replacementAccepted',
      ],
      [
        'another insufficient bid LHO refused',
        { ...base, replacement: '1D', replacementAccepted: false },
        'replacementAccepted',
      ],
    ] as const)('not asked when the facts given imply LHO did not accept: %s', (_, input, contradicted) => {
      it('accepted is neither asked nor assumed, and the ruling is the one on "no"', () => {
        expect(ids(input)).not.toContain('accepted');
        const r = rule(input);
        expect(r.assumed).not.toContain('accepted');
        expect(r).toEqual(rule({ ...input, accepted: false }));
        expect(ids({ ...input, accepted: false })).toEqual(ids(input));
        // "Yes" contradicts the facts given: refused, on the field that says so.
        expect(inputRefusal({ ...input, accepted: true })?.field).toBe(contradicted);
      });

      it('every answer to every open yes-or-no question is taken', () => {
        for (const q of openQuestions(input)) {
          if (q.kind !== 'yes-no') continue;
          for (const answer of [true, false]) {
            const next = withAnswers(input, { ...answersOf(input), [q.id]: answer });
            expect(inputRefusal(next), `${q.id} = ${answer}`).toBeNull();
          }
        }
      });
    });

    it('still asked when only the call is given, or a premature call: LHO may accept all the same (27C "unless the insufficient bid is accepted")', () => {
      expect(ids({ ...base, replacement: '2H' })[0]).toBe('accepted');
      expect(ids({ ...base, premature: true, replacement: '2H' })[0]).toBe('accepted');
      expect(ids({ ...base, premature: false })[0]).toBe('accepted');
    });

    it('not asked out of rotation: "If a player makes an insufficient bid out of rotation Law 31 applies"', () => {
      expect(ids({ ...base, inRotation: false })).toEqual([]);
      expect(ruleStrict({ ...base, inRotation: false }).clause).toBe('27A2');
    });
  },
);

describe.each(ALL)(
  '(3) 27C, %s: "If the offender replaces his insufficient bid before the Director has ruled on rectification" — asked',
  (edition) => {
    const base = { edition, ...IB_1H } as const;
    /** The 27C words of the edition, as the explanation gives them. */
    const stands =
      edition === '2017'
        ? /The insufficient bid was not accepted, so the substitution, being legal, stands, and the Director applies the relevant section of Law 27B to it/
        : /The insufficient bid was not accepted, so the substitution stands and the Director applies the relevant section of Law 27B to it/;

    it('premature is asked after LHO declines, of the table, with what each answer means', () => {
      const [q] = openQuestions({ ...base, accepted: false });
      expect(q).toMatchObject({
        kind: 'yes-no',
        id: 'premature',
        clause: '27C',
        who: 'table',
        byDefault: false,
        text: 'Had East already replaced 1♥ before you ruled?',
      });
      expect(q?.kind === 'yes-no' && q.yes).toMatch(/^Law 27C: the replacement stands/);
      expect(q?.kind === 'yes-no' && q.no).toBe("You explain East's options first; he then chooses his replacement.");
    });

    it('yes puts 27C first in the path, with the 27C words, and the call is then asked as the one he made', () => {
      const yes = { ...base, accepted: false, premature: true } as const;
      expect(openQuestions(yes)).toEqual([
        {
          kind: 'call',
          id: 'replacement',
          clause: '27C',
          who: 'offender',
          text: 'Which call did East put in place of 1♥?',
        },
      ]);
      const r = ruleStrict({ ...yes, replacement: '3H', judgement: { comparable: false } });
      expect(r.path).toEqual(['27C', '27B2']);
      expect(r.clause).toBe('27B2');
      expect(r.explanation).toMatch(/^East substituted 3♥ before the Director had ruled \(Law 27C\)\. /);
      expect(r.explanation).toMatch(stands);
      // No: the same call, chosen after the Director explained the options — the same clause, without 27C or its words.
      const no = ruleStrict({
        ...base,
        accepted: false,
        premature: false,
        replacement: '3H',
        judgement: { comparable: false },
      });
      expect(no.path).toEqual(['27B2']);
      expect(no.explanation).not.toMatch(/27C/);
    });

    it('yes, the call not yet named: 27C, 27B — the Director rules on the call made, with no options to explain and no acceptance to offer', () => {
      const awaiting = rule({ ...base, accepted: false, premature: true });
      expect(awaiting.clause).toBe('27B');
      expect(awaiting.path).toEqual(['27C', '27B']);
      expect(awaiting.awaitingReplacement).toBe(true);
      expect(awaiting.restriction).toBe('awaiting-replacement');
      expect(awaiting.replacement).toBeNull();
      expect(awaiting.assumed).toEqual([]);
      expect([
        awaiting.partnerMustPass,
        awaiting.leadRestrictions,
        awaiting.callCancelled,
        awaiting.adjustedScorePossible,
      ]).toEqual([false, false, false, false]);
      // "The Director applies the relevant foregoing section to the substitution": nothing to choose, nothing for LHO to accept again.
      expect(awaiting.announcement).toBe(
        edition === '2017'
          ? "East's call in place of 1♥ stands, if it is legal, and I will rule on it."
          : "East's call in place of 1♥ stands, and I will rule on it.",
      );
      expect(awaiting.announcement).not.toMatch(/may accept|explain/);
      expect(awaiting.explanation).toMatch(/South \(LHO\) did not accept 1♥/);
      expect(awaiting.explanation).toMatch(
        edition === '2017'
          ? /The substitution stands if it is legal, and the Director applies the relevant section of Law 27B to it/
          : /The substitution stands, and the Director applies the relevant section of Law 27B to it/,
      );
      expect(awaiting.explanation).toMatch(/there is no choice of replacement to explain/);
      expect(awaiting.explanation).not.toMatch(/may accept it by calling|explain the options/);
      // No: the options are explained first, and LHO's acceptance is still his to give.
      const options = rule({ ...base, accepted: false, premature: false });
      expect(options.path).toEqual(['27B']);
      expect(options.announcement).toBe(
        'South may accept 1♥. If he does not, East must replace it, and I will first explain his options away from the table.',
      );
      expect(options.explanation).toMatch(/then explain the options/);
    });

    it('"unless the insufficient bid is accepted": accepted after a premature call gives 27C, 27A1, and the premature call is withdrawn', () => {
      const r = ruleStrict({ ...base, accepted: true, premature: true, replacement: '3H' });
      expect(r.clause).toBe('27A1');
      expect(r.path).toEqual(['27C', '27A1']);
      expect(r.partnerMustPass).toBe(false);
      expect(r.explanation).toMatch(
        /East substituted 3♥ before the Director had ruled \(Law 27C\), but LHO may still accept the insufficient bid/,
      );
      expect(r.explanation).toMatch(
        /The premature 3♥ is withdrawn; information from it is authorised to the non-offending side and unauthorised to the offending side/,
      );
      expect(r.announcement).toBe(
        "South accepts 1♥: it stands as a legal bid, and the auction continues from it. East's 3♥ is withdrawn.",
      );
      expect(r.laws).toEqual([edition === '2017' ? '16C' : '16D']);
    });

    it('after LHO accepts, the premature question names the acceptance; yes withdraws the call, whichever it was, and asks nothing more', () => {
      const [q] = openQuestions({ ...base, accepted: true });
      expect(q).toMatchObject({
        id: 'premature',
        clause: '27C',
        text: 'Had East already put another call in place of 1♥ before South accepted it?',
      });
      expect(q?.kind === 'yes-no' && q.yes).toMatch(/that call is withdrawn/);
      expect(q?.kind === 'yes-no' && q.no).toBe('Nothing was withdrawn.');
      const yes = { ...base, accepted: true, premature: true } as const;
      expect(openQuestions(yes)).toEqual([]);
      const r = ruleStrict(yes);
      expect(r.clause).toBe('27A1');
      expect(r.path).toEqual(['27C', '27A1']);
      expect(r.assumed).toEqual([]);
      expect(r.awaitingReplacement).toBe(false);
      expect(r.replacement).toBeNull();
      expect(r.laws).toEqual([edition === '2017' ? '16C' : '16D']);
      // The call not given, the words name none.
      expect(r.announcement).toBe(
        'South accepts 1♥: it stands as a legal bid, and the auction continues from it. The call substituted for it is withdrawn.',
      );
      expect(r.explanation).toMatch(
        /^East substituted a call before the Director had ruled \(Law 27C\), but LHO may still accept the insufficient bid\./,
      );
      expect(r.explanation).toContain('The premature call is withdrawn;');
      expect(r.explanation).not.toMatch(/substituted the call|premature the call/);
      expect(r.explanation.match(/[1-7](?:[♣♦♥♠]|NT)/g)?.every((bid) => bid === '1♥')).toBe(true);
    });

    it('"unless the insufficient bid is accepted": once LHO accepts, which call was withdrawn decides nothing, so it is not asked; given, it is named', () => {
      const accepted = { ...base, accepted: true, premature: true } as const;
      const without = decided(ruleStrict(accepted));
      for (const call of ALL_CALLS.map(callToString)) {
        const r = ruleStrict({ ...accepted, replacement: call });
        expect(decided(r), call).toEqual(without);
        expect(r.replacement).toBe(call);
        expect(r.announcement, call).toBe(
          `South accepts 1♥: it stands as a legal bid, and the auction continues from it. East's ${callToDisplay(parseCall(call))} is withdrawn.`,
        );
      }
    });

    it('a call given beside an acceptance was made before the Director ruled: premature is implied, not asked, and "false" is refused', () => {
      expect(ids({ ...base, accepted: true, replacement: '3H' })).toEqual([]);
      expect(rule({ ...base, accepted: true, replacement: '3H' }).path).toEqual(['27C', '27A1']);
      expect(strictRefusal({ ...base, accepted: true, premature: false, replacement: '3H' })?.field).toBe('premature');
    });
  },
);

describe('(1) 27B4: "the Director rules as in 3 if the LHO does not accept the substituted insufficient bid as A1 allows"', () => {
  // 1NT (2♠) 2♦, replaced by 2♥: itself insufficient over 2♠.
  const case2H = { edition: '2017', ...IB_2D, accepted: false, premature: false, replacement: '2H' } as const;

  it('the engine asks whether LHO accepts 2♥, and nothing else', () => {
    expect(openQuestions(case2H)).toEqual([
      {
        kind: 'yes-no',
        id: 'replacementAccepted',
        clause: '27B4',
        who: 'lho',
        text: '2♥ is itself insufficient. Does West (LHO) accept it?',
        yes: 'Law 27B4 with 27A1: 2♥ stands and North is not barred.',
        no: 'Law 27B4 sends you to 27B3: 2♥ is cancelled, and North must pass whenever it is his turn to call.',
        byDefault: false,
      },
    ]);
    const e = strictRefusal(case2H);
    expect(e?.field).toBe('replacementAccepted');
    expect(e?.message).toMatch(
      /fact of the table, which is not given: 2♥ is itself insufficient\. Does West \(LHO\) accept it\? .*— Law 27B4$/,
    );
  });

  it('accepted: 2♥ stands and North (partner) is not barred — path 27B4, 27A1', () => {
    const r = ruleStrict({ ...case2H, replacementAccepted: true });
    expect(r.clause).toBe('27B4');
    expect(r.path).toEqual(['27B4', '27A1']);
    expect(r.partnerMustPass).toBe(false);
    expect(r.restriction).toBe('none');
    expect(r.callCancelled).toBe(false);
    expect(r.replacement).toBe('2H');
    expect(r.explanation).toMatch(
      /2♥ is itself insufficient, and West \(LHO\) accepted it \(Law 27B4, acceptance as Law 27A1 allows\)/,
    );
    expect(r.explanation).toMatch(/North is not barred/);
    expect(r.announcement).toBe(
      'West accepts 2♥: it stands, and the auction continues from it. Lead restrictions may apply.',
    );
  });

  it('not accepted: ruled "as in 3" — 2♥ is cancelled and North must pass — path 27B4, 27B3', () => {
    const r = ruleStrict({ ...case2H, replacementAccepted: false });
    expect(r.clause).toBe('27B4');
    expect(r.path).toEqual(['27B4', '27B3']);
    expect(r.partnerMustPass).toBe(true);
    expect(r.restriction).toBe('partner-must-pass');
    expect(r.callCancelled).toBe(true);
    expect(r.leadRestrictions).toBe(true);
    expect(r.laws).toEqual(['26B', '72C', '16C']);
    expect(r.explanation).toMatch(
      /2♥ is itself insufficient \(Law 27B4\), and West \(LHO\) does not accept it, so the Director rules as in Law 27B3: 2♥ is cancelled/,
    );
    expect(r.explanation).toMatch(/North \(the offender's partner\) must pass whenever it is his turn to call/);
    expect(r.announcement).toBe(
      '2♥ is cancelled: South must pass or make a sufficient bid, and North must pass whenever it is his turn to call. Lead restrictions may apply.',
    );
  });

  it('rule() on the default says it took "not accepted", and names it in assumed', () => {
    const r = rule(case2H);
    expect(r.path).toEqual(['27B4', '27B3']);
    expect(r.assumed).toEqual(['replacementAccepted']);
  });

  it("from nothing said, the questions come in the order of the table: accepted, premature, the call, then LHO's acceptance of 2♥", () => {
    let input: RulingInput = { edition: '2017', ...IB_2D };
    const seen: string[] = [];
    const answers: Answers = { accepted: false, premature: false, replacementAccepted: true };
    for (let step = 0; step < 8; step++) {
      const [q] = openQuestions(input);
      if (q === undefined) break;
      seen.push(q.id);
      // Until the last answer, nothing is signed.
      expect(strictRefusal(input)?.field).toBe(q.id);
      input =
        q.kind === 'call'
          ? { ...input, replacement: '2H' }
          : withAnswers(input, { ...answersOf(input), [q.id]: answers[q.id] });
    }
    expect(seen).toEqual(['accepted', 'premature', 'replacement', 'replacementAccepted']);
    expect(ruleStrict(input).path).toEqual(['27B4', '27A1']);
  });

  it.each(['2007', '2008-03'] as const)(
    '%s: "as A allows" — the same two rulings, with Law 26 and Law 23',
    (edition) => {
      const old = { ...case2H, edition };
      expect(ids(old)).toEqual(['replacementAccepted']);
      expect(ruleStrict({ ...old, replacementAccepted: true }).path).toEqual(['27B4', '27A1']);
      const no = ruleStrict({ ...old, replacementAccepted: false });
      expect(no.path).toEqual(['27B4', '27B3']);
      expect(no.partnerMustPass).toBe(true);
      expect(no.laws).toEqual(['26', '23', '16D']);
    },
  );
});

describe('(4) no ruling text asserts an answer that was not given', () => {
  const base = { edition: '2017', ...IB_1H } as const;

  it.each([
    ['nothing said', base],
    ['only the call', { ...base, replacement: '3H' }],
    ['LHO accepted, nothing said of a premature call', { ...base, accepted: true }],
    [
      "a premature call, LHO's acceptance not said",
      { ...base, premature: true, replacement: '3H', judgement: { comparable: false } },
    ],
    [
      "another insufficient bid, LHO's acceptance of it not said",
      { ...base, accepted: false, premature: false, replacement: '1D' },
    ],
    ['the lowest heart bid, the findings not said', { ...base, accepted: false, premature: false, replacement: '2H' }],
  ] as const)('%s: ruleStrict refuses, naming the first open question', (_, input) => {
    const open = openQuestions(input);
    expect(open.length).toBeGreaterThan(0);
    const e = strictRefusal(input);
    expect(e).not.toBeNull();
    const first = open[0];
    expect(e?.message).toContain(first?.text);
  });

  it('rule() still rules on defaults, and says which (assumed), or that the call is awaited', () => {
    expect(rule(base).assumed).toEqual(['accepted', 'premature']);
    expect(rule({ ...base, replacement: '3H' }).assumed).toEqual(['accepted', 'premature', 'comparable']);
    expect(rule({ ...base, accepted: false, premature: false }).awaitingReplacement).toBe(true);
  });
});

// ------------------------------------------------------------ announcements

/** Full stops that end a sentence: not in an abbreviation (e.g., i.e., etc., No.) or a number; also ? and !. */
function sentenceCount(text: string): number {
  const plain = text.replace(/\b(?:e\.g|i\.e|etc|cf|No|vs)\./g, '').replace(/\d\.\d/g, '');
  return (plain.match(/[.!?](?=\s|$)/g) ?? []).length;
}

/** Auctions of every shape: an ordinary overcall; the guide's; after 7NT (nothing sufficient); an accepted insufficient bid among the calls. */
const SITUATIONS = [
  IB_1H,
  IB_2D,
  { dealer: 'N', calls: ['7NT'], insufficient: '7S' },
  { dealer: 'N', calls: ['1S', '1H', 'P'], insufficient: '1D' },
] as const;

const announced = fc
  .record({
    edition: fc.constantFrom<Edition>(...ALL),
    situation: fc.constantFrom(...SITUATIONS),
    inRotation: fc.option(fc.boolean(), { nil: undefined, freq: 4 }),
    accepted: fc.option(fc.boolean(), { nil: undefined, freq: 2 }),
    premature: fc.option(fc.boolean(), { nil: undefined, freq: 2 }),
    replacement: fc.option(fc.constantFrom(...ALL_CALLS.map(callToString)), { nil: undefined, freq: 4 }),
    replacementAccepted: fc.option(fc.boolean(), { nil: undefined, freq: 2 }),
    judgement: fc.record(
      {
        insufficientArtificial: fc.boolean(),
        replacementArtificial: fc.boolean(),
        sameDenominations: fc.boolean(),
        comparable: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  })
  .map(({ edition, situation, ...rest }): RulingInput => ({
    edition,
    ...situation,
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
  }));

/** One input for each kind of ruling (East's 1♥ over 1♠). */
const EVERY_KIND: readonly RulingInput[] = (
  [
    { inRotation: false },
    { accepted: true, premature: false },
    { accepted: true, premature: true },
    { accepted: false, premature: false },
    { accepted: false, premature: true },
    { accepted: false, premature: false, replacement: '2H' },
    { accepted: false, premature: false, replacement: '3H', judgement: { comparable: true } },
    { accepted: false, premature: false, replacement: '3H' },
    { accepted: false, premature: true, replacement: '3H' },
    { accepted: false, premature: false, replacement: 'X' },
    { accepted: false, premature: false, replacement: '1D', replacementAccepted: true },
    { accepted: false, premature: false, replacement: '1D', replacementAccepted: false },
  ] as const
).map((facts) => ({ edition: '2017', ...IB_1H, ...facts }));

function ruled(input: RulingInput): Ruling | null {
  try {
    return rule(input);
  } catch (e) {
    if (e instanceof RulingInputError) return null;
    throw e;
  }
}

describe('(5) the announcement: what the Director says to the table', () => {
  it('counts sentences as the test means: suit symbols, seat names and law numbers are no sentence ends', () => {
    expect(
      sentenceCount('2♥ replaces 1♥, with no further rectification. North–South: call me back at the end of play.'),
    ).toBe(2);
    expect(sentenceCount('The insufficient 1♥ was made out of turn, so Law 31 (bid out of rotation) applies.')).toBe(1);
    expect(sentenceCount('See e.g. Law 27B1(a). Then 3♥. Then 7NT.')).toBe(3);
  });

  it('is at most two short sentences and names the deciding facts, for every ruling', () => {
    const clauses = new Set<string>();
    fc.assert(
      fc.property(announced, (input) => {
        const r = ruled(input);
        if (r === null) return;
        clauses.add(r.path.join(' '));
        const a = r.announcement;
        const where = `${a} (${JSON.stringify(input)})`;
        expect(sentenceCount(a), where).toBeGreaterThanOrEqual(1);
        expect(sentenceCount(a), where).toBeLessThanOrEqual(2);
        expect(a, where).toMatch(/[.!?]$/);
        // Short: each sentence reads aloud in one breath.
        for (const s of a.split(/(?<=[.!?])\s+/)) expect(s.split(/\s+/).length, where).toBeLessThanOrEqual(25);
        // No clause numbers read to the players, and no questions left in it.
        expect(a, where).not.toMatch(/27[A-D]/);
        const ib = callToDisplay(parseCall(r.insufficient));
        const call = r.replacement === null ? null : callToDisplay(parseCall(r.replacement));
        const lho = seatName(lhoOf(r.turn));
        const partner = seatName(partnerOf(r.turn));
        const bar = `${partner} must pass whenever it is his turn to call`;
        switch (r.clause) {
          case '27A2':
            expect(a, where).toMatch(/out of turn, so Law 31 \(bid out of rotation\) applies/);
            break;
          case '27A1':
            expect(a, where).toContain(`${lho} accepts ${ib}`);
            if (r.path[0] === '27C') expect(a, where).toMatch(/ is withdrawn\.$/);
            break;
          case '27B':
            if (r.path[0] === '27C') {
              // A call already made in its place: the Director rules on it; no acceptance to offer, no options to explain.
              expect(a, where).toBe(
                `${seatName(r.turn)}'s call in place of ${ib} stands${r.edition === '2017' ? ', if it is legal,' : ','} and I will rule on it.`,
              );
            } else {
              expect(a, where).toContain(`${lho} may accept ${ib}`);
              expect(a, where).toContain(`${seatName(r.turn)} must replace it`);
            }
            break;
          case '27B1a':
          case '27B1b':
            expect(a, where).toContain(`${call} replaces ${ib}, with no further rectification`);
            expect(a, where).toMatch(/call me back at the end of play/);
            expect(a, where).not.toContain('must pass');
            break;
          case '27B2':
            expect(a, where).toContain(`replaces ${ib}`);
            expect(a, where).toContain(bar);
            break;
          case '27B3':
            expect(a, where).toMatch(/ is cancelled: /);
            expect(a, where).toContain(bar);
            break;
          case '27B4':
            if (r.path.includes('27A1')) {
              expect(a, where).toContain(`${lho} accepts ${call}`);
              expect(a, where).not.toContain('must pass');
            } else {
              expect(a, where).toContain(`${call} is cancelled`);
              expect(a, where).toContain(bar);
            }
            break;
        }
      }),
      // Besides the generated cases, one of each kind, so that every kind of ruling is checked whatever the seed.
      { numRuns: 800, examples: EVERY_KIND.map((input) => [input]) },
    );
    for (const p of [
      '27A2',
      '27A1',
      '27C 27A1',
      '27B',
      '27C 27B',
      '27B1a',
      '27B1b',
      '27B2',
      '27B3',
      '27B4 27A1',
      '27B4 27B3',
      '27C 27B2',
    ])
      expect(clauses, p).toContain(p);
  }, 60_000);

  it('27B2: says that the partner must pass', () => {
    expect(
      rule({
        edition: '2017',
        ...IB_1H,
        accepted: false,
        premature: false,
        replacement: '3H',
        judgement: { comparable: false },
      }).announcement,
    ).toBe('3♥ replaces 1♥. West must pass whenever it is his turn to call, and lead restrictions may apply.');
  });

  it('after 7NT, the cancelled call may be replaced only by a pass', () => {
    const r = rule({
      edition: '2017',
      dealer: 'N',
      calls: ['7NT'],
      insufficient: '7S',
      accepted: false,
      premature: false,
      replacement: 'X',
      judgement: { comparable: false },
    });
    expect(r.announcement).toBe(
      'The double is cancelled: East must pass (no bid is sufficient after 7NT), and West must pass whenever it is his turn to call. Lead restrictions may apply.',
    );
    expect(sentenceCount(r.announcement)).toBe(2);
  });
});
