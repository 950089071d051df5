/**
 * One side of a change, as the classification rules (classify.ts) see it: its pieces, its context in the clause
 * part (which words start a sentence, the editors' readings, the references found there) and its words, reduced
 * as classify.ts describes at its top.
 */
import type { ClausePart, ComparableReference, Reading, RenumberedRef } from './types';
import { tokenize, type Token, type TokenizedPart } from './tokenize';

const APOSTROPHES = new Set(["'", '\u2019', '\u2018', '\u02BC', '`', '\u00B4', '\u2032']);
const FORMAT_CHAR = /^\p{Cf}$/u;
const SENTENCE_END = new Set(['.', '!', '?', ':']);
const OPENERS = new Set(['(', '[', '{', '"', '\u201C', '\u2018', "'", '\u00AB']);
const PARAGRAPH_BREAK = /\n\s*\n/u;

/** A piece of one side of a change: a token's own text, or whitespace (token null). */
export interface Piece {
  text: string;
  token: Token | null;
}

/** What the rules need to know about one side of a clause part. */
export interface SideContext {
  part: ClausePart;
  value: string;
  tokenized: TokenizedPart;
  /** per token: the first letter's case is to be ignored */
  foldable: boolean[];
  /** occurrences of the readings' `sic` in `value` */
  flagged: { reading: Reading; start: number; end: number }[];
  /** references renumbered between this side (`a`) and the other (`b`), for rule R */
  renumbered: readonly RenumberedRef[];
  /** occurrences of the clause's references in `value`, for rule P, in order: first and last token, target */
  refs: { first: number; last: number; target: readonly string[] }[];
  /** the same, by first token */
  refAt: Map<number, SideContext['refs'][number]>;
  /** `flagged` by where the sic starts */
  slipAt: Map<number, SideContext['flagged'][number]>;
}

export function sideContext(
  part: ClausePart,
  value: string,
  readings: readonly Reading[],
  renumbered: readonly RenumberedRef[] = [],
  references: readonly ComparableReference[] = [],
): SideContext {
  const tokenized = tokenize(value);
  const { tokens } = tokenized;
  const foldable = tokens.map((t) => t.kind === 'word' && (part === 'heading' || startsSentence(tokens, t.index)));
  const starts = new Set(tokens.map((t) => t.start));
  const ends = new Set(tokens.map((t) => t.start + t.text.length));
  const flagged: SideContext['flagged'] = [];
  for (const reading of readings) {
    const sic = reading.sic.trim();
    if (sic === '') continue;
    for (let at = value.indexOf(sic); at >= 0; at = value.indexOf(sic, at + 1)) {
      if (starts.has(at) && ends.has(at + sic.length)) flagged.push({ reading, start: at, end: at + sic.length });
    }
  }
  const refs = locateReferences(tokens, value, references);
  return {
    part,
    value,
    tokenized,
    foldable,
    flagged,
    renumbered,
    refs,
    refAt: new Map(refs.map((r) => [r.first, r])),
    slipAt: new Map([...flagged].reverse().map((f) => [f.start, f])),
  };
}

/**
 * Where the references' words occur in a part, in order of position: each
 * reference at its first occurrence on token boundaries after the one before
 * (a reference of the other part, the heading or the text, is not found and
 * is passed over).
 */
function locateReferences(
  tokens: readonly Token[],
  value: string,
  references: readonly ComparableReference[],
): SideContext['refs'] {
  const byStart = new Map(tokens.map((t) => [t.start, t.index]));
  const byEnd = new Map(tokens.map((t) => [t.start + t.text.length, t.index]));
  const out: SideContext['refs'] = [];
  let from = 0;
  for (const ref of references) {
    const words = ref.text.trim();
    if (words === '') continue;
    for (let at = value.indexOf(words, from); at >= 0; at = value.indexOf(words, at + 1)) {
      const first = byStart.get(at);
      const last = byEnd.get(at + words.length);
      if (first === undefined || last === undefined) continue;
      out.push({ first, last, target: ref.target });
      from = at + words.length;
      break;
    }
  }
  return out;
}

function startsSentence(tokens: readonly Token[], index: number): boolean {
  let j = index - 1;
  let prev = tokens[j];
  while (prev && OPENERS.has(prev.text) && !PARAGRAPH_BREAK.test(prev.ws)) prev = tokens[--j];
  if (!prev) return true;
  return PARAGRAPH_BREAK.test(prev.ws) || SENTENCE_END.has(prev.text);
}

function normalWord(text: string, caseless: 'all' | 'first' | 'none'): string {
  const w = text.normalize('NFKC');
  if (caseless === 'all') return w.toLocaleLowerCase('en');
  if (caseless === 'first') {
    const [first = '', ...rest] = w;
    return first.toLocaleLowerCase('en') + rest.join('');
  }
  return w;
}

/** The words of one side of a change, reduced as described at the top of classify.ts. */
export function wordsOf(pieces: readonly Piece[], side: SideContext): string[] {
  let s = '';
  for (const { text, token } of pieces) {
    if (token === null) s += ' ';
    else if (token.kind === 'word') {
      const caseless = side.part === 'heading' ? 'all' : side.foldable[token.index] ? 'first' : 'none';
      s += normalWord(text, caseless);
    } else if (APOSTROPHES.has(text) || FORMAT_CHAR.test(text)) s += '';
    else s += ' ';
  }
  return s.split(/\s+/u).filter((w) => w !== '');
}

const snippets = new Map<string, string[]>();

/** Words of a free-standing snippet (a reading's sic or read); remembered, as they are asked for often. */
export function snippetWords(value: string, part: ClausePart): string[] {
  const k = `${part}\u0000${value}`;
  let words = snippets.get(k);
  if (!words) {
    words = snippetWordsOf(value, part);
    if (snippets.size > 10_000) snippets.clear();
    snippets.set(k, words);
  }
  return words;
}

function snippetWordsOf(value: string, part: ClausePart): string[] {
  const { tokens } = tokenize(value);
  const ctx: SideContext = {
    part,
    value,
    tokenized: { lead: '', tokens },
    foldable: [],
    flagged: [],
    renumbered: [],
    refs: [],
    refAt: new Map(),
    slipAt: new Map(),
  };
  return wordsOf(
    tokens.flatMap((t) => [
      { text: t.text, token: t },
      { text: t.ws, token: null },
    ]),
    ctx,
  );
}

export function sameWords(x: readonly string[], y: readonly string[]): boolean {
  return x.length === y.length && x.every((w, i) => w === y[i]);
}

/** The pieces of `count` tokens (with their whitespace) of a side, from token `from` on; null if they run out. */
export function tokenPieces(side: SideContext, from: number, count: number): Piece[] | null {
  const out: Piece[] = [];
  for (let i = from; i < from + count; i++) {
    const t = side.tokenized.tokens[i];
    if (!t) return null;
    out.push({ text: t.text, token: t }, { text: t.ws, token: null });
  }
  return out;
}

/**
 * Token indices of the first and last token of a side of a change; for a side
 * with no token (a pure insertion or deletion), `[at, at - 1]`: the empty
 * span before token `at`, where the change sits on that side; null when that
 * is not known.
 */
export function changeSpan(pieces: readonly Piece[], at: number | undefined): [number, number] | null {
  return tokenSpan(pieces) ?? (at === undefined ? null : [at, at - 1]);
}

/** Token indices of the first and last token of a side of a change, or null when it has none. */
function tokenSpan(pieces: readonly Piece[]): [number, number] | null {
  // A loop, not Math.min(...indices): a clause of 1 MB has more tokens than a call may take arguments.
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of pieces) {
    if (!p.token) continue;
    lo = Math.min(lo, p.token.index);
    hi = Math.max(hi, p.token.index);
  }
  return lo === Infinity ? null : [lo, hi];
}

/** Where a change starts on each side: the index of its first token, or of the token it comes before. */
export interface ChangeAt {
  a?: number;
  b?: number;
}
