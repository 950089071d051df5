import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEGMENT_CHUNK, tokenize, untokenize } from '../../../src/derive/compare/tokenize';

/** text with the characters that matter to word boundaries, ASCII and not */
const PIECES = [
  'bid',
  'Director',
  "offender's",
  'offender’s',
  'e.g.',
  '3,000',
  'A1',
  'Al',
  '26B',
  'non-offending',
  'x_y',
  'naïve',
  'café',
  'Straße',
  'Ελλάδα',
  '日本語',
  'カタカナ',
  'ภาษาไทย',
  'a\u0301',
  '\u0301',
  'Director\u00ADs',
  'a\u200Db',
  '🇫🇷',
  '👍🏽',
  ' ',
  ' ',
  '  ',
  '\n',
  '\n\n',
  '\r\n',
  '\t',
  '\u00A0',
  '.',
  ',',
  '(',
  ')',
  ':',
  "'",
  '’',
  '–',
  '—',
  '-',
  '*',
  '"',
  '“',
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 120 }).map((p) => p.join(''));
const anything = fc.oneof(
  text,
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
);

describe('tokenize in chunks', () => {
  it('gives the tokens of one pass of the segmenter over the whole string, whatever the chunk size', () => {
    fc.assert(
      fc.property(anything, fc.integer({ min: 1, max: 40 }), (s, chunk) => {
        const reference = tokenize(s, { chunk: Number.POSITIVE_INFINITY, segmentAll: true });
        expect(tokenize(s, { chunk })).toEqual(reference);
        expect(tokenize(s, { chunk, segmentAll: true })).toEqual(reference);
        expect(untokenize(reference)).toBe(s);
      }),
      { numRuns: 400 },
    );
  });

  it('cuts a long text into chunks and still rebuilds it', () => {
    const long = 'The offender’s partner must pass whenever it is his turn to call.\n\n'.repeat(200);
    expect(long.length).toBeGreaterThan(4 * SEGMENT_CHUNK);
    const t = tokenize(long);
    expect(t).toEqual(tokenize(long, { chunk: Number.POSITIVE_INFINITY, segmentAll: true }));
    expect(untokenize(t)).toBe(long);
    expect(t.tokens.filter((k) => k.text === 'offender')).toHaveLength(200);
  });
});
