/**
 * The comparison stage (src/derive/checked-corpus.ts): every law's texts are
 * compared before anything is rendered; an exception of the comparison
 * engine becomes a diagnostic naming the law's texts, in the build's list.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { comparisonProblems, loadCheckedCorpus } from '../../src/derive/checked-corpus';
import { lawComparisons } from '../../src/derive/law-comparisons';
import { formatDiagnostic } from '../../src/model/diagnostic';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');

describe('the corpus, checked to the end', () => {
  const { corpus, diagnostics } = loadCheckedCorpus(CONTENT, '2026-01-01');

  it('has the real sources compared, with no problem, and the comparisons kept for the pages', () => {
    expect(diagnostics).toEqual([]);
    const law = corpus?.laws.find((l) => l.number === 27);
    expect(law).toBeDefined();
    // Made once: the pages get the very comparisons the check made.
    expect(lawComparisons(law!)).toBe(lawComparisons(law!));
    expect(lawComparisons(law!)).toHaveLength(6);
  });

  it("a fault injected into the comparison: a diagnostic naming the law's texts, not a stack trace", () => {
    const failures = comparisonProblems(corpus!, () => {
      throw new Error('a fault injected into the comparison');
    });
    expect(failures.map(formatDiagnostic)).toEqual([
      `${path.relative(process.cwd(), path.join(CONTENT, 'laws', '27', '2007.md'))}:1:1: the build failed while comparing the texts of Law 27 (this one, 2008-03.md, 2017.md) with each other: Error: a fault injected into the comparison` +
        ' — fix: this is a fault of the build, not one of the rules for sources: report this message; meanwhile look at what is unusual in this file (its latest change is the likeliest cause)',
    ]);
  });
});
