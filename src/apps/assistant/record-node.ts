/** The ruling record (record.ts) as a printable block: shown only on paper. */
import { callTextNodes, el, tableNode } from '../auction/render';
import type { RulingRecord } from './record';

export function recordNode(r: RulingRecord): HTMLElement {
  const meta = el(
    'dl',
    { class: 'rec-meta' },
    el('dt', {}, 'Text'),
    el('dd', {}, r.edition),
    el('dt', {}, 'Why this text'),
    el('dd', {}, r.why),
    el('dt', {}, 'Permalink'),
    el('dd', { class: 'rec-link' }, el('a', { href: r.permalink }, r.permalink)),
  );
  const facts = el('ul', { class: 'rec-facts' }, ...r.facts.map((f) => el('li', {}, ...callTextNodes(f))));
  const answers = el(
    'ol',
    { class: 'rec-answers' },
    ...r.answers.map((q) =>
      el(
        'li',
        {},
        ...callTextNodes(q.question),
        ' ',
        el('strong', {}, ...callTextNodes(q.answer)),
        ...(q.clause === null ? [] : [el('span', { class: 'rec-cite' }, ` (Law ${q.clause})`)]),
      ),
    ),
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
    el('p', { class: 'rec-told' }, el('strong', {}, 'Tell the table: '), ...callTextNodes(r.announcement)),
    el('p', { class: 'rec-reasoning' }, el('strong', {}, 'The reasoning: '), ...callTextNodes(r.explanation)),
    // On paper only: what the Director fills in by hand and signs.
    el(
      'p',
      { class: 'rec-sign' },
      ...['Event', 'Board', 'Table', 'Director', 'Signature'].map((f) => el('span', {}, `${f}: `)),
    ),
  );
}
