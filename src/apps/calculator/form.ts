/**
 * The form and the state (./state.ts), both ways: `readForm` takes what is
 * typed, `writeForm` puts a state in the fields, building one row per
 * outcome from the template with its ids, labels and message elements.
 */
import { must, type CalculatorElements } from './dom';
import { ROW_FIELDS, errorElementId, rowFieldId, type RowField } from './fields';
import { EMPTY_ROW, type BoardVulnerability, type CalcState, type Mode, type OutcomeRow, type Side } from './state';

export function rowElements(els: CalculatorElements): HTMLLIElement[] {
  return [...els.rowsList.querySelectorAll<HTMLLIElement>('li[data-row]')];
}

export function rowInput(li: ParentNode, field: RowField): HTMLInputElement {
  return must<HTMLInputElement>(li, `input[data-field="${field}"]`);
}

function readRow(li: HTMLLIElement): OutcomeRow {
  return {
    outcome: rowInput(li, 'outcome').value,
    weight: rowInput(li, 'weight').value,
    matchpoints: rowInput(li, 'matchpoints').value,
  };
}

export function readForm(els: CalculatorElements): CalcState {
  const checked = els.form.querySelector<HTMLInputElement>('input[name="mode"]:checked');
  const mode: Mode = checked?.value === 'teams' ? 'teams' : 'pairs';
  const rows = rowElements(els).map(readRow);
  return {
    mode,
    vulnerability: els.vulnerability.value as BoardVulnerability,
    rows: rows.length > 0 ? rows : [EMPTY_ROW],
    average: els.average.value,
    top: els.top.value,
    otherTable: els.otherTable.value,
    nonOffending: els.nonOffending.value as Side,
  };
}

/** Row `n` (from 1) from the template: numbered, each field with its id, label and message element. */
function buildRow(template: HTMLTemplateElement, row: OutcomeRow, n: number): HTMLLIElement {
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  const li = must<HTMLLIElement>(fragment, 'li[data-row]');
  must<HTMLElement>(li, '[data-n]').textContent = String(n);
  must<HTMLElement>(li, '[data-remove-n]').textContent = ` outcome ${String(n)}`;
  for (const field of ROW_FIELDS) {
    const id = rowFieldId(field, n);
    const input = rowInput(li, field);
    input.id = id;
    input.value = row[field];
    must<HTMLLabelElement>(li, `label[data-label="${field}"]`).htmlFor = id;
    must<HTMLElement>(li, `[data-error="${field}"]`).id = errorElementId(id);
  }
  return li;
}

export function writeForm(els: CalculatorElements, state: CalcState): void {
  for (const radio of els.form.querySelectorAll<HTMLInputElement>('input[name="mode"]')) {
    radio.checked = radio.value === state.mode;
  }
  els.vulnerability.value = state.vulnerability;
  els.average.value = state.average;
  els.top.value = state.top;
  els.otherTable.value = state.otherTable;
  els.nonOffending.value = state.nonOffending;
  els.rowsList.replaceChildren(...state.rows.map((row, i) => buildRow(els.template, row, i + 1)));
}

/** Puts the keyboard focus in the first field of outcome row `index` (from 0). */
export function focusOutcome(els: CalculatorElements, index: number): void {
  const li = rowElements(els)[index];
  if (li) rowInput(li, 'outcome').focus();
}
