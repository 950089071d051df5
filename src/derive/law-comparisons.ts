/**
 * The comparisons of a law's texts, computed at build time from the clause
 * trees by the diff engine (src/derive/compare): every ordered pair of texts,
 * so an edition added later gets its pairs with no code change.
 */
import type { Law } from '../model/corpus';
import {
  flatten,
  inlinePlainText,
  type Clause,
  type Inline,
  type LawText,
  type ReferenceTarget,
} from '../model/law-text';
import { renumberedBetween } from '../model/renumbered';
import {
  comparePairs,
  DEFAULT_LIMITS,
  pairName,
  type ClauseStatus,
  type ComparableReference,
  type ComparableText,
  type PairComparison,
  type Reading,
} from './compare';

function readingsOf(clause: Clause, text: LawText): Reading[] {
  const out: Reading[] = [];
  const walk = (inlines: readonly Inline[]) => {
    for (const inline of inlines) {
      if (inline.type === 'sic') {
        const note = text.editorialNotes.find((n) => n.id === inline.note)?.text ?? inline.note;
        out.push({ sic: inline.value, read: inline.reading, note });
      } else if (inline.type === 'ref') walk(inline.children);
    }
  };
  for (const p of clause.paragraphs) walk(p);
  if (clause.heading) walk(clause.heading);
  return out;
}

/** Where a reference points, outermost first: clause 27A1 → ['27', 'A', '1'], Law 26 → ['26'], Law 26B → ['26', 'B']. */
export function targetPath(target: ReferenceTarget): string[] {
  return [String(target.law), ...(target.clause?.match(/[A-Z]|\d+|[a-z]+/g) ?? [])];
}

function referencesOf(clause: Clause): ComparableReference[] {
  return clause.references.map((r) => ({ text: r.text, target: targetPath(r.target) }));
}

/** A law text in the shape the diff engine reads. */
export function comparableText(text: LawText): ComparableText {
  return {
    law: text.law,
    edition: text.edition,
    title: text.meta.title,
    clauses: flatten(text.clauses).map((c) => ({
      id: c.id,
      label: c.label,
      heading: c.heading ? inlinePlainText(c.heading).trim() : null,
      text: c.text,
      readings: readingsOf(c, text),
      references: referencesOf(c),
    })),
  };
}

/**
 * One cache for the process, whichever copy of this module looks into it,
 * keyed by the law: the comparisons made when the sources are checked
 * (./checked-corpus.ts) serve whatever else reads that same corpus. The
 * pages read the corpus again from JSON (src/site/handoff.ts), so their laws
 * are other objects and a build makes each comparison twice (1.3 % of a
 * profile of the 100× build, 2026-11-28).
 */
const CACHE = Symbol.for('bridge-laws-kb.law-comparisons');
const cache: WeakMap<Law, PairComparison[]> = ((globalThis as { [CACHE]?: WeakMap<Law, PairComparison[]> })[CACHE] ??=
  new WeakMap());

/**
 * Every ordered pair of the law's texts (n texts → n(n−1) comparisons); a
 * change that only renumbers a reference listed in the corpus's renumberings
 * (content/renumberings.yaml) is classed "renumbered", one that makes a
 * reference the model found more precise (A → A1) "reference".
 */
export function lawComparisons(law: Law): PairComparison[] {
  let pairs = cache.get(law);
  if (!pairs) {
    const renumberings = law.renumberings ?? [];
    pairs = comparePairs(law.texts.map(comparableText), DEFAULT_LIMITS, (a, b) =>
      renumberedBetween(renumberings, a, b),
    );
    cache.set(law, pairs);
  }
  return pairs;
}

export function getComparison(law: Law, a: string, b: string): PairComparison {
  const name = pairName(a, b);
  const found = lawComparisons(law).find((p) => p.name === name);
  if (!found) throw new Error(`Law ${law.number} has no comparison ${name}`);
  return found;
}

/** Consecutive pairs, oldest first: how the law changed from text to text. */
export function successivePairs(law: Law): PairComparison[] {
  // A law's texts are in edition order, oldest first.
  const editions = law.texts.map((t) => t.edition);
  return editions.slice(1).map((b, i) => getComparison(law, editions[i] ?? '', b));
}

export interface ClauseElsewhere {
  edition: string;
  status: ClauseStatus;
  /** True when the other text is later than this one. */
  later: boolean;
  compare: string;
}

/** How one clause of one text stands in each of the law's other texts. */
export function clauseElsewhere(law: Law, edition: string, clauseId: string): ClauseElsewhere[] {
  const rank = (id: string) => law.texts.findIndex((t) => t.edition === id);
  return law.texts
    .filter((t) => t.edition !== edition)
    .map((t) => {
      const pair = getComparison(law, edition, t.edition);
      const status = pair.clauses.find((c) => c.id === clauseId)?.status ?? 'removed';
      return { edition: t.edition, status, later: rank(t.edition) > rank(edition), compare: pair.name };
    });
}

export { pairName };
