/**
 * From Pagefind results to search results: one result per clause (or
 * guidance passage, or example), linking to the current text.
 *
 * 1. Hits. Pagefind reports, per page, every element with an id
 *    ("anchors") and the word positions that matched. On pages made of
 *    sections (law texts, guidance, comparisons: meta "sections"), a clause
 *    or passage is a <section id=…>, so each match belongs to the last
 *    section that starts before it; a section's name is its
 *    `data-pagefind-title` when it has one. Each section is scored:
 *    - each query word found counts once, with its best Pagefind score in the
 *      section (scores carry the page's weights: the law's own words weigh
 *      most), so repeating a word does not make a long page win; a word
 *      Pagefind matched only by prefix ("of" → "offender") counts a tenth,
 *      one that differs only by an ending ("penalty", "penalties") in full;
 *    - that sum is multiplied by the longest run of consecutive query words,
 *      and by the square of the share of query words present —
 *      so a phrase of the law ("partner must pass") lands on the clause that
 *      has it as a phrase, and a passage that has all the words of a topic
 *      ("lead penalties") beats a clause that has one of them.
 * 2. Results. The hits of one clause (its texts in every edition, and the
 *    comparisons of those texts) are one result: it links to the clause in
 *    the current edition when that text matched about as well as the best
 *    one (else to the newest such text), with the clause in the other texts
 *    as small links. An edition filter narrows the hits, so the result links
 *    to the chosen text. Results that have well under the best result's
 *    share of the query words ("it", "is" of a long phrase) are left out.
 *
 * Pure functions: no DOM, no Pagefind; unit-tested on fixtures.
 */
import { clauseLabel, parseClauseId } from '../../model/clause-id';
import { addresses } from '../../site/addresses';
import type { ClauseIndex } from '../../site/clause-jump';

export interface FragmentLike {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  anchors: { element: string; id: string; location: number; title?: string }[];
  weighted_locations: { location: number; balanced_score: number; weight: number }[];
}

/** One matching region of one page: a clause of one text, a passage, an example. */
export interface Hit {
  url: string;
  /** The result's name: "Law 27B2 (2017)", a passage's title, an example's title. */
  citation: string;
  kind: string;
  /** The texts of the Laws the page is about (edition ids). */
  editions: string[];
  document: string;
  /** Law text and comparisons: the clause, so that its hits in every text make one result. */
  clause: { law: number; id: string } | null;
  /** Excerpt as HTML: words escaped, matches in <mark>. */
  excerpt: string;
  score: number;
  /** Share of the query's words found in the region, 0–1. */
  coverage: number;
}

/** What the search box lists: one per clause, passage or example. */
export interface Result extends Hit {
  /** For a law text: current, superseded or upcoming; else ''. */
  status: string;
  /** The same clause in the other texts (or the other comparisons), oldest first. */
  also: { label: string; url: string; current: boolean }[];
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function longestRun(locations: number[]): { length: number; start: number } {
  const sorted = [...new Set(locations)].sort((a, b) => a - b);
  let best = { length: 0, start: sorted[0] ?? 0 };
  let run = { length: 0, start: sorted[0] ?? 0 };
  sorted.forEach((loc, i) => {
    run = i > 0 && loc === (sorted[i - 1] ?? -2) + 1 ? { length: run.length + 1, start: run.start } : { length: 1, start: loc };
    if (run.length > best.length) best = run;
  });
  return best;
}

function excerpt(words: string[], from: number, to: number, marks: Set<number>, around: number, size = 26): string {
  const start = Math.max(from, Math.min(around - Math.floor(size / 3), to - size));
  const end = Math.min(to, start + size);
  const parts: string[] = [];
  for (let i = Math.max(from, start); i < end; i++) {
    const w = escape(words[i] ?? '');
    parts.push(marks.has(i) ? `<mark>${w}</mark>` : w);
  }
  return `${start > from ? '… ' : ''}${parts.join(' ')}${end < to ? ' …' : ''}`;
}

/** The clause a section of a law text or comparison is, if it is one. */
function clauseOf(f: FragmentLike, id: string | null): Hit['clause'] {
  const law = Number(f.meta['law'] ?? 0);
  const kind = f.meta['kind'];
  return (kind === 'law text' || kind === 'comparison') && id && law && parseClauseId(id) ? { law, id } : null;
}

/** Name of a section: a clause citation on law pages, its title, else the first words of the section. */
function citationFor(f: FragmentLike, anchor: FragmentLike['anchors'][number] | undefined, words: string[], from: number): string {
  const clause = clauseOf(f, anchor?.id ?? null);
  const edition = f.meta['edition'];
  if (clause && f.meta['kind'] === 'law text') return `Law ${clauseLabel(clause.law, clause.id)}${edition ? ` (${edition})` : ''}`;
  if (clause) return `${clauseLabel(clause.law, clause.id)} · ${f.meta['title'] ?? ''}`;
  if (anchor?.title) return anchor.title;
  const lead = words.slice(from, from + 8).join(' ');
  return anchor ? `${lead}${words.length > from + 8 ? ' …' : ''}` : f.meta['title'] ?? f.url;
}

/** Words of a query or of page content, compared case- and punctuation-blind. */
export function normalWord(word: string): string {
  return word.toLowerCase().replace(/[’']/g, "'").replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** A word without a plural, possessive or verb ending, in each way it could be read. */
function forms(word: string): string[] {
  return [word, word.replace(/'s$/, ''), word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y'), word.replace(/ed$/, ''), word.replace(/ing$/, '')];
}

/** The query word that a word of the content is ("passes" is "pass"), if any. */
export function termMatcher(query: string): (word: string) => string | undefined {
  const terms = [...new Set(query.split(/\s+/).map(normalWord).filter(Boolean))].map((t) => ({ t, forms: new Set(forms(t)) }));
  return (word) => {
    const w = normalWord(word);
    const mine = forms(w);
    return terms.find(({ t, forms: f }) => t === w || mine.some((x) => x.length > 1 && f.has(x)))?.t;
  };
}

export function hitsFromFragment(f: FragmentLike, query: string, pageScore = 1): Hit[] {
  const words = f.content.split(/\s+/);
  const terms = new Set(query.split(/\s+/).map(normalWord).filter(Boolean));
  const matcher = termMatcher(query);
  const termAt = (loc: number) => matcher(words[loc] ?? '');
  const sections = f.meta['sections'] ? f.anchors.filter((a) => a.element === 'section' && a.id).sort((a, b) => a.location - b.location) : [];
  const regionOf = (loc: number) => {
    let found: (typeof sections)[number] | undefined;
    for (const s of sections) if (s.location <= loc) found = s;
    return found;
  };
  const groups = new Map<string, { anchor: (typeof sections)[number] | undefined; locs: typeof f.weighted_locations }>();
  for (const wl of f.weighted_locations) {
    const anchor = regionOf(wl.location);
    const key = anchor?.id ?? '';
    const g = groups.get(key) ?? { anchor, locs: [] };
    g.locs.push(wl);
    groups.set(key, g);
  }
  const hits: Hit[] = [];
  for (const [key, g] of groups) {
    // On a page made of sections, words before the first one are its title and frame.
    if (!key && sections.length > 0) continue;
    const from = g.anchor?.location ?? 0;
    const next = sections.find((s) => s.location > from);
    const to = next?.location ?? words.length;
    const locations = g.locs.map((l) => l.location);
    const exactLocations = locations.filter((l) => termAt(l) !== undefined);
    const run = longestRun(exactLocations.length > 0 ? exactLocations : locations);
    const best = new Map<string, number>();
    let prefixOnly = 0;
    for (const l of g.locs) {
      const term = termAt(l.location);
      if (term !== undefined) best.set(term, Math.max(best.get(term) ?? 0, l.balanced_score));
      else prefixOnly = Math.max(prefixOnly, l.balanced_score * 0.1);
    }
    const base = [...best.values()].reduce((n, v) => n + v, 0) + prefixOnly;
    const coverage = terms.size > 0 ? best.size / terms.size : 1;
    hits.push({
      url: key ? `${f.url}#${key}` : f.url,
      citation: citationFor(f, g.anchor, words, from),
      kind: f.meta['kind'] ?? f.filters['kind']?.[0] ?? '',
      editions: f.filters['edition'] ?? [],
      document: f.filters['document']?.[0] ?? '',
      clause: clauseOf(f, key || null),
      excerpt: excerpt(words, from, to, new Set(exactLocations.length > 0 ? exactLocations : locations), run.start),
      score: base * Math.max(1, run.length) * coverage * coverage * pageScore,
      coverage,
    });
  }
  return hits;
}

/** What grouping needs to know of the site: the editions (oldest first), the current one, each text's clauses. */
export type SiteTexts = Pick<ClauseIndex, 'editions' | 'current' | 'laws'>;

/** A text that matched at least this share of the best text's score is good enough to be the one linked. */
const GOOD_ENOUGH = 0.5;
/** Results with less than this share of the best result's coverage of the query are left out. */
const ENOUGH_WORDS = 0.6;

function statusOf(edition: string, site: SiteTexts): string {
  const ids = site.editions.map((e) => e.id);
  const at = ids.indexOf(edition);
  const current = site.current === null ? -1 : ids.indexOf(site.current);
  if (at < 0) return '';
  return current < 0 || at > current ? 'upcoming' : at === current ? 'current' : 'superseded';
}

/** One result per clause (merging its texts and comparisons), per passage, per example; best first. */
export function results(hits: Hit[], site: SiteTexts): Result[] {
  const short = (id: string) => site.editions.find((e) => e.id === id)?.short ?? id;
  const age = (h: Hit) => site.editions.findIndex((e) => e.id === h.editions.at(-1));
  const groups = new Map<string, Hit[]>();
  for (const h of hits) {
    const key = h.clause ? `clause ${h.clause.law} ${h.clause.id}` : h.url;
    groups.set(key, [...(groups.get(key) ?? []), h]);
  }
  const out: Result[] = [];
  for (const members of groups.values()) {
    const sorted = [...members].sort((a, b) => b.score - a.score || a.url.localeCompare(b.url));
    const texts = sorted.filter((h) => h.kind === 'law text');
    const pool = texts.length > 0 ? texts : sorted;
    const best = pool[0];
    if (!best) continue;
    // The current text if it matched about as well as the best, else the newest that did.
    const good = pool.filter((h) => h.score >= best.score * GOOD_ENOUGH).sort((a, b) => age(b) - age(a));
    const primary = good.find((h) => h.kind === 'law text' && h.editions[0] === site.current) ?? good[0] ?? best;
    const clause = primary.clause;
    const edition = primary.kind === 'law text' ? (primary.editions[0] ?? '') : '';
    let also: Result['also'] = [];
    if (clause && edition) {
      const holders = site.editions.map((e) => e.id).filter((e) => e !== edition && site.laws[String(clause.law)]?.[e]?.includes(clause.id));
      also = holders.map((e) => ({ label: short(e), url: addresses.clauseInEdition(clause.law, e, clause.id), current: e === site.current }));
    } else if (clause) {
      also = pool.filter((h) => h !== primary).map((h) => ({ label: h.editions.map(short).join(' → '), url: h.url, current: false }));
    }
    out.push({ ...primary, score: sorted[0]?.score ?? 0, coverage: Math.max(...members.map((h) => h.coverage)), status: edition ? statusOf(edition, site) : '', also });
  }
  const enough = Math.max(0, ...out.map((r) => r.coverage)) * ENOUGH_WORDS;
  return out.filter((r) => r.score > 0 && r.coverage >= enough).sort((a, b) => b.score - a.score || a.url.localeCompare(b.url));
}
