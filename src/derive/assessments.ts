/**
 * Assessments of guidance, against the comparisons: which passages of a
 * guidance document written for an older text need the knowledge base's
 * note (each passage whose `annotates` names a clause, a group of clauses or
 * the whole law that changed between the text it was written for and the
 * text in force), and the checks the model cannot make alone, because they
 * need the build's date and the comparisons:
 *
 * - an assessment's `against` is the text in force on the build date;
 * - every passage that needs an assessment has one; a missing one is
 *   reported at the passage's own `::passage` line in the guidance file.
 *
 * A clause changed when the comparison classes it a change of substance, a
 * reference renumbered or made precise (27B4's "as A allows" → "as A1
 * allows" is assessed: the reader wants to know the advice still holds), or
 * added or removed; punctuation and a slip read as its reading are not
 * changes.
 */
import { parentId } from '../model/clause-id';
import type { Corpus, Law } from '../model/corpus';
import { stageFailure, type Diagnostic } from '../model/diagnostic';
import type { GuidanceAssessment, PassageAssessment } from '../model/assessments';
import type { GuidanceDocument, Passage } from '../model/guidance';
import { currentEdition } from '../model/in-force';
import { ASSESSMENTS_DIR, displayPath } from '../model/source-files';
import path from 'node:path';
import type { ClauseStatus } from './compare';
import { getComparison } from './law-comparisons';

/** The statuses that make a clause "changed" for guidance written before the change. */
export const CHANGED: ReadonlySet<ClauseStatus> = new Set<ClauseStatus>([
  'substantive',
  'reference',
  'renumbered',
  'added',
  'removed',
]);

function within(id: string, group: string): boolean {
  for (let p: string | null = id; p; p = parentId(p)) if (p === group) return true;
  return false;
}

/** The clauses of a law (ids) that changed from text `from` to text `to`; undefined when the law lacks either text. */
export function changedClauses(law: Law, from: string, to: string): string[] | undefined {
  if (from === to) return [];
  if (!law.texts.some((t) => t.edition === from) || !law.texts.some((t) => t.edition === to)) return undefined;
  return getComparison(law, from, to)
    .clauses.filter((c) => CHANGED.has(c.status))
    .map((c) => c.id);
}

/** What a passage annotates that changed from the text its document was written for to `current`: "27B1b", "27B1" (a sub-clause changed), "27" (the law). */
export function changedTargets(corpus: Corpus, doc: GuidanceDocument, passage: Passage, current: string): string[] {
  const out: string[] = [];
  for (const t of passage.annotates) {
    const law = corpus.laws.find((l) => l.number === t.law);
    const changed = law && changedClauses(law, doc.meta.interprets, current);
    if (!changed || changed.length === 0) continue;
    if (t.clause === null || changed.some((id) => within(id, t.clause ?? ''))) out.push(`${t.law}${t.clause ?? ''}`);
  }
  return out;
}

/** The assessment of a passage, if the knowledge base has one. */
export function assessmentOf(
  corpus: Pick<Corpus, 'assessments'>,
  document: string,
  passage: string,
): (PassageAssessment & { against: string }) | undefined {
  const a = corpus.assessments.find((x) => x.guidance === document);
  const found = a?.passages.find((p) => p.passage === passage);
  return found && a ? { ...found, against: a.against } : undefined;
}

/** The problems of the assessments that need the build's date (`today`, YYYY-MM-DD) and the comparisons. */
export function assessmentProblems(corpus: Corpus, today: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const current = currentEdition(corpus.editions, today)?.id;
  if (current === undefined) return out;
  const currentName = corpus.editions.find((e) => e.id === current)?.short ?? current;
  for (const a of corpus.assessments) {
    if (a.against === current) continue;
    out.push({
      file: a.file,
      ...a.againstAt,
      message: `against: "${a.against}" is not the text in force today (on ${today} the text in force is "${current}")`,
      fix: `write against: "${current}" and check each verdict, why and now against the ${currentName} text`,
    });
  }
  const short = (id: string) => corpus.editions.find((e) => e.id === id)?.short ?? id;
  const rank = (id: string) => corpus.editions.findIndex((e) => e.id === id);
  for (const doc of corpus.guidance) {
    // Only guidance written for an older text: a guide written for a text not yet in force is not assessed against an older one.
    if (rank(doc.meta.interprets) >= rank(current)) continue;
    const assessment: GuidanceAssessment | undefined = corpus.assessments.find((a) => a.guidance === doc.id);
    const file = displayPath(path.join(corpus.contentDir, ASSESSMENTS_DIR, `${doc.id}.yaml`));
    for (const p of doc.passages) {
      const targets = changedTargets(corpus, doc, p, current);
      if (targets.length === 0 || assessment?.passages.some((x) => x.passage === p.id)) continue;
      out.push({
        file: doc.file,
        line: p.line,
        column: 1,
        message: `passage "${p.id}" was written for the ${short(doc.meta.interprets)} text and annotates ${targets.join(', ')}, which changed by the ${currentName} text, but has no assessment saying whether it still holds`,
        fix: `add it to ${file}${assessment ? '' : ` (a new file: guidance: ${doc.id}, against: "${current}", passages:)`}, under passages: "${p.id}: { verdict: holds | holds-in-part | no-longer-holds, why: one sentence, now: [the ${current} clauses it turns on] }" (see content/README.md, Assessments of guidance)`,
      });
    }
  }
  return out;
}

/** `assessmentProblems`, guarded: an unexpected failure is a diagnostic naming the assessments, not a stack trace. */
export function checkedAssessmentProblems(corpus: Corpus, today: string): Diagnostic[] {
  try {
    return assessmentProblems(corpus, today);
  } catch (error) {
    const file = corpus.assessments[0]?.file ?? displayPath(path.join(corpus.contentDir, ASSESSMENTS_DIR));
    return [stageFailure(file, 'checking', error, undefined, 'the assessments of guidance against the comparisons')];
  }
}
