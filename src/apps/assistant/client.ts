/**
 * The ruling assistant in the browser (src/apps/assistant/Assistant.astro).
 * One state object, kept in the URL (state.ts); every change goes through
 * `commit`, which writes the URL and re-renders the page from the state
 * (step 1: fields.ts; the ruling steps, loaded with the engine when the
 * auction is a Law 27 case: ruling-steps.ts). This file only wires step 1's events.
 */
import { isRuledEdition } from '../../bridge/ruled-editions';
import { isSeat } from '../../bridge/seat';
import type { AssistantData } from '../../site/routes/assistant';
import { loadOnce, notReached } from '../../client/first-use';
import { part, type Ctx } from './dom';
import { DEFAULT_EDITION, deviceToday } from './edition-basic';
import { linkProblemsOf, loadChoice, pageCheck, renderAuctionOnly } from './fields';
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
} from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The bidding box that builds an auction, fetched when its fold is first opened. */
const loadBiddingBox = loadOnce(() => import('../auction/bbox-client'));

/** The ruling steps and the engine (ruling-steps.ts), fetched the first time the auction is a Law 27 case. */
const loadSteps = loadOnce(() => import('./ruling-steps'));
let steps: typeof import('./ruling-steps') | null = null;

/** Where the device keeps the governing body last chosen (a fresh start begins with it). */
const BODY_KEY = 'kb-assistant-body';

function rememberedBody(bodies: readonly string[]): string | undefined {
  try {
    const body = localStorage.getItem(BODY_KEY);
    return body !== null && bodies.includes(body) ? body : undefined;
  } catch {
    return undefined; // storage refused (private mode): nothing remembered
  }
}

function rememberBody(body: string | undefined): void {
  try {
    if (body === undefined) localStorage.removeItem(BODY_KEY);
    else localStorage.setItem(BODY_KEY, body);
  } catch {
    // storage refused: the body is simply not remembered
  }
}

/** Says in the alert `selector` that `what` could not be loaded. */
const loadFailed = (ctx: Ctx, selector: string, what: string, again: string) => (): void => {
  const alert = part(ctx, selector);
  if (alert === null) return;
  alert.textContent = notReached(`${what} could not be loaded`, again);
  alert.hidden = false;
};

/** Once a module has arrived after a failure: the alert that said so goes. */
function loaded(ctx: Ctx, selector: string): void {
  const alert = part(ctx, selector);
  if (alert?.textContent?.includes('could not be loaded')) {
    alert.textContent = '';
    alert.hidden = true;
  }
}

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
    .then(
      (module) => {
        // The note goes before the steps are drawn: a line taken away above a page that has landed would move it.
        loading(false);
        loaded(ctx, '[data-check-problem]');
        if (steps === null) module.bindSteps(ctx, { commit });
        steps = module;
        module.render(ctx);
      },
      loadFailed(
        ctx,
        '[data-check-problem]',
        'The ruling steps',
        'your next change to the auction or an answer tries again',
      ),
    )
    .finally(() => loading(false));
}

function writeUrl(ctx: Ctx): void {
  const search = stateToSearch(ctx.model.state, ctx.model.linkProblems);
  history.replaceState(null, '', `${location.pathname}${search === '' ? '' : `?${search}`}${location.hash}`);
}

/** The one way the state changes: the fields `touched` are now the user's, so the link's problems with them are gone. */
function commit(ctx: Ctx, next: AssistantState, touched: readonly LinkParam[], advance = false): void {
  ctx.model.state = next;
  ctx.model.linkProblems = ctx.model.linkProblems.filter((p) => !touched.includes(p.param));
  ctx.model.advance = advance;
  writeUrl(ctx);
  render(ctx);
}

/** The state with only the fields that say where and when the session is (edition, body, date), for a new auction or a fresh start. */
function setting(state: AssistantState): Partial<AssistantState> {
  const { edition, body, date } = state;
  return {
    ...(edition === undefined ? {} : { edition }),
    ...(body === undefined ? {} : { body }),
    ...(date === undefined ? {} : { date }),
  };
}

/**
 * A new auction: the answers about the old one no longer hold (`more`: what
 * is known about the new one, from a PBN). The text in the auction box
 * becomes this auction's, except when only the dealer changes (`touched`
 * then leaves out 'a'): an unchecked text stays as typed.
 */
function setAuction(
  ctx: Ctx,
  calls: readonly string[],
  dealer = ctx.model.state.dealer,
  touched: readonly LinkParam[] = ANSWER_PARAMS,
  more: Partial<AssistantState> = {},
): void {
  ctx.model.checked = calls.length > 0;
  if (touched.includes('a')) {
    ctx.model.typingProblem = null;
    ctx.model.draft = null;
  }
  commit(
    ctx,
    { ...DEFAULT_STATE, ...setting(ctx.model.state), dealer, auction: [...calls], ...more },
    touched,
    calls.length > 0,
  );
}

function without<K extends keyof AssistantState>(
  state: AssistantState,
  key: K,
  value: AssistantState[K] | undefined,
): AssistantState {
  const next: Mutable<AssistantState> = { ...state, [key]: value };
  if (value === undefined) delete next[key];
  return next;
}

function bindSelects(ctx: Ctx): void {
  const edition = part<HTMLSelectElement>(ctx, '#as-edition');
  edition?.addEventListener('change', () => {
    const chosen = edition.value;
    if (!isRuledEdition(chosen)) return;
    // The text in force (or the default) needs no choice: choosing it leaves the text to follow the body and the date.
    const unchosen = without(ctx.model.state, 'edition', undefined);
    const derived =
      unchosen.body === undefined
        ? Promise.resolve<string | null>(DEFAULT_EDITION)
        : loadChoice().then(
            (m) => m.editionChoice(ctx.data, unchosen, ctx.model.today).edition,
            () => null,
          );
    void derived.then((d) =>
      commit(ctx, without(ctx.model.state, 'edition', chosen === d ? undefined : chosen), ['ed']),
    );
  });
  const dealer = part<HTMLSelectElement>(ctx, '#as-dealer');
  dealer?.addEventListener('change', () => {
    // A dealer chosen anew keeps the auction (or the link's unreadable one, still to be corrected) and drops the answers.
    if (isSeat(dealer.value))
      setAuction(ctx, ctx.model.state.auction, dealer.value, ['d', ...ANSWER_PARAMS.filter((p) => p !== 'a')]);
  });
  const body = part<HTMLSelectElement>(ctx, '#as-body');
  body?.addEventListener('change', () => {
    const value = body.value === '' ? undefined : body.value;
    rememberBody(value);
    commit(ctx, without(ctx.model.state, 'body', value), ['gb']);
  });
  const date = part<HTMLInputElement>(ctx, '#as-date');
  date?.addEventListener('change', () =>
    commit(ctx, without(ctx.model.state, 'date', isIsoDate(date.value) ? date.value : undefined), ['dt']),
  );
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
      Object.assign(ctx.model, { draft: null, typingProblem: null, checked: true, advance: true });
      return render(ctx);
    }
    if (typed.ok) return setAuction(ctx, typed.calls);
    Object.assign(ctx.model, { checked: true, draft: input?.value ?? '', typingProblem: typed.message });
    render(ctx);
  });
  const buildRoot = part(ctx, '#as-build');
  buildRoot?.closest('details')?.addEventListener('toggle', () => {
    if (ctx.build !== null) return;
    loadBiddingBox().then(
      ({ setupBiddingBox }) => {
        loaded(ctx, '[data-check-problem]');
        if (ctx.build !== null) return;
        ctx.build = setupBiddingBox(buildRoot, (call) => setAuction(ctx, [...ctx.model.state.auction, call]));
        ctx.build.show(true);
      },
      loadFailed(ctx, '[data-check-problem]', 'The bidding box', 'close and open it again to try again'),
    );
  });
  part(ctx, '[data-action="undo"]')?.addEventListener('click', () =>
    setAuction(ctx, ctx.model.state.auction.slice(0, -1)),
  );
  part(ctx, '[data-action="clear"]')?.addEventListener('click', () => setAuction(ctx, []));
  part(ctx, '[data-action="read-pbn"]')?.addEventListener('click', () => {
    // The PBN reader (pbn-read.ts, with the parser) comes with the ruling steps.
    loadSteps().then(
      (module) => module.readPbn(ctx, setAuction),
      loadFailed(ctx, '[data-pbn-problem]', 'The PBN reader', 'press “Read the PBN” again to try again'),
    );
  });
}

function bindRestart(ctx: Ctx): void {
  part(ctx, '[data-action="reset"]')?.addEventListener('click', () => {
    Object.assign(ctx.model, { checked: false, typingProblem: null, draft: null });
    const body = rememberedBody(ctx.data.lookup.bodies.map((b) => b.id));
    commit(ctx, { ...DEFAULT_STATE, ...(body === undefined ? {} : { body }) }, LINK_PARAMS);
    part(ctx, '#as-auction')?.focus();
  });
}

export function setupAssistant(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-assistant]');
  if (form === null) return;
  const data = JSON.parse(form.dataset['assistantData'] ?? 'null') as AssistantData;
  const bodies = data.lookup.bodies.map((b) => b.id);
  const parsed = parseSearch(location.search, bodies);
  // A fresh start (an address with no parameters) begins with the body this device last chose; a link keeps its own meaning.
  const body = location.search === '' ? rememberedBody(bodies) : undefined;
  const state = body === undefined ? parsed.state : { ...parsed.state, body };
  const model = {
    state,
    linkProblems: parsed.problems,
    checked: state.auction.length > 0,
    typingProblem: null,
    draft: null,
    today: deviceToday(),
    advance: false,
  };
  const ctx: Ctx = { form, data, model, build: null, rep: null };
  bindSelects(ctx);
  bindAuctionEntry(ctx);
  bindRestart(ctx);
  if (body !== undefined) writeUrl(ctx);
  render(ctx);
  // An address whose auction is no Law 27 case lands on its alert (landing.ts, with the ruling steps' code).
  if (!pageCheck(ctx).ok && (parsed.problems.length > 0 || state.auction.length > 0))
    void loadSteps().then(
      (m) => m.land(null),
      () => undefined,
    );
}
