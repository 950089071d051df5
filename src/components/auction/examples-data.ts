/**
 * The worked examples of the site's corpus (content/examples/*.yaml, read
 * once by src/derive/examples-index.ts). Pages and components that embed an
 * example widget look examples up here by id.
 */
import type { Example, SourceDocument } from '../../bridge/examples';
import { getCorpus } from '../../model/corpus';
import { corpusExamples } from '../../derive/examples-index';

/** Every example, sorted by id. */
export function getExamples(): Example[] {
  return corpusExamples(getCorpus());
}

/** The example with this id; throws, naming the known ids, when there is none. */
export function getExample(id: string): Example {
  const found = getExamples().find((e) => e.id === id);
  if (found === undefined) {
    throw new Error(`No example with id ${JSON.stringify(id)}. Known ids: ${getExamples().map((e) => e.id).join(', ')}.`);
  }
  return found;
}

/** The source documents in the order the examples index shows them. */
export const SOURCE_ORDER: readonly SourceDocument[] = ['zone7-2008', 'comparable-calls'];

/** Examples grouped by their source document, in `SOURCE_ORDER`. */
export function examplesBySource(): { document: SourceDocument; examples: Example[] }[] {
  const all = getExamples();
  return SOURCE_ORDER.map((document) => ({ document, examples: all.filter((e) => e.source.document === document) }));
}
