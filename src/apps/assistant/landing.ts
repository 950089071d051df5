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
 * It never moves the page under a reader: it waits for the page only until
 * the reader first acts (a key, a tap, a click, the wheel), and an address
 * with a fragment opens where the fragment says. Scrolling is immediate,
 * never animated (prefers-reduced-motion has nothing to turn off).
 */
import { part, setHidden, setText, type Ctx } from './dom';

/** Whether the page, as opened, should land: an address with parameters and no fragment. */
export function landsFromAddress(search: string, hash: string): boolean {
  return search !== '' && search !== '?' && hash === '';
}

/** What the reader does first on the page: after it, the page is theirs and never moved for the address. */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/** Calls `then` the first time the reader acts on the page. */
function onFirstInput(then: () => void): void {
  const once = (): void => {
    for (const type of INPUT_EVENTS) document.removeEventListener(type, once, true);
    then();
  };
  for (const type of INPUT_EVENTS) document.addEventListener(type, once, { capture: true, passive: true });
}

/** The reader acting before the page has landed: it then stays where the reader is. */
export function cancelLandingOnInput(ctx: Ctx): void {
  onFirstInput(() => {
    ctx.model.land = false;
  });
}

/** Brings `scroll` to the top of the screen, immediately, and gives `focus` the focus without scrolling again. */
export function bringToTop(scroll: HTMLElement, focus: HTMLElement): void {
  scroll.scrollIntoView({ block: 'start', behavior: 'instant' });
  focus.focus({ preventScroll: true });
}

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
    if (!target.isConnected) return observer.disconnect();
    const drift = target.getBoundingClientRect().top - top;
    if (Math.abs(drift) >= 1) window.scrollBy({ top: drift, behavior: 'instant' });
  });
  observer.observe(document.body);
  onFirstInput(() => observer.disconnect());
}

/** The alert shown about the link or the auction, if any: the first thing to put right. */
function shownAlert(ctx: Ctx): HTMLElement | null {
  for (const selector of ['[data-alert]', '[data-check-problem]']) {
    const alert = part(ctx, selector);
    if (alert !== null && !alert.hidden) return alert;
  }
  return null;
}

/**
 * Lands once, if the page is still to land: on the alert when one is shown
 * (what is wrong with the link comes first), else on `target` (the ruling
 * card, or what the ruling steps found to answer next).
 */
export function land(ctx: Ctx, target: { scroll: HTMLElement; focus: HTMLElement } | null): void {
  if (!ctx.model.land) return;
  ctx.model.land = false;
  // The alert is near the top of the page: scrolled to only as far as needed, the page's heading left in view.
  const alert = shownAlert(ctx);
  if (alert !== null) return alert.focus();
  if (target === null) return;
  bringToTop(target.scroll, target.focus);
  holdInPlace(target.scroll);
}

/** The fold over the answers: shown while it folds them or has been opened, with their count. */
export function renderFold(ctx: Ctx, answers: number): void {
  const { fold } = ctx.model;
  const bar = part(ctx, '[data-answers-fold]');
  const body = part(ctx, '[data-answers]');
  const button = part(ctx, '[data-action="fold-answers"]');
  setHidden(bar, fold === 'none');
  setHidden(body, fold === 'folded');
  button?.setAttribute('aria-expanded', String(fold !== 'folded'));
  setText(part(ctx, '[data-answers-count]'), `Your answers (${String(answers)})`);
  setText(part(ctx, '[data-answers-hint]'), fold === 'folded' ? ' — change' : ' — fold');
}
