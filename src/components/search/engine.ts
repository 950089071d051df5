/**
 * The part of search that needs the index: Pagefind and the ranking of its
 * matches (hits.ts). Loaded, with Pagefind, when the box first gets focus or
 * a query, so that a page carries only the box's wiring until then.
 */
import { addresses } from '../../site/addresses';
import { hitsFromFragment, results, type FragmentLike, type Result, type SiteTexts } from './hits';

export type Filters = Record<string, { any: string[] }>;
type Response = { results: { score: number; data(): Promise<FragmentLike> }[] } | null;
interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Resolves to null when a newer call came within the delay. */
  debouncedSearch(q: string, o: { filters: Filters }, delayMs: number): Promise<Response>;
}

/** Pages whose sections are scored; a clause's texts and the passages quoting it fit well within. */
const PAGES = 16;

let pagefind: Promise<PagefindApi> | undefined;
export function loadPagefind(): Promise<PagefindApi> {
  pagefind ??= (async () => {
    const api = (await import(/* @vite-ignore */ addresses.searchScript())) as PagefindApi;
    await api.options({ excerptLength: 30 });
    await api.init();
    return api;
  })().catch((failure: unknown) => {
    pagefind = undefined; // the next search tries again
    throw failure;
  });
  return pagefind;
}

/** The first `shown` results for the query, best first; null when a newer search came within the delay. */
export async function find(query: string, filters: Filters, site: SiteTexts, shown: number): Promise<Result[] | null> {
  const api = await loadPagefind();
  const response = await api.debouncedSearch(query, { filters }, 120);
  if (!response) return null;
  const fragments = await Promise.all(response.results.slice(0, PAGES).map(async (r) => ({ r, f: await r.data() })));
  return results(
    fragments.flatMap(({ r, f }) => hitsFromFragment(f, query, r.score)),
    site,
  ).slice(0, shown);
}
