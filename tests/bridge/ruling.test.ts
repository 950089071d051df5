import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS, callToString } from '../../src/bridge/call';
import type { Edition } from '../../src/bridge/edition';
import { RulingInputError } from '../../src/bridge/errors';
import { replacementOptions, rule, type Ruling, type RulingInput } from '../../src/bridge/ruling';
import { SEATS } from '../../src/bridge/seat';

const OLD: readonly Edition[] = ['2007', '2008-03'];
const ALL: readonly Edition[] = ['2007', '2008-03', '2017'];

/** West deals 1♦, North overcalls 1♠, East bids 1♥ (insufficient). */
function ib1H(edition: Edition, extra: Partial<RulingInput> = {}): Ruling {
  return rule({ edition, dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', ...extra });
}

function inputError(input: unknown): RulingInputError {
  try {
    rule(input as RulingInput);
  } catch (e) {
    if (e instanceof RulingInputError) return e;
    throw e;
  }
  throw new Error('expected a RulingInputError');
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
    const r = rule({ edition, dealer: 'N', calls: ['7NT', 'P'], insufficient: '7S' });
    expect(r.lowestSufficientInStrain).toBeNull();
    expect(r.explanation).toMatch(/no sufficient bid in spades/);
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
    // The finding is only about sufficient bids: a pass is never B1(a).
    expect(rule({ ...transfer, replacement: 'P' }).clause).toBe('27B2');
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
    [{ ...good, edition: '2010' }, 'edition', /unknown edition "2010"/],
    [{ ...good, dealer: 'X' }, 'dealer', /unknown seat "X"/],
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
    [{ ...good, judgement: { comparible: true } }, 'judgement.comparible', /unknown finding/],
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

  it('reports a bad situation once, as a RulingInputError', () => {
    expect(() => replacementOptions({ edition: '2017', dealer: 'W', calls: ['1D', '1S'], insufficient: '2H' })).toThrow(RulingInputError);
  });
});

describe('ruling properties', () => {
  const token = fc.oneof(fc.constantFrom(...ALL_CALLS.map(callToString)), fc.string({ maxLength: 3 }));
  const inputs = fc.record(
    {
      edition: fc.constantFrom<Edition>(...ALL),
      dealer: fc.constantFrom(...SEATS),
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

  it('never crashes: a ruling, or a RulingInputError; and the flags follow the clause', { timeout: 60_000 }, () => {
    let ruled = 0;
    fc.assert(
      fc.property(inputs, (input) => {
        let r: Ruling;
        try {
          r = rule(input);
        } catch (e) {
          expect(e).toBeInstanceOf(RulingInputError);
          return;
        }
        ruled++;
        expect(r.path[r.path.length - 1] === r.clause || r.clause === '27B4').toBe(true);
        expect(r.adjustedScorePossible).toBe(r.clause === '27B1a' || r.clause === '27B1b');
        expect(r.partnerMustPass).toBe(r.clause === '27B2' || r.clause === '27B3' || (r.clause === '27B4' && r.path.includes('27B3')));
        expect(r.callCancelled).toBe(r.clause === '27B3' || (r.clause === '27B4' && r.path.includes('27B3')));
        expect(r.explanation.length).toBeGreaterThan(40);
      }),
      { numRuns: 3000 },
    );
    expect(ruled).toBeGreaterThan(50);
  });
});
