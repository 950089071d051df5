/**
 * The status under the header on a first visit (OfflineProgress.astro):
 * "Saving this site for offline use…" with how far it has got, then that it
 * is ready. Loaded by the page script (scripts/offline-status.ts) only when
 * a first install starts, so that later visits, the usual case, do not
 * carry it.
 */
import type { SaveProgress } from './service-worker';

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

let shown = false;
let last: SaveProgress | null = null;

/** The install has started (null) or saved one more file. */
export function showSaving(p: SaveProgress | null): void {
  if (!message || !detail || !bar || !count) return;
  if (!shown) {
    shown = true;
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

/** The site is saved: say so, with what was saved, and offer to hide the line. */
export function showReady(): void {
  if (!shown || !message || !detail || !bar || !count || !close) return;
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
