/**
 * Route data of an edition page (/laws/<law>/<edition>/): one text of a law, whole, and where it comes from.
 */
import { citeSource, sourceById } from '../sources';
import type { Law } from '../../model/corpus';
import type { Edition } from '../../model/editions';
import type { LawText } from '../../model/law-text';
import { jsonLdText, textLegislation } from '../linked-data';
import { clauseNode, type ClauseNode } from './clause-node';
import { editionNames, type EditionNames } from './edition-names';
import type { Site } from '../site';
import { statusNote, type StatusNote } from '../edition-status';
import { officialText, type OfficialText } from '../official-text';

export interface EditionRoute {
  law: { number: number; title: string };
  text: LawText;
  edition: Edition;
  others: Edition[];
  clauses: ClauseNode[];
  editions: EditionNames;
  /** Current, superseded (by what, from when) or not yet in force, on the build date. */
  status: StatusNote;
  /** Where the text comes from, as publications. */
  provenance: Provenance;
  /** Where the promulgator published the edition (content/editions.yaml `officialText`), if the registry says. */
  official: OfficialText | null;
  /** schema.org JSON-LD of the page (../linked-data.ts). */
  linkedData: string;
}

/** Where a law text comes from: its base text and every witness, cited as publications. */
export interface Provenance {
  promulgatedBy: string;
  date: string;
  dateNote: string;
  /** `witness`: its number in `witnesses` (from 1); `short`: a few words naming it. */
  base: { witness: number; short: string; why: string };
  witnesses: {
    citation: string;
    copy: string;
    kind: string;
    notes: string;
    variants: LawText['witnesses'][number]['variants'];
  }[];
}

const WITNESS_KINDS: Record<string, string> = {
  'clean-copy': 'clean copy',
  'mailing-list-post': 'mailing-list post',
  'pdf-conversion': 'conversion from PDF',
  'printed-book': 'printed book',
};

function provenance(site: Site, text: LawText): Provenance {
  const cite = (id: string, part?: string) => citeSource(sourceById(site.corpus.sources, id), part);
  const baseIndex = text.witnesses.findIndex((w) => w.seed === text.meta.base.witness);
  return {
    promulgatedBy: text.meta.promulgatedBy,
    date: text.meta.date,
    dateNote: text.meta.dateNote,
    base: { witness: baseIndex + 1, short: cite(text.meta.base.witness).short, why: text.meta.base.why },
    witnesses: text.witnesses.map((w) => {
      const c = cite(w.seed, w.part);
      return {
        citation: c.citation,
        copy: c.copy,
        kind: WITNESS_KINDS[w.kind] ?? w.kind,
        notes: w.notes,
        variants: w.variants,
      };
    }),
  };
}

export function editionRoute(site: Site, law: Law, text: LawText): EditionRoute {
  return {
    provenance: provenance(site, text),
    official: officialText(site.edition(text.edition)),
    law: { number: law.number, title: law.title },
    text,
    edition: site.edition(text.edition),
    others: law.texts.filter((t) => t !== text).map((t) => site.edition(t.edition)),
    clauses: text.clauses.map((c) => clauseNode(site, law, text, c, false)),
    editions: editionNames(site),
    status: statusNote(site, law, text.edition),
    linkedData: jsonLdText(textLegislation(site, law, text.edition)),
  };
}
