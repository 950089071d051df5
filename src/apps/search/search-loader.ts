/**
 * What every page carries of the search box: the "/" shortcut, and a loader
 * that fetches the search code (search-client.ts) when the box is first
 * used — focus, a key, a pointer, input — or at once when the address asks
 * for a search (?q=…, the box's own no-script form). An Enter pressed
 * before the code has arrived is held and submitted again once it has. What
 * the reader typed meanwhile is searched when the code arrives, and its
 * results open then as if the code had been there all along: not when the
 * reader has since pressed Escape (Firefox keeps the words on Escape) or
 * clicked or tapped outside the search; yes after a held Enter, for an
 * address with ?q=, and when the box merely lost the focus (Tab, a phone
 * keyboard's "Done"), which does not close the results either. When the
 * code cannot be fetched (no network yet), the box says so in its alert,
 * and the reader's next touch of the box tries again.
 */
import { loadOnce, notReached, onFirstUse } from '../../client/first-use';

const client = loadOnce(() => import('./search-client'));

function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return el !== null && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

/** "/" from anywhere on the page (not while typing in a field) goes to the search box. */
function focusOnSlash(input: HTMLInputElement): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || typingIn(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
}

export function loadSearchOnUse(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-search-form]');
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  if (form === null || input === null) return;
  focusOnSlash(input);
  const asked = new URL(location.href).searchParams.has('q');
  // Until the code arrives (these listeners go with it): whether what the reader did would have closed the
  // results (Escape, a click or tap outside the search) since last typing or coming back into it; whether an
  // Enter was held.
  let closed = false;
  let submitted = false;
  const beforeCode = new AbortController();
  const until = { signal: beforeCode.signal };
  document.addEventListener('pointerdown', (event) => (closed = !root.contains(event.target as Node)), {
    ...until,
    capture: true,
  });
  root.addEventListener('keydown', (event) => (closed ||= event.key === 'Escape'), until);
  root.addEventListener('input', () => (closed = false), until);
  const held = (event: SubmitEvent): void => {
    event.preventDefault();
    submitted = true;
    // Once the code is there its own handler opens the first result. Without it the box says so (begin): the
    // no-script search would need the same code, and offline the browser would leave the page for its own error.
    void start().then(
      () => form.requestSubmit(),
      () => undefined,
    );
  };
  const start = () =>
    client().then(
      ({ attachSearch }) => {
        form.removeEventListener('submit', held);
        // Set up once, however many presses asked for the code.
        if (beforeCode.signal.aborted) return;
        beforeCode.abort();
        attachSearch(root, { open: asked || submitted || !closed });
      },
      (failure: unknown) => {
        form.removeEventListener('submit', held);
        throw failure;
      },
    );
  form.addEventListener('submit', held);
  const alert = root.querySelector<HTMLElement>('[data-search-error]');
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  const begin = (): void =>
    void start().catch(() => {
      // Said where the results would be, and tried again at the reader's next touch (the held Enter, if any, is dropped).
      if (alert) alert.textContent = notReached('Search could not be loaded', 'your next search tries again');
      if (panel) panel.hidden = false;
      form.addEventListener('submit', held);
      onFirstUse(root, begin);
    });
  if (asked) begin();
  else onFirstUse(root, begin);
}
