/**
 * The ruling assistant's pure state: URL round trip (fast-check), reading
 * typed auctions, the insufficient-bid check, the steps and the PBN export.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS, callToString } from '../../../src/bridge/call';
import { RULED_EDITIONS } from '../../../src/bridge/edition';
import { parsePbn } from '../../../src/bridge/pbn';
import { rule } from '../../../src/bridge/ruling';
import { SEATS } from '../../../src/bridge/seat';
import {
  DEFAULT_STATE,
  checkAuction,
  parseSearch,
  readTypedAuction,
  stateFromSearch,
  stateToSearch,
  type AssistantState,
} from '../../../src/apps/assistant/state';
import { answer, answerParams, rulingInput, visibleSteps } from '../../../src/apps/assistant/steps';
import { pbnExport, pbnImport } from '../../../src/apps/assistant/pbn';
import { callProblem, parseAuction } from '../../../src/bridge/auction';
import { parseCall } from '../../../src/bridge/call';

const callArb = fc.constantFrom(...ALL_CALLS.map(callToString));
const flag = fc.option(fc.boolean(), { nil: undefined });
const stateArb: fc.Arbitrary<AssistantState> = fc
  .record({
    edition: fc.option(fc.constantFrom(...RULED_EDITIONS), { nil: undefined }),
    dealer: fc.constantFrom(...SEATS),
    auction: fc.array(callArb, { maxLength: 12 }),
    accepted: flag,
    premature: flag,
    replacementAccepted: flag,
    intent: fc.string({ unit: 'grapheme', maxLength: 40 }),
    insufficientArtificial: flag,
    replacement: fc.option(callArb, { nil: undefined }),
    replacementArtificial: flag,
    sameDenominations: flag,
    comparable: flag,
    body: fc.option(fc.constantFrom('EBU', 'ACBL', 'ABF'), { nil: undefined }),
    date: fc.option(fc.constantFrom('2008-08-01', '2024-02-29'), { nil: undefined }),
  })
  .map((s) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as unknown as AssistantState);

describe('assistant state in the URL', () => {
  it('round-trips every state through the query string', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        expect(stateFromSearch(stateToSearch(s))).toEqual(s);
        expect(stateFromSearch(`?${stateToSearch(s)}`)).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves defaults out, so a fresh page has a bare address', () => {
    expect(stateToSearch(DEFAULT_STATE)).toBe('');
    expect(stateFromSearch('')).toEqual(DEFAULT_STATE);
  });

  it('writes a readable query', () => {
    const s: AssistantState = {
      ...DEFAULT_STATE,
      edition: '2008-03',
      dealer: 'W',
      auction: ['1D', '1S', '1H'],
      accepted: false,
      replacement: '2H',
    };
    expect(stateToSearch(s)).toBe('ed=2008-03&d=W&a=1D+1S+1H&r=2H&lho=n');
    expect(stateToSearch({ ...s, premature: false, replacementAccepted: true })).toBe(
      'ed=2008-03&d=W&a=1D+1S+1H&r=2H&lho=n&pr=n&lho2=y',
    );
  });

  it('reads calls in any spelling', () => {
    expect(parseSearch('a=1d+1♠+pass&r=2h')).toEqual({
      state: { ...DEFAULT_STATE, auction: ['1D', '1S', 'P'], replacement: '2H' },
      problems: [],
    });
  });

  it('reports every value it cannot read, naming it and what is allowed, and leaves that field unset', () => {
    const { state, problems } = parseSearch('ed=1999&d=Q&lho=maybe&r=9Z&a=1S+FOO+1H&gb=XYZ&dt=2024-02-30', [
      'EBU',
      'ACBL',
    ]);
    // The auction is not read at all: no ruling on an auction other than the one given.
    expect(state).toEqual(DEFAULT_STATE);
    expect(problems.map((p) => [p.param, p.value])).toEqual([
      ['ed', '1999'],
      ['d', 'Q'],
      ['a', '1S FOO 1H'],
      ['r', '9Z'],
      ['lho', 'maybe'],
      ['gb', 'XYZ'],
      ['dt', '2024-02-30'],
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'The link’s edition “ed=1999” is not one the assistant rules under: use ed=2007, ed=2008-03, ed=2017, or choose the edition below.',
      'The link’s dealer “d=Q” is not a seat: use d=N, d=E, d=S or d=W, or choose the dealer below.',
      'The link’s auction (a=1S FOO 1H) cannot be read: “FOO” (call 2) is not a call; write bids as 1D, 1♦ or 2NT, and Pass (P), Double (X), Redouble (XX). Correct the auction below and press Check.',
      'The link’s replacement “r=9Z” is not a call: write bids as 1D, 1♦ or 2NT, and Pass (P), Double (X), Redouble (XX) (r=2H, r=P, r=X), or choose it in the bidding box.',
      'The link’s answer “lho=maybe” is neither y nor n: use lho=y (yes) or lho=n (no), or leave it out and answer the question below.',
      'The link’s governing body “gb=XYZ” is not one the site knows: use gb=EBU, gb=ACBL, or choose it below.',
      'The link’s date “dt=2024-02-30” is not a date: write it YYYY-MM-DD (dt=2024-05-18), or enter it below.',
    ]);
  });

  it('reads a governing body in any case, as the registry writes it (gb=acbl is gb=ACBL)', () => {
    const ids = ['WBF', 'EBU', 'ACBL'];
    for (const gb of ['acbl', 'Acbl', 'ACBL'])
      expect(parseSearch(`gb=${gb}`, ids)).toEqual({ state: { ...DEFAULT_STATE, body: 'ACBL' }, problems: [] });
    expect(parseSearch('gb=wbf', ids).state.body).toBe('WBF');
    // Without the list of bodies, an id-shaped value is taken in capitals; written back the same way.
    expect(parseSearch('gb=ebu').state.body).toBe('EBU');
    expect(stateToSearch(parseSearch('gb=ebu&dt=2017-08-01', ids).state)).toBe('gb=EBU&dt=2017-08-01');
    // Case is all that is forgiven: a near miss is still reported.
    expect(parseSearch('gb=acb', ids).problems.map((p) => [p.param, p.value])).toEqual([['gb', 'acb']]);
  });

  it('names every unreadable call of the auction', () => {
    const { problems } = parseSearch('a=FOO+1S+BAR+1H');
    expect(problems[0]?.message).toMatch(
      /^The link’s auction \(a=FOO 1S BAR 1H\) cannot be read: “FOO” \(call 1\) and “BAR” \(call 3\) are not calls;/,
    );
  });

  it('keeps the unreadable values in the address until their field is set', () => {
    const { state, problems } = parseSearch('a=1S+FOO+1H&lho=n');
    expect(stateToSearch(state, problems)).toBe('lho=n&a=1S+FOO+1H');
    expect(stateToSearch(state)).toBe('lho=n');
  });

  it('ignores parameters it does not know (tracking tags)', () => {
    expect(parseSearch('utm_source=mail&a=1D+1S+1H')).toEqual({
      state: { ...DEFAULT_STATE, auction: ['1D', '1S', '1H'] },
      problems: [],
    });
  });

  it('never throws on arbitrary query strings, and every problem names its value', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        for (const p of parseSearch(q).problems)
          expect(p.message).toContain(p.param === 'a' ? `a=${p.value}` : `“${p.param}=${p.value}”`);
      }),
      { numRuns: 300 },
    );
  });
});

describe('typed auctions', () => {
  it('reads the ways directors write auctions', () => {
    for (const text of ['1D 1S 1H', '1♦ (1♠) 1♥', '1d-1s-1h', '1♦, 1♠, 1♥', '  1D  (1S)  1H ']) {
      expect(readTypedAuction(text)).toEqual({ ok: true, calls: ['1D', '1S', '1H'] });
    }
    expect(readTypedAuction('1NT P 2C X')).toEqual({ ok: true, calls: ['1NT', 'P', '2C', 'X'] });
  });

  it('names the call it cannot read', () => {
    const r = readTypedAuction('1D 1Q 1H');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/Call 2, “1Q”/);
  });
});

describe('the insufficient-bid check', () => {
  it('finds the insufficient bid, the offender, and the lowest sufficient bid in its denomination', () => {
    const c = checkAuction('W', ['1D', '1S', '1H']);
    expect(c).toMatchObject({
      ok: true,
      calls: ['1D', '1S'],
      insufficient: '1H',
      offender: 'E',
      lho: 'S',
      partner: 'W',
      lowest: '2H',
    });
    if (c.ok)
      expect(c.message).toBe(
        'East’s 1♥ is insufficient: it does not outrank North’s 1♠. The lowest sufficient bid in hearts is 2♥.',
      );
  });

  it('counts an earlier insufficient bid as accepted, and says so', () => {
    const c = checkAuction('W', ['1D', '1C', 'P', '1C']);
    expect(c).toMatchObject({ ok: true, calls: ['1D', '1C', 'P'], insufficient: '1C', offender: 'S', lowest: '2C' });
    if (c.ok) {
      expect(c.message).toBe(
        'South’s 1♣ is insufficient: it does not outrank North’s 1♣. The lowest sufficient bid in clubs is 2♣. ' +
          'Earlier, call 2, 1♣ was an insufficient bid that stood: LHO accepted it by calling (Law 27A1), so it counts as legal and later bids are measured from it.',
      );
    }
    const pbn = pbnExport(
      { ...DEFAULT_STATE, dealer: 'W', auction: ['1D', '1C', 'P', '1C'], accepted: false, replacement: '2C' },
      c,
      false,
    );
    expect(pbn?.text).toContain('1D 1C^I Pass 2C =1=');
  });

  it('says when there is no sufficient bid in the denomination', () => {
    const c = checkAuction('N', ['7NT', '7S']);
    expect(c).toMatchObject({ ok: true, lowest: null });
    if (c.ok) expect(c.message).toMatch(/There is no sufficient bid in spades/);
  });

  it('says why an auction is not an insufficient-bid case', () => {
    const msg = (dealer: 'N' | 'W', calls: string[]) => {
      const c = checkAuction(dealer, calls);
      expect(c.ok).toBe(false);
      return c.ok ? '' : c.message;
    };
    expect(msg('N', [])).toMatch(/Enter the auction/);
    expect(msg('W', ['1D', '1S', '2H'])).toBe('2♥ is sufficient over North’s 1♠, so Law 27 does not apply.');
    expect(msg('W', ['1D'])).toMatch(/sufficient as the first bid/);
    expect(msg('W', ['1D', 'P'])).toMatch(/The last call, Pass, is not a bid/);
    // An insufficient bid before the last stood (LHO accepted it): the next bid is measured from it.
    expect(msg('W', ['1D', '1C', '1H'])).toBe('1♥ is sufficient over North’s 1♣, so Law 27 does not apply.');
    expect(msg('W', ['1D', 'X', 'XX', 'XX'])).toMatch(/^Call 4 .*Correct that call\.$/);
    expect(msg('N', ['P', 'P', 'P', 'P', '1C'])).toMatch(/ended/);
  });
});

describe('steps and ruling input', () => {
  const base: AssistantState = { ...DEFAULT_STATE, dealer: 'W', auction: ['1D', '1S', '1H'] };
  const check = checkAuction('W', ['1D', '1S', '1H']);

  it('opens the steps one answer at a time, as the table goes', () => {
    expect(visibleSteps(DEFAULT_STATE, checkAuction('N', []))).toEqual(['auction']);
    expect(visibleSteps(base, check)).toEqual(['auction', 'accepted']);
    expect(visibleSteps({ ...base, accepted: true }, check)).toEqual(['auction', 'accepted', 'premature']);
    expect(visibleSteps({ ...base, accepted: true, premature: false }, check)).toEqual([
      'auction',
      'accepted',
      'premature',
      'ruling',
    ]);
    // Accepted after a call made before the ruling: that call is withdrawn whatever it was, so it is not asked.
    expect(visibleSteps({ ...base, accepted: true, premature: true }, check)).toEqual([
      'auction',
      'accepted',
      'premature',
      'ruling',
    ]);
    // A call given beside an acceptance was made before it (27C): the engine does not ask, nor do the steps.
    expect(visibleSteps({ ...base, accepted: true, replacement: '2H' }, check)).toEqual([
      'auction',
      'accepted',
      'premature',
      'ruling',
    ]);
    const refused = { ...base, accepted: false, premature: false };
    expect(visibleSteps(refused, check)).toEqual(['auction', 'accepted', 'premature', 'intent']);
    expect(visibleSteps({ ...refused, insufficientArtificial: false }, check)).toEqual([
      'auction',
      'accepted',
      'premature',
      'intent',
      'options',
      'replacement',
    ]);
    expect(visibleSteps({ ...refused, insufficientArtificial: false, replacement: '2H' }, check)).toEqual([
      'auction',
      'accepted',
      'premature',
      'intent',
      'options',
      'replacement',
      'judgement',
      'ruling',
    ]);
    expect(visibleSteps({ ...refused, premature: true, insufficientArtificial: false }, check)).toEqual([
      'auction',
      'accepted',
      'premature',
      'intent',
      'replacement',
    ]);
  });

  it('gives the engine every answer the state has, under the text chosen; nothing without a text', () => {
    expect(rulingInput(base, check, '2017')).toEqual({
      edition: '2017',
      dealer: 'W',
      calls: ['1D', '1S'],
      insufficient: '1H',
    });
    expect(rulingInput(base, check, null)).toBeNull();
    expect(rule(rulingInput({ ...base, accepted: true, premature: false }, check, '2017')!).clause).toBe('27A1');
    const refused = { ...base, accepted: false, premature: false };
    expect(rule(rulingInput({ ...refused, replacement: '2H' }, check, '2017')!).clause).toBe('27B1a');
    expect(rule(rulingInput({ ...refused, replacement: 'P' }, check, '2008-03')!).clause).toBe('27B2');
    expect(rule(rulingInput({ ...refused, replacement: 'X', comparable: true }, check, '2017')!).clause).toBe('27B1b');
    expect(rule(rulingInput({ ...refused, replacement: 'X' }, check, '2017')!).clause).toBe('27B3');
    expect(
      rule(rulingInput({ ...refused, replacement: '1S', replacementAccepted: true }, check, '2017')!).path,
    ).toEqual(['27B4', '27A1']);
    // The findings go to the engine only once LHO has refused the bid.
    expect(
      rulingInput({ ...base, accepted: true, premature: false, comparable: true }, check, '2017')?.judgement,
    ).toBeUndefined();
  });
});

describe('answers', () => {
  it('drops the answers after the one answered, in the order asked', () => {
    const s: AssistantState = {
      ...DEFAULT_STATE,
      insufficientArtificial: true,
      sameDenominations: false,
      comparable: true,
    };
    expect(answer(s, 'insufficientArtificial', false)).toEqual({ ...DEFAULT_STATE, insufficientArtificial: false });
    expect(answer(s, 'sameDenominations', true)).toEqual({
      ...DEFAULT_STATE,
      insufficientArtificial: true,
      sameDenominations: true,
    });
    expect(answer(s, 'comparable', false)).toEqual({ ...s, comparable: false });
    // The same answer again changes nothing.
    expect(answer(s, 'insufficientArtificial', true)).toBe(s);
  });

  it('drops the call with a new answer on whether LHO accepted or whether it was made before the ruling', () => {
    const s: AssistantState = {
      ...DEFAULT_STATE,
      accepted: false,
      premature: false,
      replacement: '2H',
      replacementArtificial: false,
    };
    expect(answer(s, 'premature', true)).toEqual({ ...DEFAULT_STATE, accepted: false, premature: true });
    expect(answer(s, 'accepted', true)).toEqual({ ...DEFAULT_STATE, accepted: true });
    expect(answerParams('premature')).toEqual(['pr', 'ia', 'lho2', 'ra', 'sd', 'cmp', 'r']);
    expect(answerParams('comparable')).toEqual(['cmp']);
  });
});

describe('PBN export', () => {
  const base: AssistantState = { ...DEFAULT_STATE, dealer: 'W', auction: ['1D', '1S', '1H'] };
  const check = checkAuction('W', ['1D', '1S', '1H']);

  it('writes the replacement with a note naming the insufficient bid, and reads back', () => {
    const pbn = pbnExport({ ...base, accepted: false, replacement: '2H', intent: 'four hearts' }, check, false)!;
    expect(pbn.text).toContain('[Dealer "W"]');
    expect(pbn.text).toContain('1D 1S 2H =1=');
    expect(pbn.text).toContain('[Note "1:insufficient 1H, replaced by 2H"]');
    expect(pbn.text).toContain('[Note "2:intended meaning of 1H: four hearts"]');
    const back = parsePbn(pbn.text);
    expect(back.replacedInsufficientBids).toEqual([{ index: 2, insufficient: { kind: 'bid', level: 1, strain: 'H' } }]);
  });

  it('marks an accepted insufficient bid with ^I', () => {
    const pbn = pbnExport({ ...base, accepted: true }, check, false)!;
    expect(pbn.text).toContain('1D 1S 1H^I');
    expect(parsePbn(pbn.text).auction.accepted).toEqual([2]);
  });

  it('writes only the legal calls while the bid is neither accepted nor replaced, or the replacement is cancelled', () => {
    expect(pbnExport(base, check, false)!.text).toMatch(/\[Auction "W"\]\n1D 1S\n$/);
    expect(pbnExport({ ...base, accepted: false, replacement: 'X' }, check, true)!.text).toMatch(/\n1D 1S\n$/);
    expect(pbnExport(base, checkAuction('W', []), false)).toBeNull();
  });
});

describe('PBN import (what the export writes, read back)', () => {
  /** Law 27 cases: an insufficient bid last, an earlier one that stood in the third. */
  const cases = [
    ['1D', '1S', '1H'],
    ['1NT', '2S', '2D'],
    ['1C', '1H', '1D', 'P', '1C'],
    ['P', '1S', 'X', '1H'],
  ];

  it('gives back the dealer, the auction, LHO’s acceptance, the replacement and the intended meaning', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEATS),
        fc.constantFrom(...cases),
        fc.option(callArb, { nil: undefined }),
        fc.string({ unit: 'grapheme', maxLength: 30 }).map((t) => t.replace(/[\r\n]/g, ' ')),
        (dealer, auction, replacement, intent) => {
          const check = checkAuction(dealer, auction);
          if (!check.ok) throw new Error(`not a Law 27 case: ${auction.join(' ')}`);
          const legal =
            replacement !== undefined &&
            callProblem(parseAuction(dealer, check.calls, { acceptInsufficient: true }), parseCall(replacement)) ===
              null;
          const state: AssistantState = {
            ...DEFAULT_STATE,
            dealer,
            auction,
            intent,
            ...(legal ? { accepted: false, replacement } : { accepted: true }),
          };
          const read = pbnImport(pbnExport(state, check, false)!.text);
          expect(read).toEqual({
            ok: true,
            dealer,
            auction,
            more: {
              accepted: state.accepted,
              ...(legal ? { replacement } : {}),
              ...(intent.trim() === '' ? {} : { intent: intent.trim() }),
            },
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads the legal calls alone while the bid was neither accepted nor replaced (the check then says why it is no Law 27 case)', () => {
    const check = checkAuction('W', ['1D', '1S', '1H']);
    const read = pbnImport(
      pbnExport({ ...DEFAULT_STATE, dealer: 'W', auction: ['1D', '1S', '1H'] }, check, false)!.text,
    );
    expect(read).toEqual({ ok: true, dealer: 'W', auction: ['1D', '1S'], more: {} });
  });

  it('reads an auction ending in an insufficient bid neither accepted nor replaced: the case to rule on, nothing else known', () => {
    expect(pbnImport('[Dealer "N"]\n[Auction "N"]\n1D 1S 1C\n')).toEqual({
      ok: true,
      dealer: 'N',
      auction: ['1D', '1S', '1C'],
      more: {},
    });
  });

  it('names the token it cannot read, with its line and column, and reads nothing', () => {
    const read = pbnImport('[Dealer "N"]\n[Auction "N"]\n1D 1Q 1H');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.message).toBe(
      'The PBN cannot be read: PBN line 3, column 4: call 2: Unknown call "1Q": expected a bid such as 1♦, 1D or 2NT, or Pass (P), Double (X) or Redouble (XX). Correct it and read it again.',
    );
    expect(pbnImport('1D 1S 1H')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/"1D" comes before the \[Auction\] tag/),
    });
  });
});
