/**
 * A list of published rulings, one item each: source, year, edition, the
 * holding in one line, and how the engine's ruling stands beside it. Each
 * item carries its clauses, edition and source as data attributes, for the
 * index's filter. The one definition of this markup (markup.ts): the
 * index's list (RulingsList.astro) and a clause page's rulings file, which
 * its Rulings section shows when opened (pages/laws/[law]/[slug]/rulings.json.ts).
 */
import { callTextMarkup } from '../../apps/auction/call-view';
import { h, type Markup, type MarkupElement } from '../../apps/auction/markup';
import type { PrecedentSummary } from '../../site/routes/precedent';

const STATUS = { agrees: 'engine agrees', differs: 'engine differs', 'not-compared': 'not compared' } as const;

function rulingMarkup(s: PrecedentSummary, showEdition: boolean): MarkupElement {
  const meta: Markup[] = [
    `${s.publication.name} · ${s.year ?? 'undated'}`,
    showEdition ? ` · ${s.edition.short} text` : '',
    s.kind === 'principle' ? ' · a principle, no deal' : '',
    ' · ',
    h('span', { class: `rl-status rl-${s.status}`, 'data-status': s.status }, STATUS[s.status]),
  ].filter((m) => m !== '');
  return h(
    'li',
    {
      'data-precedent': s.id,
      'data-clauses': s.clauses.map((c) => c.id).join(' '),
      'data-edition': s.edition.id,
      'data-source': s.publication.id,
    },
    h('a', { href: s.href }, ...callTextMarkup(s.title)),
    h('p', { class: 'rl-meta' }, ...meta),
    h('p', { class: 'rl-holding' }, ...callTextMarkup(s.holding)),
  );
}

/** The list; `showEdition`: the edition with each (off on a page of one edition). */
export function rulingsMarkup(items: readonly PrecedentSummary[], showEdition = true): MarkupElement {
  return h('ul', { class: 'rulings' }, ...items.map((s) => rulingMarkup(s, showEdition)));
}
