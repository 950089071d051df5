/**
 * Practice, the pure part: the reader's answer compared with a case's key
 * field by field, the words that say what was right and what differs, the
 * score kept on the device (its stored form read back tolerantly), and which
 * case to deal next. Free of the DOM, so it is unit-tested; the page script
 * (client.ts) runs it.
 */
import type { AnswerKey, PracticeField } from '../../site/routes/practice';

export const FIELDS: readonly PracticeField[] = ['clause', 'partnerMustPass', 'leadRestrictions', 'adjustedScore'];

/** The reader's answer; null where a question is not answered. */
export type Answer = { readonly clause: string | null } & {
  readonly [F in Exclude<PracticeField, 'clause'>]: boolean | null;
};

export interface FieldResult {
  readonly field: PracticeField;
  readonly given: string | boolean;
  /** The right answer; null when the answer is not scored. */
  readonly expected: string | boolean | null;
  readonly basis: 'published' | 'engine' | 'none';
  /** null: not scored (the source does not say, and the engine rules under another clause). */
  readonly right: boolean | null;
}

/** The questions left unanswered, in the order asked. */
export function unanswered(answer: Answer): PracticeField[] {
  return FIELDS.filter((f) => answer[f] === null);
}

/**
 * The answer against the key, field by field.
 * @throws Error when a question is unanswered (check `unanswered` first).
 */
export function compareAnswer(key: AnswerKey, answer: Answer): FieldResult[] {
  return FIELDS.map((field) => {
    const given = answer[field];
    if (given === null) throw new Error(`practice: "${field}" is not answered`);
    const { value, basis } = key[field];
    const right = value === null ? null : given === value;
    return { field, given, expected: value, basis, right };
  });
}

const QUESTION: Readonly<Record<PracticeField, string>> = {
  clause: 'Deciding clause',
  partnerMustPass: 'Partner must pass',
  leadRestrictions: 'Lead restrictions may apply',
  adjustedScore: 'Adjusted score possible (27D)',
};

/** Words for one result: "Deciding clause: 27B1(a), right." or "Partner must pass: you said yes; the source says no." */
export function resultText(r: FieldResult, label: (clause: string) => string): string {
  const words = (v: string | boolean): string => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : label(v));
  if (r.expected === null)
    return `${QUESTION[r.field]}: you said ${words(r.given)}; not scored (the source does not say, and the engine rules under another clause than the source).`;
  const says = r.field === 'clause' ? 'rules under' : 'says';
  const who =
    r.basis === 'published'
      ? `the source ${says}`
      : `the source does not say; the Law, as the engine applies it, ${says}`;
  if (r.right) return `${QUESTION[r.field]}: ${words(r.given)}, right (${who} ${words(r.expected)}).`;
  return `${QUESTION[r.field]}: you said ${words(r.given)}; ${who} ${words(r.expected)}.`;
}

/** The summary read out after an answer: "3 of 4 right." and where to look; the answers not scored are not counted. */
export function summaryText(results: readonly FieldResult[]): string {
  const scored = results.filter((r) => r.right !== null);
  const right = scored.filter((r) => r.right).length;
  const unscored = results.length - scored.length;
  const aside = unscored === 0 ? '' : ` ${unscored === 1 ? 'One answer is' : `${unscored} answers are`} not scored.`;
  if (right === scored.length) return `All ${scored.length} right.${aside}`;
  const wrong = scored.length - right;
  return `${right} of ${scored.length} right.${aside} ${wrong === 1 ? 'The one that differs is' : `The ${wrong} that differ are`} explained below, with the clause quoted.`;
}

// ------------------------------------------------------------------ score

/** The key the score is stored under in localStorage (this device only). */
export const SCORE_KEY = 'kb-practice-score';

/** Per case id, the fields right in the reader's latest answer, of how many. */
export interface Score {
  readonly cases: Readonly<Record<string, { readonly right: number; readonly of: number }>>;
}

export const EMPTY_SCORE: Score = { cases: {} };

/** The stored score; anything unreadable (absent, not JSON, another shape) is an empty score, never an error. */
export function readScore(raw: string | null): Score {
  if (raw === null) return EMPTY_SCORE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_SCORE;
  }
  const cases = (parsed as { cases?: unknown } | null)?.cases;
  if (typeof cases !== 'object' || cases === null || Array.isArray(cases)) return EMPTY_SCORE;
  const out: Record<string, { right: number; of: number }> = {};
  for (const [id, v] of Object.entries(cases as Record<string, unknown>)) {
    const { right, of } = (v ?? {}) as { right?: unknown; of?: unknown };
    if (
      Number.isInteger(right) &&
      Number.isInteger(of) &&
      (of as number) > 0 &&
      (right as number) >= 0 &&
      (right as number) <= (of as number)
    ) {
      out[id] = { right: right as number, of: of as number };
    }
  }
  return { cases: out };
}

/** The score with this case's latest answer (a case answered again counts once, by its latest answer). */
export function withResult(score: Score, id: string, results: readonly FieldResult[]): Score {
  return {
    cases: {
      ...score.cases,
      [id]: {
        right: results.filter((r) => r.right === true).length,
        of: results.filter((r) => r.right !== null).length,
      },
    },
  };
}

export interface ScoreSummary {
  /** Cases answered, of those the page has. */
  readonly answered: number;
  readonly cases: number;
  /** Cases with every field right. */
  readonly allRight: number;
  readonly fieldsRight: number;
  readonly fields: number;
}

/** The score over the cases the page has (a stored case the page no longer has is not counted). */
export function summarise(score: Score, ids: readonly string[]): ScoreSummary {
  const mine = ids.flatMap((id) => (score.cases[id] === undefined ? [] : [score.cases[id]]));
  return {
    answered: mine.length,
    cases: ids.length,
    allRight: mine.filter((c) => c.right === c.of).length,
    fieldsRight: mine.reduce((n, c) => n + c.right, 0),
    fields: mine.reduce((n, c) => n + c.of, 0),
  };
}

export function scoreLine(s: ScoreSummary): string {
  if (s.answered === 0) return `No case answered yet on this device (${s.cases} cases).`;
  const cases = (n: number) => `${n} case${n === 1 ? '' : 's'}`;
  return `${cases(s.answered)} of ${s.cases} answered; ${s.allRight} all right; ${s.fieldsRight} of ${s.fields} answers right.`;
}

/**
 * The case to deal: one not yet answered on this device, else any; never the
 * one on the table when there is another. `random` is in [0, 1).
 */
export function pickCase(ids: readonly string[], score: Score, current: string | null, random: number): string | null {
  const others = ids.filter((id) => id !== current);
  if (others.length === 0) return ids[0] ?? null;
  const fresh = others.filter((id) => score.cases[id] === undefined);
  const pool = fresh.length > 0 ? fresh : others;
  return pool[Math.min(pool.length - 1, Math.floor(random * pool.length))] ?? null;
}
