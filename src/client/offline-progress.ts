/**
 * What the page says of saving the site for offline use (the worker sends
 * the words, made in src/site/offline-save.ts):
 *
 * - in a bar at the bottom of the window (OfflineProgress.astro), while
 *   anything is left to save: what is being saved, or that saving has
 *   paused and goes on when the connection is back, with the count and a
 *   button to hide the bar; once all is saved, on the page that watched it
 *   happen, "Saved". A page opened when all was saved already shows no bar.
 *   `--offline-bar` on the root element is the bar's height (0 when it is
 *   not shown), the page's scroll padding at the bottom.
 * - in the footer (OfflineStatus.astro): "Ready for rulings offline" once
 *   what rules at the table is saved, "Available offline" once all is.
 * - on the root element, for tests and styles: `data-offline` is saving,
 *   paused or ready (all saved), `data-offline-rulings` is ready once the
 *   first stage is.
 */
import type { SaveStatus } from '../site/offline-save';

const root = document.documentElement;
const progress = document.querySelector<HTMLElement>('[data-offline-progress]');
const message = progress?.querySelector<HTMLElement>('[data-offline-message]');
const detail = progress?.querySelector<HTMLElement>('[data-offline-detail]');
const bar = progress?.querySelector<HTMLProgressElement>('[data-offline-bar]');
const count = progress?.querySelector<HTMLElement>('[data-offline-count]');
const close = progress?.querySelector<HTMLButtonElement>('[data-offline-close]');
const footer = document.querySelector<HTMLElement>('[data-offline-status]');
const rulingsReady = footer?.querySelector<HTMLElement>('[data-rulings-ready]');
const allReady = footer?.querySelector<HTMLElement>('[data-offline-ready]');

/** Whether this page has shown the line (a page that opened with all saved never does). */
let shown = false;
let hidden = false;

function setText(el: HTMLElement | null | undefined, text: string): void {
  if (el && el.textContent !== text) el.textContent = text;
}

export function showStatus(status: SaveStatus, online: boolean): void {
  const done = status.allSaved;
  const tableDone = status.tableReady;
  root.dataset['offline'] = done ? 'ready' : status.state === 'paused' || !online ? 'paused' : 'saving';
  if (tableDone) root.dataset['offlineRulings'] = 'ready';
  if (rulingsReady) rulingsReady.hidden = !tableDone || done;
  if (allReady) allReady.hidden = !done;

  if (!message || !detail || !bar || !count || !close || hidden) return;
  if (done && !shown) return;
  shown = true;
  const words = online ? status.words.online : status.words.offline;
  // The words are a polite status, set only when they change; the count beside them is not read out.
  setText(message, words.message);
  setText(count, words.count);
  detail.hidden = false;
  const counted = tableDone ? status.all : status.table;
  bar.max = Math.max(1, counted.totalFiles);
  bar.value = Math.min(counted.files, counted.totalFiles);
}

/**
 * The page's bottom scroll padding follows the bar's height, so that a focused control is not left under it.
 * A bar taller than a quarter of the window (large text on a phone) would hide too much of the page: it
 * then stays where it is in the page, after the footer, and covers nothing.
 */
function fitBar(): void {
  if (!progress) return;
  const height = progress.offsetHeight;
  progress.toggleAttribute('data-tall', height > window.innerHeight / 4);
  const held = height > 0 && !progress.hasAttribute('data-tall');
  root.style.setProperty('--offline-bar', `${String(held ? height : 0)}px`);
}
// In the next frame, not in the observer's callback: changing the page there (the bar held or not) while it is
// being measured is a loop WebKit reports as an error ("ResizeObserver loop completed…").
let fitting = 0;
const fitSoon = (): void => {
  fitting ||= requestAnimationFrame(() => {
    fitting = 0;
    fitBar();
  });
};
if (progress && 'ResizeObserver' in window) {
  new ResizeObserver(fitSoon).observe(progress);
  window.addEventListener('resize', fitSoon);
}

close?.addEventListener('click', () => {
  hidden = true;
  if (message) message.textContent = '';
  if (detail) detail.hidden = true;
});
