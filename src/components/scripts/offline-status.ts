/**
 * Every page: registers the service worker and says what it does — in the
 * footer, "Available offline" once the site is cached and a prompt when a
 * new version is ready (OfflineStatus.astro); under the header, on a first
 * visit only, that the site is being saved for offline use, how far it has
 * got, and then that it is ready (OfflineProgress.astro).
 */
import { registerServiceWorker, type SaveProgress } from '../service-worker';

const root = document.querySelector<HTMLElement>('[data-offline-status]');
const ready = root?.querySelector<HTMLElement>('[data-offline-ready]');
const update = root?.querySelector<HTMLElement>('[data-update-ready]');
const worker = root?.dataset['worker'];

const progress = document.querySelector<HTMLElement>('[data-offline-progress]');
const message = progress?.querySelector<HTMLElement>('[data-offline-message]');
const detail = progress?.querySelector<HTMLElement>('[data-offline-detail]');
const bar = progress?.querySelector<HTMLProgressElement>('[data-offline-bar]');
const count = progress?.querySelector<HTMLElement>('[data-offline-count]');
const close = progress?.querySelector<HTMLButtonElement>('[data-offline-close]');

const MB = 1024 * 1024;
/** "0.8 MB", "2.4 MB"; under 0.1 MB, "0.1 MB". */
const mb = (bytes: number) => `${Math.max(0.1, bytes / MB).toFixed(1)} MB`;

/** The count beside the words: "42 of 160 files · 0.8 of 2.4 MB". */
function counted(p: SaveProgress): string {
  const size = p.totalBytes > 0 ? `${mb(p.bytes).replace(/ MB$/, '')} of ${mb(p.totalBytes)}` : mb(p.bytes);
  return `${p.files} of ${p.totalFiles} files · ${size}`;
}

let saving = false;
let last: SaveProgress | null = null;
function showSaving(p: SaveProgress | null): void {
  if (!progress || !message || !detail || !bar || !count) return;
  if (!saving) {
    saving = true;
    document.documentElement.dataset['offline'] = 'saving';
    // Announced once: the count below changes with every file and is not read out each time.
    message.textContent = 'Saving this site for offline use…';
    detail.hidden = false;
  }
  if (p) {
    last = p;
    bar.max = Math.max(1, p.totalFiles);
    bar.value = Math.min(p.files, p.totalFiles);
    count.textContent = counted(p);
  }
}

function showReady(): void {
  if (ready) ready.hidden = false;
  document.documentElement.dataset['offline'] = 'ready';
  // Under the header only on the visit that saved the site.
  if (!saving || !message || !detail || !bar || !count || !close) return;
  message.textContent = 'Saved: this site now works offline.';
  bar.value = bar.max;
  if (last) count.textContent = `${last.totalFiles} files · ${mb(last.totalBytes || last.bytes)}`;
  close.hidden = false;
  close.addEventListener(
    'click',
    () => {
      message.textContent = '';
      detail.hidden = true;
    },
    { once: true },
  );
}

if ('serviceWorker' in navigator && root && worker) {
  void registerServiceWorker(worker, root.dataset['scope'] ?? '/', {
    saving: showSaving,
    offlineReady: showReady,
    updateReady(now) {
      if (update) update.hidden = false;
      document.documentElement.dataset['update'] = 'ready';
      root?.querySelector('[data-update-now]')?.addEventListener('click', now, { once: true });
    },
  });
}
