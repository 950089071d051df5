/**
 * Route data of a clause page's Rulings section: how many published rulings
 * turned on the clause and where they are (the page), and the few most
 * relevant of them (its rulings file, /laws/27/<clause>/rulings.json,
 * fetched when the section is opened). From the precedents' route data
 * (precedent.ts).
 */
import { clauseLabel } from '../../model/clause-id';
import { addresses } from '../addresses';
import type { Site } from '../site';
import { precedentRoutes, type PrecedentSummary } from './precedent';

const LAW = 27;

/** How many rulings a clause page's Rulings section shows; the rest are on the index, under the clause. */
export const RULINGS_SHOWN = 3;

/**
 * The precedents that turned on a clause (their `deciding` clause, issue 44 §2: the same rulings as the
 * index's group for the clause, which "All N rulings" leads to), most relevant first: those ruled under the
 * text in force today, then the newest source first (undated last), then by id.
 */
export function rulingsForClause(site: Site, clause: string): PrecedentSummary[] {
  const inForce = (s: PrecedentSummary): number => (site.status(s.edition.id) === 'current' ? 0 : 1);
  return precedentRoutes(site)
    .index.all.filter((s) => s.deciding.id === clause)
    .sort((a, b) => inForce(a) - inForce(b) || (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id));
}

/** What a clause page says of its rulings before the section is opened: how many, and where they are. */
export interface ClauseRulingsLink {
  count: number;
  /** The file the section fetches when opened (ClauseRulingsJson). */
  data: string;
  /** The index at this clause: every ruling on it (and the link a reader without JavaScript follows). */
  all: string;
}

export function clauseRulingsLink(site: Site, clause: string): ClauseRulingsLink {
  return {
    count: rulingsForClause(site, clause).length,
    data: addresses.clauseRulings(LAW, clause),
    all: addresses.precedentsOnClause(clause),
  };
}

/** The few most relevant rulings on a clause, for its page's Rulings section (its rulings file). */
export interface ClauseRulings {
  clause: string;
  label: string;
  count: number;
  all: string;
  first: PrecedentSummary[];
}

export function clauseRulings(site: Site, clause: string): ClauseRulings {
  const rulings = rulingsForClause(site, clause);
  return {
    clause,
    label: clauseLabel(LAW, clause),
    count: rulings.length,
    all: addresses.precedentsOnClause(clause),
    first: rulings.slice(0, RULINGS_SHOWN),
  };
}

/**
 * /laws/27/<clause>/rulings.json, which the section fetches when opened (src/client/rulings-loader.ts): the
 * rulings shown, by id, and their list as the index shows its own (components/precedents/rulings-markup.ts),
 * written when the file is built, so that the page's script draws nothing.
 */
export interface ClauseRulingsFile {
  clause: string;
  label: string;
  count: number;
  all: string;
  shown: string[];
  html: string;
}

/** The rulings files: one for each clause of Law 27 that some precedent turned on. */
export function clauseRulingsPaths(site: Site): { params: { law: string; slug: string }; props: { clause: string } }[] {
  return precedentRoutes(site).index.byDeciding.map((g) => ({
    params: { law: String(LAW), slug: g.key },
    props: { clause: g.key },
  }));
}
