/**
 * Words, for fidelity checks and for "same words" comparisons: runs of
 * letters and digits, with an apostrophe inside a word kept in it
 * ("offender's"). Punctuation, symbols and whitespace are not words.
 */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));
}

/**
 * Index of the first occurrence of `needle` as a contiguous run in
 * `haystack`, or -1.
 */
export function indexOfRun(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return 0;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
