import { describe, expect, it } from 'vitest';
import { EDITIONS, editionProfile, isEdition, sameWording } from '../../src/bridge/edition';

describe('editions of Law 27', () => {
  it('are 2007, 2008-03 and 2017', () => {
    expect(EDITIONS).toEqual(['2007', '2008-03', '2017']);
    expect(isEdition('2008-03')).toBe(true);
    expect(isEdition('2008')).toBe(false);
  });

  it('2007 and 2008-03 share their words; 2017 differs', () => {
    expect(sameWording('2007', '2008-03')).toBe(true);
    expect(sameWording('2007', '2017')).toBe(false);
    expect(sameWording('2017', '2017')).toBe(true);
  });

  it('carry the law references each wording cites', () => {
    const old = editionProfile('2008-03');
    expect([old.leadLaw, old.awarenessLaw, old.withdrawnCallLaw]).toEqual(['26', '23', '16D']);
    expect(old.b1aDisapplies).toEqual(['16D']);
    expect(old.b1bDisapplies).toEqual([]);
    const neu = editionProfile('2017');
    expect([neu.leadLaw, neu.awarenessLaw, neu.withdrawnCallLaw]).toEqual(['26B', '72C', '16C']);
    expect(neu.b1aDisapplies).toEqual(['26B', '16C']);
    expect(neu.b1bDisapplies).toEqual(['16C']);
    expect(neu.b1bTest).toMatch(/comparable call \(Law 23A\)/);
    expect(old.b1bTest).toMatch(/same meaning as, or a more precise meaning than/);
  });
});
