/**
 * The example auctions, the clauses each one illustrates (the clauses its
 * source's verdicts name), and the names their auction widgets show. The
 * engine's ruling on them under the other texts of Law 27 is the example
 * page's route data (routes/example.ts).
 */
import type { Example } from '../bridge/examples';
import { isRuledEdition, type RuledEdition } from '../bridge/ruled-editions';
import { clauseWithin, parseClauseRef, type ClauseRef } from '../model/clause-id';
import type { Corpus } from '../model/corpus';
import type { Site } from './site';
import { sourceById } from './sources';

/**
 * Each example's clauses, worked out once: every clause page looks through
 * every example (examplesForClause), which at a hundred times the real
 * corpus (1,357 clause pages, 1,400 examples) parsed the examples' clause
 * references 1.9 million times, about 0.9 s of the build (measured 2026-11-27).
 */
const clausesOf = new WeakMap<Example, readonly ClauseRef[]>();

/** The clauses an example's verdicts name ("27B1a" → Law 27, B1a), each once. */
export function clausesOfExample(example: Example): readonly ClauseRef[] {
  const known = clausesOf.get(example);
  if (known) return known;
  const refs = new Map<string, ClauseRef>();
  for (const r of example.replacements) {
    const ref = r.verdict.clause ? parseClauseRef(r.verdict.clause) : null;
    if (ref) refs.set(`${ref.law}${ref.clause ?? ''}`, ref);
  }
  const found = [...refs.values()];
  clausesOf.set(example, found);
  return found;
}

/** Examples that turn on a clause or one of its sub-clauses, those ruling under the clause itself first. */
export function examplesForClause(corpus: Corpus, ref: ClauseRef): Example[] {
  const exact = (e: Example) => clausesOfExample(e).some((c) => c.law === ref.law && c.clause === ref.clause);
  return corpus.examples
    .filter((e) => clausesOfExample(e).some((c) => clauseWithin(c, ref)))
    .sort((a, b) => Number(!exact(a)) - Number(!exact(b)));
}

/** Examples grouped by the guidance document they come from, in the corpus's order of documents. */
export function examplesBySource(corpus: Corpus): { document: Corpus['guidance'][number]; examples: Example[] }[] {
  return corpus.guidance
    .map((document) => ({ document, examples: corpus.examples.filter((e) => e.source.document === document.id) }))
    .filter((g) => g.examples.length > 0);
}

// ------------------------------------------------------------ widget names

/** An edition the engine rules under, with its short name in the registry ("March 2008"). */
export interface RuledEditionName {
  readonly id: RuledEdition;
  readonly short: string;
}

/** The names an example's auction widget shows, from the registry and content/sources.yaml (no code table). */
export interface WidgetNames {
  /** The editions the engine rules under, in the registry's order: the widget's choices. */
  readonly editions: readonly RuledEditionName[];
  /** The guidance document the example comes from, in a few words ("Zone 7 slides (2008)"). */
  readonly sourceShort: string;
}

/** The registry's editions the engine can rule under, oldest first, with their short names. */
export function ruledEditions(site: Site): RuledEditionName[] {
  return site.editions.flatMap((e) => (isRuledEdition(e.id) ? [{ id: e.id, short: e.short }] : []));
}

/** A guidance document in a few words: its source's short name (content/sources.yaml); a document not in the corpus is named by its id. */
export function documentShort(site: Site, document: string): string {
  const doc = site.corpus.guidance.find((d) => d.id === document);
  return doc ? sourceById(site.corpus.sources, doc.meta.seed).short : document;
}

/** What an example's auction widget names: the editions to rule under and the example's source. */
export function widgetNames(site: Site, example: Example): WidgetNames {
  return { editions: ruledEditions(site), sourceShort: documentShort(site, example.source.document) };
}
