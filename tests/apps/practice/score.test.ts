import { describe, expect, it } from 'vitest';
import {
  compareAnswer,
  pickCase,
  readScore,
  resultText,
  scoreLine,
  summarise,
  summaryText,
  unanswered,
  withResult,
  type Answer,
} from '../../../src/apps/practice/score';
import type { AnswerKey } from '../../../src/site/routes/practice';

const KEY: AnswerKey = {
  clause: { value: '27B1a', basis: 'published' },
  partnerMustPass: { value: false, basis: 'published' },
  leadRestrictions: { value: false, basis: 'engine' },
  adjustedScore: { value: true, basis: 'engine' },
};
const label = (c: string) => ({ '27B1a': '27B1(a)', '27B1b': '27B1(b)' })[c] ?? c;
const right: Answer = { clause: '27B1a', partnerMustPass: false, leadRestrictions: false, adjustedScore: true };

describe('an answer against the key', () => {
  it('is compared field by field, each with what was expected and on whose word', () => {
    const results = compareAnswer(KEY, { ...right, clause: '27B1b', adjustedScore: false });
    expect(results.map((r) => [r.field, r.right])).toEqual([
      ['clause', false],
      ['partnerMustPass', true],
      ['leadRestrictions', true],
      ['adjustedScore', false],
    ]);
    expect(results[0]).toEqual({
      field: 'clause',
      given: '27B1b',
      expected: '27B1a',
      basis: 'published',
      right: false,
    });
  });

  it('says what was right and what differs, kindly, naming who says so', () => {
    const [clause, pmp, , adj] = compareAnswer(KEY, { ...right, clause: '27B1b', adjustedScore: false });
    expect(resultText(clause!, label)).toBe('Deciding clause: you said 27B1(b); the source rules under 27B1(a).');
    expect(resultText(pmp!, label)).toBe('Partner must pass: no, right (the source says no).');
    expect(resultText(adj!, label)).toBe(
      'Adjusted score possible (27D): you said no; the source does not say; the Law, as the engine applies it, says yes.',
    );
    expect(summaryText(compareAnswer(KEY, right))).toBe('All 4 right.');
    expect(summaryText(compareAnswer(KEY, { ...right, clause: '27B1b' }))).toBe(
      '3 of 4 right. The one that differs is explained below, with the clause quoted.',
    );
    expect(summaryText(compareAnswer(KEY, { ...right, clause: '27B1b', adjustedScore: false }))).toBe(
      '2 of 4 right. The 2 that differ are explained below, with the clause quoted.',
    );
  });

  it('does not score an answer the key has nothing for, says so, and counts only the answers scored', () => {
    const partly: AnswerKey = { ...KEY, leadRestrictions: { value: null, basis: 'none' } };
    const results = compareAnswer(partly, { ...right, leadRestrictions: true, adjustedScore: false });
    expect(results.map((r) => r.right)).toEqual([true, true, null, false]);
    expect(resultText(results[2]!, label)).toBe(
      'Lead restrictions may apply: you said yes; not scored (the source does not say, and the engine rules under another clause than the source).',
    );
    expect(summaryText(results)).toBe(
      '2 of 3 right. One answer is not scored. The one that differs is explained below, with the clause quoted.',
    );
    expect(summaryText(compareAnswer(partly, right))).toBe('All 3 right. One answer is not scored.');
    expect(withResult(readScore(null), 'a', results)).toEqual({ cases: { a: { right: 2, of: 3 } } });
  });

  it('refuses to score an answer with a question left open, and names the open ones in order', () => {
    const open: Answer = { ...right, clause: null, leadRestrictions: null };
    expect(unanswered(open)).toEqual(['clause', 'leadRestrictions']);
    expect(unanswered(right)).toEqual([]);
    expect(() => compareAnswer(KEY, open)).toThrow(/"clause" is not answered/);
  });
});

describe('the score on the device', () => {
  it('keeps each case once, by its latest answer, and sums over the cases the page has', () => {
    let score = readScore(null);
    score = withResult(score, 'a', compareAnswer(KEY, { ...right, clause: '27B1b' }));
    score = withResult(score, 'b', compareAnswer(KEY, right));
    score = withResult(score, 'a', compareAnswer(KEY, right));
    score = withResult(score, 'gone', compareAnswer(KEY, right));
    const s = summarise(score, ['a', 'b', 'c']);
    expect(s).toEqual({ answered: 2, cases: 3, allRight: 2, fieldsRight: 8, fields: 8 });
    expect(scoreLine(s)).toBe('2 cases of 3 answered; 2 all right; 8 of 8 answers right.');
    expect(scoreLine(summarise(readScore(null), ['a']))).toBe('No case answered yet on this device (1 cases).');
  });

  it('reads back what it stored, and anything else as an empty score, never an error', () => {
    const score = withResult(readScore(null), 'a', compareAnswer(KEY, { ...right, clause: '27B1b' }));
    expect(readScore(JSON.stringify(score))).toEqual({ cases: { a: { right: 3, of: 4 } } });
    for (const raw of ['', 'not json', 'null', '[]', '{"cases":[1]}', '{"cases":"x"}'])
      expect(readScore(raw)).toEqual({ cases: {} });
    expect(
      readScore('{"cases":{"a":{"right":5,"of":4},"b":{"right":1,"of":4},"c":{"right":"1","of":4},"d":null}}'),
    ).toEqual({ cases: { b: { right: 1, of: 4 } } });
  });
});

describe('dealing', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('deals a case not yet answered, never the one on the table while there is another', () => {
    const score = withResult(
      withResult(readScore(null), 'a', compareAnswer(KEY, right)),
      'c',
      compareAnswer(KEY, right),
    );
    const dealt = new Set([0, 0.3, 0.6, 0.99].map((r) => pickCase(ids, score, 'b', r)));
    expect(dealt).toEqual(new Set(['d']));
    expect(new Set([0, 0.5, 0.99].map((r) => pickCase(ids, score, null, r)))).toEqual(new Set(['b', 'd']));
  });

  it('deals any other case once every case is answered, and the only case when there is one', () => {
    const all = ids.reduce((s, id) => withResult(s, id, compareAnswer(KEY, right)), readScore(null));
    expect(new Set([0, 0.4, 0.7, 0.99].map((r) => pickCase(ids, all, 'a', r)))).toEqual(new Set(['b', 'c', 'd']));
    expect(pickCase(['a'], all, 'a', 0.5)).toBe('a');
    expect(pickCase([], all, null, 0.5)).toBeNull();
  });
});
