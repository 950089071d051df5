/**
 * Showing an evaluation (./calc.ts) on the page: the message by each field
 * with bad input, the sum of the weights, the status line, the answer with
 * its working, the row buttons, and the address of the ruling. DOM updates
 * only; what to show is decided by ./calc.ts and ./state.ts.
 */
import type { Evaluation } from './calc';
import { pairsDetail, teamsDetail } from './detail';
import { el, type CalculatorElements } from './dom';
import { OUTCOME_HINT_ID, describedBy, errorElementId, fieldElementId } from './fields';
import { rowLimits, type Mode } from './state';

/** Every field that can carry a message. */
function messageFields(els: CalculatorElements): HTMLElement[] {
  return [...els.form.querySelectorAll<HTMLElement>('input[type="text"], select#calc-vul')];
}

/** The hint a field points at: the outcome hint for outcome fields, else its own `data-hint`. */
function hintOf(field: HTMLElement): string | undefined {
  if (!field.closest('[data-row]')) return field.dataset['hint'];
  return field.dataset['field'] === 'outcome' ? OUTCOME_HINT_ID : undefined;
}

/**
 * One field's message: shown next to it as an alert, tied to it by
 * aria-describedby, and the field marked invalid; or all of that taken away.
 */
export function showFieldMessage(field: HTMLElement, error: HTMLElement, message: string | undefined): void {
  if (error.textContent !== (message ?? '')) error.textContent = message ?? '';
  if (message !== undefined) error.setAttribute('role', 'alert');
  else error.removeAttribute('role');
  const ids = describedBy(hintOf(field), error.id, message !== undefined);
  if (ids !== '') field.setAttribute('aria-describedby', ids);
  else field.removeAttribute('aria-describedby');
  if (message !== undefined) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

export function showErrors(els: CalculatorElements, errors: Evaluation['errors']): void {
  const byId = new Map(Object.entries(errors).map(([key, message]) => [fieldElementId(key), message]));
  for (const field of messageFields(els)) {
    const error = document.getElementById(errorElementId(field.id));
    if (error) showFieldMessage(field, error, byId.get(field.id));
  }
}

/** Shows the parts of the form for `mode` only. */
export function showMode(els: CalculatorElements, mode: Mode): void {
  els.root.dataset['mode'] = mode;
  for (const part of els.root.querySelectorAll<HTMLElement>('[data-only]')) {
    part.hidden = part.dataset['only'] !== mode;
  }
}

function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

/** The sum of the weights, the status line, the Law 12C1(d) advice and the working. */
export function showEvaluation(els: CalculatorElements, evaluation: Evaluation): void {
  els.sum.textContent = evaluation.weightSum.message;
  els.sum.dataset['ok'] = String(evaluation.weightSum.ok);
  setText(els.status, evaluation.status);
  setText(els.advice, evaluation.advice ?? '');
  els.advice.hidden = (evaluation.advice ?? '') === '';
  const parts = evaluation.pairs
    ? pairsDetail(evaluation.pairs)
    : evaluation.teams
      ? teamsDetail(evaluation.teams)
      : [];
  els.detail.replaceChildren(...parts);
  markScrollable(els);
}

/** "Add an outcome" only below the most rows, "Remove" only above one row. */
export function showRowControls(els: CalculatorElements, count: number): void {
  const { canAdd, canRemove } = rowLimits(count);
  els.addButton.disabled = !canAdd;
  els.maxNote.hidden = canAdd;
  for (const button of els.rowsList.querySelectorAll<HTMLButtonElement>('[data-action="remove"]')) {
    button.disabled = !canRemove;
  }
}

/** Puts `hash` in the page address (without a history entry) and shows the link. */
export function showAddress(els: CalculatorElements, hash: string): void {
  if (hash !== location.hash)
    history.replaceState(history.state, '', hash === '' ? location.pathname + location.search : hash);
  els.link.value = location.href;
  els.printLink.textContent = location.href;
}

/** What could not be read from the address of a shared ruling; nothing when all was read. */
export function showLinkNotes(els: CalculatorElements, notes: readonly string[]): void {
  els.linkNotes.replaceChildren(...notes.map((note) => el('p', note)));
  els.linkNotes.hidden = notes.length === 0;
}

/** A table that has to scroll sideways (very narrow screens, large text) must be reachable by keyboard. */
export function markScrollable(els: CalculatorElements): void {
  for (const wrap of els.detail.querySelectorAll<HTMLElement>('.table-scroll')) {
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

/** Says `message` in the polite live region (cleared first, so the same message twice is said twice). */
export function announce(els: CalculatorElements, message: string): void {
  els.announcer.textContent = '';
  window.setTimeout(() => {
    els.announcer.textContent = message;
  }, 50);
}
