/**
 * Route data of the embeds, /embed/laws/<law>/<edition>/<clause>/: one
 * small page per clause of each text, for other sites to frame. It carries
 * the clause's words (and its sub-clauses'), its citation and identifier,
 * the text's standing on the build date (current, superseded by what and
 * from when, or not yet in force; a newer text published but not in force
 * is named too) and the permanent address.
 */
import type { Law } from '../../model/corpus';
import type { EditionId } from '../../model/edition-id';
import { clauseLabel } from '../../model/clause-id';
import { findClause, flatten } from '../../model/law-text';
import { currentEdition, editionStatus, type EditionStatus } from '../../model/in-force';
import { addresses } from '../addresses';
import { clauseCitation } from '../clause-jump';
import { clauseIdentifier } from '../identifiers';
import { formatDate } from '../in-force-rule';
import { clauseNode, type ClauseNode, type PagePath } from '../routes';
import type { Site } from '../site';
import { STATUS_WORDS } from '../edition-status';
import { clauseStatusLine } from './clause-status-line';

export interface EmbedRoute {
  law: number;
  edition: { id: EditionId; short: string; name: string };
  clause: string;
  label: string;
  node: ClauseNode;
  citation: string;
  identifier: string;
  status: EditionStatus;
  /** One line: "In force: the text in force today." / "Superseded by the 2017 text, in force from 1 August 2017." */
  statusLine: string;
  /** Not current: the same clause in the text in force (null when it lacks it). */
  inForce: { label: string; href: string } | null;
  /** The permanent address of the clause in this text. */
  permanent: string;
  stylesheet: string;
  /** The build date, in words. */
  built: string;
}

export function embedRoute(site: Site, law: Law, edition: EditionId, clause: string): EmbedRoute {
  const text = law.texts.find((t) => t.edition === edition);
  const c = text && findClause(text, clause);
  if (!text || !c) throw new Error(`Law ${law.number} (${edition}) has no clause ${clause}`);
  const e = site.edition(edition);
  const line = clauseStatusLine(site, law, edition, clause);
  const status = editionStatus(site.corpus.editions, edition, site.date);
  const current = currentEdition(site.corpus.editions, site.date);
  const rank = (id: string) => site.editions.findIndex((x) => x.id === id);
  const newer = site.editions.filter(
    (x) => rank(x.id) > rank(edition) && editionStatus(site.corpus.editions, x.id, site.date) === 'upcoming',
  );
  const upcomingWords =
    newer.length > 0
      ? ` A newer text, ${newer.map((x) => x.short).join(', ')}, is published but not yet in force.`
      : '';
  const statusLine =
    status === 'current'
      ? `${STATUS_WORDS.current}: the text in force today.${upcomingWords}`
      : status === 'superseded'
        ? `${STATUS_WORDS.superseded} ${line.words}${current ? `; ${current.short} is the text in force today` : ''}.`
        : `${STATUS_WORDS.upcoming}: ${line.words}.`;
  return {
    law: law.number,
    edition: { id: e.id, short: e.short, name: e.name },
    clause,
    label: clauseLabel(law.number, clause),
    node: clauseNode(site, law, text, c, true),
    citation: clauseCitation(c.label, e),
    identifier: clauseIdentifier(law.number, edition, clause),
    status,
    statusLine,
    inForce: line.inCurrent && 'href' in line.inCurrent ? line.inCurrent : null,
    permanent: addresses.clauseInEdition(law.number, edition, clause),
    stylesheet: addresses.embedStyle(),
    built: formatDate(site.date),
  };
}

/** Every embed: each clause of each text of each law; its route data is computed when its page renders (see routes.ts). */
export function embedPaths(site: Site): PagePath<{ law: string; edition: string; clause: string }, EmbedRoute>[] {
  return site.corpus.laws.flatMap((law) =>
    law.texts.flatMap((t) =>
      flatten(t.clauses).map((c) => ({
        params: { law: String(law.number), edition: t.edition, clause: c.id },
        props: { route: () => embedRoute(site, law, t.edition, c.id) },
      })),
    ),
  );
}
