/**
 * Alignment of the clauses of two texts by id.
 *
 * A clause id names the same clause in every text, so clauses are paired by
 * id. The order of the union comes from jsdiff's `diffArrays` over the two id
 * sequences: ids common to both, in their common order, with the ids found in
 * only one text placed where that text has them (within a run of differences,
 * side a's clauses first, then side b's). An id present in both texts but
 * outside the longest common order has MOVED; it is placed where side b has
 * it. As with the word diff, the id diff is run in a canonical direction, so
 * the alignment of (b, a) pairs the same clauses and flags the same moves.
 *
 * Cost: the Myers diff of the ids is quadratic when many clauses were added,
 * removed or moved (4 000 reordered clauses: seconds), so it is given a
 * `maxEditLength` that bounds its work (ALIGN_WORK). Beyond it, the common
 * order is found another way, in O(n log n): as each id occurs at most once
 * in a text, the longest common order of the ids is the longest increasing
 * subsequence of side b's positions of the common ids, taken in side a's
 * order. Both ways give a longest common order, so the same number of moved
 * clauses; they may pick different ones when several orders are longest.
 */
import { diffArrays } from 'diff';
import type { ComparableClause } from './types';

export interface AlignedSlot {
  id: string;
  a: ComparableClause | null;
  b: ComparableClause | null;
  moved: boolean;
}

type IdStep = { kind: 'equal' | 'delete' | 'insert'; id: string };

function byId(clauses: readonly ComparableClause[], which: string): Map<string, ComparableClause> {
  const map = new Map<string, ComparableClause>();
  for (const c of clauses) {
    if (map.has(c.id)) throw new Error(`clause id '${c.id}' occurs twice in text ${which}`);
    map.set(c.id, c);
  }
  return map;
}

/** Work (steps) the Myers diff of the ids may take: (n + d + 1)(d + 1) for n ids and d edits. */
export const ALIGN_WORK = 1_000_000;

/** The ids of x and y in a longest common order, by longest increasing subsequence. */
function lisScript(x: readonly string[], y: readonly string[]): IdStep[] {
  const inY = new Map(y.map((id, j) => [id, j]));
  const common = x.flatMap((id, i) => {
    const j = inY.get(id);
    return j === undefined ? [] : [{ i, j }];
  });
  const tails: number[] = [];
  const prev: number[] = [];
  common.forEach((c, k) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((common[tails[mid] as number] as { j: number }).j < c.j) lo = mid + 1;
      else hi = mid;
    }
    prev[k] = lo > 0 ? (tails[lo - 1] as number) : -1;
    tails[lo] = k;
  });
  const pairs: { i: number; j: number }[] = [];
  for (let k = tails.length > 0 ? (tails[tails.length - 1] as number) : -1; k >= 0; k = prev[k] as number)
    pairs.push(common[k] as { i: number; j: number });
  pairs.reverse();
  const steps: IdStep[] = [];
  let i = 0;
  let j = 0;
  for (const p of [...pairs, { i: x.length, j: y.length }]) {
    while (i < p.i) steps.push({ kind: 'delete', id: x[i++] as string });
    while (j < p.j) steps.push({ kind: 'insert', id: y[j++] as string });
    if (p.i < x.length) {
      steps.push({ kind: 'equal', id: x[i++] as string });
      j++;
    }
  }
  return steps;
}

function idScript(a: string[], b: string[]): IdStep[] {
  const forward = a.join('\u0000') <= b.join('\u0000');
  const [x, y] = forward ? [a, b] : [b, a];
  const units = x.length + y.length;
  // (units + d + 1)(d + 1) ≤ 2(units + 1)(d + 1) ≤ ALIGN_WORK
  const maxEditLength = Math.max(0, Math.floor(ALIGN_WORK / (2 * (units + 1))) - 1);
  const changes = diffArrays(x, y, { maxEditLength });
  const steps: IdStep[] = changes ? [] : lisScript(x, y);
  let ix = 0;
  let iy = 0;
  if (!changes) {
    ix = x.length;
    iy = y.length;
  }
  for (const c of changes ?? []) {
    const kind = c.added ? 'insert' : c.removed ? 'delete' : 'equal';
    for (const id of c.value) {
      steps.push({ kind, id });
      if (kind !== 'insert') ix++;
      if (kind !== 'delete') iy++;
    }
  }
  if (ix !== x.length || iy !== y.length) throw new Error('id alignment did not cover both texts');
  if (forward) return steps;
  return steps.map((s) => ({
    id: s.id,
    kind: s.kind === 'insert' ? 'delete' : s.kind === 'delete' ? 'insert' : 'equal',
  }));
}

export function alignClauses(a: readonly ComparableClause[], b: readonly ComparableClause[]): AlignedSlot[] {
  const mapA = byId(a, 'a');
  const mapB = byId(b, 'b');
  const steps = idScript(
    a.map((c) => c.id),
    b.map((c) => c.id),
  );
  // within each run of differences: side a's ids first, then side b's
  const ordered: IdStep[] = [];
  let run: IdStep[] = [];
  const flush = (): void => {
    ordered.push(...run.filter((s) => s.kind === 'delete'), ...run.filter((s) => s.kind === 'insert'));
    run = [];
  };
  for (const s of steps) {
    if (s.kind === 'equal') {
      flush();
      ordered.push(s);
    } else run.push(s);
  }
  flush();

  const slots: AlignedSlot[] = [];
  for (const s of ordered) {
    const ca = mapA.get(s.id) ?? null;
    const cb = mapB.get(s.id) ?? null;
    const inBoth = ca !== null && cb !== null;
    if (s.kind === 'equal') slots.push({ id: s.id, a: ca, b: cb, moved: false });
    else if (!inBoth) slots.push({ id: s.id, a: ca, b: cb, moved: false });
    else if (s.kind === 'insert') slots.push({ id: s.id, a: ca, b: cb, moved: true });
    // a moved clause's old position (the delete step) is skipped
  }
  return slots;
}
