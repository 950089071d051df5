/**
 * The search box's behaviour in the browser, loaded when the box is first
 * used (search-loader.ts). Pagefind and the ranking (engine.ts) are loaded
 * from the site itself on the box's first focus or query; a clause citation
 * is recognised without the search index, from the clause index
 * (/search/clause-index.json, fetched on the first use like the search
 * index). Results: one per clause, linking to the current text (the clause
 * index says which edition that is), with the clause in the other texts as
 * small links.
 */
import { clauseLabel } from '../../model/clause-id';
import { addresses } from '../../site/addresses';
import { jumpTo, type ClauseIndex, type Jump } from '../../site/clause-jump';
import { nearestClauses } from '../../site/nearest-clauses';
import { fetchJson } from '../../client/fetch-json';
import { loadOnce, notReached } from '../../client/first-use';
import type { Filters, Found } from './engine';
import type { Result } from './hits';

const SHOWN = 10;
const STATUS: Record<string, string> = {
  current: 'current text',
  superseded: 'superseded text',
  upcoming: 'not yet in force',
};

/** Pagefind and the ranking, fetched on first use (a failed fetch is tried again by the next search). */
const loadEngine = loadOnce(() => import('./engine'));

/** Which clauses each text has: fetched on first use, like the engine (the service worker keeps it for offline use). */
const loadClauseIndex = loadOnce(async () => (await fetchJson(addresses.searchClauseIndex())) as ClauseIndex);

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

interface SearchParts {
  readonly root: HTMLElement;
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
  readonly panel: HTMLElement;
  readonly list: HTMLUListElement;
  readonly status: HTMLElement;
  readonly notes: HTMLElement;
  readonly alert: HTMLElement;
  readonly chips: readonly HTMLButtonElement[];
}

function findParts(root: HTMLElement): SearchParts | null {
  const form = root.querySelector<HTMLFormElement>('[data-search-form]');
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  const list = root.querySelector<HTMLUListElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const notes = root.querySelector<HTMLElement>('[data-search-notes]');
  const alert = root.querySelector<HTMLElement>('[data-search-error]');
  if (!form || !input || !panel || !list || !status || !notes || !alert) return null;
  return {
    root,
    form,
    input,
    panel,
    list,
    status,
    notes,
    alert,
    chips: [...root.querySelectorAll<HTMLButtonElement>('.chip')],
  };
}

/** The values of one filter's pressed chips. */
function chosen(parts: SearchParts, filter: string): string[] {
  return parts.chips
    .filter((c) => c.dataset['filter'] === filter && c.getAttribute('aria-pressed') === 'true')
    .map((c) => c.dataset['value'] ?? '');
}

/** The clause a citation names, as a result to go to; null when the query is no citation. */
function jumpResult(jump: Jump): Result | null {
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
}

/** The small links to the same clause or passage elsewhere. */
function alsoNode(hit: Result): HTMLParagraphElement {
  const also = el('p', 'hit-also', hit.kind === 'law text' ? 'Also in ' : 'Also ');
  const name = hit.clause ? `Law ${clauseLabel(hit.clause.law, hit.clause.id)}` : hit.citation;
  for (const other of hit.also) {
    const link = el('a', 'hit-other', other.label);
    link.href = other.url;
    if (other.current) link.append(' (current)');
    link.setAttribute('aria-label', `${name}, ${link.textContent ?? ''}`);
    also.append(link, ' ');
  }
  return also;
}

/** One result: its title, kind and excerpt as one link, then the links to its other texts. */
function resultItem(hit: Result): HTMLLIElement {
  const li = el('li', hit.kind === 'jump' ? 'search-hit jump' : 'search-hit');
  const a = el('a', 'hit-main');
  a.href = hit.url;
  a.dataset['hit'] = '';
  a.append(el('span', 'hit-title', hit.citation));
  if (hit.kind !== 'jump') {
    const meta = hit.kind === 'law text' ? (STATUS[hit.status] ?? '') : hit.kind === 'comparison' ? '' : hit.document;
    a.append(el('span', 'hit-meta', meta ? `${hit.kind} · ${meta}` : hit.kind));
    const excerpt = el('span', 'hit-excerpt');
    excerpt.innerHTML = hit.excerpt; // words escaped in hits.ts; only <mark> added
    a.append(excerpt);
  }
  li.append(a);
  if (hit.also.length > 0) li.append(alsoNode(hit));
  return li;
}

/** What a search looked for besides the words typed, for the status line. */
type Searched = Pick<Found, 'also' | 'corrections' | 'auction' | 'fallback'>;
const NOTHING_ELSE: Searched = { also: [], corrections: [], auction: null, fallback: null };

/** “a”, “b” and “c”. */
const quoted = (items: readonly string[]) => {
  const q = items.map((i) => `“${i}”`);
  return q.length > 1 ? `${q.slice(0, -1).join(', ')} and ${q.at(-1) ?? ''}` : (q[0] ?? '');
};

/** What the status line says about the results shown for `query`, and what else was searched for. */
function statusText(hits: readonly Pick<Result, 'kind'>[], query: string, searched: Searched = NOTHING_ELSE): string {
  if (!query) return '';
  const found = hits.filter((h) => h.kind !== 'jump').length;
  const extra: string[] = [];
  if (searched.auction) extra.push(`Read as the auction ${searched.auction}.`);
  if (searched.corrections.length > 0) {
    extra.push(
      `No text has ${quoted(searched.corrections.map((c) => c.typed))}: searching also for ${quoted(searched.corrections.map((c) => c.meant))}.`,
    );
  }
  if (searched.also.length > 0)
    extra.push(`Searching also for: ${searched.also.map((a) => `${a.means} (${a.term})`).join('; ')}.`);
  const fallback = searched.fallback;
  if (fallback) {
    const every = fallback.few ? 'Few pages have every word' : 'No page has every word';
    extra.push(
      fallback.kind === 'common words'
        ? `${every}; ${fallback.few ? 'also ' : ''}searched without ${quoted(fallback.left)}.`
        : `${every}; ${fallback.few ? 'these next have' : 'these have'} most of them.`,
    );
  }
  const tail = extra.length > 0 ? ` ${extra.join(' ')}` : '';
  if (found > 0)
    return `${found} result${found === 1 ? '' : 's'}${hits[0]?.kind === 'jump' ? ', and a clause to go to' : ''}.${tail}`;
  if (hits.length > 0) return `A clause to go to; no text matches these words.${tail}`;
  return `No results for “${query}”. Try fewer or other words, remove a filter, or type a clause such as 27B2.${tail}`;
}

/**
 * What the reader can do next, under the status: the word meant, for a
 * word no text has (a button that searches for it alone), and the nearest
 * clauses, for a clause the law does not have.
 */
function showNotes(
  parts: SearchParts,
  clauseIndex: ClauseIndex,
  query: string,
  jump: Jump,
  searched: Searched,
  search: (q: string) => void,
): void {
  const nodes: HTMLElement[] = [];
  if (searched.corrections.length > 0) {
    const p = el('p', 'search-note', 'Did you mean ');
    let meant = query.toLowerCase();
    for (const c of searched.corrections)
      meant = meant.replace(
        new RegExp(`(^|[^\\p{L}\\p{N}])${c.typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\p{L}\\p{N}])`, 'gu'),
        `$1${c.meant}`,
      );
    const button = el('button', 'search-meant', meant);
    button.type = 'button';
    button.dataset['meant'] = meant;
    button.addEventListener('click', () => search(meant));
    p.append(button, '?');
    nodes.push(p);
  }
  if (!jump.ok && jump.reason === 'no-such-clause' && jump.law !== undefined && jump.clause !== undefined) {
    const near = nearestClauses(clauseIndex, jump.law, jump.clause);
    if (near.length > 0) {
      const p = el(
        'p',
        'search-note',
        `Law ${jump.law} has no clause ${clauseLabel(jump.law, jump.clause).slice(String(jump.law).length)}. Nearest: `,
      );
      p.dataset['nearestClauses'] = '';
      near.forEach((id, i) => {
        const a = el('a', 'search-clause', clauseLabel(jump.law ?? 0, id));
        a.href = addresses.clause(jump.law ?? 0, id);
        p.append(...(i > 0 ? [' ', a] : [a]));
      });
      nodes.push(p);
    }
  }
  parts.notes.replaceChildren(...nodes);
}

function showResults(parts: SearchParts, hits: Result[], query: string, searched: Searched = NOTHING_ELSE): void {
  parts.list.replaceChildren(...hits.map(resultItem));
  parts.status.textContent = statusText(hits, query, searched);
}

/** The searches of one box: each query gets a generation; only the newest shows its results. */
class Searcher {
  private generation = 0;
  /** The search under way (or done) for what the box holds. */
  pending: Promise<void> = Promise.resolve();

  constructor(private readonly parts: SearchParts) {}

  /** Puts `query` in the box and searches for it (the word meant, for one no text has). */
  private readonly searchFor = (query: string): void => {
    this.parts.input.value = query;
    this.parts.input.focus();
    this.run();
  };

  /** The search for `query`: the clause it cites, if any, at once; then the texts that match. */
  private async search(mine: number, query: string): Promise<void> {
    const { parts } = this;
    try {
      const clauseIndex = await loadClauseIndex();
      if (mine !== this.generation) return;
      const citation = jumpTo(query, clauseIndex, chosen(parts, 'edition')[0]);
      const jump = jumpResult(citation);
      showResults(parts, jump ? [jump] : [], '');
      // The nearest clauses to one the law does not have need no search index: shown at once.
      showNotes(parts, clauseIndex, query, citation, NOTHING_ELSE, this.searchFor);
      parts.status.textContent = jump ? 'A clause to go to; searching…' : 'Searching…';
      const filters: Filters = {};
      for (const f of ['edition', 'kind']) {
        const values = chosen(parts, f);
        if (values.length > 0) filters[f] = { any: values };
      }
      const engine = await loadEngine();
      const failed = engine.pagefindFailures();
      const found = await engine.find(query, filters, clauseIndex, SHOWN);
      // Pagefind searches on without an index file it could not fetch: such a search failed.
      if (engine.pagefindFailures() > failed) throw new Error('an index file of the search did not arrive');
      if (mine !== this.generation || !found) return;
      showResults(parts, jump ? [jump, ...found.results] : found.results, query, found);
      showNotes(parts, clauseIndex, query, citation, found, this.searchFor);
      // What the list now answers, for tests and for anyone watching the page.
      parts.list.dataset['settled'] = [query, chosen(parts, 'edition').join(','), chosen(parts, 'kind').join(',')].join(
        '|',
      );
    } catch {
      // Whatever did not arrive (the engine's code, Pagefind, an index file, the clause index) is fetched again next time.
      void loadEngine().then(
        (e) => e.forgetPagefind(),
        () => undefined,
      );
      if (mine !== this.generation) return;
      parts.status.textContent = '';
      const citation = parts.list.querySelector('.jump') ? ' The clause you cited is offered below.' : '';
      parts.alert.textContent = `${notReached('Search could not reach its index', 'your next search tries again')}${citation}`;
    }
  }

  /** Searches for what the box holds now. */
  run(): void {
    const { input, list, alert, panel } = this.parts;
    const query = input.value.trim();
    const mine = ++this.generation;
    delete list.dataset['settled'];
    alert.textContent = '';
    panel.hidden = query === '';
    if (!query) {
      showResults(this.parts, [], '');
      this.parts.notes.replaceChildren();
      this.pending = Promise.resolve();
      return;
    }
    this.parts.status.textContent = 'Searching…';
    this.pending = this.search(mine, query);
  }
}

/** Enter opens the first result: a clause to go to at once, else the best text once the search has answered. */
function openFirstOnSubmit(parts: SearchParts, searcher: Searcher): void {
  const { form, input, list } = parts;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const query = input.value.trim();
    const open = () => {
      const first = list.querySelector<HTMLAnchorElement>('a[data-hit]');
      if (first && input.value.trim() === query) location.assign(first.href);
    };
    if (list.querySelector('.jump') || list.dataset['settled']) open();
    else void searcher.pending.then(open);
  });
}

/** The arrow keys move between the box and the results; Escape closes the panel. */
function bindArrowKeys({ root, input, list, panel }: SearchParts): void {
  root.addEventListener('keydown', (event) => {
    const all = [...list.querySelectorAll<HTMLAnchorElement>('a[data-hit]')];
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
}

/** The box has focus: fetch the index ahead of the first query, and show the results of what it holds. */
function onFocus({ input, panel }: SearchParts): void {
  void loadClauseIndex().catch(() => undefined);
  void loadEngine()
    .then((e) => e.loadPagefind())
    .catch(() => undefined);
  if (input.value.trim()) panel.hidden = false;
}

/**
 * Sets the search box up. `open`: whether the results of what the box
 * already holds (typed before this code arrived, or ?q=) are shown now, or
 * only searched, to be shown when the reader types again or comes back to
 * the box.
 */
export function attachSearch(root: HTMLElement, { open }: { open: boolean }): void {
  const parts = findParts(root);
  if (parts === null) return;
  const { input, chips, panel } = parts;
  const searcher = new Searcher(parts);
  input.addEventListener('input', () => searcher.run());
  input.addEventListener('focus', () => onFocus(parts));
  for (const chip of chips) {
    chip.addEventListener('click', () => {
      chip.setAttribute('aria-pressed', chip.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
      searcher.run();
    });
  }
  openFirstOnSubmit(parts, searcher);
  bindArrowKeys(parts);
  document.addEventListener('click', (event) => {
    // The path as it was when the click began: a button inside that its own click replaced (the word meant) is no click outside.
    if (!event.composedPath().includes(root)) panel.hidden = true;
  });
  const q = new URL(location.href).searchParams.get('q');
  if (q && !input.value) input.value = q;
  // The code arrives after the reader's first touch: what was typed meanwhile is searched, a focused box behaves as focused.
  if (document.activeElement === input) onFocus(parts);
  if (input.value.trim()) {
    searcher.run();
    if (!open) panel.hidden = true;
  }
}
