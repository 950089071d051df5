/**
 * Two habits of Pagefind (1.6) on a bad network, made visible to the search
 * box (README, Offline):
 *
 * - It fetches its index chunks itself and, when one fails, logs it and
 *   searches on without it: on a broken connection a search would answer
 *   "no results" for words that are in the index. So the page's fetches of
 *   Pagefind's files are counted when they fail, and a search during which
 *   one failed is a failed search (engine.ts: the reader is told, and the
 *   next search loads Pagefind afresh).
 * - It starts loading its index when it is created and leaves that promise
 *   unhandled; the same failure reaches every search (Pagefind rethrows it),
 *   which says so. Only that copy, an error thrown from Pagefind's own
 *   script, is marked handled here.
 */
let failures = 0;
let watching = false;

const addressOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Starts counting the failed fetches of files under `base` (Pagefind's folder, "/pagefind/"); once per page. */
export function watchPagefind(base: string): void {
  if (watching) return;
  watching = true;
  const pageFetch = window.fetch.bind(window);
  const ours = (input: RequestInfo | URL) => new URL(addressOf(input), location.href).pathname.startsWith(base);
  window.fetch = async (input, init) => {
    try {
      const response = await pageFetch(input, init);
      if (!response.ok && ours(input)) failures += 1;
      return response;
    } catch (failure) {
      if (ours(input)) failures += 1;
      throw failure;
    }
  };
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && (reason.stack ?? '').includes(`${base}pagefind.js`)) event.preventDefault();
  });
}

/** How many fetches of Pagefind's files have failed on this page. */
export const pagefindFailures = (): number => failures;
