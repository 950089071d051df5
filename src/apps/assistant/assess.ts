/**
 * What the assistant shows for a state: the auction check, the text it rules
 * under, the steps, the questions one at a time, the problems, and the
 * ruling — which is shown only when nothing is wrong with the state and the
 * ruling depends on no unanswered question (`openQuestions` is empty): every
 * fact of the table and every judgement is asked, never assumed. Pure: no
 * DOM; the property tests run it directly.
 */
import { RulingInputError } from '../../bridge/errors';
import { JUDGEMENT_FIELDS } from '../../bridge/judgement';
import { openQuestions, ruleStrict, type Question, type Ruling, type RulingInput } from '../../bridge/ruling';
import { TABLE_ANSWER_IDS } from '../../bridge/ruling/table-facts';
import type { AssistantData } from '../../site/routes/assistant';
import { questionChain, type QuestionChain } from '../auction/view';
import { editionChoice, type EditionChoice } from './edition-choice';
import {
  ANSWER_PARAM,
  checkAuction,
  type AnswerId,
  type AssistantState,
  type AuctionCheck,
  type LinkParam,
  type LinkProblem,
} from './state';
import { rulingInput, visibleSteps, type StepId } from './steps';

/** Something wrong with the state that stops the ruling, for the page's alert. */
export interface StateProblem {
  /** The field at fault, by its URL parameter. */
  readonly param: LinkParam;
  readonly message: string;
  /** 'link': a value of the address that cannot be read; 'finding': an answer the mechanics or the other answers rule out. */
  readonly kind: 'link' | 'finding';
}

export interface Assessment {
  readonly check: AuctionCheck;
  /** The text of Law 27 the ruling uses, and why. */
  readonly choice: EditionChoice;
  readonly steps: readonly StepId[];
  /** The engine's input (every answer the state gives), or null while there is nothing to rule on. */
  readonly input: RulingInput | null;
  /** The questions the ruling depends on, answered ones first, then the open one; null when there is no input or it is refused. */
  readonly chain: QuestionChain | null;
  /** The first question still open, or null. */
  readonly open: Question | null;
  readonly problems: readonly StateProblem[];
  /** The ruling: only when `problems` is empty and `openQuestions(input)` is empty. */
  readonly ruling: Ruling | null;
}

/** The answer an input field names: a table fact by its id, a finding as `judgement.<id>`. */
const ANSWER_OF_FIELD: Readonly<Record<string, AnswerId>> = Object.fromEntries([
  ...TABLE_ANSWER_IDS.map((id) => [id, id]),
  ...JUDGEMENT_FIELDS.map((id) => [`judgement.${id}`, id]),
]);

/** A refused input, in the page's words: which answer (or field) and why. */
function refusal(e: RulingInputError, state: AssistantState): StateProblem {
  const reason = e.message.slice(e.field.length + 2);
  const id = ANSWER_OF_FIELD[e.field];
  if (id === undefined) {
    return {
      param: 'a',
      kind: 'finding',
      message: `The engine cannot rule on this state (${e.field}): ${reason}. Correct the auction or the replacement.`,
    };
  }
  const param = ANSWER_PARAM[id];
  const value = state[id] === true ? 'y' : 'n';
  return {
    param,
    kind: 'finding',
    message: `The answer ${param}=${value} cannot hold here: it ${reason}. Press “Set these aside” to drop it and answer the questions again.`,
  };
}

/** The state seen through the engine, under the text `today` (YYYY-MM-DD) makes it rule under: questions, problems, and the ruling only when nothing is open. */
export function assess(
  data: Pick<AssistantData, 'lookup'>,
  state: AssistantState,
  today: string,
  linkProblems: readonly LinkProblem[] = [],
): Assessment {
  const check = checkAuction(state.dealer, state.auction);
  const choice = editionChoice(data, state, today);
  // With no text to rule under, nothing past the auction is asked until the Director chooses one.
  const steps = choice.edition === null ? ['auction' as const] : visibleSteps(state, check);
  const input = rulingInput(state, check, choice.edition);
  const problems: StateProblem[] = linkProblems.map((p) => ({ param: p.param, message: p.message, kind: 'link' }));
  const none = { check, choice, steps, input, chain: null, open: null, problems, ruling: null };
  if (input === null) return none;
  let open: readonly Question[];
  let chain: QuestionChain;
  try {
    open = openQuestions(input);
    chain = questionChain(input);
  } catch (e) {
    if (!(e instanceof RulingInputError)) throw e;
    return { ...none, problems: [...problems, refusal(e, state)] };
  }
  const ruling = problems.length === 0 && open.length === 0 ? ruleStrict(input) : null;
  return { check, choice, steps, input, chain, open: open[0] ?? null, problems, ruling };
}

/** The state without its answers the engine refuses (the "Set these aside" button). */
export function withoutRefusedAnswers(state: AssistantState, problems: readonly StateProblem[]): AssistantState {
  const next: { -readonly [K in keyof AssistantState]: AssistantState[K] } = { ...state };
  for (const p of problems) {
    if (p.kind !== 'finding') continue;
    for (const [id, param] of Object.entries(ANSWER_PARAM) as [AnswerId, LinkParam][])
      if (param === p.param) delete next[id];
  }
  return next;
}
