/**
 * The auction widget in the browser (see AuctionWidget.astro): step through
 * the calls, pick an edition and a replacement, answer the Director's
 * questions, see the engine's ruling. Everything it needs is in the
 * element's data-widget attribute.
 */
import { callProblem, parseAuction } from '../../bridge/auction';
import { parseCall } from '../../bridge/call';
import { isRuledEdition as isEdition, type RuledEdition as Edition } from '../../bridge/edition';
import type { Judgement } from '../../bridge/ruling';
import { setupBiddingBox } from './bbox-client';
import { callTextNodes, el, rulingNode } from './render';
import {
  EDITION_LABELS,
  QUESTION_KEYS,
  sourceShort,
  agreesWithSource,
  defaultJudgement,
  describeCell,
  questions,
  ruleOn,
  rulingView,
  verdictText,
  widgetTable,
  type QuestionKey,
  type Situation,
  type TableCell,
  type WidgetData,
} from './view';

interface State {
  step: number;
  edition: Edition;
  replacement: string | null;
  judgement: Judgement;
  /** The source's reading the findings came from, if any. */
  from: number | null;
}

function setup(root: HTMLElement): void {
  const parsed = JSON.parse(root.dataset['widget'] ?? 'null') as WidgetData | null;
  if (parsed === null) return;
  const data: WidgetData = parsed;
  root.dataset['ready'] = 'true';
  for (const node of root.querySelectorAll<HTMLElement>('[data-js]')) node.hidden = false;

  const cells = new Map<number, TableCell>();
  for (const row of widgetTable(data).rows) for (const c of row) if (c !== null) cells.set(c.index, c);
  const count = cells.size;
  const state: State = { step: count, edition: data.edition, replacement: null, judgement: {}, from: null };

  // ---- stepping through the auction
  const stepStatus = root.querySelector<HTMLElement>('[data-step-status]');
  const stepButtons = [...root.querySelectorAll<HTMLButtonElement>('button[data-step]')];
  const renderSteps = (announce: boolean): void => {
    for (const td of root.querySelectorAll<HTMLElement>('td[data-index]')) {
      const i = Number(td.dataset['index']);
      const content = td.querySelector<HTMLElement>('.cell-content');
      if (content !== null) content.hidden = i >= state.step;
      if (i === state.step - 1) td.setAttribute('aria-current', 'step');
      else td.removeAttribute('aria-current');
    }
    for (const b of stepButtons) {
      const kind = b.dataset['step'];
      const off = ((kind === 'first' || kind === 'prev') && state.step <= 1) || ((kind === 'next' || kind === 'all') && state.step >= count);
      b.setAttribute('aria-disabled', String(off));
    }
    const cell = cells.get(state.step - 1);
    if (stepStatus !== null && announce) {
      stepStatus.textContent = cell === undefined ? '' : `Call ${state.step} of ${count}: ${describeCell(cell)}.`;
    }
  };
  for (const b of stepButtons) {
    b.addEventListener('click', () => {
      if (b.getAttribute('aria-disabled') === 'true') return;
      const kind = b.dataset['step'];
      if (kind === 'first') state.step = Math.min(1, count);
      else if (kind === 'prev') state.step = Math.max(1, state.step - 1);
      else if (kind === 'next') state.step = Math.min(count, state.step + 1);
      else state.step = count;
      renderSteps(true);
    });
  }
  renderSteps(false);
  if (stepStatus !== null) {
    const last = cells.get(count - 1);
    stepStatus.textContent = last === undefined ? '' : `All ${count} calls shown; the last: ${describeCell(last)}.`;
  }

  // ---- trying replacements (Law 27 examples only)
  if (data.insufficient === null) return;
  const situation = (): Situation => ({ edition: state.edition, dealer: data.dealer, calls: data.calls, insufficient: data.insufficient ?? '' });
  const auction = parseAuction(data.dealer, data.calls);
  const boxRoot = root.querySelector<HTMLElement>('[data-bbox]');
  const questionBox = root.querySelector<HTMLElement>('[data-questions]');
  const result = root.querySelector<HTMLElement>('[data-result]');
  const status = root.querySelector<HTMLElement>('[data-ruling-status]');
  const headingLevel = Number(/^H(\d)$/.exec(root.querySelector('.aw-heading')?.tagName ?? 'H2')?.[1] ?? '2');
  const resultHeading = (`h${Math.min(5, headingLevel + 2)}`) as 'h4';

  const choose = (call: string): void => {
    const d = defaultJudgement(data, call);
    state.replacement = call;
    state.judgement = d.judgement;
    state.from = d.from;
    render(true);
  };
  const box = boxRoot === null ? null : setupBiddingBox(boxRoot, choose);
  box?.show(true);
  box?.setLegal((c) => callProblem(auction, parseCall(c)) === null);

  for (const radio of root.querySelectorAll<HTMLInputElement>('.aw-editions input[type="radio"]')) {
    radio.addEventListener('change', () => {
      if (radio.checked && isEdition(radio.value)) {
        state.edition = radio.value;
        render(true);
      }
    });
  }
  for (const fs of root.querySelectorAll<HTMLElement>('[data-question]')) {
    const key = fs.dataset['question'] as QuestionKey;
    for (const radio of fs.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        state.judgement = { ...state.judgement, [key]: radio.value === 'yes' };
        render(true);
      });
    }
  }
  for (const b of root.querySelectorAll<HTMLButtonElement>('button[data-try]')) {
    b.addEventListener('click', () => {
      const d = data.discussed[Number(b.dataset['try'])];
      if (d === undefined || d.call === null) return;
      state.edition = data.edition;
      state.replacement = d.call;
      state.judgement = { ...d.judgement };
      state.from = d.index;
      for (const r of root.querySelectorAll<HTMLInputElement>('.aw-editions input')) r.checked = r.value === state.edition;
      render(true);
    });
  }

  function render(announce: boolean): void {
    box?.select(state.replacement);
    if (questionBox !== null) questionBox.hidden = state.replacement === null;
    const qs = questions(situation(), state.replacement, state.judgement);
    for (const q of qs) {
      const fs = root.querySelector<HTMLElement>(`[data-question="${q.key}"]`);
      if (fs === null) continue;
      fs.hidden = state.replacement === null || !q.relevant;
      const legend = fs.querySelector('[data-question-text]');
      if (legend !== null) legend.replaceChildren(...callTextNodes(q.text));
      const hint = fs.querySelector('[data-question-hint]');
      if (hint !== null) hint.textContent = q.hint + (q.derived ? ' (Preset.)' : '');
      for (const r of fs.querySelectorAll<HTMLInputElement>('input[type="radio"]')) r.checked = (r.value === 'yes') === q.value;
    }
    if (result === null) return;
    if (state.replacement === null) {
      result.replaceChildren(el('p', {}, 'Choose a replacement call in the bidding box to see the ruling.'));
      return;
    }
    const ruling = ruleOn(situation(), state.replacement, state.judgement);
    const view = rulingView(ruling);
    const node = rulingNode(view, EDITION_LABELS[state.edition], resultHeading);
    const source = state.from === null ? undefined : data.discussed[state.from];
    if (source !== undefined && QUESTION_KEYS.every((k) => state.judgement[k] === source.judgement[k])) {
      const same = state.edition === data.edition;
      const agrees = agreesWithSource(ruling, source);
      node.append(
        el(
          'p',
          { class: 'aw-agree', 'data-agrees': String(agrees) },
          `The source (${sourceShort(data.source)}, written for ${EDITION_LABELS[data.edition]}) says: ${verdictText(source)}. `,
          same ? (agrees ? 'The engine agrees.' : 'The engine differs.') : `This ruling is under ${EDITION_LABELS[state.edition]}.`,
        ),
      );
    }
    result.replaceChildren(node);
    if (status !== null && announce) {
      status.textContent = `Ruling under ${EDITION_LABELS[state.edition]}: Law ${view.clauseLabel}, ${view.headline}.`;
    }
  }
  render(false);
}

/** Sets up every widget on the page that is not set up yet. */
export function setupWidgets(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-auction-widget]:not([data-ready])')) setup(root);
}
