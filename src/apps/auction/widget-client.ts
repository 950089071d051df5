/**
 * The auction widget in the browser (see AuctionWidget.astro): step through
 * the calls, pick an edition and a replacement, answer the Director's
 * questions, see the engine's ruling. Everything it needs is in the
 * element's data-widget attribute.
 */
import { callProblem, parseAuction } from '../../bridge/auction';
import { parseCall } from '../../bridge/call';
import { isRuledEdition as isEdition, type RuledEdition as Edition } from '../../bridge/edition';
import { RulingInputError } from '../../bridge/errors';
import { rule, ruleStrict, withAnswers, type AnswerId, type Answers, type Ruling } from '../../bridge/ruling';
import { setupBiddingBox } from './bbox-client';
import { callTextNodes, el } from './render';
import { rulingNode } from './ruling-node';
import {
  ANSWER_IDS,
  agreesWithSource,
  defaultAnswers,
  describeCell,
  editionShort,
  questionChain,
  rulingView,
  SOURCE_CASE,
  verdictText,
  widgetTable,
  withAnswer,
  type DiscussedView,
  type QuestionChain,
  type TableCell,
  type WidgetData,
} from './view';

export interface State {
  step: number;
  edition: Edition;
  replacement: string | null;
  /** The answers to the engine's yes-or-no questions: the source's case and findings, or the reader's. */
  answers: Answers;
  /** The source's reading the answers came from, if any. */
  from: number | null;
}

/** The kinds of the step buttons ('first', 'prev', 'next', 'all'). */
type StepKind = 'first' | 'prev' | 'next' | 'all';

/** The step a button leads to, of `count` calls (the last step shows them all). */
export function stepAfter(kind: StepKind, step: number, count: number): number {
  if (kind === 'first') return Math.min(1, count);
  if (kind === 'prev') return Math.max(1, step - 1);
  if (kind === 'next') return Math.min(count, step + 1);
  return count;
}

/** Whether a step button leads nowhere from `step`: back from the first call, on from the last. */
export function stepOff(kind: StepKind, step: number, count: number): boolean {
  return kind === 'first' || kind === 'prev' ? step <= 1 : step >= count;
}

/** The widget's table cells by call index. */
function tableCells(data: WidgetData): Map<number, TableCell> {
  const cells = new Map<number, TableCell>();
  for (const row of widgetTable(data).rows) for (const c of row) if (c !== null) cells.set(c.index, c);
  return cells;
}

/** Shows the calls up to the state's step, marks the current one, and (with `announce`) says which it is. */
function renderSteps(root: HTMLElement, state: State, cells: ReadonlyMap<number, TableCell>, announce: boolean): void {
  for (const td of root.querySelectorAll<HTMLElement>('td[data-index]')) {
    const i = Number(td.dataset['index']);
    const content = td.querySelector<HTMLElement>('.cell-content');
    if (content !== null) content.hidden = i >= state.step;
    if (i === state.step - 1) td.setAttribute('aria-current', 'step');
    else td.removeAttribute('aria-current');
  }
  for (const b of root.querySelectorAll<HTMLButtonElement>('button[data-step]')) {
    b.setAttribute('aria-disabled', String(stepOff(b.dataset['step'] as StepKind, state.step, cells.size)));
  }
  const status = root.querySelector<HTMLElement>('[data-step-status]');
  const cell = cells.get(state.step - 1);
  if (status !== null && announce)
    status.textContent = cell === undefined ? '' : `Call ${state.step} of ${cells.size}: ${describeCell(cell)}.`;
}

/** The step buttons: each moves the state's step and draws it; at first every call is shown, and the status names the last. */
function setupStepping(root: HTMLElement, state: State, cells: ReadonlyMap<number, TableCell>): void {
  for (const b of root.querySelectorAll<HTMLButtonElement>('button[data-step]')) {
    b.addEventListener('click', () => {
      if (b.getAttribute('aria-disabled') === 'true') return;
      state.step = stepAfter(b.dataset['step'] as StepKind, state.step, cells.size);
      renderSteps(root, state, cells, true);
    });
  }
  renderSteps(root, state, cells, false);
  const status = root.querySelector<HTMLElement>('[data-step-status]');
  const last = cells.get(cells.size - 1);
  if (status !== null)
    status.textContent = last === undefined ? '' : `All ${cells.size} calls shown; the last: ${describeCell(last)}.`;
}

/** Sets the widget up; returns "Try this replacement" when it is a Law 27 example. */
function setup(root: HTMLElement): ((index: number) => void) | undefined {
  const data = JSON.parse(root.dataset['widget'] ?? 'null') as WidgetData | null;
  if (data === null) return undefined;
  root.dataset['ready'] = 'true';
  for (const node of root.querySelectorAll<HTMLElement>('[data-js]')) node.hidden = false;
  // The button that started the widget (widget-loader.ts) has done its work.
  const starter = root.querySelector<HTMLElement>('[data-widget-start]');
  if (starter !== null) starter.hidden = true;
  const cells = tableCells(data);
  const state: State = { step: cells.size, edition: data.edition, replacement: null, answers: {}, from: null };
  setupStepping(root, state, cells);
  // Trying replacements: Law 27 examples only.
  return data.insufficient !== null ? setupTrying(root, data, state) : undefined;
}

/**
 * The source's own reading of the replacement shown: the reader picked a
 * call the source discusses (or pressed "Try this replacement"), under the
 * source's edition, and changed none of its answers (its case: not accepted,
 * no call made before the ruling; its findings). Its ruling is data (the findings
 * it leaves unstated are the engine's defaults); any other
 * case is the reader's own, and is ruled only once every question the
 * ruling depends on is answered.
 */
export function sourceReading(data: WidgetData, state: State): DiscussedView | undefined {
  const source = state.from === null ? undefined : data.discussed[state.from];
  if (source === undefined || state.edition !== data.edition) return undefined;
  const answers: Answers = { ...SOURCE_CASE, ...source.judgement };
  return ANSWER_IDS.every((k) => state.answers[k] === answers[k]) ? source : undefined;
}

export interface Judged {
  readonly chain: QuestionChain | null;
  readonly ruling: Ruling | null;
  readonly source: DiscussedView | undefined;
  /** Why the engine refuses the findings (an impossible finding), for the reader. */
  readonly refused: string | null;
}

/** The questions and the ruling for the widget's state; never throws on the state (a refused finding is a message). */
export function judge(data: WidgetData, state: State): Judged {
  const source = sourceReading(data, state);
  if (state.replacement === null || data.insufficient === null)
    return { chain: null, ruling: null, source, refused: null };
  const input = withAnswers(
    {
      edition: state.edition,
      dealer: data.dealer,
      calls: data.calls,
      insufficient: data.insufficient,
      replacement: state.replacement,
    },
    state.answers,
  );
  try {
    const chain = questionChain(input, source !== undefined);
    const ruling = source !== undefined ? rule(input) : chain.open === null ? ruleStrict(input) : null;
    return { chain, ruling, source, refused: null };
  } catch (e) {
    if (!(e instanceof RulingInputError)) throw e;
    return { chain: null, ruling: null, source, refused: e.message };
  }
}

/** The answers as shown: the chain's (the source's, or the defaults it leaves unstated). */
function shownAnswers(j: Judged, fallback: Answers): Answers {
  if (j.chain === null) return fallback;
  return Object.fromEntries(j.chain.asked.map((q) => [q.question.id, q.answer]));
}

function renderQuestions(root: HTMLElement, state: State, j: Judged): void {
  const box = root.querySelector<HTMLElement>('[data-questions]');
  if (box !== null) box.hidden = state.replacement === null || j.chain === null;
  for (const fs of root.querySelectorAll<HTMLElement>('[data-question]')) {
    const id = fs.dataset['question'] as AnswerId;
    const asked = j.chain?.asked.find((q) => q.question.id === id);
    const open = j.chain?.open;
    const q = asked?.question ?? (open?.kind === 'yes-no' && open.id === id ? open : undefined);
    fs.hidden = q === undefined;
    if (q === undefined) continue;
    fs.querySelector('[data-question-text]')?.replaceChildren(...callTextNodes(q.text));
    const note = asked?.assumed === true ? ' (The source does not say: its ruling takes the usual reading.)' : '';
    fs.querySelector('[data-question-hint]')?.replaceChildren(...callTextNodes(`Yes: ${q.yes} No: ${q.no}${note}`));
    for (const r of fs.querySelectorAll<HTMLInputElement>('input[type="radio"]'))
      r.checked = asked !== undefined && (r.value === 'yes') === asked.answer;
  }
}

function resultNodes(data: WidgetData, state: State, j: Judged, heading: 'h4'): HTMLElement {
  if (state.replacement === null) return el('p', {}, 'Choose a replacement call in the bidding box to see the ruling.');
  if (j.refused !== null)
    return el(
      'p',
      { class: 'aw-refused', role: 'alert' },
      `These findings cannot all hold, so there is no ruling: ${j.refused}. Change the answers above.`,
    );
  const open = j.chain?.open;
  if (j.ruling === null)
    return el(
      'p',
      { class: 'aw-waiting' },
      'No ruling yet: it depends on your answer to ',
      ...callTextNodes(`“${open?.text ?? ''}”`),
      ' (above).',
    );
  const view = rulingView(j.ruling);
  const node = rulingNode(view, editionShort(data, state.edition), heading);
  if (j.source !== undefined) {
    const agrees = agreesWithSource(j.ruling, j.source);
    node.append(
      el(
        'p',
        { class: 'aw-agree', 'data-agrees': String(agrees) },
        `The source (${data.sourceShort}, written for ${editionShort(data, data.edition)}) says: ${verdictText(j.source)}. `,
        agrees ? 'The engine agrees.' : 'The engine differs.',
      ),
    );
  }
  return node;
}

function statusText(data: WidgetData, state: State, j: Judged): string {
  if (j.ruling !== null) {
    const view = rulingView(j.ruling);
    return `Ruling under ${editionShort(data, state.edition)}: Law ${view.clauseLabel}, ${view.headline}.`;
  }
  return j.refused !== null
    ? 'No ruling: these findings cannot all hold.'
    : j.chain?.open
      ? 'No ruling yet: a question is open.'
      : '';
}

/** Sets up trying replacements; returns "Try this replacement" for the source's reading `index`. */
function setupTrying(root: HTMLElement, data: WidgetData, state: State): (index: number) => void {
  const auction = parseAuction(data.dealer, data.calls, { acceptInsufficient: true });
  const result = root.querySelector<HTMLElement>('[data-result]');
  const status = root.querySelector<HTMLElement>('[data-ruling-status]');
  const headingLevel = Number(/^H(\d)$/.exec(root.querySelector('.aw-heading')?.tagName ?? 'H2')?.[1] ?? '2');
  const resultHeading = `h${Math.min(5, headingLevel + 2)}` as 'h4';
  let judged = judge(data, state);

  const render = (announce: boolean): void => {
    judged = judge(data, state);
    box?.select(state.replacement);
    renderQuestions(root, state, judged);
    result?.replaceChildren(resultNodes(data, state, judged, resultHeading));
    if (status !== null && announce && status.textContent !== statusText(data, state, judged))
      status.textContent = statusText(data, state, judged);
  };
  const choose = (call: string): void => {
    const d = defaultAnswers(data, call);
    Object.assign(state, { replacement: call, answers: d.answers, from: d.from });
    render(true);
  };
  const box = (() => {
    const boxRoot = root.querySelector<HTMLElement>('[data-bbox]');
    return boxRoot === null ? null : setupBiddingBox(boxRoot, choose);
  })();
  box?.show(true);
  box?.setLegal((c) => callProblem(auction, parseCall(c)) === null);

  for (const radio of root.querySelectorAll<HTMLInputElement>('.aw-editions input[type="radio"]')) {
    radio.addEventListener('change', () => {
      if (!radio.checked || !isEdition(radio.value)) return;
      state.edition = radio.value;
      render(true);
    });
  }
  for (const fs of root.querySelectorAll<HTMLElement>('[data-question]')) {
    const key = fs.dataset['question'] as AnswerId;
    for (const radio of fs.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        state.answers = withAnswer(shownAnswers(judged, state.answers), key, radio.value === 'yes');
        render(true);
      });
    }
  }
  const tryDiscussed = (index: number): void => {
    const d = data.discussed[index];
    if (d === undefined || d.call === null) return;
    Object.assign(state, {
      edition: data.edition,
      replacement: d.call,
      answers: { ...SOURCE_CASE, ...d.judgement },
      from: d.index,
    });
    for (const r of root.querySelectorAll<HTMLInputElement>('.aw-editions input'))
      r.checked = r.value === state.edition;
    render(true);
  };
  for (const b of root.querySelectorAll<HTMLButtonElement>('button[data-try]'))
    b.addEventListener('click', () => tryDiscussed(Number(b.dataset['try'])));
  render(false);
  return tryDiscussed;
}

/** Each widget's "Try this replacement", once set up. */
const tries = new WeakMap<HTMLElement, (index: number) => void>();

/**
 * Sets up one widget (once), and with `tryIndex` tries the source's reading
 * of that index, as its "Try this replacement" does: the button that started
 * the widget (widget-loader.ts) is not pressed again for it, since a click
 * made while the key or click that pressed it is still being dispatched is
 * ignored by the browser.
 */
export function setupWidget(root: HTMLElement, tryIndex?: number): void {
  if (root.dataset['ready'] !== 'true') {
    const tryDiscussed = setup(root);
    if (tryDiscussed !== undefined) tries.set(root, tryDiscussed);
  }
  if (tryIndex !== undefined) tries.get(root)?.(tryIndex);
}
