/**
 * The answer with its working, as DOM: the table of outcomes, the sums, and
 * the score to enter, at pairs or at teams. Built with DOM methods and
 * textContent only: nothing is ever read as HTML.
 */
import type { PairsView, TeamsView } from './calc';
import { el } from './dom';

function cell(tag: 'td' | 'th', content: string | readonly Node[], numeric = false): HTMLTableCellElement {
  const c = el(tag);
  if (typeof content === 'string') c.textContent = content;
  else c.append(...content);
  if (numeric) c.className = 'num';
  if (tag === 'th') c.scope = 'row';
  return c;
}

/** An outcome as a row heading: its label, and its N/S score underneath when that says more. */
function outcomeCell(label: string, scoreText: string): HTMLTableCellElement {
  const parts: Node[] = [el('span', label, 'label')];
  if (scoreText !== '' && scoreText !== label) parts.push(el('span', scoreText, 'score'));
  return cell('th', parts);
}

function row(cells: readonly HTMLTableCellElement[]): HTMLTableRowElement {
  const tr = el('tr');
  tr.append(...cells);
  return tr;
}

function headRow(head: readonly (readonly [string, boolean])[]): HTMLTableRowElement {
  return row(
    head.map(([text, numeric]) => {
      const th = el('th', text, numeric ? 'num' : undefined);
      th.scope = 'col';
      return th;
    }),
  );
}

interface TableParts {
  readonly caption: string;
  /** Column headings, each with whether the column is numeric. */
  readonly head: readonly (readonly [string, boolean])[];
  readonly body: readonly (readonly HTMLTableCellElement[])[];
  readonly foot: readonly HTMLTableCellElement[];
}

/** A table in a wrapper that can scroll sideways (see `markScrollable` in ./render.ts). */
function table(parts: TableParts): HTMLElement {
  const t = el('table');
  const [thead, tbody, tfoot] = [el('thead'), el('tbody'), el('tfoot')];
  thead.append(headRow(parts.head));
  tbody.append(...parts.body.map(row));
  tfoot.append(row(parts.foot));
  t.append(el('caption', parts.caption), thead, tbody, tfoot);
  const wrap = el('div', undefined, 'table-scroll');
  wrap.dataset['label'] = parts.caption;
  wrap.append(t);
  return wrap;
}

/** A paragraph of text and emphasised pieces, in order. */
function paragraph(className: string | undefined, ...pieces: readonly (string | HTMLElement)[]): HTMLParagraphElement {
  const p = el('p', undefined, className);
  p.append(...pieces.map((piece) => (typeof piece === 'string' ? document.createTextNode(piece) : piece)));
  return p;
}

function pairsTable(view: PairsView): HTMLElement {
  const total = cell('th', 'Weighted match-points');
  total.colSpan = 3;
  return table({
    caption: 'Each outcome’s N/S match-points, weighted',
    head: [
      ['Outcome', false],
      ['Weight', true],
      ['Match-points', true],
      ['Weighted', true],
    ],
    body: view.lines.map((l) => [
      outcomeCell(l.label, l.scoreText),
      cell('td', l.weightText, true),
      cell('td', l.matchpointsText, true),
      cell('td', l.contributionText, true),
    ]),
    foot: [total, cell('td', view.weightedText, true)],
  });
}

/** N/S and E/W corrections, and E/W's weighted match-points when the top is known. */
function pairsSides(view: PairsView): HTMLElement {
  const sides = el('dl', undefined, 'sides');
  sides.append(
    el('dt', 'N/S'),
    el('dd', `${view.nsCorrectionText} match-points`),
    el('dt', 'E/W'),
    el('dd', `${view.ewCorrectionText} match-points`),
  );
  if (view.ewWeightedText !== undefined) {
    sides.append(el('dt', 'E/W weighted'), el('dd', `${view.ewWeightedText} of a top of ${view.topText ?? ''}`));
  }
  return sides;
}

export function pairsDetail(view: PairsView): HTMLElement[] {
  const averageWords = view.averageFromTop
    ? `the board average (half the top of ${view.topText ?? ''})`
    : 'the board average';
  return [
    pairsTable(view),
    paragraph('working', el('strong', 'Working: '), view.working),
    paragraph(undefined, `Against ${averageWords}: ${view.differenceWorking}.`),
    paragraph(
      'award',
      `Enter the average (${view.averageText}) for both sides at this table, then `,
      el('strong', view.instruction),
      ' (match-points, through the scoring program’s penalty routine).',
    ),
    pairsSides(view),
  ];
}

/** The net score cell: "+1430 − 650 =" kept together, then the net. */
function netCell(netWorking: string): HTMLTableCellElement {
  const [sumPart = '', netPart = ''] = netWorking.split(' = ');
  const sum = el('span', `${sumPart.replace(' − ', ' −\u00a0')}\u00a0=`, 'sum-part');
  return cell('td', [sum, document.createTextNode(' '), el('span', netPart, 'net')], true);
}

function teamsTable(view: TeamsView): HTMLElement {
  const total = cell('th', 'Total');
  total.colSpan = 4;
  const other = `${view.otherScoreText}${view.otherLabel === view.otherScoreText ? '' : ` (${view.otherLabel})`}`;
  return table({
    caption: `Each outcome against N/S ${other} at the other table`,
    head: [
      ['Outcome', false],
      ['Net score', true],
      ['IMPs', true],
      ['Weight', true],
      ['Adjust', true],
    ],
    // The N/S score is in the net-score working already.
    body: view.lines.map((l) => [
      outcomeCell(l.label, ''),
      netCell(l.netWorking),
      cell('td', l.impsText, true),
      cell('td', l.weightText, true),
      cell('td', l.weightedText, true),
    ]),
    foot: [total, cell('td', view.totalText, true)],
  });
}

export function teamsDetail(view: TeamsView): HTMLElement[] {
  return [
    teamsTable(view),
    paragraph(undefined, view.roundingNote),
    paragraph('award', 'Score the board as ', el('strong', view.instruction), '.'),
  ];
}
