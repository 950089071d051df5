import { describe, expect, it } from 'vitest';
import {
  RULED_EDITIONS,
  asRuledEdition,
  isRuledEdition,
  ruledEditionsText,
  rulingProfile,
  sameWording,
  type EditionId,
} from '../../src/bridge/edition';

describe('editions of Law 27', () => {
  it('the engine rules under 2007, 2008-03 and 2017', () => {
    expect(RULED_EDITIONS).toEqual(['2007', '2008-03', '2017']);
    expect(isRuledEdition('2008-03')).toBe(true);
    expect(isRuledEdition('2008')).toBe(false);
    expect(isRuledEdition(2017)).toBe(false);
    expect(ruledEditionsText()).toBe("'2007', '2008-03' or '2017'");
  });

  it('any string is an edition id; only the ruled editions have a profile', () => {
    const ids: EditionId[] = ['1997', '2027', '2017'];
    expect(ids.map((id) => rulingProfile(id)?.edition)).toEqual([undefined, undefined, '2017']);
    expect(rulingProfile('2008-03')?.title).toBe('Laws of Duplicate Bridge 2007, Law 27 as revised in March 2008');
  });

  it('2007 and 2008-03 share their words; 2017 differs; an unknown edition shares nothing', () => {
    expect(sameWording('2007', '2008-03')).toBe(true);
    expect(sameWording('2007', '2017')).toBe(false);
    expect(sameWording('2017', '2017')).toBe(true);
    expect(sameWording('2027', '2027')).toBe(false);
  });

  it('carry the law references each wording cites', () => {
    const old = rulingProfile('2008-03');
    expect([old?.leadLaw, old?.awarenessLaw, old?.withdrawnCallLaw]).toEqual(['26', '23', '16D']);
    expect(old?.b1aDisapplies).toEqual(['16D']);
    expect(old?.b1bDisapplies).toEqual([]);
    const neu = rulingProfile('2017');
    expect([neu?.leadLaw, neu?.awarenessLaw, neu?.withdrawnCallLaw]).toEqual(['26B', '72C', '16C']);
    expect(neu?.b1aDisapplies).toEqual(['26B', '16C']);
    expect(neu?.b1bDisapplies).toEqual(['16C']);
    expect(neu?.b1bTest).toMatch(/comparable call \(Law 23A\)/);
    expect(old?.b1bTest).toMatch(/same meaning as, or a more precise meaning than/);
  });

  it('asRuledEdition passes an edition the engine rules under and refuses any other by name', () => {
    expect(asRuledEdition('2008-03')).toBe('2008-03');
    expect(() => asRuledEdition('2027')).toThrow(
      `the Law 27 engine does not rule under edition "2027": it knows '2007', '2008-03' or '2017'`,
    );
  });
});
