/**
 * The ruling assistant's pure state: URL round trip (fast-check), reading
 * typed auctions, the insufficient-bid check, the steps and the PBN export.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS, callToString } from '../../../src/bridge/call';
import { EDITIONS } from '../../../src/bridge/edition';
import { parsePbn } from '../../../src/bridge/pbn';
import { rule } from '../../../src/bridge/ruling';
import { SEATS } from '../../../src/bridge/seat';
import {
  DEFAULT_STATE,
  checkAuction,
  pbnExport,
  readTypedAuction,
  rulingInput,
  stateFromSearch,
  stateToSearch,
  visibleSteps,
  type AssistantState,
} from '../../../src/components/auction/assistant-state';

const callArb = fc.constantFrom(...ALL_CALLS.map(callToString));
const flag = fc.option(fc.boolean(), { nil: undefined });
const stateArb: fc.Arbitrary<AssistantState> = fc
  .record({
    edition: fc.constantFrom(...EDITIONS),
    dealer: fc.constantFrom(...SEATS),
    auction: fc.array(callArb, { maxLength: 12 }),
    accepted: flag,
    intent: fc.string({ unit: 'grapheme', maxLength: 40 }),
    insufficientArtificial: flag,
    replacement: fc.option(callArb, { nil: undefined }),
    replacementArtificial: flag,
    sameDenominations: flag,
    comparable: flag,
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
    const s: AssistantState = { ...DEFAULT_STATE, edition: '2008-03', dealer: 'W', auction: ['1D', '1S', '1H'], accepted: false, replacement: '2H' };
    expect(stateToSearch(s)).toBe('ed=2008-03&d=W&a=1D+1S+1H&r=2H&lho=n');
  });

  it('ignores what it cannot read, and reads calls in any spelling', () => {
    expect(stateFromSearch('ed=1997&d=Q&lho=maybe&r=9Z&a=1d+zz+1♠+pass')).toEqual({ ...DEFAULT_STATE, auction: ['1D', '1S', 'P'] });
  });

  it('never throws on arbitrary query strings', () => {
    fc.assert(fc.property(fc.string(), (q) => void stateFromSearch(q)), { numRuns: 100 });
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
    expect(c).toMatchObject({ ok: true, calls: ['1D', '1S'], insufficient: '1H', offender: 'E', lho: 'S', partner: 'W', lowest: '2H' });
    if (c.ok) expect(c.message).toBe('East’s 1♥ is insufficient: it does not outrank North’s 1♠. The lowest sufficient bid in hearts is 2♥.');
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
    expect(msg('W', ['1D', '1C', '1H'])).toMatch(/Call 2 .*insufficient.*Only the last call may be the insufficient bid/);
    expect(msg('N', ['P', 'P', 'P', 'P', '1C'])).toMatch(/ended/);
  });
});

describe('steps and ruling input', () => {
  const base: AssistantState = { ...DEFAULT_STATE, dealer: 'W', auction: ['1D', '1S', '1H'] };
  const check = checkAuction('W', ['1D', '1S', '1H']);

  it('opens the steps one answer at a time', () => {
    expect(visibleSteps(DEFAULT_STATE, checkAuction('N', []))).toEqual(['auction']);
    expect(visibleSteps(base, check)).toEqual(['auction', 'accepted']);
    expect(visibleSteps({ ...base, accepted: true }, check)).toEqual(['auction', 'accepted', 'ruling']);
    expect(visibleSteps({ ...base, accepted: false }, check)).toEqual(['auction', 'accepted', 'intent', 'options', 'replacement']);
    expect(visibleSteps({ ...base, accepted: false, replacement: '2H' }, check)).toEqual([
      'auction', 'accepted', 'intent', 'options', 'replacement', 'judgement', 'ruling',
    ]);
  });

  it('rules 27A1 when LHO accepted, and on the replacement with the findings otherwise', () => {
    expect(rulingInput(base, check)).toBeNull();
    expect(rule(rulingInput({ ...base, accepted: true }, check)!).clause).toBe('27A1');
    expect(rule(rulingInput({ ...base, accepted: false, replacement: '2H' }, check)!).clause).toBe('27B1a');
    expect(rule(rulingInput({ ...base, accepted: false, replacement: 'P' }, check)!).clause).toBe('27B2');
    expect(rule(rulingInput({ ...base, accepted: false, replacement: 'X', comparable: true }, check)!).clause).toBe('27B1b');
    expect(rule(rulingInput({ ...base, accepted: false, replacement: 'X' }, check)!).clause).toBe('27B3');
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
