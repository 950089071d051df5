/**
 * What the not-found page offers for the address it was asked for, from the
 * address alone and the clause index every page embeds (so it works
 * offline, where the service worker answers an unknown address with this
 * page): a clause address in another letter case leads to the clause
 * (`/laws/27/b1b/` → `/laws/27/B1b/`), a clause the law does not have to
 * the nearest clauses (`/laws/27/B9z/` → the clauses of 27B). Pure; runs
 * in the browser.
 */
import { parseClauseRef } from '../model/clause-id';
import { addresses } from './addresses';
import type { ClauseIndex } from './clause-jump';
import { nearestClauses } from './nearest-clauses';

export type NotFoundHelp =
  /** The address is a clause's in another letter case (or a clause of a text): go there. */
  | { kind: 'go'; law: number; clause: string; url: string }
  /** The law has no such clause: these are the nearest. */
  | { kind: 'nearest'; law: number; clause: string; clauses: { id: string; url: string }[] }
  | { kind: 'none' };

/**
 * The help for a path the site does not have: `/laws/<law>/<clause>/`
 * (any letter case, "laws" too), `/laws/<law>/<text>/<clause>/` (a clause
 * written as a folder of a text) or `/laws/<law>/<text>/<Clause>` without
 * the slash; the query and fragment are kept when the page leads on.
 */
export function notFoundHelp(pathname: string, index: ClauseIndex, search = '', hash = ''): NotFoundHelp {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { kind: 'none' };
  }
  const m = /^\/laws\/(\d{1,2})\/([^/]+)(?:\/([^/]+))?\/?$/i.exec(path);
  if (!m) return { kind: 'none' };
  const law = Number(m[1]);
  const [first = '', second] = [m[2], m[3]];
  const edition = index.editions.find((e) => e.id.toLowerCase() === first.toLowerCase());
  const typed = edition && second !== undefined ? second : second === undefined ? first : undefined;
  if (typed === undefined) return { kind: 'none' };
  const ref = parseClauseRef(typed, law);
  if (!ref || ref.law !== law || ref.clause === null) return { kind: 'none' };
  const near = nearestClauses(index, law, ref.clause);
  if (near.length === 0) return { kind: 'none' };
  const [only] = near;
  if (near.length === 1 && only !== undefined && only.toLowerCase() === ref.clause.toLowerCase()) {
    const texts = index.laws[String(law)] ?? {};
    const url =
      edition && texts[edition.id]?.includes(only)
        ? addresses.clauseInEdition(law, edition.id, only)
        : `${addresses.clause(law, only)}${search}${hash}`;
    return { kind: 'go', law, clause: only, url };
  }
  return {
    kind: 'nearest',
    law,
    clause: ref.clause,
    clauses: near.map((id) => ({ id, url: addresses.clause(law, id) })),
  };
}
