/**
 * Every page: registers the service worker and says what it does — in the
 * footer, "Available offline" once the site is cached and a prompt when a
 * new version is ready (OfflineStatus.astro); under the header, on a first
 * visit only, that the site is being saved for offline use, how far it has
 * got, and then that it is ready (OfflineProgress.astro, whose code,
 * offline-progress.ts, loads only when a first install starts).
 */
import { registerServiceWorker } from '../service-worker';

const root = document.querySelector<HTMLElement>('[data-offline-status]');
const ready = root?.querySelector<HTMLElement>('[data-offline-ready]');
const update = root?.querySelector<HTMLElement>('[data-update-ready]');
const worker = root?.dataset['worker'];
let progress: Promise<typeof import('../offline-progress')> | undefined;

if ('serviceWorker' in navigator && root && worker) {
  void registerServiceWorker(worker, root.dataset['scope'] ?? '/', {
    saving(p) {
      document.documentElement.dataset['offline'] = 'saving';
      progress ??= import('../offline-progress');
      void progress.then((m) => m.showSaving(p));
    },
    offlineReady() {
      if (ready) ready.hidden = false;
      document.documentElement.dataset['offline'] = 'ready';
      void progress?.then((m) => m.showReady());
    },
    updateReady(now) {
      if (update) update.hidden = false;
      document.documentElement.dataset['update'] = 'ready';
      root?.querySelector('[data-update-now]')?.addEventListener('click', now, { once: true });
    },
  });
}
