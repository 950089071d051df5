/**
 * Words, for the fidelity tests: runs of letters and digits, with an
 * apostrophe inside a word kept in it ("offender's"). Punctuation, symbols
 * and whitespace are not words, so a text and its source compare word for
 * word whatever their typography.
 */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));
}
