/**
 * Edition ids in the sources: the one rule is the bridge's
 * (`EDITION_ID_PATTERN`, src/bridge/edition.ts); this is the field the
 * sources' schemas use for it. Which ids exist is data (content/editions.yaml).
 */
import type { EditionId } from '../bridge/edition';
import { EDITION_ID_PATTERN } from '../bridge/edition-id';
import { pattern } from './schema';

export type { EditionId };

/** An edition id, as a field of a source. */
export function editionIdField(hint = 'an edition id as content/editions.yaml has it, e.g. "2017" or "2008-03"') {
  return pattern(
    EDITION_ID_PATTERN,
    hint,
    (v) => `"${v}" is not an edition id (a digit first, then digits and lower-case letters, parts joined by "-")`,
  );
}
