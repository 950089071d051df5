/**
 * The ruling assistant's state, and its place in the URL so that a ruling
 * can be shared as a link and a reload restores it. Pure: no DOM.
 *
 * URL format (query string of /assistant/; every field optional):
 *   ed   the edition chosen by the Director: 2007 | 2008-03 | 2017. Left
 *        out, the assistant rules under the text in force for the governing
 *        body on the date (gb, dt), or, with no body, under 2017 (the text
 *        such a link has always meant): see edition-choice.ts.
 *   d    dealer: N | E | S | W                       (default N)
 *   a    the auction up to and including the insufficient bid, canonical
 *        calls separated by spaces ('+' in the URL): a=1D+1S+1H. An earlier
 *        insufficient bid in it stood: LHO accepted it (Law 27A1).
 *   lho  LHO accepted the insufficient bid: y | n    (unanswered when absent)
 *   pr   a call was put in its place before the Director ruled (27C): y | n
 *   m    the intended meaning, free text
 *   ia   the insufficient bid is artificial: y | n
 *   r    the replacement call, canonical: r=2H
 *   lho2 LHO accepted the replacement, itself insufficient (27B4): y | n
 *   ra   the replacement is artificial: y | n
 *   sd   (2017) the replacement specifies the same denomination(s): y | n
 *   cmp  the replacement is comparable (2017) / has the same or a more precise meaning (2007/2008): y | n
 *   gb   the governing body whose regulations apply, by its id in any case: gb=EBU (gb=ebu)
 *   dt   the date of the session, YYYY-MM-DD
 * A fact or finding left out is unanswered: the assistant asks it, it never
 * assumes it. A value that cannot be read is not dropped in silence:
 * `parseSearch` reports it (a `LinkProblem`, naming the value and what is
 * allowed), and the page shows no ruling while any is outstanding. Other
 * parameters (utm_…) are ignored.
 */
import {
  lastBid,
  lowestSufficientBidAfter,
  parseAuction,
  seatOfCall,
  splitCalls,
  type Auction,
} from '../../bridge/auction';
import { callToDisplay, callToString, parseCall } from '../../bridge/call';
import { RULED_EDITIONS, isRuledEdition as isEdition, type RuledEdition as Edition } from '../../bridge/ruled-editions';
import { BridgeError } from '../../bridge/errors';
import { TABLE_FACTS, type TableAnswers } from '../../bridge/ruling/table-facts';
import type { YesNoQuestion } from '../../bridge/ruling/types';
import { isSeat, lhoOf, partnerOf, seatName, type Seat } from '../../bridge/seat';
import { strainName } from '../../bridge/strain';

/** The state; the table's yes-or-no facts (LHO's acceptances, a call made before the Director ruled) as declared in table-facts.ts. */
export interface AssistantState extends TableAnswers {
  /** The edition the Director chose (`ed=`); none: the text in force for the body on the date, else the default (edition-choice.ts). */
  readonly edition?: Edition;
  readonly dealer: Seat;
  /** Canonical calls, the insufficient bid last. */
  readonly auction: readonly string[];
  readonly intent: string;
  readonly insufficientArtificial?: boolean;
  readonly replacement?: string;
  readonly replacementArtificial?: boolean;
  readonly sameDenominations?: boolean;
  readonly comparable?: boolean;
  /** The governing body whose regulations apply (an id of content/bodies.yaml), for the record. */
  readonly body?: string;
  /** The date of the session, YYYY-MM-DD, for the record. */
  readonly date?: string;
}

/** The state of an address without parameters: no edition chosen, no body, no auction (see edition-choice.ts for the text it rules under). */
export const DEFAULT_STATE: AssistantState = { dealer: 'N', auction: [], intent: '' };

/** The query parameters of /assistant/, in the order they are written. */
export const LINK_PARAMS = [
  'ed',
  'd',
  'a',
  'm',
  'r',
  ...TABLE_FACTS.map((f) => f.param),
  'ia',
  'ra',
  'sd',
  'cmp',
  'gb',
  'dt',
] as const;
export type LinkParam = (typeof LINK_PARAMS)[number];

/** A yes-or-no question of the engine's: a fact of the table or a finding of the Director's. */
export type AnswerId = YesNoQuestion['id'];

const FLAGS = [
  ...TABLE_FACTS.map((f) => [f.param, f.id] as const),
  ['ia', 'insufficientArtificial'],
  ['ra', 'replacementArtificial'],
  ['sd', 'sameDenominations'],
  ['cmp', 'comparable'],
] as const satisfies readonly (readonly [LinkParam, AnswerId])[];

/** The URL parameter of each yes-or-no answer. */
export const ANSWER_PARAM: Readonly<Record<AnswerId, LinkParam>> = Object.fromEntries(
  FLAGS.map(([param, key]) => [key, param]),
) as Record<AnswerId, LinkParam>;

/** A value of the link that cannot be read; the state leaves that field unset. */
export interface LinkProblem {
  readonly param: LinkParam;
  /** The value as the link gives it. */
  readonly value: string;
  /** What is wrong, naming the value, and what is allowed. */
  readonly message: string;
}

export interface ParsedSearch {
  readonly state: AssistantState;
  readonly problems: readonly LinkProblem[];
}

const CALL_FORMS = 'write bids as 1D, 1♦ or 2NT, and Pass (P), Double (X), Redouble (XX)';

function canonical(text: string): string | undefined {
  try {
    return callToString(parseCall(text));
  } catch (e) {
    if (e instanceof BridgeError) return undefined;
    throw e;
  }
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m === null) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The query string (without '?') for a state; fields at their default are left out. `keep` puts back values that could not be read. */
export function stateToSearch(state: AssistantState, keep: readonly LinkProblem[] = []): string {
  const p = new URLSearchParams();
  if (state.edition !== undefined) p.set('ed', state.edition);
  if (state.dealer !== DEFAULT_STATE.dealer) p.set('d', state.dealer);
  if (state.auction.length > 0) p.set('a', state.auction.join(' '));
  if (state.intent !== '') p.set('m', state.intent);
  if (state.replacement !== undefined) p.set('r', state.replacement);
  for (const [param, key] of FLAGS) {
    const v = state[key];
    if (v !== undefined) p.set(param, v ? 'y' : 'n');
  }
  if (state.body !== undefined) p.set('gb', state.body);
  if (state.date !== undefined) p.set('dt', state.date);
  for (const k of keep) p.set(k.param, k.value);
  return p.toString();
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function readAuctionParam(value: string): { calls: string[] } | { problem: string } {
  const tokens = value.split(/\s+/).filter((t) => t !== '');
  const calls: string[] = [];
  const bad: string[] = [];
  tokens.forEach((t, i) => {
    const c = canonical(t);
    if (c === undefined) bad.push(`“${t}” (call ${i + 1})`);
    else calls.push(c);
  });
  if (bad.length === 0) return { calls };
  const which =
    bad.length === 1
      ? `${bad[0] ?? ''} is not a call`
      : `${bad.slice(0, -1).join(', ')} and ${bad[bad.length - 1] ?? ''} are not calls`;
  return {
    problem: `The link’s auction (a=${value}) cannot be read: ${which}; ${CALL_FORMS}. Correct the auction below and press Check.`,
  };
}

/** The fields other than the auction and the flags: edition, dealer, replacement, body, date. */
function readScalars(
  p: URLSearchParams,
  state: Mutable<AssistantState>,
  problem: (param: LinkParam, value: string, message: string) => void,
  bodies?: readonly string[],
): void {
  const ed = p.get('ed');
  if (isEdition(ed)) state.edition = ed;
  else if (ed !== null)
    problem(
      'ed',
      ed,
      `The link’s edition “ed=${ed}” is not one the assistant rules under: use ${RULED_EDITIONS.map((e) => `ed=${e}`).join(', ')}, or choose the edition below.`,
    );
  const d = p.get('d');
  if (isSeat(d)) state.dealer = d;
  else if (d !== null)
    problem('d', d, `The link’s dealer “d=${d}” is not a seat: use d=N, d=E, d=S or d=W, or choose the dealer below.`);
  const r = p.get('r');
  const replacement = r === null ? undefined : canonical(r);
  if (replacement !== undefined) state.replacement = replacement;
  else if (r !== null)
    problem(
      'r',
      r,
      `The link’s replacement “r=${r}” is not a call: ${CALL_FORMS} (r=2H, r=P, r=X), or choose it in the bidding box.`,
    );
  const gb = p.get('gb');
  // Body ids are upper case (content/bodies.yaml), so an address's id is read in any case: gb=acbl is the ACBL.
  const body = gb?.toUpperCase();
  if (body !== undefined && /^[A-Z][A-Z0-9]{1,11}$/.test(body) && (bodies === undefined || bodies.includes(body)))
    state.body = body;
  else if (gb !== null)
    problem(
      'gb',
      gb,
      `The link’s governing body “gb=${gb}” is not one the site knows: ${bodies === undefined ? 'use its id, e.g. gb=EBU' : `use ${bodies.map((b) => `gb=${b}`).join(', ')}`}, or choose it below.`,
    );
  const dt = p.get('dt');
  if (dt !== null && isIsoDate(dt)) state.date = dt;
  else if (dt !== null)
    problem(
      'dt',
      dt,
      `The link’s date “dt=${dt}” is not a date: write it YYYY-MM-DD (dt=2024-05-18), or enter it below.`,
    );
}

/**
 * Reads a state from a query string (with or without '?'). What cannot be
 * read is left unset in the state and reported in `problems`, each naming
 * the value and what is allowed; an auction with any unreadable call is not
 * read at all (no ruling on an auction other than the one given).
 * `bodies`: the governing bodies' ids, when known, to check `gb` against.
 */
export function parseSearch(search: string, bodies?: readonly string[]): ParsedSearch {
  const p = new URLSearchParams(search);
  const problems: LinkProblem[] = [];
  const problem = (param: LinkParam, value: string, message: string): void =>
    void problems.push({ param, value, message });
  const state: Mutable<AssistantState> = { ...DEFAULT_STATE, intent: p.get('m') ?? '' };
  const a = p.get('a');
  if (a !== null) {
    const read = readAuctionParam(a);
    if ('calls' in read) state.auction = read.calls;
    else problem('a', a, read.problem);
  }
  readScalars(p, state, problem, bodies);
  for (const [param, key] of FLAGS) {
    const v = p.get(param);
    if (v === 'y' || v === 'n') state[key] = v === 'y';
    else if (v !== null)
      problem(
        param,
        v,
        `The link’s answer “${param}=${v}” is neither y nor n: use ${param}=y (yes) or ${param}=n (no), or leave it out and answer the question below.`,
      );
  }
  return { state, problems: problems.sort((x, y) => LINK_PARAMS.indexOf(x.param) - LINK_PARAMS.indexOf(y.param)) };
}

/** Reads a state from a query string; what cannot be read is left unset (see `parseSearch` for the problems). */
export function stateFromSearch(search: string): AssistantState {
  return parseSearch(search).state;
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
      return {
        ok: false,
        message: `Call ${i + 1}, “${t}”, is not a call: write bids as 1D, 1♦ or 2NT, and Pass (P), Double (X), Redouble (XX).`,
      };
    }
    calls.push(c);
  }
  return { ok: true, calls };
}

/** Whether two auctions (canonical calls) are the same. */
export function sameCalls(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
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

/** "Call 2, 1♣, was insufficient too; it stood …": the earlier insufficient bids, accepted by LHO. */
function acceptedNote(auction: Auction): string {
  if (auction.accepted.length === 0) return '';
  const named = auction.accepted.map((i) => `call ${i + 1}, ${callToDisplay(auction.calls[i] ?? parseCall('P'))}`);
  const list =
    named.length === 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1] ?? ''}`;
  const verb = named.length === 1 ? 'was an insufficient bid that stood' : 'were insufficient bids that stood';
  return ` Earlier, ${list} ${verb}: LHO accepted it by calling (Law 27A1), so it counts as legal and later bids are measured from it.`;
}

/**
 * Is the last call of the auction an insufficient bid, every call before it
 * being legal or an insufficient bid that stood (accepted by LHO, Law 27A1)?
 * Says why not, in words a director can act on.
 */
export function checkAuction(dealer: Seat, calls: readonly string[]): AuctionCheck {
  if (calls.length === 0) {
    return {
      ok: false,
      message: 'Enter the auction, from the dealer’s call up to and including the insufficient bid.',
    };
  }
  let auction: Auction;
  try {
    auction = parseAuction(dealer, calls, { acceptInsufficient: true, allowInsufficientAtEnd: true });
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
    return { ok: false, message: `${e.message}. Correct that call.` };
  }
  const ib = auction.insufficientAtEnd;
  const before = calls.slice(0, -1);
  const legal = parseAuction(dealer, before, { acceptInsufficient: true });
  const last = parseCall(calls[calls.length - 1] ?? '');
  if (ib === undefined) {
    if (last.kind !== 'bid') {
      return {
        ok: false,
        message: `The last call, ${callToDisplay(last)}, is not a bid, so it cannot be insufficient. End the auction with the insufficient bid.`,
      };
    }
    const prior = lastBid(legal);
    return {
      ok: false,
      message: `${callToDisplay(last)} is sufficient ${prior === null ? 'as the first bid of the auction' : `over ${seatName(prior.seat)}’s ${callToDisplay(prior.bid)}`}, so Law 27 does not apply.`,
    };
  }
  const offender = seatOfCall(legal, before.length);
  const prior = lastBid(legal);
  const lowestSame = lowestSufficientBidAfter(legal, ib.strain);
  const lowestBid = lowestSame === null ? null : callToString(lowestSame);
  const lowestText =
    lowestBid === null
      ? `There is no sufficient bid in ${strainName(ib.strain, true)}.`
      : `The lowest sufficient bid in ${strainName(ib.strain, true)} is ${callToDisplay(parseCall(lowestBid))}.`;
  return {
    ok: true,
    calls: before,
    insufficient: callToString(ib),
    offender,
    lho: lhoOf(offender),
    partner: partnerOf(offender),
    lowest: lowestBid,
    message: `${seatName(offender)}’s ${callToDisplay(ib)} is insufficient: it does not outrank ${prior === null ? 'the last bid' : `${seatName(prior.seat)}’s ${callToDisplay(prior.bid)}`}. ${lowestText}${acceptedNote(legal)}`,
  };
}

/** The parameters of everything said about an auction (the answers, the replacement), set afresh with a new auction. */
export const ANSWER_PARAMS: readonly LinkParam[] = ['a', 'm', 'r', ...FLAGS.map(([param]) => param)];
