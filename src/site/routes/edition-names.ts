/**
 * Edition names: by id for pages that mention several editions, and in a sentence.
 */
import type { Edition } from '../../model/editions';
import type { EditionId } from '../../model/edition-id';
import type { Site } from '../site';

/** Edition names by id, for pages that mention several editions. */
export type EditionNames = Readonly<Record<EditionId, Edition>>;

export function editionNames(site: Site): EditionNames {
  return Object.fromEntries(site.editions.map((e) => [e.id, e]));
}

/** Editions named in a sentence, from the registry: "2007, March 2008 and 2017" (`or` for a choice). */
export function editionList(site: Site, editions: readonly EditionId[], conjunction: 'and' | 'or' = 'and'): string {
  const names = editions.map((e) => site.edition(e).short);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1] ?? ''}`;
}
