/**
 * A clause page's Rulings section (components/precedents/ClauseRulings.astro)
 * gets its rulings when it is opened: the page carries how many there are and
 * a link to all of them on the index, at the clause (all a reader without
 * JavaScript gets); opening the section fetches the clause's rulings file
 * (the few most relevant, their list written at build time:
 * src/site/routes/precedent.ts), which the service worker keeps with the
 * clause pages for offline use. A failure is said in plain words in the
 * section's alert; the next opening tries again.
 *
 * Markup: `<details data-rulings-src="/laws/27/B1b/rulings.json">` holding
 * `[data-rulings-list]` (filled), `[data-rulings-order]` (shown once it is)
 * and `[data-rulings-status]` (the alert).
 */
import type { ClauseRulingsFile } from '../site/routes/clause-rulings';
import { fetchJson } from './fetch-json';
import { fillWhenOpened } from './fill-when-opened';

/**
 * The list, parsed as a template's contents: inert, its links and calls as the build wrote them. A file
 * without its list is said to be one, by the name of what it lacks.
 */
function listOf(file: ClauseRulingsFile): DocumentFragment {
  if (typeof file.html !== 'string' || file.html === '') throw new Error('the rulings file has no list ("html")');
  const template = document.createElement('template');
  template.innerHTML = file.html;
  return template.content;
}

async function fill(fold: HTMLDetailsElement, src: string): Promise<void> {
  const list = listOf((await fetchJson(src)) as ClauseRulingsFile);
  fold.querySelector('[data-rulings-list]')?.replaceChildren(list);
  fold.querySelector('[data-rulings-order]')?.removeAttribute('hidden');
}

/** Loads the section's rulings the first time it is opened (and at once when it is open already, reached by its address). */
export function loadRulingsWhenOpened(root: ParentNode = document): void {
  fillWhenOpened(
    root,
    'rulings',
    {
      what: 'The rulings could not be reached',
      again: 'open the section again to try again, or follow the link to all of them',
    },
    fill,
  );
}
