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
import { guard, SourceError, stageFailure, type Diagnostic } from '../model/diagnostic';
import { displayPath } from '../model/source-files';
import { loadCorpus, type Corpus, type CorpusResult, type Law } from '../model/corpus';
import { checkedAssessmentProblems } from './assessments';
import { lawComparisons } from './law-comparisons';
import { precedentProblems } from './precedent-rulings';
import { changeSummaryProblems } from './change-summaries';

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
 * The corpus, its sources read, validated and compared; or every problem
 * found on the way. With `today` (the build date, YYYY-MM-DD), checked
 * against the comparisons and the text in force that day: the assessments
 * of guidance (./assessments.ts) and the summaries of what changed
 * (content/change-summaries.yaml: every text superseded on that date must
 * have them against the text in force; ./change-summaries.ts).
 */
export function loadCheckedCorpus(contentDir: string, today?: string): CorpusResult {
  const loaded = loadCorpus(contentDir);
  if (!loaded.corpus) return loaded;
  const corpus = loaded.corpus;
  const diagnostics = comparisonProblems(corpus);
  // What is held against the comparisons is checked only when those could be made.
  if (diagnostics.length === 0 && today !== undefined) {
    diagnostics.push(...checkedAssessmentProblems(corpus, today));
    const checked = guard(displayPath(path.join(contentDir, 'change-summaries.yaml')), 'checking', diagnostics, () =>
      changeSummaryProblems(corpus, today),
    );
    for (const d of checked ?? []) diagnostics.push(d);
  }
  diagnostics.push(...precedentProblems(corpus.precedents));
  return diagnostics.length > 0 ? { corpus: undefined, diagnostics } : loaded;
}

/** The checked corpus, or a SourceError listing every problem. */
export function loadCheckedCorpusOrThrow(contentDir: string, today?: string): Corpus {
  const { corpus, diagnostics } = loadCheckedCorpus(contentDir, today);
  if (!corpus) throw new SourceError(diagnostics);
  return corpus;
}
