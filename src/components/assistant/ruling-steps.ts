/**
 * The assistant's ruling steps: from the model (assistant-dom.ts) through
 * `assess` (the ruling engine) to the page. Loaded, with the engine, the
 * first time the auction is a Law 27 case (assistant-client.ts); step 1 is
 * assistant-fields.ts. Each step has its own function; none changes the
 * state. The ruling element (with `data-ruling-clause`) appears only when
 * `assess` gives a ruling: no problem, and no open question.
 */
import { callProblem, parseAuction } from '../../bridge/auction';
import { parseCall } from '../../bridge/call';
import { rulingProfile } from '../../bridge/edition';
import { ruleStrict, type Question, type QuestionId } from '../../bridge/ruling';
import { seatName } from '../../bridge/seat';
import type { WorkedExample } from '../../site/assistant';
import { assess, type Assessment } from './assistant-assess';
import { part, setHidden, setText, type Ctx } from './assistant-dom';
import { HELD_BY_PROBLEMS, STEPS, heldAuction, renderAlert, renderAuctionOnly, renderCheck, renderFields } from './assistant-fields';
import { pbnExport } from './assistant-pbn';
import { editionShort } from './assistant-why';
import { clauseWords, recordText, rulingRecord, type RulingRecord } from './assistant-record';
import { stateToSearch, type AuctionCheck } from './assistant-state';
import { callNode, callTextNodes, el } from './render';
import { recordNode, rulingNode } from './ruling-node';
import {
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

function situation(ctx: Ctx, check: OkCheck): Situation {
  const { edition, dealer } = ctx.model.state;
  return { edition, dealer, calls: check.calls, insufficient: check.insufficient };
}

/** The permalink of the current state (values of the link that could not be read are kept). */
export function permalink(ctx: Ctx): string {
  const search = stateToSearch(ctx.model.state, ctx.model.linkProblems);
  return `${location.origin}${location.pathname}${search === '' ? '' : `?${search}`}`;
}

/** `assess` of the model: the state through the engine, held at step 1 while the auction on the page is not the state's. */
export function assessModel(ctx: Ctx): Assessment {
  const a = assess(ctx.model.state, ctx.model.linkProblems);
  const held = heldAuction(ctx);
  return held === null ? a : { ...a, check: { ok: false, message: held }, steps: ['auction'], input: null, chain: null, ruling: null };
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
    rulingProfile(s.edition)?.wording === '2017' && ctx.model.state.insufficientArtificial === true
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
    ...(words === undefined ? [] : [el('p', {}, el('a', { href: clauseHref(edition, q.clause) }, `Law ${clauseLabel(q.clause)}`), ` (${editionShort(ctx.data, edition)}): “${words}”`)]),
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
  if (a.problems.length > 0) return HELD_BY_PROBLEMS;
  const open = a.chain?.open;
  return open === null || open === undefined ? '' : `No ruling yet: it depends on your answer to “${open.text}”`;
}

function renderRuling(ctx: Ctx, a: Assessment): void {
  const label = editionShort(ctx.data, ctx.model.state.edition);
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
  if (!a.check.ok) return renderAuctionOnly(ctx, a.check, a.problems);
  renderFields(ctx);
  renderAlert(ctx, a.problems);
  renderCheck(ctx, a.check);
  renderSteps(ctx, a);
  renderRuling(ctx, a);
  renderExport(ctx, a);
  renderRecord(ctx, a);
}

export { bindSteps } from './assistant-step-events';
/** Reading a pasted PBN comes with the ruling steps: one fetch, and the auction it gives is most often a Law 27 case, ruled next. */
export { readPbn } from './assistant-pbn-read';

/** Copies the record as text; where the clipboard is refused, says how to copy it by hand. */
export async function copyRecord(ctx: Ctx): Promise<void> {
  const record = currentRecord(ctx);
  const status = part(ctx, '[data-copy-status]');
  if (record === null) return;
  try {
    await navigator.clipboard.writeText(recordText(record));
    setText(status, 'Record copied: paste it wherever you keep your rulings.');
  } catch {
    setText(status, 'This browser did not allow copying: print the record, or select it below and copy it by hand.');
  }
}

