/**
 * The assistant's steps for a state: which are shown, the findings as the
 * engine's input, and answering one finding (which drops those after it).
 * Pure: no DOM. Used by the ruling steps (loaded when the auction is a
 * Law 27 case), not by the code loaded with the page.
 */
import { JUDGEMENT_FIELDS, type Judgement } from '../../bridge/judgement';
import type { QuestionId, RulingInput } from '../../bridge/ruling';
import { FINDING_PARAM, type AssistantState, type AuctionCheck, type LinkParam } from './assistant-state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type StepId = 'auction' | 'accepted' | 'intent' | 'options' | 'replacement' | 'judgement' | 'ruling';

/** The steps shown for this state, in order: each once the one before is answered. */
export function visibleSteps(state: AssistantState, check: AuctionCheck): StepId[] {
  const steps: StepId[] = ['auction'];
  if (!check.ok) return steps;
  steps.push('accepted');
  if (state.accepted === undefined) return steps;
  if (state.accepted) return [...steps, 'ruling'];
  steps.push('intent', 'options', 'replacement');
  if (state.replacement === undefined) return steps;
  return [...steps, 'judgement', 'ruling'];
}

export function judgementOf(state: AssistantState): Judgement {
  const j: { -readonly [K in keyof Judgement]: Judgement[K] } = {};
  if (state.insufficientArtificial !== undefined) j.insufficientArtificial = state.insufficientArtificial;
  if (state.replacementArtificial !== undefined) j.replacementArtificial = state.replacementArtificial;
  if (state.sameDenominations !== undefined) j.sameDenominations = state.sameDenominations;
  if (state.comparable !== undefined) j.comparable = state.comparable;
  return j;
}

/**
 * The state with the Director's answer to one question. The findings after
 * it in the Law's order are dropped: the answer may change which of them
 * are asked, and an answer given to another question set would not hold.
 */
export function answerFinding(state: AssistantState, id: QuestionId, answer: boolean): AssistantState {
  const next: Mutable<AssistantState> = { ...state };
  const at = JUDGEMENT_FIELDS.indexOf(id);
  for (const later of JUDGEMENT_FIELDS.slice(at + 1)) delete next[later];
  next[id] = answer;
  return next;
}

/** The URL parameters of finding `id` and of the findings after it (those `answerFinding` sets or drops). */
export function findingParamsFrom(id: QuestionId): LinkParam[] {
  return JUDGEMENT_FIELDS.slice(JUDGEMENT_FIELDS.indexOf(id)).map((k) => FINDING_PARAM[k]);
}


/** The engine's input for the state, or null while there is nothing to rule on. */
export function rulingInput(state: AssistantState, check: AuctionCheck): RulingInput | null {
  if (!check.ok || state.accepted === undefined) return null;
  const base = { edition: state.edition, dealer: state.dealer, calls: check.calls, insufficient: check.insufficient };
  if (state.accepted) return { ...base, accepted: true };
  if (state.replacement === undefined) return null;
  return { ...base, replacement: state.replacement, judgement: judgementOf(state) };
}
