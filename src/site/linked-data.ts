/**
 * schema.org `Legislation` as JSON-LD, for a law text's page and a clause's
 * page: the identifier (./identifiers.ts, the same as in /data/, the embeds
 * and beside citations), the name, the edition's date, whether it is in
 * force on the build date (`legislationLegalForce`), that this is an
 * unofficial copy (`legislationLegalValue`), what it is part of, its
 * permanent address, and the text it changes (`legislationChanges`: the
 * edition it supersedes, content/editions.yaml; for a clause, the same
 * clause there when the comparison finds it changed).
 *
 * Written into the page as `<script type="application/ld+json">`: data,
 * which the browser never runs, so the content security policy's script
 * rules do not apply to it; `<` is escaped so no source text can end it.
 */
import { getComparison } from '../derive/law-comparisons';
import { clauseLabel } from '../model/clause-id';
import type { Law } from '../model/corpus';
import type { EditionId } from '../model/edition-id';
import { findClause } from '../model/law-text';
import { editionStatus } from '../model/in-force';
import { addresses } from './addresses';
import { clauseCitation } from './clause-jump';
import { clauseIdentifier, textIdentifier } from './identifiers';
import { PAGE_LANGUAGE } from './language';
import type { Site } from './site';

type Json = Record<string, unknown>;

const FORCE = {
  current: 'https://schema.org/InForce',
  superseded: 'https://schema.org/NotInForce',
  upcoming: 'https://schema.org/NotInForce',
} as const;
const UNOFFICIAL = 'https://schema.org/UnofficialLegalValue';

function textRef(site: Site, law: Law, edition: EditionId): Json {
  const e = site.edition(edition);
  return {
    '@type': 'Legislation',
    identifier: textIdentifier(law.number, edition),
    name: `Law ${law.number} (${e.short}): ${law.title}`,
    url: addresses.edition(law.number, edition),
  };
}

/** A text's edition, whether it is in force on the build date, and the older text here that it changes, if any. */
function textFacts(site: Site, law: Law, edition: EditionId) {
  const e = site.edition(edition);
  const status = editionStatus(site.corpus.editions, edition, site.date);
  const olderText = e.supersedes ? law.texts.find((t) => t.edition === e.supersedes) : undefined;
  return { e, status, olderText };
}

/** The Legislation of a whole law text. */
export function textLegislation(site: Site, law: Law, edition: EditionId): Json {
  const { e, status, olderText } = textFacts(site, law, edition);
  return {
    '@context': 'https://schema.org',
    ...textRef(site, law, edition),
    legislationIdentifier: textIdentifier(law.number, edition),
    legislationDate: e.published,
    datePublished: e.published,
    legislationLegalForce: FORCE[status],
    legislationLegalValue: UNOFFICIAL,
    inLanguage: PAGE_LANGUAGE,
    isPartOf: { '@type': 'Legislation', name: e.name },
    ...(olderText ? { legislationChanges: textRef(site, law, olderText.edition) } : {}),
  };
}

/** The Legislation of one clause in one text. */
export function clauseLegislation(site: Site, law: Law, edition: EditionId, clause: string): Json {
  const { e, status, olderText } = textFacts(site, law, edition);
  const older = olderText && findClause(olderText, clause) ? olderText.edition : undefined;
  const changed = older ? getComparison(law, older, edition).clauses.find((c) => c.id === clause)?.status : undefined;
  const url = addresses.clauseInEdition(law.number, edition, clause);
  return {
    '@context': 'https://schema.org',
    '@type': 'Legislation',
    identifier: clauseIdentifier(law.number, edition, clause),
    legislationIdentifier: clauseIdentifier(law.number, edition, clause),
    name: clauseCitation(clauseLabel(law.number, clause), e),
    url,
    legislationDate: e.published,
    datePublished: e.published,
    legislationLegalForce: FORCE[status],
    legislationLegalValue: UNOFFICIAL,
    inLanguage: PAGE_LANGUAGE,
    isPartOf: textRef(site, law, edition),
    ...(older && changed && changed !== 'unchanged'
      ? {
          legislationChanges: {
            '@type': 'Legislation',
            identifier: clauseIdentifier(law.number, older, clause),
            url: addresses.clauseInEdition(law.number, older, clause),
          },
        }
      : {}),
  };
}

/** A clause's page (every text of it): one Legislation per text that has it. */
export function clausePageLegislation(site: Site, law: Law, clause: string): Json {
  return {
    '@context': 'https://schema.org',
    '@graph': law.texts
      .filter((t) => findClause(t, clause))
      .map((t) => {
        const { '@context': _, ...rest } = clauseLegislation(site, law, t.edition, clause);
        return rest;
      }),
  };
}

/** JSON-LD as the text of a <script type="application/ld+json">: no "<" that could end the element. */
export function jsonLdText(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
