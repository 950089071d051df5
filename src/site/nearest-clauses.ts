/**
 * The clauses a reader most likely meant by one a law does not have: for
 * the search box ("27B9z") and the not-found page (/laws/27/b1b/). A module
 * of its own, apart from the clause jump (clause-jump.ts), so that the
 * pages' "Go to a clause" script does not carry it. Pure; runs in the
 * browser.
 */
import { clauseWithin, compareClauseIds, parseClauseId } from '../model/clause-id';
import type { ClauseIndex } from './clause-jump';

/** Every clause id of a law, in any text, in the order of the Laws. */
export function clausesOfLaw(index: ClauseIndex, law: number): string[] {
  const texts = index.laws[String(law)] ?? {};
  return [...new Set(Object.values(texts).flat())].sort(compareClauseIds);
}

/** The id itself and the ids it is inside of, nearest first: "B9z" → B9z, B9, B. */
function idAndAncestors(id: string): string[] {
  const p = parseClauseId(id);
  if (!p?.section) return [id];
  const out = [`${p.section}`];
  if (p.number !== undefined) out.unshift(`${p.section}${p.number}`);
  if (p.letter !== undefined) out.unshift(id);
  return out;
}

/**
 * The clauses a reader who typed `clause` of Law `law` most likely meant,
 * for the search box and the not-found page: the clause itself when only
 * its letter case was wrong ("b1B" → B1b), else the nearest clause that
 * contains it with its sub-clauses ("B9z" → B, B1, B1a, …), else the law's
 * sections; at most `limit`. Empty when the law is not here.
 */
export function nearestClauses(index: ClauseIndex, law: number, clause: string, limit = 8): string[] {
  const all = clausesOfLaw(index, law);
  if (all.length === 0) return [];
  const byLower = new Map(all.map((id) => [id.toLowerCase(), id]));
  const same = byLower.get(clause.toLowerCase());
  if (same) return [same];
  for (const candidate of idAndAncestors(clause).slice(1)) {
    const found = byLower.get(candidate.toLowerCase());
    if (found) return all.filter((id) => clauseWithin({ law, clause: id }, { law, clause: found })).slice(0, limit);
  }
  return all.filter((id) => parseClauseId(id)?.level === 'section').slice(0, limit);
}
