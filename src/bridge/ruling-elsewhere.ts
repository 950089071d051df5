/**
 * A case ruled under another edition of Law 27 than the one its source used:
 * which of the source's findings still hold there, and the ruling for every
 * answer to what is then left open.
 *
 * What a finding means under another text is decided in one place,
 * `carryFindings` (./across-editions.ts): a finding about what a bid is
 * (artificial or natural) carries; a "yes" to the older 27B1(b) test (same
 * or a more precise meaning) makes the call comparable under 2017 (Law
 * 23A1, 23A2); every other crossing would be an assumption. Here no
 * assumption is made: those findings are dropped, and each finding the
 * ruling then turns on is asked both ways, each branch saying which findings
 * it rests on.
 */
import { carryFindings } from './across-editions';
import type { RuledEdition } from './edition';
import type { Judgement } from './judgement';
import { answersOf, withAnswers, type AnswerId, type Answers } from './ruling/answers';
import { openQuestions, rule } from './ruling';
import type { Ruling, RulingInput } from './ruling/types';

/** Findings about the bids themselves, the same thing under every edition. */
const FACTS_OF_METHODS: readonly (keyof Judgement)[] = ['insufficientArtificial', 'replacementArtificial'];

/**
 * The findings of `judgement` (made under `from`) that hold under `to`
 * without an assumption, and those that do not. `read`: what the source's
 * own ruling took where the source does not say (its `assumed` findings: a
 * bid is natural unless the source says otherwise); a fact of the methods
 * read so is carried too, and listed in `read` so that a page can say so.
 */
export function carriedFindings(
  judgement: Judgement,
  from: RuledEdition,
  to: RuledEdition,
  read: { assumed: readonly string[] } = { assumed: [] },
): { carried: Judgement; dropped: (keyof Judgement)[]; read: (keyof Judgement)[] } {
  const carried: { -readonly [K in keyof Judgement]?: boolean } = {};
  const readAs: (keyof Judgement)[] = [];
  for (const id of FACTS_OF_METHODS) {
    if (judgement[id] !== undefined || !read.assumed.includes(id)) continue;
    // The engine's reading of a bid the source does not call artificial: natural.
    carried[id] = false;
    readAs.push(id);
  }
  const given = (Object.keys(judgement) as (keyof Judgement)[]).filter((id) => judgement[id] !== undefined);
  const { carried: taken } = carryFindings(judgement, from, to);
  for (const c of taken) if (c.ground !== 'assumed') carried[c.finding] = c.value;
  return { carried, dropped: given.filter((id) => carried[id] === undefined), read: readAs };
}

/** One answer to every question the ruling turned on, and the ruling. */
export interface RulingBranch {
  /** The answers this branch takes to the questions left open, in the order asked. */
  assumes: { id: AnswerId; answer: boolean; question: string }[];
  ruling: Ruling;
}

/** The most questions one branch may take (the engine asks at most four findings and three facts). */
const MAX_DEPTH = 8;

/**
 * The ruling on `input` for every answer to the yes-or-no questions it
 * leaves open and the ruling turns on, one branch per combination reached
 * (a question is asked only where the answers before it leave the ruling
 * turning on it), in order: yes before no.
 * @throws RulingInputError, as `rule` does.
 */
export function rulingBranches(input: RulingInput): RulingBranch[] {
  const out: RulingBranch[] = [];
  const walk = (answers: Answers, assumes: RulingBranch['assumes']): void => {
    const case_ = withAnswers(input, answers);
    const open = openQuestions(case_).find((q) => q.kind === 'yes-no');
    if (open === undefined || open.kind !== 'yes-no' || assumes.length >= MAX_DEPTH) {
      out.push({ assumes, ruling: rule(case_) });
      return;
    }
    for (const answer of [true, false])
      walk({ ...answers, [open.id]: answer }, [...assumes, { id: open.id, answer, question: open.text }]);
  };
  walk(answersOf(input), []);
  return out;
}
