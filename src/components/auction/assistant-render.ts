/**
 * The assistant's rendering: from the model (assistant-dom.ts) through
 * `assess` to the page. Each step has its own function; none changes the
 * state. The ruling element (with `data-ruling-clause`) appears only when
 * `assess` gives a ruling: no problem, and no open question.
 */
import { callProblem, parseAuction } from '../../bridge/auction';
import { parseCall } from '../../bridge/call';
import { ruleStrict, type Question, type QuestionId } from '../../bridge/ruling';
import { seatName } from '../../bridge/seat';
import type { WorkedExample } from '../../site/assistant';
import { assess, type Assessment } from './assistant-assess';
import { part, setHidden, setText, type Ctx } from './assistant-dom';
import { clauseWords, editionWhy, rulingRecord, type RulingRecord } from './assistant-record';
import { auctionToText, pbnExport, readTypedAuction, sameCalls, stateToSearch, type AuctionCheck, type LinkParam } from './assistant-state';
import { callNode, callTextNodes, el, recordNode, rulingNode, tableNode } from './render';
import {
  EDITION_LABELS,
  auctionTable,
  callView,
  clauseHref,
  clauseLabel,
  freeOptions,
  insufficientQuestion,
  replacementFacts,
  rulingView,
  type AskedQuestion,
  type Situation,
} from './view';

type OkCheck = Extract<AuctionCheck, { ok: true }>;

const STEPS = ['accepted', 'intent', 'options', 'replacement', 'judgement', 'ruling'] as const;

function situation(ctx: Ctx, check: OkCheck): Situation {
  const { edition, dealer } = ctx.model.state;
  return { edition, dealer, calls: check.calls, insufficient: check.insufficient };
}

function hasProblem(ctx: Ctx, param: LinkParam): boolean {
  return ctx.model.linkProblems.some((p) => p.param === param);
}

/** The permalink of the current state (values of the link that could not be read are kept). */
export function permalink(ctx: Ctx): string {
  const search = stateToSearch(ctx.model.state, ctx.model.linkProblems);
  return `${location.origin}${location.pathname}${search === '' ? '' : `?${search}`}`;
}

// ------------------------------------------------------------ step 1

/**
 * Why the auction in the state is not the one on the page, or null: the
 * text typed could not be read, or it was changed and not yet checked. Then
 * nothing is shown past step 1: never a ruling for an auction other than
 * the one given.
 */
function heldAuction(ctx: Ctx): string | null {
  const { typingProblem, draft, state } = ctx.model;
  if (typingProblem !== null) return typingProblem;
  if (draft === null) return null;
  const typed = readTypedAuction(draft);
  if (typed.ok && sameCalls(typed.calls, state.auction)) return null;
  return state.auction.length === 0 ? 'Press Enter (or Check) to check the auction.' : 'The auction has changed: press Enter (or Check) to rule on it. Until then no ruling is shown.';
}

/** `assess` of the model: the state through the engine, held at step 1 while the auction on the page is not the state's. */
export function assessModel(ctx: Ctx): Assessment {
  const a = assess(ctx.model.state, ctx.model.linkProblems);
  const held = heldAuction(ctx);
  return held === null ? a : { ...a, check: { ok: false, message: held }, steps: ['auction'], input: null, chain: null, ruling: null };
}

/** A select shows no choice while the link's value for it could not be read. */
function selectValue(select: HTMLSelectElement | null, value: string, unreadable: boolean): void {
  if (select === null || document.activeElement === select) return;
  if (unreadable) select.selectedIndex = -1;
  else select.value = value;
}

function renderFields(ctx: Ctx): void {
  const { state, linkProblems } = ctx.model;
  selectValue(part(ctx, '#as-edition'), state.edition, hasProblem(ctx, 'ed'));
  selectValue(part(ctx, '#as-dealer'), state.dealer, hasProblem(ctx, 'd'));
  selectValue(part(ctx, '#as-body'), state.body ?? '', false);
  const date = part<HTMLInputElement>(ctx, '#as-date');
  if (date !== null && document.activeElement !== date) date.value = state.date ?? '';
  const auction = part<HTMLInputElement>(ctx, '#as-auction');
  const rawAuction = linkProblems.find((p) => p.param === 'a')?.value;
  if (auction !== null && document.activeElement !== auction) auction.value = ctx.model.draft ?? rawAuction ?? auctionToText(state.auction);
  const intent = part<HTMLTextAreaElement>(ctx, '#as-intent');
  if (intent !== null && document.activeElement !== intent) intent.value = state.intent;
  const given = state.body !== undefined || state.date !== undefined;
  setText(part(ctx, '[data-edition-why]'), given ? editionWhy(ctx.data, state) : '');
}

function renderAlert(ctx: Ctx, a: Assessment): void {
  const alert = part(ctx, '[data-alert]');
  if (alert === null) return;
  setHidden(alert, a.problems.length === 0);
  const list = alert.querySelector('[data-alert-list]');
  const items = a.problems.map((p) => el('li', { 'data-problem': p.param }, p.message));
  if (list !== null && list.textContent !== items.map((i) => i.textContent).join('')) list.replaceChildren(...items);
}

/**
 * The check of the auction: what makes it a Law 27 case when it is one (a
 * status), and otherwise why not (an alert, naming the call at fault and
 * what is allowed) once the director has asked for a check.
 */
function renderCheck(ctx: Ctx, check: AuctionCheck): void {
  const { typingProblem, checked, draft, state } = ctx.model;
  const editing = typingProblem === null && draft !== null;
  const problem = check.ok || editing || !(checked || typingProblem !== null) ? '' : check.message;
  const line = part(ctx, '[data-check]');
  if (line !== null) {
    setText(line, check.ok || editing ? check.message : '');
    line.dataset['ok'] = String(check.ok);
  }
  const alert = part(ctx, '[data-check-problem]');
  setText(alert, problem);
  setHidden(alert, problem === '');
  const slot = part(ctx, '[data-table]');
  if (slot === null) return;
  if (!check.ok) slot.replaceChildren();
  else slot.replaceChildren(tableNode(auctionTable(state.dealer, check.calls, { call: check.insufficient, mark: 'insufficient' }), `${seatName(state.dealer)} deals`));
}

// ------------------------------------------------------------ steps 2–5

function renderAccepted(ctx: Ctx, check: OkCheck): void {
  const ib = () => callNode(check.insufficient);
  const offender = seatName(check.offender);
  const lho = seatName(check.lho);
  part(ctx, '[data-text="accept-intro"]')?.replaceChildren(
    `Before anything else, ${lho} (LHO) may accept ${offender}’s `, ib(), ' by calling over it; it is then treated as legal (Law 27A1). Otherwise it must be replaced (Law 27B).',
  );
  part(ctx, '[data-text="accept-q"]')?.replaceChildren(`Did ${lho} accept `, ib(), '?');
  const accepted = ctx.model.state.accepted;
  for (const r of ctx.form.querySelectorAll<HTMLInputElement>('input[name="lho"]')) {
    r.checked = accepted !== undefined && (r.value === 'yes') === accepted;
  }
}

function renderOptions(ctx: Ctx, check: OkCheck): void {
  const slot = part(ctx, '[data-options]');
  if (slot === null) return;
  const s = situation(ctx, check);
  const free = freeOptions(s, ctx.model.state.insufficientArtificial);
  const list = el('ul', { class: 'asst-options' });
  for (const o of free) {
    const law = el('a', { href: clauseHref(s.edition, o.clause) }, `Law ${clauseLabel(o.clause)}`);
    const ifs = o.conditions.map((c) => `“${c.question}” ${c.answer}`).join('; ');
    list.append(el('li', {}, callNode(o.call), ' — ', law, ...(ifs === '' ? [] : [', if you answer ', ...callTextNodes(ifs)])));
  }
  // No replacement yet: the engine says what to tell the table, and asks nothing.
  const told = ruleStrict(s).explanation;
  // An artificial insufficient bid (2017): which calls specify its denomination(s) is the Director's judgement, not a rule.
  const judged =
    s.edition === '2017' && ctx.model.state.insufficientArtificial === true
      ? `a call that specifies the same denomination(s) as ${callView(s.insufficient).display} (Law 27B1(a)) or a comparable call (Law 27B1(b)) may be: you judge that in step 6.`
      : 'a comparable call may still be (step 6).'
  slot.replaceChildren(
    el('p', {}, el('strong', {}, 'What to tell the table: '), ...callTextNodes(told)),
    el('p', {}, ...(free.length === 0 ? callTextNodes(`On your findings so far, no call is free of rectification by rule alone; ${judged}`) : ['Free of rectification, on the answers given:'])),
    ...(free.length === 0 ? [] : [list]),
  );
}

function renderReplacement(ctx: Ctx, check: OkCheck): void {
  const { state } = ctx.model;
  const legal = parseAuction(state.dealer, check.calls, { acceptInsufficient: true });
  ctx.rep?.setLegal((c) => callProblem(legal, parseCall(c)) === null);
  ctx.rep?.select(state.replacement ?? null);
  setText(
    part(ctx, '[data-text="replacement-intro"]'),
    `Zone 7, step 5: ${seatName(check.offender)}, fully informed, chooses a replacement. Calls with a dashed border are not legal here (an insufficient bid, or a double or redouble the auction does not allow).`,
  );
  part(ctx, '[data-rep-status]')?.replaceChildren(...(state.replacement === undefined ? ['No replacement chosen yet.'] : ['Replacement: ', callNode(state.replacement), '.']));
}

// ------------------------------------------------------------ questions

interface Shown {
  readonly text: string;
  readonly yes: string;
  readonly no: string;
  readonly clause: '27B1a' | '27B1b';
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

/** One question's fieldset: its words, what yes and no mean, the clause it decides, a worked example, the answer. */
function fillQuestion(ctx: Ctx, fs: HTMLElement, id: QuestionId, q: Shown, answer: boolean | undefined): void {
  const edition = ctx.model.state.edition;
  fs.querySelector('[data-question-text]')?.replaceChildren(...callTextNodes(q.text));
  fs.querySelector('[data-question-hint]')?.replaceChildren(...callTextNodes(`Yes: ${q.yes} No: ${q.no}`));
  const words = clauseWords(ctx.data, edition, q.clause);
  fs.querySelector('[data-question-clause]')?.replaceChildren(
    ...(words === undefined ? [] : [el('p', {}, el('a', { href: clauseHref(edition, q.clause) }, `Law ${clauseLabel(q.clause)}`), ` (${EDITION_LABELS[edition]}): “${words}”`)]),
  );
  const example = ctx.data.examples[edition]?.[id];
  const slot = fs.querySelector<HTMLElement>('[data-question-example]');
  if (slot !== null) {
    setHidden(slot, example === undefined);
    slot.replaceChildren(...(example === undefined ? [] : exampleNodes(example)));
  }
  for (const r of fs.querySelectorAll<HTMLInputElement>('input[type="radio"]')) r.checked = answer !== undefined && (r.value === 'yes') === answer;
}

function chainEntry(a: Assessment, id: QuestionId): { question: Question; answer: boolean | undefined } | undefined {
  const asked: AskedQuestion | undefined = a.chain?.asked.find((q) => q.question.id === id);
  if (asked !== undefined) return asked;
  return a.chain?.open?.id === id ? { question: a.chain.open, answer: undefined } : undefined;
}

function renderInsufficientQuestion(ctx: Ctx, a: Assessment, check: OkCheck): void {
  const fs = part(ctx, '[data-question="insufficientArtificial"]');
  if (fs === null) return;
  const entry = chainEntry(a, 'insufficientArtificial');
  const own = insufficientQuestion(ctx.model.state.edition, check.insufficient);
  const q: Shown = entry === undefined ? { ...own, clause: '27B1a' } : entry.question;
  fillQuestion(ctx, fs, 'insufficientArtificial', q, ctx.model.state.insufficientArtificial);
}

/** Step 6 points back to step 3 for the question about the insufficient bid. */
function renderInsufficientPointer(ctx: Ctx, a: Assessment): void {
  const node = part(ctx, '[data-chain-ia]');
  if (node === null) return;
  const entry = chainEntry(a, 'insufficientArtificial');
  setHidden(node, entry === undefined);
  if (entry === undefined) return;
  const link = el('a', { href: '#as-q-ia' }, 'step 3');
  node.replaceChildren(
    ...(entry.answer === undefined
      ? ['The ruling first depends on the question in ', link, ': ', ...callTextNodes(entry.question.text), ' Answer it there.']
      : ['Answered in ', link, ': ', ...callTextNodes(entry.question.text), ` ${entry.answer ? 'Yes' : 'No'}.`]),
  );
}

function renderJudgement(ctx: Ctx, a: Assessment, check: OkCheck): void {
  const { state } = ctx.model;
  const facts = state.replacement === undefined ? [] : replacementFacts(situation(ctx, check), state.replacement);
  part(ctx, '[data-rep-facts]')?.replaceChildren(...facts.map((f) => el('li', {}, ...callTextNodes(f))));
  renderInsufficientPointer(ctx, a);
  for (const fs of ctx.form.querySelectorAll<HTMLElement>('[data-step="judgement"] fieldset[data-question]')) {
    const id = fs.dataset['question'] as QuestionId;
    const entry = chainEntry(a, id);
    setHidden(fs, entry === undefined);
    if (entry !== undefined) fillQuestion(ctx, fs, id, entry.question, entry.answer);
  }
  const none = a.chain !== null && a.chain.asked.length === 0 && a.chain.open === null;
  setHidden(part(ctx, '[data-no-questions]'), !none);
}

// ------------------------------------------------------------ the ruling

function rulingStatus(a: Assessment, edition: string): string {
  if (a.ruling !== null) {
    const view = rulingView(a.ruling);
    return `Ruling under ${edition}: Law ${view.clauseLabel}, ${view.headline}.`;
  }
  if (a.problems.length > 0) return 'No ruling: put right what the message at the top of the page lists.';
  const open = a.chain?.open;
  return open === null || open === undefined ? '' : `No ruling yet: it depends on your answer to “${open.text}”`;
}

function renderRuling(ctx: Ctx, a: Assessment): void {
  const label = EDITION_LABELS[ctx.model.state.edition];
  setText(part(ctx, '[data-ruling-status]'), rulingStatus(a, label));
  const slot = part(ctx, '[data-ruling]');
  const view = a.ruling === null ? null : rulingView(a.ruling);
  slot?.replaceChildren(...(view === null ? [] : [rulingNode(view, label, 'h3')]));
  setHidden(part(ctx, '[data-step6]'), view === null || !view.consequences.some((c) => c.key === 'adjustedScorePossible' && c.value));
  setHidden(part(ctx, '[data-record-actions]'), view === null);
}

function renderExport(ctx: Ctx, a: Assessment): void {
  const section = part(ctx, '[data-step="export"]');
  if (section === null) return;
  const { state } = ctx.model;
  // Until the ruling is known, a double or redouble may yet be cancelled (27B3): the PBN leaves it out.
  const cancelled = a.ruling?.callCancelled ?? (state.replacement === 'X' || state.replacement === 'XX');
  const pbn = pbnExport(state, a.check, cancelled);
  setHidden(section, pbn === null);
  if (pbn === null) return;
  const area = part<HTMLTextAreaElement>(ctx, '[data-pbn]');
  if (area !== null) area.value = pbn.text;
  setText(part(ctx, '[data-pbn-summary]'), pbn.summary);
  part(ctx, '[data-pbn-download]')?.setAttribute('href', `data:application/x-bridge-pbn;charset=utf-8,${encodeURIComponent(pbn.text)}`);
  part(ctx, '[data-share]')?.setAttribute('href', permalink(ctx));
}

/** The record of the ruling shown, or null. */
export function currentRecord(ctx: Ctx, a: Assessment = assessModel(ctx)): RulingRecord | null {
  const { state } = ctx.model;
  const facts = !a.check.ok || state.replacement === undefined || state.accepted !== false ? [] : replacementFacts(situation(ctx, a.check), state.replacement);
  return rulingRecord(ctx.data, state, a, permalink(ctx), facts);
}

function renderRecord(ctx: Ctx, a: Assessment): void {
  const section = part(ctx, '[data-record]');
  const record = currentRecord(ctx, a);
  setHidden(section, record === null);
  part(ctx, '[data-record-body]')?.replaceChildren(...(record === null ? [] : [recordNode(record)]));
}

// ------------------------------------------------------------ all

function renderSteps(ctx: Ctx, a: Assessment): void {
  for (const s of STEPS) setHidden(part(ctx, `[data-step="${s}"]`), !a.steps.includes(s));
  if (!a.check.ok) return;
  renderAccepted(ctx, a.check);
  renderInsufficientQuestion(ctx, a, a.check);
  if (a.steps.includes('options')) renderOptions(ctx, a.check);
  renderReplacement(ctx, a.check);
  renderJudgement(ctx, a, a.check);
}

/** Renders the whole page from the model. */
export function render(ctx: Ctx): void {
  const a = assessModel(ctx);
  renderFields(ctx);
  renderAlert(ctx, a);
  renderCheck(ctx, a.check);
  renderSteps(ctx, a);
  renderRuling(ctx, a);
  renderExport(ctx, a);
  renderRecord(ctx, a);
}
