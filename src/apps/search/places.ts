/**
 * Results that need no index: the pages a query names
 * (src/site/search-places.ts: "the March 2008 version", "text in force",
 * "in force EBU", "differences 2007 2017") and, for a law that Law 27
 * cites ("Law 16D", "26B", "law 26 2007"), the clauses that cite it in
 * each text. Pure; runs in the browser.
 */
import { clauseLabel, formatClauseRef } from '../../model/clause-id';
import { addresses } from '../../site/addresses';
import { parseLawCitation, type ClauseIndex } from '../../site/clause-jump';
import type { SearchPlaces } from '../../site/search-places';
import type { SearchVocabulary } from '../../site/search-vocabulary';
import type { Result } from './hits';

/** Words as names are compared: lower case, apostrophes dropped, any other mark a break ("2008-03" → 2008 03). */
const nameWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The concepts a query is made of, or null when a word of it names none (it is then no name of a page). */
export function conceptsOf(query: string, names: SearchPlaces['names']): Set<string> | null {
  const phrases = names
    .flatMap((n) => n.phrases.map((p) => ({ words: nameWords(p), concept: n.concept })))
    .filter((p) => p.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  const words = nameWords(query);
  const found = new Set<string>();
  for (let i = 0; i < words.length;) {
    const match = phrases.find((p) => p.words.every((w, k) => words[i + k] === w));
    if (!match) return null;
    if (match.concept !== 'frame') found.add(match.concept);
    i += match.words.length;
  }
  return found;
}

/** A result that leads to a page or clause by its name, not its words. */
function named(url: string, citation: string, kind: string, excerpt = ''): Result {
  return {
    url,
    citation,
    kind,
    editions: [],
    document: '',
    clause: null,
    excerpt,
    score: Number.POSITIVE_INFINITY,
    coverage: 1,
    status: '',
    also: [],
  };
}

/**
 * The pages a query names, best first: each page scores by the most
 * specific of its keys that the query has, less half a point for each
 * concept of the query that key leaves out.
 */
export function namedPages(query: string, places: SearchPlaces): Result[] {
  const concepts = conceptsOf(query, places.names);
  if (!concepts || concepts.size === 0) return [];
  const scored = places.pages.flatMap((page, order) => {
    const fits = page.keys.filter((k) => k.every((c) => concepts.has(c)));
    const score = Math.max(-1, ...fits.map((k) => k.length - 0.5 * (concepts.size - k.length)));
    return score > 0 ? [{ page, score, order }] : [];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 4)
    .map(({ page }) => named(page.url, page.title, 'page'));
}

/**
 * The clauses that cite a law another than those here ("Law 16D", "26B",
 * "law 26 2007"), in each text (the text named, if one is), each its own
 * result: a citation of the very clause first, then of the law or clause
 * around it; the text in force first, then the newest.
 */
export function citingClauses(query: string, cites: SearchVocabulary['cites'], site: ClauseIndex): Result[] {
  const ref = parseLawCitation(query, site.editions);
  if (!ref || site.laws[String(ref.law)]) return [];
  // A bare number is no citation of a whole law: "Law 26" is.
  if (ref.clause === null && !/\blaws?\b|\bl\.?\s*\d|^\s*\d+[a-z]/i.test(query)) return [];
  const age = (e: string) => site.editions.findIndex((x) => x.id === e);
  const within = (a: string | null, b: string | null) => a === null || (b !== null && b.startsWith(a));
  const found = cites
    .filter((c) => c.law === ref.law && (within(ref.clause, c.clause) || within(c.clause, ref.clause)))
    .filter((c) => ref.edition === undefined || c.in.edition === ref.edition)
    .map((c) => ({ c, exact: c.clause === ref.clause ? 0 : 1 }))
    .sort(
      (a, b) =>
        a.exact - b.exact ||
        Number(b.c.in.edition === site.current) - Number(a.c.in.edition === site.current) ||
        age(b.c.in.edition) - age(a.c.in.edition),
    );
  const seen = new Set<string>();
  return found.flatMap(({ c }) => {
    const url = addresses.clauseInEdition(c.in.law, c.in.edition, c.in.clause);
    if (seen.has(url)) return [];
    seen.add(url);
    const short = site.editions.find((e) => e.id === c.in.edition)?.short ?? c.in.edition;
    const cited = `Law ${formatClauseRef({ law: c.law, clause: c.clause })}`;
    return [
      {
        ...named(url, `Law ${clauseLabel(c.in.law, c.in.clause)} (${short}) cites ${cited}`, 'law text'),
        editions: [c.in.edition],
        document: `Law ${c.in.law} (${short})`,
        clause: { law: c.in.law, id: c.in.clause },
        status:
          c.in.edition === site.current
            ? 'current'
            : age(c.in.edition) < age(site.current ?? '')
              ? 'superseded'
              : 'upcoming',
      },
    ];
  });
}
