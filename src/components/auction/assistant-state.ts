/**
 * The ruling assistant's state, and its place in the URL so that a ruling
 * can be shared as a link and a reload restores it. Pure: no DOM.
 *
 * URL format (query string of /assistant/; every field optional):
 *   ed   edition: 2007 | 2008-03 | 2017             (default 2017)
 *   d    dealer: N | E | S | W                       (default N)
 *   a    the auction up to and including the insufficient bid, canonical
 *        calls separated by spaces ('+' in the URL): a=1D+1S+1H
 *   lho  LHO accepted the insufficient bid: y | n    (unanswered when absent)
 *   m    the intended meaning, free text
 *   ia   the insufficient bid is artificial: y | n
 *   r    the replacement call, canonical: r=2H
 *   ra   the replacement is artificial: y | n
 *   sd   (2017) the replacement specifies the same denomination(s): y | n
 *   cmp  the replacement is comparable (2017) / has the same or a more precise meaning (2007/2008): y | n
 * Unknown or unreadable values are ignored.
 */
import { appendCall, callProblem, lastBid, lowestSufficientBidAfter, parseAuction, seatOfCall, splitCalls, type Auction } from '../../bridge/auction';
import { callToDisplay, callToString, parseBid, parseCall } from '../../bridge/call';
import { isRuledEdition as isEdition, type RuledEdition as Edition } from '../../bridge/edition';
import { BridgeError } from '../../bridge/errors';
import { toPbn } from '../../bridge/pbn';
import type { Judgement, RulingInput } from '../../bridge/ruling';
import { isSeat, lhoOf, partnerOf, seatName, type Seat } from '../../bridge/seat';
import { strainName } from '../../bridge/strain';

export interface AssistantState {
  readonly edition: Edition;
  readonly dealer: Seat;
  /** Canonical calls, the insufficient bid last. */
  readonly auction: readonly string[];
  readonly accepted?: boolean;
  readonly intent: string;
  readonly insufficientArtificial?: boolean;
  readonly replacement?: string;
  readonly replacementArtificial?: boolean;
  readonly sameDenominations?: boolean;
  readonly comparable?: boolean;
}

export const DEFAULT_STATE: AssistantState = { edition: '2017', dealer: 'N', auction: [], intent: '' };

const FLAGS = [
  ['lho', 'accepted'],
  ['ia', 'insufficientArtificial'],
  ['ra', 'replacementArtificial'],
  ['sd', 'sameDenominations'],
  ['cmp', 'comparable'],
] as const;

type FlagKey = (typeof FLAGS)[number][1];

function readFlag(v: string | null): boolean | undefined {
  return v === 'y' ? true : v === 'n' ? false : undefined;
}

function canonical(text: string): string | undefined {
  try {
    return callToString(parseCall(text));
  } catch (e) {
    if (e instanceof BridgeError) return undefined;
    throw e;
  }
}

/** The query string (without '?') for a state; fields at their default are left out. */
export function stateToSearch(state: AssistantState): string {
  const p = new URLSearchParams();
  if (state.edition !== DEFAULT_STATE.edition) p.set('ed', state.edition);
  if (state.dealer !== DEFAULT_STATE.dealer) p.set('d', state.dealer);
  if (state.auction.length > 0) p.set('a', state.auction.join(' '));
  if (state.intent !== '') p.set('m', state.intent);
  if (state.replacement !== undefined) p.set('r', state.replacement);
  for (const [param, key] of FLAGS) {
    const v = state[key];
    if (v !== undefined) p.set(param, v ? 'y' : 'n');
  }
  return p.toString();
}

/** Reads a state from a query string (with or without '?'); what cannot be read is left at its default. */
export function stateFromSearch(search: string): AssistantState {
  const p = new URLSearchParams(search);
  const ed = p.get('ed');
  const d = p.get('d');
  const auction = (p.get('a') ?? '')
    .split(/\s+/)
    .filter((t) => t !== '')
    .map(canonical)
    .filter((c): c is string => c !== undefined);
  const r = p.get('r');
  const replacement = r === null ? undefined : canonical(r);
  const state: { -readonly [K in keyof AssistantState]: AssistantState[K] } = {
    edition: isEdition(ed) ? ed : DEFAULT_STATE.edition,
    dealer: isSeat(d) ? d : DEFAULT_STATE.dealer,
    auction,
    intent: p.get('m') ?? '',
  };
  if (replacement !== undefined) state.replacement = replacement;
  for (const [param, key] of FLAGS) {
    const v = readFlag(p.get(param));
    if (v !== undefined) state[key as FlagKey] = v;
  }
  return state;
}

// ------------------------------------------------------- typed auctions

export type TypedAuction = { ok: true; calls: string[] } | { ok: false; message: string };

/**
 * Reads an auction as a director types it: "1D 1S 1H", "1♦ (1♠) 1♥",
 * "1nt-2s-2d", "1D, P, 1H". Calls only; whether it is a legal auction is
 * `checkAuction`'s business.
 */
export function readTypedAuction(text: string): TypedAuction {
  const tokens = splitCalls(text);
  const calls: string[] = [];
  for (const [i, t] of tokens.entries()) {
    const c = canonical(t);
    if (c === undefined) {
      return { ok: false, message: `Call ${i + 1}, “${t}”, is not a call: write bids as 1D, 1♦ or 2NT, and Pass (P), Double (X), Redouble (XX).` };
    }
    calls.push(c);
  }
  return { ok: true, calls };
}

/** The auction written for the text box: "1♦ 1♠ 1♥". */
export function auctionToText(calls: readonly string[]): string {
  return calls.map((c) => callToDisplay(parseCall(c))).join(' ');
}

// ------------------------------------------------------- the check

export type AuctionCheck =
  | { readonly ok: false; readonly message: string }
  | {
      readonly ok: true;
      /** The legal calls before the insufficient bid. */
      readonly calls: readonly string[];
      readonly insufficient: string;
      readonly offender: Seat;
      readonly lho: Seat;
      readonly partner: Seat;
      /** The lowest sufficient bid in the insufficient bid's denomination, or null above 7NT. */
      readonly lowest: string | null;
      readonly message: string;
    };

/**
 * Is the last call of the auction an insufficient bid, every call before it
 * being legal? Says why not, in words a director can act on.
 */
export function checkAuction(dealer: Seat, calls: readonly string[]): AuctionCheck {
  if (calls.length === 0) {
    return { ok: false, message: 'Enter the auction, from the dealer’s call up to and including the insufficient bid.' };
  }
  let auction: Auction;
  try {
    auction = parseAuction(dealer, calls, { allowInsufficientAtEnd: true });
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
    return { ok: false, message: `${e.message}. Only the last call may be the insufficient bid.` };
  }
  const ib = auction.insufficientAtEnd;
  const before = calls.slice(0, -1);
  const lastText = calls[calls.length - 1] ?? '';
  const last = parseCall(lastText);
  if (ib === undefined) {
    if (last.kind !== 'bid') {
      return { ok: false, message: `The last call, ${callToDisplay(last)}, is not a bid, so it cannot be insufficient. End the auction with the insufficient bid.` };
    }
    const prior = lastBid(parseAuction(dealer, before));
    return {
      ok: false,
      message: `${callToDisplay(last)} is sufficient ${prior === null ? 'as the first bid of the auction' : `over ${seatName(prior.seat)}’s ${callToDisplay(prior.bid)}`}, so Law 27 does not apply.`,
    };
  }
  const legal = parseAuction(dealer, before);
  const offender = seatOfCall(legal, before.length);
  const prior = lastBid(legal);
  const lowestSame = lowestSufficientBidAfter(legal, ib.strain);
  const lowestBid = lowestSame === null ? null : callToString(lowestSame);
  const lowestText = lowestBid === null ? `There is no sufficient bid in ${strainName(ib.strain, true)}.` : `The lowest sufficient bid in ${strainName(ib.strain, true)} is ${callToDisplay(parseCall(lowestBid))}.`;
  return {
    ok: true,
    calls: before,
    insufficient: callToString(ib),
    offender,
    lho: lhoOf(offender),
    partner: partnerOf(offender),
    lowest: lowestBid,
    message: `${seatName(offender)}’s ${callToDisplay(ib)} is insufficient: it does not outrank ${prior === null ? 'the last bid' : `${seatName(prior.seat)}’s ${callToDisplay(prior.bid)}`}. ${lowestText}`,
  };
}

// ------------------------------------------------------- the steps

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

/** The engine's input for the state, or null while there is nothing to rule on. */
export function rulingInput(state: AssistantState, check: AuctionCheck): RulingInput | null {
  if (!check.ok || state.accepted === undefined) return null;
  const base = { edition: state.edition, dealer: state.dealer, calls: check.calls, insufficient: check.insufficient };
  if (state.accepted) return { ...base, accepted: true };
  if (state.replacement === undefined) return null;
  return { ...base, replacement: state.replacement, judgement: judgementOf(state) };
}

// ------------------------------------------------------- PBN

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
  const before = parseAuction(state.dealer, check.calls);
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
