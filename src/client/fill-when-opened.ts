/**
 * Folded parts of a page whose words arrive when they are first opened: a
 * clause page's guidance passages (passage-loader.ts) and rulings
 * (rulings-loader.ts). A module of its own, so that the pages without such
 * parts do not load it with first-use.ts.
 */
import { notReached } from './first-use';

/**
 * Fills each folded part of a page named `name` (`<details data-<name>-src="address">`) from its address the
 * first time it is opened, and at once when it is open already (reached by its address). Filled, it is marked
 * `data-<name>-loaded="true"` and never filled again; when `fill` fails, its `[data-<name>-status]` says so in
 * plain words (`words`: what could not be reached, what tries again), and the next opening tries again. While
 * it is being filled it carries `data-<name>-loading`, and an opening meanwhile does nothing.
 */
export function fillWhenOpened(
  root: ParentNode,
  name: string,
  words: { what: string; again: string },
  fill: (details: HTMLDetailsElement, src: string) => Promise<void>,
): void {
  const loading = `data-${name}-loading`;
  const loaded = `data-${name}-loaded`;
  for (const details of Array.from(root.querySelectorAll<HTMLDetailsElement>(`details[data-${name}-src]`))) {
    const src = details.getAttribute(`data-${name}-src`) ?? '';
    const status = details.querySelector<HTMLElement>(`[data-${name}-status]`);
    const load = (): void => {
      if (!details.open || details.hasAttribute(loaded) || details.hasAttribute(loading)) return;
      details.setAttribute(loading, '');
      void fill(details, src)
        .then(
          () => {
            details.setAttribute(loaded, 'true');
            if (status) status.textContent = '';
          },
          () => {
            if (status) status.textContent = notReached(words.what, words.again);
          },
        )
        .finally(() => details.removeAttribute(loading));
    };
    details.addEventListener('toggle', load);
    load();
  }
}
