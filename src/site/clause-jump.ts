/**
 * Where a typed clause citation leads: the clause in the text the reader
 * named or chose, else the text in force, else the newest text that has it.
 * Used by the "Go to a clause" box and by the search box, in the browser.
 */
import { parseClauseRef } from '../model/clause-id';
import type { EditionId } from '../model/edition-id';
import { addresses } from './addresses';

/** What a page embeds for the jump: the editions (oldest first) and each law's clause ids per edition. */
export interface ClauseIndex {
  editions: { id: EditionId; short: string }[];
  /** The edition in force (leads when the reader names none). */
  current: EditionId | null;
  /** law number → edition id → clause ids. */
  laws: Record<string, Record<EditionId, string[]>>;
}

export interface Citation {
  law: number;
  clause: string;
  /** Edition named in the citation, if any. */
  edition?: EditionId;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The spellings of an edition a reader may type: its id, its short name, its year when no other edition shares it. */
function editionPatterns(editions: ClauseIndex['editions']): { id: EditionId; pattern: RegExp }[] {
  const year = (id: string) => /^\d{4}/.exec(id)?.[0];
  return editions.map((e) => {
    const forms = new Set([e.id.toLowerCase(), e.short.toLowerCase()]);
    const y = year(e.id);
    if (y && editions.filter((o) => year(o.id) === y).length === 1) forms.add(y);
    const alternatives = [...forms]
      .sort((a, b) => b.length - a.length)
      .map((f) => escape(f).replace(/[- ]/g, '[-/. ]?\\s*'));
    return { id: e.id, pattern: new RegExp(`(?:^|\\s|\\()(?:${alternatives.join('|')})(?=$|\\s|\\))`) };
  });
}

/**
 * A clause's citation as readers write it: the label, then the edition's
 * short name in brackets, "Law 27B1(b) (March 2008)", "Law 27D (2017)".
 * parseCitation reads it back.
 */
export function clauseCitation(label: string, edition: { short: string }): string {
  return `Law ${label} (${edition.short})`;
}

/**
 * Words a reader writes around a citation that name no clause: "clause B1 of
 * the 2017 edition", "section 27D in the March 2008 version".
 */
const AROUND =
  /(^|[\s(,])(?:the|of|in|under|see|edition|version|text|code|clause|section|subsection|paragraph|para|sub)(?=[\s(),]|$)/g;

/**
 * Read a citation typed by a person, in any common form: "27B1b", "L27B1b",
 * "law27b2", "L27 B1(a)", "27-b-3", "27.B.4", "27/B/1/a", "27 B 1 (a)",
 * "Law 27 B.1.a", "B1(b)", with or without the law's word, with the edition
 * named anywhere ("Law 27B1(b) (2017)", "law 27 b1b march 2008", "27b2 of
 * the 2008 version").
 */
export function parseCitation(input: string, editions: ClauseIndex['editions'] = [], withinLaw = 27): Citation | null {
  const ref = parseLawCitation(input, editions, withinLaw);
  return ref && ref.clause !== null ? { ...ref, clause: ref.clause } : null;
}

/** As parseCitation, but a whole law too ("Law 16", "law 26 2007"): clause null. */
export function parseLawCitation(
  input: string,
  editions: ClauseIndex['editions'] = [],
  withinLaw = 27,
): (Omit<Citation, 'clause'> & { clause: string | null }) | null {
  // "L27B1b", "law27b2", "§27B2": a Director's short forms of "Law 27B1b".
  let text = ` ${input.toLowerCase().trim()} `.replace(/(\s|\()(?:laws?|l\.?|§)\s*(?=\d)/, '$1').replace(/[/_]/g, ' ');
  let edition: EditionId | undefined;
  // Longer spellings first, so "2008-03" is not read as "2008".
  for (const { id, pattern } of editionPatterns(editions)) {
    if (pattern.test(text)) {
      edition = id;
      text = text.replace(pattern, ' ');
      break;
    }
  }
  const ref = parseClauseRef(text.replace(AROUND, '$1 ').replace(AROUND, '$1 '), withinLaw);
  if (!ref) return null;
  return { law: ref.law, clause: ref.clause, ...(edition ? { edition } : {}) };
}

export type Jump =
  | { ok: true; law: number; clause: string; edition: EditionId; url: string }
  | { ok: false; reason: 'not-a-citation' | 'law-not-here' | 'no-such-clause'; law?: number; clause?: string };

export function jumpTo(input: string, index: ClauseIndex, preferred?: EditionId): Jump {
  const citation = parseCitation(input, index.editions);
  if (!citation) return { ok: false, reason: 'not-a-citation' };
  const texts = index.laws[String(citation.law)];
  if (!texts) return { ok: false, reason: 'law-not-here', law: citation.law };
  const holders = index.editions.map((e) => e.id).filter((e) => texts[e]?.includes(citation.clause));
  if (holders.length === 0) return { ok: false, reason: 'no-such-clause', law: citation.law, clause: citation.clause };
  const wanted = [citation.edition, preferred, index.current ?? undefined].find(
    (e) => e !== undefined && holders.includes(e),
  );
  const edition = wanted ?? holders[holders.length - 1] ?? '';
  return {
    ok: true,
    law: citation.law,
    clause: citation.clause,
    edition,
    url: addresses.clauseInEdition(citation.law, edition, citation.clause),
  };
}
