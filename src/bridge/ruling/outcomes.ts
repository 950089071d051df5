/**
 * What each branch of Law 27 decides, in words: the consequences, the laws
 * engaged, the Director's full explanation and the short announcement to the
 * table (at most two short sentences, to be read aloud). decide.ts chooses
 * the branch; this file only words it.
 */
import { callProblem, lastBid } from '../auction';
import { callToDisplay, callToSpeech, type Bid, type Call } from '../call';
import { seatName, sideName } from '../seat';
import { strainName } from '../strain';
import type { Facts } from './input';
import type { Ruling } from './types';

const d = callToDisplay;

/** What a branch of the law decides; `finish` (decide.ts) adds the facts of the case. */
export type Outcome = Pick<
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
  | 'announcement'
>;

const NO_CONSEQUENCE = {
  partnerMustPass: false,
  leadRestrictions: false,
  callCancelled: false,
  adjustedScorePossible: false,
} as const;

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

/** The bar, as the Director says it to the table. */
function barSaid(f: Facts): string {
  return `${seatName(f.partner)} must pass whenever it is his turn to call`;
}

/** What the offender may still do after a cancelled call: "pass or make a sufficient bid", or only pass after 7NT. */
function mustNow(f: Facts): string {
  return f.anySufficient ? 'pass or make a sufficient bid' : 'pass (no bid is sufficient after 7NT)';
}

function barredLaws(f: Facts): string[] {
  return [f.profile.leadLaw, f.profile.awarenessLaw, f.profile.withdrawnCallLaw];
}

export function outOfRotation(f: Facts): Outcome {
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
    announcement: `The insufficient ${d(f.insufficient)} was made out of turn, so Law 31 (bid out of rotation) applies.`,
  };
}

/**
 * LHO accepted the insufficient bid (27A1). `premature`: a call had been
 * substituted before the Director ruled (27C), the call itself when known.
 */
export function acceptance(f: Facts, premature: false | { call: Call | undefined }): Outcome {
  const lho = seatName(f.lho);
  const base =
    `${lho} (LHO) accepted ${seatName(f.offender)}'s insufficient ${d(f.insufficient)} (Law 27A1). ` +
    `The bid is treated as legal: there is no rectification, and the auction continues; the next bid need only be sufficient over ${d(f.insufficient)}.`;
  const stands = `${lho} accepts ${d(f.insufficient)}: it stands as a legal bid, and the auction continues from it.`;
  if (premature === false) {
    return {
      clause: '27A1',
      path: ['27A1'],
      restriction: 'none',
      ...NO_CONSEQUENCE,
      laws: [],
      lawsNotApplying: [],
      explanation: base,
      announcement: stands,
    };
  }
  const law = f.profile.withdrawnCallLaw;
  const call = premature.call === undefined ? 'a call' : d(premature.call);
  const withdrawn = premature.call === undefined ? 'call' : d(premature.call);
  return {
    clause: '27A1',
    path: ['27C', '27A1'],
    restriction: 'none',
    ...NO_CONSEQUENCE,
    laws: [law],
    lawsNotApplying: [],
    explanation:
      `${seatName(f.offender)} substituted ${call} before the Director had ruled (Law 27C), but LHO may still accept the insufficient bid. ` +
      `${base} The premature ${withdrawn} is withdrawn; information from it is authorised to the non-offending side and unauthorised to the offending side (Law ${law}).`,
    announcement: `${stands} ${premature.call === undefined ? 'The call substituted for it' : `${seatName(f.offender)}'s ${d(premature.call)}`} is withdrawn.`,
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

/** No replacement yet (27B): what the Director tells the table; or, after a call made before he ruled (27C), what he does with it. */
export function awaiting(f: Facts, premature: boolean): Outcome {
  const p = f.profile;
  const last = lastBid(f.auction);
  const ib = d(f.insufficient);
  if (premature) {
    return {
      clause: '27B',
      path: ['27C', '27B'],
      restriction: 'awaiting-replacement',
      ...NO_CONSEQUENCE,
      laws: [],
      lawsNotApplying: [],
      explanation:
        `${seatName(f.offender)} put a call in place of the insufficient ${ib} before the Director ruled (Law 27C), and ${seatName(f.lho)} (LHO) did not accept ${ib}. ` +
        `The substitution ${p.wording === '2017' ? 'stands if it is legal' : 'stands'}, and the Director applies the relevant section of Law 27B to it: there is no choice of replacement to explain. Which call was it?`,
      announcement: `${seatName(f.offender)}'s call in place of ${ib} stands${p.wording === '2017' ? ', if it is legal,' : ','} and I will rule on it.`,
    };
  }
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
    announcement: `${seatName(f.lho)} may accept ${ib}. If he does not, ${seatName(f.offender)} must replace it, and I will first explain his options away from the table.`,
  };
}

/** The announcement after a correction under 27B1: the call stands; the non-offending side may call the Director back (27D). */
function correctedSaid(f: Facts, call: Call): string {
  return `${d(call)} replaces ${d(f.insufficient)}, with no further rectification. ${sideName(f.lho)}: call me back at the end of play if you think you were damaged.`;
}

export function b1Outcome(
  f: Facts,
  call: Call,
  clause: '27B1a' | '27B1b',
  prefix: readonly string[],
  whyNotA: string | null,
): Outcome {
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
    announcement: correctedSaid(f, call),
  };
}

export function b2Outcome(f: Facts, call: Call, prefix: readonly string[], whyNotA: string): Outcome {
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
    announcement: `${call.kind === 'pass' ? 'The pass' : d(call)} replaces ${d(f.insufficient)}. ${barSaid(f)}, and lead restrictions may apply.`,
  };
}

export function b3Outcome(f: Facts, call: Call, prefix: readonly string[]): Outcome {
  const problem = callProblem(f.auction, call);
  const laws = barredLaws(f);
  if (problem !== null) laws.push('36');
  const b1bWords = f.profile.b1bCall;
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
    announcement: `The ${callToSpeech(call)} is cancelled: ${seatName(f.offender)} must ${mustNow(f)}, and ${barSaid(f)}. Lead restrictions may apply.`,
  };
}

export function b4Outcome(f: Facts, call: Bid, accepted: boolean, prefix: readonly string[]): Outcome {
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
        `${d(call)} is itself insufficient, and ${seatName(f.lho)} (LHO) accepted it (Law 27B4, acceptance as Law 27A1 allows). ` +
        `It stands and is treated as legal; the auction continues from it and ${seatName(f.partner)} is not barred. ` +
        `The first insufficient bid, ${d(f.insufficient)}, is withdrawn: information from it is unauthorised to the offending side (Law ${f.profile.withdrawnCallLaw}), ` +
        `and the lead restrictions in Law ${f.profile.leadLaw} may apply if ${seatName(f.offender)}'s side defends.`,
      announcement: `${seatName(f.lho)} accepts ${d(call)}: it stands, and the auction continues from it. Lead restrictions may apply.`,
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
      `${d(call)} is itself insufficient (Law 27B4), and ${seatName(f.lho)} (LHO) does not accept it, so the Director rules as in Law 27B3: ` +
      `${d(call)} is cancelled, ${seatName(f.offender)} must replace it: he must ${mustNow(f)}, and ${barNote(f)} ${leadNote(f)}`,
    announcement: `${d(call)} is cancelled: ${seatName(f.offender)} must ${mustNow(f)}, and ${barSaid(f)}. Lead restrictions may apply.`,
  };
}

/** The 27C opening of the explanation for a replacement made before the Director ruled. */
export function prematureIntro(f: Facts, call: Call): string {
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
  const b3 =
    call.kind === 'double' || call.kind === 'redouble'
      ? ' (but see Law 27B3: a double or redouble stands only if 27B1(b) allows it)'
      : '';
  return `${who} substituted ${d(call)} before the Director had ruled (Law 27C). ${legality}${b3}, and the Director applies the relevant section of Law 27B to it.`;
}
