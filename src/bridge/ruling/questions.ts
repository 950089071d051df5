/**
 * What the engine asks: every fact of the table and every finding of the
 * Director's that the ruling depends on and the input leaves out, worded for
 * this case. A question is open when some answers to the questions before it
 * make the ruling turn on it (the walk explores every branch of decide.ts).
 */
import { callToDisplay, callToSpeech, type Call } from '../call';
import { JUDGEMENT_FIELDS } from '../judgement';
import { seatName } from '../seat';
import { strainName } from '../strain';
import { decide, type Asker, type YesNoId } from './decide';
import type { Case, Facts } from './input';
import { TABLE_FACTS } from './table-facts';
import type { Question, QuestionId, YesNoQuestion } from './types';

/** The answer `rule` takes for a question the input leaves out. */
export const DEFAULTS: Readonly<Record<YesNoId, boolean>> = {
  accepted: false,
  premature: false,
  replacementAccepted: false,
  insufficientArtificial: false,
  replacementArtificial: false,
  sameDenominations: false,
  comparable: false,
};

/** The order questions are listed in: the table's facts as they happened, then the Director's findings in the Law's order. */
export const QUESTION_ORDER: readonly QuestionId[] = Object.freeze([
  ...TABLE_FACTS.filter((f) => f.beforeCall).map((f) => f.id),
  'replacement',
  ...TABLE_FACTS.filter((f) => !f.beforeCall).map((f) => f.id),
  ...JUDGEMENT_FIELDS,
]);

const STOP = Symbol('open question');

/** The answer given in the input, if any. */
export function given(c: Case, id: YesNoId): boolean | undefined {
  switch (id) {
    case 'accepted':
      return c.accepted;
    case 'premature':
      return c.premature;
    case 'replacementAccepted':
      return c.replacementAccepted;
    default:
      return c.f.judgement[id];
  }
}

/** The ids of the open questions, in `QUESTION_ORDER`. */
export function openIds(c: Case): QuestionId[] {
  const open = new Set<QuestionId>();
  // Walk every branch of the answers the input leaves out; a question is open when some branch asks it.
  const visit = (answers: Partial<Record<YesNoId, boolean>>): void => {
    let asked: QuestionId | undefined;
    const ask: Asker = {
      yesNo: (id) => {
        const v = given(c, id) ?? answers[id];
        if (v !== undefined) return v;
        asked = id;
        throw STOP;
      },
      call: () => {
        if (c.replacement !== undefined) return c.replacement;
        asked = 'replacement';
        throw STOP;
      },
    };
    try {
      decide(c, ask);
    } catch (e) {
      if (e !== STOP) throw e;
    }
    if (asked === undefined) return;
    open.add(asked);
    if (asked === 'replacement') return;
    visit({ ...answers, [asked]: true });
    visit({ ...answers, [asked]: false });
  };
  visit({});
  return QUESTION_ORDER.filter((id) => open.has(id));
}

const d = callToDisplay;

function tableQuestion(c: Case, id: 'accepted' | 'premature' | 'replacementAccepted'): YesNoQuestion {
  const { f } = c;
  const ib = d(f.insufficient);
  const lho = seatName(f.lho);
  const offender = seatName(f.offender);
  const byDefault = DEFAULTS[id];
  switch (id) {
    case 'accepted':
      return {
        kind: 'yes-no',
        id,
        clause: '27A1',
        who: 'lho',
        text: `Does ${lho} (LHO) accept ${ib}? (If he has called over it, he has accepted it.)`,
        yes: `Law 27A1: ${ib} stands as a legal bid, with no rectification.`,
        no: `${offender} must replace ${ib} with a legal call (Law 27B).`,
        byDefault,
      };
    case 'premature':
      return {
        kind: 'yes-no',
        id,
        clause: '27C',
        who: 'table',
        text:
          c.accepted === true
            ? `Had ${offender} already put another call in place of ${ib} before ${lho} accepted it?`
            : `Had ${offender} already replaced ${ib} before you ruled?`,
        yes:
          c.accepted === true
            ? `Law 27C: that call is withdrawn, and information from it is unauthorised to ${offender}'s side.`
            : `Law 27C: the replacement ${f.profile.wording === '2017' ? 'stands if it is legal' : 'stands'}, and you rule on it under Law 27B; you give no choice of replacement.`,
        no:
          c.accepted === true
            ? 'Nothing was withdrawn.'
            : `You explain ${offender}'s options first; he then chooses his replacement.`,
        byDefault,
      };
    case 'replacementAccepted': {
      const call = c.replacement === undefined ? 'the replacement' : d(c.replacement);
      return {
        kind: 'yes-no',
        id,
        clause: '27B4',
        who: 'lho',
        text: `${call} is itself insufficient. Does ${lho} (LHO) accept it?`,
        yes: `Law 27B4 with 27A1: ${call} stands and ${seatName(f.partner)} is not barred.`,
        no: `Law 27B4 sends you to 27B3: ${call} is cancelled, and ${seatName(f.partner)} must pass whenever it is his turn to call.`,
        byDefault,
      };
    }
  }
}

function findingQuestion(
  f: Facts,
  call: Call,
  id: Exclude<YesNoId, 'accepted' | 'premature' | 'replacementAccepted'>,
): YesNoQuestion {
  const ib = d(f.insufficient);
  const rep = d(call);
  const old = f.profile.wording === '2008';
  const natural = (b: Call): string => (b.kind === 'bid' ? `a natural ${strainName(b.strain)} bid` : 'a natural call');
  const denomination = (b: Call): string => (b.kind === 'bid' ? strainName(b.strain, true) : 'no denomination');
  const base = { kind: 'yes-no', id, who: 'director', byDefault: DEFAULTS[id] } as const;
  switch (id) {
    case 'insufficientArtificial':
      return old
        ? {
            ...base,
            clause: '27B1a',
            text: `Is ${ib} artificial, or at least not incontrovertibly natural?`,
            yes: `Law 27B1(a) cannot apply: it needs ${ib} to be incontrovertibly not artificial.`,
            no: `${ib} is incontrovertibly not artificial, as 27B1(a) requires.`,
          }
        : {
            ...base,
            clause: '27B1a',
            text: `Is ${ib} artificial (conventional), rather than ${natural(f.insufficient)}?`,
            yes: `Which denomination(s) ${ib} specifies is then a judgement: whether ${rep} specifies the same ones is asked next.`,
            no: `${ib} is natural: it specifies ${denomination(f.insufficient)}.`,
          };
    case 'replacementArtificial':
      return old
        ? {
            ...base,
            clause: '27B1a',
            text: `Is ${rep} artificial, or at least not incontrovertibly natural?`,
            yes: `Law 27B1(a) cannot apply: it needs ${rep} to be incontrovertibly not artificial too.`,
            no: `${rep} is incontrovertibly not artificial, as 27B1(a) requires.`,
          }
        : {
            ...base,
            clause: '27B1a',
            text: `Is ${rep} artificial (conventional), rather than ${natural(call)}?`,
            yes: `Whether ${rep} specifies the same denomination(s) as ${ib} is then a judgement, asked next.`,
            no: `${rep} is natural: it specifies ${denomination(call)}.`,
          };
    case 'sameDenominations':
      return {
        ...base,
        clause: '27B1a',
        text: `Is ${rep} the lowest sufficient bid that specifies the same denomination(s) as ${ib}?`,
        yes: 'Law 27B1(a): the auction proceeds without further rectification.',
        no: 'Not a correction under 27B1(a); 27B1(b) may still apply.',
      };
    case 'comparable': {
      const failing =
        call.kind === 'double' || call.kind === 'redouble'
          ? `Law 27B3: the ${callToSpeech(call)} is cancelled, and partner must pass whenever it is his turn to call.`
          : 'Law 27B2: partner must pass whenever it is his turn to call.';
      return {
        ...base,
        clause: '27B1b',
        text: old
          ? `Does ${rep} have the same meaning as ${ib}, or a more precise one (its meaning fully contained within the possible meanings of ${ib})?`
          : `Is ${rep} a comparable call (Law 23A): the same or a similar meaning as ${ib}, a subset of its possible meanings, or the same purpose?`,
        yes: 'Law 27B1(b): the auction proceeds without further rectification.',
        no: failing,
      };
    }
  }
}

/** The question `id`, worded for the case. */
export function question(c: Case, id: QuestionId): Question {
  const { f } = c;
  const offender = seatName(f.offender);
  const ib = d(f.insufficient);
  if (id === 'replacement') {
    const earlier = c.premature === true;
    return {
      kind: 'call',
      id,
      clause: c.premature === true ? '27C' : '27B',
      who: 'offender',
      text: earlier
        ? `Which call did ${offender} put in place of ${ib}?`
        : `Which call does ${offender} choose in place of ${ib}?`,
    };
  }
  if (id === 'accepted' || id === 'premature' || id === 'replacementAccepted') return tableQuestion(c, id);
  // A finding is asked only once the replacement is known (the walk stops at the call question before any finding).
  const call = c.replacement;
  if (call === undefined) throw new Error(`the finding ${id} cannot be asked before the replacement is known`);
  return findingQuestion(f, call, id);
}

/** The open questions of a case, worded. */
export function caseQuestions(c: Case): Question[] {
  return openIds(c).map((id) => question(c, id));
}
