/**
 * The not-found page: for the address asked for (this page answers every
 * address the site does not have, offline too), a clause address in another
 * letter case goes on to the clause; a clause the law does not have gets
 * the nearest clauses (src/site/not-found.ts).
 */
import { clauseLabel } from '../model/clause-id';
import type { ClauseIndex } from '../site/clause-jump';
import { notFoundHelp } from '../site/not-found';

const box = document.querySelector<HTMLElement>('[data-not-found]');
const message = box?.querySelector<HTMLElement>('[data-not-found-message]');
const list = box?.querySelector<HTMLElement>('[data-not-found-clauses]');
// The clause index of the page's "Go to a clause" form (JumpToClause.astro), in the page: the not-found page works offline at once.
const index = JSON.parse(document.querySelector<HTMLElement>('[data-jump]')?.dataset['index'] ?? '{}') as ClauseIndex;
const help = index.laws
  ? notFoundHelp(location.pathname, index, location.search, location.hash)
  : { kind: 'none' as const };

if (box && message && list && help.kind !== 'none') {
  box.hidden = false;
  if (help.kind === 'go') {
    const link = document.createElement('a');
    link.href = help.url;
    link.textContent = `Law ${clauseLabel(help.law, help.clause)}`;
    message.replaceChildren('Clause addresses keep the letter case of the Laws: going to ', link, '.');
    location.replace(help.url);
  } else {
    message.textContent = `Law ${help.law} has no clause ${clauseLabel(help.law, help.clause).slice(String(help.law).length)}. The nearest clauses:`;
    list.replaceChildren(
      ...help.clauses.map((c) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = c.url;
        a.textContent = `Law ${clauseLabel(help.law, c.id)}`;
        li.append(a);
        return li;
      }),
    );
  }
}
