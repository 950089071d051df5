/**
 * A ruling (clause link, path, consequences, explanation) and the ruling
 * record as DOM, for the widget and the assistant once they have a ruling
 * (loaded with the engine, not with the page).
 */
import type { RulingRecord } from './assistant-record';
import { callTextNodes, el, tableNode } from './render';
import type { RulingView } from './view';

function lawList(laws: readonly string[]): string {
  return laws.length === 0 ? 'none' : laws.map((l) => `Law ${l}`).join(', ');
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
    if (i > 0) path.append(el('span', { 'aria-hidden': 'true' }, ' → '), el('span', { class: 'visually-hidden' }, ' then '));
    path.append(el('a', { href: link.href }, link.label));
  });
  const list = el('dl', { class: 'rv-consequences' });
  for (const c of view.consequences) {
    list.append(
      el('div', { 'data-consequence': c.key, 'data-value': c.value ? 'yes' : 'no' }, el('dt', {}, c.label), el('dd', {}, c.value ? 'Yes' : 'No')),
    );
  }
  const laws = el('p', { class: 'rv-laws' }, `Other laws engaged: ${lawList(view.laws)}.`);
  if (view.lawsNotApplying.length > 0) laws.append(` Laws that do not apply: ${lawList(view.lawsNotApplying)}.`);
  const explanation = el('p', { class: 'rv-explanation' }, el('strong', {}, 'What to tell the table: '), ...callTextNodes(view.explanation));
  return el('div', { class: 'rv', 'data-ruling-clause': view.clause }, verdict, path, list, laws, explanation);
}

/** The ruling record (assistant-record.ts) as a printable block. */
export function recordNode(r: RulingRecord): HTMLElement {
  const meta = el(
    'dl',
    { class: 'rec-meta' },
    el('dt', {}, 'Edition'),
    el('dd', {}, r.edition),
    el('dt', {}, 'Why this edition'),
    el('dd', {}, r.why),
    el('dt', {}, 'Permalink'),
    el('dd', { class: 'rec-link' }, el('a', { href: r.permalink }, r.permalink)),
  );
  const facts = el('ul', { class: 'rec-facts' }, ...r.facts.map((f) => el('li', {}, ...callTextNodes(f))));
  const answers = el(
    'ol',
    { class: 'rec-answers' },
    ...r.answers.map((q) => el('li', {}, ...callTextNodes(q.question), ' ', el('strong', {}, ...callTextNodes(q.answer)), ...(q.clause === null ? [] : [el('span', { class: 'rec-cite' }, ` (Law ${q.clause})`)]))),
  );
  const quotes = r.quotes.map((q) =>
    el(
      'blockquote',
      { class: 'rec-quote', 'data-record-clause': q.clause, ...(q.deciding ? { 'data-deciding': 'true' } : {}) },
      el('p', {}, `“${q.words}”`),
      el('p', { class: 'rec-cite' }, `${q.deciding ? 'Deciding clause' : 'See also'}: ${q.citation}`),
    ),
  );
  return el(
    'div',
    { class: 'rec' },
    meta,
    tableNode(r.table, r.caption),
    el('h3', {}, 'Facts'),
    facts,
    el('h3', {}, 'Questions and answers'),
    answers,
    el('h3', {}, 'Ruling: ', ...callTextNodes(r.verdict)),
    ...quotes,
    el('h3', {}, 'Consequences'),
    el('ul', { class: 'rec-consequences' }, ...r.consequences.map((c) => el('li', {}, c))),
    el('p', { class: 'rec-told' }, el('strong', {}, 'What to tell the table: '), ...callTextNodes(r.explanation)),
    // On paper only: what the Director fills in by hand and signs.
    el('p', { class: 'rec-sign' }, ...['Event', 'Board', 'Table', 'Director', 'Signature'].map((f) => el('span', {}, `${f}: `))),
  );
}
