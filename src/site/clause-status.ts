/**
 * How a clause stands against another text, in words: one table per place
 * the site says it (a clause's history, the link from a text to the text
 * before, the badge of a comparison).
 */
import type { ClauseStatus } from '../derive/compare';

/** A clause's class against the text before, as its history says it. */
export const HISTORY_WORDS: Record<ClauseStatus | 'first' | 'absent', string> = {
  first: 'first text',
  unchanged: 'unchanged',
  typographic: 'unchanged (punctuation only)',
  editorial: 'wording changed',
  renumbered: 'references renumbered',
  substantive: 'changed in substance',
  added: 'added',
  removed: 'taken out',
  absent: 'not in this text',
};

/** The same class, as the link from a text to the comparison with the text before ("changed from March 2008"). */
export const SINCE_WORDS: Record<ClauseStatus, string> = {
  unchanged: 'same words as',
  typographic: 'same words as',
  editorial: 'same words (by an editorial reading) as',
  renumbered: 'same (references renumbered) as',
  substantive: 'changed from',
  added: 'not in',
  removed: 'taken out since',
};

/** A clause's badge in the comparison of two texts (`a` and `b`: their short names). */
export function compareStatusWords(a: string, b: string): Record<ClauseStatus, string> {
  return {
    unchanged: 'unchanged',
    typographic: 'punctuation or typography only',
    editorial: 'editorial reading only',
    renumbered: 'references renumbered',
    substantive: 'changed in substance',
    added: `only in ${b}`,
    removed: `only in ${a}`,
  };
}
