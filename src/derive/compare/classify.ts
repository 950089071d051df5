/**
 * Classification rules of the comparison engine — the one place they live.
 *
 * The unit of classification is a CHANGE (a "hunk", a "place"): a maximal run
 * of differences between two stretches of identical text, as produced by the
 * word diff (diff.ts). Each change has a side-a text and a side-b text (either
 * may be empty) and lies in a clause's heading or in its text. A clause's
 * class follows from the classes of its changes.
 *
 * To compare the two sides of a change, each side is reduced to its WORDS:
 *   - whitespace of any kind (spaces, tabs, line wraps, paragraph breaks) and
 *     every punctuation mark — full stops, commas, colons, brackets, the
 *     footnote asterisk, quotation marks of every style, dashes and hyphens
 *     (- ‐ – —) — separate words and are otherwise dropped;
 *   - apostrophes (' ’ ‘ ʼ ` ´ ′) and invisible format characters (soft
 *     hyphen, zero-width space/joiner) are deleted without separating words,
 *     so "Director's", "Director’s" and "Directors" are all the word
 *     "Directors";
 *   - words are compared in Unicode NFKC form;
 *   - in a HEADING, case is ignored;
 *   - in BODY TEXT, case is ignored only for the first letter of a word that
 *     starts a sentence (the first word of the text, or a word after . ! ? or
 *     : or a paragraph break, skipping opening brackets and quotes). Elsewhere
 *     in body text a change of case is a change of words: the Laws use
 *     capitals for defined terms and references ("the Director", "LHO",
 *     "Law 16D"), so "the director" is not the same words as "the Director".
 *
 * Rules for ONE CHANGE, tried in this order:
 *
 *   T  typographic — both sides reduce to the same words.
 *        "Director's" / "Directors"                       (lost apostrophe)
 *        "offender's" / "offender’s"                      (quote style)
 *        "Bid." / "Bid" in a heading                      (heading punctuation)
 *        "Insufficient Bid" / "insufficient bid" in a heading (capitalisation)
 *        "non-offending" / "non–offending" / "non offending" (dashes)
 *        "legal)\nat" / "legal) at"                        (line wrap)
 *        "different and" / "different, and"              (a comma added)
 *        "bid. The" / "bid; the"                          (sentence-initial case)
 *      Note: joining or splitting words is NOT typographic ("non offending" /
 *      "nonoffending", "a part" / "apart" are different words).
 *
 *   E  editorial — on one side X, every word the change touches lies inside
 *      a passage that side's editors flagged with a reading (an occurrence of
 *      a reading's `sic` in X's heading or text, on token boundaries), and
 *      once the editors' reading is put in place of the `sic`, the two sides
 *      have the same words. The difference is then one of how the source was
 *      transcribed, which the editorial note explains, not of the law's
 *      words. Typographic differences in the same change do not prevent this.
 *        "as Al allows" [reading sic "Al", read "A1"] / "as A1 allows"
 *        "as A allows" / "as A1 allows" [reading sic "A1", read "A"]
 *      Without the reading, each of these is substantive. A reading that
 *      explains only part of a difference does not make it editorial:
 *        2017 "as Al allows" [sic "Al", read "A1"] / 2008 "as A allows"
 *      is substantive, because read as A1 it still differs from "A" (the same
 *      change C makes openly: "as A allows" → "as A1 allows").
 *
 *   S  substantive — anything else: a word added, removed, changed or moved
 *      ("A" / "A1" with no reading; "Law 26" / "Law 26B"; a reordered
 *      sentence: the moved words are deleted at one place and inserted at
 *      another, and neither change reduces to equal words).
 *
 * Rules for ONE CLAUSE (aligned by id, see align.ts):
 *
 *   added / removed — the clause is only in side b / only in side a
 *        (2008-03 → 2017: the footnote is removed).
 *   unchanged   — heading and text are identical, character for character.
 *   substantive — some change is substantive, or the clause moved (its
 *        position relative to the other clauses differs).
 *   editorial   — some change is editorial, none substantive.
 *   typographic — every change is typographic.
 *
 * A missing heading (null) and an empty heading are the same (no words).
 * Every rule looks at both sides the same way, so the class of a change or a
 * clause does not depend on which text is called a and which b (the diff
 * itself is also made direction-independent, see diff.ts).
 */
import type { ChangeClass, ClausePart, ClauseStatus, Reading } from './types';
import { tokenize, type Token, type TokenizedPart } from './tokenize';

/** Severity order of change classes, mildest first. */
export const CHANGE_CLASSES: readonly ChangeClass[] = ['typographic', 'editorial', 'substantive'];

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
}

export interface ChangeVerdict {
  class: ChangeClass;
  reading: Reading | null;
  readingSide: 'a' | 'b' | null;
}

export function sideContext(part: ClausePart, value: string, readings: readonly Reading[]): SideContext {
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
  return { part, value, tokenized, foldable, flagged };
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

/** The words of one side of a change, reduced as described at the top. */
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
function snippetWords(value: string, part: ClausePart): string[] {
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
  const ctx: SideContext = { part, value, tokenized: { lead: '', tokens }, foldable: [], flagged: [] };
  return wordsOf(
    tokens.flatMap((t) => [{ text: t.text, token: t }, { text: t.ws, token: null }]),
    ctx,
  );
}

function sameWords(x: readonly string[], y: readonly string[]): boolean {
  return x.length === y.length && x.every((w, i) => w === y[i]);
}

/** Rule E, looking from side X (whose readings are consulted). */
function explainingReading(xPieces: readonly Piece[], x: SideContext, yWords: readonly string[]): Reading | null {
  if (x.flagged.length === 0) return null;
  const xWords = xPieces.flatMap((p) => (p.token && p.token.kind === 'word' ? [p.token] : []));
  if (xWords.length === 0) return null;
  const changed = wordsOf(xPieces, x);
  // each reading once, in the order of its first occurrence; the word tests
  // (cheap: a reading has few words) before the test of where the words lie
  const readings = [...new Set(x.flagged.map((f) => f.reading))];
  for (const reading of readings) {
    if (!sameWords(changed, snippetWords(reading.sic, x.part)) || !sameWords(snippetWords(reading.read, x.part), yWords)) continue;
    const ranges = x.flagged.filter((f) => f.reading === reading);
    const inside = xWords.every((t) => ranges.some((r) => t.start >= r.start && t.start + t.text.length <= r.end));
    // Put the editors' reading in place of the source's words, then compare.
    if (inside) return reading;
  }
  return null;
}

/** Classifies one change (rules T, E, S). */
export function classifyChange(
  a: readonly Piece[],
  b: readonly Piece[],
  ctxA: SideContext,
  ctxB: SideContext,
): ChangeVerdict {
  const wordsA = wordsOf(a, ctxA);
  const wordsB = wordsOf(b, ctxB);
  if (sameWords(wordsA, wordsB)) return { class: 'typographic', reading: null, readingSide: null };
  const fromA = explainingReading(a, ctxA, wordsB);
  if (fromA) return { class: 'editorial', reading: fromA, readingSide: 'a' };
  const fromB = explainingReading(b, ctxB, wordsA);
  if (fromB) return { class: 'editorial', reading: fromB, readingSide: 'b' };
  return { class: 'substantive', reading: null, readingSide: null };
}

/** The most severe of some change classes (null for none). */
export function mostSevere(classes: Iterable<ChangeClass>): ChangeClass | null {
  let worst = -1;
  for (const c of classes) worst = Math.max(worst, CHANGE_CLASSES.indexOf(c));
  return CHANGE_CLASSES[worst] ?? null;
}

/** Class of a clause present in both texts. */
export function clauseStatus(changes: readonly ChangeClass[], moved: boolean): ClauseStatus {
  if (moved) return 'substantive';
  return mostSevere(changes) ?? 'unchanged';
}

/** A pair of texts "has the same words" when no clause has one of these. */
export const WORD_CHANGING_STATUSES: readonly ClauseStatus[] = ['substantive', 'editorial', 'added', 'removed'];
