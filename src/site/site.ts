/**
 * The site, computed once per build from the corpus: which edition is in
 * force, where every reference links, what every page shows. Pages get
 * their part from `getStaticPaths` (see routes.ts); the corpus is never
 * read twice and no component reads it.
 */
import { flatten } from '../model/law-text';
import type { Corpus, Law } from '../model/corpus';
import type { Edition } from '../model/editions';
import { currentEdition, editionStatus, type EditionStatus } from '../model/in-force';
import type { EditionId } from '../model/edition-id';
import type { InlineLinker } from '../render/inline';
import type { LawLinker } from '../render/passages';
import { addresses } from './addresses';
import { PAGE_LANGUAGE } from './language';
import type { ClauseIndex } from './clause-jump';

export interface Site {
  corpus: Corpus;
  /** The build date, YYYY-MM-DD: "today" for which text is in force. */
  date: string;
  /** Every edition, oldest first, and by id. */
  editions: readonly Edition[];
  edition(id: EditionId): Edition;
  /** The one name of a publication of content/publications.yaml, by its id (a precedent's source.publication). */
  publicationName(id: string): string;
  /**
   * The language of a publication's words quoted on a page (its `language`), or null when it is the pages' own,
   * English: a quotation in another language is marked with it (WCAG 3.1.2).
   */
  quotedLanguage(id: string): string | null;
  /** The edition in force: the newest in force for some body on the build date (content/editions.yaml). */
  current: EditionId | null;
  /** Each edition's status on the build date: current, superseded or upcoming (published, not yet in force). */
  status(id: EditionId): EditionStatus;
  /** Where a reference to a law (or a clause of it) links: its clause page, its overview, or its mentions page. */
  linkLaw: LawLinker;
  /** The links of one law text as printed on its own page (`quoted`: elsewhere, in-page anchors become full addresses). */
  textLinker(law: number, edition: EditionId, quoted?: boolean): InlineLinker;
  /** What every page's header needs: the clause index for "Go to a clause" and the search box. */
  clauseIndex: ClauseIndex;
}

export function buildSite(corpus: Corpus, date: string): Site {
  const byId = new Map(corpus.editions.map((e) => [e.id, e]));
  const edition = (id: EditionId): Edition => {
    const found = byId.get(id);
    if (!found) throw new Error(`edition "${id}" is not in the registry`);
    return found;
  };
  const publications = new Map(corpus.publications.map((p) => [p.id, p]));
  const publication = (id: string) => {
    const found = publications.get(id);
    if (found === undefined) throw new Error(`publication "${id}" is not in the registry`);
    return found;
  };
  const publicationName = (id: string): string => publication(id).name;
  const quotedLanguage = (id: string): string | null => {
    const language = publication(id).language;
    return language === PAGE_LANGUAGE || language.startsWith(`${PAGE_LANGUAGE}-`) ? null : language;
  };
  const withTexts = corpus.editions.filter((e) => corpus.laws.some((l) => l.texts.some((t) => t.edition === e.id)));
  const current = currentEdition(corpus.editions, date)?.id ?? null;
  const clauses = new Map(
    corpus.laws.map((l) => [l.number, new Set(l.texts.flatMap((t) => flatten(t.clauses).map((c) => c.id)))]),
  );
  const linkLaw: LawLinker = (law, clause) => {
    const ids = clauses.get(law);
    if (!ids) return addresses.lawMention(law, clause);
    return clause && ids.has(clause) ? addresses.clause(law, clause) : addresses.law(law);
  };
  const textLinker = (law: number, ed: EditionId, quoted = false): InlineLinker => ({
    clause: (t) => addresses.clauseInEdition(t.law, t.edition, t.clause),
    law: linkLaw,
    anchor: (id) => (quoted ? `${addresses.edition(law, ed)}#${id}` : `#${id}`),
  });
  return {
    corpus,
    date,
    editions: corpus.editions,
    edition,
    publicationName,
    quotedLanguage,
    current,
    status: (id) => editionStatus(corpus.editions, id, date),
    linkLaw,
    textLinker,
    clauseIndex: clauseIndexOf(corpus.laws, withTexts, current),
  };
}

function clauseIndexOf(laws: readonly Law[], editions: readonly Edition[], current: EditionId | null): ClauseIndex {
  return {
    editions: editions.map((e) => ({ id: e.id, short: e.short })),
    current,
    laws: Object.fromEntries(
      laws.map((law) => [
        law.number,
        Object.fromEntries(law.texts.map((t) => [t.edition, flatten(t.clauses).map((c) => c.id)])),
      ]),
    ),
  };
}
