/**
 * Registers the site's service worker (built by the offline integration,
 * src/build/service-worker.ts) with the browser's own API, and reports the
 * two moments the footer shows (components/OfflineStatus.astro):
 *
 * - offline ready: the first worker is active, so every page of the site is
 *   cached (or it was active already, from an earlier visit);
 * - update ready: a worker of a newer build is installed and waits while
 *   this page is open; `update()` lets it take over (the worker skips waiting
 *   on the message `{ type: 'SKIP_WAITING' }`) and reloads the page into it.
 *
 * It replaces workbox-window (2.4 kB gzip, loaded by every page before any
 * interaction, issue 17), of which the site used only these two events.
 */

export interface ServiceWorkerEvents {
  offlineReady(): void;
  updateReady(update: () => void): void;
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

  // Registration can fail (a private window, service workers turned off or blocked): the site then works as
  // it does without one, online, and the footer says nothing about offline use.
  const registration = await container.register(url, { scope, type: 'classic' }).catch(() => undefined);
  if (!registration) return;
  if (registration.active && wasControlled) on.offlineReady();
  if (registration.waiting && container.controller) waiting(registration.waiting);
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
  window.setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
}
