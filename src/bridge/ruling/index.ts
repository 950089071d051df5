/**
 * The Law 27 ruling engine: given the auction, the insufficient bid and what
 * happened at the table, which clause decides, and what follows from it.
 *
 * Mechanical facts (whose turn it was, which bid is the lowest sufficient one
 * in a strain, whether a call is legal, insufficient or a jump) are computed.
 * What a person decides is input: the table's facts (LHO's acceptance of the
 * insufficient bid, 27A1, or of a substituted insufficient bid, 27B4; the
 * offender's call and whether he made it before the Director ruled, 27C) and
 * the Director's judgements (is a bid artificial, is a call comparable).
 * `rule` takes a default for whatever the input leaves out and lists it in
 * `assumed`; `openQuestions` lists every question a ruling still depends on,
 * so that a caller can tell a ruling from a ruling on defaults; `ruleStrict`
 * refuses to rule while any is open.
 *
 * An insufficient bid among the calls before the one ruled on stood: it is
 * there, so it was not withdrawn — LHO accepted it (27A1) — and it is treated
 * as legal; sufficiency is measured from it.
 *
 * input.ts reads and checks the input; decide.ts follows the Law;
 * outcomes.ts words each branch; questions.ts asks what is open.
 */
import { callProblem } from '../auction';
import { ALL_CALLS, callToDisplay, callToSpeech, callToString } from '../call';
import { RulingInputError } from '../errors';
import type { Judgement } from '../judgement';
import { decide, type YesNoId } from './decide';
import { rulingClauseCitation } from './clause-name';
import { readCase, readFacts, type Case } from './input';
import { DEFAULTS, caseQuestions, given } from './questions';
import { TABLE_ANSWER_IDS, type TableAnswerId } from './table-facts';
import type { Question, QuestionId, Ruling, RulingInput } from './types';

export { JUDGEMENT_FIELDS, type Judgement } from '../judgement';
export { QUESTION_ORDER } from './questions';
export * from './table-facts';
export * from './types';

function ruleCase(c: Case): Ruling {
  const assumed: QuestionId[] = [];
  const yesNo = (id: YesNoId): boolean => {
    const v = given(c, id);
    if (v !== undefined) return v;
    if (!assumed.includes(id)) assumed.push(id);
    return DEFAULTS[id];
  };
  // The questions are asked before `finish` copies `assumed`, so the ruling reports them all.
  return decide(c, { yesNo, call: () => c.replacement }, assumed);
}

/**
 * Rules on an insufficient bid under the chosen edition of Law 27. A question
 * the input leaves out takes its default (LHO does not accept; no premature
 * replacement; natural bids; not comparable; `sameDenominations` as
 * documented on `Judgement`), and the ruling lists it in `assumed`; with no
 * replacement the ruling is '27B' (what to tell the table). See
 * `openQuestions` and `ruleStrict`.
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

/**
 * Every question the ruling for this input depends on and the input leaves
 * unanswered, in the order of `QUESTION_ORDER`: the table's facts (does LHO
 * accept the insufficient bid, was a replacement made before the Director
 * ruled, which call, does LHO accept a substituted insufficient bid), then
 * the Director's findings in the Law's order — under 2007/2008, is the
 * insufficient bid artificial, is the replacement (27B1(a), asked only of the
 * lowest sufficient bid in the same denomination), same or more precise
 * meaning (27B1(b)); under 2017, is the insufficient bid artificial, is the
 * replacement, does it specify the same denomination(s) (27B1(a), asked only
 * of a sufficient bid that is not a jump), comparable call (27B1(b)). A
 * question is listed when some answers to the questions before it make the
 * ruling turn on it; answering the first may remove later ones. Mechanical
 * facts are never asked, and nothing is asked that cannot change the ruling
 * (out of rotation; the findings once LHO has accepted, or of another
 * insufficient bid, or of an inadmissible double or redouble).
 *
 * Empty exactly when `rule(input).assumed` is empty and the ruling is not
 * awaiting a replacement: the ruling then depends on no default.
 * @throws RulingInputError, as `rule` does.
 */
export function openQuestions(input: RulingInput): Question[] {
  return caseQuestions(readCase(input));
}

/**
 * Like `rule`, but refuses to rule while anything it depends on is open.
 * @throws RulingInputError on the field of the first open question (see
 *   `openQuestions`: `accepted`, `premature`, `replacement`,
 *   `replacementAccepted` or `judgement.<id>`), as well as everything `rule`
 *   throws.
 */
export function ruleStrict(input: RulingInput): Ruling {
  const c = readCase(input);
  const first = caseQuestions(c)[0];
  if (first === undefined) return ruleCase(c);
  const law = `Law ${rulingClauseCitation(first.clause)}`;
  if (first.kind === 'call') {
    throw new RulingInputError(
      'replacement',
      `the ruling depends on the offender's call, which is not given: ${first.text} Give it as replacement — ${law}`,
    );
  }
  const finding = !(TABLE_ANSWER_IDS as readonly string[]).includes(first.id);
  throw new RulingInputError(
    finding ? `judgement.${first.id}` : first.id,
    `the ruling depends on this ${finding ? 'finding' : 'fact of the table'}, which is not given: ${first.text} Answer it (true for yes, false for no) — ${law}`,
  );
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
  /** The questions this call's ruling still depends on (see `openQuestions`). */
  readonly openQuestions: readonly Question[];
}

/** The case before any call is substituted: LHO has not accepted the insufficient bid, and the Director is explaining the options. */
export type ReplacementSituation = Omit<RulingInput, 'replacement' | TableAnswerId | 'judgement'>;

/**
 * Every call in the bidding box (35 bids, pass, double, redouble) with the
 * ruling it would get as the replacement for the insufficient bid, LHO not
 * having accepted it and the Director having explained the options — for a
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
    const c = readCase({
      ...situation,
      accepted: false,
      premature: false,
      replacement: text,
      ...(judgement === undefined ? {} : { judgement }),
    });
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

export { answersOf, withAnswers, type AnswerId, type Answers } from './answers';
