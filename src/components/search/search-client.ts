/**
 * The search box's behaviour in the browser. Pagefind is loaded from the
 * site itself the first time the reader searches; a clause citation is
 * recognised at once, without the index.
 */
import { clauseLabel } from '../../model/clause-id';
import { jumpTo, type ClauseIndex } from '../../site/clause-jump';
import { addresses } from '../../site/addresses';
import { hitsFromFragment, rankHits, type FragmentLike, type Hit } from './hits';

interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string, o?: { filters?: Record<string, unknown> }): Promise<{ results: { score: number; data(): Promise<FragmentLike> }[] } | null>;
  debouncedSearch?: unknown;
}

let pagefind: Promise<PagefindApi> | undefined;
function loadPagefind(): Promise<PagefindApi> {
  pagefind ??= (async () => {
    const url = addresses.searchScript();
    const api = (await import(/* @vite-ignore */ url)) as PagefindApi;
    await api.options({ excerptLength: 30 });
    await api.init();
    return api;
  })();
  return pagefind;
}

export function attachSearch(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-search-form]');
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  const list = root.querySelector<HTMLUListElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const indexEl = root.querySelector<HTMLScriptElement>('[data-clause-index]');
  if (!form || !input || !panel || !list || !status) return;
  const clauseIndex = JSON.parse(indexEl?.textContent ?? '{}') as ClauseIndex;
  const chips = [...root.querySelectorAll<HTMLButtonElement>('.chip')];
  let generation = 0;

  const chosen = (filter: string) => chips.filter((c) => c.dataset['filter'] === filter && c.getAttribute('aria-pressed') === 'true').map((c) => c.dataset['value'] ?? '');

  const jumpFor = (query: string): Hit | null => {
    const jump = jumpTo(query, clauseIndex, chosen('edition')[0]);
    if (!jump.ok) return null;
    return {
      url: jump.url,
      citation: `Go to Law ${clauseLabel(jump.law, jump.clause)} (${jump.edition})`,
      kind: 'jump',
      editions: [jump.edition],
      document: `Law ${jump.law}`,
      excerpt: '',
      score: Number.POSITIVE_INFINITY,
    };
  };

  const render = (hits: Hit[], query: string) => {
    list.replaceChildren(
      ...hits.map((hit, i) => {
        const li = document.createElement('li');
        li.className = hit.kind === 'jump' ? 'search-hit jump' : 'search-hit';
        const a = document.createElement('a');
        a.href = hit.url;
        a.dataset['index'] = String(i);
        const title = document.createElement('span');
        title.className = 'hit-title';
        title.textContent = hit.citation;
        a.append(title);
        if (hit.kind !== 'jump') {
          const meta = document.createElement('span');
          meta.className = 'hit-meta';
          meta.textContent = `${hit.kind}${hit.editions.length ? ` · ${hit.editions.join(', ')}` : ''}`;
          const excerpt = document.createElement('span');
          excerpt.className = 'hit-excerpt';
          excerpt.innerHTML = hit.excerpt; // words escaped in hits.ts; only <mark> added
          a.append(meta, excerpt);
        }
        li.append(a);
        return li;
      }),
    );
    const found = hits.filter((h) => h.kind !== 'jump').length;
    status.textContent = query
      ? found > 0
        ? `${found} result${found === 1 ? '' : 's'}${hits[0]?.kind === 'jump' ? ', and a clause to go to' : ''}.`
        : hits.length > 0
          ? 'A clause to go to; no text matches these words.'
          : `No results for “${query}”. Try fewer or other words, remove a filter, or type a clause such as 27B2.`
      : '';
  };

  const run = async () => {
    const query = input.value.trim();
    const mine = ++generation;
    delete list.dataset['settled'];
    panel.hidden = query === '';
    if (!query) {
      render([], '');
      return;
    }
    const jump = jumpFor(query);
    render(jump ? [jump] : [], '');
    status.textContent = jump ? 'A clause to go to; searching…' : 'Searching…';
    try {
      const api = await loadPagefind();
      const filters: Record<string, unknown> = {};
      for (const f of ['edition', 'kind']) {
        const values = chosen(f);
        if (values.length > 0) filters[f] = { any: values };
      }
      const response = await api.search(query, { filters });
      if (mine !== generation || !response) return;
      const top = response.results.slice(0, 8);
      const fragments = await Promise.all(top.map(async (r) => ({ r, f: await r.data() })));
      if (mine !== generation) return;
      const hits = rankHits(fragments.flatMap(({ r, f }) => hitsFromFragment(f, query, r.score))).slice(0, 12);
      render(jump ? [jump, ...hits] : hits, query);
      // What the list now answers, for tests and for anyone watching the page.
      list.dataset['settled'] = [query, chosen('edition').join(','), chosen('kind').join(',')].join('|');
    } catch (error) {
      if (mine !== generation) return;
      status.textContent = `Search is not available here (${error instanceof Error ? error.message : 'unknown error'}). Open the site from a web server (not a file) to search; clause citations still work.`;
    }
  };

  let timer: number | undefined;
  input.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(run, 120);
  });
  input.addEventListener('focus', () => {
    void loadPagefind().catch(() => undefined);
    if (input.value.trim()) panel.hidden = false;
  });
  for (const chip of chips) {
    chip.addEventListener('click', () => {
      chip.setAttribute('aria-pressed', chip.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
      void run();
    });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const first = list.querySelector<HTMLAnchorElement>('a');
    if (first) location.assign(first.href);
  });
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];
  root.addEventListener('keydown', (event) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' && all.length > 0) {
      event.preventDefault();
      all[Math.min(all.length - 1, at + 1)]?.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      if (at === 0) input.focus();
      else all[at - 1]?.focus();
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
    void run();
  }
}
