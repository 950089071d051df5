/**
 * The search box's behaviour in the browser. Pagefind and the ranking
 * (engine.ts) are loaded from the site itself when the box first gets focus
 * or a query; a clause citation is
 * recognised at once, without the index. Results: one per clause, linking to
 * the current text (the clause index embedded in the page says which edition
 * that is), with the clause in the other texts as small links.
 */
import { clauseLabel } from '../../model/clause-id';
import { jumpTo, type ClauseIndex } from '../../site/clause-jump';
import type { Filters } from './engine';
import type { Result } from './hits';

const SHOWN = 10;
const STATUS: Record<string, string> = { current: 'current text', superseded: 'superseded text', upcoming: 'not yet in force' };

/** Pagefind and the ranking, fetched on first use. */
let engine: Promise<typeof import('./engine')> | undefined;
const loadEngine = () =>
  (engine ??= import('./engine').catch((failure: unknown) => {
    engine = undefined; // the next search tries again
    throw failure;
  }));

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

export function attachSearch(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-search-form]');
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  const list = root.querySelector<HTMLUListElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const alert = root.querySelector<HTMLElement>('[data-search-error]');
  const indexEl = root.querySelector<HTMLScriptElement>('[data-clause-index]');
  if (!form || !input || !panel || !list || !status || !alert) return;
  const clauseIndex = JSON.parse(indexEl?.textContent ?? '{}') as ClauseIndex;
  const chips = [...root.querySelectorAll<HTMLButtonElement>('.chip')];
  let generation = 0;
  /** The search under way (or done) for what the box holds. */
  let pending: Promise<void> = Promise.resolve();

  const chosen = (filter: string) => chips.filter((c) => c.dataset['filter'] === filter && c.getAttribute('aria-pressed') === 'true').map((c) => c.dataset['value'] ?? '');

  const jumpFor = (query: string): Result | null => {
    const jump = jumpTo(query, clauseIndex, chosen('edition')[0]);
    if (!jump.ok) return null;
    return {
      url: jump.url,
      citation: `Go to Law ${clauseLabel(jump.law, jump.clause)} (${jump.edition})`,
      kind: 'jump',
      editions: [jump.edition],
      document: `Law ${jump.law}`,
      clause: { law: jump.law, id: jump.clause },
      excerpt: '',
      score: Number.POSITIVE_INFINITY,
      coverage: 1,
      status: '',
      also: [],
    };
  };

  const item = (hit: Result): HTMLLIElement => {
    const li = el('li', hit.kind === 'jump' ? 'search-hit jump' : 'search-hit');
    const a = el('a', 'hit-main');
    a.href = hit.url;
    a.dataset['hit'] = '';
    a.append(el('span', 'hit-title', hit.citation));
    if (hit.kind !== 'jump') {
      const meta = hit.kind === 'law text' ? STATUS[hit.status] ?? '' : hit.kind === 'comparison' ? '' : hit.document;
      a.append(el('span', 'hit-meta', meta ? `${hit.kind} · ${meta}` : hit.kind));
      const excerpt = el('span', 'hit-excerpt');
      excerpt.innerHTML = hit.excerpt; // words escaped in hits.ts; only <mark> added
      a.append(excerpt);
    }
    li.append(a);
    if (hit.also.length > 0) {
      const also = el('p', 'hit-also', hit.kind === 'law text' ? 'Also in ' : 'Also ');
      const name = hit.clause ? `Law ${clauseLabel(hit.clause.law, hit.clause.id)}` : hit.citation;
      for (const other of hit.also) {
        const link = el('a', 'hit-other', other.label);
        link.href = other.url;
        if (other.current) link.append(' (current)');
        link.setAttribute('aria-label', `${name}, ${link.textContent ?? ''}`);
        also.append(link, ' ');
      }
      li.append(also);
    }
    return li;
  };

  const render = (hits: Result[], query: string) => {
    list.replaceChildren(...hits.map(item));
    const found = hits.filter((h) => h.kind !== 'jump').length;
    status.textContent = query
      ? found > 0
        ? `${found} result${found === 1 ? '' : 's'}${hits[0]?.kind === 'jump' ? ', and a clause to go to' : ''}.`
        : hits.length > 0
          ? 'A clause to go to; no text matches these words.'
          : `No results for “${query}”. Try fewer or other words, remove a filter, or type a clause such as 27B2.`
      : '';
  };

  const search = async (mine: number, query: string, jump: Result | null) => {
    try {
      const filters: Filters = {};
      for (const f of ['edition', 'kind']) {
        const values = chosen(f);
        if (values.length > 0) filters[f] = { any: values };
      }
      const hits = await (await loadEngine()).find(query, filters, clauseIndex, SHOWN);
      if (mine !== generation || !hits) return;
      render(jump ? [jump, ...hits] : hits, query);
      // What the list now answers, for tests and for anyone watching the page.
      list.dataset['settled'] = [query, chosen('edition').join(','), chosen('kind').join(',')].join('|');
    } catch (failure) {
      if (mine !== generation) return;
      status.textContent = '';
      alert.textContent = `Search is not available here (${failure instanceof Error ? failure.message : 'unknown error'}). Open the site from a web server (not a file) to search; clause citations still work.`;
    }
  };

  const run = () => {
    const query = input.value.trim();
    const mine = ++generation;
    delete list.dataset['settled'];
    alert.textContent = '';
    panel.hidden = query === '';
    if (!query) {
      render([], '');
      pending = Promise.resolve();
      return;
    }
    const jump = jumpFor(query);
    render(jump ? [jump] : [], '');
    status.textContent = jump ? 'A clause to go to; searching…' : 'Searching…';
    pending = search(mine, query, jump);
  };

  input.addEventListener('input', run);
  input.addEventListener('focus', () => {
    void loadEngine()
      .then((e) => e.loadPagefind())
      .catch(() => undefined);
    if (input.value.trim()) panel.hidden = false;
  });
  for (const chip of chips) {
    chip.addEventListener('click', () => {
      chip.setAttribute('aria-pressed', chip.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
      run();
    });
  }
  // Enter opens the first result: a clause to go to at once, else the best text once the search has answered.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const query = input.value.trim();
    const open = () => {
      const first = list.querySelector<HTMLAnchorElement>('a[data-hit]');
      if (first && input.value.trim() === query) location.assign(first.href);
    };
    if (list.querySelector('.jump') || list.dataset['settled']) open();
    else void pending.then(open);
  });
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a[data-hit]')];
  root.addEventListener('keydown', (event) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const inside = at >= 0 || (document.activeElement !== input && list.contains(document.activeElement));
    const from = at >= 0 ? at : all.findIndex((a) => a.parentElement?.contains(document.activeElement));
    if (event.key === 'ArrowDown' && all.length > 0) {
      event.preventDefault();
      all[Math.min(all.length - 1, inside ? from + 1 : 0)]?.focus();
    } else if (event.key === 'ArrowUp' && inside) {
      event.preventDefault();
      if (from <= 0) input.focus();
      else all[from - 1]?.focus();
    } else if (event.key === 'Escape') {
      panel.hidden = true;
      input.focus();
    }
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    const typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      input.focus();
      input.select();
    }
  });
  document.addEventListener('click', (event) => {
    if (!root.contains(event.target as Node)) panel.hidden = true;
  });
  const q = new URL(location.href).searchParams.get('q');
  if (q && !input.value) {
    input.value = q;
    run();
  }
}
