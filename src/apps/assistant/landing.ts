/**
 * Where a page opened from an address lands (issue 42 §1): a shared link,
 * "Open in the assistant" from a precedent or a practice case, a reload, a
 * link opened offline. The address alone decides, once, when the page has
 * been drawn from it: the ruling card when every answer is given (the
 * answers folded above it, one button away), else the first open question,
 * else what is wrong with the link (its alert). It scrolls there and moves
 * the focus there, so that a screen reader announces it. Nothing is
 * fetched for it: it runs on what the page has drawn, offline as online.
 *
 * It never moves the page under a reader: only while nothing has the focus
 * and the page is still at its top (the reader has not tabbed, tapped a
 * control, typed or scrolled; a page the browser restored to where the
 * reader was is left there), and an address with a fragment opens where the
 * fragment says. Scrolling is immediate, never animated
 * (prefers-reduced-motion has nothing to turn off). It comes with the
 * ruling steps (ruling-steps.ts): the script the page runs before any
 * interaction carries none of it.
 */
import { part, setHidden, setText, type Ctx } from './dom';

/** The alerts a link can show, in the page's order: what is wrong with its values, then with its auction. */
const SHOWN_ALERT = '[data-alert]:not([hidden]), [data-check-problem]:not([hidden])';

let landed = false;

/** Whether the page is still to land where its address leads: not yet landed, and untouched since it opened. */
export function stillToLand(): boolean {
  return (
    !landed &&
    location.search.length > 1 &&
    location.hash === '' &&
    (document.activeElement ?? document.body) === document.body &&
    window.scrollY === 0
  );
}

/** Brings `scroll` to the top of the screen, immediately, and gives `focus` the focus without scrolling again. */
export function bringToTop(scroll: HTMLElement, focus: HTMLElement): void {
  scroll.scrollIntoView({ block: 'start', behavior: 'instant' });
  focus.focus({ preventScroll: true });
}

/** What the reader does first on the page: after it, the page is theirs and never moved for the address. */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * Keeps `target` where it landed while what is above it changes height
 * before the reader acts (a status line drawn or taken away, the offline
 * save's progress in the header): the scroll anchoring Chromium and Firefox
 * do, which WebKit does not (measured in WebKitGTK 2.50: a line hidden after
 * landing left the card 22 px above the window). Where the browser anchors,
 * there is nothing left to correct.
 */
function holdInPlace(target: HTMLElement): void {
  const top = target.getBoundingClientRect().top;
  const observer = new ResizeObserver(() => {
    if (!target.isConnected) return stop();
    const drift = target.getBoundingClientRect().top - top;
    if (Math.abs(drift) >= 1) window.scrollBy({ top: drift, behavior: 'instant' });
  });
  const stop = (): void => {
    observer.disconnect();
    for (const type of INPUT_EVENTS) document.removeEventListener(type, stop, true);
  };
  observer.observe(document.body);
  for (const type of INPUT_EVENTS) document.addEventListener(type, stop, { capture: true, passive: true });
}

/**
 * Lands once, if the page is still to land: on the alert when one is shown
 * (what is wrong with the link comes first; it is near the top of the page,
 * so it is scrolled to only as far as needed), else on `target` (the ruling
 * card, or what the ruling steps found to answer next), kept in place until
 * the reader acts.
 */
export function land(target: { scroll: HTMLElement; focus: HTMLElement } | null): void {
  if (!stillToLand()) return;
  landed = true;
  const alert = document.querySelector<HTMLElement>(SHOWN_ALERT);
  if (alert !== null) return alert.focus();
  if (target === null) return;
  bringToTop(target.scroll, target.focus);
  holdInPlace(target.scroll);
}

/** The fold over the answers: shown while it folds them or has been opened, with their count. */
export function renderFold(ctx: Ctx, answers: number): void {
  const fold = ctx.model.fold ?? 'none';
  const bar = part(ctx, '[data-answers-fold]');
  const body = part(ctx, '[data-answers]');
  const button = part(ctx, '[data-action="fold-answers"]');
  setHidden(bar, fold === 'none');
  setHidden(body, fold === 'folded');
  button?.setAttribute('aria-expanded', String(fold !== 'folded'));
  setText(part(ctx, '[data-answers-count]'), `Your answers (${String(answers)})`);
  setText(part(ctx, '[data-answers-hint]'), fold === 'folded' ? ' — change' : ' — fold');
}
