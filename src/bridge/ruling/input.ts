/**
 * Reading and checking what `rule` is told. Every refusal is a
 * `RulingInputError` naming the field at fault and the fix; nothing else is
 * thrown. Facts left out stay unknown here (`undefined`): the decision asks
 * them (decide.ts), and `openQuestions` lists them.
 */
import {
  callProblem,
  isComplete,
  lastBid,
  lowestSufficientBidAfter,
  parseAuction,
  seatOfCall,
  type Auction,
} from '../auction';
import { callToDisplay, callToSpeech, callsEqual, parseCall, type Bid, type Call } from '../call';
import { editDistance } from '../edit-distance';
import { rulingProfile, ruledEditionsText, type EditionId, type EditionProfile } from '../edition';
import { BridgeError, RulingInputError } from '../errors';
import { JUDGEMENT_FIELDS, type Judgement } from '../judgement';
import { lhoOf, parseSeat, partnerOf, type Seat } from '../seat';
import { strainName } from '../strain';
import { RULING_INPUT_FIELDS } from './types';

/** The case's mechanics, computed from the auction. */
export interface Facts {
  readonly edition: EditionId;
  readonly profile: EditionProfile;
  readonly auction: Auction;
  readonly offender: Seat;
  readonly partner: Seat;
  readonly lho: Seat;
  readonly insufficient: Bid;
  readonly lowestSame: Bid | null;
  /** Some bid is still sufficient (the last bid is not 7NT). */
  readonly anySufficient: boolean;
  readonly judgement: Judgement;
}

/** Everything `rule` is told, read and checked; a fact left out is undefined. */
export interface Case {
  readonly f: Facts;
  readonly inRotation: boolean;
  readonly accepted: boolean | undefined;
  readonly premature: boolean | undefined;
  readonly replacementAccepted: boolean | undefined;
  readonly replacement: Call | undefined;
}

const d = callToDisplay;

function unknownField(field: string, key: string, known: readonly string[], what: string): RulingInputError {
  const lower = key.toLowerCase();
  const near = known
    .map((k) => ({ k, d: k.toLowerCase() === lower ? 0 : editDistance(lower, k.toLowerCase()) }))
    .filter((x) => x.d <= Math.max(2, Math.floor(x.k.length / 4)))
    .sort((x, y) => x.d - y.d)[0];
  const hint = near === undefined ? '' : `did you mean ${JSON.stringify(near.k)}? `;
  return new RulingInputError(field, `unknown ${what}; ${hint}Remove it or rename it to one of: ${known.join(', ')}`);
}

function optionalBoolean(input: Record<string, unknown>, field: string): boolean | undefined {
  const v = input[field];
  if (v === undefined || typeof v === 'boolean') return v;
  throw new RulingInputError(field, `must be true or false (or left out, to be asked), got ${JSON.stringify(v)}`);
}

function readJudgement(value: unknown): Judgement {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RulingInputError(
      'judgement',
      `must be an object of true/false findings (${JUDGEMENT_FIELDS.join(', ')}), got ${JSON.stringify(value)}`,
    );
  }
  const j = value as Record<string, unknown>;
  for (const key of Object.keys(j)) {
    if (!(JUDGEMENT_FIELDS as readonly string[]).includes(key))
      throw unknownField(`judgement.${key}`, key, JUDGEMENT_FIELDS, 'finding');
    if (j[key] !== undefined && typeof j[key] !== 'boolean') {
      throw new RulingInputError(
        `judgement.${key}`,
        `must be true or false (or left out), got ${JSON.stringify(j[key])}`,
      );
    }
  }
  return j as Judgement;
}

function readObject(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new RulingInputError('input', 'a ruling needs an object with edition, dealer, calls and insufficient');
  }
  const raw = input as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!(RULING_INPUT_FIELDS as readonly string[]).includes(key))
      throw unknownField(key, key, RULING_INPUT_FIELDS, 'field');
  }
  return raw;
}

function readProfile(edition: unknown): EditionProfile {
  const profile = typeof edition === 'string' ? rulingProfile(edition) : undefined;
  if (profile === undefined) {
    throw new RulingInputError(
      'edition',
      `unknown edition ${JSON.stringify(edition)} for a ruling: the engine knows Law 27 of ${ruledEditionsText()}; set edition to one of those`,
    );
  }
  return profile;
}

function readDealer(text: unknown): Seat {
  try {
    if (typeof text !== 'string') throw new BridgeError('the dealer must be written as text');
    return parseSeat(text);
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
    throw new RulingInputError(
      'dealer',
      `unknown seat ${JSON.stringify(text)}; write N, E, S or W (or North, East, South, West)`,
      { cause: e },
    );
  }
}

function readCalls(dealer: Seat, calls: unknown): Auction {
  if (!Array.isArray(calls) || !calls.every((c) => typeof c === 'string')) {
    throw new RulingInputError('calls', 'must be a list of calls written as text, e.g. ["1D", "1S"]');
  }
  let auction: Auction;
  try {
    auction = parseAuction(dealer, calls as string[], { acceptInsufficient: true });
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
    throw new RulingInputError('calls', `${e.message}; correct that call`, { cause: e });
  }
  if (isComplete(auction)) {
    throw new RulingInputError(
      'calls',
      `the auction has already ended after ${auction.calls.length} calls, so no bid can follow; remove the closing passes, or the calls after the insufficient bid`,
    );
  }
  return auction;
}

function readCall(field: 'insufficient' | 'replacement', text: unknown, example: string): Call {
  if (typeof text !== 'string') throw new RulingInputError(field, `must be a call written as text, e.g. ${example}`);
  try {
    return parseCall(text);
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
    throw new RulingInputError(field, e.message, { cause: e });
  }
}

function readInsufficient(auction: Auction, text: unknown): Bid {
  const ib = readCall('insufficient', text, '"1H"');
  if (ib.kind !== 'bid') {
    throw new RulingInputError(
      'insufficient',
      `${JSON.stringify(text)} is ${callToSpeech(ib)}, not a bid, so it cannot be insufficient; give the bid that was insufficient`,
    );
  }
  if (callProblem(auction, ib)?.code !== 'insufficient') {
    const last = lastBid(auction);
    throw new RulingInputError(
      'insufficient',
      `${d(ib)} is sufficient ${last === null ? 'as the first bid of the auction' : `over ${d(last.bid)}`}, so Law 27 does not apply; ` +
        'check the calls before it (an insufficient bid among them counts as accepted)',
    );
  }
  return ib;
}

/** The mechanics of the case: the auction, the seats, the insufficient bid; and the Director's findings as given. */
export function readFacts(input: unknown): Facts {
  const raw = readObject(input);
  const edition = raw['edition'] as EditionId;
  const profile = readProfile(edition);
  const auction = readCalls(readDealer(raw['dealer']), raw['calls']);
  const insufficient = readInsufficient(auction, raw['insufficient']);
  // Whose turn it is: the player who made the insufficient bid, if it was made in rotation.
  const offender = seatOfCall(auction, auction.calls.length);
  return {
    edition,
    profile,
    auction,
    offender,
    partner: partnerOf(offender),
    lho: lhoOf(offender),
    insufficient,
    lowestSame: lowestSufficientBidAfter(auction, insufficient.strain),
    anySufficient: lowestSufficientBidAfter(auction, 'NT') !== null,
    judgement: readJudgement(raw['judgement']),
  };
}

/** The lowest sufficient bid in the bid's own strain, when the bid is above it: a jump. */
export function jumpOver(f: Facts, call: Call): Bid | null {
  if (call.kind !== 'bid') return null;
  const lowest = lowestSufficientBidAfter(f.auction, call.strain);
  return lowest !== null && call.level > lowest.level ? lowest : null;
}

export function isSufficientBid(f: Facts, call: Call): call is Bid {
  return call.kind === 'bid' && callProblem(f.auction, call) === null;
}

/** True when `call` is a bid that is itself insufficient here (Law 27B4). */
export function isInsufficientBid(f: Facts, call: Call): boolean {
  return call.kind === 'bid' && callProblem(f.auction, call)?.code === 'insufficient';
}

/**
 * A finding no call could bear out: the lowest sufficient bid specifying a
 * denomination, when no bid is sufficient at all (after 7NT), or when both
 * bids are found natural and no sufficient bid in the insufficient bid's
 * denomination remains (6NT (7♣) 1♣: no club bid is left to specify clubs).
 */
function checkFindingsBeforeCall(f: Facts): void {
  const j = f.judgement;
  if (f.profile.wording !== '2017' || j.sameDenominations !== true) return;
  const field = 'judgement.sameDenominations';
  if (!f.anySufficient) {
    throw new RulingInputError(
      field,
      'is true, but no bid is sufficient after 7NT, so no replacement can be the lowest sufficient bid specifying any denomination; set it to false or leave it out',
    );
  }
  if (f.lowestSame === null && j.insufficientArtificial === false && j.replacementArtificial === false) {
    throw new RulingInputError(
      field,
      `is true, but both bids are found natural and no sufficient bid in ${strainName(f.insufficient.strain, true)} remains, so no replacement can specify the same denomination as ${d(f.insufficient)}; ` +
        'set it to false or leave it out (or revise insufficientArtificial / replacementArtificial)',
    );
  }
}

/** Findings the mechanics rule out (2017 `sameDenominations`; ignored for 2007/2008). */
function checkFindings(f: Facts, call: Call): void {
  const j = f.judgement;
  if (f.profile.wording !== '2017' || j.sameDenominations === undefined) return;
  const field = 'judgement.sameDenominations';
  if (j.sameDenominations) {
    if (!isSufficientBid(f, call)) {
      throw new RulingInputError(
        field,
        `is true, but the replacement ${d(call)} is not a sufficient bid, and 27B1(a) is about the lowest sufficient bid specifying the same denomination(s); set it to false or leave it out`,
      );
    }
    const lowest = jumpOver(f, call);
    if (lowest !== null) {
      throw new RulingInputError(
        field,
        `is true, but ${d(call)} is a jump (${d(lowest)} is sufficient), and a jump is never the lowest sufficient bid 27B1(a) asks for; set it to false or leave it out`,
      );
    }
  }
  if (!isSufficientBid(f, call) || j.insufficientArtificial !== false || j.replacementArtificial !== false) return;
  const lowestSame = f.lowestSame !== null && callsEqual(call, f.lowestSame);
  if (lowestSame && !j.sameDenominations) {
    throw new RulingInputError(
      field,
      `is false, but ${d(f.insufficient)} and ${d(call)} are both found natural and ${d(call)} is the lowest sufficient ${strainName(call.strain)} bid, so it does specify the same denomination; ` +
        'set it to true or leave it out (or revise insufficientArtificial / replacementArtificial)',
    );
  }
  if (!lowestSame && j.sameDenominations) {
    throw new RulingInputError(
      field,
      `is true, but ${d(f.insufficient)} and ${d(call)} are both found natural and name different denominations; ` +
        'set it to false or leave it out (or revise insufficientArtificial / replacementArtificial)',
    );
  }
}

/** The table's facts must hold together: refused with the field named, as the Law reads them. */
function checkTableFacts(f: Facts, c: Omit<Case, 'f' | 'inRotation'>): void {
  const { accepted, premature, replacement, replacementAccepted } = c;
  if (accepted === true && replacement !== undefined && premature === false) {
    throw new RulingInputError(
      'premature',
      'is false, but LHO accepted the insufficient bid and a replacement is given: a call substituted before LHO accepted was made before the Director ruled (Law 27C); set premature to true or leave it out, or leave out the replacement',
    );
  }
  if (replacementAccepted === undefined) return;
  if (accepted === true) {
    throw new RulingInputError(
      'replacementAccepted',
      'LHO accepted the insufficient bid itself, so no substituted bid was accepted or refused; leave one of the two out',
    );
  }
  if (replacement === undefined || !isInsufficientBid(f, replacement)) {
    throw new RulingInputError(
      'replacementAccepted',
      'only a replacement that is itself an insufficient bid can be accepted or refused by LHO (Law 27B4); leave it out',
    );
  }
}

/** Reads and checks the whole input; table facts left out stay undefined, to be asked. */
export function readCase(input: unknown): Case {
  const f = readFacts(input);
  const raw = input as Record<string, unknown>;
  const inRotation = optionalBoolean(raw, 'inRotation') ?? true;
  const rest = {
    accepted: optionalBoolean(raw, 'accepted'),
    premature: optionalBoolean(raw, 'premature'),
    replacementAccepted: optionalBoolean(raw, 'replacementAccepted'),
    replacement:
      raw['replacement'] === undefined ? undefined : readCall('replacement', raw['replacement'], '"2H" or "X"'),
  };
  if (!inRotation) return { f, inRotation, ...rest };
  checkTableFacts(f, rest);
  checkFindingsBeforeCall(f);
  if (rest.accepted !== true && rest.replacement !== undefined) checkFindings(f, rest.replacement);
  return { f, inRotation, ...rest };
}
