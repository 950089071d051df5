/**
 * The site's service worker (built by src/build/service-worker.ts, which
 * writes the precache list, every file of the build with its revision, in
 * place of `self.__WB_MANIFEST`). It precaches the whole site on install,
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
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

/** What this file uses of the worker's global scope (the DOM library's `self` is a window's). */
interface WorkerScope {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
const worker = self as unknown as WorkerScope;

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
// Workbox's injectManifest (src/build/service-worker.ts) finds the list's place by these very words,
// `self.__WB_MANIFEST`, in the built worker: not through `worker`, which bundling may rename.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();
