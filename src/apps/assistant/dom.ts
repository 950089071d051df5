/**
 * What the assistant's scripts share: the page's mutable model (one state,
 * the link's unreadable values, what to say about the typed auction, the
 * day that stands for a date not given), and small DOM helpers. The state
 * logic is in state.ts, steps.ts and assess.ts; step 1 is drawn by fields.ts,
 * the rest by ruling-steps.ts; events are wired in client.ts and events.ts.
 */
import type { AssistantData } from '../../site/routes/assistant';
import type { BiddingBoxControl } from '../auction/bbox-client';
import type { AssistantState, LinkParam, LinkProblem } from './state';

export interface Model {
  state: AssistantState;
  /** Values of the link that could not be read; each stays until its field is set (or all are set aside). */
  linkProblems: readonly LinkProblem[];
  /** Whether to say why an auction is not ready (not on a fresh, empty page). */
  checked: boolean;
  /** A message about the typed text itself (a token that is not a call), set when it is submitted. */
  typingProblem: string | null;
  /** The auction box's text while it is being edited and not yet checked (null once checked): no ruling is shown meanwhile. */
  draft: string | null;
  /** The device's date, YYYY-MM-DD: the session's date when none is given. */
  readonly today: string;
  /** The Director has just answered: once drawn, the next question (or the ruling) is brought into view and takes the focus. */
  advance: boolean;
  /** The answers above the ruling card: not folded (left out), folded (on landing on a ruling, landing.ts) or opened again by the reader. */
  fold?: 'none' | 'folded' | 'open';
}

/** What the ruling steps' events may do to the page (client.ts): the one way the state changes. */
export interface StepActions {
  /** `advance`: the change answers a question, so the page moves on to the next one. */
  commit(ctx: Ctx, next: AssistantState, touched: readonly LinkParam[], advance?: boolean): void;
}

export interface Ctx {
  readonly form: HTMLFormElement;
  readonly data: AssistantData;
  readonly model: Model;
  build: BiddingBoxControl | null;
  rep: BiddingBoxControl | null;
}

/** The first element matching `selector`, in the form or (for the alert and the record) in the page. */
export function part<T extends HTMLElement = HTMLElement>(ctx: Ctx, selector: string): T | null {
  return ctx.form.querySelector<T>(selector) ?? document.querySelector<T>(selector);
}

/** Sets a text only when it changes, so that live regions speak only of changes. */
export function setText(node: Element | null, value: string): void {
  if (node !== null && node.textContent !== value) node.textContent = value;
}

export function setHidden(node: HTMLElement | null, hidden: boolean): void {
  if (node !== null && node.hidden !== hidden) node.hidden = hidden;
}
