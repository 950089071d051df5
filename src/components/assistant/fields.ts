/**
 * The assistant's first step, which needs no ruling engine: the fields (from
 * the state), the alert listing what is wrong with the link, and the check
 * of the auction with its table. While the auction is no Law 27 case this is
 * the whole page, drawn by the code loaded with it (assistant-client.ts);
 * once it is one, the ruling steps (assistant-render.ts, with the engine)
 * draw the rest.
 */
import { seatName } from '../../bridge/seat';
import type { StateProblem } from './assistant-assess';
import { part, setHidden, setText, type Ctx } from './assistant-dom';
import { loadOnce } from '../first-use';
import { auctionToText, checkAuction, readTypedAuction, sameCalls, type AuctionCheck, type LinkParam } from './assistant-state';
import { auctionTable } from './call-view';
import { el, tableNode } from './render';

/** Why this edition (the in-force rule and its dates), fetched when a governing body or a date is first given. */
const loadWhy = loadOnce(() => import('./assistant-why'));

export const STEPS = ['accepted', 'intent', 'options', 'replacement', 'judgement', 'ruling'] as const;

/** What the ruling line says while something listed in the alert stops the ruling. */
export const HELD_BY_PROBLEMS = 'No ruling: put right what the message at the top of the page lists.';

export function hasProblem(ctx: Ctx, param: LinkParam): boolean {
  return ctx.model.linkProblems.some((p) => p.param === param);
}

/** The values of the link that could not be read, as problems for the alert. */
export function linkProblemsOf(ctx: Ctx): StateProblem[] {
  return ctx.model.linkProblems.map((p) => ({ param: p.param, message: p.message, kind: 'link' }));
}

/**
 * Why the auction in the state is not the one on the page, or null: the
 * text typed could not be read, or it was changed and not yet checked. Then
 * nothing is shown past step 1: never a ruling for an auction other than
 * the one given.
 */
export function heldAuction(ctx: Ctx): string | null {
  const { typingProblem, draft, state } = ctx.model;
  if (typingProblem !== null) return typingProblem;
  if (draft === null) return null;
  const typed = readTypedAuction(draft);
  if (typed.ok && sameCalls(typed.calls, state.auction)) return null;
  return state.auction.length === 0 ? 'Press Enter (or Check) to check the auction.' : 'The auction has changed: press Enter (or Check) to rule on it. Until then no ruling is shown.';
}

/** The check of the auction on the page: held (not ok) while the text typed is not yet the state's auction. */
export function pageCheck(ctx: Ctx): AuctionCheck {
  const held = heldAuction(ctx);
  return held === null ? checkAuction(ctx.model.state.dealer, ctx.model.state.auction) : { ok: false, message: held };
}

/** A select shows no choice while the link's value for it could not be read. */
function selectValue(select: HTMLSelectElement | null, value: string, unreadable: boolean): void {
  if (select === null || document.activeElement === select) return;
  if (unreadable) select.selectedIndex = -1;
  else select.value = value;
}

export function renderFields(ctx: Ctx): void {
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
  const why = part(ctx, '[data-edition-why]');
  if (state.body === undefined && state.date === undefined) return setText(why, '');
  void loadWhy().then(({ editionWhy }) => {
    const now = ctx.model.state; // the state when the code arrives
    setText(why, now.body === undefined && now.date === undefined ? '' : editionWhy(ctx.data, now));
  });
}

export function renderAlert(ctx: Ctx, problems: readonly StateProblem[]): void {
  const alert = part(ctx, '[data-alert]');
  if (alert === null) return;
  setHidden(alert, problems.length === 0);
  const list = alert.querySelector('[data-alert-list]');
  const items = problems.map((p) => el('li', { 'data-problem': p.param }, p.message));
  if (list !== null && list.textContent !== items.map((i) => i.textContent).join('')) list.replaceChildren(...items);
}

/**
 * The check of the auction: what makes it a Law 27 case when it is one (a
 * status), and otherwise why not (an alert, naming the call at fault and
 * what is allowed) once the director has asked for a check.
 */
export function renderCheck(ctx: Ctx, check: AuctionCheck): void {
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

/** The page while the auction is no Law 27 case (or not yet checked): step 1 only, and no ruling. */
export function renderAuctionOnly(ctx: Ctx, check: AuctionCheck, problems: readonly StateProblem[]): void {
  renderFields(ctx);
  renderAlert(ctx, problems);
  renderCheck(ctx, check);
  for (const s of STEPS) setHidden(part(ctx, `[data-step="${s}"]`), true);
  setText(part(ctx, '[data-ruling-status]'), problems.length > 0 ? HELD_BY_PROBLEMS : '');
  part(ctx, '[data-ruling]')?.replaceChildren();
  for (const selector of ['[data-step6]', '[data-record-actions]', '[data-step="export"]', '[data-record]']) setHidden(part(ctx, selector), true);
  part(ctx, '[data-record-body]')?.replaceChildren();
}
