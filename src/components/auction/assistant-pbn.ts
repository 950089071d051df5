/**
 * The assistant's auction as PBN, for the export step (loaded with the
 * ruling steps, not with the page).
 */
import { appendCall, callProblem, parseAuction } from '../../bridge/auction';
import { parseBid, parseCall } from '../../bridge/call';
import { toPbn } from '../../bridge/pbn';
import type { AssistantState, AuctionCheck } from './assistant-state';

export interface PbnExport {
  readonly text: string;
  /** What the PBN holds, in words. */
  readonly summary: string;
}

/**
 * The auction as PBN: with the insufficient bid marked accepted (`^I`), or
 * with the replacement and a note "insufficient 1H, replaced by 2H"; while
 * neither is known (or the replacement is cancelled), the legal calls before it.
 */
export function pbnExport(state: AssistantState, check: AuctionCheck, callCancelled: boolean): PbnExport | null {
  if (!check.ok) return null;
  const tags = { Event: 'Law 27 ruling' };
  const before = parseAuction(state.dealer, check.calls, { acceptInsufficient: true });
  const intentNote = state.intent.trim() === '' ? [] : [{ index: check.calls.length, text: `intended meaning of ${check.insufficient}: ${state.intent.trim()}` }];
  if (state.accepted === true) {
    const auction = appendCall(before, parseCall(check.insufficient), { acceptInsufficient: true });
    return { text: toPbn({ auction, tags, notes: intentNote }), summary: 'The auction with the insufficient bid, accepted by LHO (marked ^I).' };
  }
  if (state.accepted === false && state.replacement !== undefined && !callCancelled) {
    const rep = parseCall(state.replacement);
    if (callProblem(before, rep) === null) {
      const auction = appendCall(before, rep);
      return {
        text: toPbn({ auction, tags, replacedInsufficientBids: [{ index: check.calls.length, insufficient: parseBid(check.insufficient) }], notes: intentNote }),
        summary: 'The auction with the replacement, and a note naming the insufficient bid it replaced.',
      };
    }
  }
  return { text: toPbn({ auction: before, tags }), summary: 'The legal calls before the insufficient bid (it is not yet accepted or replaced by a legal call).' };
}
