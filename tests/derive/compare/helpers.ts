import { compareClauses } from '../../../src/derive/compare/compare';
import type {
  ClauseComparison,
  ComparableClause,
  ComparableReference,
  DiffOp,
  Reading,
} from '../../../src/derive/compare/types';

export function clause(
  text: string,
  opts: { id?: string; heading?: string | null; readings?: Reading[]; references?: ComparableReference[] } = {},
): ComparableClause {
  const id = opts.id ?? 'X';
  return {
    id,
    label: `27${id}`,
    heading: opts.heading ?? null,
    text,
    readings: opts.readings ?? [],
    ...(opts.references ? { references: opts.references } : {}),
  };
}

/**
 * A reference as the content model gives it: its words and its target, written
 * as a clause of Law 27 ('A1', 'B3') or a law ('Law 26B').
 */
export function ref(text: string, target: string): ComparableReference {
  const law = /^Law (\d+)(.*)$/.exec(target);
  const [number, clauseId] = law ? [law[1] ?? '', law[2] ?? ''] : ['27', target];
  return { text, target: [number, ...(clauseId.match(/[A-Z]|\d+|[a-z]+/g) ?? [])] };
}

/** Renumbered references as content/renumberings.yaml gives them for 2008-03 → 2017, and the other way. */
export const RENUMBERED = [
  { a: 'Law 23', b: 'Law 72C', subject: 'awareness of potential damage' },
  { a: 'Law 26', b: 'Law 26B', subject: 'lead restrictions' },
  { a: 'Law 16D', b: 'Law 16C', subject: 'withdrawn calls' },
];
export const RENUMBERED_BACK = RENUMBERED.map((r) => ({ a: r.b, b: r.a, subject: r.subject }));

export const AL: Reading = { sic: 'Al', read: 'A1', note: 'conversion slip: letter l for digit 1' };

/** Compares two bodies (optionally headings) as one clause. */
export function cmp(a: ComparableClause | string, b: ComparableClause | string): ClauseComparison {
  return compareClauses(typeof a === 'string' ? clause(a) : a, typeof b === 'string' ? clause(b) : b);
}

/** Rebuilds side a (equal+delete) or side b (equal+insert) of some ops. */
export function side(ops: readonly DiffOp[], which: 'a' | 'b'): string {
  return ops
    .filter((o) => o.op === 'equal' || o.op === (which === 'a' ? 'delete' : 'insert'))
    .map((o) => o.text)
    .join('');
}

type ChangeOp = Extract<DiffOp, { op: 'delete' | 'insert' }>;

/** What the ops of b→a must be, given the ops of a→b (each change: delete, then insert). */
export function mirrorOps(ops: readonly DiffOp[]): DiffOp[] {
  const out: DiffOp[] = [];
  let pending: ChangeOp[] = [];
  const flush = (): void => {
    out.push(...pending.filter((o) => o.op === 'delete'), ...pending.filter((o) => o.op === 'insert'));
    pending = [];
  };
  for (const o of ops) {
    if (o.op === 'equal') {
      flush();
      out.push(o);
      continue;
    }
    if (pending.some((p) => p.change !== o.change)) flush();
    pending.push({ ...o, op: o.op === 'delete' ? 'insert' : 'delete' });
  }
  flush();
  return out;
}
