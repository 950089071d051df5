/**
 * The widget's judging, without the DOM: the source's own reading is ruled
 * as data; the reader's choices only once no question is open; a finding
 * the mechanics rule out is a message, never a throw and never a ruling.
 */
import { describe, expect, it } from 'vitest';
import { judge, stepAfter, stepOff, type State } from '../../../src/apps/auction/widget-client';
import { exampleData as data } from './widget-fixture';

describe('the widget judges', () => {
  const zone7 = data('zone7-1d-1s-1h');
  const base: State = { step: 3, edition: '2008-03', replacement: null, answers: {}, from: null };
  /** The source's case: LHO did not accept, and the call was chosen once the options were explained. */
  const sourceCase = { accepted: false, premature: false };

  it('rules the source’s own reading, its unstated findings being the usual reading', () => {
    const j = judge(zone7, { ...base, replacement: '2H', answers: sourceCase, from: 0 });
    expect(j.ruling?.clause).toBe('27B1a');
    expect(j.source?.index).toBe(0);
    expect(j.chain?.asked.map((q) => [q.question.id, q.answer, q.assumed])).toEqual([
      ['accepted', false, false],
      ['premature', false, false],
      ['insufficientArtificial', false, true],
      ['replacementArtificial', false, true],
    ]);
  });

  it('does not rule the reader’s own choice on defaults', () => {
    const j = judge(zone7, { ...base, replacement: '2H' });
    expect(j.ruling).toBeNull();
    // The table's facts come first: nothing of the reader's own case is assumed.
    expect(j.chain?.open?.id).toBe('accepted');
    expect(judge(zone7, { ...base, replacement: '2H', answers: sourceCase }).chain?.open?.id).toBe(
      'insufficientArtificial',
    );
    // The source's call under another edition is the reader's too.
    expect(
      judge(zone7, { ...base, edition: '2017', replacement: 'P', answers: sourceCase, from: 2 }).ruling,
    ).toBeNull();
  });

  it('shows a message, not a ruling, for a finding the mechanics rule out', () => {
    const ib2 = data('comparable-calls-ib-2');
    const j = judge(ib2, {
      ...base,
      edition: '2017',
      replacement: '4H',
      answers: { ...sourceCase, insufficientArtificial: true, sameDenominations: true },
    });
    expect(j.ruling).toBeNull();
    expect(j.refused).toBe(
      'judgement.sameDenominations: is true, but 4♥ is a jump (3♥ is sufficient), and a jump is never the lowest sufficient bid 27B1(a) asks for; set it to false or leave it out',
    );
  });
});

describe('the widget steps through the auction', () => {
  it('moves to the first, previous, next or last call, never past either end', () => {
    expect([
      stepAfter('first', 3, 3),
      stepAfter('prev', 3, 3),
      stepAfter('next', 3, 3),
      stepAfter('all', 1, 3),
    ]).toEqual([1, 2, 3, 3]);
    expect([stepAfter('prev', 1, 3), stepAfter('next', 2, 3), stepAfter('first', 0, 0)]).toEqual([1, 3, 0]);
  });

  it('turns off the buttons that lead nowhere', () => {
    expect((['first', 'prev', 'next', 'all'] as const).map((k) => stepOff(k, 1, 3))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect((['first', 'prev', 'next', 'all'] as const).map((k) => stepOff(k, 3, 3))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
