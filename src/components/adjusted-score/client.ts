/**
 * The calculator in the browser: reads the form into a `CalcState`, has
 * ./calc.ts evaluate it, shows the messages and the answer, and keeps the
 * state in the page address (./state.ts) so that a ruling can be shared and
 * survives a reload. Everything is built with DOM methods and textContent:
 * an address may come from anyone, and nothing in it is ever read as HTML.
 */
import { evaluate, type Evaluation, type PairsView, type TeamsView } from './calc';
import {
  EMPTY_ROW,
  MAX_ROWS,
  ZONE7_PAIRS,
  ZONE7_TEAMS,
  emptyState,
  fromHash,
  isStateHash,
  toHash,
  type BoardVulnerability,
  type CalcState,
  type Mode,
  type OutcomeRow,
  type Side,
} from './state';

type RowField = 'outcome' | 'weight' | 'matchpoints';
const ROW_FIELDS: readonly RowField[] = ['outcome', 'weight', 'matchpoints'];
const EMPTY_HASH = toHash(emptyState());

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

function must<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`calculator: missing ${selector}`);
  return found;
}

/** The id of the element for a field key from ./calc.ts (rows are numbered from 1 in ids). */
function elementId(key: string): string {
  const row = /^(o|w|mp)(\d+)$/u.exec(key);
  if (row) {
    const name = row[1] === 'o' ? 'outcome' : row[1] === 'w' ? 'weight' : 'mp';
    return `calc-${name}-${String(Number(row[2]) + 1)}`;
  }
  return `calc-${key}`;
}

export function startCalculator(root: HTMLElement, template: HTMLTemplateElement): void {
  const form = must<HTMLFormElement>(root, 'form[data-form]');
  const rowsList = must<HTMLOListElement>(root, '[data-rows]');
  const sum = must<HTMLElement>(root, '[data-sum]');
  const status = must<HTMLElement>(root, '[data-status]');
  const advice = must<HTMLElement>(root, '[data-advice]');
  const detail = must<HTMLElement>(root, '[data-detail]');
  const link = must<HTMLInputElement>(root, '[data-link]');
  const printLink = must<HTMLElement>(root, '[data-print-link]');
  const announcer = must<HTMLElement>(root, '[data-announce]');
  const addButton = must<HTMLButtonElement>(root, '[data-action="add"]');
  const maxNote = must<HTMLElement>(root, '[data-max]');
  const vul = must<HTMLSelectElement>(form, '#calc-vul');
  const average = must<HTMLInputElement>(form, '#calc-avg');
  const top = must<HTMLInputElement>(form, '#calc-top');
  const other = must<HTMLInputElement>(form, '#calc-other');
  const nonOffending = must<HTMLSelectElement>(form, '#calc-nos');

  // ---------------------------------------------------------------- form ↔ state

  function rowElements(): HTMLLIElement[] {
    return [...rowsList.querySelectorAll<HTMLLIElement>('li[data-row]')];
  }

  function rowInput(li: Element, name: RowField): HTMLInputElement {
    return must<HTMLInputElement>(li, `input[data-field="${name}"]`);
  }

  function readForm(): CalcState {
    const checked = form.querySelector<HTMLInputElement>('input[name="mode"]:checked');
    const mode: Mode = checked?.value === 'teams' ? 'teams' : 'pairs';
    const rows = rowElements().map(
      (li): OutcomeRow => ({
        outcome: rowInput(li, 'outcome').value,
        weight: rowInput(li, 'weight').value,
        matchpoints: rowInput(li, 'matchpoints').value,
      }),
    );
    return {
      mode,
      vulnerability: vul.value as BoardVulnerability,
      rows: rows.length > 0 ? rows : [EMPTY_ROW],
      average: average.value,
      top: top.value,
      otherTable: other.value,
      nonOffending: nonOffending.value as Side,
    };
  }

  function renderRows(rows: readonly OutcomeRow[]): void {
    rowsList.replaceChildren(
      ...rows.map((row, i) => {
        const n = String(i + 1);
        const fragment = template.content.cloneNode(true) as DocumentFragment;
        const li = must<HTMLLIElement>(fragment, 'li[data-row]');
        must<HTMLElement>(li, '[data-n]').textContent = n;
        must<HTMLElement>(li, '[data-remove-n]').textContent = ` outcome ${n}`;
        for (const name of ROW_FIELDS) {
          const id = `calc-${name === 'matchpoints' ? 'mp' : name}-${n}`;
          const input = rowInput(li, name);
          input.id = id;
          input.value = row[name];
          must<HTMLLabelElement>(li, `label[data-label="${name}"]`).htmlFor = id;
          must<HTMLElement>(li, `[data-error="${name}"]`).id = `${id}-error`;
        }
        return li;
      }),
    );
  }

  function writeForm(state: CalcState): void {
    for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="mode"]')) {
      radio.checked = radio.value === state.mode;
    }
    vul.value = state.vulnerability;
    average.value = state.average;
    top.value = state.top;
    other.value = state.otherTable;
    nonOffending.value = state.nonOffending;
    renderRows(state.rows);
  }

  // ---------------------------------------------------------------- showing the evaluation

  /** Every field that can carry a message, with its id and its hint (if any). */
  function fields(): HTMLElement[] {
    return [...form.querySelectorAll<HTMLElement>('input[type="text"], select#calc-vul')];
  }

  function showErrors(evaluation: Evaluation): void {
    const byId = new Map(Object.entries(evaluation.errors).map(([key, message]) => [elementId(key), message]));
    for (const input of fields()) {
      const message = byId.get(input.id);
      const error = document.getElementById(`${input.id}-error`);
      if (!error) continue;
      if (error.textContent !== (message ?? '')) error.textContent = message ?? '';
      const hint = input.closest('[data-row]')
        ? input.dataset['field'] === 'outcome'
          ? 'calc-outcome-hint'
          : undefined
        : input.dataset['hint'];
      const describedBy = [hint, message !== undefined ? error.id : undefined].filter((x) => x !== undefined && x !== '');
      if (describedBy.length > 0) input.setAttribute('aria-describedby', describedBy.join(' '));
      else input.removeAttribute('aria-describedby');
      if (message !== undefined) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }

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

  function table(caption: string, head: readonly [string, boolean][], body: HTMLTableCellElement[][], foot: HTMLTableCellElement[]): HTMLElement {
    const t = el('table');
    t.append(el('caption', caption));
    const headRow = el('tr');
    for (const [text, numeric] of head) {
      const th = el('th', text, numeric ? 'num' : undefined);
      th.scope = 'col';
      headRow.append(th);
    }
    const thead = el('thead');
    thead.append(headRow);
    const tbody = el('tbody');
    for (const cells of body) {
      const tr = el('tr');
      tr.append(...cells);
      tbody.append(tr);
    }
    const tfoot = el('tfoot');
    const footRow = el('tr');
    footRow.append(...foot);
    tfoot.append(footRow);
    t.append(thead, tbody, tfoot);
    const wrap = el('div', undefined, 'table-scroll');
    wrap.dataset['label'] = caption;
    wrap.append(t);
    return wrap;
  }

  function pairsDetail(view: PairsView): HTMLElement[] {
    const rows = view.lines.map((l) => [
      outcomeCell(l.label, l.scoreText),
      cell('td', l.weightText, true),
      cell('td', l.matchpointsText, true),
      cell('td', l.contributionText, true),
    ]);
    const total = cell('th', 'Weighted match-points');
    total.colSpan = 3;
    const out: HTMLElement[] = [
      table(
        'Each outcome’s N/S match-points, weighted',
        [
          ['Outcome', false],
          ['Weight', true],
          ['Match-points', true],
          ['Weighted', true],
        ],
        rows,
        [total, cell('td', view.weightedText, true)],
      ),
    ];
    const working = el('p', undefined, 'working');
    working.append(el('strong', 'Working: '), document.createTextNode(view.working));
    out.push(working);
    const against = el('p');
    const averageWords = view.averageFromTop ? `the board average (half the top of ${view.topText ?? ''})` : 'the board average';
    against.textContent = `Against ${averageWords}: ${view.differenceWorking}.`;
    out.push(against);
    const award = el('p', undefined, 'award');
    award.append(
      document.createTextNode(`Enter the average (${view.averageText}) for both sides at this table, then `),
      el('strong', view.instruction),
      document.createTextNode(' (match-points, through the scoring program’s penalty routine).'),
    );
    out.push(award);
    const sides = el('dl', undefined, 'sides');
    sides.append(el('dt', 'N/S'), el('dd', `${view.nsCorrectionText} match-points`), el('dt', 'E/W'), el('dd', `${view.ewCorrectionText} match-points`));
    if (view.ewWeightedText !== undefined) {
      sides.append(el('dt', 'E/W weighted'), el('dd', `${view.ewWeightedText} of a top of ${view.topText ?? ''}`));
    }
    out.push(sides);
    return out;
  }

  function teamsDetail(view: TeamsView): HTMLElement[] {
    const rows = view.lines.map((l) => {
      const [sumPart = '', netPart = ''] = l.netWorking.split(' = ');
      return [
        // The N/S score is in the net-score working already.
        outcomeCell(l.label, ''),
        cell('td', [el('span', `${sumPart.replace(' − ', ' −\u00a0')}\u00a0=`, 'sum-part'), document.createTextNode(' '), el('span', netPart, 'net')], true),
        cell('td', l.impsText, true),
        cell('td', l.weightText, true),
        cell('td', l.weightedText, true),
      ];
    });
    const total = cell('th', 'Total');
    total.colSpan = 4;
    const out: HTMLElement[] = [
      table(
        `Each outcome against N/S ${view.otherScoreText}${view.otherLabel === view.otherScoreText ? '' : ` (${view.otherLabel})`} at the other table`,
        [
          ['Outcome', false],
          ['Net score', true],
          ['IMPs', true],
          ['Weight', true],
          ['Adjust', true],
        ],
        rows,
        [total, cell('td', view.totalText, true)],
      ),
    ];
    out.push(el('p', view.roundingNote));
    const award = el('p', undefined, 'award');
    award.append(document.createTextNode('Score the board as '), el('strong', view.instruction), document.createTextNode('.'));
    out.push(award);
    return out;
  }

  let lastHash = '';

  function update(): void {
    const state = readForm();
    const evaluation = evaluate(state);
    root.dataset['mode'] = state.mode;
    for (const part of root.querySelectorAll<HTMLElement>('[data-only]')) {
      part.hidden = part.dataset['only'] !== state.mode;
    }
    showErrors(evaluation);

    sum.textContent = evaluation.weightSum.message;
    sum.dataset['ok'] = String(evaluation.weightSum.ok);
    if (status.textContent !== evaluation.status) status.textContent = evaluation.status;
    const adviceText = evaluation.advice ?? '';
    if (advice.textContent !== adviceText) advice.textContent = adviceText;
    advice.hidden = adviceText === '';

    const parts = evaluation.pairs ? pairsDetail(evaluation.pairs) : evaluation.teams ? teamsDetail(evaluation.teams) : [];
    detail.replaceChildren(...parts);
    markScrollable();

    const count = state.rows.length;
    addButton.disabled = count >= MAX_ROWS;
    maxNote.hidden = count < MAX_ROWS;
    for (const button of rowsList.querySelectorAll<HTMLButtonElement>('[data-action="remove"]')) {
      button.disabled = count <= 1;
    }

    // An empty form keeps the plain address; anything else is written in the fragment.
    const hash = toHash(state) === EMPTY_HASH ? '' : toHash(state);
    if (hash !== location.hash) history.replaceState(history.state, '', hash === '' ? location.pathname + location.search : hash);
    lastHash = hash;
    link.value = location.href;
    printLink.textContent = location.href;
  }

  /** A table that has to scroll sideways (very narrow screens, large text) must be reachable by keyboard. */
  function markScrollable(): void {
    for (const wrap of detail.querySelectorAll<HTMLElement>('.table-scroll')) {
      if (wrap.scrollWidth > wrap.clientWidth) {
        wrap.tabIndex = 0;
        wrap.setAttribute('role', 'region');
        wrap.setAttribute('aria-label', wrap.dataset['label'] ?? 'Table');
      } else {
        wrap.removeAttribute('tabindex');
        wrap.removeAttribute('role');
        wrap.removeAttribute('aria-label');
      }
    }
  }
  window.addEventListener('resize', markScrollable);

  function announce(message: string): void {
    // Clear first so that the same message twice is announced twice.
    announcer.textContent = '';
    window.setTimeout(() => {
      announcer.textContent = message;
    }, 50);
  }

  function load(state: CalcState): void {
    writeForm(state);
    update();
  }

  function focusOutcome(index: number): void {
    const li = rowElements()[index];
    if (li) rowInput(li, 'outcome').focus();
  }

  // ---------------------------------------------------------------- events

  form.addEventListener('submit', (event) => {
    event.preventDefault();
  });
  form.addEventListener('input', update);
  form.addEventListener('change', update);

  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-action]') : null;
    if (!target) return;
    const action = target.dataset['action'];
    const state = readForm();
    if (action === 'add' && state.rows.length < MAX_ROWS) {
      load({ ...state, rows: [...state.rows, EMPTY_ROW] });
      focusOutcome(state.rows.length);
      announce(`Outcome ${String(state.rows.length + 1)} added.`);
    } else if (action === 'remove') {
      const li = target.closest('li[data-row]');
      const index = rowElements().findIndex((r) => r === li);
      if (index < 0 || state.rows.length <= 1) return;
      load({ ...state, rows: state.rows.filter((_, i) => i !== index) });
      focusOutcome(Math.min(index, state.rows.length - 2));
      announce(`Outcome ${String(index + 1)} removed; ${String(state.rows.length - 1)} left.`);
    } else if (action === 'example-pairs') {
      load(ZONE7_PAIRS);
      announce('The Zone 7 pairs example is loaded.');
    } else if (action === 'example-teams') {
      load(ZONE7_TEAMS);
      announce('The Zone 7 teams example is loaded.');
    } else if (action === 'reset') {
      load(emptyState());
      announce('The form is empty again.');
    } else if (action === 'copy') {
      void copyLink();
    } else if (action === 'print') {
      window.print();
    }
  });

  async function copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(location.href);
      announce('Link copied.');
    } catch {
      link.focus();
      link.select();
      announce('The link could not be copied automatically: it is selected, copy it with your device’s copy command.');
    }
  }

  window.addEventListener('hashchange', () => {
    if (location.hash !== lastHash && isStateHash(location.hash)) load(fromHash(location.hash));
  });

  // ---------------------------------------------------------------- start

  load(isStateHash(location.hash) ? fromHash(location.hash) : emptyState());
  root.hidden = false;
}
