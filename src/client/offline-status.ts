/**
 * Every page: registers the service worker and says how far saving the
 * site for offline use has got: in a bar at the bottom of the window while
 * anything is left to save, in the footer once the rulings or everything can be used offline,
 * and a prompt when a new version is ready (offline-progress.ts,
 * OfflineStatus.astro, OfflineProgress.astro). The words of a stalled save
 * are needed most on a bad network, so they come with the page, not later.
 */
import { showStatus } from './offline-progress';
import { registerServiceWorker } from './service-worker';

const root = document.querySelector<HTMLElement>('[data-offline-status]');
const update = root?.querySelector<HTMLElement>('[data-update-ready]');
const worker = root?.dataset['worker'];

if ('serviceWorker' in navigator && root && worker) {
  void registerServiceWorker(worker, root.dataset['scope'] ?? '/', {
    status: showStatus,
    updateReady(now) {
      if (update) update.hidden = false;
      document.documentElement.dataset['update'] = 'ready';
      root.querySelector('[data-update-now]')?.addEventListener('click', now, { once: true });
    },
  });
}
