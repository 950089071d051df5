/**
 * The summaries of what changed between two texts (content/change-summaries.yaml,
 * read by src/model/change-summaries.ts), held against the comparisons of
 * the texts: every clause the comparison finds changed has a summary, no
 * summary is of a clause it finds unchanged, and each summary's class is the
 * comparison's class of the clause. Every text no longer in force on the
 * build date has its summaries against the text in force (the "What changed
 * since" pages show them). Each problem at its line and column.
 */
import path from 'node:path';
import type { Corpus, Law } from '../model/corpus';
import type { ChangeSummaries } from '../model/change-summaries';
import type { Diagnostic } from '../model/diagnostic';
import { currentEdition, editionStatus } from '../model/in-force';
import { displayPath } from '../model/source-files';
import { didYouMean } from '../model/suggest';
import { getComparison } from './law-comparisons';

/** The older texts of each law that the "What changed since" pages compare with the text in force on `today`: superseded texts with the current one. */
export function pairsToSummarise(corpus: Corpus, today: string): { law: Law; from: string; to: string }[] {
  const current = currentEdition(corpus.editions, today)?.id;
  if (!current) return [];
  return corpus.laws.flatMap((law) =>
    law.texts.some((t) => t.edition === current)
      ? law.texts
          .filter((t) => editionStatus(corpus.editions, t.edition, today) === 'superseded')
          .map((t) => ({ law, from: t.edition, to: current }))
      : [],
  );
}

/** The summaries of one pair of texts, if written. */
export function summariesOf(corpus: Corpus, law: number, from: string, to: string): ChangeSummaries | undefined {
  return corpus.changeSummaries.find((s) => s.law === law && s.from === from && s.to === to);
}

export function changeSummaryProblems(corpus: Corpus, today: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const file = displayPath(path.join(corpus.contentDir, 'change-summaries.yaml'));
  for (const entry of corpus.changeSummaries) {
    const at = (p: { line: number; column: number }, message: string, fix: string) =>
      out.push({ file: entry.file, line: p.line, column: p.column, message, fix });
    const law = corpus.laws.find((l) => l.number === entry.law);
    const missing = [entry.from, entry.to].filter((e) => !law?.texts.some((t) => t.edition === e));
    if (!law || missing.length > 0) {
      at(
        entry.at.entry,
        `Law ${entry.law} has no text of ${missing.map((e) => `"${e}"`).join(' or ')} to compare`,
        `summarise a pair of texts that content/laws/${entry.law}/ has`,
      );
      continue;
    }
    const comparison = getComparison(law, entry.from, entry.to);
    const changed = comparison.clauses.filter((c) => c.status !== 'unchanged');
    const ids = comparison.clauses.map((c) => c.id);
    for (const s of entry.clauses) {
      const c = comparison.clauses.find((x) => x.id === s.clause);
      if (!c) {
        at(
          s.at.clause,
          `Law ${entry.law} has no clause ${s.clause} in the ${entry.from} or the ${entry.to} text`,
          `name a clause of the two texts${didYouMean(s.clause, ids)}`,
        );
      } else if (c.status === 'unchanged') {
        at(
          s.at.clause,
          `clause ${s.clause} has the same words in the ${entry.from} and ${entry.to} texts, so there is no change to summarise`,
          'remove this summary: only changed clauses are summarised',
        );
      } else if (c.status !== s.class) {
        at(
          s.at.class,
          `clause ${s.clause} is "${s.class}" here, but the comparison of the ${entry.from} and ${entry.to} texts classes it "${c.status}" (src/derive/compare/classify.ts)`,
          `write class: ${c.status}, and check that the summary says the same`,
        );
      }
    }
    for (const c of changed) {
      if (entry.clauses.some((s) => s.clause === c.id)) continue;
      at(
        entry.at.clauses,
        `clause ${c.id} changed from the ${entry.from} to the ${entry.to} text (${c.status}) but has no summary`,
        `add "- clause: ${c.id}" with "class: ${c.status}" and a one-sentence summary in our own words`,
      );
    }
  }
  for (const pair of pairsToSummarise(corpus, today)) {
    if (summariesOf(corpus, pair.law.number, pair.from, pair.to)) continue;
    if (getComparison(pair.law, pair.from, pair.to).clauses.every((c) => c.status === 'unchanged')) continue;
    out.push({
      file,
      line: 1,
      column: 1,
      message: `nothing says what changed in Law ${pair.law.number} from the ${pair.from} text to the ${pair.to} text, the text in force on ${today}`,
      fix: `add an entry with law: ${pair.law.number}, from: "${pair.from}", to: "${pair.to}" and a summary of each changed clause (see content/README.md, "What changed")`,
    });
  }
  return out;
}
