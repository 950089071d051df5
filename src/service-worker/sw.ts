/**
 * The site's service worker (built by src/build/service-worker.ts, which
 * writes the precache list, every file of the build with its revision, its
 * size and its stage, in place of `self.__WB_MANIFEST`). It saves the site
 * in two stages (src/site/offline-stages.ts), answers every request of the
 * site from what it saved, and drops what older builds saved. A new build
 * waits until a page asks it to take over (`{ type: 'SKIP_WAITING' }`, sent
 * by src/client/service-worker.ts).
 *
 * Saving, made for venue wifi:
 * - Stage 1 (what rules at the table) is saved while the worker installs:
 *   the worker takes over only once all of it is there, and then takes over
 *   the open pages at once (`clients.claim()`), so the page of a first visit
 *   gets its code and search from the cache too. When none of it is saved
 *   yet, it comes in one file, the offline bundle (src/site/offline-bundle.ts,
 *   written by the build): on a slow line a hundred files cost a hundred
 *   round trips, a few at a time. A bundle that does not arrive whole, or
 *   does not match its hash, is dropped: the files missing are then fetched
 *   one by one, as below.
 * - Stage 2 (the rest) is saved once it is active, when a page asks
 *   (`{ type: 'SAVE' }`: every page does when it opens, and again when the
 *   browser says it is back online).
 * - A file already saved is never fetched again: an install or a save cut
 *   short goes on from where it stopped, on the next visit or reconnection.
 *   A file that cannot be fetched stops the save ("paused"); a file that
 *   does not arrive within a minute counts as not fetched.
 * - After each file, and on every request, the open pages are told how far
 *   it has got (`SaveStatus`, src/site/offline-save.ts).
 *
 * The cache keys, the lookup of a request (its query ignored: the site is
 * static, /assistant/?a=1D+1S+1H is read by the page's script), the cleanup
 * of older builds' files and the routing are Workbox's (PrecacheController,
 * PrecacheRoute); Workbox's own install fetches every file again and cannot
 * stop and go on, so the fetching is done here.
 *
 * A page of the site not saved yet, offline, gets the site's "not saved
 * yet" page (/offline/); an address the site does not have gets its
 * not-found page (status 404), whose script offers the clause meant.
 */
import { copyResponse } from 'workbox-core';
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { registerRoute, setCatchHandler, setDefaultHandler } from 'workbox-routing';
import { addresses } from '../site/addresses';
import type { OfflineStage } from '../site/offline-stages';
import { decodeBundle, sha256, type BundleRef, type Bytes } from '../site/offline-bundle';
import { SAVE_REQUEST, saveStatus, type SavedCount, type SaveStatus } from '../site/offline-save';

interface Entry {
  url: string;
  revision: string | null;
  /** The file's size. */
  bytes: number;
  stage: OfflineStage;
}

/** What this file uses of the worker's global scope (the DOM library's `self` is a window's). */
interface WorkerScope {
  __WB_MANIFEST: Entry[];
  __KB_OFFLINE_BUNDLE: BundleRef | undefined;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<{ postMessage(message: unknown): void }[]>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: { postMessage(message: unknown): void } | null;
}
const worker = self as unknown as WorkerScope;

// Workbox's injectManifest (src/build/service-worker.ts) finds the list's place by these very words,
// `self.__WB_MANIFEST`, in the built worker: not through `worker`, which bundling may rename.
const manifest = (self as unknown as WorkerScope).__WB_MANIFEST;
// The same for the offline bundle (its address, hash and size), written in after the list.
const bundle = (self as unknown as WorkerScope).__KB_OFFLINE_BUNDLE;

const NOT_FOUND_PAGE = addresses.notFoundFile();
const NOT_SAVED_PAGE = addresses.offline();
/**
 * Files fetched at once: enough to hide a slow connection's latency, and two fewer than the six connections a
 * browser opens to one host over HTTP/1.1, so that the page's own requests are never queued behind the save.
 */
const AT_ONCE = 4;
/** A file that has not arrived after this long counts as not fetched (the save pauses, and goes on later). */
const FILE_TIMEOUT_MS = 60_000;

// What older versions of Workbox saved (on activation).
cleanupOutdatedCaches();

const precache = new PrecacheController();
precache.addToCacheList(manifest.map(({ url, revision }) => ({ url, revision })));
const entries = manifest.map((entry) => ({
  ...entry,
  key: precache.getCacheKeyForURL(new URL(entry.url, worker.location.href).href) ?? entry.url,
}));
type Keyed = (typeof entries)[number];

/** The cache keys saved, read from the cache once per start of the worker, then kept up to date here. */
let saved: Promise<Set<string>> | undefined;
const savedKeys = (): Promise<Set<string>> =>
  (saved ??= caches
    .open(precache.strategy.cacheName)
    .then(async (cache) => new Set((await cache.keys()).map((r) => r.url))));

let state: SaveStatus['state'] = 'saving';

function count(list: readonly Keyed[], have: Set<string>): SavedCount {
  let files = 0;
  let bytes = 0;
  for (const e of list) {
    if (!have.has(e.key)) continue;
    files += 1;
    bytes += e.bytes;
  }
  return { files, totalFiles: list.length, bytes, totalBytes: list.reduce((n, e) => n + e.bytes, 0) };
}

const table = entries.filter((e) => e.stage === 1);

async function status(): Promise<SaveStatus> {
  const have = await savedKeys();
  const all = count(entries, have);
  return saveStatus({ state: all.files === all.totalFiles ? 'done' : state, table: count(table, have), all });
}

async function tellPages(): Promise<void> {
  const message = await status();
  for (const client of await worker.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    client.postMessage(message);
}

/** Fetches one file and saves it under its key (a redirected response is copied, as Workbox does). */
async function saveOne(cache: Cache, entry: Keyed): Promise<void> {
  const response = await fetch(
    new Request(entry.url, { cache: entry.revision ? 'reload' : 'default', credentials: 'same-origin' }),
    { signal: AbortSignal.timeout(FILE_TIMEOUT_MS) },
  );
  if (!response.ok) throw new Error(`${entry.url} answered ${response.status}`);
  await cache.put(entry.key, response.redirected ? await copyResponse(response) : response);
  (await savedKeys()).add(entry.key);
}

/** Whether this worker tried the bundle already: after one that failed, the files come one by one. */
let bundleTried = false;

/** The bytes of the archive in `file` (gzip, or as the host sent it when it undid the gzip itself). */
async function unpack(file: Bytes): Promise<Bytes> {
  if (file[0] !== 0x1f || file[1] !== 0x8b) return file;
  const stream = new Blob([file]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Saves every file of `list` from the offline bundle, each under its key
 * with the headers a host sends with it, as if fetched by itself. Rejects,
 * saving nothing, when the bundle does not arrive whole or is not the one
 * this worker was built with.
 */
async function saveBundle(cache: Cache, ref: BundleRef, list: readonly Keyed[]): Promise<void> {
  bundleTried = true;
  const response = await fetch(new Request(ref.url, { credentials: 'same-origin' }), {
    signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${ref.url} answered ${response.status}`);
  // One cut short fails in the gzip (its length and checksum are its last bytes); any other difference, here.
  const archive = await unpack(new Uint8Array(await response.arrayBuffer()));
  if ((await sha256(archive)) !== ref.sha256)
    throw new Error(`${ref.url} is not the bundle this worker was built with`);
  const files = new Map(decodeBundle(archive).map((file) => [file.url, file]));
  const have = await savedKeys();
  for (const entry of list) {
    const file = files.get(entry.url);
    if (!file || have.has(entry.key)) continue;
    await cache.put(entry.key, new Response(file.body, { status: 200, headers: file.headers }));
    have.add(entry.key);
  }
}

/**
 * Saves every file of `list` not saved yet, telling the pages after each:
 * from the bundle when there is one for it and none of it is saved yet,
 * then, for what is still missing, one by one, a few at a time. The first
 * file that cannot be fetched stops it (the files on their way are still
 * saved): it rejects, the state is "paused".
 */
async function saveAll(list: readonly Keyed[], packed?: BundleRef): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName);
  const have = await savedKeys();
  state = 'saving';
  if (packed && !bundleTried && list.every((e) => !have.has(e.key))) {
    // A bundle that failed is left for the files one by one; the pages are told either way.
    await saveBundle(cache, packed, list).catch(() => undefined);
    await tellPages();
  }
  const missing = list.filter((e) => !have.has(e.key));
  let next = 0;
  let failure: unknown;
  const lane = async (): Promise<void> => {
    while (failure === undefined && next < missing.length) {
      const entry = missing[next++]!;
      try {
        await saveOne(cache, entry);
      } catch (error) {
        failure ??= error;
      }
      await tellPages();
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, missing.length) }, lane));
  if (failure !== undefined) {
    state = 'paused';
    await tellPages();
    throw failure;
  }
  await tellPages();
}

/** One save at a time: a page asking while one runs gets that one. */
let saving: Promise<void> | undefined;
function save(list: readonly Keyed[], packed?: BundleRef): Promise<void> {
  saving ??= saveAll(list, packed).finally(() => (saving = undefined));
  return saving;
}

let active = false;

worker.addEventListener('install', (event) => {
  // Stage 1 or nothing: a worker that could not save it is not installed, and the next visit (or the page, when
  // the browser is back online) installs it again, from the files already saved.
  event.waitUntil(save(table, bundle));
});

worker.addEventListener('activate', (event) => {
  active = true;
  // Workbox's cleanup: the files of older builds (Workbox's activate waits on the event itself).
  precache.activate(event);
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
  if (data?.type !== SAVE_REQUEST.type) return;
  // Installing, the worker is busy with stage 1 and answers with how far it got; active, it saves the rest.
  const work = active || isActiveWorker() ? save(entries).catch(() => undefined) : Promise.resolve();
  event.waitUntil(Promise.all([work, status().then((s) => event.source?.postMessage(s))]));
});

/** Whether this worker is its registration's active one (a worker started again after idling has not seen `activate`). */
function isActiveWorker(): boolean {
  const scope = self as unknown as { serviceWorker?: { state: string } };
  return scope.serviceWorker?.state === 'activated';
}

/** The not-found page, with status 404; undefined when it is not saved. */
async function notFound(): Promise<Response | undefined> {
  const page = await precache.matchPrecache(NOT_FOUND_PAGE);
  return page ? new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers }) : undefined;
}

// The site's files: from the cache, or from the network when not saved yet.
registerRoute(new PrecacheRoute(precache, { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] }));

// A file of the site not saved yet, and the network gone: a page gets the "not saved yet" page.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const page = await precache.matchPrecache(NOT_SAVED_PAGE);
    if (page) return page;
  }
  return Response.error();
});

// What the site does not have: a page that does not exist, or anything else (the site asks no other origin). The
// network answers; a page it cannot find, or any page while offline, gets the not-found page.
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
