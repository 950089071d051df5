/**
 * The words checker (./words-check.ts) on the slips issue 42 §8 names, and on
 * what the ruling assistant writes in the browser (the ruling record, the
 * options line, the quoted clauses), which the built pages do not hold:
 * tests/build/words.test.ts reads every built page with the same checker.
 */
import { describe, expect, it } from 'vitest';
import { RULED_EDITIONS } from '../../src/bridge/edition';
import { assess } from '../../src/apps/assistant/assess';
import { stillJudgedText } from '../../src/apps/assistant/edition-words';
import { recordText, rulingRecord } from '../../src/apps/assistant/record';
import type { AssistantState } from '../../src/apps/assistant/state';
import { corpus, data, TODAY } from '../apps/assistant/data';
import { slipsOf, unmarkedSlips, wordSlips } from './words-check';

const slips = slipsOf(corpus.laws.flatMap((l) => l.texts));
const kinds = (text: string, edition: string | null = null) =>
  [...wordSlips(text, edition), ...unmarkedSlips(text, slips)].map((s) => s.kind);

describe('the words checker', () => {
  it('finds each slip issue 42 names', () => {
    expect(kinds('Text: Law 27 of Law 27 as revised, March 2008 (agreed version)')).toEqual(['doubled']);
    expect(kinds('Call the the Director.')).toEqual(['doubled']);
    expect(kinds('then 4♥ adjusted: was any of that right?, replaced by 2♥')).toEqual(['punctuation']);
    expect(kinds('Explains 27B1(a) , 27B1(b)')).toEqual(['punctuation']);
    expect(kinds('a comparable call may still be, as you judge once the call is chosen.', '2008-03')).toEqual([
      'foreign-term',
    ]);
    expect(kinds('27B1(b): the same or a more precise meaning as the insufficient bid.', '2017')).toEqual([
      'foreign-term',
    ]);
    expect(kinds('“… the substituted insufficient bid as Al allows.” (Law 27B4 (2017))')).toEqual(['unmarked-slip']);
  });

  it('lets pass what is right: the mark after a slip, a term set beside the other text’s, calls in an auction, a source’s quoted title', () => {
    expect(kinds('the substituted insufficient bid as Al [sic: read A1] allows.')).toEqual([]);
    expect(
      kinds('A call with the same or a more precise meaning is a comparable call (Law 23A1, 23A2).', '2017'),
    ).toEqual([]);
    expect(kinds('Under the 2017 Laws it would be a comparable call.', '2008-03')).toEqual([]);
    expect(kinds('Auction: Pass Pass 1♦')).toEqual([]);
    expect(kinds('jmcw, “North opens 2d ( multi) and and and South makes an insuff.bid.”, BBO Forums')).toEqual([]);
    expect(kinds('Law 27 of Laws of Duplicate Bridge 2017')).toEqual([]);
  });
});

/** States of the assistant with every finding answered both ways, under every text: each reaches a ruling. */
function states(): AssistantState[] {
  const out: AssistantState[] = [];
  const cases: [string[], string[]][] = [
    [
      ['1D', '1S', '1H'],
      ['2H', '3H', 'X', 'P', '2C', '1NT'],
    ],
    [
      ['1NT', '2S', '2D'],
      ['3D', '3H', '4D', 'XX'],
    ],
    [
      ['1S', '1H'],
      ['2H', '1NT'],
    ],
  ];
  for (const edition of RULED_EDITIONS)
    for (const [auction, replacements] of cases)
      for (const replacement of replacements)
        for (let bits = 0; bits < 16; bits++)
          out.push({
            edition,
            dealer: 'N',
            auction,
            intent: '',
            accepted: false,
            premature: false,
            replacement,
            insufficientArtificial: (bits & 1) === 1,
            replacementArtificial: (bits & 2) === 2,
            sameDenominations: (bits & 4) === 4,
            comparable: (bits & 8) === 8,
          } as AssistantState);
  return out;
}

describe('what the assistant writes', () => {
  it('the record names the text once ("Law 27 as revised, March 2008 …", never "Law 27 of Law 27 …"), in its own terms, its quotes marked', () => {
    let records = 0;
    for (const state of states()) {
      const a = assess(data, state, TODAY);
      const record = rulingRecord(data, state, a, 'https://example.org/assistant/');
      if (record === null) continue;
      records++;
      const text = recordText(record);
      expect([state.edition, state.replacement, kinds(text, state.edition ?? null)]).toEqual([
        state.edition,
        state.replacement,
        [],
      ]);
    }
    expect(records).toBeGreaterThan(300);
    const march = rulingRecord(
      data,
      states().find((s) => s.edition === '2008-03')!,
      assess(
        data,
        states().find((s) => s.edition === '2008-03')!,
        TODAY,
      ),
      'x',
    );
    expect(march?.edition).toBe('Law 27 as revised, March 2008 (agreed version)');
  });

  it('the options line speaks each text’s terms: "comparable call" in 2017 only', () => {
    for (const edition of RULED_EDITIONS)
      for (const artificial of [true, false, undefined]) {
        const text = stillJudgedText(edition, artificial, '1♥');
        expect([edition, artificial, kinds(text, edition)]).toEqual([edition, artificial, []]);
        expect(text.includes('comparable')).toBe(edition === '2017');
      }
  });

  it('quotes 27B4 (2017) with the editors’ mark the law page shows', () => {
    expect(data.clauses['2017']?.['B4']?.text).toContain('as Al [sic: read A1] allows');
    for (const [edition, clauses] of Object.entries(data.clauses))
      for (const c of Object.values(clauses)) expect([edition, c.label, kinds(c.text)]).toEqual([edition, c.label, []]);
  });
});
