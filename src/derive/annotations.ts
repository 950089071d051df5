/**
 * What the guidance says about each clause, and where every law is
 * mentioned: computed from the corpus at build time.
 *
 * - annotations: a passage explains a clause when its `annotates` names the
 *   clause; it is shown on the clause's page together with passages about
 *   the clause's parent (broader) and its sub-clauses (narrower);
 * - staleness: a passage written for one text is flagged beside a later text
 *   in which the clause (or any of its sub-clauses) changed in substance or
 *   was removed; punctuation-only changes, editorial readings, renumbered
 *   references (a passage citing "Law 23" still holds when the text now
 *   cites it as "Law 72C") and references made precise ("as A allows" →
 *   "as A1 allows") do not flag;
 * - mentions: every reference to a law in the law texts and the guidance,
 *   for the law index, the stub pages and the backlinks.
 */
import type { Corpus, Law } from '../model/corpus';
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

interface Target {
  document: GuidanceDocument;
  passage: Passage;
  clause: string | null;
}

const targetsCache = new WeakMap<Corpus, Map<number, Target[]>>();

/** Every annotation, grouped by law, computed once per corpus. */
function targetsByLaw(corpus: Corpus): Map<number, Target[]> {
  let map = targetsCache.get(corpus);
  if (!map) {
    map = new Map();
    for (const document of corpus.guidance) {
      for (const passage of document.passages) {
        for (const t of passage.annotates) {
          const list = map.get(t.law) ?? [];
          list.push({ document, passage, clause: t.clause });
          map.set(t.law, list);
        }
      }
    }
    targetsCache.set(corpus, map);
  }
  return map;
}

/** Every passage about a clause of a law, the direct ones first. */
export function annotationsOf(corpus: Corpus, law: number, clause: string): Annotation[] {
  const rank: Record<Relation, number> = { direct: 0, broader: 1, narrower: 2, law: 3 };
  const best = new Map<Passage, Annotation>();
  for (const t of targetsByLaw(corpus).get(law) ?? []) {
    if (t.clause === null) continue;
    const relation: Relation | null =
      t.clause === clause
        ? 'direct'
        : ancestors(clause).includes(t.clause)
          ? 'broader'
          : ancestors(t.clause).includes(clause)
            ? 'narrower'
            : null;
    if (!relation) continue;
    const seen = best.get(t.passage);
    if (!seen || rank[relation] < rank[seen.relation]) {
      best.set(t.passage, {
        document: t.document,
        passage: t.passage,
        edition: t.document.meta.interprets,
        relation,
        names: t.clause,
      });
    }
  }
  // Document order within each relation.
  const order = (a: Annotation) => corpus.guidance.indexOf(a.document) * 1e6 + a.passage.index;
  return [...best.values()].sort((a, b) => rank[a.relation] - rank[b.relation] || order(a) - order(b));
}

/** Passages that explain a law as a whole ("annotates=27"). */
export function lawAnnotations(corpus: Corpus, law: number): Annotation[] {
  return corpus.guidance.flatMap((document) =>
    document.passages
      .filter((p) => p.annotates.some((a) => a.law === law && a.clause === null))
      .map((passage) => ({
        document,
        passage,
        edition: document.meta.interprets,
        relation: 'law' as const,
        names: null,
      })),
  );
}

/** Later texts in which a clause (or a sub-clause) changed in substance since `edition`. */
export function staleness(law: Law, edition: string, clause: string): StaleFlag[] {
  const flags: StaleFlag[] = [];
  const base = law.texts.find((t) => t.edition === edition);
  if (!base) return flags;
  const subtree = flatten(base.clauses)
    .filter((c) => c.id === clause || ancestors(c.id).includes(clause))
    .map((c) => c.id);
  // A law's texts are in edition order, oldest first.
  for (const later of law.texts.slice(law.texts.indexOf(base) + 1)) {
    const pair = getComparison(law, edition, later.edition);
    const statuses = pair.clauses.filter((c) => subtree.includes(c.id)).map((c) => c.status);
    const own = pair.clauses.find((c) => c.id === clause)?.status;
    if (own === 'removed')
      flags.push({ edition: later.edition, status: 'removed', compare: { a: edition, b: later.edition } });
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

const mentionsCache = new WeakMap<Corpus, MentionSite[]>();

/** Every mention of every law, in the law texts and the guidance (computed once per corpus). */
export function allMentions(corpus: Corpus): MentionSite[] {
  const cached = mentionsCache.get(corpus);
  if (cached) return cached;
  const out: MentionSite[] = [];
  for (const law of corpus.laws) {
    for (const text of law.texts) {
      for (const c of flatten(text.clauses)) {
        for (const r of c.references) {
          out.push({
            kind: 'law-text',
            law: r.target.law,
            clause: r.target.clause,
            text: r.text,
            from: { law: law.number, edition: text.edition, clause: c.id, label: c.label },
          });
        }
      }
    }
  }
  for (const document of corpus.guidance) {
    for (const passage of document.passages) {
      for (const m of passage.mentions)
        out.push({ kind: 'guidance', law: m.law, clause: m.clause, text: m.text, document, passage });
    }
  }
  mentionsCache.set(corpus, out);
  return out;
}

export interface LawIndexEntry {
  law: number;
  inCorpus: boolean;
  mentions: MentionSite[];
}

const indexCache = new WeakMap<Corpus, LawIndexEntry[]>();

/** Every law the corpus has or mentions, in number order (computed once per corpus). */
export function lawIndex(corpus: Corpus): LawIndexEntry[] {
  const cached = indexCache.get(corpus);
  if (cached) return cached;
  const byLaw = mentionsByLaw(corpus);
  const numbers = new Set([...corpus.laws.map((l) => l.number), ...byLaw.keys()]);
  const entries = [...numbers]
    .sort((a, b) => a - b)
    .map((law) => ({
      law,
      inCorpus: corpus.laws.some((l) => l.number === law),
      mentions: (byLaw.get(law) ?? []).filter((m) => !(m.kind === 'law-text' && m.from?.law === law)),
    }));
  indexCache.set(corpus, entries);
  return entries;
}

/** Mentions of one law grouped by the clause they name (null: the law as a whole), in clause order. */
export function mentionsByClause(mentions: MentionSite[]): { clause: string | null; mentions: MentionSite[] }[] {
  const groups = new Map<string | null, MentionSite[]>();
  for (const m of mentions) groups.set(m.clause, [...(groups.get(m.clause) ?? []), m]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b, 'en', { numeric: true })))
    .map(([clause, list]) => ({ clause, mentions: list }));
}

const byLawCache = new WeakMap<Corpus, Map<number, MentionSite[]>>();

/** Every mention, grouped by the law it names (computed once per corpus). */
function mentionsByLaw(corpus: Corpus): Map<number, MentionSite[]> {
  let map = byLawCache.get(corpus);
  if (!map) {
    map = new Map();
    for (const m of allMentions(corpus)) {
      const list = map.get(m.law) ?? [];
      list.push(m);
      map.set(m.law, list);
    }
    byLawCache.set(corpus, map);
  }
  return map;
}

/** What cites a clause: other clauses of the law's texts, and guidance that names it. */
export function citationsOf(corpus: Corpus, law: number, clause: string): MentionSite[] {
  return (mentionsByLaw(corpus).get(law) ?? []).filter((m) => m.clause === clause);
}
