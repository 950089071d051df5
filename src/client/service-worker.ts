/**
 * Registers the site's service worker (built by the offline integration,
 * src/build/service-worker.ts) with the browser's own API, and passes on
 * what the footer (components/OfflineStatus.astro) and the status under the
 * header (components/OfflineProgress.astro) show:
 *
 * - status: how far saving the site has got (src/site/offline-save.ts),
 *   each time the worker says so, and when the browser goes offline or
 *   comes back online (which the worker may not have noticed yet);
 * - update ready: a worker of a newer build is installed and waits while
 *   this page is open; `update()` lets it take over (the worker skips
 *   waiting on the message `{ type: 'SKIP_WAITING' }`) and reloads the page
 *   into it.
 *
 * Every page asks the worker to go on saving (`SAVE_REQUEST`) when it
 * opens and when the connection comes back; a first install that failed
 * (the network went before what rulings need was saved) is started again
 * then, from the files already saved.
 */
import { isSaveStatus, SAVE_REQUEST, type SaveStatus } from '../site/offline-save';

export interface ServiceWorkerEvents {
  status(status: SaveStatus, online: boolean): void;
  updateReady(update: () => void): void;
}

/** How often an open page asks whether a newer build has been published. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export async function registerServiceWorker(url: string, scope: string, on: ServiceWorkerEvents): Promise<void> {
  const container = navigator.serviceWorker;
  let updating = false;
  let last: SaveStatus | undefined;
  // Registration can fail (a private window, service workers turned off or blocked): the site then works as
  // it does without one, online, and says nothing about offline use.
  const register = () => container.register(url, { scope, type: 'classic' }).catch(() => undefined);
  let registration = await register();
  if (!registration) return;

  /** The worker that answers for this page: the one in charge, else the one installing (a first visit). */
  const answering = (): ServiceWorker | null =>
    container.controller ?? registration?.active ?? registration?.installing ?? null;
  const ask = (): void => answering()?.postMessage(SAVE_REQUEST);

  container.addEventListener('message', (event) => {
    if (!isSaveStatus(event.data)) return;
    // A newer build installing beside the one in charge reports too: the page follows the one in charge.
    if (container.controller && event.source !== container.controller) return;
    last = event.data;
    on.status(last, navigator.onLine);
  });
  container.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
    // A first visit: the worker has saved stage 1 and taken the page over; it goes on with the rest.
    else ask();
  });
  window.addEventListener('offline', () => {
    if (last) on.status(last, false);
  });
  const restart = () =>
    void register().then((r) => {
      registration = r ?? registration;
      ask();
    });
  window.addEventListener('online', () => {
    if (last) on.status(last, true);
    ask();
    if (container.controller) return;
    // No worker in charge: the first install failed, so it starts again. One that is still ending (it says
    // "paused" before its install has failed) is waited for: registering beside it would be the same install.
    const installing = registration?.installing;
    if (!installing) restart();
    else
      installing.addEventListener('statechange', () => {
        if (installing.state === 'redundant') restart();
      });
  });

  const waiting = (worker: ServiceWorker) =>
    on.updateReady(() => {
      updating = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  const follow = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) waiting(worker);
    });
  if (registration.waiting && container.controller) waiting(registration.waiting);
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration?.installing) follow(registration.installing);
  });
  ask();
  window.setInterval(() => void registration?.update().catch(() => undefined), CHECK_EVERY_MS);
}
