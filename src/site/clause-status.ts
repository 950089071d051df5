/**
 * How a clause stands against another text, in words: one table per place
 * the site says it (a clause's history, the link from a text to the text
 * before, the badge of a comparison), and the words for reference changes.
 */
import type { Change, ClauseStatus, RefinedRef } from '../derive/compare';

/** A clause's class against the text before, as its history says it (a reference change says which: referenceWords). */
export const HISTORY_WORDS: Record<ClauseStatus | 'first' | 'absent', string> = {
  first: 'first text',
  unchanged: 'unchanged',
  typographic: 'unchanged (punctuation only)',
  editorial: 'wording changed',
  renumbered: 'references renumbered',
  reference: 'a reference made precise or broader',
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
  reference: 'same but for a reference, as',
  substantive: 'changed from',
  added: 'not in',
  removed: 'taken out since',
};

/** A clause's badge in the comparison of two texts (`a` and `b`: their short names; `reference`: what its reference changes are, see referenceKind). */
export function compareStatusWords(
  a: string,
  b: string,
  reference = HISTORY_WORDS.reference,
): Record<ClauseStatus, string> {
  return {
    unchanged: 'unchanged',
    typographic: 'punctuation or typography only',
    editorial: 'editorial reading only',
    renumbered: 'references renumbered',
    reference,
    substantive: 'changed in substance',
    added: `only in ${b}`,
    removed: `only in ${a}`,
  };
}

const RELATION_WORDS: Record<RefinedRef['relation'], string> = {
  narrower: 'made precise',
  broader: 'made broader',
  same: 'written otherwise',
};

/** The references made precise (or broader) in some changes, each once. */
export function refinedOf(changes: readonly Pick<Change, 'refined'>[]): RefinedRef[] {
  return [...new Map(changes.flatMap((c) => c.refined).map((r) => [`${r.a}\u0000${r.b}`, r])).values()];
}

/** What some reference changes are, in a few words: "reference made precise", "references made broader", "references changed". */
export function referenceKind(refined: readonly RefinedRef[]): string {
  const relations = [...new Set(refined.map((r) => r.relation))];
  const [only] = relations;
  if (relations.length !== 1 || !only) return refined.length > 0 ? 'references changed' : HISTORY_WORDS.reference;
  return `${refined.length === 1 ? 'reference' : 'references'} ${RELATION_WORDS[only]}`;
}

/**
 * The reference changes of a clause from one text to another, in plain
 * words: "reference made precise: A → A1" (several kinds joined by "; ").
 */
export function referenceWords(changes: readonly Pick<Change, 'refined'>[]): string {
  const refined = refinedOf(changes);
  const byRelation = new Map<RefinedRef['relation'], RefinedRef[]>();
  for (const r of refined) byRelation.set(r.relation, [...(byRelation.get(r.relation) ?? []), r]);
  return [...byRelation.values()]
    .map((rs) => `${referenceKind(rs)}: ${rs.map((r) => `${r.a} → ${r.b}`).join(', ')}`)
    .join('; ');
}

/** A target as a label: '27B1b' → '27B1(b)', '26B' → '26B'. */
function targetLabel(target: string): string {
  return target.replace(/^(\d+[A-Z]\d+)([a-z])$/, '$1($2)');
}

/**
 * A sentence or two on the reference changes of a clause between texts `a`
 * and `b` (their short names), for the comparison and the clause page: which
 * words name what, and the slip read, if any: "“A” (27A) in March 2008 is
 * “A1” (27A1) in 2017: the reference was made precise, to a part of what it
 * named. The 2017 text prints “Al”, read as A1 (an editorial reading)."
 */
export function referenceNote(
  changes: readonly Pick<Change, 'refined' | 'reading' | 'readingSide'>[],
  a: string,
  b: string,
): string {
  const refined = refinedOf(changes);
  const what: Record<RefinedRef['relation'], string> = {
    narrower: 'made precise, to a part of what it named',
    broader: 'made broader, to the whole of which it named a part',
    same: 'written otherwise, naming the same clause',
  };
  const sentences = refined.map(
    (r) =>
      `“${r.a}” (${targetLabel(r.targetA)}) in ${a} is “${r.b}” (${targetLabel(r.targetB)}) in ${b}: the reference was ${what[r.relation]}.`,
  );
  const slips = [
    ...new Map(
      changes
        .filter((c) => c.refined.length > 0 && c.reading)
        .map((c) => [`${c.readingSide}\u0000${c.reading?.sic}`, c]),
    ).values(),
  ];
  for (const c of slips)
    if (c.reading)
      sentences.push(
        `The ${c.readingSide === 'a' ? a : b} text prints “${c.reading.sic}”, read as ${c.reading.read} (an editorial reading).`,
      );
  return sentences.join(' ');
}
