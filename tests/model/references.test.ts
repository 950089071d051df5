import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findReferences, lawNumberProblem, lookAlikeProblems, resolveLocal } from '../../src/model/references';
import { linkProblem, shownAddressProblem } from '../../src/model/links';

const found = (text: string) => findReferences(text).map((r) => [r.text, r.target]);
const law = (n: number, clause: string | null = null) => ({ kind: 'law', law: n, clause });
const local = (designator: string) => ({ kind: 'local', designator });

describe('references inside a law text', () => {
  it.each([
    ['is not accepted (see A) it must', [['A', local('A')]]],
    ['(but see 3 following). Then', [['3 following', local('3')]]],
    [
      'Law 16D does not apply but see D following.',
      [
        ['Law 16D', law(16, 'D')],
        ['D following', local('D')],
      ],
    ],
    ['as the LHO does not accept it as A1 allows.', [['A1', local('A1')]]],
    ['as A allows the substitution stands', [['A', local('A')]]],
    ['if, except as in (a), the insufficient bid', [['(a)', local('(a)')]]],
    ['the Director rules as in 3 if the LHO', [['3', local('3')]]],
    ['except as provided in B1(b) above, if', [['B1(b) above', local('B1(b)')]]],
    ['allows (but see B3 above).', [['B3 above', local('B3')]]],
    ['If following the application of B1 the Director', [['B1', local('B1')]]],
  ])('%s', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it('resolves relative designators against the clause they appear in', () => {
    expect(resolveLocal('3', 'B')).toBe('B3');
    expect(resolveLocal('3', 'B4')).toBe('B3');
    expect(resolveLocal('(a)', 'B1b')).toBe('B1a');
    expect(resolveLocal('B1(b)', 'B3')).toBe('B1b');
    expect(resolveLocal('A', 'C')).toBe('A');
    expect(resolveLocal('(a)', 'B')).toBeNull();
  });
});

describe('references to laws by number, in every form the sources use', () => {
  it.each([
    ['Law 27B1(a)', [['Law 27B1(a)', law(27, 'B1a')]]],
    [
      'Law 27B1 or B2',
      [
        ['Law 27B1', law(27, 'B1')],
        ['B2', law(27, 'B2')],
      ],
    ],
    ['Law 12-C-1(c)', [['Law 12-C-1(c)', law(12, 'C1c')]]],
    ['Law 9-A-3', [['Law 9-A-3', law(9, 'A3')]]],
    ['Laws 80-B', [['Laws 80-B', law(80, 'B')]]],
    ['Law 43-B(3)', [['Law 43-B(3)', law(43, 'B3')]]],
    ['Laws 80B2(j) Responsibility', [['Laws 80B2(j)', law(80, 'B2j')]]],
    ['Law 12C1 (d)', [['Law 12C1 (d)', law(12, 'C1d')]]],
    ['Law 21-B(b)', [['Law 21-B(b)', law(21, 'Bb')]]],
    [
      'Law 25A & B',
      [
        ['Law 25A', law(25, 'A')],
        ['B', law(25, 'B')],
      ],
    ],
    [
      'Laws 26B and 16C do not apply',
      [
        ['Laws 26B', law(26, 'B')],
        ['16C', law(16, 'C')],
      ],
    ],
    ['Law 16D', [['Law 16D', law(16, 'D')]]],
    ['(see Law 23A) the auction', [['Law 23A', law(23, 'A')]]],
    ['3rd Penalise - Law 90A', [['Law 90A', law(90, 'A')]]],
    ['Law 12B1), he shall', [['Law 12B1', law(12, 'B1')]]],
    ['Law 72C.', [['Law 72C', law(72, 'C')]]],
    ['out of rotation Law 31 applies.', [['Law 31', law(31)]]],
    ['may apply, and see Law 23.', [['Law 23', law(23)]]],
    [
      'Laws 23 & 26 may apply',
      [
        ['Laws 23', law(23)],
        ['26', law(26)],
      ],
    ],
    ['Law 45-C-4b', [['Law 45-C-4b', law(45, 'C4b')]]],
  ])('%s', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'A player may make a call.',
    'West bids 4NT, East 4♦; 1NT then 2♠.',
    '1st Educate; 2nd Coach; 3rd Penalise',
    'the old 72-B-1 is gone',
    'Lawful and lawyers, the law of averages',
    'Any insufficient bid may be accepted (treated as legal)',
  ])('finds nothing in: %s', (text) => {
    expect(findReferences(text)).toEqual([]);
  });

  it('never throws, and every match is a real span of the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 200 }), (text) => {
        for (const r of findReferences(text)) {
          expect(r.start).toBeGreaterThanOrEqual(0);
          expect(r.end).toBeLessThanOrEqual(text.length);
          expect(text.slice(r.start, r.end)).toBe(r.text);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('finds every reference embedded in random prose', () => {
    const forms = fc.constantFrom('Law 16D', 'Law 12-C-1(c)', 'Laws 80B2(j)', 'Law 23A', 'Law 31');
    const prose = fc.constantFrom('the Director', 'rules that', 'and then', 'a pass');
    fc.assert(
      fc.property(fc.array(fc.tuple(prose, forms), { minLength: 1, maxLength: 5 }), (parts) => {
        const text = parts.map(([p, f]) => `${p} ${f}`).join(' ') + '.';
        expect(findReferences(text).map((r) => r.text)).toEqual(parts.map(([, f]) => f));
      }),
      { numRuns: 100 },
    );
  });
});

describe('references checked the same way in every source', () => {
  it('a law outside 1–93 is a problem, located on its words', () => {
    const [r] = findReferences('then Law 999 applies');
    expect(lawNumberProblem(r!)).toEqual({
      start: 5,
      end: 12,
      message: 'malformed reference "Law 999": there is no Law 999 (the Laws have 1–93)',
      fix: 'correct the law number',
    });
    expect(lawNumberProblem(findReferences('Law 0')[0]!)?.message).toMatch(/there is no Law 0/);
    expect(lawNumberProblem(findReferences('Law 93')[0]!)).toBeNull();
    expect(lawNumberProblem(findReferences('Law 1')[0]!)).toBeNull();
  });

  it.each([
    [
      'see Law 27В1 now',
      8,
      '"27В1" contains Cyrillic В (U+0412), which only looks like the Latin B',
      'type the Latin B: "27B1"',
    ],
    [
      'Law 27B1(а)',
      4,
      '"27B1(а)" contains Cyrillic а (U+0430), which only looks like the Latin a',
      'type the Latin a: "27B1(a)"',
    ],
    ['Law 27Β2', 4, '"27Β2" contains Greek Β (U+0392), which only looks like the Latin B', 'type the Latin B: "27B2"'],
    [
      '(but see В following)',
      9,
      '"В" contains Cyrillic В (U+0412), which only looks like the Latin B',
      'type the Latin B: "B"',
    ],
    [
      'Law ２7',
      4,
      '"２7" contains the compatibility form ２ (U+FF12), which only looks like the Latin 2',
      'type the Latin 2: "27"',
    ],
    [
      'Law 27Б1',
      4,
      '"27Б1" mixes Cyrillic Б (U+0411) with Latin letters and digits',
      'retype the token in Latin letters and digits',
    ],
  ])('a clause typed with a look-alike letter is a problem: %s', (text, start, message, fix) => {
    expect(lookAlikeProblems(text)).toEqual([{ start, end: expect.any(Number), message, fix }]);
  });

  it('finds no look-alike in plain Latin text, whatever it says', () => {
    expect(lookAlikeProblems('Café, façade: 1st, 4NT, 1♠ – Law 12-C-1(c) and B1(b) above')).toEqual([]);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 200 }), (text) => {
        expect(lookAlikeProblems(text)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('finds a look-alike put anywhere into a clause designator', () => {
    const lookAlikes: [string, string][] = [
      ['А', 'A'],
      ['В', 'B'],
      ['С', 'C'],
      ['Е', 'E'],
      ['Α', 'A'],
      ['Β', 'B'],
      ['а', 'a'],
      ['с', 'c'],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom('27B1a', '12C1c', '16D', '27B1', '45C4b'),
        fc.constantFrom(...lookAlikes),
        fc.nat(),
        (designator, [foreign, latin], at) => {
          const letters = [...designator].map((c, i) => [c, i] as const).filter(([c]) => /[A-Za-z]/.test(c));
          const [, i] = letters[at % letters.length]!;
          const typed = designator.slice(0, i) + foreign + designator.slice(i + 1);
          const problems = lookAlikeProblems(`see Law ${typed} here`);
          expect(problems).toHaveLength(1);
          expect(problems[0]?.start).toBe(8);
          expect(problems[0]?.fix).toBe(
            `type the Latin ${latin}: "${designator.slice(0, i)}${latin}${designator.slice(i + 1)}"`,
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('link addresses in sources', () => {
  it.each([
    'https://example.org/x',
    'https://Example.org',
    'https://example.org:8443/a%20b?q=1#x',
    'mailto:td@example.org',
    '#part-2',
    '/laws/27/',
    '../27/',
    'B1b/',
    '?q=1',
    '',
  ])('allows %j', (url) => {
    expect(linkProblem(url)).toBeNull();
  });

  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JavaScript:alert(1)', 'JavaScript'],
    [' javascript:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['java\nscript:alert(1)', 'javascript'],
    ['\u0001javascript:alert(1)', 'javascript'],
    ['data:text/html,x', 'data'],
    ['vbscript:x', 'vbscript'],
    ['file:///etc/passwd', 'file'],
    ['blob:https://example.org/x', 'blob'],
    ['http://example.org', 'http'],
  ])('refuses %j (the %s: scheme), as a browser reads it', (url, scheme) => {
    expect(linkProblem(url)?.message).toContain(`the "${scheme}:" scheme is not allowed`);
  });

  it.each([
    [
      'https://a-known-site.org@elsewhere.example/x',
      '"https://a-known-site.org@elsewhere.example/x" shows "a-known-site.org" before "@", but leads to elsewhere.example',
    ],
    [
      'https://user:pw@example.org/',
      '"https://user:pw@example.org/" shows "user:pw" before "@", but leads to example.org',
    ],
    [
      'https://bücher.example/',
      '"https://bücher.example/" shows the host "bücher.example", but a browser goes to "xn--bcher-kva.example"',
    ],
    ['https://0x7f.1/', '"https://0x7f.1/" shows the host "0x7f.1", but a browser goes to "127.0.0.1"'],
    ['https:elsewhere.example/x', '"https:elsewhere.example/x" is not a web address with a host'],
    ['https://', '"https://" is not a web address with a host'],
    ['mailto:', '"mailto:" is not a mail address'],
    ['mailto:td', '"mailto:td" is not a mail address'],
  ])('refuses %j: an address shows the host it leads to', (url, message) => {
    expect(linkProblem(url)?.message).toBe(message);
  });

  it.each(['//elsewhere.example/x', '\\\\elsewhere.example/x', '/\\elsewhere.example/x', ' //elsewhere.example'])(
    'refuses %j: it leaves the site with no scheme written',
    (url) => {
      expect(linkProblem(url)?.message).toMatch(/leaves the site without naming a scheme$/);
    },
  );
});

describe('the words of a link that are an address', () => {
  it.each([
    ['www.worldbridge.org', 'https://www.worldbridge.org/laws/'],
    ['https://www.worldbridge.org/laws/', 'https://www.worldbridge.org/laws/'],
    ['the WBF', 'https://elsewhere.example/'],
    ['Law 27B1', '/laws/27/2017/B1b/'],
  ])('%j leading to %j: shown as it leads', (words, url) => {
    expect(shownAddressProblem(words, url)).toBeNull();
  });

  it.each([
    ['www.worldbridge.org', 'https://elsewhere.example/x', 'elsewhere.example'],
    ['https://a-known-site.org/laws', 'https://elsewhere.example/laws', 'elsewhere.example'],
  ])('%j leading to %j: refused, naming where it leads', (words, url, host) => {
    expect(shownAddressProblem(words, url)).toEqual({
      message: `a link shows the address "${words}" but leads to ${host}`,
      fix: `show the address the link leads to ("${host}"), or words that are not an address`,
    });
  });
});
