/**
 * The ruling assistant in the browser (src/pages/assistant/index.astro).
 * One state object, kept in the URL (assistant-state.ts); every change goes
 * through `commit`, which writes the URL and re-renders the page from the
 * state (step 1: assistant-fields.ts; the ruling steps, loaded with the
 * engine when the auction is a Law 27 case: assistant-render.ts). This file
 * only wires the events.
 */
import { isRuledEdition as isEdition } from '../../bridge/ruled-editions';
import { isSeat } from '../../bridge/seat';
import type { AssistantData } from '../../site/assistant';
import { part, type Ctx } from './assistant-dom';
import { linkProblemsOf, pageCheck, renderAuctionOnly } from './assistant-fields';
import {
  ANSWER_PARAMS,
  DEFAULT_STATE,
  LINK_PARAMS,
  isIsoDate,
  parseSearch,
  readTypedAuction,
  sameCalls,
  stateToSearch,
  type AssistantState,
  type LinkParam,
} from './assistant-state';
import { setupBiddingBox } from './bbox-client';
import { loadOnce } from '../first-use';

/** The ruling steps and the engine (assistant-render.ts), fetched the first time the auction is a Law 27 case. */
const loadSteps = loadOnce(() => import('./assistant-render'));
let steps: typeof import('./assistant-render') | null = null;

/** Says in the alert `selector` that `what` could not be loaded. */
const loadFailed =
  (ctx: Ctx, selector: string, what: string) =>
  (failure: unknown): void => {
    const alert = part(ctx, selector);
    if (alert === null) return;
    alert.textContent = `${what} could not be loaded (${failure instanceof Error ? failure.message : 'unknown error'}). Reload the page to try again.`;
    alert.hidden = false;
  };

/**
 * Draws the page from the model: step 1 alone while the auction is no Law 27
 * case; the ruling steps once it is, when their code has arrived (at once
 * after the first time). Every drawing is of the model as it then is, so a
 * late arrival draws the newest state.
 */
function render(ctx: Ctx): void {
  if (steps !== null) return steps.render(ctx);
  const check = pageCheck(ctx);
  renderAuctionOnly(ctx, check, linkProblemsOf(ctx));
  if (!check.ok) return;
  // Until the steps are drawn the page says so (and is busy for assistive technology): step 1 alone is no answer.
  const loading = (on: boolean): void => {
    if (on) ctx.form.setAttribute('aria-busy', 'true');
    else ctx.form.removeAttribute('aria-busy');
    const note = part(ctx, '[data-steps-loading]');
    if (note !== null) note.hidden = !on;
  };
  loading(true);
  loadSteps()
    .then((loaded) => {
      if (steps === null) loaded.bindSteps(ctx, { commit });
      steps = loaded;
      loaded.render(ctx);
    }, loadFailed(ctx, '[data-check-problem]', 'The ruling steps'))
    .finally(() => loading(false));
}

function writeUrl(ctx: Ctx): void {
  const search = stateToSearch(ctx.model.state, ctx.model.linkProblems);
  history.replaceState(null, '', `${location.pathname}${search === '' ? '' : `?${search}`}${location.hash}`);
}

/** The one way the state changes: the fields `touched` are now the user's, so the link's problems with them are gone. */
function commit(ctx: Ctx, next: AssistantState, touched: readonly LinkParam[]): void {
  ctx.model.state = next;
  ctx.model.linkProblems = ctx.model.linkProblems.filter((p) => !touched.includes(p.param));
  writeUrl(ctx);
  render(ctx);
}

/**
 * A new auction: the answers about the old one no longer hold (`more`: what
 * is known about the new one, from a PBN). The text in the auction box
 * becomes this auction's, except when only the dealer changes (`touched`
 * then leaves out 'a'): an unchecked text stays as typed.
 */
function setAuction(ctx: Ctx, calls: readonly string[], dealer = ctx.model.state.dealer, touched: readonly LinkParam[] = ANSWER_PARAMS, more: Partial<AssistantState> = {}): void {
  const { edition, body, date } = ctx.model.state;
  ctx.model.checked = calls.length > 0;
  if (touched.includes('a')) {
    ctx.model.typingProblem = null;
    ctx.model.draft = null;
  }
  commit(ctx, { ...DEFAULT_STATE, edition, dealer, auction: [...calls], ...(body === undefined ? {} : { body }), ...(date === undefined ? {} : { date }), ...more }, touched);
}

function bindSelects(ctx: Ctx): void {
  const edition = part<HTMLSelectElement>(ctx, '#as-edition');
  edition?.addEventListener('change', () => {
    if (isEdition(edition.value)) commit(ctx, { ...ctx.model.state, edition: edition.value }, ['ed']);
  });
  const dealer = part<HTMLSelectElement>(ctx, '#as-dealer');
  dealer?.addEventListener('change', () => {
    // A dealer chosen anew keeps the auction (or the link's unreadable one, still to be corrected) and drops the answers.
    if (isSeat(dealer.value)) setAuction(ctx, ctx.model.state.auction, dealer.value, ['d', ...ANSWER_PARAMS.filter((p) => p !== 'a')]);
  });
  const body = part<HTMLSelectElement>(ctx, '#as-body');
  body?.addEventListener('change', () => {
    const next: { -readonly [K in keyof AssistantState]: AssistantState[K] } = { ...ctx.model.state, body: body.value };
    if (body.value === '') delete next.body;
    commit(ctx, next, ['gb']);
  });
  const date = part<HTMLInputElement>(ctx, '#as-date');
  date?.addEventListener('change', () => {
    const next: { -readonly [K in keyof AssistantState]: AssistantState[K] } = { ...ctx.model.state, date: date.value };
    if (!isIsoDate(date.value)) delete next.date;
    commit(ctx, next, ['dt']);
  });
}

function bindAuctionEntry(ctx: Ctx): void {
  const input = part<HTMLInputElement>(ctx, '#as-auction');
  // While the text is changed and not checked, no ruling is shown (it would be for the auction before the change).
  input?.addEventListener('input', () => {
    ctx.model.draft = input.value;
    ctx.model.typingProblem = null;
    render(ctx);
  });
  ctx.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const typed = readTypedAuction(input?.value ?? '');
    const { state, linkProblems } = ctx.model;
    const unchanged = typed.ok && sameCalls(typed.calls, state.auction) && !linkProblems.some((p) => p.param === 'a');
    if (unchanged) {
      // The same auction checked again: the answers about it still hold.
      Object.assign(ctx.model, { draft: null, typingProblem: null, checked: true });
      return render(ctx);
    }
    if (typed.ok) return setAuction(ctx, typed.calls);
    ctx.model.checked = true;
    ctx.model.draft = input?.value ?? '';
    ctx.model.typingProblem = typed.message;
    render(ctx);
  });
  const buildRoot = part(ctx, '#as-build');
  ctx.build = buildRoot === null ? null : setupBiddingBox(buildRoot, (call) => setAuction(ctx, [...ctx.model.state.auction, call]));
  ctx.build?.show(true);
  part(ctx, '[data-action="undo"]')?.addEventListener('click', () => setAuction(ctx, ctx.model.state.auction.slice(0, -1)));
  part(ctx, '[data-action="clear"]')?.addEventListener('click', () => setAuction(ctx, []));
  part(ctx, '[data-action="read-pbn"]')?.addEventListener('click', () => {
    // The PBN reader (assistant-pbn-read.ts, with the parser) comes with the ruling steps.
    loadSteps().then((loaded) => loaded.readPbn(ctx, setAuction), loadFailed(ctx, '[data-pbn-problem]', 'The PBN reader'));
  });
}

function bindActions(ctx: Ctx): void {
  part(ctx, '[data-action="reset"]')?.addEventListener('click', () => {
    ctx.model.checked = false;
    ctx.model.typingProblem = null;
    ctx.model.draft = null;
    commit(ctx, { ...DEFAULT_STATE }, LINK_PARAMS);
    part(ctx, '#as-auction')?.focus();
  });
}

export function setupAssistant(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-assistant]');
  if (form === null) return;
  const data = JSON.parse(form.dataset['assistantData'] ?? 'null') as AssistantData;
  const { state, problems } = parseSearch(location.search, data.lookup.bodies.map((b) => b.id));
  const ctx: Ctx = { form, data, model: { state, linkProblems: problems, checked: state.auction.length > 0, typingProblem: null, draft: null }, build: null, rep: null };
  bindSelects(ctx);
  bindAuctionEntry(ctx);
  bindActions(ctx);
  render(ctx);
}
