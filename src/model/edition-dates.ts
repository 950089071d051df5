/**
 * Publication dates of editions (YYYY-MM-DD, or YYYY-MM where a source
 * gives no day) and the order they put editions in. Apart from ./dates.ts,
 * which the page scripts use.
 */
import { daysInMonth } from './dates';

/** First day of a YYYY-MM or YYYY-MM-DD date. */
export function startOf(date: string): string {
  return date.length === 7 ? `${date}-01` : date;
}

/** Last day of a YYYY-MM or YYYY-MM-DD date. */
function endOf(date: string): string {
  if (date.length !== 7) return date;
  const days = daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));
  return `${date}-${String(days).padStart(2, '0')}`;
}

/**
 * Order of two publication dates: negative if `a` is before `b`, positive if
 * after, 0 if they do not tell (the same day, or a month and a day in it).
 */
export function comparePublished(a: string, b: string): number {
  if (endOf(a) < startOf(b)) return -1;
  if (endOf(b) < startOf(a)) return 1;
  return 0;
}

/** The editions oldest first, by `published` (a validated registry has no ties). */
export function editionOrder<E extends { readonly id: string; readonly published: string }>(
  editions: readonly E[],
): E[] {
  return [...editions].sort(
    (a, b) => comparePublished(a.published, b.published) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
