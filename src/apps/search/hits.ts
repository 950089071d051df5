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
 *      ("lead penalties") beats a clause that has one of them;
 *    - a section whose own name is the query ("COMPARABLE CALL") counts
 *      NAMED_FACTOR times: it defines what the other pages only use;
 *    - a hyphenated word is one word per part, in a row: "Lebensohl-type"
 *      is found by "Lebensohl", by "Lebensohl type" (a run of two) and by
 *      "Lebensohl-type"; written together ("fourcard") it is the whole.
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
import { STOP_WORDS } from './stop-words';

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

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
function citationFor(
  f: FragmentLike,
  anchor: FragmentLike['anchors'][number] | undefined,
  words: string[],
  from: number,
): string {
  const clause = clauseOf(f, anchor?.id ?? null);
  const edition = f.meta['edition'];
  if (clause && f.meta['kind'] === 'law text')
    return `Law ${clauseLabel(clause.law, clause.id)}${edition ? ` (${edition})` : ''}`;
  if (clause) return `${clauseLabel(clause.law, clause.id)} · ${f.meta['title'] ?? ''}`;
  if (anchor?.title) return anchor.title;
  const lead = words.slice(from, from + 8).join(' ');
  return anchor ? `${lead}${words.length > from + 8 ? ' …' : ''}` : (f.meta['title'] ?? f.url);
}

/** Words of a query or of page content, compared case- and punctuation-blind. */
export function normalWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** A word without a plural, possessive or verb ending, in each way it could be read; a stem keeps three letters at least ("nos" is not "no"). */
export function forms(word: string): string[] {
  const stems = [
    word.replace(/'s$/, ''),
    word.replace(/s$/, ''),
    word.replace(/es$/, ''),
    word.replace(/ies$/, 'y'),
    word.replace(/ed$/, ''),
    word.replace(/ing$/, ''),
  ];
  return [word, ...stems.filter((s) => s.length >= 3)];
}

/** The parts of a word joined by hyphens ("lebensohl-type" → lebensohl, type); a plain word is its one part. */
export function wordParts(word: string): string[] {
  const parts = word
    .split(/[-\u2010\u2011]+/)
    .map(normalWord)
    .filter(Boolean);
  return parts.length > 0 ? parts : [word];
}

/**
 * The words of a query as the search compares them: each word written,
 * lower case, a hyphenated word as its parts ("four-card" → four, card), so
 * that a compound is found whole, by its parts and with the parts apart.
 */
export function queryTerms(query: string): string[] {
  return [...new Set(query.split(/\s+/).map(normalWord).filter(Boolean).flatMap(wordParts))];
}

/**
 * Where the query's words are in one word of the content: a word is one
 * slot, a hyphenated word one slot per part. A query word matches a slot
 * when it is that part in some form ("card" in "four-card"; "penalty" in
 * "penalties"), or the whole compound written together ("fourcard",
 * "nonoffending"), which fills all its slots.
 */
export interface WordMatch {
  slots: number;
  matches: { term: string; slot: number }[];
}

/** The matcher of a query's words against words of the content. */
export function compoundMatcher(query: string): (word: string) => WordMatch {
  const terms = queryTerms(query).map((t) => ({ t, forms: new Set(forms(t)) }));
  /** The query words a word of the content is, in some form. */
  const termsOf = (w: string) => {
    const mine = forms(w);
    return terms.filter((term) => term.t === w || mine.some((x) => term.forms.has(x)));
  };
  const seen = new Map<string, WordMatch>();
  return (word) => {
    const normal = normalWord(word);
    const known = seen.get(normal);
    if (known) return known;
    const parts = wordParts(normal);
    const matches: WordMatch['matches'] = [];
    parts.forEach((part, slot) => {
      for (const term of termsOf(part)) matches.push({ term: term.t, slot });
    });
    if (parts.length > 1) {
      for (const term of termsOf(parts.join(''))) parts.forEach((_, slot) => matches.push({ term: term.t, slot }));
    }
    const match = { slots: parts.length, matches };
    seen.set(normal, match);
    return match;
  };
}

/** The query word that a word of the content is ("passes" is "pass"), if any: the first the word holds. */
export function termMatcher(query: string): (word: string) => string | undefined {
  const match = compoundMatcher(query);
  return (word) => match(word).matches[0]?.term;
}

/** The longest run of consecutive slots (a word's parts, then the next word's) that hold query words. */
function longestRun(slots: readonly { location: number; slot: number; of: number }[]): {
  length: number;
  start: number;
} {
  const key = (s: { location: number; slot: number }) => `${s.location}:${s.slot}`;
  const sorted = [...new Map(slots.map((s) => [key(s), s])).values()].sort(
    (a, b) => a.location - b.location || a.slot - b.slot,
  );
  let best = { length: 0, start: sorted[0]?.location ?? 0 };
  let run = { length: 0, start: sorted[0]?.location ?? 0 };
  sorted.forEach((s, i) => {
    const prev = sorted[i - 1];
    const next =
      prev &&
      (prev.slot + 1 < prev.of
        ? { location: prev.location, slot: prev.slot + 1 }
        : { location: prev.location + 1, slot: 0 });
    run =
      next && next.location === s.location && next.slot === s.slot
        ? { length: run.length + 1, start: run.start }
        : { length: 1, start: s.location };
    if (run.length > best.length) best = run;
  });
  return best;
}

/** The words of a page's content, split once however many forms of a query score it (the same fragment comes back for each). */
/**
 * A section or page whose own name is the query ("COMPARABLE CALL" for
 * "comparable call", "comparable calls") is where the thing searched for is
 * defined: its score counts this many times, so that pages that only use
 * the words (the call-out-of-turn examples, which say "comparable call"
 * often) come after it.
 */
export const NAMED_FACTOR = 3;

/**
 * The words of a query that carry its topic: all but its stop words ("what is a comparable call" → comparable,
 * call), or every word when all are stop words.
 */
export function topicTerms(terms: ReadonlySet<string>): string[] {
  const topic = [...terms].filter((t) => !STOP_WORDS.has(t));
  return topic.length > 0 ? topic : [...terms];
}

/**
 * True when every word of `name` is a word of the query and every word of the query's topic is in `name`, in any
 * of its forms: a question names what the bare words name ("what is a comparable call", "comparable call").
 */
export function namesQuery(name: string, terms: ReadonlySet<string>, matcher: (word: string) => WordMatch): boolean {
  const words = name.split(/\s+/).filter((w) => normalWord(w) !== '');
  if (words.length === 0 || terms.size === 0) return false;
  const found = new Set<string>();
  for (const w of words) {
    const { matches } = matcher(w);
    if (matches.length === 0) return false;
    for (const m of matches) found.add(m.term);
  }
  return topicTerms(terms).every((t) => found.has(t));
}

const contentWords = new Map<string, string[]>();
function wordsOfContent(content: string): string[] {
  let words = contentWords.get(content);
  if (!words) {
    if (contentWords.size >= 64) contentWords.clear();
    contentWords.set(content, (words = content.split(/\s+/)));
  }
  return words;
}

export function hitsFromFragment(f: FragmentLike, query: string, pageScore = 1): Hit[] {
  const words = wordsOfContent(f.content);
  const terms = new Set(queryTerms(query));
  const matcher = compoundMatcher(query);
  const matched = new Map<number, WordMatch>();
  const matchAt = (loc: number): WordMatch => {
    let m = matched.get(loc);
    if (!m) matched.set(loc, (m = matcher(words[loc] ?? '')));
    return m;
  };
  const sections = f.meta['sections']
    ? f.anchors.filter((a) => a.element === 'section' && a.id).sort((a, b) => a.location - b.location)
    : [];
  /** The last section that starts at or before `loc` (sections are sorted: a binary search). */
  const regionOf = (loc: number) => {
    let lo = 0;
    let hi = sections.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sections[mid]?.location ?? 0) <= loc) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 ? sections[lo - 1] : undefined;
  };
  const groups = new Map<
    string,
    { anchor: (typeof sections)[number] | undefined; locs: typeof f.weighted_locations }
  >();
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
    const exactLocations = locations.filter((l) => matchAt(l).matches.length > 0);
    const slots =
      exactLocations.length > 0
        ? exactLocations.flatMap((l) =>
            matchAt(l).matches.map((m) => ({ location: l, slot: m.slot, of: matchAt(l).slots })),
          )
        : locations.map((l) => ({ location: l, slot: 0, of: 1 }));
    const run = longestRun(slots);
    const best = new Map<string, number>();
    let prefixOnly = 0;
    for (const l of g.locs) {
      const { matches } = matchAt(l.location);
      for (const { term } of matches) best.set(term, Math.max(best.get(term) ?? 0, l.balanced_score));
      if (matches.length === 0) prefixOnly = Math.max(prefixOnly, l.balanced_score * 0.1);
    }
    const base = [...best.values()].reduce((n, v) => n + v, 0) + prefixOnly;
    // Of the query's topic: a section is not worse for lacking the question's "what is a".
    const topic = topicTerms(terms);
    const coverage = topic.length > 0 ? topic.filter((t) => best.has(t)).length / topic.length : 1;
    const marks = exactLocations.length > 0 ? exactLocations : locations;
    let shown: string | undefined;
    const citation = citationFor(f, g.anchor, words, from);
    const named = namesQuery(citation, terms, matcher) ? NAMED_FACTOR : 1;
    const hit: Omit<Hit, 'excerpt'> = {
      url: key ? `${f.url}#${key}` : f.url,
      citation,
      kind: f.meta['kind'] ?? f.filters['kind']?.[0] ?? '',
      editions: f.filters['edition'] ?? [],
      document: f.filters['document']?.[0] ?? '',
      clause: clauseOf(f, key || null),
      score: base * Math.max(1, run.length) * coverage * coverage * pageScore * named,
      coverage,
    };
    hits.push(withExcerpt(hit, () => (shown ??= excerpt(words, from, to, new Set(marks), run.start))));
  }
  return hits;
}

/**
 * `value` with its excerpt written only when asked for: of the many
 * sections a search scores, only the few shown need one. (Not enumerable, so
 * that copying a hit into a result does not write it either.)
 */
function withExcerpt<T extends object>(value: T, write: () => string): T & { excerpt: string } {
  return Object.defineProperty(value, 'excerpt', { get: write, enumerable: false }) as T & { excerpt: string };
}

/** What grouping needs to know of the site: the editions (oldest first), the current one, each text's clauses. */
export type SiteTexts = Pick<ClauseIndex, 'editions' | 'current' | 'laws'>;

/**
 * Published rulings come after the texts they apply: a precedent summarised
 * in a director's own words ("barred") must not outrank the clause those
 * words mean (27B2), found through the vocabulary. Its score counts a quarter.
 */
const KIND_FACTOR: Readonly<Record<string, number>> = { precedent: 0.25 };

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
      const holders = site.editions
        .map((e) => e.id)
        .filter((e) => e !== edition && site.laws[String(clause.law)]?.[e]?.includes(clause.id));
      also = holders.map((e) => ({
        label: short(e),
        url: addresses.clauseInEdition(clause.law, e, clause.id),
        current: e === site.current,
      }));
    } else if (clause) {
      also = pool
        .filter((h) => h !== primary)
        .map((h) => ({ label: h.editions.map(short).join(' → '), url: h.url, current: false }));
    }
    const result = {
      ...primary,
      score: (sorted[0]?.score ?? 0) * (KIND_FACTOR[primary.kind] ?? 1),
      coverage: Math.max(...members.map((h) => h.coverage)),
      status: edition ? statusOf(edition, site) : '',
      also,
    };
    out.push(withExcerpt(result, () => primary.excerpt));
  }
  const enough = Math.max(0, ...out.map((r) => r.coverage)) * ENOUGH_WORDS;
  return fewRulingsFirst(
    out
      .filter((r) => r.score > 0 && r.coverage >= enough)
      .sort((a, b) => b.score - a.score || a.url.localeCompare(b.url)),
  );
}

/** The first places of a list of results: what a reader on a phone sees without scrolling. */
const FIRST_PLACES = 3;

/**
 * At most one published ruling in the first places while texts (law,
 * guidance, examples) also matched: each new ruling that names a director's
 * word ("mechanical error") outscores the passage that explains it, and a
 * hundred rulings would fill the first screen with cases and push the rule
 * out. A ruling held back keeps its order, right after the first places.
 */
export function fewRulingsFirst<T extends { kind: string }>(ranked: readonly T[]): T[] {
  const first: T[] = [];
  const held: T[] = [];
  const rest: T[] = [];
  for (const r of ranked) {
    if (first.length >= FIRST_PLACES) rest.push(r);
    else if (r.kind === 'precedent' && first.some((f) => f.kind === 'precedent')) held.push(r);
    else first.push(r);
  }
  return [...first, ...held, ...rest];
}
