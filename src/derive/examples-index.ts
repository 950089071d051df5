/**
 * The example auctions (content/examples), and which clauses each one
 * illustrates: the clauses its source's verdicts name.
 */
import path from 'node:path';
import type { Example } from '../bridge';
import type { Corpus } from '../model/corpus';
import { SourceError } from '../model/diagnostic';
import { loadExamples } from '../model/examples';
import { parentId } from '../model/clause-id';

const cache = new Map<string, Example[]>();

export function corpusExamples(corpus: Corpus): Example[] {
  const dir = path.join(corpus.contentDir, 'examples');
  let list = cache.get(dir);
  if (!list) {
    const { examples, diagnostics } = loadExamples(dir);
    if (diagnostics.length > 0) throw new SourceError(diagnostics);
    list = examples;
    cache.set(dir, list);
  }
  return list;
}

/** Clause ids of Law 27 that an example's verdicts name ("27B1a" → "B1a"). */
export function clausesOfExample(example: Example): string[] {
  const ids = example.replacements.flatMap((r) => (r.verdict.clause ? [r.verdict.clause.replace(/^27/, '')] : []));
  return [...new Set(ids)];
}

/** The law every example auction is about: they are all insufficient bids or calls out of rotation. */
export const EXAMPLES_LAW = 27;

/** Examples that illustrate a clause of Law 27 or one of its sub-clauses (none for other laws). */
export function examplesForClause(corpus: Corpus, law: number, clause: string): Example[] {
  if (law !== EXAMPLES_LAW) return [];
  const within = (id: string): boolean => id === clause || (parentId(id) !== null && within(parentId(id) ?? ''));
  return corpusExamples(corpus).filter((e) => clausesOfExample(e).some(within));
}
