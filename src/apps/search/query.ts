/**
 * What a query is searched as, given the sources' vocabulary
 * (/search/vocabulary.json, src/site/search-vocabulary.ts):
 *
 * - the query as typed;
 * - with each mistyped word (one no source has, nor any form of it) put
 *   right: the nearest word of the sources, at most one edit away for a
 *   word of up to six letters and two for a longer one (a swap of two
 *   letters is one edit), the commoner of two equally near ("comparible" →
 *   "comparable"); words of fewer than four letters and words with digits
 *   are left alone;
 * - with each Director's term (content/search-terms.yaml) in its meaning's
 *   words ("IB" → "insufficient bid"; a term of several words, "left-hand
 *   opponent", is found written with a hyphen or apart).
 *
 * Pagefind finds a page only when it has every known word of a query, so
 * a term and its meaning cannot be one search: each form is a search of
 * its own, and the engine merges their results. Pure; runs in the browser.
 */
import type { SearchVocabulary } from '../../site/search-vocabulary';
import { forms, normalWord, wordParts } from './hits';
import { STOP_WORDS } from './stop-words';

/** The vocabulary, made ready for reading queries once. */
export interface Lexicon {
  /** Each term as words, longest first, with its meanings. */
  terms: { words: string[]; term: string; means: string[] }[];
  /** Every word of the sources and every form of it ("penalties" → "penalty"). */
  known: Set<string>;
  /** The words of the sources, the most frequent first. */
  words: readonly string[];
  /** Where the law texts cite other laws, and the pages found by their names (places.ts). */
  cites: SearchVocabulary['cites'];
  places: SearchVocabulary['places'];
}

/** The words of a query or term as the search compares them: lower case, a hyphenated word as its parts. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).map(normalWord).filter(Boolean).flatMap(wordParts);
}

export function lexicon(vocabulary: Pick<SearchVocabulary, 'terms' | 'words'> & Partial<SearchVocabulary>): Lexicon {
  const known = new Set<string>();
  // The words of the sources, and those that name a page ("version", "EBU").
  const names = (vocabulary.places?.names ?? []).flatMap((n) => n.phrases.flatMap(wordsOf));
  for (const w of [...vocabulary.words, ...names]) for (const f of forms(w)) if (f.length > 1) known.add(f);
  const terms = vocabulary.terms
    .map((t) => ({ words: wordsOf(t.term), term: t.term, means: t.means }))
    .filter((t) => t.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  return {
    terms,
    known,
    words: vocabulary.words,
    cites: vocabulary.cites ?? [],
    places: vocabulary.places ?? { names: [], pages: [] },
  };
}

/** Edits between two words: insertions, deletions, substitutions and swaps of neighbours each count one. */
export function editsBetween(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] ?? 0, ((d[i - 2] as number[])[j - 2] ?? 0) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] ?? 0;
}

/** Whether the sources have the word, in this or another form. */
function isKnown(word: string, lex: Lexicon): boolean {
  return forms(word).some((f) => f.length > 1 && lex.known.has(f));
}

/** The word of the sources nearest to a word they lack, if one is near enough (see above). */
export function nearestWord(word: string, lex: Lexicon): string | undefined {
  if (word.length < 4 || /\d/.test(word) || isKnown(word, lex)) return undefined;
  const most = word.length <= 6 ? 1 : 2;
  let best: { word: string; edits: number } | undefined;
  for (const w of lex.words) {
    if (Math.abs(w.length - word.length) > most || w.length < 3) continue;
    const edits = editsBetween(word, w);
    if (edits <= most && (best === undefined || edits < best.edits)) best = { word: w, edits };
    if (best?.edits === 1) break;
  }
  return best?.word;
}

/**
 * One form of a query: as typed, with mistyped words put right, the subject of a question asking what something
 * is, or with terms in their meanings' words.
 */
export interface QueryForm {
  text: string;
  kind: 'typed' | 'corrected' | 'subject' | 'meaning';
}

/**
 * A question asking what something is ("what is a comparable call", "what are the lead penalties", "what does
 * comparable call mean", "define comparable call"): its subject, searched as if typed, since the section that
 * defines a thing is named by it and need not hold the question's words. Null for any other query.
 */
const DEFINING =
  /^(?:what(?:'?s|\s+(?:is|are|does|do))|define|definition\s+of|meaning\s+of)\s+(?:(?:an?|the)\s+)?(.+?)(?:\s+mean)?\s*\??$/i;
export function subjectOf(query: string): string | null {
  const subject = DEFINING.exec(query.trim())?.[1]?.trim();
  return subject && subject.toLowerCase() !== query.trim().toLowerCase() ? subject : null;
}

export interface QueryPlan {
  /**
   * What Pagefind is asked, in order: the query as typed first (unless it has
   * a word no source has and another form stands for it); no two alike; at
   * most four.
   */
  searches: QueryForm[];
  /** Terms found in the query and the meanings searched for them. */
  also: { term: string; means: string }[];
  /** Words the sources do not have, and the word searched instead. */
  corrections: { typed: string; meant: string }[];
}

const MOST_SEARCHES = 4;

export function planQuery(query: string, lex: Lexicon): QueryPlan {
  const words = wordsOf(query);
  // The terms in the query, longest first, left to right, not overlapping.
  const spans: { at: number; length: number; means: string[]; term: string }[] = [];
  const taken = new Set<number>();
  for (const t of lex.terms) {
    for (let i = 0; i + t.words.length <= words.length; i++) {
      const range = t.words.map((_, k) => i + k);
      if (range.some((k) => taken.has(k)) || t.words.some((w, k) => words[i + k] !== w)) continue;
      range.forEach((k) => taken.add(k));
      spans.push({ at: i, length: t.words.length, means: t.means, term: t.term });
    }
  }
  spans.sort((a, b) => a.at - b.at);
  const corrections: QueryPlan['corrections'] = [];
  const corrected = words.map((w, i) => {
    if (taken.has(i)) return w;
    const meant = nearestWord(w, lex);
    if (meant === undefined) return w;
    if (!corrections.some((c) => c.typed === w)) corrections.push({ typed: w, meant });
    return meant;
  });
  const searches: QueryForm[] = [{ text: query.trim(), kind: 'typed' }];
  if (corrections.length > 0) searches.push({ text: corrected.join(' '), kind: 'corrected' });
  const subject = subjectOf(corrected.join(' '));
  if (subject) searches.push({ text: subject, kind: 'subject' });
  const ways = Math.max(0, ...spans.map((s) => s.means.length));
  for (let k = 0; k < ways; k++) {
    const out: string[] = [];
    for (let i = 0; i < corrected.length;) {
      const span = spans.find((s) => s.at === i);
      if (span) {
        out.push(span.means[Math.min(k, span.means.length - 1)] ?? '');
        i += span.length;
      } else out.push(corrected[i++] ?? '');
    }
    searches.push({ text: out.join(' '), kind: 'meaning' });
  }
  // Each meaning on its own too: the other words of a question may be on no page with it ("partner silenced for the
  // rest of the auction": "must pass whenever it is his turn").
  for (const span of spans) for (const means of span.means) searches.push({ text: means, kind: 'meaning' });
  const also = spans.flatMap((s) => s.means.map((means) => ({ term: s.term, means })));
  const seen = new Set<string>();
  const unique = searches.filter((q) => {
    const key = wordsOf(q.text).join(' ');
    return !seen.has(key) && Boolean(seen.add(key));
  });
  // Pagefind leaves out a word no page has and searches for the rest: the query as typed, with a word no source
  // has ("partner barred"), would be a search for "partner" alone. When another form stands for it (the word put
  // right, the term in its meaning), the typed form is not searched.
  const lacking = words.some((w) => !/\d/.test(w) && !isKnown(w, lex));
  const asked = lacking && unique.length > 1 ? unique.slice(1) : unique;
  return { searches: asked.slice(0, MOST_SEARCHES), also, corrections };
}

/** A form of the query without its stop words; null when it has none, or nothing else. */
export function withoutStopWords(text: string): string | null {
  const words = text.split(/\s+/).filter(Boolean);
  const kept = words.filter((w) => !STOP_WORDS.has(normalWord(w)));
  return kept.length === words.length || kept.length === 0 ? null : kept.join(' ');
}

/** At most this many words are searched one by one for the pages with most of them. */
const MOST_UNITS = 8;

/**
 * What is searched, one by one, for the pages with most of a query's words:
 * each word of the sources that is no stop word (put right if mistyped),
 * and each term's meaning as a whole; the rarest first when there are too many.
 */
export function searchUnits(plan: QueryPlan, query: string, lex: Lexicon): string[] {
  const base = plan.searches.find((f) => f.kind === 'corrected')?.text ?? query;
  const rank = new Map(lex.words.map((w, i) => [w, i]));
  const rarity = (w: string) => Math.max(-1, ...forms(w).map((f) => rank.get(f) ?? -1));
  const words = [...new Set(wordsOf(base))].filter((w) => !STOP_WORDS.has(w) && isKnown(w, lex));
  const units = [...words.sort((a, b) => rarity(b) - rarity(a)), ...new Set(plan.also.map((a) => a.means))];
  return units.slice(0, MOST_UNITS);
}
