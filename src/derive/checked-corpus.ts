/**
 * The corpus, checked to the end before anything is rendered: every source
 * read and validated by the model (src/model/corpus.ts), then every law's
 * texts compared with each other (./law-comparisons.ts), each law in a
 * guarded stage of its own; then the assessments of guidance
 * (./assessments.ts). An exception of the comparison engine becomes
 * a diagnostic that names the law's texts, in the build's one list of
 * problems, never a stack trace in the middle of rendering. Each precedent's
 * published ruling is set beside the engine's (./precedent-rulings.ts): a
 * difference without its reason, or a reason without one, stops the build.
 */
import path from 'node:path';
import { SourceError, stageFailure, type Diagnostic } from '../model/diagnostic';
import { loadCorpus, type Corpus, type CorpusResult, type Law } from '../model/corpus';
import { checkedAssessmentProblems } from './assessments';
import { lawComparisons } from './law-comparisons';
import { precedentProblems } from './precedent-rulings';

/** The diagnostics of comparing each law's texts; `compare` is the comparison of one law (the site's, cached for the pages). */
export function comparisonProblems(corpus: Corpus, compare: (law: Law) => unknown = lawComparisons): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const law of corpus.laws) {
    try {
      compare(law);
    } catch (error) {
      const [first, ...others] = law.texts.map((t) => t.file);
      const subject = `the texts of Law ${law.number} (this one${others.map((f) => `, ${path.basename(f)}`).join('')}) with each other`;
      diagnostics.push(stageFailure(first ?? `laws/${law.number}`, 'comparing', error, undefined, subject));
    }
  }
  return diagnostics;
}

/**
 * The corpus, its sources read, validated and compared, and the assessments
 * of guidance checked against the comparisons and the text in force on
 * `today` (the build date, YYYY-MM-DD; ./assessments.ts); or every problem
 * found on the way.
 */
export function loadCheckedCorpus(contentDir: string, today: string): CorpusResult {
  const loaded = loadCorpus(contentDir);
  if (!loaded.corpus) return loaded;
  const compared = comparisonProblems(loaded.corpus);
  // The assessments are checked against the comparisons: only when those could be made.
  const assessed = compared.length > 0 ? [] : checkedAssessmentProblems(loaded.corpus, today);
  const diagnostics = [...compared, ...assessed, ...precedentProblems(loaded.corpus.precedents)];
  return diagnostics.length > 0 ? { corpus: undefined, diagnostics } : loaded;
}

/** The checked corpus, or a SourceError listing every problem. */
export function loadCheckedCorpusOrThrow(contentDir: string, today: string): Corpus {
  const { corpus, diagnostics } = loadCheckedCorpus(contentDir, today);
  if (!corpus) throw new SourceError(diagnostics);
  return corpus;
}
