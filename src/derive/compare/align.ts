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

function idScript(a: string[], b: string[]): IdStep[] {
  const forward = a.join('\u0000') <= b.join('\u0000');
  const [x, y] = forward ? [a, b] : [b, a];
  const steps: IdStep[] = [];
  let ix = 0;
  let iy = 0;
  for (const c of diffArrays(x, y)) {
    const kind = c.added ? 'insert' : c.removed ? 'delete' : 'equal';
    for (const id of c.value) {
      steps.push({ kind, id });
      if (kind !== 'insert') ix++;
      if (kind !== 'delete') iy++;
    }
  }
  if (ix !== x.length || iy !== y.length) throw new Error('id alignment did not cover both texts');
  if (forward) return steps;
  return steps.map((s) => ({ id: s.id, kind: s.kind === 'insert' ? 'delete' : s.kind === 'delete' ? 'insert' : 'equal' }));
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
