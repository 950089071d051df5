/**
 * The clause tree as data for other tools (`/data/laws/<law>/<edition>.json`).
 */
import { addresses } from './addresses';
import type { Clause, LawText, Reference } from './law-text';

export interface ClauseJson {
  id: string;
  label: string;
  level: Clause['level'];
  marker: string;
  heading: string | null;
  text: string;
  url: string;
  notes: string[];
  references: (Reference & { url: string | null })[];
  children: ClauseJson[];
}

function clauseJson(text: LawText, c: Clause): ClauseJson {
  return {
    id: c.id,
    label: c.label,
    level: c.level,
    marker: c.marker,
    heading: c.headingText,
    text: c.text,
    url: addresses.clauseInEdition(text.law, text.edition, c.id),
    notes: c.notes,
    references: c.references.map((r) => ({
      ...r,
      url: r.target.kind === 'clause' ? addresses.clauseInEdition(r.target.law, r.target.edition, r.target.clause) : null,
    })),
    children: c.children.map((child) => clauseJson(text, child)),
  };
}

export function lawTextJson(text: LawText) {
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
    clauses: text.clauses.map((c) => clauseJson(text, c)),
  };
}
