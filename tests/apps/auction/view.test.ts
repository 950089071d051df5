/**
 * The widget's view-model: calls, the W-N-E-S table, clause links, the
 * Director's questions, and the engine agreeing with every source verdict.
 */
import { describe, expect, it } from 'vitest';
import type { Judgement } from '../../../src/bridge/ruling';
import {
  agreesWithSource,
  auctionTable,
  callView,
  clauseAnchor,
  clauseHref,
  clauseLabel,
  defaultAnswers,
  describeCell,
  questionChain,
  replacementFacts,
  withAnswer,
  ruleOn,
  rulingView,
  sourceRuling,
  splitCallText,
  widgetData,
  widgetTable,
} from '../../../src/apps/auction/view';
import { NAMES, exampleData as data, examples } from './widget-fixture';

describe('calls', () => {
  it('gives symbol, words and colour', () => {
    expect(callView('1h')).toMatchObject({
      call: '1H',
      display: '1♥',
      speech: 'one heart',
      tone: 'red',
      level: '1',
      symbol: '♥',
    });
    expect(callView('2S')).toMatchObject({ display: '2♠', speech: 'two spades', tone: 'dark' });
    expect(callView('3NT')).toMatchObject({ display: '3NT', tone: 'plain', symbol: 'NT' });
    expect(callView('X')).toMatchObject({ display: 'Dbl', speech: 'double', tone: 'plain', level: '' });
  });

  it('finds the bids in a text', () => {
    expect(splitCallText('1♦ – (1♠) – 1♥ and 2NT')).toEqual([
      { call: '1♦' },
      { text: ' – (' },
      { call: '1♠' },
      { text: ') – ' },
      { call: '1♥' },
      { text: ' and ' },
      { call: '2NT' },
    ]);
    expect(splitCallText('no bids')).toEqual([{ text: 'no bids' }]);
  });
});

describe('clauses', () => {
  it('maps ruling clauses to anchors, citations and edition links', () => {
    expect(clauseAnchor('27B1a')).toBe('B1a');
    expect(clauseAnchor('27C')).toBe('C');
    expect(clauseLabel('27B1b')).toBe('27B1(b)');
    expect(clauseLabel('27A1')).toBe('27A1');
    expect(clauseHref('2017', '27B1b')).toBe('/laws/27/2017/#B1b');
    expect(clauseHref('2008-03', '27D')).toBe('/laws/27/2008-03/#D');
  });
});

describe('the table', () => {
  it('puts the calls under W N E S from the dealer, the insufficient bid marked', () => {
    const t = auctionTable('N', ['1D', '1S'], { call: '1H', mark: 'insufficient' });
    expect(t.columns.map((c) => `${c.seat}${c.dealer ? '*' : ''}`)).toEqual(['W', 'N*', 'E', 'S']);
    expect(t.rows).toHaveLength(1);
    expect(t.rows[0]!.map((c) => c?.call?.call ?? null)).toEqual([null, '1D', '1S', '1H']);
    expect(t.rows[0]![3]).toMatchObject({ seat: 'S', index: 2, mark: 'insufficient' });
    expect(t.count).toBe(3);
    expect(describeCell(t.rows[0]![3]!)).toBe('South bids one heart: an insufficient bid');
  });

  it('wraps to a new row after South, and shows "?" for a call out of rotation', () => {
    const t = widgetTable(data('comparable-calls-coot-1a'));
    expect(t.rows[0]!.map((c) => c?.call?.call ?? c?.mark ?? null)).toEqual(['1S', 'P', 'turn', null]);
    const long = auctionTable('S', ['P', '1C', 'P', '1D', 'P']);
    expect(long.rows.map((r) => r.map((c) => c?.call?.call ?? null))).toEqual([
      [null, null, null, 'P'],
      ['1C', 'P', '1D', 'P'],
    ]);
  });
});

describe('judgements', () => {
  it("starts from the source's findings for a call it discusses, and from the insufficient bid's otherwise", () => {
    const d = data('zone7-1nt-2d-2c');
    const source = { accepted: false, premature: false };
    expect(defaultAnswers(d, '3D')).toEqual({
      answers: { ...source, insufficientArtificial: true, replacementArtificial: true, comparable: true },
      from: 0,
    });
    expect(defaultAnswers(d, '3NT')).toEqual({ answers: { ...source, insufficientArtificial: true }, from: null });
    expect(defaultAnswers(data('zone7-1d-1s-1h'), '3H')).toEqual({ answers: source, from: null });
  });

  it('asks the questions one at a time, in the Law’s order: the 2008 ones in 2007/2008, the 2017 ones in 2017', () => {
    const s = { dealer: 'W' as const, calls: ['1D', '1S'], insufficient: '1H' };
    const next = (edition: '2008-03' | '2017', replacement: string, judgement: Judgement) =>
      questionChain({ ...s, edition, accepted: false, premature: false, replacement, judgement }).open?.id ?? null;
    expect(next('2008-03', '2H', {})).toBe('insufficientArtificial');
    expect(next('2008-03', '2H', { insufficientArtificial: false })).toBe('replacementArtificial');
    expect(next('2008-03', '2H', { insufficientArtificial: false, replacementArtificial: false })).toBeNull();
    expect(next('2008-03', '2H', { insufficientArtificial: true })).toBe('comparable');
    expect(next('2017', '2H', { insufficientArtificial: true })).toBe('sameDenominations');
    expect(next('2017', '2H', { insufficientArtificial: true, sameDenominations: false })).toBe('comparable');
    expect(next('2008-03', 'X', {})).toBe('comparable');
    // Another insufficient bid: no finding, but LHO's choice (27B4).
    expect(next('2017', '1C', {})).toBe('replacementAccepted');
    const table = { accepted: false, premature: false };
    const chain = questionChain({
      ...s,
      edition: '2017',
      ...table,
      replacement: '2H',
      judgement: { insufficientArtificial: true, sameDenominations: false, comparable: true },
    });
    expect(chain.asked.map((q) => [q.question.id, q.answer])).toEqual([
      ['accepted', false],
      ['premature', false],
      ['insufficientArtificial', true],
      ['sameDenominations', false],
      ['comparable', true],
    ]);
    expect(chain.asked[3]?.question.text).toBe(
      'Is 2♥ the lowest sufficient bid that specifies the same denomination(s) as 1♥?',
    );
    // A finding the chain never reaches is not asked: natural bids settle 27B1(a) without it.
    expect(
      questionChain({
        ...s,
        edition: '2017',
        ...table,
        replacement: '2H',
        judgement: { insufficientArtificial: false, replacementArtificial: false, comparable: false },
      }).asked.map((q) => q.question.id),
    ).toEqual(['accepted', 'premature', 'insufficientArtificial', 'replacementArtificial']);
    // The table's facts come first, and are never taken for granted.
    expect(questionChain({ ...s, edition: '2017', replacement: '2H' }).open?.id).toBe('accepted');
  });

  it('fills the questions a source leaves unstated with the engine’s defaults, marked as such', () => {
    const chain = questionChain(
      {
        edition: '2008-03',
        dealer: 'W',
        calls: ['1D', '1S'],
        insufficient: '1H',
        accepted: false,
        premature: false,
        replacement: '2H',
        judgement: {},
      },
      true,
    );
    expect(chain.open).toBeNull();
    expect(chain.asked.map((q) => [q.question.id, q.answer, q.assumed])).toEqual([
      ['accepted', false, false],
      ['premature', false, false],
      ['insufficientArtificial', false, true],
      ['replacementArtificial', false, true],
    ]);
    // The call is never assumed.
    expect(
      questionChain(
        { edition: '2008-03', dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', accepted: false, premature: false },
        true,
      ).open?.kind,
    ).toBe('call');
  });

  it('keeps the answers before the one changed, and drops those after it', () => {
    expect(
      withAnswer(
        { insufficientArtificial: true, sameDenominations: false, comparable: true },
        'sameDenominations',
        true,
      ),
    ).toEqual({ insufficientArtificial: true, sameDenominations: true });
  });

  it('states the mechanical facts of a replacement', () => {
    const s = { edition: '2017' as const, dealer: 'W' as const, calls: ['1NT', '2S'], insufficient: '2D' };
    expect(replacementFacts(s, '3H')).toEqual([
      '3♥ is a sufficient bid.',
      'It is the lowest sufficient bid in hearts.',
      'It names another denomination than 2♦; the lowest sufficient bid in diamonds is 3♦.',
    ]);
    expect(replacementFacts(s, '4H')).toEqual([
      '4♥ is a sufficient bid.',
      'It is a jump: the lowest sufficient bid in hearts is 3♥.',
      'It names another denomination than 2♦; the lowest sufficient bid in diamonds is 3♦.',
    ]);
    expect(replacementFacts(s, '3D')[2]).toBe('It names the same denomination as 2♦.');
    expect(replacementFacts(s, '2H')).toEqual(['2♥ is itself an insufficient bid (Law 27B4).']);
    expect(replacementFacts(s, 'XX')).toEqual([
      "Rdbl is not a legal call here: there is no double to redouble (only an opponent's double of your side's bid may be redoubled).",
    ]);
    expect(replacementFacts(s, 'P')).toEqual(['Pass is a legal call here, not a bid.']);
  });
});

describe('rulings', () => {
  it('shows clause, path links and consequences', () => {
    const s = { edition: '2008-03' as const, dealer: 'W' as const, calls: ['1D', '1S'], insufficient: '1H' };
    const b1a = rulingView(ruleOn(s, '2H', {}));
    expect(b1a).toMatchObject({ clause: '27B1a', clauseLabel: '27B1(a)', clauseHref: '/laws/27/2008-03/#B1a' });
    expect(b1a.consequences.map((c) => [c.key, c.value])).toEqual([
      ['partnerMustPass', false],
      ['leadRestrictions', false],
      ['callCancelled', false],
      ['adjustedScorePossible', true],
    ]);
    const b2 = rulingView(ruleOn({ ...s, edition: '2017' }, 'P', {}));
    expect(b2.path).toEqual([{ label: '27B2', href: '/laws/27/2017/#B2' }]);
    expect(b2.consequences.find((c) => c.key === 'partnerMustPass')?.value).toBe(true);
  });

  it('agrees with the source on every replacement of every Law 27 example', () => {
    let n = 0;
    for (const e of examples.filter((x) => x.kind === 'insufficient-bid')) {
      const d = widgetData(e, NAMES);
      for (const r of d.discussed) {
        const ruling = sourceRuling(d, r.index);
        expect(ruling, `${e.id} #${r.index}`).not.toBeNull();
        expect(agreesWithSource(ruling!, r), `${e.id} #${r.index}`).toBe(true);
        n++;
      }
    }
    expect(n).toBe(16);
  });

  it('never rules on a call out of rotation', () => {
    for (const e of examples.filter((x) => x.kind === 'call-out-of-rotation')) {
      const d = widgetData(e, NAMES);
      expect(d.insufficient).toBeNull();
      expect(d.discussed.map((r) => sourceRuling(d, r.index))).toEqual(d.discussed.map(() => null));
    }
  });
});
