/**
 * What the guidance says about each clause, and where every law is
 * mentioned: computed from the corpus at build time.
 *
 * - annotations: a passage explains a clause when its `annotates` names the
 *   clause; it is shown on the clause's page together with passages about
 *   the clause's parent (broader) and its sub-clauses (narrower);
 * - staleness: a passage written for one text is flagged beside a later text
 *   in which the clause (or any of its sub-clauses) changed in substance or
 *   was removed; punctuation-only changes do not flag;
 * - mentions: every reference to a law in the law texts and the guidance,
 *   for the law index, the stub pages and the backlinks.
 */
import type { Corpus, Law } from '../model/corpus';
import { compareEditions } from '../model/editions';
import { parentId } from '../model/clause-id';
import type { GuidanceDocument, Passage } from '../model/guidance';
import { flatten } from '../model/law-text';
import { getComparison } from './law-comparisons';

export type Relation = 'direct' | 'broader' | 'narrower' | 'law';

export interface Annotation {
  document: GuidanceDocument;
  passage: Passage;
  /** The edition the document was written for. */
  edition: string;
  relation: Relation;
  /** The clause the passage names (for 'broader'/'narrower', not the page's clause). */
  names: string | null;
}

export interface StaleFlag {
  /** The later text in which the clause changed. */
  edition: string;
  status: 'substantive' | 'removed';
  /** Comparison to show: written-for edition ... later edition. */
  compare: { a: string; b: string };
}

function ancestors(id: string): string[] {
  const out: string[] = [];
  for (let p = parentId(id); p; p = parentId(p)) out.push(p);
  return out;
}

/** Every passage about a clause of a law, the direct ones first. */
export function annotationsOf(corpus: Corpus, law: number, clause: string): Annotation[] {
  const out: Annotation[] = [];
  const rank: Record<Relation, number> = { direct: 0, broader: 1, narrower: 2, law: 3 };
  for (const document of corpus.guidance) {
    for (const passage of document.passages) {
      let best: { relation: Relation; names: string | null } | undefined;
      for (const t of passage.annotates.filter((a) => a.law === law)) {
        const relation: Relation =
          t.clause === null ? 'law' : t.clause === clause ? 'direct' : ancestors(clause).includes(t.clause) ? 'broader' : ancestors(t.clause).includes(clause) ? 'narrower' : 'law';
        if (relation === 'law' && t.clause !== null) continue;
        if (!best || rank[relation] < rank[best.relation]) best = { relation, names: t.clause };
      }
      if (best && best.relation !== 'law') out.push({ document, passage, edition: document.meta.interprets, ...best });
    }
  }
  return out.sort((a, b) => rank[a.relation] - rank[b.relation]);
}

/** Passages that explain a law as a whole ("annotates=27"). */
export function lawAnnotations(corpus: Corpus, law: number): Annotation[] {
  return corpus.guidance.flatMap((document) =>
    document.passages
      .filter((p) => p.annotates.some((a) => a.law === law && a.clause === null))
      .map((passage) => ({ document, passage, edition: document.meta.interprets, relation: 'law' as const, names: null })),
  );
}

/** Later texts in which a clause (or a sub-clause) changed in substance since `edition`. */
export function staleness(law: Law, edition: string, clause: string): StaleFlag[] {
  const flags: StaleFlag[] = [];
  const base = law.texts.find((t) => t.edition === edition);
  if (!base) return flags;
  const subtree = flatten(base.clauses).filter((c) => c.id === clause || ancestors(c.id).includes(clause)).map((c) => c.id);
  for (const later of law.texts.filter((t) => compareEditions(t.edition, edition) > 0)) {
    const pair = getComparison(law, edition, later.edition);
    const statuses = pair.clauses.filter((c) => subtree.includes(c.id)).map((c) => c.status);
    const own = pair.clauses.find((c) => c.id === clause)?.status;
    if (own === 'removed') flags.push({ edition: later.edition, status: 'removed', compare: { a: edition, b: later.edition } });
    else if (statuses.includes('substantive') || statuses.includes('removed')) {
      flags.push({ edition: later.edition, status: 'substantive', compare: { a: edition, b: later.edition } });
    }
  }
  return flags;
}

export interface MentionSite {
  /** Where the mention is: a clause of a law text, or a guidance passage. */
  kind: 'law-text' | 'guidance';
  law: number;
  clause: string | null;
  text: string;
  /** For law texts: law, edition and clause of the citing text. */
  from?: { law: number; edition: string; clause: string; label: string };
  /** For guidance: the document and passage. */
  document?: GuidanceDocument;
  passage?: Passage;
}

/** Every mention of every law, in the law texts and the guidance. */
export function allMentions(corpus: Corpus): MentionSite[] {
  const out: MentionSite[] = [];
  for (const law of corpus.laws) {
    for (const text of law.texts) {
      for (const c of flatten(text.clauses)) {
        for (const r of c.references) {
          out.push({ kind: 'law-text', law: r.target.law, clause: r.target.clause, text: r.text, from: { law: law.number, edition: text.edition, clause: c.id, label: c.label } });
        }
      }
    }
  }
  for (const document of corpus.guidance) {
    for (const passage of document.passages) {
      for (const m of passage.mentions) out.push({ kind: 'guidance', law: m.law, clause: m.clause, text: m.text, document, passage });
    }
  }
  return out;
}

export interface LawIndexEntry {
  law: number;
  inCorpus: boolean;
  mentions: MentionSite[];
}

/** Every law the corpus has or mentions, in number order. */
export function lawIndex(corpus: Corpus): LawIndexEntry[] {
  const mentions = allMentions(corpus);
  const numbers = new Set([...corpus.laws.map((l) => l.number), ...mentions.map((m) => m.law)]);
  return [...numbers]
    .sort((a, b) => a - b)
    .map((law) => ({
      law,
      inCorpus: corpus.laws.some((l) => l.number === law),
      mentions: mentions.filter((m) => m.law === law && !(m.kind === 'law-text' && m.from?.law === law)),
    }));
}

/** Mentions of one law grouped by the clause they name (null: the law as a whole), in clause order. */
export function mentionsByClause(mentions: MentionSite[]): { clause: string | null; mentions: MentionSite[] }[] {
  const groups = new Map<string | null, MentionSite[]>();
  for (const m of mentions) groups.set(m.clause, [...(groups.get(m.clause) ?? []), m]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b, 'en', { numeric: true })))
    .map(([clause, list]) => ({ clause, mentions: list }));
}

/** What cites a clause: other clauses of the law's texts, and guidance that names it. */
export function citationsOf(corpus: Corpus, law: number, clause: string): MentionSite[] {
  return allMentions(corpus).filter((m) => m.law === law && m.clause === clause);
}
