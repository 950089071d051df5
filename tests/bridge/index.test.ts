import { describe, expect, it } from 'vitest';
import * as bridge from '../../src/bridge/index';

describe('the public entry point', () => {
  it('offers the functions the brief asks for, working end to end', () => {
    expect(bridge.parseCall('1♦')).toEqual({ kind: 'bid', level: 1, strain: 'D' });
    expect(bridge.isSufficient(['1D', '1S'], '1H')).toBe(false);
    expect(bridge.lowestSufficientBid(['1D', '1S'], 'H')).toBe('2H');
    const r = bridge.rule({
      edition: '2017',
      dealer: 'W',
      calls: ['1D', '1S'],
      insufficient: '1H',
      accepted: false,
      premature: false,
      replacement: '2H',
    });
    expect(r.clause).toBe('27B1a');
    expect(r.announcement).toBe(
      '2♥ replaces 1♥, with no further rectification. North–South: call me back at the end of play if you think you were damaged.',
    );
    expect(
      bridge.openQuestions({ edition: '2017', dealer: 'W', calls: ['1D', '1S'], insufficient: '1H' }).map((q) => q.id),
    ).toEqual(['accepted', 'premature', 'replacement']);
    expect(() =>
      bridge.ruleStrict({ edition: '2017', dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', replacement: '2H' }),
    ).toThrow(/^accepted: /);
    expect(
      bridge.replacementOptions({ edition: '2017', dealer: 'W', calls: ['1D', '1S'], insufficient: '1H' }),
    ).toHaveLength(38);
  });

  it('offers what a caller needs to walk the questions one at a time: their order, and the answers of an input, read and set', () => {
    expect(bridge.QUESTION_ORDER).toEqual([
      'accepted',
      'premature',
      'replacement',
      'replacementAccepted',
      ...bridge.JUDGEMENT_FIELDS,
    ]);
    const input: bridge.RulingInput = {
      edition: '2017',
      dealer: 'W',
      calls: ['1D', '1S'],
      insufficient: '1H',
      replacement: '2H',
    };
    const answers: bridge.Answers = {
      accepted: false,
      premature: false,
      insufficientArtificial: false,
      replacementArtificial: false,
    };
    const answered = bridge.withAnswers(input, answers);
    expect(answered).toEqual({
      ...input,
      accepted: false,
      premature: false,
      judgement: { insufficientArtificial: false, replacementArtificial: false },
    });
    expect(bridge.answersOf(answered)).toEqual(answers);
    expect(bridge.openQuestions(answered)).toEqual([]);
    expect(bridge.ruleStrict(answered).clause).toBe('27B1a');
    const first: bridge.Question | undefined = bridge.openQuestions(input)[0];
    const id: bridge.AnswerId | undefined = first?.kind === 'yes-no' ? first.id : undefined;
    expect(id).toBe('accepted');
  });

  it('exports the error classes as one family', () => {
    expect.assertions(7);
    for (const E of [
      bridge.CallParseError,
      bridge.AuctionError,
      bridge.PbnError,
      bridge.RulingInputError,
      bridge.SeatParseError,
    ]) {
      expect(E.prototype).toBeInstanceOf(bridge.BridgeError);
    }
    try {
      bridge.parseCall('');
    } catch (e) {
      expect(e).toBeInstanceOf(bridge.BridgeError);
      expect((e as Error).name).toBe('CallParseError');
    }
  });
});
