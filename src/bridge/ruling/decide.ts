/**
 * The decision, in the order the Law reads:
 *  1. Out of rotation → 27A2 (Law 31 applies, Law 27 goes no further).
 *  2. Did LHO accept? yes → 27A1 (also after a premature replacement:
 *     27C lets LHO accept the insufficient bid all the same).
 *  3. Was a replacement made before the Director ruled (27C)? Which call?
 *     None yet → '27B': what the Director must tell the table.
 *  4. The replacement, in this order: another insufficient bid → 27B4 (does
 *     LHO accept it?); 27B1(a); 27B1(b); a double or redouble → 27B3;
 *     otherwise (a sufficient bid or a pass) → 27B2. A premature replacement
 *     is put through the same steps, with '27C' first in the path.
 *
 * Whatever the input leaves out is asked of an `Asker`: `rule` answers with
 * the defaults, `openQuestions` explores every answer (questions.ts).
 */
import { callProblem } from '../auction';
import { callToDisplay, callToString, callsEqual, type Bid, type Call } from '../call';
import type { Seat } from '../seat';
import { strainName } from '../strain';
import { isInsufficientBid, jumpOver, type Case, type Facts } from './input';
import {
  acceptance,
  awaiting,
  b1Outcome,
  b2Outcome,
  b3Outcome,
  b4Outcome,
  outOfRotation,
  prematureIntro,
  type Outcome,
} from './outcomes';
import type { QuestionId, Ruling, YesNoQuestion } from './types';

/** A yes-or-no question's id. */
export type YesNoId = YesNoQuestion['id'];

/**
 * The answers to what the input leaves out: `yesNo` for a table fact or a
 * finding (the answer given, or what the caller decides: the default, or a
 * branch being explored), `call` for the replacement (undefined: not known).
 */
export interface Asker {
  yesNo(id: YesNoId): boolean;
  call(): Call | undefined;
}

const d = callToDisplay;

type B1aVerdict = { readonly holds: true } | { readonly holds: false; readonly why: string };

function b1a2008(f: Facts, call: Bid, ask: Asker): B1aVerdict {
  const ib = f.insufficient;
  if (f.lowestSame === null)
    return { holds: false, why: `there is no sufficient bid in ${strainName(ib.strain, true)}` };
  if (!callsEqual(call, f.lowestSame)) {
    return {
      holds: false,
      why: `it is not the lowest sufficient bid in the same denomination, which would be ${d(f.lowestSame)}`,
    };
  }
  // Both must be found incontrovertibly not artificial: a finding already given to the contrary settles it.
  const j = f.judgement;
  const iaGiven = j.insufficientArtificial === true;
  const raGiven = j.replacementArtificial === true;
  if (iaGiven && raGiven)
    return { holds: false, why: `the Director does not judge ${d(ib)} and ${d(call)} incontrovertibly not artificial` };
  if (iaGiven || (!raGiven && ask.yesNo('insufficientArtificial'))) {
    return { holds: false, why: `the Director does not judge ${d(ib)} incontrovertibly not artificial` };
  }
  if (ask.yesNo('replacementArtificial'))
    return { holds: false, why: `the Director does not judge ${d(call)} incontrovertibly not artificial` };
  return { holds: true };
}

/** 2017: "the lowest sufficient bid that specifies the same denomination(s)". */
function b1a2017(f: Facts, call: Bid, ask: Asker): B1aVerdict {
  const ib = f.insufficient;
  const lowestInOwn = jumpOver(f, call);
  if (lowestInOwn !== null) {
    return {
      holds: false,
      why: `${d(call)} is a jump (${d(lowestInOwn)} is sufficient), and a jump is never the lowest sufficient bid specifying the same denomination(s) as ${d(ib)}`,
    };
  }
  const j = f.judgement;
  const notSame = `the Director does not judge it the lowest sufficient bid specifying the same denomination(s) as ${d(ib)}`;
  if (j.sameDenominations !== undefined) return j.sameDenominations ? { holds: true } : { holds: false, why: notSame };
  // An artificial bid on either side makes the denomination(s) a judgement; once one is found artificial, the other does not matter.
  const artificial = (which: Bid): B1aVerdict =>
    ask.yesNo('sameDenominations')
      ? { holds: true }
      : which === ib
        ? {
            holds: false,
            why: `${d(ib)} is artificial, and the Director does not find that ${d(call)} specifies the same denomination(s)`,
          }
        : {
            holds: false,
            why: `${d(call)} is artificial, and the Director does not find that it specifies the same denomination(s) as ${d(ib)}`,
          };
  if (j.insufficientArtificial === true) return artificial(ib);
  if (j.replacementArtificial === true) return artificial(call);
  if (ask.yesNo('insufficientArtificial')) return artificial(ib);
  if (ask.yesNo('replacementArtificial')) return artificial(call);
  if (f.lowestSame !== null && callsEqual(call, f.lowestSame)) return { holds: true };
  return {
    holds: false,
    why: `it is not the lowest sufficient bid specifying the same denomination(s) as ${d(ib)}: as natural bids, ${d(ib)} and ${d(call)} name different denominations`,
  };
}

/** Does 27B1(a) cover this replacement? The findings are asked only when the Law needs them, in its order. */
function b1a(f: Facts, call: Call, ask: Asker): B1aVerdict {
  if (call.kind !== 'bid') return { holds: false, why: `${d(call)} is not a bid` };
  if (callProblem(f.auction, call) !== null) return { holds: false, why: `${d(call)} is not a sufficient bid` };
  return f.profile.wording === '2008' ? b1a2008(f, call, ask) : b1a2017(f, call, ask);
}

function substitution(f: Facts, call: Call, prefix: readonly string[], ask: Asker): Outcome {
  if (call.kind === 'bid' && isInsufficientBid(f, call))
    return b4Outcome(f, call, ask.yesNo('replacementAccepted'), prefix);
  const a = b1a(f, call, ask);
  if (a.holds) return b1Outcome(f, call, '27B1a', prefix, null);
  if (callProblem(f.auction, call) === null && ask.yesNo('comparable'))
    return b1Outcome(f, call, '27B1b', prefix, a.why);
  if (call.kind === 'double' || call.kind === 'redouble') return b3Outcome(f, call, prefix);
  return b2Outcome(f, call, prefix, a.why);
}

function finish(
  f: Facts,
  offender: Seat | null,
  replacement: Call | undefined,
  assumed: readonly QuestionId[],
  o: Outcome,
): Ruling {
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
    announcement: o.announcement,
    restriction: o.restriction,
    awaitingReplacement: o.clause === '27B',
    assumed: assumed.filter((q): q is YesNoId => q !== 'replacement'),
    edition: f.edition,
    offender,
    turn: f.offender,
    insufficient: callToString(f.insufficient),
    replacement: replacement === undefined ? null : callToString(replacement),
    lowestSufficientInStrain: f.lowestSame === null ? null : callToString(f.lowestSame),
  };
}

/**
 * The facts given already say LHO did not accept: "If an insufficient bid in
 * rotation is not accepted (see A) it must be corrected by the substitution
 * of a legal call" (27B) — a call substituted after the Director ruled, or a
 * substituted insufficient bid LHO accepted or refused (27B4), follows only
 * a refusal.
 */
function refusalImplied(c: Case): boolean {
  return (c.premature === false && c.replacement !== undefined) || c.replacementAccepted !== undefined;
}

/** The ruling for a case, whatever the input leaves out coming from `ask`; `assumed` is read when the ruling is finished. */
export function decide(c: Case, ask: Asker, assumed: readonly QuestionId[] = []): Ruling {
  const { f } = c;
  if (!c.inRotation) return finish(f, null, c.replacement, assumed, outOfRotation(f));
  if (!refusalImplied(c) && ask.yesNo('accepted')) {
    // A call given beside an acceptance can only have been substituted before LHO accepted: before the Director ruled.
    // Which call it was decides nothing (27C: it stands "unless the insufficient bid is accepted"): it is named when given, never asked.
    const premature = c.replacement !== undefined || ask.yesNo('premature');
    return finish(
      f,
      f.offender,
      premature ? c.replacement : undefined,
      assumed,
      acceptance(f, premature && { call: c.replacement }),
    );
  }
  const premature = ask.yesNo('premature');
  const call = ask.call();
  if (call === undefined) return finish(f, f.offender, undefined, assumed, awaiting(f, premature));
  const outcome = substitution(f, call, premature ? ['27C'] : [], ask);
  if (!premature) return finish(f, f.offender, call, assumed, outcome);
  return finish(f, f.offender, call, assumed, {
    ...outcome,
    explanation: `${prematureIntro(f, call)} ${outcome.explanation}`,
  });
}
