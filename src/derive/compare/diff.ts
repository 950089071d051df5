/**
 * Word diff of one part (heading or text) of a pair of aligned clauses.
 *
 * Tokens come from tokenize.ts (Intl.Segmenter words, every punctuation mark
 * and apostrophe a token of its own, whitespace carried by the preceding
 * token). The edit script is jsdiff's Myers diff, through a `Diff` subclass
 * over token arrays in the manner of jsdiff's own tokenizer classes: two
 * tokens are equal when their text is identical; whitespace plays no part in
 * the alignment. Whitespace differences after equal tokens are then reported
 * as changes of their own, so the ops rebuild both strings exactly.
 *
 * The work is bounded: when the word diff of a part would take too long, the
 * part is compared sentence by sentence first (see DiffLimits below), and the
 * result says so (`coarse`).
 *
 * The diff is direction-independent: jsdiff is always run with the two token
 * sequences in a canonical order and the result mirrored when needed, so
 * diff(b, a) is exactly diff(a, b) with insertions and deletions swapped.
 *
 * Consecutive differences (not separated by equal text) form one change, a
 * hunk, emitted as at most one `delete` op (side a's text) followed by at most
 * one `insert` op (side b's text), both carrying the change's class.
 */
import { Diff, type ChangeObject } from 'diff';
import { classifyChange, sideContext, type ChangeAt, type ChangeVerdict, type Piece, type SideContext } from './classify';
import type { Change, ClausePart, Coarseness, ComparableReference, DiffOp, Reading, RenumberedRef } from './types';
import type { Token } from './tokenize';

// ------------------------------------------------------------------ limits

/**
 * Limits on the work of the diff of one part. The word diff is Myers'
 * algorithm (jsdiff), whose work grows with the number of tokens times the
 * number of edits: on a long part that changed a lot it is quadratic. So every
 * jsdiff call is given a `maxEditLength` (jsdiff's own option: the call
 * returns `undefined` when the sides differ by more), and when a diff gives up
 * the comparison becomes coarser:
 *
 *   1. word by word over the whole part, if it takes at most `wordEdits`
 *      tokens inserted or deleted;
 *   2. otherwise the sentences are aligned first: by a sentence diff (at most
 *      `sentenceEdits` sentences inserted or deleted), or, when that gives up
 *      too, by the sentences found exactly once on each side (in their longest
 *      common order, "patience" anchors) and the equal sentences next to them.
 *      Each run of changed sentences between aligned ones is then diffed word
 *      by word again; a run whose word diff gives up is one change, its common
 *      first and last words kept, the rest replaced (`coarse: 'sentence'`), or
 *      `coarse: 'part'` when no sentence at all could be aligned.
 *
 * The ops rebuild both sides exactly at every level, and every change is
 * classified by the same rules (classify.ts): a coarser comparison only makes
 * fewer, larger changes.
 *
 * Work is counted in steps. A Myers diff of n units (tokens or sentences, both
 * sides) that may find d edits takes at most (n + d + 1)(d + 1) steps (each of
 * its 2d + 1 diagonals is walked at most once), so each call's `maxEditLength`
 * is capped by the budget left, and the call is charged that bound for the
 * edits it found (or could have found, when it gave up). Each of three stages
 * (the whole-part word diff, the sentence diff, the word diffs of the runs)
 * has a budget of `work + workPerToken × tokens of the part` steps; each run
 * may use its share of what is left, in proportion to its tokens. So the work
 * of a part is linear in its size, and a part of real size is never limited.
 * Every limit is a count, never clock time: the result depends on the texts
 * only, and is the same (mirrored) in both directions.
 */
export interface DiffLimits {
  /** most tokens inserted plus deleted a word-by-word diff may find */
  wordEdits: number;
  /** most sentences inserted plus deleted the sentence diff may find */
  sentenceEdits: number;
  /** steps each stage may take per part, whatever its size */
  work: number;
  /** steps each stage may take in addition, per token of the part (both sides) */
  workPerToken: number;
}

/**
 * The limits of the build. A real clause (a few hundred tokens) never comes
 * near them: a part of 800 tokens may take over 600 edits word by word.
 */
export const DEFAULT_LIMITS: DiffLimits = { wordEdits: 2000, sentenceEdits: 2000, work: 1_000_000, workPerToken: 200 };

/** Work done by the diffs of one part: `charged` is the bound, `compared` what jsdiff actually compared. */
export interface DiffWork {
  charged: number;
  compared: number;
}

// ------------------------------------------------------------------ engines

class SegmentedWordDiff extends Diff<Token, Token[], Token[]> {
  compared = 0;
  override equals(left: Token, right: Token): boolean {
    this.compared++;
    return left.text === right.text;
  }
  override castInput(value: Token[]): Token[] {
    return value;
  }
  override tokenize(value: Token[]): Token[] {
    return value;
  }
  override join(tokens: Token[]): Token[] {
    return tokens;
  }
  override removeEmpty(tokens: Token[]): Token[] {
    return tokens;
  }
}

/** A sentence: tokens [start, end) of a part; `key` is their texts (whitespace plays no part). */
interface Sentence {
  start: number;
  end: number;
  key: string;
}

class SentenceDiff extends Diff<Sentence, Sentence[], Sentence[]> {
  compared = 0;
  override equals(left: Sentence, right: Sentence): boolean {
    this.compared++;
    return left.key === right.key;
  }
  override castInput(value: Sentence[]): Sentence[] {
    return value;
  }
  override tokenize(value: Sentence[]): Sentence[] {
    return value;
  }
  override join(sentences: Sentence[]): Sentence[] {
    return sentences;
  }
  override removeEmpty(sentences: Sentence[]): Sentence[] {
    return sentences;
  }
}

const wordEngine = new SegmentedWordDiff();
const sentenceEngine = new SentenceDiff();

/** Ends a sentence: a token that is one of these marks, or is followed by a paragraph break. */
const SENTENCE_END = new Set(['.', '!', '?', ';', ':']);
const PARAGRAPH_BREAK = /\n\s*\n/u;

function sentences(tokens: readonly Token[]): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  let key = '';
  tokens.forEach((t, i) => {
    key += `${t.text}\u0000`;
    if (SENTENCE_END.has(t.text) || PARAGRAPH_BREAK.test(t.ws) || i === tokens.length - 1) {
      out.push({ start, end: i + 1, key });
      start = i + 1;
      key = '';
    }
  });
  return out;
}

/** The work bound of a Myers diff over `units` units that finds (or gives up after) `edits` edits. */
function bound(units: number, edits: number): number {
  return (units + edits + 1) * (edits + 1);
}

/**
 * One jsdiff call within a budget: its `maxEditLength` is the stage's limit,
 * capped so that the call cannot overrun `allowed` steps (nor what is left of
 * the budget). Returns undefined when the sides differ by more.
 */
function bounded<T>(
  engine: SegmentedWordDiff | SentenceDiff,
  x: T[],
  y: T[],
  maxEdits: number,
  budget: { left: number },
  work: DiffWork,
  allowed = budget.left,
): ChangeObject<T[]>[] | undefined {
  const units = x.length + y.length;
  // (units + d + 1)(d + 1) ≤ 2(units + 1)(d + 1) ≤ allowed, as d ≤ units
  const cap = Math.min(allowed, budget.left);
  if (bound(units, 0) > cap) return undefined; // not even one pass is affordable
  const limit = Math.max(0, Math.min(maxEdits, units, Math.floor(cap / (2 * (units + 1))) - 1));
  const before = engine.compared;
  const result = (engine as unknown as Diff<T, T[], T[]>).diff(x, y, { maxEditLength: limit });
  work.compared += engine.compared - before;
  const edits = result ? result.reduce((n, c) => n + (c.added || c.removed ? c.count : 0), 0) : limit;
  const cost = bound(units, edits);
  budget.left -= cost;
  work.charged += cost;
  return result;
}

/**
 * Sentence alignment without a limit: the sentences found exactly once on
 * each side, in their longest common order (patience sorting, O(s log s)),
 * each extended by the equal sentences next to it. Returns the aligned pairs
 * (index in x, index in y), both increasing.
 */
function anchors(sx: readonly Sentence[], sy: readonly Sentence[]): [number, number][] {
  const seen = new Map<string, { x: number; y: number; nx: number; ny: number }>();
  sx.forEach((s, i) => {
    const e = seen.get(s.key);
    if (e) e.nx++;
    else seen.set(s.key, { x: i, y: -1, nx: 1, ny: 0 });
  });
  sy.forEach((s, j) => {
    const e = seen.get(s.key);
    if (e) {
      e.ny++;
      e.y = j;
    }
  });
  const unique = [...seen.values()].filter((e) => e.nx === 1 && e.ny === 1).sort((p, q) => p.x - q.x);
  // longest increasing subsequence of y over x order
  const tails: number[] = [];
  const prev: number[] = [];
  unique.forEach((e, k) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((unique[tails[mid] as number] as (typeof unique)[number]).y < e.y) lo = mid + 1;
      else hi = mid;
    }
    prev[k] = lo > 0 ? (tails[lo - 1] as number) : -1;
    tails[lo] = k;
  });
  const lis: [number, number][] = [];
  for (let k = tails.length > 0 ? (tails[tails.length - 1] as number) : -1; k >= 0; k = prev[k] as number) {
    const e = unique[k] as (typeof unique)[number];
    lis.push([e.x, e.y]);
  }
  lis.reverse();
  // extend each anchor (and the two ends) by equal neighbours
  const same = (i: number, j: number): boolean => sx[i]?.key === sy[j]?.key;
  const out: [number, number][] = [];
  let pi = -1;
  let pj = -1;
  for (const [ai, aj] of [...lis, [sx.length, sy.length] as [number, number]]) {
    while (pi + 1 < ai && pj + 1 < aj && same(pi + 1, pj + 1)) out.push([++pi, ++pj]);
    let bi = ai;
    let bj = aj;
    const back: [number, number][] = [];
    while (bi - 1 > pi && bj - 1 > pj && same(bi - 1, bj - 1)) back.push([--bi, --bj]);
    out.push(...back.reverse());
    if (ai < sx.length) out.push([ai, aj]);
    pi = ai;
    pj = aj;
  }
  return out;
}

type Step = { kind: 'equal'; a: Token; b: Token } | { kind: 'delete'; a: Token } | { kind: 'insert'; b: Token };

function at(tokens: readonly Token[], i: number): Token {
  const t = tokens[i];
  if (!t) throw new Error(`diff walked past the end of the tokens (${i})`);
  return t;
}

function key(tokens: readonly Token[]): string {
  return tokens.map((t) => t.text).join('\u0000');
}

/** Appends the steps of jsdiff's changes between x[xi...] and y[yi...]. */
function pushChanges(steps: Step[], changes: readonly ChangeObject<Token[]>[], x: readonly Token[], y: readonly Token[], xi: number, yi: number): void {
  for (const c of changes) {
    for (let k = 0; k < c.count; k++) {
      if (c.added) steps.push({ kind: 'insert', b: at(y, yi++) });
      else if (c.removed) steps.push({ kind: 'delete', a: at(x, xi++) });
      else steps.push({ kind: 'equal', a: at(x, xi++), b: at(y, yi++) });
    }
  }
}

/** x[xs, xe) against y[ys, ye) as one change: common first and last tokens kept, the rest replaced. */
function pushWhole(steps: Step[], x: readonly Token[], y: readonly Token[], xs: number, xe: number, ys: number, ye: number): void {
  let head = 0;
  while (xs + head < xe && ys + head < ye && at(x, xs + head).text === at(y, ys + head).text) head++;
  let tail = 0;
  while (xe - tail > xs + head && ye - tail > ys + head && at(x, xe - 1 - tail).text === at(y, ye - 1 - tail).text) tail++;
  for (let k = 0; k < head; k++) steps.push({ kind: 'equal', a: at(x, xs + k), b: at(y, ys + k) });
  for (let i = xs + head; i < xe - tail; i++) steps.push({ kind: 'delete', a: at(x, i) });
  for (let j = ys + head; j < ye - tail; j++) steps.push({ kind: 'insert', b: at(y, j) });
  for (let k = tail; k > 0; k--) steps.push({ kind: 'equal', a: at(x, xe - k), b: at(y, ye - k) });
}

interface Script {
  steps: Step[];
  coarse: Coarseness | null;
  work: DiffWork;
}

/** The edit script from x to y, within the limits (see DiffLimits). */
function boundedScript(x: Token[], y: Token[], limits: DiffLimits): Script {
  const work: DiffWork = { charged: 0, compared: 0 };
  const steps: Step[] = [];
  const stage = (): { left: number } => ({ left: limits.work + limits.workPerToken * (x.length + y.length) });

  // 1. word by word
  const words = bounded(wordEngine, x, y, limits.wordEdits, stage(), work);
  if (words) {
    pushChanges(steps, words, x, y, 0, 0);
    return { steps, coarse: null, work };
  }

  // 2. the sentences aligned, by a sentence diff or by unique sentences
  const sx = sentences(x);
  const sy = sentences(y);
  const bySentence = bounded(sentenceEngine, sx, sy, limits.sentenceEdits, stage(), work);
  const pairs: [number, number][] = [];
  if (bySentence) {
    let i = 0;
    let j = 0;
    for (const c of bySentence) {
      if (c.removed) i += c.count;
      else if (c.added) j += c.count;
      else for (let k = 0; k < c.count; k++) pairs.push([i++, j++]);
    }
  } else pairs.push(...anchors(sx, sy));

  // the runs of changed sentences between aligned ones, as token ranges
  const runs: { xs: number; xe: number; ys: number; ye: number }[] = [];
  const tokenStart = (ss: readonly Sentence[], i: number, end: number): number => ss[i]?.start ?? end;
  let pi = 0;
  let pj = 0;
  for (const [i, j] of [...pairs, [sx.length, sy.length] as [number, number]]) {
    if (i > pi || j > pj) runs.push({ xs: tokenStart(sx, pi, x.length), xe: tokenStart(sx, i, x.length), ys: tokenStart(sy, pj, y.length), ye: tokenStart(sy, j, y.length) });
    pi = i + 1;
    pj = j + 1;
  }

  // 3. each run word by word, within its share of the budget
  const budget = stage();
  let pending = runs.reduce((n, r) => n + (r.xe - r.xs) + (r.ye - r.ys), 0);
  let whole = false;
  let xi = 0;
  let yi = 0;
  for (const r of runs) {
    while (xi < r.xs) steps.push({ kind: 'equal', a: at(x, xi++), b: at(y, yi++) });
    const size = r.xe - r.xs + (r.ye - r.ys);
    if (r.xs === r.xe || r.ys === r.ye) {
      // only deleted or only inserted sentences
      for (let i = r.xs; i < r.xe; i++) steps.push({ kind: 'delete', a: at(x, i) });
      for (let j = r.ys; j < r.ye; j++) steps.push({ kind: 'insert', b: at(y, j) });
    } else {
      const hx = x.slice(r.xs, r.xe);
      const hy = y.slice(r.ys, r.ye);
      const share = Math.floor((budget.left * size) / pending);
      const refined = bounded(wordEngine, hx, hy, limits.wordEdits, budget, work, share);
      if (refined) pushChanges(steps, refined, hx, hy, 0, 0);
      else {
        pushWhole(steps, x, y, r.xs, r.xe, r.ys, r.ye);
        whole = true;
      }
    }
    pending -= size;
    xi = r.xe;
    yi = r.ye;
  }
  while (xi < x.length) steps.push({ kind: 'equal', a: at(x, xi++), b: at(y, yi++) });
  if (yi !== y.length) throw new Error('sentence alignment did not cover both sides');
  return { steps, coarse: !whole ? null : pairs.length === 0 ? 'part' : 'sentence', work };
}

/**
 * The edit script between two token sequences, direction-independent: it is
 * computed with the sides in a canonical order and mirrored when needed, and
 * the limits depend on sizes only, so diff(b, a) is diff(a, b) mirrored at
 * every level of coarseness.
 */
function editScript(a: Token[], b: Token[], limits: DiffLimits): Script {
  const forward = key(a) <= key(b);
  const script = forward ? boundedScript(a, b, limits) : boundedScript(b, a, limits);
  if (forward) return script;
  const steps = script.steps.map((s): Step =>
    s.kind === 'equal' ? { kind: 'equal', a: s.b, b: s.a } : s.kind === 'insert' ? { kind: 'delete', a: s.b } : { kind: 'insert', b: s.a },
  );
  return { ...script, steps };
}

export interface PartDiff {
  ops: DiffOp[];
  changes: Change[];
  /** null: compared word by word; otherwise how it was compared more coarsely (see DiffLimits) */
  coarse: Coarseness | null;
  work: DiffWork;
}

/**
 * Diffs one part of two aligned clauses. `firstChange` is the index the first
 * change gets (changes are numbered across the heading and text of a clause).
 */
export function diffPart(
  part: ClausePart,
  aValue: string,
  bValue: string,
  aReadings: readonly Reading[],
  bReadings: readonly Reading[],
  firstChange = 0,
  limits: DiffLimits = DEFAULT_LIMITS,
  renumbered: readonly RenumberedRef[] = [],
  references: { a: readonly ComparableReference[]; b: readonly ComparableReference[] } = { a: [], b: [] },
): PartDiff {
  const ctxA = sideContext(part, aValue, aReadings, renumbered, references.a);
  const ctxB = sideContext(part, bValue, bReadings, renumbered.map((r) => ({ a: r.b, b: r.a, subject: r.subject })), references.b);
  return diffContexts(ctxA, ctxB, firstChange, limits);
}

type Segment =
  | { kind: 'equal'; a: Piece[]; b: Piece[] }
  | { kind: 'change'; a: Piece[]; b: Piece[]; at: ChangeAt; verdict: ChangeVerdict };

const text = (pieces: readonly Piece[]): string => pieces.map((p) => p.text).join('');

/**
 * Equal text too slight to keep two substantive changes apart: no word of
 * three letters or more, at most one word at all (e.g. the "s" of a split
 * "Director's" that happens to match the "s" of "denomination(s)").
 */
function slight(equal: readonly Piece[]): boolean {
  const words = equal.filter((p) => p.token?.kind === 'word');
  return words.length <= 1 && words.every((p) => [...p.text].length < 3);
}

function diffContexts(ctxA: SideContext, ctxB: SideContext, firstChange: number, limits: DiffLimits): PartDiff {
  const segments: Segment[] = [];
  let hunk: { a: Piece[]; b: Piece[]; at: ChangeAt } | null = null;
  // the next token of each side: where a change that opens now starts
  let nextA = 0;
  let nextB = 0;

  const equal = (a: Piece, b: Piece): void => {
    if (a.text === '') return;
    close();
    const last = segments[segments.length - 1];
    if (last && last.kind === 'equal') {
      last.a.push(a);
      last.b.push(b);
    } else segments.push({ kind: 'equal', a: [a], b: [b] });
  };
  const close = (): void => {
    if (!hunk) return;
    const { a, b, at } = hunk;
    hunk = null;
    // whitespace that ends both sides alike is equal text after the change
    const lastA = a[a.length - 1];
    const lastB = b[b.length - 1];
    const after = lastA && lastB && lastA.token === null && lastB.token === null && lastA.text === lastB.text;
    if (after) {
      a.pop();
      b.pop();
    }
    segments.push({ kind: 'change', a, b, at, verdict: classifyChange(a, b, ctxA, ctxB, at) });
    if (after) equal(lastA, lastB);
  };
  const differ = (a: Piece | null, b: Piece | null): void => {
    hunk ??= { a: [], b: [], at: { a: nextA, b: nextB } };
    if (a && a.text !== '') hunk.a.push(a);
    if (b && b.text !== '') hunk.b.push(b);
  };
  const space = (value: string): Piece => ({ text: value, token: null });
  const word = (token: Token): Piece => ({ text: token.text, token });

  const leadA = ctxA.tokenized.lead;
  const leadB = ctxB.tokenized.lead;
  if (leadA === leadB) equal(space(leadA), space(leadB));
  else differ(space(leadA), space(leadB));

  const script = editScript(ctxA.tokenized.tokens, ctxB.tokenized.tokens, limits);
  for (const step of script.steps) {
    if (step.kind === 'equal') {
      equal(word(step.a), word(step.b));
      [nextA, nextB] = [step.a.index + 1, step.b.index + 1];
      if (step.a.ws === step.b.ws) equal(space(step.a.ws), space(step.b.ws));
      else differ(space(step.a.ws), space(step.b.ws));
    } else if (step.kind === 'delete') {
      differ(word(step.a), null);
      nextA = step.a.index + 1;
      differ(space(step.a.ws), null);
    } else {
      differ(null, word(step.b));
      nextB = step.b.index + 1;
      differ(null, space(step.b.ws));
    }
  }
  close();

  // cleanup: two substantive changes with only slight equal text between
  // them are one change (a more readable hunk; the classes are unaffected)
  const merged: Segment[] = [];
  for (const seg of segments) {
    const eq = merged[merged.length - 1];
    const prev = merged[merged.length - 2];
    if (
      seg.kind === 'change' &&
      seg.verdict.class === 'substantive' &&
      eq?.kind === 'equal' &&
      prev?.kind === 'change' &&
      prev.verdict.class === 'substantive' &&
      slight(eq.a)
    ) {
      merged.length -= 2;
      const a = [...prev.a, ...eq.a, ...seg.a];
      const b = [...prev.b, ...eq.b, ...seg.b];
      merged.push({ kind: 'change', a, b, at: prev.at, verdict: classifyChange(a, b, ctxA, ctxB, prev.at) });
    } else merged.push(seg);
  }

  const ops: DiffOp[] = [];
  const changes: Change[] = [];
  for (const seg of merged) {
    if (seg.kind === 'equal') {
      ops.push({ op: 'equal', text: text(seg.a) });
      continue;
    }
    const index = firstChange + changes.length;
    const deleted = text(seg.a);
    const inserted = text(seg.b);
    changes.push({ index, part: ctxA.part, deleted, inserted, ...seg.verdict });
    if (deleted !== '') ops.push({ op: 'delete', text: deleted, class: seg.verdict.class, change: index });
    if (inserted !== '') ops.push({ op: 'insert', text: inserted, class: seg.verdict.class, change: index });
  }
  return { ops, changes, coarse: script.coarse, work: script.work };
}

/** The ops of a part of a clause present on one side only. */
export function wholePart(part: ClausePart, value: string, side: 'a' | 'b', index: number): PartDiff {
  const work: DiffWork = { charged: 0, compared: 0 };
  if (value === '') return { ops: [], changes: [], coarse: null, work };
  const op = side === 'a' ? 'delete' : 'insert';
  return {
    coarse: null,
    work,
    ops: [{ op, text: value, class: 'substantive', change: index }],
    changes: [
      {
        index,
        part,
        deleted: side === 'a' ? value : '',
        inserted: side === 'b' ? value : '',
        class: 'substantive',
        reading: null,
        readingSide: null,
        renumberings: [],
        refined: [],
      },
    ],
  };
}

/** Rebuilds side a's (`equal`+`delete`) or side b's (`equal`+`insert`) string. */
export function rebuild(ops: readonly DiffOp[], side: 'a' | 'b'): string {
  const skip = side === 'a' ? 'insert' : 'delete';
  return ops
    .filter((o) => o.op !== skip)
    .map((o) => o.text)
    .join('');
}
