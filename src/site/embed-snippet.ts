/**
 * The snippet another site pastes to show a clause: an iframe of its embed
 * (addresses.embed). Pure: the clause tools build it at build time with the
 * path alone, and the page fills in its own origin in the browser.
 */
import type { EditionId } from '../model/edition-id';
import { addresses } from './addresses';

export function embedSnippet(law: number, edition: EditionId, clause: string, citation: string, origin = ''): string {
  return `<iframe src="${origin}${addresses.embed(law, edition, clause)}" title="${citation.replace(/"/g, '&quot;')}" width="600" height="260" loading="lazy"></iframe>`;
}
