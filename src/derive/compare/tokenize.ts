/**
 * Word tokenizer for the diff engine.
 *
 * Segmentation is `Intl.Segmenter('en', { granularity: 'word' })` (UAX #29
 * word boundaries). UAX #29 keeps some punctuation inside a word ("offender's",
 * "it’s", "e.g", "D.Non", "3,000"); those word-internal marks are split off
 * here so that every punctuation mark and every apostrophe is a token of its
 * own ("offender", "'", "s").
 *
 * Whitespace is not a token: each token carries the whitespace that follows
 * it (`ws`), and whitespace before the first token is the part's `lead`.
 * This is the same choice jsdiff's own `diffWords` makes (see the comment at
 * the top of jsdiff's diff/word.js): separate whitespace tokens make the
 * optimal diff keep the spaces and delete and re-insert the words. Unlike
 * `diffWords`, whitespace is not thrown away: the diff reports it (see diff.ts),
 * so both texts can be rebuilt exactly from the ops.
 */

export type TokenKind = 'word' | 'punct';

export interface Token {
  /** the word or the single punctuation mark */
  text: string;
  /** whitespace following the token (possibly '') */
  ws: string;
  kind: TokenKind;
  /** offset of `text` in the tokenized string */
  start: number;
  /** position in the token list */
  index: number;
}

export interface TokenizedPart {
  /** whitespace before the first token */
  lead: string;
  tokens: Token[];
}

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** whitespace run | run of word characters | any single other character */
const PIECE = /\s+|[\p{L}\p{N}\p{M}_]+|[^\s\p{L}\p{N}\p{M}_]/gu;
const WHITESPACE = /^\s+$/u;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

export function tokenize(value: string): TokenizedPart {
  let lead = '';
  const tokens: Token[] = [];
  for (const seg of segmenter.segment(value)) {
    for (const m of seg.segment.matchAll(PIECE)) {
      const piece = m[0];
      if (WHITESPACE.test(piece)) {
        const last = tokens[tokens.length - 1];
        if (last) last.ws += piece;
        else lead += piece;
        continue;
      }
      tokens.push({
        text: piece,
        ws: '',
        kind: HAS_WORD_CHAR.test(piece) ? 'word' : 'punct',
        start: seg.index + m.index,
        index: tokens.length,
      });
    }
  }
  return { lead, tokens };
}

/** Rebuilds the tokenized string. */
export function untokenize(part: TokenizedPart): string {
  return part.lead + part.tokens.map((t) => t.text + t.ws).join('');
}
