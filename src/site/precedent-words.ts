/**
 * The words the precedent pages and practice use for a published ruling's
 * parts: the reasons for a difference, the kinds of source, the Director's
 * findings as questions, the facts, the engine's defaults, a source's date.
 */
import { rulingProfile } from '../bridge/edition';
import { TABLE_FACT_WORDS } from '../bridge/ruling/table-facts';
import { MONTHS } from '../model/dates';
import type { DifferenceReason } from '../model/difference-reasons';
import type { FindingId } from '../model/precedent-schema';
import type { Precedent } from '../model/precedents';

/** The words of each reason for a difference, as the pages name it. */
export const REASON_WORDS: Readonly<Record<DifferenceReason, string>> = {
  finding: 'a different finding',
  edition: 'an edition difference',
  'source-error': "the source's own error",
  opinion: 'a real difference of opinion',
};

export const SOURCE_KIND_WORDS: Readonly<Record<Precedent['source']['kind'], string>> = {
  'forum-thread': 'forum thread',
  'mailing-list': 'mailing-list message',
  commentary: 'commentary',
  casebook: 'casebook',
  column: 'column',
  guidance: 'guidance page',
  minutes: 'minutes',
  article: 'article',
};

/** The Director's findings, as questions (2007/2008 and 2017 word 27B1 differently). */
export function findingQuestion(id: FindingId, edition: string): string {
  const old = edition !== '2017';
  switch (id) {
    case 'insufficientArtificial':
      return old
        ? 'Is the insufficient bid artificial (not incontrovertibly natural)?'
        : 'Is the insufficient bid artificial?';
    case 'replacementArtificial':
      return old ? 'Is the replacement artificial (not incontrovertibly natural)?' : 'Is the replacement artificial?';
    case 'sameDenominations':
      return 'Does the replacement specify the same denomination(s) (27B1(a))?';
    case 'comparable':
      return old
        ? 'Does the replacement have the same or a more precise meaning (27B1(b))?'
        : 'Is the replacement a comparable call (27B1(b), Law 23A)?';
  }
}

/**
 * A name as it leads into what follows it: "Dealer:", but a question or a
 * sentence keeps its own mark ("Is the replacement a comparable call …?"),
 * never "?:".
 */
export function leadIn(name: string): string {
  return /[?!.:]$/.test(name) ? name : `${name}:`;
}

/** The facts of a precedent, as the pages name them. */
export const FACT_LABELS: Readonly<Record<string, string>> = {
  dealer: 'Dealer',
  calls: 'Auction',
  outOfRotation: 'Made out of rotation (27A2)',
  replacement: 'Call put in its place',
  date: 'Date',
  ...Object.fromEntries(Object.values(TABLE_FACT_WORDS).map((w) => [w.precedentField, w.label])),
};

/** What the engine takes when a question is left open, in words (its defaults: `Ruling.assumed`). */
const QUESTION_WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(TABLE_FACT_WORDS).map(([id, w]) => [id, w.byDefault])),
  insufficientArtificial: 'the insufficient bid is natural',
  replacementArtificial: 'the replacement is natural',
  sameDenominations:
    'the replacement specifies the same denomination(s) only if it is the lowest bid in the same suit, both natural',
};

/** The engine's defaults a ruling under `edition` took (`Ruling.assumed`), in words, in that text's own terms ("comparable" is 2017's). */
export function engineDefaults(assumed: readonly string[], edition: string): string[] {
  const b1b = rulingProfile(edition)?.b1bCall ?? 'a call the Director allows under 27B1(b)';
  return assumed.map((q) => (q === 'comparable' ? `the replacement is not ${b1b}` : (QUESTION_WORDS[q] ?? q)));
}

/** A date as the source gives it: "19 March 2010", "June 2008", "2018". */
export function sourceDate(date: string | null): string {
  if (date === null) return 'undated';
  const [y, m, d] = date.split('-');
  const month = m === undefined ? undefined : MONTHS[Number(m) - 1];
  return [d === undefined ? undefined : String(Number(d)), month, y].filter(Boolean).join(' ');
}

/**
 * A citation or note as a sentence: its own full stop when it ends without
 * one, none added when it ends with one already (a source's reference that
 * is itself a sentence: "… the Director at the table."), even inside a
 * closing quotation mark or bracket.
 */
export function asSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…][”’"')\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
