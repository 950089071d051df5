/**
 * One case ruled under two texts of Law 27, with the same findings where
 * they mean the same thing, and how the two rulings differ.
 *
 * The Director's findings (`Judgement`) are carried from the text a case was
 * written for to another: whether a bid is artificial means the same in
 * every text; the 27B1(b) finding does not. Under 2007 and March 2008 it is
 * "the same or a more precise meaning"; under 2017 a "comparable call" (Law
 * 23A). A call with the same or a more precise meaning is comparable (Law
 * 23A1, 23A2), so a "yes" carries from the older texts to 2017; every other
 * crossing of that finding is an assumption, and is listed as one.
 * `sameDenominations` is a 2017 finding only: carried to 2017 as recorded,
 * else left to the engine's default (which the ruling then lists in
 * `assumed`).
 *
 * Pure: no files, no model.
 */
import { rulingProfile, type EditionId } from './edition';
import { BridgeError } from './errors';
import type { Judgement } from './judgement';
import { rule } from './ruling';
import type { Ruling, RulingInput } from './ruling/types';

/** A finding carried from one text to another, and on what ground. */
export interface CarriedFinding {
  finding: keyof Judgement;
  value: boolean;
  /** `same`: it means the same in both texts; `follows`: the Law makes it so; `assumed`: taken as recorded though the texts ask something different. */
  ground: 'same' | 'follows' | 'assumed';
  /** In a sentence, for readers. */
  words: string;
}

/** The findings of a case written for `from`, as they are taken under `to`. */
export function carryFindings(
  judgement: Judgement,
  from: EditionId,
  to: EditionId,
): { judgement: Judgement; carried: CarriedFinding[] } {
  const a = rulingProfile(from);
  const b = rulingProfile(to);
  if (!a || !b) throw new BridgeError(`the Law 27 engine does not rule under edition "${!a ? from : to}"`);
  const out: { -readonly [K in keyof Judgement]: Judgement[K] } = {};
  const carried: CarriedFinding[] = [];
  const sameWording = a.wording === b.wording;
  for (const key of ['insufficientArtificial', 'replacementArtificial'] as const) {
    const v = judgement[key];
    if (v === undefined) continue;
    out[key] = v;
    carried.push({
      finding: key,
      value: v,
      ground: 'same',
      words: `${key === 'insufficientArtificial' ? 'The insufficient bid' : 'The replacement'} is ${v ? '' : 'not '}artificial, in every text.`,
    });
  }
  if (judgement.sameDenominations !== undefined && b.wording === '2017') {
    out.sameDenominations = judgement.sameDenominations;
    carried.push({
      finding: 'sameDenominations',
      value: judgement.sameDenominations,
      ground: a.wording === '2017' ? 'same' : 'assumed',
      words: `The replacement ${judgement.sameDenominations ? 'specifies' : 'does not specify'} the same denomination(s) as the insufficient bid (2017 27B1(a)).`,
    });
  }
  const c = judgement.comparable;
  if (c !== undefined) {
    out.comparable = c;
    if (sameWording) {
      carried.push({
        finding: 'comparable',
        value: c,
        ground: 'same',
        words: `The replacement ${c ? 'meets' : 'fails'} the 27B1(b) test (${a.b1bName}), worded alike in both texts.`,
      });
    } else if (a.wording === '2008' && c) {
      carried.push({
        finding: 'comparable',
        value: c,
        ground: 'follows',
        words: `A call with the same or a more precise meaning is a comparable call (Law 23A1, 23A2).`,
      });
    } else {
      carried.push({
        finding: 'comparable',
        value: c,
        ground: 'assumed',
        words:
          a.wording === '2008'
            ? `Assumed not comparable under 2017 because it lacks the same or a more precise meaning; Law 23A is wider, so a Director may find otherwise.`
            : c
              ? `Assumed to have the same or a more precise meaning, as it is comparable under 2017; the older test is narrower, so a Director may find otherwise.`
              : `Assumed not to have the same or a more precise meaning, as it is not even comparable under 2017.`,
      });
    }
  }
  return { judgement: out, carried };
}

/** How two rulings of one case differ, in the terms a Director acts on. */
export interface RulingDifference {
  aspect: 'clause' | 'partner-must-pass' | 'lead-restrictions' | 'call-cancelled' | '27D';
  /** The older text's side and the newer's, in a few words each. */
  a: string;
  b: string;
}

const clauseWords = (r: Ruling): string => r.clause;
/** The lead restrictions (Law 26, 26B) for the ruling. A clause that only says outright that they do not apply (2017 27B1(a)) rules as one that never engaged them. */
const leads = (r: Ruling): string => (r.leadRestrictions ? 'lead restrictions may apply' : 'no lead restrictions');

/** What differs between ruling `a` (one text) and `b` (another): the clause, partner's pass, the lead restrictions, a cancelled call, 27D. */
export function rulingDifferences(a: Ruling, b: Ruling): RulingDifference[] {
  const out: RulingDifference[] = [];
  if (a.clause !== b.clause) out.push({ aspect: 'clause', a: `Law ${clauseWords(a)}`, b: `Law ${clauseWords(b)}` });
  if (a.partnerMustPass !== b.partnerMustPass)
    out.push({
      aspect: 'partner-must-pass',
      a: a.partnerMustPass ? 'partner must pass' : 'no restriction on partner',
      b: b.partnerMustPass ? 'partner must pass' : 'no restriction on partner',
    });
  if (leads(a) !== leads(b)) out.push({ aspect: 'lead-restrictions', a: leads(a), b: leads(b) });
  if (a.callCancelled !== b.callCancelled)
    out.push({
      aspect: 'call-cancelled',
      a: a.callCancelled ? 'the call is cancelled' : 'the call stands',
      b: b.callCancelled ? 'the call is cancelled' : 'the call stands',
    });
  if (a.adjustedScorePossible !== b.adjustedScorePossible)
    out.push({
      aspect: '27D',
      a: a.adjustedScorePossible ? '27D: an adjusted score is possible' : '27D does not apply',
      b: b.adjustedScorePossible ? '27D: an adjusted score is possible' : '27D does not apply',
    });
  return out;
}

/** A case's ruling under one text. */
export interface RulingUnder {
  edition: EditionId;
  /** Null when the engine cannot rule (`problem` says why). */
  ruling: Ruling | null;
  problem: string | null;
  /** The findings as carried to this text (empty under the case's own text: they are as recorded). */
  carried: CarriedFinding[];
}

/** A case (its input written for `input.edition`) ruled under `edition`, its findings carried. */
export function ruleUnder(input: RulingInput, edition: EditionId): RulingUnder {
  if (!rulingProfile(edition))
    return {
      edition,
      ruling: null,
      problem: `The ruling engine does not know the ${edition} text of Law 27.`,
      carried: [],
    };
  const { judgement, carried } =
    edition === input.edition
      ? { judgement: input.judgement ?? {}, carried: [] }
      : carryFindings(input.judgement ?? {}, input.edition, edition);
  try {
    return { edition, ruling: rule({ ...input, edition, judgement }), problem: null, carried };
  } catch (error) {
    if (error instanceof BridgeError) return { edition, ruling: null, problem: error.message, carried };
    throw error;
  }
}
