import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clauseCitation, parseCitation } from '../../src/site/clause-jump';

const editions = [
  { id: '2007', short: '2007' },
  { id: '2008-03', short: 'March 2008' },
  { id: '2017', short: '2017' },
];

describe('reading a typed clause citation', () => {
  it.each([
    ['27B1b', { law: 27, clause: 'B1b' }],
    ['B1(b)', { law: 27, clause: 'B1b' }],
    ['27 B 1 b', { law: 27, clause: 'B1b' }],
    ['Law 27B1(b)', { law: 27, clause: 'B1b' }],
    ['law 27 b1b 2017', { law: 27, clause: 'B1b', edition: '2017' }],
    ['Law 27B1(b) (2017)', { law: 27, clause: 'B1b', edition: '2017' }],
    ['27D 2008-03', { law: 27, clause: 'D', edition: '2008-03' }],
    ['27 C march 2008', { law: 27, clause: 'C', edition: '2008-03' }],
    ['a2 2007', { law: 27, clause: 'A2', edition: '2007' }],
    ['Law 16D', { law: 16, clause: 'D' }],
    ['27 footnote', { law: 27, clause: 'footnote' }],
  ])('%s', (input, expected) => {
    expect(parseCitation(input, editions)).toEqual(expected);
  });

  it.each(['', 'partner must pass', '2017', 'Law 99A', '27B1bb', 'B1(b)(c)'])('is not a citation: %j', (input) => {
    expect(parseCitation(input, editions)).toBeNull();
  });

  it('never throws, and what it reads is a well-formed clause of a real law', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const c = parseCitation(s, editions);
        if (c) {
          expect(c.law).toBeGreaterThanOrEqual(1);
          expect(c.law).toBeLessThanOrEqual(93);
          expect(c.clause).toMatch(/^([A-Z](\d{1,2}[a-z]?)?|footnote)$/);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('writing a clause citation', () => {
  it.each([
    ['27B1(b)', '2008-03', 'Law 27B1(b) (March 2008)'],
    ['27B1(b)', '2007', 'Law 27B1(b) (2007)'],
    ['27D', '2017', 'Law 27D (2017)'],
    ['27 footnote', '2008-03', 'Law 27 footnote (March 2008)'],
  ])(
    '%s of %s is "%s", the edition as readers write it, and reads back as that clause and edition',
    (label, edition, citation) => {
      const e = editions.find((x) => x.id === edition)!;
      expect(clauseCitation(label, e)).toBe(citation);
      expect(parseCitation(citation, editions)).toMatchObject({ law: 27, edition });
    },
  );
});
