/**
 * The assistant's steps for a state: which are shown, the answers as the
 * engine's input, and answering one question (which drops the answers that
 * depend on it). Pure: no DOM.
 *
 * The steps follow the table: does LHO accept (27A1); had the offender
 * already put a call in its place (27C: after an acceptance that call is
 * withdrawn, whatever it was); away from the table, what was meant
 * and is it artificial; the options (not after a premature replacement: the
 * call is already made); the call; the Director's judgements on it (and LHO's
 * choice when it is itself insufficient, 27B4); the ruling.
 */
import { JUDGEMENT_FIELDS, type Judgement } from '../../bridge/judgement';
import type { RuledEdition } from '../../bridge/ruled-editions';
import { FACTS_BEFORE_CALL, TABLE_FACTS } from '../../bridge/ruling/table-facts';
import type { RulingInput } from '../../bridge/ruling/types';
import type { AnswerId, AssistantState, AuctionCheck, LinkParam } from './state';
import { ANSWER_PARAM } from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type StepId =
  'auction' | 'accepted' | 'premature' | 'intent' | 'options' | 'replacement' | 'judgement' | 'ruling';

/** The steps shown for this state, in order: each once the one before is answered. */
export function visibleSteps(state: AssistantState, check: AuctionCheck): StepId[] {
  const steps: StepId[] = ['auction'];
  if (!check.ok) return steps;
  steps.push('accepted');
  if (state.accepted === undefined) return steps;
  steps.push('premature');
  // A call given beside an acceptance was made before it: the engine takes that as 27C, and does not ask.
  const premature = state.premature ?? (state.accepted && state.replacement !== undefined ? true : undefined);
  if (premature === undefined) return steps;
  // Accepted: a call made before is withdrawn whatever it was (27C), so it is not asked.
  if (state.accepted) return [...steps, 'ruling'];
  steps.push('intent');
  if (state.insufficientArtificial === undefined) return steps;
  if (!premature) steps.push('options');
  steps.push('replacement');
  if (state.replacement === undefined) return steps;
  return [...steps, 'judgement', 'ruling'];
}

export function judgementOf(state: AssistantState): Judgement {
  const j: Mutable<Judgement> = {};
  if (state.insufficientArtificial !== undefined) j.insufficientArtificial = state.insufficientArtificial;
  if (state.replacementArtificial !== undefined) j.replacementArtificial = state.replacementArtificial;
  if (state.sameDenominations !== undefined) j.sameDenominations = state.sameDenominations;
  if (state.comparable !== undefined) j.comparable = state.comparable;
  return j;
}

/** The answers, in the order they are asked: an answer may change which later ones are asked, so a new answer drops those after it. */
const ANSWER_ORDER: readonly AnswerId[] = [
  ...FACTS_BEFORE_CALL.map((f) => f.id),
  // Asked away from the table, before the call: what was meant.
  'insufficientArtificial',
  ...TABLE_FACTS.filter((f) => !f.beforeCall).map((f) => f.id),
  ...JUDGEMENT_FIELDS.filter((id) => id !== 'insufficientArtificial'),
];

/** What a changed answer throws away besides the answers after it: the call, when the answer changes whether and how it was made. */
const DROPS_CALL: readonly AnswerId[] = FACTS_BEFORE_CALL.map((f) => f.id);

/** The state with an answer to one question; the answers after it (and the call, for LHO's acceptance and 27C) are dropped. */
export function answer(state: AssistantState, id: AnswerId, value: boolean): AssistantState {
  if (state[id] === value) return state;
  const next: Mutable<AssistantState> = { ...state };
  for (const later of ANSWER_ORDER.slice(ANSWER_ORDER.indexOf(id) + 1)) delete next[later];
  if (DROPS_CALL.includes(id)) delete next.replacement;
  next[id] = value;
  return next;
}

/** The URL parameters `answer(id)` may set or drop. */
export function answerParams(id: AnswerId): LinkParam[] {
  const params = ANSWER_ORDER.slice(ANSWER_ORDER.indexOf(id)).map((k) => ANSWER_PARAM[k]);
  return DROPS_CALL.includes(id) ? [...params, 'r'] : params;
}

/** The state with another call in place of the insufficient bid: the answers about the old call are dropped. */
export function withReplacement(state: AssistantState, call: string): AssistantState {
  const next: Mutable<AssistantState> = { ...state, replacement: call };
  delete next.replacementAccepted;
  delete next.replacementArtificial;
  delete next.sameDenominations;
  delete next.comparable;
  return next;
}

/** The URL parameters `withReplacement` sets or drops. */
export const REPLACEMENT_PARAMS: readonly LinkParam[] = ['r', 'lho2', 'ra', 'sd', 'cmp'];

/** The engine's input for the state under `edition`: every answer the state gives; null while there is nothing to rule on. */
export function rulingInput(
  state: AssistantState,
  check: AuctionCheck,
  edition: RuledEdition | null,
): RulingInput | null {
  if (!check.ok || edition === null) return null;
  const input: Mutable<RulingInput> = {
    edition,
    dealer: state.dealer,
    calls: check.calls,
    insufficient: check.insufficient,
  };
  for (const f of TABLE_FACTS) {
    const v = state[f.id];
    if (v !== undefined) input[f.id] = v;
  }
  if (state.replacement !== undefined) input.replacement = state.replacement;
  // The findings only once LHO has refused the bid: after an acceptance none is asked, and a finding given would be refused.
  if (state.accepted === false) input.judgement = judgementOf(state);
  return input;
}
