/**
 * What every page carries of the search box: the "/" shortcut, and a loader
 * that fetches the search code (search-client.ts) when the box is first
 * used — focus, a key, a pointer, input — or at once when the address asks
 * for a search (?q=…, the box's own no-script form). An Enter pressed
 * before the code has arrived is held and submitted again once it has. What
 * the reader typed meanwhile is searched when the code arrives; its results
 * open then only if the reader is still in the box (or came from an address
 * with ?q=), not over whatever the reader went on to. (Escape pressed
 * meanwhile empties the box, as in any search field, so nothing opens.)
 */
import { loadOnce, onFirstUse } from '../first-use';

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
  let attached = false;
  const asked = new URL(location.href).searchParams.has('q');
  const held = (event: SubmitEvent): void => {
    event.preventDefault();
    // Once the code is there its own handler opens the first result; without it the form goes to the no-script search.
    void start().then(
      () => form.requestSubmit(),
      () => form.submit(),
    );
  };
  const start = () =>
    client().then(
      ({ attachSearch }) => {
        form.removeEventListener('submit', held);
        if (attached) return;
        attached = true;
        // The results of what was typed meanwhile open only for a reader still in the box.
        attachSearch(root, { open: asked || root.contains(document.activeElement) });
      },
      (failure: unknown) => {
        form.removeEventListener('submit', held);
        throw failure;
      },
    );
  form.addEventListener('submit', held);
  const begin = () => void start().catch(() => undefined);
  if (asked) begin();
  else onFirstUse(root, begin);
}
