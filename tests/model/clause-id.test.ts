import { describe, expect, it } from 'vitest';
import { clauseCitation, clauseLabel, clauseMarker, compareClauseIds, parentId, parseClauseId } from '../../src/model/clause-id';

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

  it('cites a clause of an edition as committees do', () => {
    expect(clauseCitation(27, 'B1b', '2017')).toBe('Law 27B1(b) (2017)');
  });
});
