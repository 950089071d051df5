/**
 * The Law 27 ruling engine: given the auction, the insufficient bid and what
 * happened next, which clause decides, and what follows from it.
 *
 * Mechanical facts (whose turn it was, which bid is the lowest sufficient one
 * in a strain, whether a call is legal, insufficient or a jump) are computed.
 * The Director's judgements (is a bid artificial, is a call comparable) are
 * input. `rule` fills a judgement the input leaves out with its documented
 * default; `openQuestions` lists the judgements a ruling still depends on, so
 * that a caller can tell a ruling from a ruling on defaults, and `ruleStrict`
 * refuses to rule while any is open.
 *
 * Decision order, as the Law reads:
 *  1. Out of rotation → 27A2 (Law 31 applies, Law 27 goes no further).
 *  2. Accepted by LHO → 27A1 (also after a premature replacement: 27C lets
 *     LHO accept the insufficient bid all the same).
 *  3. No replacement yet → '27B': what the Director must tell the table
 *     (see `awaitingReplacement`).
 *  4. The replacement, in this order: another insufficient bid → 27B4;
 *     27B1(a); 27B1(b); a double or redouble → 27B3; otherwise (a sufficient
 *     bid or a pass) → 27B2. A premature replacement (27C) is put through
 *     the same steps, with '27C' first in the path.
 *
 * An insufficient bid among the calls before the one ruled on stood: it is
 * there, so it was not withdrawn — LHO accepted it (27A1) — and it is treated
 * as legal; sufficiency is measured from it.
 */
import {
  callProblem,
  isComplete,
  lastBid,
  lowestSufficientBidAfter,
  parseAuction,
  seatOfCall,
  type Auction,
} from './auction';
import {
  ALL_CALLS,
  callToDisplay,
  callToSpeech,
  callToString,
  callsEqual,
  parseCall,
  type Bid,
  type Call,
} from './call';
import { rulingProfile, ruledEditionsText, type EditionId, type EditionProfile } from './edition';
import { BridgeError, RulingInputError } from './errors';
import { lhoOf, parseSeat, partnerOf, seatName, type Seat } from './seat';
import { strainName } from './strain';
import { editDistance } from './edit-distance';
import { clauseKeyLabel } from '../model/clause-id';
import { JUDGEMENT_FIELDS } from './judgement';

export { JUDGEMENT_FIELDS, type Judgement } from './judgement';
import type { Judgement } from './judgement';

export interface RulingInput {
  /** The edition of the Laws; the engine rules under those in `RULED_EDITIONS`. */
  readonly edition: EditionId;
  /** The dealer: `N`, `E`, `S`, `W`, or any spelling `parseSeat` reads (`'n'`, `'North'`). */
  readonly dealer: string;
  /**
   * The calls before the insufficient bid, the dealer's first, in any spelling
   * `parseCall` reads. An insufficient bid among them stood (LHO accepted it,
   * Law 27A1) and is treated as legal.
   */
  readonly calls: readonly string[];
  /** The insufficient bid, e.g. '1H'. */
  readonly insufficient: string;
  /** Default true; false → 27A2 (Law 31). */
  readonly inRotation?: boolean;
  /** LHO accepted the insufficient bid by calling → 27A1. */
  readonly accepted?: boolean;
  /** The call substituted for the insufficient bid. */
  readonly replacement?: string;
  /** The replacement was made before the Director ruled → 27C. */
  readonly premature?: boolean;
  /** The replacement is itself insufficient and LHO accepted it (27B4 with 27A1). */
  readonly replacementAccepted?: boolean;
  readonly judgement?: Judgement;
}

/** Every field a `RulingInput` may have; any other is refused. */
export const RULING_INPUT_FIELDS: readonly (keyof RulingInput)[] = Object.freeze([
  'edition',
  'dealer',
  'calls',
  'insufficient',
  'inRotation',
  'accepted',
  'replacement',
  'premature',
  'replacementAccepted',
  'judgement',
]);

/**
 * '27B' is not a clause the Law numbers as a ruling: it is the state before
 * the offender has chosen a replacement (see `Ruling.awaitingReplacement`).
 */
export type RulingClause = '27A1' | '27A2' | '27B' | '27B1a' | '27B1b' | '27B2' | '27B3' | '27B4';

/** What the ruling means for the offender's partner, in one word. */
export type Restriction =
  /** No restriction: accepted, or corrected under B1, or a substituted insufficient bid accepted. */
  | 'none'
  /** Partner must pass whenever it is his turn to call (B2, B3, B4). */
  | 'partner-must-pass'
  /** Out of rotation: Law 31 decides. */
  | 'law-31'
  /** No replacement chosen yet. */
  | 'awaiting-replacement';

/** A finding of the Director's, named as in `Judgement`. */
export type QuestionId = keyof Judgement;

/** A judgement the ruling depends on and the input leaves unanswered. */
export interface Question {
  readonly id: QuestionId;
  /** The clause whose test it is. */
  readonly clause: '27B1a' | '27B1b';
  /** The question as the Director would put it, with the calls of this case (`1♥`); yes sets `judgement[id]` true. */
  readonly text: string;
  /** What a yes means for the ruling. */
  readonly yes: string;
  /** What a no means for the ruling. */
  readonly no: string;
  /** The answer `rule` assumes while the question is open. */
  readonly byDefault: boolean;
}

export interface Ruling {
  /** The deciding clause. */
  readonly clause: RulingClause;
  /** Every clause applied, in order, e.g. ['27C', '27B1a']. */
  readonly path: readonly string[];
  /** Offender's partner must pass whenever it is his turn to call. */
  readonly partnerMustPass: boolean;
  /** The lead restrictions of Law 26 (2007/2008) or 26B (2017) may apply. */
  readonly leadRestrictions: boolean;
  /** An attempted double/redouble, or a second insufficient bid, is cancelled. */
  readonly callCancelled: boolean;
  /** 27D: after B1 the Director may award an adjusted score (Law 12B1). */
  readonly adjustedScorePossible: boolean;
  /** Other laws engaged, e.g. '26B', '72C', '16C', '12B1', '31'. */
  readonly laws: readonly string[];
  /** Laws the applied clause says do not apply (27B1: '16D'; 2017: '26B', '16C'). */
  readonly lawsNotApplying: readonly string[];
  /** Plain English for a tournament director. */
  readonly explanation: string;
  readonly restriction: Restriction;
  /**
   * True when no replacement has been chosen (clause '27B'): the explanation
   * is what the Director tells the table — LHO may accept; the replacements
   * that carry no rectification; what any other call entails. All the
   * consequence flags are false because nothing has been decided yet; use
   * `replacementOptions` to see the ruling each replacement would get.
   */
  readonly awaitingReplacement: boolean;
  /**
   * The findings this ruling took from the defaults because `judgement` left
   * them out, in the order they were needed. Empty: the ruling rests on the
   * mechanics and the Director's own findings alone. Otherwise it is a ruling
   * on defaults: `openQuestions` says what to ask.
   */
  readonly assumed: readonly QuestionId[];
  readonly edition: EditionId;
  /** The player who made the insufficient bid; null when out of rotation (not known from the input). */
  readonly offender: Seat | null;
  /** The seat whose turn it was when the insufficient bid was made. */
  readonly turn: Seat;
  readonly insufficient: string;
  readonly replacement: string | null;
  /** The lowest sufficient bid in the insufficient bid's strain, or null above 7NT. */
  readonly lowestSufficientInStrain: string | null;
}

// ------------------------------------------------------------ validation

interface Facts {
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

/** Everything `rule` is told, read and checked. */
interface Case {
  readonly f: Facts;
  readonly inRotation: boolean;
  readonly accepted: boolean;
  readonly premature: boolean;
  readonly replacementAccepted: boolean;
  readonly replacement: Call | undefined;
}

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
  throw new RulingInputError(field, `must be true or false, got ${JSON.stringify(v)}`);
}

function readJudgement(value: unknown): Judgement {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RulingInputError('judgement', `must be an object of true/false findings (${JUDGEMENT_FIELDS.join(', ')}), got ${JSON.stringify(value)}`);
  }
  const j = value as Record<string, unknown>;
  for (const key of Object.keys(j)) {
    if (!(JUDGEMENT_FIELDS as readonly string[]).includes(key)) {
      throw unknownField(`judgement.${key}`, key, JUDGEMENT_FIELDS, 'finding');
    }
    if (j[key] !== undefined && typeof j[key] !== 'boolean') {
      throw new RulingInputError(`judgement.${key}`, `must be true or false (or left out), got ${JSON.stringify(j[key])}`);
    }
  }
  return j as Judgement;
}

function readFacts(input: unknown): Facts {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new RulingInputError('input', 'a ruling needs an object with edition, dealer, calls and insufficient');
  }
  const raw = input as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!(RULING_INPUT_FIELDS as readonly string[]).includes(key)) {
      throw unknownField(key, key, RULING_INPUT_FIELDS, 'field');
    }
  }
  const edition = raw['edition'];
  const profile = typeof edition === 'string' ? rulingProfile(edition) : undefined;
  if (typeof edition !== 'string' || profile === undefined) {
    throw new RulingInputError(
      'edition',
      `unknown edition ${JSON.stringify(edition)} for a ruling: the engine knows Law 27 of ${ruledEditionsText()}; set edition to one of those`,
    );
  }
  const dealerText = raw['dealer'];
  let dealer: Seat;
  try {
    if (typeof dealerText !== 'string') throw new BridgeError('the dealer must be written as text');
    dealer = parseSeat(dealerText);
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
    throw new RulingInputError('dealer', `unknown seat ${JSON.stringify(dealerText)}; write N, E, S or W (or North, East, South, West)`, { cause: e });
  }
  const calls = raw['calls'];
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
  const ibText = raw['insufficient'];
  if (typeof ibText !== 'string') {
    throw new RulingInputError('insufficient', 'must be the insufficient bid written as text, e.g. "1H"');
  }
  let ib: Call;
  try {
    ib = parseCall(ibText);
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
    throw new RulingInputError('insufficient', e.message, { cause: e });
  }
  if (ib.kind !== 'bid') {
    throw new RulingInputError('insufficient', `${JSON.stringify(ibText)} is ${callToSpeech(ib)}, not a bid, so it cannot be insufficient; give the bid that was insufficient`);
  }
  const problem = callProblem(auction, ib);
  if (problem?.code !== 'insufficient') {
    const last = lastBid(auction);
    throw new RulingInputError(
      'insufficient',
      `${callToDisplay(ib)} is sufficient ${last === null ? 'as the first bid of the auction' : `over ${callToDisplay(last.bid)}`}, so Law 27 does not apply; ` +
        'check the calls before it (an insufficient bid among them counts as accepted)',
    );
  }
  // Whose turn it is: the player who made the insufficient bid, if it was made in rotation.
  const offender = seatOfCall(auction, auction.calls.length);
  return {
    edition,
    profile,
    auction,
    offender,
    partner: partnerOf(offender),
    lho: lhoOf(offender),
    insufficient: ib,
    lowestSame: lowestSufficientBidAfter(auction, ib.strain),
    anySufficient: lowestSufficientBidAfter(auction, 'NT') !== null,
    judgement: readJudgement(raw['judgement']),
  };
}

function readReplacement(input: Record<string, unknown>): Call | undefined {
  const text = input['replacement'];
  if (text === undefined) return undefined;
  if (typeof text !== 'string') {
    throw new RulingInputError('replacement', 'must be the substituted call written as text, e.g. "2H" or "X"');
  }
  try {
    return parseCall(text);
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
    throw new RulingInputError('replacement', e.message, { cause: e });
  }
}

/** The lowest sufficient bid in the bid's own strain, when the bid is above it: a jump. */
function jumpOver(f: Facts, call: Call): Bid | null {
  if (call.kind !== 'bid') return null;
  const lowest = lowestSufficientBidAfter(f.auction, call.strain);
  return lowest !== null && call.level > lowest.level ? lowest : null;
}

function isSufficientBid(f: Facts, call: Call): call is Bid {
  return call.kind === 'bid' && callProblem(f.auction, call) === null;
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

function readCase(input: unknown): Case {
  const f = readFacts(input);
  const raw = input as Record<string, unknown>;
  const inRotation = optionalBoolean(raw, 'inRotation') ?? true;
  const accepted = optionalBoolean(raw, 'accepted') ?? false;
  const premature = optionalBoolean(raw, 'premature') ?? false;
  const replacementAccepted = optionalBoolean(raw, 'replacementAccepted') ?? false;
  const replacement = readReplacement(raw);
  const c: Case = { f, inRotation, accepted, premature, replacementAccepted, replacement };
  if (!inRotation) return c;

  if (premature && replacement === undefined) {
    throw new RulingInputError('premature', 'a premature replacement (Law 27C) needs the replacement call: give replacement, or leave premature out');
  }
  if (accepted && replacement !== undefined && !premature) {
    throw new RulingInputError(
      'replacement',
      'LHO accepted the insufficient bid, so there is nothing to replace (a replacement made before LHO accepted is premature: set premature)',
    );
  }
  if (replacementAccepted) {
    if (accepted) {
      throw new RulingInputError('replacementAccepted', 'LHO accepted the insufficient bid itself, so no substituted bid was accepted; leave one of the two out');
    }
    if (replacement === undefined || replacement.kind !== 'bid' || callProblem(f.auction, replacement)?.code !== 'insufficient') {
      throw new RulingInputError('replacementAccepted', 'only a replacement that is itself an insufficient bid can be accepted (Law 27B4); leave it out');
    }
  }
  if (!accepted && replacement !== undefined) checkFindings(f, replacement);
  return c;
}

// ------------------------------------------------------------- wording

const d = callToDisplay;

function adjustmentNote(): string {
  return (
    'But see Law 27D: if at the end of play the Director judges that without the assistance gained through the infraction ' +
    'the outcome of the board could well have been different, and in consequence the non-offending side is damaged (Law 12B1), ' +
    'he awards an adjusted score, seeking the probable outcome had the insufficient bid not occurred. ' +
    'Tell the non-offending side they may call the Director back at the end of play.'
  );
}

function leadNote(f: Facts): string {
  if (f.profile.leadLaw === '26B') {
    return (
      `The lead restrictions in Law 26B may apply: if ${seatName(f.partner)} becomes a defender, at his first turn to lead declarer ` +
      `may prohibit the lead of any one suit ${seatName(f.offender)} did not specify in the legal auction, for as long as ${seatName(f.partner)} retains the lead. ` +
      'See also Law 72C: if the offender could have known at the time that the irregularity could well damage the non-offending side, the Director adjusts the score.'
    );
  }
  return (
    `The lead restrictions in Law 26 may apply if ${seatName(f.offender)}'s side defends. ` +
    'See also Law 23: if the offender could have known at the time that the irregularity could well damage the non-offending side, the Director adjusts the score.'
  );
}

function barNote(f: Facts): string {
  return `${seatName(f.partner)} (the offender's partner) must pass whenever it is his turn to call, for the rest of the auction.`;
}

/** What the offender may still do after a cancelled call: "pass or make a sufficient bid", or only pass after 7NT. */
function mustNow(f: Facts): string {
  return f.anySufficient ? 'pass or make a sufficient bid' : 'pass (no bid is sufficient after 7NT)';
}

// ------------------------------------------------------------ the tests

/**
 * The Director's answer to a question: the finding when given; otherwise
 * what the caller decides (the default, or a branch being explored).
 */
type Ask = (id: QuestionId) => boolean;

type B1aVerdict = { readonly holds: true } | { readonly holds: false; readonly why: string };

/** Does 27B1(a) cover this replacement? The findings are asked only when the Law needs them, in its order. */
function b1a(f: Facts, call: Call, ask: Ask): B1aVerdict {
  const ib = f.insufficient;
  if (call.kind !== 'bid') return { holds: false, why: `${d(call)} is not a bid` };
  if (callProblem(f.auction, call) !== null) return { holds: false, why: `${d(call)} is not a sufficient bid` };
  const isLowestSame = f.lowestSame !== null && callsEqual(call, f.lowestSame);
  const j = f.judgement;
  if (f.profile.wording === '2008') {
    if (f.lowestSame === null) return { holds: false, why: `there is no sufficient bid in ${strainName(ib.strain, true)}` };
    if (!isLowestSame) {
      return { holds: false, why: `it is not the lowest sufficient bid in the same denomination, which would be ${d(f.lowestSame)}` };
    }
    // Both must be found incontrovertibly not artificial: a finding already given to the contrary settles it.
    const iaGiven = j.insufficientArtificial === true;
    const raGiven = j.replacementArtificial === true;
    if (iaGiven && raGiven) return { holds: false, why: `the Director does not judge ${d(ib)} and ${d(call)} incontrovertibly not artificial` };
    if (iaGiven || (!raGiven && ask('insufficientArtificial'))) {
      return { holds: false, why: `the Director does not judge ${d(ib)} incontrovertibly not artificial` };
    }
    if (ask('replacementArtificial')) return { holds: false, why: `the Director does not judge ${d(call)} incontrovertibly not artificial` };
    return { holds: true };
  }
  // 2017: "the lowest sufficient bid that specifies the same denomination(s)".
  const lowestInOwn = jumpOver(f, call);
  if (lowestInOwn !== null) {
    return {
      holds: false,
      why: `${d(call)} is a jump (${d(lowestInOwn)} is sufficient), and a jump is never the lowest sufficient bid specifying the same denomination(s) as ${d(ib)}`,
    };
  }
  const notSame = `the Director does not judge it the lowest sufficient bid specifying the same denomination(s) as ${d(ib)}`;
  if (j.sameDenominations !== undefined) return j.sameDenominations ? { holds: true } : { holds: false, why: notSame };
  // An artificial bid on either side makes the denomination(s) a judgement; once one is found artificial, the other does not matter.
  const artificial = (which: Bid): B1aVerdict =>
    ask('sameDenominations')
      ? { holds: true }
      : which === ib
        ? { holds: false, why: `${d(ib)} is artificial, and the Director does not find that ${d(call)} specifies the same denomination(s)` }
        : { holds: false, why: `${d(call)} is artificial, and the Director does not find that it specifies the same denomination(s) as ${d(ib)}` };
  if (j.insufficientArtificial === true) return artificial(ib);
  if (j.replacementArtificial === true) return artificial(call);
  if (ask('insufficientArtificial')) return artificial(ib);
  if (ask('replacementArtificial')) return artificial(call);
  if (isLowestSame) return { holds: true };
  return {
    holds: false,
    why: `it is not the lowest sufficient bid specifying the same denomination(s) as ${d(ib)}: as natural bids, ${d(ib)} and ${d(call)} name different denominations`,
  };
}

// ------------------------------------------------------------- building

/** What a branch of the law decides; `finish` adds the facts of the case. */
type Outcome = Pick<
  Ruling,
  | 'clause'
  | 'path'
  | 'restriction'
  | 'partnerMustPass'
  | 'leadRestrictions'
  | 'callCancelled'
  | 'adjustedScorePossible'
  | 'laws'
  | 'lawsNotApplying'
  | 'explanation'
>;

function finish(f: Facts, offender: Seat | null, replacement: Call | undefined, assumed: readonly QuestionId[], o: Outcome): Ruling {
  return {
    clause: o.clause,
    path: [...o.path],
    partnerMustPass: o.partnerMustPass,
    leadRestrictions: o.leadRestrictions,
    callCancelled: o.callCancelled,
    adjustedScorePossible: o.adjustedScorePossible,
    laws: [...o.laws],
    lawsNotApplying: [...o.lawsNotApplying],
    explanation: o.explanation,
    restriction: o.restriction,
    awaitingReplacement: o.clause === '27B',
    assumed: [...assumed],
    edition: f.edition,
    offender,
    turn: f.offender,
    insufficient: callToString(f.insufficient),
    replacement: replacement === undefined ? null : callToString(replacement),
    lowestSufficientInStrain: f.lowestSame === null ? null : callToString(f.lowestSame),
  };
}

const NO_CONSEQUENCE = {
  partnerMustPass: false,
  leadRestrictions: false,
  callCancelled: false,
  adjustedScorePossible: false,
} as const;

function outOfRotation(f: Facts): Outcome {
  return {
    clause: '27A2',
    path: ['27A2'],
    restriction: 'law-31',
    ...NO_CONSEQUENCE,
    laws: ['31'],
    lawsNotApplying: [],
    explanation:
      `The insufficient bid ${d(f.insufficient)} was made out of rotation (it was ${seatName(f.offender)}'s turn to call). ` +
      'Law 27A2: when a player makes an insufficient bid out of rotation, Law 31 (bid out of rotation) applies; ' +
      'rule under Law 31, not under the rest of Law 27.',
  };
}

function acceptance(f: Facts, premature: Call | undefined): Outcome {
  const base =
    `${seatName(f.lho)} (LHO) accepted ${seatName(f.offender)}'s insufficient ${d(f.insufficient)} by calling over it (Law 27A1). ` +
    `The bid is treated as legal: there is no rectification, and the auction continues; the next bid need only be sufficient over ${d(f.insufficient)}.`;
  if (premature === undefined) {
    return { clause: '27A1', path: ['27A1'], restriction: 'none', ...NO_CONSEQUENCE, laws: [], lawsNotApplying: [], explanation: base };
  }
  const law = f.profile.withdrawnCallLaw;
  return {
    clause: '27A1',
    path: ['27C', '27A1'],
    restriction: 'none',
    ...NO_CONSEQUENCE,
    laws: [law],
    lawsNotApplying: [],
    explanation:
      `${seatName(f.offender)} substituted ${d(premature)} before the Director had ruled (Law 27C), but LHO may still accept the insufficient bid. ` +
      `${base} The premature ${d(premature)} is withdrawn; information from it is authorised to the non-offending side and unauthorised to the offending side (Law ${law}).`,
  };
}

function awaitingB1a(f: Facts): string {
  const ib = d(f.insufficient);
  const lowest = f.lowestSame;
  const last = lastBid(f.auction);
  if (!f.anySufficient) {
    return `(a) After ${last === null ? 'the last bid' : d(last.bid)} no bid is sufficient, so Law 27B1(a) cannot apply.`;
  }
  if (f.profile.wording === '2008') {
    return lowest === null
      ? `(a) There is no sufficient bid in ${strainName(f.insufficient.strain, true)}, so Law 27B1(a) cannot apply.`
      : `(a) ${d(lowest)}, the lowest sufficient bid in the same denomination, carries no further rectification if the Director judges both ${ib} and ${d(lowest)} incontrovertibly not artificial (Law 27B1(a); Law 16D does not apply).`;
  }
  const natural =
    lowest === null
      ? ` (if ${ib} is natural there is none: no sufficient bid in ${strainName(f.insufficient.strain, true)} remains)`
      : ` (${d(lowest)} if ${ib} is natural)`;
  return `(a) The lowest sufficient bid that specifies the same denomination(s) as ${ib}${natural} carries no further rectification (Law 27B1(a); Laws 26B and 16C do not apply).`;
}

function awaiting(f: Facts): Outcome {
  const p = f.profile;
  const last = lastBid(f.auction);
  const ib = d(f.insufficient);
  return {
    clause: '27B',
    path: ['27B'],
    restriction: 'awaiting-replacement',
    ...NO_CONSEQUENCE,
    laws: [],
    lawsNotApplying: [],
    explanation: [
      `${seatName(f.offender)}'s ${ib} is insufficient: it does not outrank ${last === null ? 'the last bid' : `${seatName(last.seat)}'s ${d(last.bid)}`}.`,
      `First, ${seatName(f.lho)} (LHO) may accept it by calling; it is then treated as legal (Law 27A1).`,
      `If it is not accepted, ${seatName(f.offender)} must substitute a legal call (Law 27B). Find out, away from the table, what ${ib} was meant to show and what the partnership's calls mean, then explain the options:`,
      awaitingB1a(f),
      p.wording === '2008'
        ? `(b) A legal call that, in the Director's opinion, has the same meaning as, or a more precise meaning than, ${ib} (its meaning fully contained within the possible meanings of ${ib}) also carries no further rectification (Law 27B1(b)).`
        : `(b) A comparable call (Law 23A), as the Director judges it (the same or a similar meaning as ${ib}, a subset of its possible meanings, or the same purpose), also carries no further rectification (Law 27B1(b)).`,
      'After (a) or (b), the non-offending side may ask for an adjusted score at the end of play if the offenders gained from the infraction (Law 27D).',
      f.anySufficient
        ? `(c) Any other sufficient bid, or a pass: ${barNote(f)} Lead restrictions (Law ${p.leadLaw}) may apply; see Law ${p.awarenessLaw} (Law 27B2).`
        : `(c) A pass (no bid is sufficient now): ${barNote(f)} Lead restrictions (Law ${p.leadLaw}) may apply; see Law ${p.awarenessLaw} (Law 27B2).`,
      `(d) A double or redouble not allowed under (b) is cancelled; ${seatName(f.offender)} must then ${mustNow(f)}, and his partner must pass whenever it is his turn (Law 27B3).`,
      `(e) Another insufficient bid: LHO may accept it; if not, the Director rules as in (d) (Law 27B4).`,
    ].join(' '),
  };
}

function b1Outcome(f: Facts, call: Call, clause: '27B1a' | '27B1b', prefix: readonly string[], whyNotA: string | null): Outcome {
  const p = f.profile;
  const ib = d(f.insufficient);
  let explanation: string;
  let laws: string[];
  let notApplying: readonly string[];
  if (clause === '27B1a') {
    notApplying = p.b1aDisapplies;
    laws = ['12B1'];
    explanation =
      p.wording === '2008'
        ? `${d(call)} is the lowest sufficient bid in the same denomination as ${ib}, and the Director judges both bids incontrovertibly not artificial (Law 27B1(a)). ` +
          `The auction proceeds without further rectification: ${seatName(f.partner)} may call freely and there is no lead restriction. ` +
          `Law 16D does not apply, so the information that ${ib} was natural is authorised to all four players. ${adjustmentNote()}`
        : `${d(call)} is the lowest sufficient bid that specifies the same denomination(s) as the withdrawn ${ib} (Law 27B1(a)). ` +
          `The auction proceeds without further rectification: ${seatName(f.partner)} may call freely. ` +
          `Laws 26B and 16C do not apply: there is no lead penalty and the withdrawn call is not unauthorised information. ${adjustmentNote()}`;
  } else {
    notApplying = p.b1bDisapplies;
    const intro = `${d(call)} is not a correction under Law 27B1(a)${whyNotA === null ? '' : ` (${whyNotA})`}, but the Director judges it ${p.b1bTest} (Law 27B1(b)).`;
    if (p.wording === '2008') {
      laws = ['16D', '12B1'];
      explanation =
        `${intro} The auction proceeds without further rectification: ${seatName(f.partner)} may call freely and there is no lead restriction. ` +
        `Unlike 27B1(a), 27B1(b) does not switch off Law 16D: information from the withdrawn ${ib} is unauthorised to ${seatName(f.offender)}'s side. ${adjustmentNote()}`;
    } else {
      laws = ['12B1'];
      explanation =
        `${intro} The auction proceeds without further rectification: ${seatName(f.partner)} may call freely and there is no lead penalty. ` +
        `Law 16C does not apply: the withdrawn ${ib} is not unauthorised information. ${adjustmentNote()}`;
    }
  }
  return {
    clause,
    path: [...prefix, clause],
    restriction: 'none',
    partnerMustPass: false,
    leadRestrictions: false,
    callCancelled: false,
    adjustedScorePossible: true,
    laws,
    lawsNotApplying: [...notApplying],
    explanation,
  };
}

function barredLaws(f: Facts): string[] {
  return [f.profile.leadLaw, f.profile.awarenessLaw, f.profile.withdrawnCallLaw];
}

function b2Outcome(f: Facts, call: Call, prefix: readonly string[], whyNotA: string): Outcome {
  const notB1b =
    f.profile.wording === '2017'
      ? 'the Director does not judge it a comparable call (27B1(b))'
      : 'the Director does not judge it to have the same or a more precise meaning (27B1(b))';
  const opening =
    call.kind === 'pass'
      ? `A pass cannot be a 27B1(a) correction, and ${notB1b}.`
      : `${d(call)} is a sufficient bid that Law 27B1 does not cover: not 27B1(a) (${whyNotA}), and ${notB1b}.`;
  return {
    clause: '27B2',
    path: [...prefix, '27B2'],
    restriction: 'partner-must-pass',
    partnerMustPass: true,
    leadRestrictions: true,
    callCancelled: false,
    adjustedScorePossible: false,
    laws: barredLaws(f),
    lawsNotApplying: [],
    explanation:
      `${opening} Law 27B2: ${barNote(f)} ${leadNote(f)} ` +
      `Information from the withdrawn ${d(f.insufficient)} is unauthorised to the offending side (Law ${f.profile.withdrawnCallLaw}).`,
  };
}

function b3Outcome(f: Facts, call: Call, prefix: readonly string[]): Outcome {
  const problem = callProblem(f.auction, call);
  const laws = barredLaws(f);
  if (problem !== null) laws.push('36');
  const b1bWords = f.profile.wording === '2017' ? 'a comparable call' : 'a call with the same or a more precise meaning';
  const replaceWith = f.anySufficient
    ? `with a sufficient bid or a pass, and whatever he chooses, even the lowest sufficient bid in the same denomination, `
    : 'with a pass (no bid is sufficient after 7NT), and ';
  return {
    clause: '27B3',
    path: [...prefix, '27B3'],
    restriction: 'partner-must-pass',
    partnerMustPass: true,
    leadRestrictions: true,
    callCancelled: true,
    adjustedScorePossible: false,
    laws,
    lawsNotApplying: [],
    explanation:
      `The attempted ${callToSpeech(call)} is cancelled (Law 27B3): a double or redouble may replace an insufficient bid only when 27B1(b) allows it, ` +
      (problem === null
        ? `and the Director does not judge it ${b1bWords}. `
        : `and this one is not even a legal call here: ${problem.reason} (see also Law 36). `) +
      `${seatName(f.offender)} must replace it as the foregoing allows, ${replaceWith}` +
      `${barNote(f)} ${leadNote(f)}`,
  };
}

function b4Outcome(f: Facts, call: Bid, accepted: boolean, prefix: readonly string[]): Outcome {
  if (accepted) {
    return {
      clause: '27B4',
      path: [...prefix, '27B4', '27A1'],
      restriction: 'none',
      partnerMustPass: false,
      leadRestrictions: true,
      callCancelled: false,
      adjustedScorePossible: false,
      laws: [f.profile.leadLaw, f.profile.withdrawnCallLaw],
      lawsNotApplying: [],
      explanation:
        `${d(call)} is itself insufficient, and ${seatName(f.lho)} (LHO) accepted it by calling (Law 27B4, acceptance as Law 27A1 allows). ` +
        `It stands and is treated as legal; the auction continues from it and ${seatName(f.partner)} is not barred. ` +
        `The first insufficient bid, ${d(f.insufficient)}, is withdrawn: information from it is unauthorised to the offending side (Law ${f.profile.withdrawnCallLaw}), ` +
        `and the lead restrictions in Law ${f.profile.leadLaw} may apply if ${seatName(f.offender)}'s side defends.`,
    };
  }
  return {
    clause: '27B4',
    path: [...prefix, '27B4', '27B3'],
    restriction: 'partner-must-pass',
    partnerMustPass: true,
    leadRestrictions: true,
    callCancelled: true,
    adjustedScorePossible: false,
    laws: barredLaws(f),
    lawsNotApplying: [],
    explanation:
      `${d(call)} is itself insufficient (Law 27B4). ${seatName(f.lho)} (LHO) may accept it; as he does not, the Director rules as in Law 27B3: ` +
      `${d(call)} is cancelled, ${seatName(f.offender)} must replace it: he must ${mustNow(f)}, and ${barNote(f)} ${leadNote(f)}`,
  };
}

function substitution(f: Facts, call: Call, replacementAccepted: boolean, prefix: readonly string[], ask: Ask): Outcome {
  const problem = callProblem(f.auction, call);
  if (call.kind === 'bid' && problem?.code === 'insufficient') {
    return b4Outcome(f, call, replacementAccepted, prefix);
  }
  const a = b1a(f, call, ask);
  if (a.holds) return b1Outcome(f, call, '27B1a', prefix, null);
  if (problem === null && ask('comparable')) return b1Outcome(f, call, '27B1b', prefix, a.why);
  if (call.kind === 'double' || call.kind === 'redouble') return b3Outcome(f, call, prefix);
  return b2Outcome(f, call, prefix, a.why);
}

function prematureIntro(f: Facts, call: Call): string {
  const who = seatName(f.offender);
  const problem = callProblem(f.auction, call);
  if (f.profile.wording === '2008') {
    return (
      `${who} substituted ${d(call)} before the Director had ruled (Law 27C). The insufficient bid was not accepted, ` +
      'so the substitution stands and the Director applies the relevant section of Law 27B to it.'
    );
  }
  const legality =
    problem === null
      ? 'The insufficient bid was not accepted, so the substitution, being legal, stands'
      : 'The insufficient bid was not accepted; the substitution is not a legal call, so it cannot stand as made';
  const b3 = call.kind === 'double' || call.kind === 'redouble' ? ' (but see Law 27B3: a double or redouble stands only if 27B1(b) allows it)' : '';
  return `${who} substituted ${d(call)} before the Director had ruled (Law 27C). ${legality}${b3}, and the Director applies the relevant section of Law 27B to it.`;
}

/** The ruling for a case, the findings coming from `ask` whenever the input leaves them out. */
function decide(c: Case, ask: Ask, assumed: readonly QuestionId[] = []): Ruling {
  const { f, replacement } = c;
  if (!c.inRotation) return finish(f, null, replacement, assumed, outOfRotation(f));
  if (c.accepted) {
    const premature = c.premature ? replacement : undefined;
    return finish(f, f.offender, premature, assumed, acceptance(f, premature));
  }
  if (replacement === undefined) return finish(f, f.offender, undefined, assumed, awaiting(f));
  const outcome = substitution(f, replacement, c.replacementAccepted, c.premature ? ['27C'] : [], ask);
  if (!c.premature) return finish(f, f.offender, replacement, assumed, outcome);
  return finish(f, f.offender, replacement, assumed, { ...outcome, explanation: `${prematureIntro(f, replacement)} ${outcome.explanation}` });
}

const DEFAULTS: Readonly<Record<QuestionId, boolean>> = {
  insufficientArtificial: false,
  replacementArtificial: false,
  sameDenominations: false,
  comparable: false,
};

function ruleCase(c: Case): Ruling {
  const assumed: QuestionId[] = [];
  const ask: Ask = (id) => {
    const given = c.f.judgement[id];
    if (given !== undefined) return given;
    if (!assumed.includes(id)) assumed.push(id);
    return DEFAULTS[id];
  };
  // The findings are asked before `finish` copies `assumed`, so the ruling reports them all.
  return decide(c, ask, assumed);
}

/**
 * Rules on an insufficient bid under the chosen edition of Law 27. A finding
 * the input leaves out takes its default (natural bids; not comparable;
 * `sameDenominations` as documented on `Judgement`), and the ruling lists it
 * in `assumed`; see `openQuestions` and `ruleStrict`.
 * @throws RulingInputError naming the field at fault and the fix, and nothing
 *   else: unknown field (at the top level or in `judgement`), an edition the
 *   engine cannot rule under, unknown seat, calls that are not an auction (or
 *   an ended one), an `insufficient` bid that is in fact sufficient, a
 *   replacement that cannot be read, findings the mechanics rule out, or facts
 *   that contradict each other.
 */
export function rule(input: RulingInput): Ruling {
  return ruleCase(readCase(input));
}

// ------------------------------------------------------- open questions

const STOP = Symbol('open question');

/** Law order of the findings: B1(a) (the bid, the replacement, the denominations), then B1(b). */
const QUESTION_ORDER: readonly QuestionId[] = JUDGEMENT_FIELDS;

function caseQuestions(c: Case): Question[] {
  const open = new Set<QuestionId>();
  // Walk every branch of the findings the input leaves out; a question is open when some branch asks it.
  const visit = (answers: Partial<Record<QuestionId, boolean>>): void => {
    let asked: QuestionId | undefined;
    try {
      decide(c, (id) => {
        const v = c.f.judgement[id] ?? answers[id];
        if (v !== undefined) return v;
        asked = id;
        throw STOP;
      });
    } catch (e) {
      if (e !== STOP) throw e;
    }
    if (asked === undefined) return;
    open.add(asked);
    visit({ ...answers, [asked]: true });
    visit({ ...answers, [asked]: false });
  };
  visit({});
  const call = c.replacement;
  if (call === undefined) return [];
  return QUESTION_ORDER.filter((id) => open.has(id)).map((id) => question(c.f, call, id));
}

function question(f: Facts, call: Call, id: QuestionId): Question {
  const ib = d(f.insufficient);
  const rep = d(call);
  const old = f.profile.wording === '2008';
  const natural = (b: Call): string => (b.kind === 'bid' ? `a natural ${strainName(b.strain)} bid` : 'a natural call');
  const denomination = (b: Call): string => (b.kind === 'bid' ? strainName(b.strain, true) : 'no denomination');
  switch (id) {
    case 'insufficientArtificial':
      return old
        ? {
            id,
            clause: '27B1a',
            text: `Is ${ib} artificial, or at least not incontrovertibly natural?`,
            yes: `Law 27B1(a) cannot apply: it needs ${ib} to be incontrovertibly not artificial.`,
            no: `${ib} is incontrovertibly not artificial, as 27B1(a) requires.`,
            byDefault: DEFAULTS[id],
          }
        : {
            id,
            clause: '27B1a',
            text: `Is ${ib} artificial (conventional), rather than ${natural(f.insufficient)}?`,
            yes: `Which denomination(s) ${ib} specifies is then a judgement: whether ${rep} specifies the same ones is asked next.`,
            no: `${ib} is natural: it specifies ${denomination(f.insufficient)}.`,
            byDefault: DEFAULTS[id],
          };
    case 'replacementArtificial':
      return old
        ? {
            id,
            clause: '27B1a',
            text: `Is ${rep} artificial, or at least not incontrovertibly natural?`,
            yes: `Law 27B1(a) cannot apply: it needs ${rep} to be incontrovertibly not artificial too.`,
            no: `${rep} is incontrovertibly not artificial, as 27B1(a) requires.`,
            byDefault: DEFAULTS[id],
          }
        : {
            id,
            clause: '27B1a',
            text: `Is ${rep} artificial (conventional), rather than ${natural(call)}?`,
            yes: `Whether ${rep} specifies the same denomination(s) as ${ib} is then a judgement, asked next.`,
            no: `${rep} is natural: it specifies ${denomination(call)}.`,
            byDefault: DEFAULTS[id],
          };
    case 'sameDenominations':
      return {
        id,
        clause: '27B1a',
        text: `Is ${rep} the lowest sufficient bid that specifies the same denomination(s) as ${ib}?`,
        yes: 'Law 27B1(a): the auction proceeds without further rectification.',
        no: 'Not a correction under 27B1(a); 27B1(b) may still apply.',
        byDefault: DEFAULTS[id],
      };
    case 'comparable': {
      const failing =
        call.kind === 'double' || call.kind === 'redouble'
          ? `Law 27B3: the ${callToSpeech(call)} is cancelled, and partner must pass whenever it is his turn to call.`
          : 'Law 27B2: partner must pass whenever it is his turn to call.';
      return {
        id,
        clause: '27B1b',
        text: old
          ? `Does ${rep} have the same meaning as ${ib}, or a more precise one (its meaning fully contained within the possible meanings of ${ib})?`
          : `Is ${rep} a comparable call (Law 23A): the same or a similar meaning as ${ib}, a subset of its possible meanings, or the same purpose?`,
        yes: 'Law 27B1(b): the auction proceeds without further rectification.',
        no: failing,
        byDefault: DEFAULTS[id],
      };
    }
  }
}

/**
 * The judgement questions the ruling for this input depends on and that
 * `input.judgement` leaves unanswered, in the order the Law asks them: under
 * 2007/2008, is the insufficient bid artificial, is the replacement (27B1(a),
 * asked only of the lowest sufficient bid in the same denomination), same or
 * more precise meaning (27B1(b)); under 2017, is the insufficient bid
 * artificial, is the replacement, does it specify the same denomination(s)
 * (27B1(a), asked only of a sufficient bid that is not a jump), comparable
 * call (27B1(b)). A question is listed when some answers to the questions
 * before it make the ruling turn on it; answering the first may remove later
 * ones. Mechanical facts are never asked, and nothing is asked when no
 * judgement can change the ruling (out of rotation, accepted, no replacement
 * yet, another insufficient bid, an inadmissible double or redouble).
 *
 * Empty exactly when `rule(input).assumed` is empty: the ruling then does not
 * depend on any default.
 * @throws RulingInputError, as `rule` does.
 */
export function openQuestions(input: RulingInput): Question[] {
  return caseQuestions(readCase(input));
}

/**
 * Like `rule`, but refuses to rule on defaults.
 * @throws RulingInputError on `judgement.<id>` of the first open question
 *   (see `openQuestions`), as well as everything `rule` throws.
 */
export function ruleStrict(input: RulingInput): Ruling {
  const c = readCase(input);
  const first = caseQuestions(c)[0];
  if (first !== undefined) {
    throw new RulingInputError(
      `judgement.${first.id}`,
      `the ruling depends on this finding, which is not given: ${first.text} Answer it (true for yes, false for no) — Law ${clauseKeyLabel(first.clause)}`,
    );
  }
  return ruleCase(c);
}

// ---------------------------------------------------------- for the UI

export interface ReplacementOption {
  /** Canonical form, e.g. '2H', 'P', 'X'. */
  readonly call: string;
  readonly display: string;
  readonly speech: string;
  /** A legal call at this point (a sufficient bid, a pass, or an admissible double/redouble). */
  readonly legal: boolean;
  readonly ruling: Ruling;
  /** The judgement questions this call's ruling still depends on (see `openQuestions`). */
  readonly openQuestions: readonly Question[];
}

export type ReplacementSituation = Omit<RulingInput, 'replacement' | 'accepted' | 'replacementAccepted' | 'judgement'>;

/**
 * Every call in the bidding box (35 bids, pass, double, redouble) with the
 * ruling it would get as the replacement for the insufficient bid — for a
 * bidding-box widget to highlight the calls that carry no rectification.
 *
 * `judge` gives the Director's findings for each candidate call (canonical
 * form); without it every call is judged on the defaults (natural, not
 * comparable), so only the mechanical 27B1(a) bid is free of rectification,
 * and each option's `openQuestions` says what its ruling still depends on.
 * @throws RulingInputError for a bad situation, or for findings from `judge`
 *   that the mechanics rule out for a call.
 */
export function replacementOptions(
  situation: ReplacementSituation,
  judge?: (call: string) => Judgement | undefined,
): ReplacementOption[] {
  // Validate once, so a bad situation reports its own error rather than 38 of them.
  const f = readFacts(situation);
  return ALL_CALLS.map((call) => {
    const text = callToString(call);
    const judgement = judge?.(text);
    const c = readCase({ ...situation, replacement: text, ...(judgement === undefined ? {} : { judgement }) });
    return {
      call: text,
      display: callToDisplay(call),
      speech: callToSpeech(call),
      legal: callProblem(f.auction, call) === null,
      ruling: ruleCase(c),
      openQuestions: caseQuestions(c),
    };
  });
}
