/**
 * Parser fixtures: Markdown in (fixtures/parse/*.md), clause tree out. The
 * expected trees are written out by hand from the fixture text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLawText } from '../../src/model/parse-law-text';
import { flatten, lawTextPlain, type Clause, type LawText } from '../../src/model/law-text';

function parseFixture(name: string): LawText {
  const file = path.join(import.meta.dirname, 'fixtures', 'parse', name);
  const { text, diagnostics } = parseLawText(readFileSync(file, 'utf8'), name);
  expect(diagnostics).toEqual([]);
  if (!text) throw new Error('no text');
  return text;
}

/** A compact picture of a tree: id, label, marker, heading, text, children. */
function shape(c: Clause): unknown {
  return [c.id, c.label, c.marker, c.headingText, c.text, c.children.map(shape)];
}

describe('parseLawText on fixtures', () => {
  it('nested.md: nesting comes from the ids, text is kept, line wraps become spaces', () => {
    const text = parseFixture('nested.md');
    expect(text.law).toBe(27);
    expect(text.edition).toBe('2008-03');
    expect(text.clauses.map(shape)).toEqual([
      [
        'A',
        '27A',
        'A.',
        'Acceptance of Insufficient Bid.',
        '',
        [
          [
            'A1',
            '27A1',
            '1.',
            null,
            "Any insufficient bid may be accepted (treated as legal) at the option of offender's LHO.",
            [],
          ],
        ],
      ],
      [
        'B',
        '27B',
        'B.',
        'Insufficient Bid not Accepted.',
        'If it is not accepted (see A) it must be corrected (but see 3 following). Then',
        [
          [
            'B1',
            '27B1',
            '1.',
            null,
            '',
            [
              [
                'B1a',
                '27B1(a)',
                '(a)',
                null,
                'if corrected by the lowest sufficient bid the auction proceeds. Law 16D does not apply but see D following.',
                [],
              ],
              [
                'B1b',
                '27B1(b)',
                '(b)',
                null,
                'if, except as in (a), it has the same meaning* the auction proceeds.',
                [],
              ],
            ],
          ],
          ['B3', '27B3', '3.', null, 'except as provided in B1(b) above, the attempted call is cancelled.', []],
        ],
      ],
      [
        'D',
        '27D',
        'D.',
        'Non-offending Side Damaged.',
        'If following the application of B1 the Director judges (see Law 12B1), he shall award an adjusted score.',
        [],
      ],
      ['footnote', '27 footnote', '*', null, '* the meaning of a call is what it shows.', []],
    ]);
  });

  it('nested.md: references resolve to clauses of the same text or to other laws', () => {
    const text = parseFixture('nested.md');
    const refs = Object.fromEntries(
      flatten(text.clauses).map((c) => [
        c.id,
        c.references.map(
          (r) =>
            `${r.text} → ${r.target.kind === 'clause' ? `${r.target.edition}#${r.target.clause}` : `Law ${r.target.law}${r.target.clause ?? ''}`}`,
        ),
      ]),
    );
    expect(refs).toEqual({
      A: [],
      A1: [],
      B: ['A → 2008-03#A', '3 following → 2008-03#B3'],
      B1: [],
      B1a: ['Law 16D → Law 16D', 'D following → 2008-03#D'],
      B1b: ['(a) → 2008-03#B1a'],
      B3: ['B1(b) above → 2008-03#B1b'],
      D: ['B1 → 2008-03#B1', 'Law 12B1 → Law 12B1'],
      footnote: [],
    });
  });

  it('nested.md: the plain text reads like the source, markers included', () => {
    expect(lawTextPlain(parseFixture('nested.md'))).toBe(
      'Law 27 INSUFFICIENT BID A. Acceptance of Insufficient Bid. 1. Any insufficient bid may be accepted (treated as legal) at the option of ' +
        "offender's LHO. B. Insufficient Bid not Accepted. If it is not accepted (see A) it must be corrected (but see 3 following). Then 1. (a) " +
        'if corrected by the lowest sufficient bid the auction proceeds. Law 16D does not apply but see D following. (b) if, except as in (a), ' +
        'it has the same meaning* the auction proceeds. 3. except as provided in B1(b) above, the attempted call is cancelled. D. Non-offending ' +
        'Side Damaged. If following the application of B1 the Director judges (see Law 12B1), he shall award an adjusted score. * the meaning ' +
        'of a call is what it shows.',
    );
  });

  it('slip.md: a slip keeps the source reading, resolves by the editors reading, and carries its note', () => {
    const text = parseFixture('slip.md');
    const b4 = flatten(text.clauses).find((c) => c.id === 'B4');
    expect(b4?.text).toBe('the Director rules as in 3 if the LHO does not accept it as Al allows.');
    expect(b4?.notes).toEqual(['al-for-a1']);
    expect(b4?.references.map((r) => [r.text, r.target])).toEqual([
      ['3', { kind: 'clause', law: 27, edition: '2017', clause: 'B3' }],
      ['Al', { kind: 'clause', law: 27, edition: '2017', clause: 'A1' }],
    ]);
  });

  it('slip.md: "Laws 26B and 16C" is two references to two laws', () => {
    const b3 = flatten(parseFixture('slip.md').clauses).find((c) => c.id === 'B3');
    expect(b3?.references.map((r) => ({ text: r.text, target: r.target }))).toEqual([
      { text: 'Laws 26B', target: { kind: 'law', law: 26, clause: 'B' } },
      { text: '16C', target: { kind: 'law', law: 16, clause: 'C' } },
    ]);
    // Each where it is written: "16C" after "Laws 26B and " on the same line.
    const [first, second] = b3?.references ?? [];
    expect(second?.at?.line).toBe(first?.at?.line);
    expect((second?.at?.column ?? 0) - (first?.at?.column ?? 0)).toBe('Laws 26B and '.length);
  });
});
