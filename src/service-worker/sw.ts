/**
 * The site's service worker (built by src/build/service-worker.ts, which
 * writes the precache list, every file of the build with its revision, in
 * place of `self.__WB_MANIFEST`, and the list's total size in place of
 * `self.__KB_PRECACHE_BYTES`). It precaches the whole site on install,
 * answers every request of the site from that cache, and drops the caches
 * of older builds. A new build waits until a page asks it to take over
 * (`{ type: 'SKIP_WAITING' }`, sent by src/components/service-worker.ts).
 *
 * Every query parameter is ignored when a request is looked up in the
 * precache: the site is static, so a query never changes what the server
 * sends; it is read by the page's own script (/assistant/?a=1D+1S+1H,
 * /laws/27/?q=…). Workbox strips the parameters whose names match, then
 * tries the URL and the URL + index.html (pages are precached under their
 * directory addresses). Pagefind's requests carry only ?ts=<cache tag>,
 * which the cached copy of the same build answers anyway.
 *
 * An address the site does not have (`/laws/27/b1b/`, a mistyped link)
 * gets the site's own not-found page, with status 404: offline, from the
 * precache, instead of the browser's offline page; online, in place of
 * whatever the host sends for a 404. The page's script then offers the
 * clause meant (src/site/not-found.ts).
 *
 * While it installs, it tells every open page of the site how far it has
 * got (`{ type: 'PRECACHE_PROGRESS', files, totalFiles, bytes, totalBytes }`
 * after each file), for the status a first visit shows
 * (src/components/OfflineProgress.astro).
 */
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { setDefaultHandler } from 'workbox-routing';

/** What this file uses of the worker's global scope (the DOM library's `self` is a window's). */
interface WorkerScope {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  __KB_PRECACHE_BYTES: number;
  skipWaiting(): Promise<void>;
  clients: {
    matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<{ postMessage(message: unknown): void }[]>;
  };
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
const worker = self as unknown as WorkerScope;

/** The file a static host serves for an address it does not have; precached under this name (src/build/service-worker.ts). */
const NOT_FOUND_PAGE = '/404.html';

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

// Workbox's injectManifest (src/build/service-worker.ts) finds the list's place by these very words,
// `self.__WB_MANIFEST`, in the built worker: not through `worker`, which bundling may rename. The total size
// is written in the same way, after the list.
const manifest = (self as unknown as WorkerScope).__WB_MANIFEST;
const totalBytes = Number((self as unknown as WorkerScope).__KB_PRECACHE_BYTES) || 0;

let files = 0;
let bytes = 0;
addPlugins([
  {
    // After each file of the install (the precache fetches them one at a time): tell the open pages.
    async cacheDidUpdate({ newResponse }) {
      files += 1;
      bytes += (await newResponse.blob()).size;
      const progress = {
        type: 'PRECACHE_PROGRESS',
        files,
        totalFiles: manifest.length,
        bytes: totalBytes ? Math.min(bytes, totalBytes) : bytes,
        totalBytes,
      };
      for (const client of await worker.clients.matchAll({ type: 'window', includeUncontrolled: true }))
        client.postMessage(progress);
    },
  },
]);
precacheAndRoute(manifest, { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

/** The not-found page, with status 404, for a page request; undefined when it is not cached (it always is after install). */
async function notFound(): Promise<Response | undefined> {
  const page = await matchPrecache(NOT_FOUND_PAGE);
  return page ? new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers }) : undefined;
}

// What the precache does not have: a page of the site that does not exist, or anything else (the site asks no
// other origin). The network answers; a page it cannot find, or any page while offline, gets the not-found page.
setDefaultHandler(async ({ request }) => {
  const page = request.mode === 'navigate';
  try {
    const response = await fetch(request);
    return page && response.status === 404 ? ((await notFound()) ?? response) : response;
  } catch (failure) {
    const answer = page ? await notFound() : undefined;
    if (answer) return answer;
    throw failure;
  }
});
