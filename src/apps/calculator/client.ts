/**
 * The calculator in the browser: the events, and nothing else. Each change
 * to the form is read into a `CalcState` (./form.ts), evaluated (./calc.ts)
 * and shown (./render.ts); the buttons' effects on the state are
 * `transition`s (./state.ts); the state is kept in the page address so that
 * a ruling can be shared and survives a reload.
 */
import { evaluate } from './calc';
import { findElements, type CalculatorElements } from './dom';
import { focusOutcome, readForm, rowElements, writeForm } from './form';
import {
  announce,
  markScrollable,
  showAddress,
  showErrors,
  showEvaluation,
  showLinkNotes,
  showMode,
  showRowControls,
} from './render';
import {
  addressHash,
  emptyState,
  isStateHash,
  readHash,
  transition,
  type CalcState,
  type FormAction,
  type ReadState,
} from './state';

interface Calculator {
  readonly els: CalculatorElements;
  /** The fragment the calculator last wrote, to tell its own address changes from a new link. */
  lastHash: string;
}

/** Reads the form, evaluates it, and shows the result and the address. */
function update(calc: Calculator): void {
  const state = readForm(calc.els);
  const evaluation = evaluate(state);
  showMode(calc.els, state.mode);
  showErrors(calc.els, evaluation.errors);
  showEvaluation(calc.els, evaluation);
  showRowControls(calc.els, state.rows.length);
  calc.lastHash = addressHash(state);
  showAddress(calc.els, calc.lastHash);
}

function load(calc: Calculator, state: CalcState): void {
  writeForm(calc.els, state);
  update(calc);
}

/** The state in the page address (with what could not be read), or the empty form. */
function fromAddress(): ReadState {
  return isStateHash(location.hash) ? readHash(location.hash) : { state: emptyState(), notes: [] };
}

function loadAddress(calc: Calculator): void {
  const { state, notes } = fromAddress();
  load(calc, state);
  showLinkNotes(calc.els, notes);
}

/** What a form button asks for; `undefined` for the copy and print buttons. */
function formAction(calc: Calculator, button: HTMLButtonElement): FormAction | undefined {
  const action = button.dataset['action'];
  switch (action) {
    case 'add':
    case 'example-pairs':
    case 'example-teams':
    case 'reset':
      return { kind: action };
    case 'remove':
      return { kind: 'remove', index: rowElements(calc.els).findIndex((li) => li === button.closest('li[data-row]')) };
    default:
      return undefined;
  }
}

function applyAction(calc: Calculator, action: FormAction): void {
  const next = transition(readForm(calc.els), action);
  if (next === undefined) return;
  load(calc, next.state);
  if (next.replacesForm) showLinkNotes(calc.els, []);
  if (next.focusRow !== undefined) focusOutcome(calc.els, next.focusRow);
  announce(calc.els, next.announcement);
}

async function copyLink(els: CalculatorElements): Promise<void> {
  try {
    await navigator.clipboard.writeText(location.href);
    announce(els, 'Link copied.');
  } catch {
    els.link.focus();
    els.link.select();
    announce(
      els,
      'The link could not be copied automatically: it is selected, copy it with your device’s copy command.',
    );
  }
}

function onClick(calc: Calculator, event: Event): void {
  const button =
    event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-action]') : null;
  if (!button) return;
  const action = formAction(calc, button);
  if (action !== undefined) applyAction(calc, action);
  else if (button.dataset['action'] === 'copy') void copyLink(calc.els);
  else if (button.dataset['action'] === 'print') window.print();
}

/** A link to another ruling opened in this page: load it. The calculator's own address changes are not. */
function onHashChange(calc: Calculator): void {
  if (location.hash !== calc.lastHash && isStateHash(location.hash)) loadAddress(calc);
}

export function startCalculator(root: HTMLElement, template: HTMLTemplateElement): void {
  const calc: Calculator = { els: findElements(root, template), lastHash: '' };
  calc.els.form.addEventListener('submit', (event) => event.preventDefault());
  calc.els.form.addEventListener('input', () => update(calc));
  calc.els.form.addEventListener('change', () => update(calc));
  root.addEventListener('click', (event) => onClick(calc, event));
  window.addEventListener('hashchange', () => onHashChange(calc));
  window.addEventListener('resize', () => markScrollable(calc.els));
  loadAddress(calc);
}
