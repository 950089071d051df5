/**
 * The editions of the Laws, as the corpus knows them (content/editions.yaml,
 * read by registry.ts): lookups in the list, oldest first. Nothing here
 * names an edition.
 */
import type { EditionId } from './edition-id';
import type { EditionEntry } from './registry';

/** An edition as the registry (content/editions.yaml) describes it. */
export type Edition = EditionEntry;

export function findEdition(editions: readonly Edition[], id: EditionId): Edition | undefined {
  return editions.find((e) => e.id === id);
}

/** Oldest first; an id the list lacks sorts last. */
export function compareEditions(editions: readonly Edition[], a: EditionId, b: EditionId): number {
  const rank = (id: EditionId) => {
    const i = editions.findIndex((e) => e.id === id);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return rank(a) - rank(b);
}
