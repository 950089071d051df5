/**
 * The editions of the Laws that the knowledge base knows about.
 *
 * An edition id appears in URLs (`/laws/27/2008-03/`), so ids are permanent.
 * Adding an edition here (and a source file that uses it) is all it takes for
 * pages, data files and comparisons to include it.
 */

export interface Edition {
  /** Permanent id used in URLs and front matter. */
  id: string;
  /** Short name for links and badges. */
  short: string;
  /** Full name for headings and citations. */
  name: string;
  /** Sort key: editions are listed oldest first. */
  order: number;
}

export const EDITIONS: readonly Edition[] = [
  { id: '2007', short: '2007', name: 'Laws of Duplicate Bridge 2007', order: 2007.0 },
  { id: '2008-03', short: 'March 2008', name: 'Law 27 as revised, March 2008 (agreed version)', order: 2008.03 },
  { id: '2017', short: '2017', name: 'Laws of Duplicate Bridge 2017', order: 2017.0 },
];

export type EditionId = string;

export function findEdition(id: string): Edition | undefined {
  return EDITIONS.find((e) => e.id === id);
}

export function getEdition(id: string): Edition {
  const edition = findEdition(id);
  if (!edition) throw new Error(`Unknown edition "${id}". Known editions: ${editionIdList()}.`);
  return edition;
}

export function editionIdList(): string {
  return EDITIONS.map((e) => `"${e.id}"`).join(', ');
}

export function compareEditions(a: string, b: string): number {
  return getEdition(a).order - getEdition(b).order;
}
