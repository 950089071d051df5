/**
 * Which references were renumbered between two editions, from the corpus's
 * renumberings (content/renumberings.yaml, read by ./renumberings.ts). A
 * module of its own, free of the reader, for the comparisons and the pages.
 */
import type { Renumbering } from './renumberings';

/** The references renumbered between two editions, oriented from `a` to `b` (either may be the older). */
export function renumberedBetween(
  renumberings: readonly Renumbering[],
  a: string,
  b: string,
): { a: string; b: string; subject: string }[] {
  const out: { a: string; b: string; subject: string }[] = [];
  for (const r of renumberings) {
    if (r.from.editions.includes(a) && r.to.editions.includes(b))
      out.push({ a: r.from.ref, b: r.to.ref, subject: r.subject });
    else if (r.to.editions.includes(a) && r.from.editions.includes(b))
      out.push({ a: r.to.ref, b: r.from.ref, subject: r.subject });
  }
  return out;
}
