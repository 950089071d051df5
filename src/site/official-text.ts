/**
 * Where the promulgator published an edition's text (content/editions.yaml,
 * `officialText`), as the pages show it: a link when its address is known
 * (https, or http:// with the registry's reason, marked as not encrypted),
 * else the place in words. A text page links its edition's; the page
 * of a law whose text is not here links it for that law ("Law 16D in The
 * Laws of Duplicate Bridge 2017 (PDF, worldbridge.org)").
 */
import { clauseLabel } from '../model/clause-id';
import type { Edition } from '../model/editions';
import { formatDate } from './in-force-rule';

export interface OfficialText {
  /** The words of the link, or of the title when there is no link. */
  text: string;
  /** Its address (https, or http with the registry's reason); null when none is known. */
  href: string | null;
  /** The address is http:// (no https address is known): the page says the connection is not encrypted. */
  unencrypted: boolean;
  /** "World Bridge Federation, March 2017" */
  byline: string;
  /** Where it was published, in words, when there is no link. */
  where: string | null;
}

/** "worldbridge.org" for https://www.worldbridge.org/… */
const site = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

function shown(edition: Edition, words: (title: string) => string): OfficialText | null {
  const o = edition.officialText;
  if (!o) return null;
  const url = o.url ?? null;
  return {
    text: url ? `${words(o.title)} (${o.format ?? 'web page'}, ${site(url)})` : words(o.title),
    href: url,
    unencrypted: url?.startsWith('http:') ?? false,
    byline: `${o.issuer}, ${formatDate(o.date)}`,
    where: url ? null : (o.where ?? null),
  };
}

/** The edition's official publication, for its text pages. */
export function officialText(edition: Edition): OfficialText | null {
  return shown(edition, (title) => title);
}

/** Where a law (or a clause of it) not held here is published in the edition: "Law 16D in …". */
export function officialTextOfLaw(edition: Edition, law: number, clause: string | null): OfficialText | null {
  const label = clause === null ? String(law) : clauseLabel(law, clause);
  return shown(edition, (title) => `Law ${label} in ${title}`);
}

/** Official texts published at one place: one linked text, or unlinked texts that share where they were published. */
export interface PublishedPlace {
  items: OfficialText[];
  /** Where the unlinked texts were published, said once for them all; null for a link. */
  where: string | null;
}

/** Groups adjacent unlinked texts published at the same place, so that the place is said once. */
export function byPlace(items: readonly OfficialText[]): PublishedPlace[] {
  const places: PublishedPlace[] = [];
  for (const item of items) {
    const last = places.at(-1);
    if (last && item.href === null && last.where !== null && last.where === item.where) last.items.push(item);
    else places.push({ items: [item], where: item.href === null ? item.where : null });
  }
  return places;
}
