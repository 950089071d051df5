/**
 * The assistant's first step, which needs no ruling engine: the fields (from
 * the state), the text of Law 27 the ruling will use and why, the alert
 * listing what is wrong with the link, and the check of the auction with its
 * table. While the auction is no Law 27 case this is the whole page, drawn
 * by the code loaded with it (client.ts); once it is one, the ruling steps
 * (ruling-steps.ts, with the engine) draw the rest.
 */
import type { StateProblem } from './assess';
import { part, setHidden, setText, type Ctx } from './dom';
import type { RuledEdition } from '../../bridge/ruled-editions';
import { FACTS_BEFORE_CALL } from '../../bridge/ruling/table-facts';
import { loadOnce, notReached } from '../../client/first-use';
import { DEFAULT_EDITION, lineWithoutBody } from './edition-basic';
import { auctionToText, checkAuction, readTypedAuction, sameCalls, type AuctionCheck, type LinkParam } from './state';

/** The steps after the auction, in order: the table's facts asked before the call, then the call and the findings. */
export const STEPS = [
  ...FACTS_BEFORE_CALL.map((f) => f.id),
  'intent',
  'options',
  'replacement',
  'judgement',
  'ruling',
] as const;

/** What the ruling line says while something listed in the alert stops the ruling. */
export const HELD_BY_PROBLEMS = 'No ruling: put right what the message at the top of the page lists.';

export function hasProblem(ctx: Ctx, param: LinkParam): boolean {
  return ctx.model.linkProblems.some((p) => p.param === param);
}

/** The values of the link that could not be read, as problems for the alert. */
export function linkProblemsOf(ctx: Ctx): StateProblem[] {
  return ctx.model.linkProblems.map((p) => ({ param: p.param, message: p.message, kind: 'link' }));
}

/** The registry's in-force rule for a governing body (edition-choice.ts), fetched when a body is first given. */
export const loadChoice = loadOnce(() => import('./edition-choice'));
let choiceModule: Awaited<ReturnType<typeof loadChoice>> | null = null;
/** Whether the last load of the in-force rule failed (step 1 says so until a later change loads it). */
let choiceFailed = false;
/** While step 1 is drawn to say the load failed: that drawing does not try again (the reader's next change does). */
let sayingFailure = false;

/** The text the ruling will use, as step 1 shows it. */
interface Shown {
  readonly edition: RuledEdition | null;
  readonly kind: string;
  readonly line: string;
}

/**
 * The text the ruling will use and its line; null while the in-force rule,
 * needed once a body is given, is on its way (step 1 is drawn again when it
 * arrives).
 */
function shownChoice(ctx: Ctx): Shown | null {
  const { state } = ctx.model;
  if (state.body === undefined) {
    const edition = state.edition ?? DEFAULT_EDITION;
    return {
      edition,
      kind: state.edition === undefined ? 'default' : 'chosen',
      line: lineWithoutBody(ctx.data, edition, state.edition !== undefined),
    };
  }
  if (choiceModule === null) {
    // A failed load leaves the text unknown and says so; the next change draws the fields again, which tries again.
    if (sayingFailure) return null;
    void loadChoice().then(
      (m) => {
        choiceModule = m;
        choiceFailed = false;
        renderFields(ctx);
      },
      () => {
        choiceFailed = true;
        sayingFailure = true;
        renderFields(ctx);
        sayingFailure = false;
      },
    );
    return null;
  }
  const c = choiceModule.editionChoice(ctx.data, state, ctx.model.today);
  return { edition: c.edition, kind: c.kind, line: choiceModule.editionLine(ctx.data, c) };
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
  return state.auction.length === 0
    ? 'Press Enter (or Check) to check the auction.'
    : 'The auction has changed: press Enter (or Check) to rule on it. Until then no ruling is shown.';
}

/** The check of the auction on the page: held (not ok) while the text typed is not yet the state's auction. */
export function pageCheck(ctx: Ctx): AuctionCheck {
  const held = heldAuction(ctx);
  return held === null ? checkAuction(ctx.model.state.dealer, ctx.model.state.auction) : { ok: false, message: held };
}

/** A select shows no choice while the link's value for it could not be read. */
function selectValue(select: HTMLSelectElement | null, value: string, unreadable: boolean): void {
  if (select === null) return;
  if (document.activeElement !== select) {
    if (unreadable) select.selectedIndex = -1;
    else select.value = value;
  }
  // The chosen words, shown wrapping over the menu (Assistant.astro, .asst-select): a <select> cannot wrap its own.
  const shown = select.nextElementSibling;
  if (shown) shown.textContent = select.selectedOptions[0]?.textContent ?? '';
}

/** The edition control shows the text the ruling will use (no choice while it is being looked up); when there is none, its "choose one" entry. */
function renderEdition(ctx: Ctx, choice: Shown | null): void {
  const select = part<HTMLSelectElement>(ctx, '#as-edition');
  const none = select?.querySelector<HTMLOptionElement>('option[value=""]') ?? null;
  if (none !== null) none.hidden = choice?.edition !== null;
  selectValue(select, choice?.edition ?? '', hasProblem(ctx, 'ed') || choice === null);
  const line = part(ctx, '[data-edition-why]');
  const pending = choiceFailed
    ? notReached('The rule for the text in force could not be loaded', 'your next change tries again')
    : 'Looking up the text in force…';
  setText(line, choice?.line ?? pending);
  if (line !== null) line.dataset['choice'] = choice?.kind ?? 'pending';
}

export function renderFields(ctx: Ctx): void {
  const { state, linkProblems, today } = ctx.model;
  renderEdition(ctx, shownChoice(ctx));
  selectValue(part(ctx, '#as-dealer'), state.dealer, hasProblem(ctx, 'd'));
  selectValue(part(ctx, '#as-body'), state.body ?? '', false);
  const date = part<HTMLInputElement>(ctx, '#as-date');
  if (date !== null && document.activeElement !== date) date.value = state.date ?? today;
  const auction = part<HTMLInputElement>(ctx, '#as-auction');
  const rawAuction = linkProblems.find((p) => p.param === 'a')?.value;
  if (auction !== null && document.activeElement !== auction)
    auction.value = ctx.model.draft ?? rawAuction ?? auctionToText(state.auction);
  const intent = part<HTMLTextAreaElement>(ctx, '#as-intent');
  if (intent !== null && document.activeElement !== intent) intent.value = state.intent;
}

export function renderAlert(ctx: Ctx, problems: readonly StateProblem[]): void {
  const alert = part(ctx, '[data-alert]');
  if (alert === null) return;
  setHidden(alert, problems.length === 0);
  const list = alert.querySelector('[data-alert-list]');
  const items = problems.map((p) => {
    const li = document.createElement('li');
    li.dataset['problem'] = p.param;
    li.textContent = p.message;
    return li;
  });
  if (list !== null && list.textContent !== items.map((i) => i.textContent).join('')) list.replaceChildren(...items);
}

/**
 * The check of the auction: what makes it a Law 27 case when it is one (a
 * status), and otherwise why not (an alert, naming the call at fault and
 * what is allowed) once the director has asked for a check. The auction's
 * table is drawn with the ruling steps, which come with every Law 27 case
 * (ruling-steps.ts); until then, and for an auction that is none, no table.
 */
export function renderCheck(ctx: Ctx, check: AuctionCheck): void {
  const { typingProblem, checked, draft } = ctx.model;
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
  if (!check.ok) part(ctx, '[data-table]')?.replaceChildren();
}

/** The page while the auction is no Law 27 case (or not yet checked): step 1 only, and no ruling. */
export function renderAuctionOnly(ctx: Ctx, check: AuctionCheck, problems: readonly StateProblem[]): void {
  renderFields(ctx);
  renderAlert(ctx, problems);
  renderCheck(ctx, check);
  for (const s of STEPS) setHidden(part(ctx, `[data-step="${s}"]`), true);
  setText(part(ctx, '[data-ruling-status]'), problems.length > 0 ? HELD_BY_PROBLEMS : '');
  for (const selector of ['[data-ruling]', '[data-record-body]']) part(ctx, selector)?.replaceChildren();
  for (const selector of ['[data-step="export"]', '[data-record]']) setHidden(part(ctx, selector), true);
}
