import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputError } from './input-error';
import { appendCall, emptyAuction, isComplete, legalCalls, parseAuction, type Auction } from '../../src/bridge/auction';
import { ALL_BIDS, ALL_CALLS, bidRank, callToString, type Call } from '../../src/bridge/call';
import type { RuledEdition as Edition } from '../../src/bridge/edition';
import { RulingInputError } from '../../src/bridge/errors';
import {
  JUDGEMENT_FIELDS,
  openQuestions,
  replacementOptions,
  rule,
  ruleStrict,
  type Judgement,
  type QuestionId,
  type Ruling,
  type RulingInput,
} from '../../src/bridge/ruling';
import { SEATS, type Seat } from '../../src/bridge/seat';

const OLD: readonly Edition[] = ['2007', '2008-03'];
const ALL: readonly Edition[] = ['2007', '2008-03', '2017'];

/** West deals 1♦, North overcalls 1♠, East bids 1♥ (insufficient). */
function ib1H(edition: Edition, extra: Partial<RulingInput> = {}): Ruling {
  return rule({ edition, dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', ...extra });
}


describe.each(ALL)('Law 27 (%s): what every edition shares', (edition) => {
  it('27A2: an insufficient bid out of rotation goes to Law 31', () => {
    const r = ib1H(edition, { inRotation: false, replacement: '2H' });
    expect(r.clause).toBe('27A2');
    expect(r.path).toEqual(['27A2']);
    expect(r.laws).toEqual(['31']);
    expect(r.restriction).toBe('law-31');
    expect(r.offender).toBeNull();
    expect(r.turn).toBe('E');
    expect([r.partnerMustPass, r.leadRestrictions, r.callCancelled, r.adjustedScorePossible]).toEqual([false, false, false, false]);
    expect(r.explanation).toMatch(/out of rotation/);
  });

  it('27A1: LHO accepts by calling; no rectification', () => {
    const r = ib1H(edition, { accepted: true });
    expect(r.clause).toBe('27A1');
    expect(r.path).toEqual(['27A1']);
    expect(r.laws).toEqual([]);
    expect(r.restriction).toBe('none');
    expect(r.offender).toBe('E');
    expect([r.partnerMustPass, r.leadRestrictions, r.callCancelled, r.adjustedScorePossible]).toEqual([false, false, false, false]);
    expect(r.explanation).toMatch(/South \(LHO\) accepted East's insufficient 1♥/);
  });

  it('27B with no replacement yet: what the Director tells the table', () => {
    const r = ib1H(edition);
    expect(r.clause).toBe('27B');
    expect(r.awaitingReplacement).toBe(true);
    expect(r.restriction).toBe('awaiting-replacement');
    expect(r.replacement).toBeNull();
    expect(r.lowestSufficientInStrain).toBe('2H');
    expect(r.explanation).toMatch(/South \(LHO\) may accept it/);
    expect(r.explanation).toMatch(/2♥/);
    expect(r.explanation).toMatch(/West \(the offender's partner\) must pass/);
    expect(r.explanation).toMatch(/27B3/);
    expect(r.explanation).toMatch(/27B4/);
  });

  it('27B1(a): the lowest sufficient bid in the same strain, both natural', () => {
    const r = ib1H(edition, { replacement: '2H' });
    expect(r.clause).toBe('27B1a');
    expect(r.path).toEqual(['27B1a']);
    expect(r.partnerMustPass).toBe(false);
    expect(r.leadRestrictions).toBe(false);
    expect(r.adjustedScorePossible).toBe(true);
    expect(r.laws).toContain('12B1');
    expect(r.explanation).toMatch(/27D/);
  });

  it('27B1(b): a comparable / same-meaning call, including a double', () => {
    for (const replacement of ['X', '3H', 'P', '2NT']) {
      const r = ib1H(edition, { replacement, judgement: { comparable: true } });
      expect(r.clause, replacement).toBe('27B1b');
      expect(r.partnerMustPass).toBe(false);
      expect(r.leadRestrictions).toBe(false);
      expect(r.callCancelled).toBe(false);
      expect(r.adjustedScorePossible).toBe(true);
      expect(r.laws).toContain('12B1');
    }
  });

  it('27B2: another sufficient bid or a pass bars partner', () => {
    for (const replacement of ['3H', 'P', '1NT', '2C']) {
      const r = ib1H(edition, { replacement });
      expect(r.clause, replacement).toBe('27B2');
      expect(r.restriction).toBe('partner-must-pass');
      expect(r.partnerMustPass).toBe(true);
      expect(r.leadRestrictions).toBe(true);
      expect(r.callCancelled).toBe(false);
      expect(r.adjustedScorePossible).toBe(false);
      expect(r.explanation).toMatch(/West \(the offender's partner\) must pass whenever it is his turn/);
    }
  });

  it('27B3: a double or redouble not allowed by B1(b) is cancelled and partner must pass', () => {
    const r = ib1H(edition, { replacement: 'X' });
    expect(r.clause).toBe('27B3');
    expect(r.path).toEqual(['27B3']);
    expect(r.callCancelled).toBe(true);
    expect(r.partnerMustPass).toBe(true);
    expect(r.leadRestrictions).toBe(true);
    expect(r.adjustedScorePossible).toBe(false);
    expect(r.laws).not.toContain('36');
    expect(r.explanation).toMatch(/attempted double is cancelled/);
  });

  it('27B3: an inadmissible double or redouble is cancelled even if judged comparable', () => {
    // North opens 1♥, East passes, South bids 1♦ (insufficient): a double would be of partner's bid.
    const r = rule({ edition, dealer: 'N', calls: ['1H', 'P'], insufficient: '1D', replacement: 'X', judgement: { comparable: true } });
    expect(r.clause).toBe('27B3');
    expect(r.callCancelled).toBe(true);
    expect(r.laws).toContain('36');
    expect(r.explanation).toMatch(/not even a legal call here: South cannot double partner's bid/);
    const xx = ib1H(edition, { replacement: 'XX' });
    expect(xx.clause).toBe('27B3');
    expect(xx.explanation).toMatch(/there is no double to redouble/);
  });

  it('27B4: another insufficient bid, not accepted, is ruled as in B3', () => {
    for (const replacement of ['1H', '1D', '1C']) {
      const r = ib1H(edition, { replacement });
      expect(r.clause, replacement).toBe('27B4');
      expect(r.path).toEqual(['27B4', '27B3']);
      expect(r.callCancelled).toBe(true);
      expect(r.partnerMustPass).toBe(true);
      expect(r.leadRestrictions).toBe(true);
    }
  });

  it('27B4: another insufficient bid that LHO accepts stands', () => {
    const r = ib1H(edition, { replacement: '1D', replacementAccepted: true });
    expect(r.clause).toBe('27B4');
    expect(r.path).toEqual(['27B4', '27A1']);
    expect(r.callCancelled).toBe(false);
    expect(r.partnerMustPass).toBe(false);
    expect(r.restriction).toBe('none');
    expect(r.leadRestrictions).toBe(true);
  });

  it('27C: a premature replacement stands and is ruled on like any other', () => {
    expect(ib1H(edition, { replacement: '2H', premature: true }).path).toEqual(['27C', '27B1a']);
    expect(ib1H(edition, { replacement: '3H', premature: true }).path).toEqual(['27C', '27B2']);
    expect(ib1H(edition, { replacement: 'X', premature: true, judgement: { comparable: true } }).path).toEqual(['27C', '27B1b']);
    const x = ib1H(edition, { replacement: 'X', premature: true });
    expect(x.path).toEqual(['27C', '27B3']);
    expect(x.callCancelled).toBe(true);
    expect(ib1H(edition, { replacement: '1S', premature: true }).path).toEqual(['27C', '27B4', '27B3']);
    expect(ib1H(edition, { replacement: '3H', premature: true }).explanation).toMatch(/^East substituted 3♥ before the Director had ruled \(Law 27C\)/);
  });

  it('27C with 27A1: LHO may still accept the insufficient bid; the premature call is withdrawn', () => {
    const r = ib1H(edition, { replacement: '3H', premature: true, accepted: true });
    expect(r.clause).toBe('27A1');
    expect(r.path).toEqual(['27C', '27A1']);
    expect(r.partnerMustPass).toBe(false);
    expect(r.replacement).toBe('3H');
    expect(r.explanation).toMatch(/premature 3♥ is withdrawn/);
  });

  it('names the offender from the auction and reports canonical calls', () => {
    const r = rule({ edition, dealer: 'N', calls: ['P', '1NT', '2S'], insufficient: '2♦', replacement: '3♥' });
    expect(r.offender).toBe('W');
    expect(r.insufficient).toBe('2D');
    expect(r.replacement).toBe('3H');
    expect(r.lowestSufficientInStrain).toBe('3D');
    expect(r.explanation).toMatch(/East \(the offender's partner\)/);
  });
});

describe.each(OLD)('Law 27 (%s): the 2007 wording as revised March 2008', (edition) => {
  it('B1(a) needs both bids incontrovertibly not artificial', () => {
    expect(ib1H(edition, { replacement: '2H', judgement: { insufficientArtificial: true } }).clause).toBe('27B2');
    expect(ib1H(edition, { replacement: '2H', judgement: { replacementArtificial: true } }).clause).toBe('27B2');
    const r = ib1H(edition, { replacement: '2H', judgement: { insufficientArtificial: true, comparable: true } });
    expect(r.clause).toBe('27B1b');
    expect(r.explanation).toMatch(/does not judge 1♥ incontrovertibly not artificial/);
  });

  it('B1(a) is in the same denomination only; the 2017 "same denomination(s)" finding is ignored', () => {
    const transfer = { edition, dealer: 'W' as const, calls: ['1NT', '2S'], insufficient: '2D', replacement: '3H' };
    expect(rule({ ...transfer, judgement: { sameDenominations: true } }).clause).toBe('27B2');
    expect(rule({ ...transfer, judgement: { sameDenominations: true, comparable: true } }).clause).toBe('27B1b');
    // Ignored, so not checked either: a jump or a pass with the 2017 finding is ruled as without it.
    expect(rule({ ...transfer, replacement: '4H', judgement: { sameDenominations: true } }).clause).toBe('27B2');
    expect(rule({ ...transfer, replacement: 'P', judgement: { sameDenominations: true } }).clause).toBe('27B2');
  });

  it('B1(a): Law 16D does not apply; B1(b) leaves Law 16D in place', () => {
    const a = ib1H(edition, { replacement: '2H' });
    expect(a.lawsNotApplying).toEqual(['16D']);
    expect(a.laws).toEqual(['12B1']);
    expect(a.explanation).toMatch(/incontrovertibly not artificial \(Law 27B1\(a\)\)/);
    expect(a.explanation).toMatch(/Law 16D does not apply/);
    const b = ib1H(edition, { replacement: 'X', judgement: { comparable: true } });
    expect(b.lawsNotApplying).toEqual([]);
    expect(b.laws).toEqual(['16D', '12B1']);
    expect(b.explanation).toMatch(/same meaning as, or a more precise meaning than/);
  });

  it('B2 and B3 send to Law 26 lead restrictions and Law 23', () => {
    const b2 = ib1H(edition, { replacement: 'P' });
    expect(b2.laws).toEqual(['26', '23', '16D']);
    expect(b2.explanation).toMatch(/Law 26 may apply/);
    expect(b2.explanation).toMatch(/Law 23/);
    expect(ib1H(edition, { replacement: 'X' }).laws).toEqual(['26', '23', '16D']);
    expect(ib1H(edition, { replacement: '1D' }).laws).toEqual(['26', '23', '16D']);
  });

  it('27C wording: unless accepted, the substitution stands', () => {
    expect(ib1H(edition, { replacement: 'X', premature: true }).explanation).toMatch(/so the substitution stands/);
  });

  it('the options list the same-meaning test and 16D', () => {
    const r = ib1H(edition);
    expect(r.explanation).toMatch(/incontrovertibly not artificial \(Law 27B1\(a\); Law 16D does not apply\)/);
    expect(r.explanation).toMatch(/same meaning as, or a more precise meaning than, 1♥/);
  });

  it('when no bid in the strain is sufficient, B1(a) is impossible', () => {
    const r = rule({ edition, dealer: 'N', calls: ['7S', 'P'], insufficient: '7H' });
    expect(r.lowestSufficientInStrain).toBeNull();
    expect(r.explanation).toMatch(/no sufficient bid in hearts/);
    expect(r.explanation).toMatch(/Any other sufficient bid, or a pass/);
    const r2 = rule({ edition, dealer: 'N', calls: ['7H', 'P'], insufficient: '7D', replacement: '7S' });
    expect(r2.clause).toBe('27B2');
    expect(r2.explanation).toMatch(/not 27B1\(a\) \(there is no sufficient bid in diamonds\)/);
  });
});

describe('Law 27 (2017)', () => {
  const edition = '2017' as const;

  it('B1(a): "the lowest sufficient bid which specifies the same denomination(s)" — a transfer may be replaced by a bid of the suit it showed', () => {
    const transfer = { edition, dealer: 'W' as const, calls: ['1NT', '2S'], insufficient: '2D', judgement: { sameDenominations: true } };
    const r = rule({ ...transfer, replacement: '3H' });
    expect(r.clause).toBe('27B1a');
    expect(r.explanation).toMatch(/specifies the same denomination\(s\) as the withdrawn 2♦/);
    // The finding is only about sufficient bids: for a pass it is refused, naming the fix.
    const e = inputError({ ...transfer, replacement: 'P' });
    expect(e.field).toBe('judgement.sameDenominations');
    expect(e.message).toMatch(/Pass is not a sufficient bid.*set it to false or leave it out/);
    expect(rule({ ...transfer, replacement: 'P', judgement: { sameDenominations: false } }).clause).toBe('27B2');
  });

  it('B1(a) default: true exactly for the lowest sufficient bid in the same strain, both natural', () => {
    expect(ib1H(edition, { replacement: '2H' }).clause).toBe('27B1a');
    expect(ib1H(edition, { replacement: '3H' }).clause).toBe('27B2');
    expect(ib1H(edition, { replacement: '2H', judgement: { insufficientArtificial: true } }).clause).toBe('27B2');
    expect(ib1H(edition, { replacement: '2H', judgement: { replacementArtificial: true } }).clause).toBe('27B2');
    expect(ib1H(edition, { replacement: '2H', judgement: { sameDenominations: false } }).clause).toBe('27B2');
    expect(ib1H(edition, { replacement: '2H', judgement: { sameDenominations: false, comparable: true } }).clause).toBe('27B1b');
  });

  it('B1(a): Laws 26B and 16C do not apply; B1(b): Law 16C does not apply', () => {
    const a = ib1H(edition, { replacement: '2H' });
    expect(a.lawsNotApplying).toEqual(['26B', '16C']);
    expect(a.laws).toEqual(['12B1']);
    const b = ib1H(edition, { replacement: 'X', judgement: { comparable: true } });
    expect(b.lawsNotApplying).toEqual(['16C']);
    expect(b.laws).toEqual(['12B1']);
    expect(b.explanation).toMatch(/comparable call \(Law 23A\)/);
  });

  it('B2 and B3 send to Law 26B lead restrictions and Law 72C', () => {
    const b2 = ib1H(edition, { replacement: 'P' });
    expect(b2.laws).toEqual(['26B', '72C', '16C']);
    expect(b2.explanation).toMatch(/Law 26B may apply/);
    expect(b2.explanation).toMatch(/did not specify in the legal auction/);
    expect(ib1H(edition, { replacement: 'X' }).laws).toEqual(['26B', '72C', '16C']);
  });

  it('27C wording: the substitution, if legal, stands (but see B3)', () => {
    const x = ib1H(edition, { replacement: 'X', premature: true });
    expect(x.explanation).toMatch(/the substitution, being legal, stands \(but see Law 27B3/);
    const xx = ib1H(edition, { replacement: 'XX', premature: true });
    expect(xx.path).toEqual(['27C', '27B3']);
    expect(xx.explanation).toMatch(/not a legal call, so it cannot stand/);
    expect(ib1H(edition, { replacement: '1S', premature: true }).explanation).toMatch(/not a legal call, so it cannot stand/);
  });

  it('the options describe the 2017 tests', () => {
    const r = ib1H(edition);
    expect(r.explanation).toMatch(/specifies the same denomination\(s\) as 1♥ \(2♥ if 1♥ is natural\)/);
    expect(r.explanation).toMatch(/Laws 26B and 16C do not apply/);
    expect(r.explanation).toMatch(/comparable call \(Law 23A\)/);
  });
});

describe('2007 and 2008-03 have the same words, so they rule alike', () => {
  const situations = fc.record({
    replacement: fc.option(fc.constantFrom(...ALL_CALLS.map(callToString)), { nil: undefined }),
    premature: fc.boolean(),
    accepted: fc.boolean(),
    judgement: fc.record(
      {
        insufficientArtificial: fc.boolean(),
        replacementArtificial: fc.boolean(),
        sameDenominations: fc.boolean(),
        comparable: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  });

  it('for every replacement and judgement', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(situations, (s) => {
        const base = {
          dealer: 'W' as const,
          calls: ['1D', '1S'],
          insufficient: '1H',
          judgement: s.judgement,
          ...(s.replacement === undefined ? {} : { replacement: s.replacement, premature: s.premature }),
          ...(s.replacement === undefined || s.premature ? { accepted: s.accepted } : {}),
        };
        const a = rule({ ...base, edition: '2007' });
        const b = rule({ ...base, edition: '2008-03' });
        expect({ ...a, edition: 'same' }).toEqual({ ...b, edition: 'same' });
      }),
      { numRuns: 300 },
    );
  });
});

describe('input validation', () => {
  const good = { edition: '2017', dealer: 'W', calls: ['1D', '1S'], insufficient: '1H' };

  it.each([
    [{ ...good, edition: '2010' }, 'edition', /unknown edition "2010" for a ruling: the engine knows Law 27 of '2007', '2008-03' or '2017'; set edition to one of those/],
    [{ ...good, edition: 2017 }, 'edition', /unknown edition 2017/],
    [{ ...good, dealer: 'X' }, 'dealer', /unknown seat "X"; write N, E, S or W/],
    [{ ...good, dealer: 1 }, 'dealer', /unknown seat 1/],
    [{ ...good, acepted: true }, 'acepted', /unknown field; did you mean "accepted"\? Remove it or rename it/],
    [{ ...good, Replacement: '2H' }, 'Replacement', /did you mean "replacement"/],
    [{ ...good, vulnerable: true }, 'vulnerable', /^vulnerable: unknown field; Remove it or rename it to one of: edition, dealer/],
    [{ ...good, calls: ['1D', '1S', '1H', 'P', 'P', 'P'] }, 'calls', /auction has already ended after 6 calls/],
    [{ ...good, calls: ['1S', '1H'], insufficient: '1S' }, 'insufficient', /1♠ is sufficient over 1♥/],
    [{ ...good, calls: '1D 1S' }, 'calls', /list of calls/],
    [{ ...good, calls: ['1D', '1Q'] }, 'calls', /Call 2 \("1Q" by North\): Unknown call "1Q"/],
    [{ ...good, calls: ['1D', 'P', 'X'] }, 'calls', /Call 3 \("X" by East\): East cannot double partner's bid/],
    [{ ...good, calls: ['1D', 'P', 'P', 'P'] }, 'calls', /auction has already ended after 4 calls/],
    [{ ...good, insufficient: '2H' }, 'insufficient', /2♥ is sufficient over 1♠, so Law 27 does not apply/],
    [{ ...good, calls: [] }, 'insufficient', /sufficient as the first bid of the auction/],
    [{ ...good, insufficient: 'X' }, 'insufficient', /"X" is double, not a bid/],
    [{ ...good, insufficient: '9H' }, 'insufficient', /"9H" is above 7/],
    [{ ...good, insufficient: 3 }, 'insufficient', /written as text/],
    [{ ...good, replacement: 'two hearts' }, 'replacement', /Unknown call "two hearts"/],
    [{ ...good, premature: true }, 'premature', /needs the replacement call/],
    [{ ...good, accepted: true, replacement: '2H' }, 'replacement', /nothing to replace/],
    [{ ...good, replacement: '2H', replacementAccepted: true }, 'replacementAccepted', /itself an insufficient bid/],
    [{ ...good, accepted: true, premature: true, replacement: '1D', replacementAccepted: true }, 'replacementAccepted', /accepted the insufficient bid itself/],
    [{ ...good, judgement: { comparible: true } }, 'judgement.comparible', /unknown finding; did you mean "comparable"/],
    [{ ...good, replacement: '3H', judgement: { sameDenominations: true } }, 'judgement.sameDenominations', /3♥ is a jump \(2♥ is sufficient\)/],
    [{ ...good, replacement: 'X', judgement: { sameDenominations: true } }, 'judgement.sameDenominations', /Dbl is not a sufficient bid/],
    [{ ...good, replacement: '1D', judgement: { sameDenominations: true } }, 'judgement.sameDenominations', /1♦ is not a sufficient bid/],
    [
      { ...good, replacement: '2H', judgement: { insufficientArtificial: false, replacementArtificial: false, sameDenominations: false } },
      'judgement.sameDenominations',
      /both found natural and 2♥ is the lowest sufficient heart bid/,
    ],
    [
      { ...good, replacement: '1NT', judgement: { insufficientArtificial: false, replacementArtificial: false, sameDenominations: true } },
      'judgement.sameDenominations',
      /both found natural and name different denominations/,
    ],
    [{ ...good, judgement: { comparable: 'yes' } }, 'judgement.comparable', /true or false/],
    [{ ...good, judgement: [] }, 'judgement', /object/],
    [{ ...good, accepted: 'yes' }, 'accepted', /true or false/],
    [null, 'input', /needs an object/],
  ])('%j → %s', (input, field, message) => {
    const e = inputError(input);
    expect(e.field).toBe(field);
    expect(e.message).toMatch(message);
  });
});

describe('replacementOptions (for a bidding box)', () => {
  it('lists every call with its ruling, on the default judgement', () => {
    const options = replacementOptions({ edition: '2008-03', dealer: 'W', calls: ['1D', '1S'], insufficient: '1H' });
    expect(options).toHaveLength(38);
    const byCall = new Map(options.map((o) => [o.call, o]));
    expect(byCall.get('2H')?.ruling.clause).toBe('27B1a');
    expect(byCall.get('2H')?.display).toBe('2♥');
    expect(byCall.get('2H')?.speech).toBe('two hearts');
    expect(byCall.get('1NT')?.ruling.clause).toBe('27B2');
    expect(byCall.get('7NT')?.ruling.clause).toBe('27B2');
    expect(byCall.get('P')?.ruling.clause).toBe('27B2');
    expect(byCall.get('1C')?.ruling.clause).toBe('27B4');
    expect(byCall.get('1S')?.ruling.clause).toBe('27B4');
    expect(byCall.get('1S')?.legal).toBe(false);
    expect(byCall.get('X')?.ruling.clause).toBe('27B3');
    expect(byCall.get('X')?.legal).toBe(true);
    expect(byCall.get('XX')?.legal).toBe(false);
    const free = options.filter((o) => !o.ruling.partnerMustPass).map((o) => o.call);
    expect(free).toEqual(['2H']);
    // On the defaults: 2H still hangs on the two "is it artificial?" questions, 3H on comparability; 1C on nothing.
    expect(byCall.get('2H')?.openQuestions.map((q) => q.id)).toEqual(['insufficientArtificial', 'replacementArtificial', 'comparable']);
    expect(byCall.get('3H')?.openQuestions.map((q) => q.id)).toEqual(['comparable']);
    expect(byCall.get('1C')?.openQuestions).toEqual([]);
    expect(byCall.get('XX')?.openQuestions).toEqual([]);
  });

  it('uses the Director\'s findings for each call', () => {
    const options = replacementOptions(
      { edition: '2017', dealer: 'W', calls: ['1NT', '2S'], insufficient: '2D' },
      // 2♦ was a transfer: artificial. 3♥ shows the same suit; 4♦ (Texas) and 4♥ are comparable.
      (call) => ({
        insufficientArtificial: true,
        ...(call === '3H' ? { sameDenominations: true } : {}),
        ...(call === '4D' || call === '4H' ? { comparable: true } : {}),
      }),
    );
    const free = options.filter((o) => !o.ruling.partnerMustPass).map((o) => `${o.call}:${o.ruling.clause}`);
    expect(free).toEqual(['3H:27B1a', '4D:27B1b', '4H:27B1b']);
  });

  it('refuses findings the mechanics rule out for a call, naming the field', () => {
    expect(() =>
      replacementOptions({ edition: '2017', dealer: 'W', calls: ['1D', '1S'], insufficient: '1H' }, () => ({ sameDenominations: true })),
    ).toThrow(/judgement.sameDenominations: is true, but the replacement/);
  });

  it('reports a bad situation once, as a RulingInputError', () => {
    expect(() => replacementOptions({ edition: '2017', dealer: 'W', calls: ['1D', '1S'], insufficient: '2H' })).toThrow(RulingInputError);
  });
});

// ------------------------------------------------------- open questions

/** West deals 1♦, North 1♠, East 1♥ (insufficient), replaced by `replacement`. */
function asked(edition: Edition, replacement: string, judgement: Judgement = {}): QuestionId[] {
  return openQuestions({ edition, dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', replacement, judgement }).map((q) => q.id);
}

describe.each(ALL)('openQuestions (%s): nothing is asked when no judgement can change the ruling', (edition) => {
  const base = { edition, dealer: 'W', calls: ['1D', '1S'], insufficient: '1H' } as const;
  it.each([
    ['out of rotation', { ...base, inRotation: false, replacement: '2H' }],
    ['accepted', { ...base, accepted: true }],
    ['accepted after a premature replacement', { ...base, accepted: true, premature: true, replacement: '3H' }],
    ['no replacement yet', base],
    ['another insufficient bid', { ...base, replacement: '1D' }],
    ['another insufficient bid, accepted', { ...base, replacement: '1D', replacementAccepted: true }],
    ['a redouble that is not legal', { ...base, replacement: 'XX' }],
  ])('%s', (_, input) => {
    expect(openQuestions(input)).toEqual([]);
    expect(rule(input).assumed).toEqual([]);
    expect(ruleStrict(input)).toEqual(rule(input));
  });
});

describe.each(OLD)('openQuestions (%s): the Zone 7 order', (edition) => {
  it('the lowest sufficient bid in the same denomination: is 1♥ artificial? is 2♥? then same or more precise meaning', () => {
    expect(asked(edition, '2H')).toEqual(['insufficientArtificial', 'replacementArtificial', 'comparable']);
    expect(asked(edition, '2H', { insufficientArtificial: false })).toEqual(['replacementArtificial', 'comparable']);
    expect(asked(edition, '2H', { insufficientArtificial: false, replacementArtificial: false })).toEqual([]);
    expect(asked(edition, '2H', { insufficientArtificial: true })).toEqual(['comparable']);
    expect(asked(edition, '2H', { insufficientArtificial: false, replacementArtificial: true })).toEqual(['comparable']);
  });

  it('any other legal call: only the 27B1(b) question; 2017 "same denomination(s)" is never asked', () => {
    for (const call of ['3H', '1NT', '2C', 'P', 'X']) expect(asked(edition, call), call).toEqual(['comparable']);
    expect(asked(edition, '3H', { comparable: false })).toEqual([]);
  });

  it('words the questions as the 2007 Law does', () => {
    const [ia, ra, cmp] = openQuestions({ edition, dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', replacement: '2H' });
    expect(ia).toMatchObject({ id: 'insufficientArtificial', clause: '27B1a', byDefault: false, text: 'Is 1♥ artificial, or at least not incontrovertibly natural?' });
    expect(ia?.yes).toMatch(/27B1\(a\) cannot apply/);
    expect(ra).toMatchObject({ id: 'replacementArtificial', clause: '27B1a', text: 'Is 2♥ artificial, or at least not incontrovertibly natural?' });
    expect(cmp).toMatchObject({ id: 'comparable', clause: '27B1b' });
    expect(cmp?.text).toMatch(/^Does 2♥ have the same meaning as 1♥, or a more precise one/);
    expect(cmp?.no).toMatch(/27B2: partner must pass/);
    const [x] = openQuestions({ edition, dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', replacement: 'X' });
    expect(x?.no).toMatch(/27B3: the double is cancelled/);
  });
});

describe('openQuestions (2017): the 2017 order', () => {
  const edition = '2017' as const;

  it('the lowest bid in the same strain: mechanical once both bids are found natural', () => {
    expect(asked(edition, '2H')).toEqual(['insufficientArtificial', 'replacementArtificial', 'sameDenominations', 'comparable']);
    expect(asked(edition, '2H', { insufficientArtificial: false, replacementArtificial: false })).toEqual([]);
    expect(rule({ edition, dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', replacement: '2H', judgement: { insufficientArtificial: false, replacementArtificial: false } }).clause).toBe('27B1a');
  });

  it('an artificial bid: whether the replacement specifies the same denomination(s) is asked', () => {
    expect(asked(edition, '2H', { insufficientArtificial: true })).toEqual(['sameDenominations', 'comparable']);
    expect(asked(edition, '2H', { insufficientArtificial: false, replacementArtificial: true })).toEqual(['sameDenominations', 'comparable']);
    expect(asked(edition, '2H', { insufficientArtificial: true, sameDenominations: true })).toEqual([]);
    expect(asked(edition, '2H', { insufficientArtificial: true, sameDenominations: false })).toEqual(['comparable']);
    // A given answer to the 27B1(a) question makes the "is it artificial?" questions moot.
    expect(asked(edition, '2H', { sameDenominations: true })).toEqual([]);
  });

  it('the guide\'s 1NT – (2♠) – 2♦ (transfer) → 3♥ is 27B1(a) once the Director answers yes', () => {
    const transfer = { edition, dealer: 'W', calls: ['1NT', '2S'], insufficient: '2D', replacement: '3H' } as const;
    expect(openQuestions({ ...transfer, judgement: { insufficientArtificial: true } }).map((q) => q.id)).toEqual(['sameDenominations', 'comparable']);
    const [sd] = openQuestions({ ...transfer, judgement: { insufficientArtificial: true } });
    expect(sd?.text).toBe('Is 3♥ the lowest sufficient bid that specifies the same denomination(s) as 2♦?');
    expect(sd?.yes).toMatch(/27B1\(a\)/);
    const r = ruleStrict({ ...transfer, judgement: { insufficientArtificial: true, sameDenominations: true } });
    expect(r.clause).toBe('27B1a');
    expect(r.assumed).toEqual([]);
  });

  it('a bid in another strain: 27B1(a) only if an artificial bid is involved', () => {
    expect(asked(edition, '1NT')).toEqual(['insufficientArtificial', 'replacementArtificial', 'sameDenominations', 'comparable']);
    expect(asked(edition, '1NT', { insufficientArtificial: false, replacementArtificial: false })).toEqual(['comparable']);
  });

  it('a jump, a pass, a double: only comparability', () => {
    for (const call of ['3H', '4H', 'P', 'X']) expect(asked(edition, call), call).toEqual(['comparable']);
    expect(rule({ edition, dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', replacement: '3H', judgement: { insufficientArtificial: true } }).explanation).toMatch(
      /3♥ is a jump \(2♥ is sufficient\), and a jump is never the lowest sufficient bid/,
    );
  });

  it('words the questions as the 2017 Law does', () => {
    const qs = openQuestions({ edition, dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', replacement: '2H' });
    expect(qs.map((q) => q.text)).toEqual([
      'Is 1♥ artificial (conventional), rather than a natural heart bid?',
      'Is 2♥ artificial (conventional), rather than a natural heart bid?',
      'Is 2♥ the lowest sufficient bid that specifies the same denomination(s) as 1♥?',
      'Is 2♥ a comparable call (Law 23A): the same or a similar meaning as 1♥, a subset of its possible meanings, or the same purpose?',
    ]);
    expect(qs.map((q) => q.clause)).toEqual(['27B1a', '27B1a', '27B1a', '27B1b']);
    expect(qs[0]?.no).toBe('1♥ is natural: it specifies hearts.');
  });
});

describe('rule() on defaults, and ruleStrict', () => {
  it('rule keeps its documented defaults and says which it used', () => {
    const r = ib1H('2017', { replacement: '2H' });
    expect(r.clause).toBe('27B1a');
    expect(r.assumed).toEqual(['insufficientArtificial', 'replacementArtificial']);
    expect(ib1H('2017', { replacement: '3H' }).assumed).toEqual(['comparable']);
    expect(ib1H('2008-03', { replacement: 'P', judgement: { comparable: false } }).assumed).toEqual([]);
  });

  it('ruleStrict refuses to rule on defaults, naming the first open question', () => {
    const e = (() => {
      try {
        ruleStrict({ edition: '2017', dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', replacement: '2H' });
      } catch (err) {
        return err;
      }
      return null;
    })();
    expect(e).toBeInstanceOf(RulingInputError);
    expect((e as RulingInputError).field).toBe('judgement.insufficientArtificial');
    expect((e as RulingInputError).message).toMatch(/the ruling depends on this finding, which is not given: Is 1♥ artificial .*Answer it \(true for yes, false for no\) — Law 27B1\(a\)/);
  });
});

// ------------------------------------------------------------ properties

/** A legal auction, with accepted insufficient bids among the calls, then an insufficient bid and what followed. */
const caseArb = fc
  .record({
    edition: fc.constantFrom<Edition>(...ALL),
    dealer: fc.constantFrom(...SEATS),
    steps: fc.array(fc.tuple(fc.nat(1000), fc.nat(11)), { maxLength: 8 }),
    ib: fc.nat(1000),
    replacement: fc.option(fc.constantFrom(...ALL_CALLS.map(callToString)), { nil: undefined }),
    premature: fc.boolean(),
    judgement: fc.record(
      { insufficientArtificial: fc.boolean(), replacementArtificial: fc.boolean(), sameDenominations: fc.boolean(), comparable: fc.boolean() },
      { requiredKeys: [] },
    ),
  })
  .map(({ edition, dealer, steps, ib, replacement, premature, judgement }): RulingInput | null => {
    let a: Auction = emptyAuction(dealer);
    const below = (x: Auction): Call[] => {
      const last = [...x.calls].reverse().find((c) => c.kind === 'bid');
      return last === undefined || last.kind !== 'bid' ? [] : ALL_BIDS.filter((b) => bidRank(b) < bidRank(last));
    };
    for (const [choice, flavour] of steps) {
      const lower = below(a);
      // Now and then an insufficient bid that stood (accepted by the next call).
      const call = flavour === 0 && lower.length > 0 ? lower[choice % lower.length] : legalCalls(a)[choice % legalCalls(a).length];
      if (call === undefined) break;
      const next = appendCall(a, call, { acceptInsufficient: flavour === 0 && lower.length > 0 });
      if (isComplete(next)) break;
      a = next;
    }
    const lower = below(a);
    const insufficient = lower[ib % Math.max(1, lower.length)];
    if (insufficient === undefined) return null;
    return {
      edition,
      dealer,
      calls: a.calls.map(callToString),
      insufficient: callToString(insufficient),
      judgement,
      ...(replacement === undefined ? {} : { replacement, premature }),
    };
  })
  .filter((x): x is RulingInput => x !== null);

/** `input` with `judgement` extended (undefined entries removed). */
function withFindings(input: RulingInput, extra: Partial<Record<QuestionId, boolean | undefined>>): RulingInput {
  const j: Record<string, boolean> = { ...input.judgement };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) j[k] = v;
  return { ...input, judgement: j };
}

function ruled(input: RulingInput): Ruling | null {
  try {
    return rule(input);
  } catch (e) {
    if (e instanceof RulingInputError) return null;
    throw e;
  }
}

/** Every assignment of `ids` to true or false. */
function assignments(ids: readonly QuestionId[]): Partial<Record<QuestionId, boolean>>[] {
  let out: Partial<Record<QuestionId, boolean>>[] = [{}];
  for (const id of ids) out = out.flatMap((a) => [true, false].map((v) => ({ ...a, [id]: v })));
  return out;
}

describe('ruling properties', () => {
  it('the case generator yields rulings of every clause, with accepted insufficient bids among the calls', () => {
    const samples = fc.sample(caseArb, { numRuns: 400, seed: 7 });
    const clauses = new Set(samples.map((s) => ruled(s)?.clause));
    for (const c of ['27B', '27B1a', '27B1b', '27B2', '27B3', '27B4']) expect(clauses, c).toContain(c);
    const withAccepted = samples.filter((s) => ruled(s) !== null && parseAuction(s.dealer as Seat, s.calls, { acceptInsufficient: true }).accepted.length > 0);
    expect(withAccepted.length).toBeGreaterThan(10);
  });

  it('openQuestions is empty exactly when the ruling assumed nothing, and then no answer to the unanswered findings changes it', () => {
    // The explanation may name an extra finding given; everything the ruling decides must stay.
    const decided = ({ explanation: _, ...rest }: Ruling) => rest;
    let checked = 0;
    fc.assert(
      fc.property(caseArb, (input) => {
        const r = ruled(input);
        if (r === null) return;
        const open = openQuestions(input);
        expect(open.length === 0).toBe(r.assumed.length === 0);
        if (open.length > 0) return;
        checked++;
        const unanswered = JUDGEMENT_FIELDS.filter((id) => input.judgement?.[id] === undefined);
        for (const extra of assignments(unanswered)) {
          const other = ruled(withFindings(input, extra));
          if (other !== null) expect(decided(other)).toEqual(decided(r));
        }
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(20);
  }, 30_000);

  /** The ruling reached by answering the open questions one by one, first first, from `answers` (which must cover them). */
  function answered(input: RulingInput, answers: Partial<Record<QuestionId, boolean | undefined>>): Ruling {
    let current = input;
    for (let step = 0; step < JUDGEMENT_FIELDS.length; step++) {
      const first = openQuestions(current)[0];
      if (first === undefined) break;
      const answer = answers[first.id];
      expect(answer, `${first.id} was not listed at the start`).toBeDefined();
      current = withFindings(current, { [first.id]: answer });
    }
    return ruleStrict(current);
  }

  it('every open question matters: with some answers to the others, the Q&A ends in another clause for yes than for no', () => {
    fc.assert(
      fc.property(caseArb, (input) => {
        if (ruled(input) === null) return;
        const open = openQuestions(input).map((q) => q.id);
        for (const id of open) {
          const others = open.filter((o) => o !== id);
          const turns = assignments(others).some((rest) => {
            const yes = answered(input, { ...rest, [id]: true });
            const no = answered(input, { ...rest, [id]: false });
            return yes.clause !== no.clause || yes.partnerMustPass !== no.partnerMustPass;
          });
          expect(turns, `${id} in ${JSON.stringify(input)}`).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('answering the open questions in order reaches a ruling ruleStrict signs, in at most four answers', () => {
    fc.assert(
      fc.property(caseArb, fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (input, answers) => {
        if (ruled(input) === null) return;
        let current = input;
        for (const answer of answers) {
          const first = openQuestions(current)[0];
          if (first === undefined) break;
          expect(current.judgement?.[first.id]).toBeUndefined();
          current = withFindings(current, { [first.id]: answer });
        }
        expect(openQuestions(current)).toEqual([]);
        const strict = ruleStrict(current);
        expect(strict).toEqual(rule(current));
        expect(strict.assumed).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  const token = fc.oneof(fc.constantFrom(...ALL_CALLS.map(callToString)), fc.string({ maxLength: 3 }));
  const inputs = fc.record(
    {
      edition: fc.oneof(fc.constantFrom<string>(...ALL, '2010', '2027', '2017 ', ''), fc.string({ maxLength: 4 })),
      dealer: fc.oneof(fc.constantFrom<string>(...SEATS, 'n', 'North', ' west ', 'Q'), fc.string({ maxLength: 3 })),
      calls: fc.array(fc.constantFrom(...ALL_CALLS.map(callToString)), { maxLength: 6 }),
      insufficient: token,
      inRotation: fc.boolean(),
      accepted: fc.boolean(),
      replacement: token,
      premature: fc.boolean(),
      replacementAccepted: fc.boolean(),
      judgement: fc.record(
        { insufficientArtificial: fc.boolean(), replacementArtificial: fc.boolean(), sameDenominations: fc.boolean(), comparable: fc.boolean() },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ['edition', 'dealer', 'calls', 'insufficient'] },
  );
  const anyInput = fc.oneof(
    { weight: 4, arbitrary: inputs },
    { weight: 2, arbitrary: caseArb },
    { weight: 1, arbitrary: fc.tuple(caseArb, fc.string({ maxLength: 12 }), fc.anything()).map(([c, k, v]) => ({ ...c, [k]: v })) },
    { weight: 1, arbitrary: fc.anything() },
  );

  it('for any input, rule, openQuestions and ruleStrict return or throw RulingInputError, nothing else; the flags follow the clause', { timeout: 120_000 }, () => {
    let ruledCount = 0;
    fc.assert(
      fc.property(anyInput, (input) => {
        for (const fn of [openQuestions, ruleStrict]) {
          try {
            fn(input as RulingInput);
          } catch (e) {
            expect(e).toBeInstanceOf(RulingInputError);
          }
        }
        let r: Ruling;
        try {
          r = rule(input as RulingInput);
        } catch (e) {
          expect(e).toBeInstanceOf(RulingInputError);
          return;
        }
        ruledCount++;
        expect(r.path[r.path.length - 1] === r.clause || r.clause === '27B4').toBe(true);
        expect(r.adjustedScorePossible).toBe(r.clause === '27B1a' || r.clause === '27B1b');
        expect(r.partnerMustPass).toBe(r.clause === '27B2' || r.clause === '27B3' || (r.clause === '27B4' && r.path.includes('27B3')));
        expect(r.callCancelled).toBe(r.clause === '27B3' || (r.clause === '27B4' && r.path.includes('27B3')));
        expect(r.explanation.length).toBeGreaterThan(40);
      }),
      { numRuns: 1200 },
    );
    expect(ruledCount).toBeGreaterThan(100);
  });

  it('after 7NT no explanation offers a sufficient bid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Edition>(...ALL),
        fc.constantFrom('7S', '1C', '7H', '6NT'),
        fc.option(fc.constantFrom(...ALL_CALLS.map(callToString)), { nil: undefined }),
        (edition, insufficient, replacement) => {
          const r = ruled({ edition, dealer: 'N', calls: ['7NT'], insufficient, ...(replacement === undefined ? {} : { replacement }) });
          if (r === null) return;
          expect(r.explanation).not.toMatch(/make a sufficient bid|other sufficient bid|with a sufficient bid|lowest sufficient bid that specifies the same denomination\(s\) as [^ ]+ \(/);
        },
      ),
      { numRuns: 200 },
    );
  });
});
