/**
 * A case's title followed by the call put in place of its insufficient bid,
 * one rule for every page that lists cases (practice, verdicts, what changed).
 */

/**
 * The words between a case's title and its replacement: ", replaced by "
 * ("1♦ – (1♠) – 1♥, replaced by Pass"); after a title that ends a sentence
 * ("…was any of that right?") a sentence of its own, " Replaced by ", never
 * "?, replaced by".
 */
export function replacedBy(title: string): string {
  return /[?!.:;]$/.test(title.trim()) ? ' Replaced by ' : ', replaced by ';
}

/** A case's title with its replacement, as plain text. */
export function titleWithReplacement(title: string, replacement: string): string {
  return `${title.trim()}${replacedBy(title)}${replacement}`;
}
