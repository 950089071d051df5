/**
 * The Law 27 ruling engine: given the auction, the insufficient bid and what
 * happened next, which clause decides, and what follows from it.
 *
 * Mechanical facts (whose turn it was, which bid is the lowest sufficient one
 * in a strain, whether a call is legal or insufficient) are computed. The
 * Director's judgements (is a bid artificial, is a call comparable) are input.
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
import { editionProfile, isEdition, type Edition, type EditionProfile } from './edition';
import { BridgeError, RulingInputError } from './errors';
import { isSeat, lhoOf, partnerOf, seatName, type Seat } from './seat';
import { strainName } from './strain';

/** The Director's findings. Only judgement goes here; mechanical facts are computed. */
export interface Judgement {
  /**
   * 2007/2008 B1(a): the Director does NOT find the insufficient bid
   * incontrovertibly not artificial. Default false (natural).
   * In 2017 it only feeds the default of `sameDenominations`.
   */
  readonly insufficientArtificial?: boolean;
  /** As `insufficientArtificial`, for the replacement. Default false. */
  readonly replacementArtificial?: boolean;
  /**
   * 2017 B1(a): the replacement is the lowest sufficient bid specifying the
   * same denomination(s) as the insufficient bid. When omitted: true exactly
   * for the lowest sufficient bid in the same strain, both bids natural.
   * Ignored for 2007/2008 and for replacements that are not sufficient bids.
   */
  readonly sameDenominations?: boolean;
  /**
   * 2017: the replacement is a comparable call (Law 23A).
   * 2007/2008: it has the same or a more precise meaning than the insufficient bid.
   * Default false.
   */
  readonly comparable?: boolean;
}

export interface RulingInput {
  readonly edition: Edition;
  readonly dealer: Seat;
  /** The legal calls before the insufficient bid, the dealer's first. */
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
  readonly edition: Edition;
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
  readonly edition: Edition;
  readonly profile: EditionProfile;
  readonly auction: Auction;
  readonly offender: Seat;
  readonly partner: Seat;
  readonly lho: Seat;
  readonly insufficient: Bid;
  readonly lowestSame: Bid | null;
  readonly judgement: Judgement;
}

function optionalBoolean(input: Record<string, unknown>, field: string): boolean | undefined {
  const v = input[field];
  if (v === undefined || typeof v === 'boolean') return v;
  throw new RulingInputError(field, `must be true or false, got ${JSON.stringify(v)}`);
}

function readJudgement(value: unknown): Judgement {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RulingInputError('judgement', 'must be an object of true/false findings');
  }
  const j = value as Record<string, unknown>;
  const known = ['insufficientArtificial', 'replacementArtificial', 'sameDenominations', 'comparable'];
  for (const key of Object.keys(j)) {
    if (!known.includes(key)) {
      throw new RulingInputError(`judgement.${key}`, `unknown finding; expected one of ${known.join(', ')}`);
    }
    if (j[key] !== undefined && typeof j[key] !== 'boolean') {
      throw new RulingInputError(`judgement.${key}`, `must be true or false, got ${JSON.stringify(j[key])}`);
    }
  }
  return j as Judgement;
}

function readFacts(input: RulingInput): Facts {
  if (typeof input !== 'object' || input === null) {
    throw new RulingInputError('input', 'a ruling needs an object with edition, dealer, calls and insufficient');
  }
  if (!isEdition(input.edition)) {
    throw new RulingInputError('edition', `unknown edition ${JSON.stringify(input.edition)}; expected '2007', '2008-03' or '2017'`);
  }
  if (!isSeat(input.dealer)) {
    throw new RulingInputError('dealer', `unknown seat ${JSON.stringify(input.dealer)}; expected N, E, S or W`);
  }
  if (!Array.isArray(input.calls) || !input.calls.every((c) => typeof c === 'string')) {
    throw new RulingInputError('calls', 'must be a list of calls written as text, e.g. ["1D", "1S"]');
  }
  let auction: Auction;
  try {
    auction = parseAuction(input.dealer, input.calls);
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
    throw new RulingInputError('calls', e.message, { cause: e });
  }
  if (isComplete(auction)) {
    throw new RulingInputError('calls', `the auction has already ended after ${auction.calls.length} calls; no bid can follow`);
  }
  if (typeof input.insufficient !== 'string') {
    throw new RulingInputError('insufficient', 'must be the insufficient bid written as text, e.g. "1H"');
  }
  let ib: Call;
  try {
    ib = parseCall(input.insufficient);
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
    throw new RulingInputError('insufficient', e.message, { cause: e });
  }
  if (ib.kind !== 'bid') {
    throw new RulingInputError('insufficient', `${JSON.stringify(input.insufficient)} is ${callToSpeech(ib)}, not a bid, so it cannot be insufficient`);
  }
  const problem = callProblem(auction, ib);
  if (problem?.code !== 'insufficient') {
    const last = lastBid(auction);
    throw new RulingInputError(
      'insufficient',
      `${callToDisplay(ib)} is sufficient ${last === null ? 'as the first bid of the auction' : `over ${callToDisplay(last.bid)}`}, so Law 27 does not apply`,
    );
  }
  // Whose turn it is: the player who made the insufficient bid, if it was made in rotation.
  const offender = seatOfCall(auction, auction.calls.length);
  return {
    edition: input.edition,
    profile: editionProfile(input.edition),
    auction,
    offender,
    partner: partnerOf(offender),
    lho: lhoOf(offender),
    insufficient: ib,
    lowestSame: lowestSufficientBidAfter(auction, ib.strain),
    judgement: readJudgement(input.judgement),
  };
}

function readReplacement(input: RulingInput): Call | undefined {
  if (input.replacement === undefined) return undefined;
  if (typeof input.replacement !== 'string') {
    throw new RulingInputError('replacement', 'must be the substituted call written as text, e.g. "2H" or "X"');
  }
  try {
    return parseCall(input.replacement);
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
    throw new RulingInputError('replacement', e.message, { cause: e });
  }
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

/** Why 27B1(a) does not cover this replacement; null when it does. */
function whyNotB1a(f: Facts, call: Call): string | null {
  const ib = f.insufficient;
  if (call.kind !== 'bid') return `${d(call)} is not a bid`;
  const isLowestSame = f.lowestSame !== null && callsEqual(call, f.lowestSame);
  const j = f.judgement;
  if (f.profile.wording === '2008') {
    if (!isLowestSame) {
      return f.lowestSame === null
        ? `there is no sufficient bid in ${strainName(ib.strain, true)}`
        : `it is not the lowest sufficient bid in the same denomination, which would be ${d(f.lowestSame)}`;
    }
    if (j.insufficientArtificial === true && j.replacementArtificial === true) {
      return `the Director does not judge ${d(ib)} and ${d(call)} incontrovertibly not artificial`;
    }
    if (j.insufficientArtificial === true) return `the Director does not judge ${d(ib)} incontrovertibly not artificial`;
    if (j.replacementArtificial === true) return `the Director does not judge ${d(call)} incontrovertibly not artificial`;
    return null;
  }
  const same = j.sameDenominations ?? (isLowestSame && j.insufficientArtificial !== true && j.replacementArtificial !== true);
  if (same) return null;
  if (j.sameDenominations === false) {
    return `the Director does not judge it the lowest sufficient bid specifying the same denomination(s) as ${d(ib)}`;
  }
  if (!isLowestSame) {
    return `it is not the lowest sufficient bid specifying the same denomination(s) as ${d(ib)}`;
  }
  return `with ${d(ib)} or ${d(call)} artificial, the Director does not find that ${d(call)} specifies the same denomination(s) as ${d(ib)}`;
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

function finish(f: Facts, turn: Seat, offender: Seat | null, replacement: Call | undefined, o: Outcome): Ruling {
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
    edition: f.edition,
    offender,
    turn,
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

function awaiting(f: Facts): Outcome {
  const p = f.profile;
  const last = lastBid(f.auction);
  const lowest = f.lowestSame;
  const b1a =
    p.wording === '2008'
      ? lowest === null
        ? `(a) There is no sufficient bid in ${strainName(f.insufficient.strain, true)}, so Law 27B1(a) cannot apply.`
        : `(a) ${d(lowest)}, the lowest sufficient bid in the same denomination, carries no further rectification if the Director judges both ${d(f.insufficient)} and ${d(lowest)} incontrovertibly not artificial (Law 27B1(a); Law 16D does not apply).`
      : `(a) The lowest sufficient bid that specifies the same denomination(s) as ${d(f.insufficient)}${lowest === null ? '' : ` (${d(lowest)} if ${d(f.insufficient)} is natural)`} carries no further rectification (Law 27B1(a); Laws 26B and 16C do not apply).`;
  return {
    clause: '27B',
    path: ['27B'],
    restriction: 'awaiting-replacement',
    ...NO_CONSEQUENCE,
    laws: [],
    lawsNotApplying: [],
    explanation: [
      `${seatName(f.offender)}'s ${d(f.insufficient)} is insufficient: it does not outrank ${last === null ? 'the last bid' : `${seatName(last.seat)}'s ${d(last.bid)}`}.`,
      `First, ${seatName(f.lho)} (LHO) may accept it by calling; it is then treated as legal (Law 27A1).`,
      `If it is not accepted, ${seatName(f.offender)} must substitute a legal call (Law 27B). Find out, away from the table, what ${d(f.insufficient)} was meant to show and what the partnership's calls mean, then explain the options:`,
      b1a,
      p.wording === '2008'
        ? `(b) A legal call that, in the Director's opinion, has the same meaning as, or a more precise meaning than, ${d(f.insufficient)} (its meaning fully contained within the possible meanings of ${d(f.insufficient)}) also carries no further rectification (Law 27B1(b)).`
        : `(b) A comparable call (Law 23A), as the Director judges it (the same or a similar meaning as ${d(f.insufficient)}, a subset of its possible meanings, or the same purpose), also carries no further rectification (Law 27B1(b)).`,
      'After (a) or (b), the non-offending side may ask for an adjusted score at the end of play if the offenders gained from the infraction (Law 27D).',
      `(c) Any other sufficient bid, or a pass: ${barNote(f)} Lead restrictions (Law ${p.leadLaw}) may apply; see Law ${p.awarenessLaw} (Law 27B2).`,
      `(d) A double or redouble not allowed under (b) is cancelled; ${seatName(f.offender)} must then pass or make a sufficient bid, and his partner must pass whenever it is his turn (Law 27B3).`,
      `(e) Another insufficient bid: LHO may accept it; if not, the Director rules as in (d) (Law 27B4).`,
    ].join(' '),
  };
}

function b1Outcome(f: Facts, call: Call, clause: '27B1a' | '27B1b', prefix: readonly string[]): Outcome {
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
    const why = whyNotB1a(f, call);
    const intro = `${d(call)} is not a correction under Law 27B1(a)${why === null ? '' : ` (${why})`}, but the Director judges it ${p.b1bTest} (Law 27B1(b)).`;
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

function b2Outcome(f: Facts, call: Call, prefix: readonly string[]): Outcome {
  const why = whyNotB1a(f, call);
  const notB1b =
    f.profile.wording === '2017'
      ? 'the Director does not judge it a comparable call (27B1(b))'
      : 'the Director does not judge it to have the same or a more precise meaning (27B1(b))';
  const opening =
    call.kind === 'pass'
      ? `A pass cannot be a 27B1(a) correction, and ${notB1b}.`
      : `${d(call)} is a sufficient bid that Law 27B1 does not cover: not 27B1(a)${why === null ? '' : ` (${why})`}, and ${notB1b}.`;
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
      `${seatName(f.offender)} must replace it as the foregoing allows, with a sufficient bid or a pass, and whatever he chooses, even the lowest sufficient bid in the same denomination, ` +
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
      `${d(call)} is cancelled, ${seatName(f.offender)} must replace it with a sufficient bid or a pass, and ${barNote(f)} ${leadNote(f)}`,
  };
}

function isB1a(f: Facts, call: Call): boolean {
  return call.kind === 'bid' && callProblem(f.auction, call) === null && whyNotB1a(f, call) === null;
}

function substitution(f: Facts, call: Call, replacementAccepted: boolean, prefix: readonly string[]): Outcome {
  const problem = callProblem(f.auction, call);
  if (call.kind === 'bid' && problem?.code === 'insufficient') {
    return b4Outcome(f, call, replacementAccepted, prefix);
  }
  if (isB1a(f, call)) return b1Outcome(f, call, '27B1a', prefix);
  if (problem === null && f.judgement.comparable === true) return b1Outcome(f, call, '27B1b', prefix);
  if (call.kind === 'double' || call.kind === 'redouble') return b3Outcome(f, call, prefix);
  return b2Outcome(f, call, prefix);
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

/**
 * Rules on an insufficient bid under the chosen edition of Law 27.
 * @throws RulingInputError naming the field at fault: unknown edition or
 *   seat, calls that are not a legal auction (or an ended one), an
 *   `insufficient` bid that is in fact sufficient, a replacement that cannot
 *   be read, or facts that contradict each other.
 */
export function rule(input: RulingInput): Ruling {
  const f = readFacts(input);
  const inRotation = optionalBoolean(input as unknown as Record<string, unknown>, 'inRotation') ?? true;
  const accepted = optionalBoolean(input as unknown as Record<string, unknown>, 'accepted') ?? false;
  const premature = optionalBoolean(input as unknown as Record<string, unknown>, 'premature') ?? false;
  const replacementAccepted = optionalBoolean(input as unknown as Record<string, unknown>, 'replacementAccepted') ?? false;
  const replacement = readReplacement(input);

  if (!inRotation) return finish(f, f.offender, null, replacement, outOfRotation(f));

  if (premature && replacement === undefined) {
    throw new RulingInputError('premature', 'a premature replacement (Law 27C) needs the replacement call');
  }
  if (accepted && replacement !== undefined && !premature) {
    throw new RulingInputError(
      'replacement',
      'LHO accepted the insufficient bid, so there is nothing to replace (a replacement made before LHO accepted is premature: set premature)',
    );
  }
  if (replacementAccepted) {
    if (accepted) {
      throw new RulingInputError('replacementAccepted', 'LHO accepted the insufficient bid itself, so no substituted bid was accepted');
    }
    if (replacement === undefined || replacement.kind !== 'bid' || callProblem(f.auction, replacement)?.code !== 'insufficient') {
      throw new RulingInputError('replacementAccepted', 'only a replacement that is itself an insufficient bid can be accepted (Law 27B4)');
    }
  }

  if (accepted) return finish(f, f.offender, f.offender, premature ? replacement : undefined, acceptance(f, premature ? replacement : undefined));
  if (replacement === undefined) return finish(f, f.offender, f.offender, undefined, awaiting(f));

  const prefix = premature ? ['27C'] : [];
  const outcome = substitution(f, replacement, replacementAccepted, prefix);
  if (!premature) return finish(f, f.offender, f.offender, replacement, outcome);
  return finish(f, f.offender, f.offender, replacement, {
    ...outcome,
    explanation: `${prematureIntro(f, replacement)} ${outcome.explanation}`,
  });
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
}

export type ReplacementSituation = Omit<RulingInput, 'replacement' | 'accepted' | 'replacementAccepted' | 'judgement'>;

/**
 * Every call in the bidding box (35 bids, pass, double, redouble) with the
 * ruling it would get as the replacement for the insufficient bid — for a
 * bidding-box widget to highlight the calls that carry no rectification.
 *
 * `judge` gives the Director's findings for each candidate call (canonical
 * form); without it every call is judged on the defaults (natural, not
 * comparable), so only the mechanical 27B1(a) bid is free of rectification.
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
    const ruling = rule({ ...situation, replacement: text, ...(judgement === undefined ? {} : { judgement }) });
    return {
      call: text,
      display: callToDisplay(call),
      speech: callToSpeech(call),
      legal: callProblem(f.auction, call) === null,
      ruling,
    };
  });
}
