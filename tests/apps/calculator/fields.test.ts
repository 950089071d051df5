import { describe, expect, it } from 'vitest';
import {
  byFormOrder,
  describedBy,
  errorElementId,
  fieldElementId,
  fieldKey,
  fieldName,
  listInWords,
  rowFieldId,
} from '../../../src/apps/calculator/fields';

describe('fields by key, in words and as element ids', () => {
  it('numbers rows from 0 in keys and from 1 in ids and words', () => {
    expect([fieldKey.outcome(0), fieldKey.weight(1), fieldKey.matchpoints(11)]).toEqual(['o0', 'w1', 'mp11']);
    expect(['o0', 'w1', 'mp11', 'avg', 'top', 'other', 'vul'].map(fieldElementId)).toEqual([
      'calc-outcome-1',
      'calc-weight-2',
      'calc-mp-12',
      'calc-avg',
      'calc-top',
      'calc-other',
      'calc-vul',
    ]);
    expect(rowFieldId('matchpoints', 3)).toBe('calc-mp-3');
    expect(errorElementId('calc-mp-3')).toBe('calc-mp-3-error');
    expect(['o1', 'w1', 'mp1', 'avg', 'other'].map(fieldName)).toEqual([
      'outcome 2',
      'the weight of outcome 2',
      'the match-points of outcome 2',
      'the board average',
      'the score at the other table',
    ]);
  });

  it('sorts keys in the order of the form', () => {
    expect(['other', 'mp1', 'top', 'o10', 'w1', 'avg', 'o1', 'vul', 'o2'].sort(byFormOrder)).toEqual([
      'vul',
      'o1',
      'w1',
      'mp1',
      'o2',
      'o10',
      'avg',
      'top',
      'other',
    ]);
  });

  it('describes a field by its hint, then its message when it has one', () => {
    expect(describedBy('calc-outcome-hint', 'calc-outcome-1-error', true)).toBe(
      'calc-outcome-hint calc-outcome-1-error',
    );
    expect(describedBy('calc-outcome-hint', 'calc-outcome-1-error', false)).toBe('calc-outcome-hint');
    expect(describedBy(undefined, 'calc-weight-1-error', true)).toBe('calc-weight-1-error');
    expect(describedBy(undefined, 'calc-weight-1-error', false)).toBe('');
  });

  it('lists in words, at most three and a count', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['a'])).toBe('a');
    expect(listInWords(['a', 'b'])).toBe('a and b');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listInWords(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more');
  });
});
