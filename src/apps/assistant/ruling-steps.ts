/**
 * The assistant's ruling steps: from the model through `assess` (the ruling
 * engine) to the page. Loaded, with the engine, the first time the auction
 * is a Law 27 case (client.ts); step 1 is fields.ts. Each step has its own
 * function; none changes the state. The ruling card (with
 * `data-ruling-clause` and `data-ruling-edition`) appears only when `assess`
 * gives a ruling: no problem, and no open question. After an answer the page
 * moves on: the next question, or the card, comes into view and takes the
 * focus (`moveOn`).
 */
import { callProblem, parseAuction } from '../../bridge/auction';
import { parseCall } from '../../bridge/call';
import { rule, type YesNoQuestion } from '../../bridge/ruling';
import { OPTIONS_EXPLAINED, callAlreadyMade } from '../../bridge/ruling/table-facts';
import { seatName } from '../../bridge/seat';
import type { WorkedExample } from '../../site/routes/assistant';
import { auctionTable } from '../auction/call-view';
import { callNode, callTextNodes, el, tableNode } from '../auction/render';
import {
  callView,
  clauseHref,
  clauseLabel,
  freeOptions,
  insufficientQuestion,
  replacementFacts,
  rulingView,
  type AskedQuestion,
} from '../auction/view';
import type { Assessment } from './assess';
import { cardNode } from './card';
import { part, setHidden, setText, type Ctx } from './dom';
import { editionShort } from './edition-basic';
import { editionLine } from './edition-choice';
import { inForceInstead, mismatchText, stillJudgedText } from './edition-words';
import { HELD_BY_PROBLEMS, STEPS, renderAlert, renderAuctionOnly, renderCheck, renderFields } from './fields';
import { assessModel, currentRecord, situation } from './model';
import { pbnExport } from './pbn';
import { clauseWords } from './record';
import { recordNode } from './record-node';
import { closestExample } from './worked-example';
import { bringToTop, land, renderFold, stillToLand } from './landing';
import type { AnswerId, AuctionCheck } from './state';

type OkCheck = Extract<AuctionCheck, { ok: true }>;

// ------------------------------------------------------------ questions

/** A question's words as shown: the engine's, or for the insufficient bid asked early, the view's. */
interface Shown {
  readonly text: string;
  readonly yes: string;
  readonly no: string;
  readonly clause: string;
}

function exampleNodes(example: WorkedExample): (Node | string)[] {
  const answer = example.answer ? 'yes' : 'no';
  const law = example.clause === null ? '' : `, Law ${clauseLabel(example.clause)}`;
  const replaced = `${example.intent} Replaced by ${callView(example.call).display}${example.condition === null ? '' : ` (${example.condition})`}: the guide’s answer is ${answer}${law}.`;
  return [
    el('strong', {}, 'Worked example: '),
    el('a', { href: example.href }, ...callTextNodes(example.title)),
    ` (${example.source}, ${example.place}). `,
    ...callTextNodes(`${replaced}${example.note === null ? '' : ` ${example.note}`}`),
  ];
}

/** One question's fieldset: its words, what yes and no mean, the clause it decides, a worked example (folded), the answer. */
function fillQuestion(
  ctx: Ctx,
  a: Assessment,
  fs: HTMLElement,
  id: AnswerId,
  q: Shown,
  answer: boolean | undefined,
): void {
  const edition = a.choice.edition ?? '';
  fs.querySelector('[data-question-text]')?.replaceChildren(...callTextNodes(q.text));
  fs.querySelector('[data-question-hint]')?.replaceChildren(...callTextNodes(`Yes: ${q.yes} No: ${q.no}`));
  const words = clauseWords(ctx.data, edition, q.clause);
  fs.querySelector('[data-question-clause]')?.replaceChildren(
    ...(words === undefined
      ? []
      : [
          el(
            'p',
            {},
            el('a', { href: clauseHref(edition, q.clause) }, `Law ${clauseLabel(q.clause)}`),
            ` (${editionShort(ctx.data, edition)}): “${words}”`,
          ),
        ]),
  );
  const examples: Partial<Record<string, readonly WorkedExample[]>> = ctx.data.examples[edition] ?? {};
  const example = closestExample(examples[id], ctx.model.state.auction);
  const slot = fs.querySelector<HTMLElement>('[data-question-example]');
  if (slot !== null) {
    setHidden(slot, example === undefined);
    slot.replaceChildren(...(example === undefined ? [] : exampleNodes(example)));
  }
  for (const r of fs.querySelectorAll<HTMLInputElement>('input[type="radio"]'))
    r.checked = answer !== undefined && (r.value === 'yes') === answer;
}

function chainEntry(a: Assessment, id: AnswerId): { question: YesNoQuestion; answer: boolean | undefined } | undefined {
  const asked: AskedQuestion | undefined = a.chain?.asked.find((q) => q.question.id === id);
  if (asked !== undefined) return asked;
  const open = a.chain?.open;
  return open?.kind === 'yes-no' && open.id === id ? { question: open, answer: undefined } : undefined;
}

/** Every question fieldset of the page: shown with the engine's words when the engine asks it (the insufficient bid's also before). */
function renderQuestions(ctx: Ctx, a: Assessment, check: OkCheck): void {
  const { state } = ctx.model;
  for (const fs of ctx.form.querySelectorAll<HTMLElement>('fieldset[data-question]')) {
    const id = fs.dataset['question'] as AnswerId;
    const entry = chainEntry(a, id);
    if (id === 'insufficientArtificial' && fs.dataset['early'] !== undefined) {
      // Asked away from the table, before any replacement (Zone 7, steps 1–2): in the engine's words once it asks it.
      const own =
        a.choice.edition === null
          ? null
          : { ...insufficientQuestion(a.choice.edition, check.insufficient), clause: '27B1a' };
      const q = entry?.question ?? own;
      if (q !== null) fillQuestion(ctx, a, fs, id, q, state.insufficientArtificial);
      continue;
    }
    setHidden(fs, entry === undefined);
    if (entry !== undefined) fillQuestion(ctx, a, fs, id, entry.question, state[id]);
  }
}

/** The judgement step points back to the early question about the insufficient bid when the ruling turns on it. */
function renderInsufficientPointer(ctx: Ctx, a: Assessment): void {
  const node = part(ctx, '[data-chain-ia]');
  if (node === null) return;
  const entry = chainEntry(a, 'insufficientArtificial');
  setHidden(node, entry === undefined);
  if (entry === undefined) return;
  const link = el('a', { href: '#as-q-ia' }, 'asked above');
  node.replaceChildren(
    ...(entry.answer === undefined
      ? [
          'The ruling first depends on a question ',
          link,
          ': ',
          ...callTextNodes(entry.question.text),
          ' Answer it there.',
        ]
      : ['Answered ', link, ': ', ...callTextNodes(entry.question.text), ` ${entry.answer ? 'Yes' : 'No'}.`]),
  );
}

// ------------------------------------------------------------ steps

function renderOptions(ctx: Ctx, a: Assessment, check: OkCheck): void {
  const slot = part(ctx, '[data-options]');
  const s = situation(ctx.model.state, a, check);
  if (slot === null || s === null) return;
  const free = freeOptions(s, ctx.model.state.insufficientArtificial);
  const list = el('ul', { class: 'asst-options' });
  for (const o of free) {
    const law = el('a', { href: clauseHref(s.edition, o.clause) }, `Law ${clauseLabel(o.clause)}`);
    const ifs = o.conditions.map((c) => `“${c.question}” ${c.answer}`).join('; ');
    list.append(
      el('li', {}, callNode(o.call), ' — ', law, ...(ifs === '' ? [] : [', if you answer ', ...callTextNodes(ifs)])),
    );
  }
  // No replacement yet: the engine says what to tell the table (LHO has not accepted; the options are being explained).
  const told = rule({ ...s, ...OPTIONS_EXPLAINED }).explanation;
  const judged = stillJudgedText(s.edition, ctx.model.state.insufficientArtificial, callView(s.insufficient).display);
  slot.replaceChildren(
    el(
      'p',
      {},
      ...(free.length === 0
        ? callTextNodes(`On your findings so far, no call is free of rectification by rule alone; ${judged}`)
        : ['Free of rectification, on the answers given:']),
    ),
    ...(free.length === 0 ? [] : [list]),
    el(
      'details',
      { class: 'asst-more' },
      el('summary', {}, 'What to tell the table: every option, in full'),
      el('p', {}, ...callTextNodes(told)),
    ),
  );
}

function renderReplacement(ctx: Ctx, check: OkCheck): void {
  const { state } = ctx.model;
  const legal = parseAuction(state.dealer, check.calls, { acceptInsufficient: true });
  ctx.rep?.setLegal((c) => callProblem(legal, parseCall(c)) === null);
  ctx.rep?.select(state.replacement ?? null);
  const ib = callView(check.insufficient).display;
  const made = callAlreadyMade(state);
  setText(
    part(ctx, '[data-text="replacement-q"]'),
    made
      ? `Which call did ${seatName(check.offender)} put in place of ${ib}?`
      : `Which call does ${seatName(check.offender)} choose in place of ${ib}?`,
  );
  part(ctx, '[data-rep-status]')?.replaceChildren(
    ...(state.replacement === undefined ? ['No call chosen yet.'] : ['Chosen: ', callNode(state.replacement), '.']),
  );
}

function renderJudgement(ctx: Ctx, a: Assessment, check: OkCheck): void {
  const { state } = ctx.model;
  const s = situation(state, a, check);
  const facts = state.replacement === undefined || s === null ? [] : replacementFacts(s, state.replacement);
  part(ctx, '[data-rep-facts]')?.replaceChildren(...facts.map((f) => el('li', {}, ...callTextNodes(f))));
  renderInsufficientPointer(ctx, a);
}

// ------------------------------------------------------------ the ruling

function rulingStatus(ctx: Ctx, a: Assessment): string {
  if (a.ruling !== null) {
    const view = rulingView(a.ruling);
    return `Ruling under ${editionShort(ctx.data, a.ruling.edition)}: Law ${view.clauseLabel}, ${view.headline}.`;
  }
  if (a.problems.length > 0) return HELD_BY_PROBLEMS;
  if (a.choice.edition === null) return 'No ruling: choose the text of Law 27 to rule under (above).';
  return a.open === null ? '' : `No ruling yet: it depends on your answer to “${a.open.text}”`;
}

function renderRuling(ctx: Ctx, a: Assessment): void {
  const status = part(ctx, '[data-ruling-status]');
  setText(status, rulingStatus(ctx, a));
  // With the card shown, the status line only tells screen readers that the ruling has come.
  status?.classList.toggle('visually-hidden', a.ruling !== null);
  const slot = part(ctx, '[data-ruling]');
  if (slot === null) return;
  if (a.ruling === null) return slot.replaceChildren();
  const { ruling } = a;
  const view = rulingView(ruling);
  const words = clauseWords(ctx.data, ruling.edition, ruling.clause);
  const instead = inForceInstead(a.choice);
  const mismatch = mismatchText(ctx.data, a.choice);
  slot.replaceChildren(
    cardNode({
      view,
      ruling,
      editionLine: editionLine(ctx.data, a.choice),
      mismatch:
        mismatch === null
          ? null
          : instead === null
            ? { text: mismatch, instead: '', insteadLabel: '' }
            : { text: mismatch, instead, insteadLabel: `Law 27 of ${editionShort(ctx.data, instead)}` },
      quote:
        words === undefined
          ? null
          : { citation: `Law ${view.clauseLabel} (${editionShort(ctx.data, ruling.edition)})`, words },
    }),
  );
  // A mismatch the assistant cannot rule under instead (an earlier code): said, with no button.
  if (instead === null) slot.querySelector('[data-action="use-in-force"]')?.remove();
}

function renderExport(ctx: Ctx, a: Assessment): void {
  const section = part(ctx, '[data-step="export"]');
  if (section === null) return;
  const { state } = ctx.model;
  // Until the ruling is known, a double or redouble may yet be cancelled (27B3): the PBN leaves it out.
  const cancelled = a.ruling?.callCancelled ?? (state.replacement === 'X' || state.replacement === 'XX');
  const pbn = a.ruling === null ? null : pbnExport(state, a.check, cancelled);
  setHidden(section, pbn === null);
  if (pbn === null) return;
  const area = part<HTMLTextAreaElement>(ctx, '[data-pbn]');
  if (area !== null) area.value = pbn.text;
  setText(part(ctx, '[data-pbn-summary]'), pbn.summary);
  part(ctx, '[data-pbn-download]')?.setAttribute(
    'href',
    `data:application/x-bridge-pbn;charset=utf-8,${encodeURIComponent(pbn.text)}`,
  );
}

/** The record: printed alone (and copied as text), never drawn on screen. Returns how many questions it answers. */
function renderRecord(ctx: Ctx, a: Assessment): number {
  const section = part(ctx, '[data-record]');
  const record = a.ruling === null ? null : currentRecord(ctx, a);
  setHidden(section, record === null);
  part(ctx, '[data-record-body]')?.replaceChildren(...(record === null ? [] : [recordNode(record)]));
  return record?.answers.length ?? 0;
}

// ------------------------------------------------------------ moving on

/**
 * Where the Director goes next: the first question shown and not answered
 * (in the page's order), the bidding box while no call is chosen, or the
 * ruling card. Null when there is nothing to answer and no ruling yet.
 */
function frontier(ctx: Ctx, a: Assessment): Target {
  for (const step of ctx.form.querySelectorAll<HTMLElement>('[data-step]')) {
    if (step.hidden) continue;
    for (const fs of step.querySelectorAll<HTMLElement>('fieldset[data-question]')) {
      if (!fs.hidden && fs.querySelector('input:checked') === null) return { scroll: fs, focus: fs };
    }
    if (step.dataset['step'] === 'replacement' && ctx.model.state.replacement === undefined) {
      // The options are explained first: they come into view above the bidding box.
      const options = part(ctx, '[data-step="options"]');
      const button = step.querySelector<HTMLElement>('button[data-call][tabindex="0"]') ?? step;
      return { scroll: options !== null && !options.hidden ? options : step, focus: button };
    }
  }
  return a.ruling === null ? null : rulingCard(ctx);
}

type Target = { scroll: HTMLElement; focus: HTMLElement } | null;

/** The ruling card, brought into view, its heading (which names the clause and the ruling) taking the focus. */
function rulingCard(ctx: Ctx): Target {
  const card = part(ctx, '[data-ruling] .card');
  const heading = part(ctx, '[data-card-heading]');
  return card !== null && heading !== null ? { scroll: card, focus: heading } : null;
}

/** After an answer: the next thing to answer (or the ruling) comes to the top of the screen and takes the focus. */
function moveOn(ctx: Ctx, a: Assessment): void {
  if (!ctx.model.advance) return;
  ctx.model.advance = false;
  const next = frontier(ctx, a);
  if (next !== null) bringToTop(next.scroll, next.focus);
}

/** The card's target, scrolled from the fold above it when both fit on the screen (the reader sees that the answers are there). */
function withFoldAbove(ctx: Ctx, card: Target): Target {
  const bar = part(ctx, '[data-answers-fold]');
  if (card === null || bar === null) return card;
  const span = card.scroll.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
  return span <= window.innerHeight ? { scroll: bar, focus: card.focus } : card;
}

/**
 * Opened from an address (landing.ts): on its ruling, the answers folded
 * above the card; else on the first open question (the text of Law 27 to
 * rule under, when none is in force), else on the alert.
 */
function landFromAddress(ctx: Ctx, a: Assessment, answers: number): void {
  if (!stillToLand()) return;
  if (a.ruling !== null) {
    ctx.model.fold = 'folded';
    renderFold(ctx, answers);
    return land(withFoldAbove(ctx, rulingCard(ctx)));
  }
  const edition = part(ctx, '#as-edition');
  land(a.choice.edition === null && edition !== null ? { scroll: edition, focus: edition } : frontier(ctx, a));
}

// ------------------------------------------------------------ all

/** The auction as a table, the insufficient bid marked. */
function renderTable(ctx: Ctx, check: OkCheck): void {
  const { dealer } = ctx.model.state;
  part(ctx, '[data-table]')?.replaceChildren(
    tableNode(
      auctionTable(dealer, check.calls, { call: check.insufficient, mark: 'insufficient' }),
      `${seatName(dealer)} deals`,
    ),
  );
}

function renderSteps(ctx: Ctx, a: Assessment): void {
  for (const s of STEPS) setHidden(part(ctx, `[data-step="${s}"]`), !a.steps.includes(s));
  if (!a.check.ok) return;
  renderTable(ctx, a.check);
  renderQuestions(ctx, a, a.check);
  if (a.steps.includes('options')) renderOptions(ctx, a, a.check);
  renderReplacement(ctx, a.check);
  renderJudgement(ctx, a, a.check);
}

/** Renders the whole page from the model. */
export function render(ctx: Ctx): void {
  const a = assessModel(ctx);
  if (!a.check.ok) return renderAuctionOnly(ctx, a.check, a.problems);
  renderFields(ctx);
  renderAlert(ctx, a.problems);
  renderCheck(ctx, a.check);
  renderSteps(ctx, a);
  renderRuling(ctx, a);
  renderExport(ctx, a);
  const answers = renderRecord(ctx, a);
  // The answers stay folded only above a ruling: with a question open again, it is in view.
  if (a.ruling === null) ctx.model.fold = 'none';
  renderFold(ctx, answers);
  moveOn(ctx, a);
  landFromAddress(ctx, a, answers);
}

export { bindSteps } from './events';
/** Landing on the alert of an address that is no Law 27 case: the page's script asks for it (client.ts). */
export { land } from './landing';
/** Reading a pasted PBN comes with the ruling steps: one fetch, and the auction it gives is most often a Law 27 case, ruled next. */
export { readPbn } from './pbn-read';
