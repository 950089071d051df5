/**
 * The ruling card: what the assistant's screen ends in once a ruling is
 * reached — the clause and what it decides, the text of Law 27 it was ruled
 * under and why (with one tap to the text in force when another was chosen),
 * the deciding clause quoted, what to tell the table in at most two short
 * sentences, the consequences, then Copy, Share and Print. The reasoning is
 * folded; the full record is for print and copy only (record.ts).
 */
import type { Ruling } from '../../bridge/ruling';
import { callTextNodes, el } from '../auction/render';
import { consequenceList } from '../auction/ruling-node';
import type { RulingView } from '../auction/view';

export interface CardQuote {
  /** "Law 27B1(a) (2017)". */
  readonly citation: string;
  readonly words: string;
}

export interface CardInput {
  readonly view: RulingView;
  readonly ruling: Ruling;
  /** "Law 27 of March 2008 — in force for the ACBL on 1 September 2017". */
  readonly editionLine: string;
  /** The chosen text is not the one in force: what to say, and the text in force to rule under instead. */
  readonly mismatch: { readonly text: string; readonly instead: string; readonly insteadLabel: string } | null;
  readonly quote: CardQuote | null;
}

function lawList(laws: readonly string[]): string {
  return laws.length === 0 ? 'none' : laws.map((l) => `Law ${l}`).join(', ');
}

function reasoning(view: RulingView): HTMLElement {
  const path = el('p', { class: 'rv-path' }, 'Clause path: ');
  view.path.forEach((link, i) => {
    if (i > 0)
      path.append(el('span', { 'aria-hidden': 'true' }, ' → '), el('span', { class: 'visually-hidden' }, ' then '));
    path.append(el('a', { href: link.href }, link.label));
  });
  const laws = el('p', { class: 'rv-laws' }, `Other laws engaged: ${lawList(view.laws)}.`);
  if (view.lawsNotApplying.length > 0) laws.append(` Laws that do not apply: ${lawList(view.lawsNotApplying)}.`);
  return el(
    'details',
    { class: 'card-more' },
    el('summary', {}, 'The reasoning, the clause path and the other laws'),
    path,
    laws,
    el('p', { class: 'rv-explanation' }, ...callTextNodes(view.explanation)),
  );
}

/** The card as DOM; its buttons carry `data-action` (copy, share, print, use-in-force), handled by the page. */
export function cardNode(c: CardInput): HTMLElement {
  const { view } = c;
  const verdict = el(
    'h3',
    { class: 'card-verdict', tabindex: '-1', 'data-card-heading': '' },
    el('a', { href: view.clauseHref, 'data-clause': view.clause }, `Law ${view.clauseLabel}`),
    `: ${view.headline}`,
  );
  const warn =
    c.mismatch === null
      ? []
      : [
          el(
            'div',
            { class: 'card-warn', 'data-edition-mismatch': '' },
            el('p', {}, c.mismatch.text),
            el(
              'button',
              { type: 'button', 'data-action': 'use-in-force', 'data-edition': c.mismatch.instead },
              `Rule under ${c.mismatch.insteadLabel} instead`,
            ),
          ),
        ];
  const quote =
    c.quote === null
      ? []
      : [
          el(
            'blockquote',
            { class: 'card-quote', 'data-card-quote': '' },
            el('p', {}, `“${c.quote.words}”`),
            el('p', { class: 'card-cite' }, c.quote.citation),
          ),
        ];
  const consequences = consequenceList(view.consequences);
  return el(
    'div',
    { class: 'card', 'data-ruling-clause': view.clause, 'data-ruling-edition': c.ruling.edition },
    verdict,
    el('p', { class: 'card-edition', 'data-card-edition': '' }, c.editionLine),
    ...warn,
    ...quote,
    el(
      'div',
      { class: 'card-say' },
      el('p', { class: 'card-say-h' }, 'Tell the table'),
      el('p', { class: 'card-say-text', 'data-card-say': '' }, ...callTextNodes(c.ruling.announcement)),
    ),
    consequences,
    el(
      'p',
      { class: 'card-actions' },
      el('button', { type: 'button', 'data-action': 'copy' }, 'Copy'),
      el('button', { type: 'button', 'data-action': 'share' }, 'Share'),
      el('button', { type: 'button', 'data-action': 'print' }, 'Print'),
    ),
    el('p', { class: 'card-status', role: 'status', 'aria-live': 'polite', 'data-copy-status': '' }),
    reasoning(view),
  );
}
