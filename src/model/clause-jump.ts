/**
 * Where a typed clause citation leads: the clause in the text the reader
 * asked for, or chose, or else the newest text that has it. Used by the
 * "Go to a clause" box and by the search box, in the browser.
 */
import { parseCitation } from './citation';

/** law number → edition id → clause ids, as embedded in the page. */
export type ClauseIndex = Record<string, Record<string, string[]>>;

export type Jump =
  | { ok: true; law: number; clause: string; edition: string; url: string }
  | { ok: false; reason: 'not-a-citation' | 'law-not-here' | 'no-such-clause'; law?: number; clause?: string };

export function jumpTo(input: string, index: ClauseIndex, preferred?: string): Jump {
  const citation = parseCitation(input);
  if (!citation) return { ok: false, reason: 'not-a-citation' };
  const texts = index[String(citation.law)];
  if (!texts) return { ok: false, reason: 'law-not-here', law: citation.law };
  // Edition ids sort oldest to newest as strings ("2007" < "2008-03" < "2017").
  const holders = Object.keys(texts)
    .filter((e) => texts[e]?.includes(citation.clause))
    .sort()
    .reverse();
  if (holders.length === 0) return { ok: false, reason: 'no-such-clause', law: citation.law, clause: citation.clause };
  const wanted = citation.edition ?? preferred;
  const edition = wanted && holders.includes(wanted) ? wanted : (holders[0] ?? '');
  return { ok: true, law: citation.law, clause: citation.clause, edition, url: `/laws/${citation.law}/${edition}/#${citation.clause}` };
}
