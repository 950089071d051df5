/**
 * Loading a widget's code when it is needed, not with the page: the page
 * carries only this (a few hundred bytes) and a loader per widget, which
 * `import()`s the widget's module the first time the reader comes near it
 * or touches it. Dynamic imports are separate chunks that the service
 * worker precaches like every other file of the site (src/integrations/offline.ts).
 */

/** What makes a widget needed: the reader touching it, and (with `view`) it coming near the viewport. */
export interface FirstUse {
  /** Load when the element comes within `margin` of the viewport (default false). */
  readonly view?: boolean;
  /** How near counts as in view, as a CSS margin (default '200px'). */
  readonly margin?: string;
}

/** The events that mean the reader is using an element: a pointer on it, a key in it, focus or input in it. */
const TOUCH = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/**
 * Calls `start` once, the first time `root` is touched or (with `view`)
 * comes into view. `start` runs before the touching event reaches its
 * target's own listeners (capture), so it can see the event's target, but
 * the module it loads arrives later: it must read the page's state as it
 * then is (a value typed meanwhile, the focus).
 */
export function onFirstUse(root: Element, start: () => void, { view = false, margin = '200px' }: FirstUse = {}): void {
  let done = false;
  let observer: IntersectionObserver | undefined;
  const once = (): void => {
    if (done) return;
    done = true;
    for (const type of TOUCH) root.removeEventListener(type, once, true);
    observer?.disconnect();
    start();
  };
  for (const type of TOUCH) root.addEventListener(type, once, true);
  if (!view) return;
  if (typeof IntersectionObserver !== 'function') return once();
  observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) once();
  }, { rootMargin: margin });
  observer.observe(root);
}

/** A module loaded once, however many widgets ask for it; a failed load is tried again on the next request. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((failure: unknown) => {
      pending = undefined;
      throw failure;
    }));
}
