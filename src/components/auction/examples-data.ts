/**
 * The worked examples of the site's corpus (content/examples/*.yaml, read
 * once by src/derive/examples-index.ts). Pages and components that embed an
 * example widget look examples up here by id.
 */
import type { Example } from '../../bridge/examples';
import { getCorpus } from '../../model/corpus';
import { compareEditions } from '../../model/editions';
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

/** The title of a guidance document of the corpus, by id; throws, naming the known ids, when there is none. */
export function sourceTitle(document: string): string {
  const guidance = getCorpus().guidance;
  const found = guidance.find((d) => d.id === document);
  if (found === undefined) {
    throw new Error(`No guidance document with id ${JSON.stringify(document)}. Known ids: ${guidance.map((d) => d.id).join(', ')}.`);
  }
  return found.meta.title;
}

/**
 * Examples grouped by the guidance document they come from: the documents
 * of the corpus that have examples, oldest edition interpreted first.
 */
export function examplesBySource(): { document: string; title: string; examples: Example[] }[] {
  const all = getExamples();
  return [...getCorpus().guidance]
    .sort((a, b) => compareEditions(a.meta.interprets, b.meta.interprets) || a.id.localeCompare(b.id))
    .map((d) => ({ document: d.id, title: d.meta.title, examples: all.filter((e) => e.source.document === d.id) }))
    .filter((g) => g.examples.length > 0);
}
