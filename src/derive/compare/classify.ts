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
 *   R  renumbered ("reference renumbered") — the two editions compared have
 *      known renumberings of references (content/renumberings.yaml: the
 *      provision that one edition cites as "Law 23" the other cites as
 *      "Law 72C"), and the change, taken together with at most
 *      RENUMBER_CONTEXT tokens of the equal text on each side of it (which
 *      both sides share), has the same words on both sides once each
 *      renumbered reference of side a is put in its side-b form — at least
 *      one being put. The law did not change; only the number under which
 *      it cites a provision did. Typographic differences in the same change
 *      do not prevent this (but for a change of case at the start of a
 *      sentence: rule R compares words case and all, so that a reference
 *      at a sentence start still reads "Law 23"); any other difference does.
 *        2008-03 "see Law 23" / 2017 "see Law 72C"     [Law 23 → Law 72C]
 *        2008-03 "in Law 26 may" / 2017 "in Law 26B may" [Law 26 → Law 26B]
 *      but 2008-03 "Law 16D does not apply" / 2017 "Laws 26B and 16C do not
 *      apply" is substantive: besides 16D → 16C, words were added. A
 *      reference is matched by its words, case included ("Law 23", not
 *      "law 23"), and only where the renumbering's editions are the two
 *      compared, in either direction.
 *
 *   P  reference ("reference made precise") — a reference on one side
 *      names a clause or law that lies inside what the reference at the same
 *      place on the other side names (A → A1: clause A1 is part of A; Law 26
 *      → Law 26B), or names the same one in other words ("3 following" →
 *      "B3 above"); and the change, taken together with at most
 *      RENUMBER_CONTEXT tokens of the equal text on each side of it, has the
 *      same words on both sides once
 *        - a slip that a reading explains is put as the editors read it (a
 *          slip is compared as read: 2017 "Al" is "A1"),
 *        - each reference is matched with the reference at the same place on
 *          the other side, when their targets nest as above or a listed
 *          renumbering (rule R) turns the one into the other,
 *      at least one matched pair of references being written differently.
 *      The law's words did not change; a cross-reference now points at a
 *      narrower (or, read the other way, broader) part of the same provision,
 *      which is what the reference meant all along. When every pair so
 *      matched is a listed renumbering and none nests, the change is
 *      `renumbered` (rule R, with a slip read as read). Typographic
 *      differences in the same change do not prevent this (words are
 *      compared as in rule T).
 *        2008-03 "as A allows" / 2017 "as Al allows" [reading sic "Al", read
 *          "A1"; the reference is to 27A1]  (Law 27B4: A → A1, made precise)
 *        "(see A)" / "(see A1)"                        (made precise)
 *        "The lead restrictions in Law 26 may" / "in Law 26B may" with no
 *          renumbering listed                         (made precise)
 *      but 2008-03 "…rectification, unless the insufficient bid is accepted
 *      as A allows the substitution stands." / 2017 "…rectification the
 *      substitution, if legal, stands unless the insufficient bid is
 *      accepted as A1 allows (but see B3 above)." (Law 27C) is substantive:
 *      the change "A" → "A1" in it is a reference change, the others are not.
 *      Nor is "see A1" / "see A2" a reference change: neither clause lies
 *      inside the other. References are those the content model found
 *      (ComparableClause.references: the words that refer, and their target);
 *      the engine does not read references itself, and words the model did
 *      not find as a reference are compared as words. An occurrence of a
 *      reference's words is found in the heading or text in order of
 *      position, on token boundaries.
 *
 *   S  substantive — anything else: a word added, removed, changed or moved
 *      ("A" / "A1" where neither is found as a reference and no reading
 *      explains it; "Law 26" / "Law 26C"; a reordered sentence: the moved words are
 *      deleted at one place and inserted at another, and neither change
 *      reduces to equal words).
 *
 * Rules for ONE CLAUSE (aligned by id, see align.ts):
 *
 *   added / removed — the clause is only in side b / only in side a
 *        (2008-03 → 2017: the footnote is removed).
 *   unchanged   — heading and text are identical, character for character.
 *   substantive — some change is substantive, or the clause moved (its
 *        position relative to the other clauses differs).
 *   reference   — some change is a reference change (rule P), none
 *        substantive: the clause is not changed in substance; a reference in
 *        it was made precise (or broader, or written otherwise), perhaps
 *        others renumbered (and perhaps as below).
 *   renumbered  — some change is renumbered, none reference or substantive:
 *        the clause is not changed in substance; its words differ only in
 *        the numbers of the provisions it cites (and perhaps as below).
 *
 *   `renumbered` and `reference` are the two REFERENCE CHANGES, and the pages
 *   say so together ("not changed in substance: only references"). They are
 *   two values, not one, because /data/ published `renumbered` before
 *   `reference` existed: a reader of /data/ that lists `renumbered` clauses
 *   gets what it always got, and the new value only takes clauses out of
 *   `substantive` (27B4 of 2008-03 → 2017), which is the correction.
 *   editorial   — some change is editorial, none renumbered or substantive.
 *   typographic — every change is typographic.
 *
 * A missing heading (null) and an empty heading are the same (no words).
 * Every rule looks at both sides the same way, so the class of a change or a
 * clause does not depend on which text is called a and which b (the diff
 * itself is also made direction-independent, see diff.ts).
 */
import type { ChangeClass, ClausePart, ClauseStatus, ComparableReference, Reading, RefinedRef, RenumberedRef } from './types';
import { tokenize, type Token, type TokenizedPart } from './tokenize';

/** Severity order of change classes, mildest first. */
export const CHANGE_CLASSES: readonly ChangeClass[] = ['typographic', 'editorial', 'renumbered', 'reference', 'substantive'];

/** Rules R and P: how many tokens of shared equal text on each side of a change a reference may take in. */
export const RENUMBER_CONTEXT = 4;

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

export interface ChangeVerdict {
  class: ChangeClass;
  reading: Reading | null;
  readingSide: 'a' | 'b' | null;
  renumberings: RenumberedRef[];
  refined: RefinedRef[];
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
function locateReferences(tokens: readonly Token[], value: string, references: readonly ComparableReference[]): SideContext['refs'] {
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
  const ctx: SideContext = { part, value, tokenized: { lead: '', tokens }, foldable: [], flagged: [], renumbered: [], refs: [], refAt: new Map(), slipAt: new Map() };
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

/** The pieces of `count` tokens (with their whitespace) of a side, from token `from` on; null if they run out. */
function tokenPieces(side: SideContext, from: number, count: number): Piece[] | null {
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
function changeSpan(pieces: readonly Piece[], at: number | undefined): [number, number] | null {
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

/** Side a's words with every renumbered reference put in its side-b form; the references put. */
function renumber(words: readonly string[], refs: readonly { a: string[]; b: string[]; ref: RenumberedRef }[]): { words: string[]; used: RenumberedRef[] } {
  const out: string[] = [];
  const used: RenumberedRef[] = [];
  for (let i = 0; i < words.length; ) {
    const hit = refs.find((r) => r.a.length > 0 && r.a.every((w, k) => words[i + k] === w));
    if (hit) {
      out.push(...hit.b);
      if (!used.includes(hit.ref)) used.push(hit.ref);
      i += hit.a.length;
    } else out.push(words[i++] ?? '');
  }
  return { words: out, used };
}

/** Rule R: the renumbered references that explain the change, or null. */
function explainingRenumbering(a: readonly Piece[], b: readonly Piece[], ctxA: SideContext, ctxB: SideContext, at: ChangeAt): RenumberedRef[] | null {
  if (ctxA.renumbered.length === 0) return null;
  const spanA = changeSpan(a, at.a);
  const spanB = changeSpan(b, at.b);
  if (!spanA || !spanB) return null;
  const tokA = ctxA.tokenized.tokens;
  const tokB = ctxB.tokenized.tokens;
  // shared equal text before and after the change, token by token
  let left = 0;
  while (left < RENUMBER_CONTEXT && tokA[spanA[0] - left - 1] && tokA[spanA[0] - left - 1]?.text === tokB[spanB[0] - left - 1]?.text) left++;
  let right = 0;
  while (right < RENUMBER_CONTEXT && tokA[spanA[1] + right + 1] && tokA[spanA[1] + right + 1]?.text === tokB[spanB[1] + right + 1]?.text) right++;
  const refs = ctxA.renumbered.map((ref) => ({ a: snippetWords(ref.a, ctxA.part), b: snippetWords(ref.b, ctxA.part), ref }));
  // references are matched case and all, even at the start of a sentence ("Law 23 applies")
  const exactA: SideContext = { ...ctxA, foldable: [] };
  const exactB: SideContext = { ...ctxB, foldable: [] };
  for (let l = 0; l <= left; l++) {
    for (let r = 0; r <= right; r++) {
      const before = (side: SideContext, at: number) => tokenPieces(side, at - l, l) ?? [];
      const after = (side: SideContext, at: number) => tokenPieces(side, at + 1, r) ?? [];
      const wordsA = wordsOf([...before(ctxA, spanA[0]), ...a, ...after(ctxA, spanA[1])], exactA);
      const wordsB = wordsOf([...before(ctxB, spanB[0]), ...b, ...after(ctxB, spanB[1])], exactB);
      const put = renumber(wordsA, refs);
      if (put.used.length > 0 && sameWords(put.words, wordsB)) return put.used;
    }
  }
  return null;
}

/** One unit of a stretch of a side, for rule P: a word, or a reference found there (its words as read, its target). */
type Unit = { kind: 'word'; word: string } | { kind: 'ref'; words: string[]; text: string; target: readonly string[] };

/**
 * The units of tokens `from`..`to` of a side, a slip put as its reading; null
 * when the stretch cuts a reference or a slip in two. `readings` collects the
 * readings put.
 */
function unitsOf(side: SideContext, from: number, to: number, readings: Reading[]): Unit[] | null {
  if (from > to) return [];
  const tokens = side.tokenized.tokens;
  const first = tokens[from];
  const last = tokens[to];
  if (!first || !last) return null;
  const startAt = first.start;
  const endAt = last.start + last.text.length;
  for (const f of side.flagged) if (f.start < endAt && startAt < f.end && (f.start < startAt || f.end > endAt)) return null;
  for (const r of side.refs) if (r.first <= to && from <= r.last && (r.first < from || r.last > to)) return null;
  const slipAt = (t: Token) => side.slipAt.get(t.start);
  const put = (reading: Reading): string => {
    if (!readings.includes(reading)) readings.push(reading);
    return reading.read;
  };
  /** Tokens i..j as read: a slip's tokens give its reading, once. */
  const asRead = (i: number, j: number): string => {
    let text = '';
    for (let k = i; k <= j; ) {
      const t = tokens[k] as Token;
      const slip = slipAt(t);
      if (slip) {
        text += put(slip.reading);
        while (k <= j && (tokens[k] as Token).start < slip.end) k++;
        text += k <= j ? (tokens[k - 1] as Token).ws : '';
      } else {
        text += t.text + (k < j ? t.ws : '');
        k++;
      }
    }
    return text;
  };
  const units: Unit[] = [];
  let run: Piece[] = [];
  const flush = () => {
    for (const word of wordsOf(run, side)) units.push({ kind: 'word', word });
    run = [];
  };
  for (let i = from; i <= to; ) {
    const t = tokens[i] as Token;
    const ref = side.refAt.get(i);
    const slip = ref ? undefined : slipAt(t);
    if (ref) {
      flush();
      const text = asRead(ref.first, ref.last).replace(/\s+/gu, ' ').trim();
      units.push({ kind: 'ref', words: snippetWords(text, side.part), text, target: ref.target });
      i = ref.last + 1;
    } else if (slip) {
      flush();
      for (const word of snippetWords(put(slip.reading), side.part)) units.push({ kind: 'word', word });
      while (i <= to && (tokens[i] as Token).start < slip.end) i++;
    } else {
      run.push({ text: t.text, token: t }, { text: t.ws, token: null });
      i++;
    }
  }
  flush();
  return units;
}

/** How target b lies to target a: inside it, around it, the same; null when they do not nest. */
function nesting(a: readonly string[], b: readonly string[]): RefinedRef['relation'] | null {
  const shorter = a.length <= b.length ? a : b;
  const longer = shorter === a ? b : a;
  if (!shorter.every((seg, i) => longer[i] === seg)) return null;
  if (a.length === b.length) return 'same';
  return b.length > a.length ? 'narrower' : 'broader';
}

/** A target as a clause id with its law, or a law: ['27', 'A', '1'] → '27A1'. */
const targetName = (target: readonly string[]): string => target.join('');

/** Rule P: what explains the change as reference changes, or null. */
function explainingReferences(
  a: readonly Piece[],
  b: readonly Piece[],
  ctxA: SideContext,
  ctxB: SideContext,
  at: ChangeAt,
): { renumberings: RenumberedRef[]; refined: RefinedRef[]; reading: Reading | null; readingSide: 'a' | 'b' | null } | null {
  if (ctxA.refs.length === 0 && ctxB.refs.length === 0) return null;
  const spanA = changeSpan(a, at.a);
  const spanB = changeSpan(b, at.b);
  if (!spanA || !spanB) return null;
  const tokA = ctxA.tokenized.tokens;
  const tokB = ctxB.tokenized.tokens;
  let left = 0;
  while (left < RENUMBER_CONTEXT && tokA[spanA[0] - left - 1] && tokA[spanA[0] - left - 1]?.text === tokB[spanB[0] - left - 1]?.text) left++;
  let right = 0;
  while (right < RENUMBER_CONTEXT && tokA[spanA[1] + right + 1] && tokA[spanA[1] + right + 1]?.text === tokB[spanB[1] + right + 1]?.text) right++;
  // a reference must lie in the stretch on both sides
  const near = (side: SideContext, span: [number, number]) => side.refs.some((r) => r.first <= span[1] + right && span[0] - left <= r.last);
  if (!near(ctxA, spanA) || !near(ctxB, spanB)) return null;
  const renumberings = ctxA.renumbered.map((ref) => ({ a: snippetWords(ref.a, ctxA.part), b: snippetWords(ref.b, ctxA.part), ref }));
  for (let l = 0; l <= left; l++) {
    for (let r = 0; r <= right; r++) {
      const readingsA: Reading[] = [];
      const readingsB: Reading[] = [];
      const ua = unitsOf(ctxA, spanA[0] - l, spanA[1] + r, readingsA);
      const ub = unitsOf(ctxB, spanB[0] - l, spanB[1] + r, readingsB);
      if (!ua || !ub || ua.length !== ub.length) continue;
      const used: RenumberedRef[] = [];
      const refined: RefinedRef[] = [];
      let same = true;
      for (let i = 0; i < ua.length && same; i++) {
        const x = ua[i] as Unit;
        const y = ub[i] as Unit;
        if (x.kind === 'word' || y.kind === 'word') {
          same = x.kind === 'word' && y.kind === 'word' && x.word === y.word;
          continue;
        }
        if (sameWords(x.words, y.words)) continue;
        const renumbering = renumberings.find((n) => sameWords(n.a, x.words) && sameWords(n.b, y.words));
        if (renumbering) {
          if (!used.includes(renumbering.ref)) used.push(renumbering.ref);
          continue;
        }
        const relation = nesting(x.target, y.target);
        if (relation) refined.push({ a: x.text, b: y.text, targetA: targetName(x.target), targetB: targetName(y.target), relation });
        else same = false;
      }
      if (!same || (refined.length === 0 && used.length === 0)) continue;
      const reading = readingsA[0] ?? readingsB[0] ?? null;
      return { renumberings: used, refined, reading, readingSide: readingsA[0] ? 'a' : readingsB[0] ? 'b' : null };
    }
  }
  return null;
}

/** Where a change starts on each side: the index of its first token, or of the token it comes before. */
export interface ChangeAt {
  a?: number;
  b?: number;
}

/**
 * Classifies one change (rules T, E, R, P, S). `at`: where it starts on each
 * side, needed by rules R and P when a side has no token (a pure insertion).
 */
export function classifyChange(
  a: readonly Piece[],
  b: readonly Piece[],
  ctxA: SideContext,
  ctxB: SideContext,
  at: ChangeAt = {},
): ChangeVerdict {
  const wordsA = wordsOf(a, ctxA);
  const wordsB = wordsOf(b, ctxB);
  const none = { reading: null, readingSide: null, renumberings: [], refined: [] };
  if (sameWords(wordsA, wordsB)) return { ...none, class: 'typographic' };
  const fromA = explainingReading(a, ctxA, wordsB);
  if (fromA) return { ...none, class: 'editorial', reading: fromA, readingSide: 'a' };
  const fromB = explainingReading(b, ctxB, wordsA);
  if (fromB) return { ...none, class: 'editorial', reading: fromB, readingSide: 'b' };
  const renumbered = explainingRenumbering(a, b, ctxA, ctxB, at);
  if (renumbered) return { ...none, class: 'renumbered', renumberings: renumbered };
  const references = explainingReferences(a, b, ctxA, ctxB, at);
  if (references) return { ...references, class: references.refined.length > 0 ? 'reference' : 'renumbered' };
  return { ...none, class: 'substantive' };
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
export const WORD_CHANGING_STATUSES: readonly ClauseStatus[] = ['substantive', 'reference', 'renumbered', 'editorial', 'added', 'removed'];
