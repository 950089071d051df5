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

/**
 * V8's segment iterator (Node 20) takes time quadratic in the length of the
 * string segmented: 200 000 characters take over a minute, 1 MB twenty. So a
 * long string is segmented in chunks of about `chunk` characters, cut only
 * where UAX #29 has a word boundary whatever the context: after a line feed
 * (rule WB3a; WB4 does not apply after it), or between a space and an ASCII
 * letter or digit (no rule joins them, and the rules that look further back
 * see a non-word character there, as at the start of a text).
 *
 * And since the segments are split further into runs of word characters,
 * single marks and whitespace (PIECE), the segmenter only matters where it
 * breaks a run of word characters. UAX #29 never breaks a run of ASCII
 * letters, digits and underscores (rules WB5, WB8–WB10, WB13a/b), so a chunk
 * with no word character outside ASCII is split by PIECE alone, which is much
 * faster. Either way the tokens are those of one pass of the segmenter over
 * the whole string (tested).
 */
export const SEGMENT_CHUNK = 2000;

export interface TokenizeOptions {
  /** chunk size in characters (default SEGMENT_CHUNK) */
  chunk?: number;
  /** segment every chunk, even plain ASCII ones (the reference behaviour) */
  segmentAll?: boolean;
}

const SAFE_AFTER_SPACE = /[A-Za-z0-9]/u;
// eslint-disable-next-line no-control-regex -- the ASCII range, from U+0000, on purpose
const NON_ASCII_WORD_CHAR = /(?![\x00-\x7F])[\p{L}\p{N}\p{M}]/u;

/** End of the chunk that starts at `start`: a safe cut at or after start + size, or the end. */
function chunkEnd(value: string, start: number, size: number): number {
  for (let end = start + Math.max(1, size); end < value.length; end++) {
    const before = value[end - 1];
    if (before === '\n' || (before === ' ' && SAFE_AFTER_SPACE.test(value[end] ?? ''))) return end;
  }
  return value.length;
}

export function tokenize(value: string, options: TokenizeOptions = {}): TokenizedPart {
  const chunk = options.chunk ?? SEGMENT_CHUNK;
  let lead = '';
  const tokens: Token[] = [];
  const add = (segment: string, at: number): void => {
    for (const m of segment.matchAll(PIECE)) {
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
        start: at + m.index,
        index: tokens.length,
      });
    }
  };
  for (let start = 0; start < value.length;) {
    const end = chunkEnd(value, start, chunk);
    const part = value.slice(start, end);
    if (!options.segmentAll && !NON_ASCII_WORD_CHAR.test(part)) add(part, start);
    else for (const seg of segmenter.segment(part)) add(seg.segment, start + seg.index);
    start = end;
  }
  return { lead, tokens };
}

/** Rebuilds the tokenized string. */
export function untokenize(part: TokenizedPart): string {
  return part.lead + part.tokens.map((t) => t.text + t.ws).join('');
}
