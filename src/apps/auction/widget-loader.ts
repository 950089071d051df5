/**
 * What a page with auction widgets carries at first: this loader. Until the
 * reader asks for it, a widget is its table and the source's verdicts, as
 * without JavaScript, with a button to start it and "Try this replacement"
 * under each call the source discusses. The widget's code (widget-client.ts,
 * with the ruling engine and the bidding box, about 16 kB gzip) is fetched
 * when the reader first touches the widget (a pointer, a key, focus) and set
 * up when one of those buttons is pressed: the start button then gives way
 * to the step buttons, which take the focus; a "Try this replacement" is
 * carried out once the code is there. Nothing of it loads with the page, so
 * an example page, where the widget is in view at once, stays within its
 * budget of script before any interaction (size-budgets.json).
 */
import { loadOnce, notReached, onFirstUse } from '../../client/first-use';

const client = loadOnce(() => import('./widget-client'));

/** Sets the widget up, then does what the pressed button asked; a failed load is said in the widget's alert. */
async function start(root: HTMLElement, pressed: HTMLButtonElement): Promise<void> {
  const problem = root.querySelector<HTMLElement>('[data-widget-problem]');
  const tryIndex = pressed.dataset['try'];
  try {
    const { setupWidget } = await client();
    setupWidget(root, tryIndex === undefined ? undefined : Number(tryIndex));
  } catch {
    if (problem !== null) {
      problem.textContent = notReached(
        "The auction's controls could not be loaded",
        'press the button again to try again',
      );
      problem.hidden = false;
    }
    return;
  }
  if (problem !== null) problem.hidden = true;
  // The start button has given way to the step buttons; a "Try this replacement" keeps the focus.
  if (tryIndex === undefined) root.querySelector<HTMLElement>('button[data-step]')?.focus();
}

export function loadWidgetsOnUse(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-auction-widget]')) {
    // Fetch early, at the first touch; set up on a press.
    onFirstUse(root, () => void client().catch(() => undefined));
    const buttons = root.querySelectorAll<HTMLButtonElement>('[data-widget-start] button, button[data-try]');
    for (const button of buttons) {
      button.addEventListener('click', () => {
        if (root.dataset['ready'] !== 'true') void start(root, button);
      });
      button.hidden = false;
    }
    const starter = root.querySelector<HTMLElement>('[data-widget-start]');
    if (starter !== null) starter.hidden = false;
  }
}
