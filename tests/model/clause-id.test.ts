import { describe, expect, it } from 'vitest';
import {
  clauseKeyLabel,
  clauseLabel,
  clauseRefKey,
  clauseWithin,
  formatClauseRef,
  parseClauseRef,
  clauseMarker,
  compareClauseIds,
  parentId,
  parseClauseId,
} from '../../src/model/clause-id';

describe('clause ids', () => {
  it.each([
    ['A', 'section', null, 'A.', '27A'],
    ['A1', 'numbered', 'A', '1.', '27A1'],
    ['B1a', 'lettered', 'B1', '(a)', '27B1(a)'],
    ['B12c', 'lettered', 'B12', '(c)', '27B12(c)'],
    ['footnote', 'footnote', null, '*', '27 footnote'],
  ])('%s is a %s clause, parent %s, printed %s, cited %s', (id, level, parent, marker, label) => {
    expect(parseClauseId(id)?.level).toBe(level);
    expect(parentId(id)).toBe(parent);
    expect(clauseMarker(id)).toBe(marker);
    expect(clauseLabel(27, id)).toBe(label);
  });

  it.each(['a', 'B1A', '1', 'B0', 'B1aa', 'AB', '', 'Footnote', 'B100'])('rejects %j', (id) => {
    expect(parseClauseId(id)).toBeNull();
  });

  it('orders clauses as the Laws print them', () => {
    const ids = ['footnote', 'B10', 'B2', 'A', 'B1b', 'B', 'B1', 'C', 'A1', 'B1a'];
    expect([...ids].sort(compareClauseIds)).toEqual(['A', 'A1', 'B', 'B1', 'B1a', 'B1b', 'B2', 'B10', 'C', 'footnote']);
  });
});

describe('clause references: one parser and one formatter for every spelling', () => {
  it.each([
    ['27B1b', { law: 27, clause: 'B1b' }],
    ['27B1(b)', { law: 27, clause: 'B1b' }],
    ['Law 27 B 1 (b)', { law: 27, clause: 'B1b' }],
    ['law 27 b1b', { law: 27, clause: 'B1b' }],
    ['27', { law: 27, clause: null }],
    ['27 footnote', { law: 27, clause: 'footnote' }],
    ['Law 16D', { law: 16, clause: 'D' }],
  ])('reads %j', (input, expected) => {
    expect(parseClauseRef(input)).toEqual(expected);
  });

  it('reads a clause within a law when the law is given', () => {
    expect(parseClauseRef('B1(b)', 27)).toEqual({ law: 27, clause: 'B1b' });
    expect(parseClauseRef('footnote', 27)).toEqual({ law: 27, clause: 'footnote' });
    expect(parseClauseRef('B1(b)')).toBeNull();
  });

  it.each(['', 'Law 99A', '0B1', '27B1bb', 'B1(b)(c)', 'partner must pass'])('refuses %j', (input) => {
    expect(parseClauseRef(input, 27)).toBeNull();
  });

  it('formats a reference as the Laws print it, and as a key', () => {
    expect(formatClauseRef({ law: 27, clause: 'B1b' })).toBe('27B1(b)');
    expect(formatClauseRef({ law: 27, clause: null })).toBe('27');
    expect(clauseRefKey({ law: 27, clause: 'B1b' })).toBe('27B1b');
    expect(parseClauseRef(formatClauseRef({ law: 12, clause: 'C1c' }))).toEqual({ law: 12, clause: 'C1c' });
  });

  it('prints a reference key as the Laws do, and leaves anything else as it is', () => {
    expect(['27B1a', '27B2', '12C1c', '27', 'not a clause'].map(clauseKeyLabel)).toEqual([
      '27B1(a)',
      '27B2',
      '12C1(c)',
      '27',
      'not a clause',
    ]);
  });

  it('knows when a clause lies within another', () => {
    expect(clauseWithin({ law: 27, clause: 'B1b' }, { law: 27, clause: 'B1' })).toBe(true);
    expect(clauseWithin({ law: 27, clause: 'B1b' }, { law: 27, clause: null })).toBe(true);
    expect(clauseWithin({ law: 27, clause: 'B2' }, { law: 27, clause: 'B1' })).toBe(false);
    expect(clauseWithin({ law: 12, clause: 'B1' }, { law: 27, clause: 'B1' })).toBe(false);
  });
});
