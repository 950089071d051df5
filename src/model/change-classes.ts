/**
 * The classes a clause can have in a comparison of two texts, but for
 * "unchanged": what a summary of a change names (content/change-summaries.yaml).
 * A module of its own, free of the sources' readers, so that the comparisons
 * (src/derive/compare/, whose list of statuses the pages use) take it from
 * here rather than write it again.
 */
export const CHANGE_CLASSES = [
  'typographic',
  'editorial',
  'renumbered',
  'reference',
  'substantive',
  'added',
  'removed',
] as const;
export type ChangeSummaryClass = (typeof CHANGE_CLASSES)[number];
