/**
 * The status every text shows on the build date (current, superseded by
 * what and from when, or published and not yet in force), in words: on a
 * text's page, in its embed, in the feed and on the editions page.
 *
 * Everything follows the registry's one rule (src/model/in-force.ts): the
 * text in force for body B on date D is the edition whose in-force entry for
 * B has the latest `from` on or before D; "today" is the build date.
 */
import type { Law } from '../model/corpus';
import type { EditionId } from '../model/edition-id';
import { currentEdition, editionStatus, supersededBy, textInForce, type EditionStatus } from '../model/in-force';
import type { Body, EditionEntry, InForce } from '../model/registry';
import { addresses } from './addresses';
import { formatDate } from './in-force-rule';
import type { Site } from './site';

export interface EditionRef {
  id: EditionId;
  short: string;
  name: string;
}

/** An edition as a page names it. */
export const ref = (e: EditionEntry): EditionRef => ({ id: e.id, short: e.short, name: e.name });

/** The words for an edition's status. */
export const STATUS_WORDS: Record<EditionStatus, string> = {
  current: 'In force',
  superseded: 'Superseded',
  upcoming: 'Published, not yet in force',
};

/** "the EBU", "the EBU and WBU", "the EBU, WBU, ABF and NZB". */
export function bodyList(ids: readonly string[]): string {
  if (ids.length <= 1) return `the ${ids[0] ?? ''}`.trim();
  return `the ${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`;
}

/**
 * In-force dates grouped by day, earliest first, bodies in the order given:
 * "1 August 2017 for the EBU, WBU, ABF and NZB; 25 September 2017 for the ACBL".
 */
export function datesWords(entries: readonly Pick<InForce, 'body' | 'from'>[]): string {
  const byDate = new Map<string, string[]>();
  for (const e of [...entries].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))) {
    byDate.set(e.from, [...(byDate.get(e.from) ?? []), e.body]);
  }
  return [...byDate].map(([date, bodies]) => `${formatDate(date)} for ${bodyList(bodies)}`).join('; ');
}

/** The text of `law` in `edition`, if it is here. */
function textHref(law: Law, edition: EditionId): string | null {
  return law.texts.some((t) => t.edition === edition) ? addresses.edition(law.number, edition) : null;
}

/** Bodies that have in-force dates, in bodies.yaml order. */
export function bodiesWithDates(site: Site): Body[] {
  const named = new Set(site.corpus.editions.flatMap((e) => e.inForce.map((f) => f.body)));
  return site.corpus.bodies.filter((b) => named.has(b.id));
}

// ------------------------------------------------------------ status of a text

/** What a text's page says about its standing on the build date. */
export interface StatusNote {
  status: EditionStatus;
  /** "In force", "Superseded", "Published, not yet in force". */
  word: string;
  edition: EditionRef;
  /** The build date, in words. */
  today: string;
  /** "October 2007", "5 March 2008". */
  published: string;
  /** Current: where it is in force today, and since when; upcoming: the dates announced, if any. */
  inForce: string | null;
  /** Current: bodies that still apply another text today ("the ACBL (March 2008)"). */
  notYet: string | null;
  /** Superseded: the edition that replaced it, its text of this law, and when it came into force where. */
  successor: { edition: EditionRef; href: string | null; dates: string | null; isCurrent: boolean } | null;
  /** Superseded without ever being in force for a body listed here. */
  neverInForce: boolean;
  /** Not current: the text in force today, and the comparison with it. */
  current: { edition: EditionRef; href: string | null; compareHref: string | null } | null;
  timelineHref: string;
}

export function statusNote(site: Site, law: Law, id: EditionId): StatusNote {
  const { editions } = site.corpus;
  const edition = site.edition(id);
  const status = editionStatus(editions, id, site.date);
  const current = currentEdition(editions, site.date);
  const bodies = bodiesWithDates(site).map((b) => b.id);
  const applying = (e: EditionEntry) => bodies.filter((b) => textInForce(editions, b, site.date) === e);
  let inForce: string | null = null;
  let notYet: string | null = null;
  if (status === 'current') {
    const here = new Set(applying(edition));
    inForce = datesWords(edition.inForce.filter((f) => here.has(f.body) && f.from <= site.date)) || null;
    const others = bodies.filter((b) => !here.has(b));
    notYet =
      others
        .map((b) => {
          const t = textInForce(editions, b, site.date);
          return `the ${b} (${t ? t.short : 'an earlier code'})`;
        })
        .join(', ') || null;
  } else if (status === 'upcoming') {
    inForce = datesWords(edition.inForce) || null;
  }
  const next = status === 'superseded' ? supersededBy(editions, id) : undefined;
  return {
    status,
    word: STATUS_WORDS[status],
    edition: ref(edition),
    today: formatDate(site.date),
    published: formatDate(edition.published),
    inForce,
    notYet,
    successor: next
      ? {
          edition: ref(next.edition),
          href: textHref(law, next.edition.id),
          dates: datesWords(next.edition.inForce) || null,
          isCurrent: next.edition === current,
        }
      : null,
    neverInForce: status === 'superseded' && edition.inForce.length === 0,
    current:
      current && status !== 'current'
        ? {
            edition: ref(current),
            href: textHref(law, current.id),
            compareHref:
              textHref(law, current.id) && textHref(law, id) ? addresses.compare(law.number, id, current.id) : null,
          }
        : null,
    timelineHref: addresses.editions(),
  };
}
