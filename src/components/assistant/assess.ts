/**
 * What the assistant shows for a state: the auction check, the steps, the
 * Director's questions one at a time, the problems, and the ruling — which
 * is shown only when nothing is wrong with the state and the ruling depends
 * on no unanswered question (`openQuestions` is empty): judgement is asked,
 * never assumed. Pure: no DOM; the property tests run it directly.
 */
import { RulingInputError } from '../../bridge/errors';
import { JUDGEMENT_FIELDS, openQuestions, ruleStrict, type QuestionId, type Ruling, type RulingInput } from '../../bridge/ruling';
import {
  FINDING_PARAM,
  checkAuction,
  type AssistantState,
  type AuctionCheck,
  type LinkParam,
  type LinkProblem,
} from './assistant-state';
import { rulingInput, visibleSteps, type StepId } from './assistant-steps';
import { questionChain, type QuestionChain } from './view';

/** Something wrong with the state that stops the ruling, for the page's alert. */
export interface StateProblem {
  /** The field at fault, by its URL parameter. */
  readonly param: LinkParam;
  readonly message: string;
  /** 'link': a value of the address that cannot be read; 'finding': a finding the mechanics rule out. */
  readonly kind: 'link' | 'finding';
}

export interface Assessment {
  readonly check: AuctionCheck;
  readonly steps: readonly StepId[];
  /** The engine's input (every finding the state gives), or null while there is nothing to rule on. */
  readonly input: RulingInput | null;
  /** The questions the ruling depends on, answered ones first, then the open one; null when there is no replacement to judge or the input is refused. */
  readonly chain: QuestionChain | null;
  readonly problems: readonly StateProblem[];
  /** The ruling: only when `problems` is empty and `openQuestions(input)` is empty. */
  readonly ruling: Ruling | null;
}

function findingOf(field: string): QuestionId | undefined {
  const id = field.replace(/^judgement\./, '');
  return (JUDGEMENT_FIELDS as readonly string[]).includes(id) ? (id as QuestionId) : undefined;
}

/** A refused input, in the page's words: which finding (or field) and why. */
function refusal(e: RulingInputError, state: AssistantState): StateProblem {
  const reason = e.message.slice(e.field.length + 2);
  const id = findingOf(e.field);
  if (id === undefined) {
    return { param: 'a', kind: 'finding', message: `The engine cannot rule on this state (${e.field}): ${reason}. Correct the auction or the replacement.` };
  }
  const param = FINDING_PARAM[id];
  const value = state[id] === true ? 'y' : 'n';
  return {
    param,
    kind: 'finding',
    message: `The finding ${param}=${value} cannot hold here: it ${reason}. Press “Set these aside” to drop it and answer the questions again.`,
  };
}

/** The state seen through the engine: questions, problems, and the ruling only when nothing is open. */
export function assess(state: AssistantState, linkProblems: readonly LinkProblem[] = []): Assessment {
  const check = checkAuction(state.dealer, state.auction);
  const steps = visibleSteps(state, check);
  const input = rulingInput(state, check);
  const problems: StateProblem[] = linkProblems.map((p) => ({ param: p.param, message: p.message, kind: 'link' }));
  if (input === null) return { check, steps, input, chain: null, problems, ruling: null };
  let open: readonly unknown[];
  let chain: QuestionChain | null;
  try {
    open = openQuestions(input);
    chain = state.accepted === true ? null : questionChain(input);
  } catch (e) {
    if (!(e instanceof RulingInputError)) throw e;
    return { check, steps, input, chain: null, problems: [...problems, refusal(e, state)], ruling: null };
  }
  const ruling = problems.length === 0 && open.length === 0 ? ruleStrict(input) : null;
  return { check, steps, input, chain, problems, ruling };
}

/** The state without its findings the engine refuses (the "Set these aside" button). */
export function withoutRefusedFindings(state: AssistantState, problems: readonly StateProblem[]): AssistantState {
  const next: { -readonly [K in keyof AssistantState]: AssistantState[K] } = { ...state };
  for (const p of problems) {
    if (p.kind !== 'finding') continue;
    for (const id of JUDGEMENT_FIELDS) if (FINDING_PARAM[id] === p.param) delete next[id];
  }
  return next;
}
