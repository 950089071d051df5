/**
 * The ruling assistant in the browser (src/pages/assistant/index.astro).
 * One state object, kept in the URL (assistant-state.ts); every change
 * re-renders the steps from it.
 */
import { callProblem, parseAuction } from '../../bridge/auction';
import { parseCall } from '../../bridge/call';
import { isRuledEdition as isEdition } from '../../bridge/edition';
import { replacementOptions, rule } from '../../bridge/ruling';
import { isSeat, seatName } from '../../bridge/seat';
import {
  auctionToText,
  checkAuction,
  DEFAULT_STATE,
  judgementOf,
  pbnExport,
  readTypedAuction,
  rulingInput,
  stateFromSearch,
  stateToSearch,
  visibleSteps,
  type AssistantState,
  type AuctionCheck,
} from './assistant-state';
import { setupBiddingBox } from './bbox-client';
import { callNode, callTextNodes, el, rulingNode, tableNode } from './render';
import { EDITION_LABELS, auctionTable, clauseHref, clauseLabel, questions, rulingView, type QuestionKey } from './view';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };


export function setupAssistant(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-assistant]');
  if (form === null) return;
  const q = <T extends HTMLElement = HTMLElement>(selector: string): T | null => form.querySelector<T>(selector);
  const edition = q<HTMLSelectElement>('#as-edition');
  const dealer = q<HTMLSelectElement>('#as-dealer');
  const auctionInput = q<HTMLInputElement>('#as-auction');
  const intent = q<HTMLTextAreaElement>('#as-intent');
  const checkLine = q('[data-check]');
  const tableSlot = q('[data-table]');

  let state: Mutable<AssistantState> = { ...stateFromSearch(location.search) };
  /** Whether to say why an auction is not ready (not on a fresh, empty page). */
  let checked = state.auction.length > 0;
  /** A message about the typed text itself (a token that is not a call). */
  let typingProblem: string | null = null;

  const setState = (next: Mutable<AssistantState>): void => {
    state = next;
    const search = stateToSearch(state);
    history.replaceState(null, '', `${location.pathname}${search === '' ? '' : `?${search}`}${location.hash}`);
    render();
  };
  /** A new auction: the answers about the old one no longer hold. */
  const setAuction = (calls: string[]): void => {
    checked = true;
    typingProblem = null;
    setState({ edition: state.edition, dealer: state.dealer, auction: calls, intent: '' });
  };

  // ---- step 1: the auction
  edition?.addEventListener('change', () => {
    if (isEdition(edition.value)) setState({ ...state, edition: edition.value });
  });
  dealer?.addEventListener('change', () => {
    if (isSeat(dealer.value)) {
      checked = state.auction.length > 0;
      setState({ edition: state.edition, dealer: dealer.value, auction: state.auction, intent: '' });
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const typed = readTypedAuction(auctionInput?.value ?? '');
    if (!typed.ok) {
      checked = true;
      typingProblem = typed.message;
      render();
      return;
    }
    setAuction(typed.calls);
  });
  const buildRoot = q('#as-build');
  const build = buildRoot === null ? null : setupBiddingBox(buildRoot, (call) => setAuction([...state.auction, call]));
  build?.show(true);
  q('[data-action="undo"]')?.addEventListener('click', () => setAuction(state.auction.slice(0, -1)));
  q('[data-action="clear"]')?.addEventListener('click', () => {
    setAuction([]);
    checked = false;
    render();
  });
  q('[data-action="reset"]')?.addEventListener('click', () => {
    checked = false;
    typingProblem = null;
    setState({ ...DEFAULT_STATE });
    auctionInput?.focus();
  });

  // ---- step 2: accepted?
  for (const r of form.querySelectorAll<HTMLInputElement>('input[name="lho"]')) {
    r.addEventListener('change', () => {
      if (r.checked) setState({ ...state, accepted: r.value === 'yes' });
    });
  }
  // ---- step 3: intent
  intent?.addEventListener('input', () => {
    state = { ...state, intent: intent.value };
    const search = stateToSearch(state);
    history.replaceState(null, '', `${location.pathname}${search === '' ? '' : `?${search}`}`);
    renderExport(checkAuction(state.dealer, state.auction));
  });
  // ---- steps 3 and 6: the Director's findings
  for (const fs of form.querySelectorAll<HTMLElement>('[data-question]')) {
    const key = fs.dataset['question'] as QuestionKey;
    for (const r of fs.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      r.addEventListener('change', () => {
        if (r.checked) setState({ ...state, [key]: r.value === 'yes' });
      });
    }
  }
  // ---- step 5: the replacement
  const repRoot = q('#as-rep');
  const rep =
    repRoot === null
      ? null
      : setupBiddingBox(repRoot, (call) => {
          const next: Mutable<AssistantState> = { ...state, replacement: call };
          delete next.replacementArtificial;
          delete next.sameDenominations;
          delete next.comparable;
          setState(next);
        });
  rep?.show(true);

  function show(step: string, visible: boolean): void {
    const section = form?.querySelector<HTMLElement>(`[data-step="${step}"]`);
    if (section) section.hidden = !visible;
  }

  function text(name: string, value: string | (Node | string)[]): void {
    const node = form?.querySelector(`[data-text="${name}"]`);
    if (!node) return;
    if (typeof value === 'string') node.textContent = value;
    else node.replaceChildren(...value);
  }

  function renderExport(check: AuctionCheck): void {
    const exportSection = q('[data-step="export"]');
    if (exportSection === null) return;
    let callCancelled = false;
    const input = rulingInput(state, check);
    if (input !== null) callCancelled = rule(input).callCancelled;
    const pbn = pbnExport(state, check, callCancelled);
    exportSection.hidden = pbn === null;
    if (pbn === null) return;
    const area = q<HTMLTextAreaElement>('[data-pbn]');
    if (area !== null) area.value = pbn.text;
    const summary = q('[data-pbn-summary]');
    if (summary !== null) summary.textContent = pbn.summary;
    q('[data-pbn-download]')?.setAttribute('href', `data:application/x-bridge-pbn;charset=utf-8,${encodeURIComponent(pbn.text)}`);
    q('[data-share]')?.setAttribute('href', location.pathname + location.search);
  }

  function renderQuestions(check: Extract<AuctionCheck, { ok: true }>): boolean {
    const qs = questions(
      { edition: state.edition, dealer: state.dealer, calls: check.calls, insufficient: check.insufficient },
      state.replacement ?? null,
      judgementOf(state),
    );
    let anyInJudgement = false;
    for (const question of qs) {
      const fs = form?.querySelector<HTMLElement>(`[data-question="${question.key}"]`);
      if (!fs) continue;
      const inIntent = question.key === 'insufficientArtificial';
      fs.hidden = inIntent ? false : !question.relevant;
      if (!inIntent && question.relevant) anyInJudgement = true;
      fs.querySelector('[data-question-text]')?.replaceChildren(...callTextNodes(question.text));
      const hint = fs.querySelector('[data-question-hint]');
      if (hint) hint.textContent = question.hint + (question.derived ? ' Preset to the engine’s default; change it if you judge otherwise.' : '');
      for (const r of fs.querySelectorAll<HTMLInputElement>('input[type="radio"]')) r.checked = (r.value === 'yes') === question.value;
    }
    return anyInJudgement;
  }

  function renderOptions(check: Extract<AuctionCheck, { ok: true }>): void {
    const slot = q('[data-options]');
    if (slot === null) return;
    const situation = { edition: state.edition, dealer: state.dealer, calls: check.calls, insufficient: check.insufficient };
    const awaiting = rule(situation);
    const ia = state.insufficientArtificial;
    const free = replacementOptions(situation, () => (ia === undefined ? undefined : { insufficientArtificial: ia })).filter(
      (o) => o.legal && !o.ruling.partnerMustPass,
    );
    const list = el('ul', { class: 'asst-options' });
    for (const o of free) {
      list.append(el('li', {}, callNode(o.call), ' — ', el('a', { href: clauseHref(state.edition, o.ruling.clause) }, `Law ${clauseLabel(o.ruling.clause)}`)));
    }
    slot.replaceChildren(
      el('p', {}, el('strong', {}, 'What to tell the table: '), ...callTextNodes(awaiting.explanation)),
      el('p', {}, free.length === 0 ? 'On your findings so far, no call is free of rectification by rule alone; a comparable call may still be (step 6).' : 'Free of rectification on your findings so far, before any judgement of comparability:'),
      ...(free.length === 0 ? [] : [list]),
    );
  }

  function render(): void {
    if (edition) edition.value = state.edition;
    if (dealer) dealer.value = state.dealer;
    if (auctionInput && document.activeElement !== auctionInput) auctionInput.value = auctionToText(state.auction);
    if (intent && document.activeElement !== intent) intent.value = state.intent;
    const check = checkAuction(state.dealer, state.auction);
    const steps = visibleSteps(state, check);
    for (const s of ['accepted', 'intent', 'options', 'replacement', 'judgement', 'ruling']) show(s, steps.includes(s as never));

    // step 1
    if (checkLine) {
      const message = typingProblem ?? (checked || check.ok ? check.message : '');
      checkLine.textContent = message;
      checkLine.dataset['ok'] = String(typingProblem === null && check.ok);
    }
    if (tableSlot) {
      if (check.ok) {
        tableSlot.replaceChildren(
          tableNode(auctionTable(state.dealer, check.calls, { call: check.insufficient, mark: 'insufficient' }), `${seatName(state.dealer)} deals`),
        );
      } else tableSlot.replaceChildren();
    }
    renderExport(check);
    if (!check.ok) return;
    const ib = () => callNode(check.insufficient);
    const offender = seatName(check.offender);
    const lho = seatName(check.lho);

    // step 2
    text('accept-intro', [`Before anything else, ${lho} (LHO) may accept ${offender}’s `, ib(), ' by calling over it; it is then treated as legal (Law 27A1). Otherwise it must be replaced (Law 27B).']);
    text('accept-q', [`Did ${lho} accept `, ib(), '?']);
    for (const r of form?.querySelectorAll<HTMLInputElement>('input[name="lho"]') ?? []) {
      r.checked = state.accepted !== undefined && (r.value === 'yes') === state.accepted;
    }
    // step 3
    text('intent-label', [`What did ${offender} mean `, ib(), ' to show?']);
    const inJudgement = renderQuestions(check);
    // step 4
    if (steps.includes('options')) renderOptions(check);
    // step 5
    const legal = parseAuction(state.dealer, check.calls);
    rep?.setLegal((c) => callProblem(legal, parseCall(c)) === null);
    rep?.select(state.replacement ?? null);
    text('replacement-intro', `Zone 7, step 5: ${offender}, fully informed, chooses a replacement. Calls with a dashed border are not legal here (an insufficient bid, or a double or redouble the auction does not allow).`);
    const repStatus = q('[data-rep-status]');
    if (repStatus) {
      repStatus.replaceChildren(...(state.replacement === undefined ? ['No replacement chosen yet.'] : ['Replacement: ', callNode(state.replacement), '.']));
    }
    // step 6
    const noQuestions = q('[data-no-questions]');
    if (noQuestions) noQuestions.hidden = inJudgement;

    // step 7
    const input = rulingInput(state, check);
    const slot = q('[data-ruling]');
    const status = q('[data-ruling-status]');
    const step6 = q('[data-step6]');
    if (input === null || slot === null) return;
    const view = rulingView(rule(input));
    slot.replaceChildren(rulingNode(view, EDITION_LABELS[state.edition], 'h3'));
    if (status) status.textContent = `Ruling under ${EDITION_LABELS[state.edition]}: Law ${view.clauseLabel}, ${view.headline}.`;
    if (step6) step6.hidden = !view.consequences.some((c) => c.key === 'adjustedScorePossible' && c.value);
  }

  render();
}
