/**
 * One identifier for a law text and for a clause of a text: law, edition,
 * clause id. The same string names the clause in the JSON-LD of its pages,
 * in /data/, on its embed and beside its citation:
 *
 *   bridge-laws:27:2017        Law 27 in the 2017 text
 *   bridge-laws:27:2017:B1b    Law 27B1(b) in the 2017 text
 *
 * Pure: runs in the browser too.
 */
import type { EditionId } from '../model/edition-id';

export const IDENTIFIER_SCHEME = 'bridge-laws';

export function textIdentifier(law: number, edition: EditionId): string {
  return `${IDENTIFIER_SCHEME}:${law}:${edition}`;
}

export function clauseIdentifier(law: number, edition: EditionId, clause: string): string {
  return `${textIdentifier(law, edition)}:${clause}`;
}
