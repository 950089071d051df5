/**
 * Which text is in force where, and when: one rule for every page.
 *
 * - The text in force for body B on date D is the edition whose `inForce`
 *   entry for B has the latest `from` on or before D; none if there is no
 *   such entry (an earlier code, not in this knowledge base).
 * - `current` is the newest edition (by `published`) that is the text in
 *   force for some body today. Editions older than it are `superseded` (also
 *   one that was never in force for any body here, such as the 2007 first
 *   text); newer ones are `upcoming` ("published, not yet in force"). When no
 *   edition is in force anywhere yet, every edition is `upcoming`.
 *
 * Dates are ISO strings (YYYY-MM-DD), compared as strings; `today` is always
 * passed in (the build date), never read from the clock.
 */
import { editionOrder } from './edition-dates';
import type { Body, EditionEntry } from './registry';

export type EditionStatus = 'current' | 'superseded' | 'upcoming';

/**
 * The rule, on one body's in-force entries: the entry that decides `date`
 * (the latest `from` on or before it; the first listed wins a tie), and the
 * next one after it. The one implementation: the pages' form and the
 * assistant use it on the dates the page embeds (src/site/in-force-rule.ts),
 * the build through `textInForce`. Pure, free of the sources' readers.
 */
export function entriesAround<E extends { readonly from: string }>(
  entries: readonly E[],
  date: string,
): { best?: E; next?: E } {
  let best: E | undefined;
  let next: E | undefined;
  for (const e of entries) {
    if (e.from <= date) {
      if (!best || e.from > best.from) best = e;
    } else if (!next || e.from < next.from) next = e;
  }
  return { ...(best ? { best } : {}), ...(next ? { next } : {}) };
}

/** The edition in force for `body` on `date` (YYYY-MM-DD), if any. */
export function textInForce(editions: readonly EditionEntry[], body: string, date: string): EditionEntry | undefined {
  const entries = editions.flatMap((edition) =>
    edition.inForce.filter((e) => e.body === body).map((e) => ({ from: e.from, edition })),
  );
  return entriesAround(entries, date).best?.edition;
}

/** Every body that has an inForce entry, in first-seen order. */
function bodiesWithEntries(editions: readonly EditionEntry[]): string[] {
  return [...new Set(editions.flatMap((e) => e.inForce.map((f) => f.body)))];
}

/** The newest edition that is in force for some body on `today`; undefined if none is. */
export function currentEdition(editions: readonly EditionEntry[], today: string): EditionEntry | undefined {
  const inForce = new Set(bodiesWithEntries(editions).map((b) => textInForce(editions, b, today)));
  return editionOrder(editions)
    .filter((e) => inForce.has(e))
    .at(-1);
}

/** `current`, `superseded` (older than current) or `upcoming` (newer, or nothing in force yet). */
export function editionStatus(editions: readonly EditionEntry[], id: string, today: string): EditionStatus {
  const ordered = editionOrder(editions);
  const index = ordered.findIndex((e) => e.id === id);
  if (index < 0)
    throw new Error(
      `editionStatus: unknown edition "${id}"; the registry has ${ordered.map((e) => `"${e.id}"`).join(', ')}`,
    );
  const current = currentEdition(editions, today);
  if (!current) return 'upcoming';
  const currentIndex = ordered.indexOf(current);
  return index === currentIndex ? 'current' : index < currentIndex ? 'superseded' : 'upcoming';
}

export interface Succession {
  /** The edition that supersedes the given one. */
  edition: EditionEntry;
  /** Its earliest in-force date for any body; undefined if it is in force nowhere yet. */
  from?: string;
}

/** The edition that names `id` in its `supersedes`, and when it first came into force. */
export function supersededBy(editions: readonly EditionEntry[], id: string): Succession | undefined {
  const edition = editions.find((e) => e.supersedes === id);
  if (!edition) return undefined;
  const from = edition.inForce.map((f) => f.from).sort()[0];
  return from === undefined ? { edition } : { edition, from };
}

/** The shape of `/data/editions.json`. */
export interface EditionsData {
  /** Id of the current edition on the build date; null when none is in force yet. */
  current: string | null;
  /** The registry entries, oldest first. */
  editions: EditionEntry[];
  bodies: Body[];
}

/** `/data/editions.json` for the build date `today`. */
export function editionsData(editions: readonly EditionEntry[], bodies: readonly Body[], today: string): EditionsData {
  return {
    current: currentEdition(editions, today)?.id ?? null,
    editions: editionOrder(editions),
    bodies: [...bodies],
  };
}
