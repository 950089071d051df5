/**
 * A ruling (clause link, path, consequences, explanation) as DOM, for the
 * example widgets once they have one (loaded with the engine, not with the
 * page). The assistant's is its ruling card (../assistant/card.ts).
 */
import { callTextNodes, el } from './render';
import type { RulingView } from './view';

function lawList(laws: readonly string[]): string {
  return laws.length === 0 ? 'none' : laws.map((l) => `Law ${l}`).join(', ');
}

/** A ruling's consequences (partner must pass? lead restrictions? …) as a list of yes and no; the assistant's card shows the same. */
export function consequenceList(consequences: RulingView['consequences']): HTMLElement {
  const list = el('dl', { class: 'rv-consequences' });
  for (const c of consequences) {
    list.append(
      el(
        'div',
        { 'data-consequence': c.key, 'data-value': c.value ? 'yes' : 'no' },
        el('dt', {}, c.label),
        el('dd', {}, c.value ? 'Yes' : 'No'),
      ),
    );
  }
  return list;
}

/** The ruling as a block: verdict with its clause link, the clause path, consequences, laws, explanation. */
export function rulingNode(view: RulingView, editionLabel: string, headingTag: 'h3' | 'h4' | 'h5' = 'h4'): HTMLElement {
  const verdict = el(
    headingTag,
    { class: 'rv-verdict' },
    el('a', { href: view.clauseHref, 'data-clause': view.clause }, `Law ${view.clauseLabel}`),
    ` (${editionLabel}): ${view.headline}`,
  );
  const path = el('p', { class: 'rv-path' }, 'Clause path: ');
  view.path.forEach((link, i) => {
    if (i > 0)
      path.append(el('span', { 'aria-hidden': 'true' }, ' → '), el('span', { class: 'visually-hidden' }, ' then '));
    path.append(el('a', { href: link.href }, link.label));
  });
  const list = consequenceList(view.consequences);
  const laws = el('p', { class: 'rv-laws' }, `Other laws engaged: ${lawList(view.laws)}.`);
  if (view.lawsNotApplying.length > 0) laws.append(` Laws that do not apply: ${lawList(view.lawsNotApplying)}.`);
  const explanation = el(
    'p',
    { class: 'rv-explanation' },
    el('strong', {}, 'What to tell the table: '),
    ...callTextNodes(view.explanation),
  );
  return el('div', { class: 'rv', 'data-ruling-clause': view.clause }, verdict, path, list, laws, explanation);
}
