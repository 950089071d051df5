/**
 * The source files each page of the site is built from, by address: what a
 * message about a built page names (the search index, src/build/search-index.ts).
 * A page of no single source (an index, a tool) is not listed; it is named by
 * its address alone.
 */
import type { Corpus } from '../model/corpus';
import { flatten } from '../model/law-text';
import { addresses } from './addresses';

/** Address → the files of the sources its words come from, as the corpus names them (examples and precedents by their id's file). */
export function pageSources(corpus: Corpus): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (url: string, file: string) => {
    const files = out.get(url) ?? [];
    if (!files.includes(file)) files.push(file);
    out.set(url, files);
  };
  for (const law of corpus.laws)
    for (const text of law.texts) {
      add(addresses.law(law.number), text.file);
      add(addresses.edition(law.number, text.edition), text.file);
      for (const clause of flatten(text.clauses)) add(addresses.clause(law.number, clause.id), text.file);
    }
  for (const doc of corpus.guidance) add(addresses.guidance(doc.id), doc.file);
  for (const example of corpus.examples)
    add(addresses.example(example.id), `${corpus.contentDir}/examples/${example.id}.yaml`);
  for (const precedent of corpus.precedents)
    add(addresses.precedent(precedent.id), `${corpus.contentDir}/precedents/${precedent.id}.yaml`);
  return out;
}
