/**
 * Registers the site's service worker (built by the offline integration,
 * src/build/service-worker.ts) with the browser's own API, and reports the
 * moments the footer (components/OfflineStatus.astro) and, on a first
 * visit, the status under the header (components/OfflineProgress.astro)
 * show:
 *
 * - saving: a first visit, the first worker installing, with its progress;
 * - offline ready: the first worker is active, so every page of the site is
 *   cached (or it was active already, from an earlier visit);
 * - update ready: a worker of a newer build is installed and waits while
 *   this page is open; `update()` lets it take over (the worker skips waiting
 *   on the message `{ type: 'SKIP_WAITING' }`) and reloads the page into it.
 *
 * It replaces workbox-window (2.4 kB gzip, loaded by every page before any
 * interaction, issue 17), of which the site used only these two events.
 */

/** How far the first install has got (the worker's `PRECACHE_PROGRESS` message, src/service-worker/sw.ts). */
export interface SaveProgress {
  files: number;
  totalFiles: number;
  bytes: number;
  /** 0 when the worker does not know it. */
  totalBytes: number;
}

export interface ServiceWorkerEvents {
  offlineReady(): void;
  updateReady(update: () => void): void;
  /**
   * A first visit: the site is being saved for offline use. Called once when
   * the first worker starts installing (null: nothing saved yet), then after
   * each file it saves.
   */
  saving(progress: SaveProgress | null): void;
}

/** How often an open page asks whether a newer build has been published. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export async function registerServiceWorker(url: string, scope: string, on: ServiceWorkerEvents): Promise<void> {
  const container = navigator.serviceWorker;
  // A page that was already controlled has had the site cached; a first visit has not.
  const wasControlled = container.controller !== null;
  let updating = false;
  container.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
  });
  const waiting = (worker: ServiceWorker) =>
    on.updateReady(() => {
      updating = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  const follow = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) waiting(worker);
      if (worker.state === 'activated' && !wasControlled) on.offlineReady();
    });
  // The first install's progress, on a page the site has not been saved for yet (not a newer build's install).
  let firstInstall = false;
  container.addEventListener('message', (event) => {
    const data = event.data as (SaveProgress & { type?: unknown }) | null;
    if (firstInstall && data?.type === 'PRECACHE_PROGRESS') on.saving(data);
  });
  const installing = (registration: ServiceWorkerRegistration) => {
    if (wasControlled || registration.active || !registration.installing || firstInstall) return;
    firstInstall = true;
    on.saving(null);
  };

  // Registration can fail (a private window, service workers turned off or blocked): the site then works as
  // it does without one, online, and the footer says nothing about offline use.
  const registration = await container.register(url, { scope, type: 'classic' }).catch(() => undefined);
  if (!registration) return;
  // An active worker has the whole site cached, whether or not it controls this page: a page opened while the
  // first install ran is not controlled, and WebKit resolves its register() only once that worker is active
  // (no install left to follow).
  if (registration.active) on.offlineReady();
  if (registration.waiting && container.controller) waiting(registration.waiting);
  if (registration.installing) {
    installing(registration);
    follow(registration.installing);
  }
  registration.addEventListener('updatefound', () => {
    if (!registration.installing) return;
    installing(registration);
    follow(registration.installing);
  });
  window.setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
}
