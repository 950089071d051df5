/**
 * The example auctions and the clauses each one illustrates: the clauses
 * its source's verdicts name.
 */
import type { Example } from '../bridge/examples';
import { clauseWithin, parseClauseRef, type ClauseRef } from '../model/clause-id';
import type { Corpus } from '../model/corpus';

/** The clauses an example's verdicts name ("27B1a" → Law 27, B1a), each once. */
export function clausesOfExample(example: Example): ClauseRef[] {
  const refs = new Map<string, ClauseRef>();
  for (const r of example.replacements) {
    const ref = r.verdict.clause ? parseClauseRef(r.verdict.clause) : null;
    if (ref) refs.set(`${ref.law}${ref.clause ?? ''}`, ref);
  }
  return [...refs.values()];
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
