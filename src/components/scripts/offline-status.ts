/** Every page's footer: registers the service worker and says when the site is available offline or a new version is ready. */
import { registerServiceWorker } from '../service-worker';

const root = document.querySelector<HTMLElement>('[data-offline-status]');
const ready = root?.querySelector<HTMLElement>('[data-offline-ready]');
const update = root?.querySelector<HTMLElement>('[data-update-ready]');
const worker = root?.dataset['worker'];
if ('serviceWorker' in navigator && root && worker) {
  void registerServiceWorker(worker, root.dataset['scope'] ?? '/', {
    offlineReady() {
      if (ready) ready.hidden = false;
      document.documentElement.dataset['offline'] = 'ready';
    },
    updateReady(now) {
      if (update) update.hidden = false;
      document.documentElement.dataset['update'] = 'ready';
      root?.querySelector('[data-update-now]')?.addEventListener('click', now, { once: true });
    },
  });
}
