/**
 * Ids for widgets, unique on each page and the same from one build to the
 * next: the first widget for an example is `aw-<id>`, a second one on the
 * same page `aw-<id>-2`. Keyed by the page's request, so each render starts afresh.
 */
import { perPage } from '../../client/per-page';

const countsOn = perPage(() => new Map<string, number>());

export function uniqueId(request: object, base: string): string {
  const counts = countsOn(request);
  const n = (counts.get(base) ?? 0) + 1;
  counts.set(base, n);
  return n === 1 ? base : `${base}-${n}`;
}
