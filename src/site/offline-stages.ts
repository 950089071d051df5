/**
 * What the service worker saves first. A director on venue wifi needs the
 * rulings before the reading: stage 1 is what rules at the table — the
 * texts in force, every clause page (with its rulings file), the assistant and the calculator,
 * search (its index, its vocabulary, the clause index), the site's code and
 * styles, the pages that lead there (home, the laws, the editions) and the
 * pages the worker answers with when a page is missing (not found, not
 * saved yet). Stage 2 is the rest: older texts and their comparisons,
 * guidance, examples, precedents, practice, embeds, the feed and the /data/
 * files. The worker reports "Ready for rulings offline" after stage 1
 * (src/service-worker/sw.ts).
 *
 * The one place that knows which addresses rule: the build's worker step
 * (src/build/service-worker.ts) asks it of every file it lists.
 */
import type { Corpus } from '../model/corpus';
import { textInForce } from '../model/in-force';
import { addresses } from './addresses';

export type OfflineStage = 1 | 2;

/** What decides a law page's stage: which editions there are, and which are in force for some body today. */
export interface StageFacts {
  /** Every edition id of the registry (a law page under one is a text; any other segment is a clause). */
  editions: readonly string[];
  /** The editions in force today for at least one body. */
  inForce: readonly string[];
  /** The laws whose text is here (any other law's page only gathers where it is mentioned). */
  laws: readonly number[];
}

export function stageFacts(corpus: Pick<Corpus, 'editions' | 'bodies' | 'laws'>, today: string): StageFacts {
  const inForce = new Set<string>();
  for (const body of corpus.bodies) {
    const edition = textInForce(corpus.editions, body.id, today);
    if (edition) inForce.add(edition.id);
  }
  return { editions: corpus.editions.map((e) => e.id), inForce: [...inForce], laws: corpus.laws.map((l) => l.number) };
}

/** Whole folders saved first: the site's code and styles, search. */
const FIRST_FOLDERS = ['/_astro/', '/pagefind/', '/search/'];

/** Single pages and files saved first. */
const FIRST_PAGES = new Set([
  addresses.home(),
  addresses.laws(),
  addresses.assistant(),
  addresses.adjustedScore(),
  addresses.editions(),
  addresses.offline(),
  addresses.notFoundFile(),
  addresses.manifest(),
  // The icons every page links; the larger ones are for installing the site as an app, saved with the rest.
  addresses.icon('icon.svg'),
  addresses.icon('icon-192.png'),
]);

/**
 * The stage of one address of the built site, as the worker lists it
 * ("/laws/27/B1b/", "/pagefind/pagefind.js", "/404.html").
 */
export function offlineStage(address: string, facts: StageFacts): OfflineStage {
  if (FIRST_PAGES.has(address) || FIRST_FOLDERS.some((folder) => address.startsWith(folder))) return 1;
  // A law held here: its page, its texts in force, its clauses; not an older text, nor a comparison, nor the page of
  // a law only mentioned.
  // A clause page's rulings file (addresses.clauseRulings) goes with its page: the Rulings section works offline
  // once the clause pages do (each file is under 1 KB gzip; nine of them in 2026-11).
  const law = /^\/laws\/(\d+)\/(?:([^/]+)\/)?(?:rulings\.json)?$/.exec(address);
  if (!law || !facts.laws.includes(Number(law[1]))) return 2;
  const segment = law[2];
  if (segment === undefined) return 1;
  if (segment === 'compare') return 2;
  if (facts.editions.includes(segment)) return facts.inForce.includes(segment) ? 1 : 2;
  return 1;
}
