/**
 * The status line of one text on a clause page (and in the clause's embed):
 * how the text stands on the build date, and the same clause in the text in
 * force.
 */
import type { Law } from '../../model/corpus';
import type { EditionId } from '../../model/edition-id';
import { clauseLabel } from '../../model/clause-id';
import { currentEdition, editionStatus, supersededBy, type EditionStatus } from '../../model/in-force';
import { findClause } from '../../model/law-text';
import { addresses } from '../addresses';
import { STATUS_WORDS } from '../edition-status';
import { formatDate } from '../in-force-rule';
import type { Site } from '../site';

/** What a clause page says beside one text's words. */
export interface ClauseStatusLine {
  status: EditionStatus;
  word: string;
  /** One short line: "in force today", "by the 2017 text, in force from 1 August 2017", "published, not in force anywhere yet". */
  words: string;
  /** Not current: the same clause in the text in force today, or why there is none. */
  inCurrent: { label: string; href: string } | { missing: string } | null;
}

export function clauseStatusLine(site: Site, law: Law, id: EditionId, clause: string): ClauseStatusLine {
  const { editions } = site.corpus;
  const status = editionStatus(editions, id, site.date);
  const current = currentEdition(editions, site.date);
  let words = 'the text in force today';
  if (status === 'superseded') {
    const next = supersededBy(editions, id);
    words = next
      ? `by the ${next.edition.short} text${next.from ? `, in force from ${formatDate(next.from)}` : ''}`
      : 'by a newer text';
  } else if (status === 'upcoming') {
    words = 'not in force for any body listed here yet';
  }
  let inCurrent: ClauseStatusLine['inCurrent'] = null;
  if (current && status !== 'current') {
    const text = law.texts.find((t) => t.edition === current.id);
    inCurrent =
      text && findClause(text, clause)
        ? {
            label: `Law ${clauseLabel(law.number, clause)} (${current.short})`,
            href: addresses.clauseInEdition(law.number, current.id, clause),
          }
        : { missing: `Not in the text in force today (${current.short}).` };
  }
  return { status, word: STATUS_WORDS[status], words, inCurrent };
}
