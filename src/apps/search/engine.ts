/**
 * The part of search that needs the index: Pagefind, the vocabulary of the
 * sources (/search/vocabulary.json) and the ranking of Pagefind's matches
 * (hits.ts). Loaded, with Pagefind, when the box first gets focus or a
 * query, so that a page carries only the box's wiring until then.
 *
 * A query is searched in each of its forms (query.ts: as typed, with
 * mistyped words put right, with a Director's terms in the sources'
 * words), and, when it is an auction, for the pages that declare that
 * auction (auction-keys.ts); the hits of all are merged, each section
 * keeping its best score, into one result per clause, passage or example.
 */
import { addresses } from '../../site/addresses';
import type { SearchVocabulary } from '../../site/search-vocabulary';
import { fetchJson } from '../../client/fetch-json';
import { AUCTION_FILTER, auctionKeys, readAuction } from './auction-keys';
import {
  hitsFromFragment,
  queryTerms,
  results,
  type FragmentLike,
  type Hit,
  type Result,
  type SiteTexts,
} from './hits';
import { pagefindFailures, watchPagefind } from './pagefind-faults';
import { citingClauses, namedPages } from './places';
import {
  lexicon,
  planQuery,
  searchUnits,
  withoutStopWords,
  type Lexicon,
  type QueryForm,
  type QueryPlan,
} from './query';

export type Filters = Record<string, { any: string[] }>;
type Response = { results: { id: string; score: number; data(): Promise<FragmentLike> }[] } | null;
interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Resolves to null when a newer call came within the delay. */
  debouncedSearch(q: string, o: { filters: Filters }, delayMs: number): Promise<Response>;
  search(q: string | null, o: { filters: Filters }): Promise<Response>;
  /** Fetches the index chunks a search for `q` needs, without searching. */
  preload(q: string, o: { filters: Filters }): Promise<void>;
}

/** Pages whose sections are scored; a clause's texts and the passages quoting it fit well within. */
const PAGES = 16;
/** For a term's meaning, fewer: its hits come after those of the words typed (each page is one more fragment to load). */
const MEANING_PAGES = 8;
/** An example with the very auction typed comes before any match of words; one with it but for the passes, next. */
const SAME_AUCTION = 1e12;
const SAME_BIDS = 1e11;

interface Engine {
  api: PagefindApi;
  lex: Lexicon;
}

async function fetchVocabulary(): Promise<SearchVocabulary> {
  return (await fetchJson(addresses.searchVocabulary())) as SearchVocabulary;
}

/**
 * Pagefind's options, given before it starts (see README, Performance):
 * - `noWorker`: Pagefind searches on the page's own thread, not in its Web
 *   Worker (its default since 1.5). A search reads up to 16 pages per form
 *   of the query (`data()`), and in the worker each read is a message each
 *   way with the page's whole text copied back; on the page's thread a read
 *   is a call, and a page read once is not copied again.
 * - `excerptLength`: the words of Pagefind's own excerpts, which `data()`
 *   writes for the page and each of its sections. The search box shows
 *   excerpts of its own (hits.ts), so Pagefind's are kept as short as they go.
 */
const PAGEFIND_OPTIONS = { noWorker: true, excerptLength: 2 };

let engine: Promise<Engine> | undefined;
/** How many times Pagefind has been loaded on this page. */
let loads = 0;

/**
 * Pagefind, loaded once; after a failure (see `forgetPagefind`), loaded
 * afresh under another address (`?load=2`, which the server and the service
 * worker answer with the same file): its module keeps the index files it
 * fetched, and a failed fetch among them, for as long as the page lives, and
 * some browsers keep a module whose own fetch failed.
 */
export function loadPagefind(): Promise<Engine> {
  engine ??= (async () => {
    loads += 1;
    const script = addresses.searchScript();
    watchPagefind(script.slice(0, script.lastIndexOf('/') + 1));
    const address = loads === 1 ? script : `${script}?load=${loads}`;
    const [api, vocabulary] = await Promise.all([
      (async () => {
        const api = (await import(/* @vite-ignore */ address)) as PagefindApi;
        await api.options(PAGEFIND_OPTIONS);
        await api.init();
        return api;
      })(),
      fetchVocabulary(),
    ]);
    return { api, lex: lexicon(vocabulary) };
  })().catch((failure: unknown) => {
    engine = undefined; // the next search tries again
    throw failure;
  });
  return engine;
}

/** A search failed (an index file did not arrive): the next search loads Pagefind afresh. */
export function forgetPagefind(): void {
  engine = undefined;
}

export { pagefindFailures };

/** What a search found, and what it searched for besides the words typed. */
export interface Found {
  results: Result[];
  also: QueryPlan['also'];
  corrections: QueryPlan['corrections'];
  /** The auction the query was read as, in canonical calls ("1NT 2S 2D"), if it was one. */
  auction: string | null;
  /**
   * When no page has every word: the stop words left out ("common words"),
   * or the words searched one by one for the pages with most of them ("most words").
   */
  fallback:
    | { kind: 'common words'; left: string[]; few: boolean }
    | { kind: 'most words'; words: string[]; few: boolean }
    | null;
}

type PageResult = NonNullable<Response>['results'][number];

/** Pages being read, by Pagefind's page id: a read of a page waits for the one before it. */
const reading = new Map<string, Promise<unknown>>();

/**
 * A page of a Pagefind result, with the matches of that result. Pagefind
 * keeps one object per page and writes each search's matches into it when
 * the page is read (`data()`): two searches reading one page at once (the
 * forms of a query, a query and the one typed after it) would see each
 * other's matches. So the reads of one page go one after another, each
 * taking its own copy of the matches before the next begins; different
 * pages are read at once.
 */
export function readPage(result: PageResult): Promise<FragmentLike> {
  const id = result.id;
  const read = (reading.get(id) ?? Promise.resolve()).then(async () => {
    const page = await result.data();
    return { ...page, weighted_locations: [...page.weighted_locations] };
  });
  const settled = read.then(
    () => undefined,
    () => undefined,
  );
  reading.set(id, settled);
  void settled.then(() => {
    if (reading.get(id) === settled) reading.delete(id);
  });
  return read;
}

/**
 * The hits of one Pagefind response for one form of the query. A hit's
 * score grows with the square of the words matched in a row (see hits.ts),
 * so scores of different forms compare only per word: "more precise
 * meaning call" must not outrank "comparable call" for having more words.
 */
async function hitsOf(response: Response, form: QueryForm): Promise<Hit[]> {
  const pages = form.kind === 'meaning' ? MEANING_PAGES : PAGES;
  const fragments = await Promise.all(
    (response?.results ?? []).slice(0, pages).map(async (r) => ({ r, f: await readPage(r) })),
  );
  const words = Math.max(1, queryTerms(form.text).length);
  return fragments.flatMap(({ r, f }) => hitsFromFragment(f, form.text, r.score / (words * words)));
}

/** Of the texts with every word the reader typed, the best comes before any found only by a term's meaning. */
const BELOW_TYPED = 0.9;

/**
 * A term's meaning adds results, but does not push aside a text that has
 * the very words typed ("lead penalties" finds the guide's LEAD PENALTIES
 * first, then the Laws' "lead restrictions"): when the query as typed (or
 * put right) found texts with all its words, the meaning's hits are scaled
 * to come below the best of them, in their own order.
 */
function underTyped(typed: readonly Hit[], meaning: readonly Hit[]): Hit[] {
  const bestTyped = Math.max(0, ...typed.filter((h) => h.coverage >= 1).map((h) => h.score));
  const bestMeaning = Math.max(0, ...meaning.map((h) => h.score));
  if (bestTyped === 0 || bestMeaning < bestTyped * BELOW_TYPED) return [...meaning];
  const scale = (bestTyped * BELOW_TYPED) / bestMeaning;
  // In place: a hit's excerpt is written when asked for, and a copy would not carry it.
  for (const h of meaning) h.score *= scale;
  return [...meaning];
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The pages that declare the auction `calls` (the response of a search for them): the same calls first, then the same calls but for the passes. */
async function auctionHits(response: Response, calls: readonly string[]): Promise<Hit[]> {
  const [same] = auctionKeys(calls);
  const fragments = await Promise.all((response?.results ?? []).slice(0, PAGES).map(readPage));
  return fragments.map((f) => {
    const words = f.content.split(/\s+/);
    return {
      url: f.url,
      citation: f.meta['title'] ?? f.url,
      kind: f.meta['kind'] ?? f.filters['kind']?.[0] ?? '',
      editions: f.filters['edition'] ?? [],
      document: f.filters['document']?.[0] ?? '',
      clause: null,
      excerpt: escape(words.slice(0, 26).join(' ')) + (words.length > 26 ? ' …' : ''),
      score: (f.filters[AUCTION_FILTER] ?? []).includes(same ?? '') ? SAME_AUCTION : SAME_BIDS,
      coverage: 1,
    };
  });
}

/** Each section once, with the best score any form of the query gave it. */
function merged(hits: readonly Hit[]): Hit[] {
  const best = new Map<string, Hit>();
  for (const h of hits) {
    const seen = best.get(h.url);
    if (!seen || h.score > seen.score) best.set(h.url, h);
  }
  return [...best.values()];
}

/**
 * Every form of the query is looked for in the long documents too, the law
 * texts and the guidance: Pagefind ranks a long page below short pages that
 * repeat the word (precedents saying "LHO" or "comparable"), and a form reads
 * only its first few pages, so the more rulings the site holds, the sooner
 * Law 27B1(b) would drop out of "comparable call". Unless the reader chose kinds.
 */
const DOCUMENTS_FILTER: Filters = { kind: { any: ['law text', 'guidance'] } };

/** One form's hits: its search (`first`, when already made), and the same search in the long documents alone. */
async function formSearch(api: PagefindApi, form: QueryForm, filters: Filters, first?: Response): Promise<Hit[]> {
  const all = hitsOf(first ?? (await api.search(form.text, { filters })), form);
  if (filters['kind']) return all;
  const documents = hitsOf(await api.search(form.text, { filters: { ...filters, ...DOCUMENTS_FILTER } }), form);
  return merged([...(await all), ...(await documents)]);
}

/** Searches each form, as Pagefind's `search`, and gives the hits of each with its form. */
async function searchForms(api: PagefindApi, forms: readonly QueryForm[], filters: Filters) {
  return Promise.all(forms.map(async (form) => ({ form, hits: await formSearch(api, form, filters) })));
}

/** The hits of the query's forms: those of the words typed (or put right), with those of a term's meaning under them. */
function formHits(byForm: readonly { form: QueryForm; hits: Hit[] }[]): Hit[] {
  const typedHits = byForm.filter((f) => f.form.kind !== 'meaning').flatMap((f) => f.hits);
  const meaningHits = byForm.filter((f) => f.form.kind === 'meaning').flatMap((f) => f.hits);
  return [...typedHits, ...underTyped(typedHits, meaningHits)];
}

/** Fewer results than this, and the query is searched again without its stop words, or for most of its words. */
const FEW = 3;

/** For the pages with most of the words, each word's search reads this many pages. */
const MOST_WORDS_PAGES = 24;

/**
 * The pages with most of the words `units` (each a word, or a term's
 * meaning): each searched on its own, the matches of one page in every
 * search put together, and its sections scored for all the words at once
 * (hits.ts: a section with more of them, and more of them in a row, first).
 */
async function mostWordsHits(api: PagefindApi, units: readonly string[], filters: Filters): Promise<Hit[]> {
  const responses = await Promise.all(units.map((u) => api.search(u, { filters })));
  const pages = new Map<string, { reads: Promise<FragmentLike>[]; score: number }>();
  for (const response of responses) {
    for (const r of (response?.results ?? []).slice(0, MOST_WORDS_PAGES)) {
      const page = pages.get(r.id) ?? { reads: [], score: 0 };
      page.reads.push(readPage(r));
      page.score += r.score;
      pages.set(r.id, page);
    }
  }
  const text = units.join(' ');
  const words = Math.max(1, queryTerms(text).length);
  const hits = await Promise.all(
    [...pages.values()].map(async ({ reads, score }) => {
      const [first, ...rest] = await Promise.all(reads);
      if (!first) return [];
      const locations = new Map(first.weighted_locations.map((l) => [l.location, l]));
      for (const f of rest)
        for (const l of f.weighted_locations)
          if ((locations.get(l.location)?.balanced_score ?? -1) < l.balanced_score) locations.set(l.location, l);
      const page = { ...first, weighted_locations: [...locations.values()].sort((a, b) => a.location - b.location) };
      return hitsFromFragment(page, text, score / (units.length * words * words));
    }),
  );
  return hits.flat();
}

/** The first `shown` results for the query, best first; null when a newer search came within the delay. */
export async function find(query: string, filters: Filters, site: SiteTexts, shown: number): Promise<Found | null> {
  const { api, lex } = await loadPagefind();
  const plan = planQuery(query, lex);
  const [typed = { text: query, kind: 'typed' }, ...more] = plan.searches;
  // The other forms' index chunks are fetched during the debounce, as Pagefind fetches the typed form's.
  for (const form of more) void api.preload(form.text, { filters }).catch(() => undefined);
  const first = await api.debouncedSearch(typed.text, { filters }, 120);
  if (!first) return null;
  const calls = readAuction(query);
  const [byForm, auctionPages] = await Promise.all([
    Promise.all([
      formSearch(api, typed, filters, first).then((hits) => ({ form: typed, hits })),
      ...(await searchForms(api, more, filters)),
    ]),
    calls
      ? api
          .search(null, { filters: { ...filters, [AUCTION_FILTER]: { any: auctionKeys(calls) } } })
          .then((r) => auctionHits(r, calls))
      : Promise.resolve([]),
  ]);
  const hits = [...formHits(byForm), ...auctionPages];
  const found = results(merged(hits), site);
  const named = [...namedPages(query, lex.places), ...citingClauses(query, lex.cites, site)];
  // Few or no pages have every word (and the query names no page): the question without its stop words, then the
  // pages with most of its words, listed after those with every word.
  let after: Result[] = [];
  let fallback: Found['fallback'] = null;
  const few = found.length > 0;
  if (found.length < FEW && named.length === 0) {
    const listed = new Set(found.map((r) => r.url));
    const fresh = (next: Hit[]) => results(merged(next), site).filter((r) => !listed.has(r.url));
    const shorter = plan.searches.flatMap((f) => {
      const text = withoutStopWords(f.text);
      return text ? [{ ...f, text }] : [];
    });
    if (shorter.length > 0) {
      after = fresh(formHits(await searchForms(api, shorter, filters)));
      const kept = new Set(shorter.flatMap((f) => queryTerms(f.text)));
      const left = queryTerms(plan.searches[0]?.text ?? query).filter((w) => !kept.has(w));
      if (after.length > 0) fallback = { kind: 'common words', left, few };
    }
    const units = searchUnits(plan, query, lex);
    if (after.length === 0 && units.length > 1) {
      after = fresh(await mostWordsHits(api, units, filters));
      if (after.length > 0) fallback = { kind: 'most words', words: units, few };
    }
  }
  return {
    results: [...named, ...found.filter((r) => !named.some((n) => n.url === r.url)), ...after].slice(0, shown),
    also: plan.also,
    corrections: plan.corrections,
    auction: calls ? calls.join(' ') : null,
    fallback,
  };
}
