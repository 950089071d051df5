/**
 * Loading a widget's code when it is needed, not with the page: the page
 * carries only this (a few hundred bytes) and a loader per widget, which
 * `import()`s the widget's module the first time the reader touches it.
 * Dynamic imports are separate chunks that the service worker precaches
 * like every other file of the site (src/build/service-worker.ts).
 */

/** The events that mean the reader is using an element: a pointer on it, a key in it, focus or input in it. */
const TOUCH = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/**
 * Calls `start` once, the first time `root` is touched. `start` runs before
 * the touching event reaches its target's own listeners (capture), so it
 * can see the event's target, but the module it loads arrives later: it
 * must read the page's state as it then is (a value typed meanwhile, the
 * focus). (Loading when an element came into view was dropped on
 * 2026-11-24: an example page's widget is in view at once, so its code
 * loaded with the page.)
 */
export function onFirstUse(root: Element, start: () => void): void {
  const once = (): void => {
    for (const type of TOUCH) root.removeEventListener(type, once, true);
    start();
  };
  for (const type of TOUCH) root.addEventListener(type, once, true);
}

/**
 * A module (or a file) loaded once, however many widgets ask for it; a
 * failed load is tried again on the next request. When the failure names
 * the module that did not arrive (Chromium's message does), the next try
 * imports it under another address (`?retry=1`, which the server and the
 * service worker answer with the same file): a browser that keeps a failed
 * module for the page's life (Chromium before whatwg/html#10327 was
 * implemented) would otherwise fail again without asking the network.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  let failedAt: string | undefined;
  let retries = 0;
  const attempt = (): Promise<T> =>
    failedAt === undefined
      ? load()
      : (import(/* @vite-ignore */ `${failedAt}?retry=${String((retries += 1))}`) as Promise<T>);
  return () =>
    (pending ??= attempt().catch((failure: unknown) => {
      pending = undefined;
      failedAt ??= failedModule(failure);
      throw failure;
    }));
}

/** The address of the site's own script that a failed import names, if its message names one. */
function failedModule(failure: unknown): string | undefined {
  const named = /\bhttps?:\/\/[^\s'"]+?\.js\b/.exec(failure instanceof Error ? failure.message : '')?.[0];
  if (named === undefined) return undefined;
  const url = new URL(named);
  return url.origin === location.origin ? `${url.origin}${url.pathname}` : undefined;
}

/**
 * What the reader is told when code or data fetched on first use could not
 * be reached: plain words, never the browser's own error text, and what
 * tries again. Only a page opened from a file (where browsers load no
 * module and no index) is told to open the site from a web server.
 */
export function notReached(what: string, again: string): string {
  return location.protocol === 'file:'
    ? `${what}: a page opened from a file cannot load it. Open the site from a web server (any static server will do).`
    : `${what}. Check your connection; ${again}.`;
}
