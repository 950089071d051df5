/**
 * The knowledge base's assessments of guidance (content/assessments/), as
 * the pages and /data/ show them: the verdict in words, the sentence why,
 * and the clauses of the text in force it now turns on, each a link.
 */
import { assessmentOf } from '../derive/assessments';
import type { Verdict } from '../model/assessments';
import { clauseLabel } from '../model/clause-id';
import { addresses } from './addresses';
import type { Site } from './site';

/** The verdicts as a reader reads them. */
export const VERDICT_LABEL: Readonly<Record<Verdict, string>> = {
  holds: 'Still holds',
  'holds-in-part': 'Holds in part',
  'no-longer-holds': 'No longer holds',
};

export interface AssessmentView {
  verdict: Verdict;
  /** "Holds in part". */
  label: string;
  why: string;
  /** The text it is assessed against (the text in force). */
  against: { id: string; short: string };
  /** The clauses of that text it now turns on, as links: "27B1(a)" → /laws/27/2017/#B1a. */
  now: { law: number; clause: string | null; label: string; href: string }[];
  /** The note on the guidance page (the passage's anchor). */
  href: string;
}

/** The assessment of a passage as pages show it, or null when the knowledge base has none. */
export function assessmentView(site: Site, document: string, passage: string): AssessmentView | null {
  const a = assessmentOf(site.corpus, document, passage);
  if (!a) return null;
  return {
    verdict: a.verdict,
    label: VERDICT_LABEL[a.verdict],
    why: a.why,
    against: { id: a.against, short: site.edition(a.against).short },
    now: a.now.map((n) => ({
      law: n.law,
      clause: n.clause,
      label: n.clause ? clauseLabel(n.law, n.clause) : String(n.law),
      href: n.clause ? addresses.clauseInEdition(n.law, a.against, n.clause) : addresses.edition(n.law, a.against),
    })),
    href: addresses.passage(document, passage),
  };
}

/** The assessment as /data/ gives it (a field added to the guidance and annotations files; null when there is none). */
export function assessmentJson(view: AssessmentView | null) {
  if (!view) return null;
  return {
    by: 'knowledge base' as const,
    verdict: view.verdict,
    why: view.why,
    against: view.against.id,
    now: view.now.map((n) => ({ law: n.law, clause: n.clause, url: n.href })),
  };
}
