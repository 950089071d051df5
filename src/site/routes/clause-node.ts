/**
 * A clause of a law text as the pages show it: rendered, with its marks on how it stands in the other texts.
 * Used by the edition pages (the whole text) and the clause pages (the clause quoted from each text).
 */
import { annotationsOf } from '../../derive/annotations';
import type { ClauseStatus } from '../../derive/compare';
import { clauseElsewhere, getComparison } from '../../derive/law-comparisons';
import type { Law } from '../../model/corpus';
import type { EditionId } from '../../model/edition-id';
import type { Clause, LawText } from '../../model/law-text';
import { renderInlines, renderParagraphs } from '../../render/inline';
import { renderingSource } from '../../render/render-failure';
import { addresses } from '../addresses';
import { clauseCitation } from '../clause-jump';
import { embedSnippet } from '../embed-snippet';
import { refinedOf } from '../clause-status';
import type { Site } from '../site';

/** How a clause of one text stands in another text, as a mark beside it. */
export interface ElsewhereMark {
  edition: EditionId;
  short: string;
  status: ClauseStatus;
  cls: 'same' | 'changed' | 'absent';
  words: string;
  /** The same clause in that text, when it has it. */
  href: string | null;
  compareHref: string;
  /** That text is later than this one. */
  later: boolean;
}

export interface ClauseNode {
  id: string;
  level: Clause['level'];
  label: string;
  marker: string;
  headingHtml: string | null;
  /** The clause's own paragraphs, as HTML; '' when it has none. */
  html: string;
  notes: { id: string; kind: string; text: string }[];
  citation: string;
  /**
   * Tools shown beside the clause on its text's page (absent where the clause is quoted). `guidance`: how many
   * passages its clause page shows (on it, on the clause it belongs to, on its sub-clauses), as that page counts them.
   */
  tools?: {
    clausePage: string;
    guidance: number;
    elsewhere: ElsewhereMark[];
    permalink: string;
    /** The clause's embed address and the <iframe> snippet to copy. */
    embed: { href: string; snippet: string };
  };
  children: ClauseNode[];
}

function elsewhereMarks(site: Site, law: Law, text: LawText, clause: Clause): ElsewhereMark[] {
  return clauseElsewhere(law, text.edition, clause.id).map((e) => {
    const short = site.edition(e.edition).short;
    const [a, b] = e.later ? [text.edition, e.edition] : [e.edition, text.edition];
    const mark: Pick<ElsewhereMark, 'cls' | 'words'> =
      e.status === 'unchanged' || e.status === 'typographic'
        ? { cls: 'same', words: `same words in ${short}` }
        : e.status === 'editorial'
          ? { cls: 'same', words: `same words in ${short}, by an editorial reading` }
          : e.status === 'renumbered'
            ? { cls: 'same', words: `same in ${short} but for renumbered references` }
            : e.status === 'reference'
              ? {
                  cls: 'same',
                  words: `same in ${short} but for a reference (${refinedOf(
                    getComparison(law, a, b).clauses.find((c) => c.id === clause.id)?.changes ?? [],
                  )
                    .map((r) => `${r.a} → ${r.b}`)
                    .join(', ')})`,
                }
              : e.status === 'substantive'
                ? { cls: 'changed', words: e.later ? `changed in ${short}` : `different in ${short}` }
                : { cls: 'absent', words: `not in ${short}` };
    return {
      edition: e.edition,
      short,
      status: e.status,
      ...mark,
      href: mark.cls === 'absent' ? null : addresses.clauseInEdition(law.number, e.edition, clause.id),
      compareHref: addresses.compare(law.number, a, b, clause.id),
      later: e.later,
    };
  });
}

/** A clause and its sub-clauses, rendered; `quoted`: for another page (no tools, in-page links made absolute). */
export function clauseNode(site: Site, law: Law, text: LawText, clause: Clause, quoted: boolean): ClauseNode {
  const linker = site.textLinker(law.number, text.edition, quoted);
  return {
    id: clause.id,
    level: clause.level,
    label: clause.label,
    marker: clause.marker,
    // A failure while rendering names the text's file at the clause (src/render/render-failure.ts).
    ...renderingSource(text.file, { line: clause.line, column: 1 }, () => ({
      headingHtml: clause.heading ? renderInlines(clause.heading, linker) : null,
      html: renderParagraphs(clause.paragraphs, linker),
    })),
    notes: text.editorialNotes
      .filter((n) => clause.notes.includes(n.id))
      .map((n) => ({ id: n.id, kind: n.kind, text: n.text })),
    citation: clauseCitation(clause.label, site.edition(text.edition)),
    ...(quoted
      ? {}
      : {
          tools: {
            clausePage: addresses.clause(law.number, clause.id),
            guidance: annotationsOf(site.corpus, law.number, clause.id).length,
            elsewhere: elsewhereMarks(site, law, text, clause),
            permalink: addresses.clauseInEdition(law.number, text.edition, clause.id),
            embed: {
              href: addresses.embed(law.number, text.edition, clause.id),
              snippet: embedSnippet(
                law.number,
                text.edition,
                clause.id,
                clauseCitation(clause.label, site.edition(text.edition)),
              ),
            },
          },
        }),
    children: clause.children.map((c) => clauseNode(site, law, text, c, quoted)),
  };
}
