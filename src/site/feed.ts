/**
 * /feed.xml: what changed in the knowledge base, as an Atom feed (RFC 4287).
 * Every entry is dated from the sources themselves (an edition's publication
 * and in-force dates from content/editions.yaml; an editorial note by the
 * date of the text it is on), never from the clock, so two builds on the
 * same date give the same bytes. Entries dated after the build date are
 * left out until a build on or after it.
 *
 * `FEED_SOURCES` is the seam: another kind of entry (guidance assessments,
 * precedents) is one function from the site to `FeedEntry`s.
 */
import { addresses } from './addresses';
import { datesWords } from './edition-status';
import { formatDate } from './in-force-rule';
import { IDENTIFIER_SCHEME } from './identifiers';
import type { Site } from './site';

export interface FeedEntry {
  /** Permanent: `urn:bridge-laws:…`, the same in every build. */
  id: string;
  title: string;
  /** YYYY, YYYY-MM or YYYY-MM-DD, as the source gives it. */
  date: string;
  href: string;
  summary: string;
}

/** "2017-08" → "2017-08-01T00:00:00Z": Atom wants a full date-time; a month or a year stands for its first day, and the summary says the date as the source gives it. */
export function atomDate(date: string): string {
  const [y, m = '01', d = '01'] = date.split('-');
  return `${y}-${m}-${d}T00:00:00Z`;
}

const urn = (...parts: string[]): string => `urn:${IDENTIFIER_SCHEME}:${parts.join(':')}`;

/** Each edition: published; in force, one entry per date (the bodies of that date together). */
export const editionEntries = (site: Site): FeedEntry[] =>
  site.editions.flatMap((e) => {
    const law = site.corpus.laws.find((l) => l.texts.some((t) => t.edition === e.id));
    const href = law ? addresses.edition(law.number, e.id) : addresses.editions();
    const byDate = new Map<string, string[]>();
    for (const f of e.inForce) byDate.set(f.from, [...(byDate.get(f.from) ?? []), f.body]);
    return [
      {
        id: urn('edition', e.id, 'published'),
        title: `Published: ${e.name}`,
        date: e.published,
        href,
        summary: `The ${e.name} was published (${formatDate(e.published)}).`,
      },
      ...[...byDate].map(([from, bodies]) => ({
        id: urn('edition', e.id, 'in-force', from),
        title: `In force: ${e.short} for ${bodies.join(', ')}`,
        date: from,
        href: addresses.editions(),
        summary: `The ${e.name} came into force ${datesWords(bodies.map((body) => ({ body, from })))}.`,
      })),
    ];
  });

/** Each editorial note of each law text, dated by the text's date. */
export const editorialNoteEntries = (site: Site): FeedEntry[] =>
  site.corpus.laws.flatMap((law) =>
    law.texts.flatMap((t) =>
      t.editorialNotes.map((n) => ({
        id: urn('note', String(law.number), t.edition, n.id),
        title: `Editorial note on Law ${law.number}${n.clause ? n.clause : ''} (${site.edition(t.edition).short})`,
        date: t.meta.date,
        href: n.clause
          ? addresses.clauseInEdition(law.number, t.edition, n.clause)
          : addresses.edition(law.number, t.edition),
        summary: `${n.text.replace(/\s+/g, ' ').trim()} (Dated by the text it is on: ${formatDate(t.meta.date)}.)`,
      })),
    ),
  );

/** Each published ruling with a date, dated by its source (a precedent whose source gives no date has no entry). */
export const precedentEntries = (site: Site): FeedEntry[] =>
  site.corpus.precedents.flatMap((p) =>
    p.source.date === null
      ? []
      : [
          {
            id: urn('precedent', p.id),
            title: `Published ruling: ${p.title}`,
            date: p.source.date,
            href: addresses.precedent(p.id),
            summary: `${site.publicationName(p.source.publication)}${p.source.author ? `, ${p.source.author}` : ''} (${p.source.date}), under Law 27 of ${site.edition(p.edition).short}: ${p.summary.replace(/\s+/g, ' ').trim()}`,
          },
        ],
  );

/** Every source of entries. Another kind is one more entry here (the assessments of guidance carry no date of their own, so they have none). */
export const FEED_SOURCES: readonly ((site: Site) => FeedEntry[])[] = [
  editionEntries,
  editorialNoteEntries,
  precedentEntries,
];

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The entries on or before the build date, newest first (ties by id). */
export function feedEntries(site: Site): FeedEntry[] {
  return FEED_SOURCES.flatMap((source) => source(site))
    .filter((e) => atomDate(e.date) <= atomDate(site.date))
    .sort((a, b) => atomDate(b.date).localeCompare(atomDate(a.date)) || a.id.localeCompare(b.id));
}

/**
 * The feed as Atom. `origin`: the site's public address (SITE_URL), when it
 * has one: every link is then absolute, as feed readers that fetch the feed
 * from elsewhere need; without one they are relative to the feed.
 */
export function atomFeed(site: Site, origin?: URL): string {
  const entries = feedEntries(site);
  const link = (href: string) => escapeXml(origin ? new URL(href, origin).href : href);
  const updated = entries[0] ? atomDate(entries[0].date) : atomDate(site.date);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${urn('feed')}</id>`,
    '  <title>Bridge Laws: what changed in the knowledge base</title>',
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${link(addresses.feed())}"/>`,
    `  <link rel="alternate" type="text/html" href="${link(addresses.changesIndex())}"/>`,
    '  <author><name>Bridge Laws knowledge base</name></author>',
    ...entries.flatMap((e) => [
      '  <entry>',
      `    <id>${escapeXml(e.id)}</id>`,
      `    <title>${escapeXml(e.title)}</title>`,
      `    <updated>${atomDate(e.date)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${link(e.href)}"/>`,
      `    <summary>${escapeXml(e.summary)}</summary>`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ].join('\n');
}
