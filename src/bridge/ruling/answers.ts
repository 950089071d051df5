/**
 * The answers a `RulingInput` gives to the engine's yes-or-no questions, as
 * one record keyed by question id, and back: for callers that walk the
 * questions one at a time (the assistant, the example widgets).
 */
import { JUDGEMENT_FIELDS, type Judgement } from '../judgement';
import { TABLE_ANSWER_IDS } from './table-facts';
import type { RulingInput, YesNoQuestion } from './types';

export type AnswerId = YesNoQuestion['id'];
export type Answers = { -readonly [K in AnswerId]?: boolean };

/** Every yes-or-no answer the input gives. */
export function answersOf(input: RulingInput): Answers {
  const out: Answers = {};
  for (const id of TABLE_ANSWER_IDS) if (input[id] !== undefined) out[id] = input[id];
  for (const id of JUDGEMENT_FIELDS) if (input.judgement?.[id] !== undefined) out[id] = input.judgement[id];
  return out;
}

/** The input with exactly these yes-or-no answers (the mechanics and the call as they were). */
export function withAnswers(input: RulingInput, answers: Answers): RulingInput {
  const base: { -readonly [K in keyof RulingInput]: RulingInput[K] } = { ...input };
  for (const id of TABLE_ANSWER_IDS) delete base[id];
  delete base.judgement;
  const judgement: { -readonly [K in keyof Judgement]?: boolean } = {};
  for (const id of JUDGEMENT_FIELDS) if (answers[id] !== undefined) judgement[id] = answers[id];
  const out: { -readonly [K in keyof RulingInput]: RulingInput[K] } = { ...base };
  for (const id of TABLE_ANSWER_IDS) if (answers[id] !== undefined) out[id] = answers[id];
  if (Object.keys(judgement).length > 0) out.judgement = judgement;
  return out;
}
