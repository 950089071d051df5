/**
 * The edit script of two token sequences, within limits: jsdiff's Myers diff over tokens (two tokens are equal
 * when their text is identical), falling back to sentences when the word diff would take too long. diff.ts makes
 * the changes of a part from it.
 */
import { Diff, type ChangeObject } from 'diff';
import type { Coarseness } from './types';
import type { Token } from './tokenize';

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

export type Step = { kind: 'equal'; a: Token; b: Token } | { kind: 'delete'; a: Token } | { kind: 'insert'; b: Token };

function at(tokens: readonly Token[], i: number): Token {
  const t = tokens[i];
  if (!t) throw new Error(`diff walked past the end of the tokens (${i})`);
  return t;
}

function key(tokens: readonly Token[]): string {
  return tokens.map((t) => t.text).join('\u0000');
}

/** Appends the steps of jsdiff's changes between x[xi...] and y[yi...]. */
function pushChanges(
  steps: Step[],
  changes: readonly ChangeObject<Token[]>[],
  x: readonly Token[],
  y: readonly Token[],
  xi: number,
  yi: number,
): void {
  for (const c of changes) {
    for (let k = 0; k < c.count; k++) {
      if (c.added) steps.push({ kind: 'insert', b: at(y, yi++) });
      else if (c.removed) steps.push({ kind: 'delete', a: at(x, xi++) });
      else steps.push({ kind: 'equal', a: at(x, xi++), b: at(y, yi++) });
    }
  }
}

/** x[xs, xe) against y[ys, ye) as one change: common first and last tokens kept, the rest replaced. */
function pushWhole(
  steps: Step[],
  x: readonly Token[],
  y: readonly Token[],
  xs: number,
  xe: number,
  ys: number,
  ye: number,
): void {
  let head = 0;
  while (xs + head < xe && ys + head < ye && at(x, xs + head).text === at(y, ys + head).text) head++;
  let tail = 0;
  while (xe - tail > xs + head && ye - tail > ys + head && at(x, xe - 1 - tail).text === at(y, ye - 1 - tail).text)
    tail++;
  for (let k = 0; k < head; k++) steps.push({ kind: 'equal', a: at(x, xs + k), b: at(y, ys + k) });
  for (let i = xs + head; i < xe - tail; i++) steps.push({ kind: 'delete', a: at(x, i) });
  for (let j = ys + head; j < ye - tail; j++) steps.push({ kind: 'insert', b: at(y, j) });
  for (let k = tail; k > 0; k--) steps.push({ kind: 'equal', a: at(x, xe - k), b: at(y, ye - k) });
}

export interface Script {
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
    if (i > pi || j > pj)
      runs.push({
        xs: tokenStart(sx, pi, x.length),
        xe: tokenStart(sx, i, x.length),
        ys: tokenStart(sy, pj, y.length),
        ye: tokenStart(sy, j, y.length),
      });
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
export function editScript(a: Token[], b: Token[], limits: DiffLimits): Script {
  const forward = key(a) <= key(b);
  const script = forward ? boundedScript(a, b, limits) : boundedScript(b, a, limits);
  if (forward) return script;
  const steps = script.steps.map((s): Step =>
    s.kind === 'equal'
      ? { kind: 'equal', a: s.b, b: s.a }
      : s.kind === 'insert'
        ? { kind: 'delete', a: s.b }
        : { kind: 'insert', b: s.a },
  );
  return { ...script, steps };
}
