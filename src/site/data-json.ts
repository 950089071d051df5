/**
 * The shapes of the files under /data/: data for other tools. Each file's
 * shape is a promise (fields are added, never renamed).
 */
import { lawIndex } from '../derive/annotations';
import type { PairComparison } from '../derive/compare';
import type { GuidanceDocument } from '../model/guidance';
import { editionsData, type EditionsData } from '../model/in-force';
import type { Clause, LawText, Reference } from '../model/law-text';
import { addresses } from './addresses';
import { assessmentJson, assessmentView } from './assessments';
import { clauseCitation } from './clause-jump';
import { clauseIdentifier } from './identifiers';
import type { Site } from './site';

export interface ClauseJson {
  id: string;
  label: string;
  level: Clause['level'];
  marker: string;
  heading: string | null;
  text: string;
  url: string;
  /** As readers cite it: "Law 27B1(b) (March 2008)" (see clauseCitation). */
  citation: string;
  /** The clause of this text, as every part of the site names it: "bridge-laws:27:2008-03:B1b" (identifiers.ts). */
  identifier: string;
  notes: string[];
  references: (Reference & { url: string | null })[];
  children: ClauseJson[];
}

function clauseJson(text: LawText, edition: { short: string }, c: Clause): ClauseJson {
  return {
    id: c.id,
    label: c.label,
    level: c.level,
    marker: c.marker,
    heading: c.headingText,
    text: c.text,
    url: addresses.clauseInEdition(text.law, text.edition, c.id),
    citation: clauseCitation(c.label, edition),
    identifier: clauseIdentifier(text.law, text.edition, c.id),
    notes: c.notes,
    references: c.references.map((r) => ({
      ...r,
      url:
        r.target.kind === 'clause' ? addresses.clauseInEdition(r.target.law, r.target.edition, r.target.clause) : null,
    })),
    children: c.children.map((child) => clauseJson(text, edition, child)),
  };
}

/** /data/laws/<law>/<edition>.json; `edition`: the text's edition, for its clauses' citations. */
export function lawTextJson(text: LawText, edition: { short: string }) {
  const { meta } = text;
  return {
    law: text.law,
    edition: text.edition,
    title: meta.title,
    sourceTitle: meta.sourceTitle,
    promulgatedBy: meta.promulgatedBy,
    date: meta.date,
    dateNote: meta.dateNote,
    base: meta.base,
    witnesses: meta.witnesses,
    editorialNotes: meta.editorialNotes,
    url: addresses.edition(text.law, text.edition),
    clauses: text.clauses.map((c) => clauseJson(text, edition, c)),
  };
}

/** /data/laws/<law>/compare/<a>...<b>.json: the comparison as the diff engine made it. */
export function comparisonJson(pair: PairComparison): PairComparison {
  return pair;
}

/**
 * /data/guidance/<doc>.json; `assessment` on each passage (added with the
 * assessments): the knowledge base's note on whether it still holds under
 * the text in force, or null.
 */
export function guidanceJson(site: Site, doc: GuidanceDocument) {
  return {
    ...doc.meta,
    url: addresses.guidance(doc.id),
    passages: doc.passages.map((p) => ({
      id: p.id,
      position: p.index,
      line: p.line,
      title: p.title,
      url: addresses.passage(doc.id, p.id),
      annotates: p.annotates,
      mentions: p.mentions,
      examples: p.examples,
      text: p.text,
      assessment: assessmentJson(assessmentView(site, doc.id, p.id)),
    })),
  };
}

/** /data/annotations.json: which passage explains which clause (with the knowledge base's `assessment` of the passage, or null), and every mention of every law. */
export function annotationsJson(site: Site) {
  const { corpus } = site;
  const annotations = corpus.guidance.flatMap((doc) =>
    doc.passages.flatMap((p) =>
      p.annotates.map((a) => ({
        law: a.law,
        clause: a.clause,
        clauseUrl: a.clause ? addresses.clause(a.law, a.clause) : addresses.law(a.law),
        document: doc.id,
        edition: doc.meta.interprets,
        passage: p.id,
        position: p.index,
        line: p.line,
        passageUrl: addresses.passage(doc.id, p.id),
        assessment: assessmentJson(assessmentView(site, doc.id, p.id)),
      })),
    ),
  );
  const laws = lawIndex(corpus).map((e) => ({
    law: e.law,
    inCorpus: e.inCorpus,
    url: addresses.law(e.law),
    mentions: e.mentions.map((m) => ({
      clause: m.clause,
      text: m.text,
      in:
        m.kind === 'guidance'
          ? { document: m.document?.id, passage: m.passage?.id }
          : { law: m.from?.law, edition: m.from?.edition, clause: m.from?.clause },
    })),
  }));
  return { annotations, laws };
}

/**
 * /data/editions.json: `{ current, editions, bodies }`, the registry as data.
 * `current` is the newest edition in force for some body on the build date.
 * The text in force for body B on date D is the edition whose `inForce`
 * entry for B has the latest `from` on or before D; none if there is no such
 * entry (an earlier code, not in this knowledge base).
 */
export function editionsJson(site: Site): EditionsData {
  return editionsData(site.corpus.editions, site.corpus.bodies, site.date);
}

/** The response of a JSON endpoint: pretty JSON, as every /data/ file is written; `compact` for the files the pages' scripts fetch (the search box's, practice's). */
export function jsonResponse(data: unknown, { compact = false }: { compact?: boolean } = {}): Response {
  return new Response(compact ? JSON.stringify(data) : `${JSON.stringify(data, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
