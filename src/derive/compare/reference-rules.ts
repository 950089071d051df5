/**
 * Rules R (renumbered) and P (reference made precise) of the classification (classify.ts, where the rules are
 * described): whether a change is explained by references renumbered or written otherwise.
 */
import type { Reading, RefinedRef, RenumberedRef } from './types';
import type { Token } from './tokenize';
import {
  changeSpan,
  sameWords,
  snippetWords,
  tokenPieces,
  wordsOf,
  type ChangeAt,
  type Piece,
  type SideContext,
} from './sides';

/** Rules R and P: how many tokens of shared equal text on each side of a change a reference may take in. */
const RENUMBER_CONTEXT = 4;

/** Side a's words with every renumbered reference put in its side-b form; the references put. */
function renumber(
  words: readonly string[],
  refs: readonly { a: string[]; b: string[]; ref: RenumberedRef }[],
): { words: string[]; used: RenumberedRef[] } {
  const out: string[] = [];
  const used: RenumberedRef[] = [];
  for (let i = 0; i < words.length;) {
    const hit = refs.find((r) => r.a.length > 0 && r.a.every((w, k) => words[i + k] === w));
    if (hit) {
      out.push(...hit.b);
      if (!used.includes(hit.ref)) used.push(hit.ref);
      i += hit.a.length;
    } else out.push(words[i++] ?? '');
  }
  return { words: out, used };
}

/** How many tokens of equal text the two sides share before and after the change, token by token (at most RENUMBER_CONTEXT). */
function sharedContext(
  ctxA: SideContext,
  ctxB: SideContext,
  spanA: [number, number],
  spanB: [number, number],
): { left: number; right: number } {
  const tokA = ctxA.tokenized.tokens;
  const tokB = ctxB.tokenized.tokens;
  let left = 0;
  while (
    left < RENUMBER_CONTEXT &&
    tokA[spanA[0] - left - 1] &&
    tokA[spanA[0] - left - 1]?.text === tokB[spanB[0] - left - 1]?.text
  )
    left++;
  let right = 0;
  while (
    right < RENUMBER_CONTEXT &&
    tokA[spanA[1] + right + 1] &&
    tokA[spanA[1] + right + 1]?.text === tokB[spanB[1] + right + 1]?.text
  )
    right++;
  return { left, right };
}

/** Rule R: the renumbered references that explain the change, or null. */
export function explainingRenumbering(
  a: readonly Piece[],
  b: readonly Piece[],
  ctxA: SideContext,
  ctxB: SideContext,
  at: ChangeAt,
): RenumberedRef[] | null {
  if (ctxA.renumbered.length === 0) return null;
  const spanA = changeSpan(a, at.a);
  const spanB = changeSpan(b, at.b);
  if (!spanA || !spanB) return null;
  const { left, right } = sharedContext(ctxA, ctxB, spanA, spanB);
  const refs = ctxA.renumbered.map((ref) => ({
    a: snippetWords(ref.a, ctxA.part),
    b: snippetWords(ref.b, ctxA.part),
    ref,
  }));
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
  for (const f of side.flagged)
    if (f.start < endAt && startAt < f.end && (f.start < startAt || f.end > endAt)) return null;
  for (const r of side.refs) if (r.first <= to && from <= r.last && (r.first < from || r.last > to)) return null;
  const slipAt = (t: Token) => side.slipAt.get(t.start);
  const put = (reading: Reading): string => {
    if (!readings.includes(reading)) readings.push(reading);
    return reading.read;
  };
  /** Tokens i..j as read: a slip's tokens give its reading, once. */
  const asRead = (i: number, j: number): string => {
    let text = '';
    for (let k = i; k <= j;) {
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
  for (let i = from; i <= to;) {
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
export function explainingReferences(
  a: readonly Piece[],
  b: readonly Piece[],
  ctxA: SideContext,
  ctxB: SideContext,
  at: ChangeAt,
): {
  renumberings: RenumberedRef[];
  refined: RefinedRef[];
  reading: Reading | null;
  readingSide: 'a' | 'b' | null;
} | null {
  if (ctxA.refs.length === 0 && ctxB.refs.length === 0) return null;
  const spanA = changeSpan(a, at.a);
  const spanB = changeSpan(b, at.b);
  if (!spanA || !spanB) return null;
  const { left, right } = sharedContext(ctxA, ctxB, spanA, spanB);
  // a reference must lie in the stretch on both sides
  const near = (side: SideContext, span: [number, number]) =>
    side.refs.some((r) => r.first <= span[1] + right && span[0] - left <= r.last);
  if (!near(ctxA, spanA) || !near(ctxB, spanB)) return null;
  const renumberings = ctxA.renumbered.map((ref) => ({
    a: snippetWords(ref.a, ctxA.part),
    b: snippetWords(ref.b, ctxA.part),
    ref,
  }));
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
        if (relation)
          refined.push({
            a: x.text,
            b: y.text,
            targetA: targetName(x.target),
            targetB: targetName(y.target),
            relation,
          });
        else same = false;
      }
      if (!same || (refined.length === 0 && used.length === 0)) continue;
      const reading = readingsA[0] ?? readingsB[0] ?? null;
      return { renumberings: used, refined, reading, readingSide: readingsA[0] ? 'a' : readingsB[0] ? 'b' : null };
    }
  }
  return null;
}
