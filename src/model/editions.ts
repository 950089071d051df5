/**
 * The editions of the Laws, as the corpus knows them: the list, oldest
 * first, and lookups in it. The list itself is data (see corpus.ts); nothing
 * here names an edition.
 */
import type { EditionId } from './edition-id';

export interface Edition {
  /** Permanent id used in URLs and front matter. */
  id: EditionId;
  /** Short name for links and badges: "2017", "March 2008". */
  short: string;
  /** Full name for headings and citations. */
  name: string;
}

/** The editions the knowledge base knows, oldest first. */
export const EDITIONS: readonly Edition[] = [
  { id: '2007', short: '2007', name: 'Laws of Duplicate Bridge 2007' },
  { id: '2008-03', short: 'March 2008', name: 'Law 27 as revised, March 2008 (agreed version)' },
  { id: '2017', short: '2017', name: 'Laws of Duplicate Bridge 2017' },
];

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
