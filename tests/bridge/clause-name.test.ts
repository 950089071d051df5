import { describe, expect, it } from 'vitest';
import { RULING_LAW, rulingClauseCitation, rulingClauseId } from '../../src/bridge/ruling/clause-name';
import { formatClauseRef, parseClauseRef } from '../../src/model/clause-id';

describe("the engine's clause names: one conversion to a clause id and a citation", () => {
  it.each([
    ['27A1', 'A1', '27A1'],
    ['27A2', 'A2', '27A2'],
    ['27B', 'B', '27B'],
    ['27B1a', 'B1a', '27B1(a)'],
    ['27B1b', 'B1b', '27B1(b)'],
    ['27B4', 'B4', '27B4'],
    ['27C', 'C', '27C'],
    ['27D', 'D', '27D'],
  ])('%s is clause %s, cited %s', (name, id, citation) => {
    expect(rulingClauseId(name)).toBe(id);
    expect(rulingClauseCitation(name)).toBe(citation);
    expect(rulingClauseId(citation)).toBe(id);
    // The site's general reader and formatter of references agree.
    expect(parseClauseRef(name)).toEqual({ law: RULING_LAW, clause: id });
    expect(formatClauseRef({ law: RULING_LAW, clause: id })).toBe(citation);
  });

  it.each(['B1b', '26B', '27E', '27b1b', '', '27B1bb', '27Ba'])(
    'refuses %j as a clause id, and cites it as it is',
    (name) => {
      expect(() => rulingClauseId(name)).toThrow(/not a clause of Law 27/);
      expect(rulingClauseCitation(name)).toBe(name);
    },
  );
});
