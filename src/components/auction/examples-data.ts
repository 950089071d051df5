/**
 * The worked examples, read once at build time from
 * `<KB_CONTENT_DIR or content>/examples/*.yaml`. Pages and components that
 * embed an example widget look examples up here by id.
 */
import path from 'node:path';
import { loadExamples, type Example, type SourceDocument } from '../../bridge/examples';

let cache: { dir: string; examples: Example[] } | undefined;

function examplesDir(): string {
  return path.resolve(process.env['KB_CONTENT_DIR'] ?? 'content', 'examples');
}

/** Every example, sorted by id. */
export function getExamples(): Example[] {
  const dir = examplesDir();
  if (cache === undefined || cache.dir !== dir) cache = { dir, examples: loadExamples(dir) };
  return cache.examples;
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
