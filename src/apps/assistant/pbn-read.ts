/**
 * Reading a pasted PBN auction into the assistant ("Or paste a PBN auction",
 * step 1): loaded with the ruling steps (ruling-steps.ts re-exports it),
 * the first time the director reads one or the auction is a Law 27 case, so
 * that the page's own code stays small. What cannot be read is named
 * in the alert under the box (the token, its line and column) and nothing of
 * it is taken; what can replaces the auction, as a typed one would.
 */
import type { Seat } from '../../bridge/seat';
import { part, setHidden, setText, type Ctx } from './dom';
import { pbnImport } from './pbn';
import { ANSWER_PARAMS, type AssistantState, type LinkParam } from './state';

/** The client's one way to a new auction (client.ts): the answers about the old one are dropped, `more` set. */
export type SetAuction = (
  ctx: Ctx,
  calls: readonly string[],
  dealer: Seat,
  touched: readonly LinkParam[],
  more: Partial<AssistantState>,
) => void;

export function readPbn(ctx: Ctx, setAuction: SetAuction): void {
  const read = pbnImport(part<HTMLTextAreaElement>(ctx, '#as-pbn-in')?.value ?? '');
  const alert = part(ctx, '[data-pbn-problem]');
  setText(alert, read.ok ? '' : read.message);
  setHidden(alert, read.ok);
  if (read.ok) setAuction(ctx, read.auction, read.dealer, ['d', ...ANSWER_PARAMS], read.more);
}
