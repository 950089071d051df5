/**
 * The in-force rule of the editions registry, for the browser: which text
 * applied for body B on date D. Pure and small (it imports only the month
 * names), so that the editions page's form and the ruling assistant share
 * it; the page embeds `LookupData` (the in-force dates, per body):
 *
 *   the text in force for body B on date D is the edition whose in-force
 *   entry for B has the latest `from` on or before D; none if there is no
 *   such entry (an earlier code, not in this knowledge base).
 *
 * The rule itself is `entriesAround` (src/model/in-force.ts), which the
 * build's `textInForce` uses too; the unit tests check that the page's data
 * and answers agree with the registry on every body and on dates all over
 * the range.
 * Reading a date as a reader types it, and the answer in words, are
 * in-force-lookup.ts.
 */
import { MONTHS } from '../model/dates';
import { entriesAround } from '../model/in-force';

/** An edition as the lookup names it, with the text it links to (null: no text of it here). */
export interface LookupEdition {
  id: string;
  short: string;
  name: string;
  href: string | null;
}

export interface LookupBody {
  id: string;
  name: string;
  /** Its in-force entries, in the registry's order (editions oldest first, then as listed). */
  inForce: { from: string; edition: string }[];
  /** Where it names the text for each event instead of dates (content/bodies.yaml `textNamedIn.where`), if it does. */
  textNamedIn?: string;
}

/** For a body that names the text event by event (`textNamedIn`): how it chooses, in a sentence; null otherwise. */
export function textNamedInWords(body: Pick<LookupBody, 'id' | 'name' | 'textNamedIn'>): string | null {
  return body.textNamedIn === undefined
    ? null
    : `The ${body.id} (${body.name}) brings no text into force on a date of its own: it applies the text named in ${body.textNamedIn}.`;
}

/** What the editions page embeds for its form. */
export interface LookupData {
  /** The build date, YYYY-MM-DD. */
  today: string;
  editions: LookupEdition[];
  bodies: LookupBody[];
}

/** "2017-08-01" → "1 August 2017"; "2017-03" → "March 2017"; anything else unchanged. */
export function formatDate(date: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return date;
  return m[3] ? `${Number(m[3])} ${month} ${m[1]}` : `${month} ${m[1]}`;
}

/** What the rule answers for a body this page knows on a date (YYYY-MM-DD). */
export type InForceAnswer =
  | { kind: 'no-dates'; body: LookupBody; date: string }
  | { kind: 'earlier'; body: LookupBody; date: string; first: { from: string; edition: LookupEdition } }
  | {
      kind: 'text';
      body: LookupBody;
      date: string;
      edition: LookupEdition;
      /** From when it was in force for the body. */
      from: string;
      /** The text that followed it for the body, if one has. */
      next?: { from: string; edition: LookupEdition };
      /** The date is after the build date: a newer text may have come into force since. */
      afterBuild: boolean;
    };

/** The answer for a body this page knows on a date already read (YYYY-MM-DD): the rule above. */
export function answerOn(data: LookupData, body: LookupBody, date: string): InForceAnswer {
  const edition = (id: string): LookupEdition =>
    data.editions.find((e) => e.id === id) ?? { id, short: id, name: id, href: null };
  if (body.inForce.length === 0) return { kind: 'no-dates', body, date };
  const { best, next } = entriesAround(body.inForce, date);
  if (!best) {
    const first = next ?? body.inForce[0]!;
    return { kind: 'earlier', body, date, first: { from: first.from, edition: edition(first.edition) } };
  }
  return {
    kind: 'text',
    body,
    date,
    edition: edition(best.edition),
    from: best.from,
    ...(next ? { next: { from: next.from, edition: edition(next.edition) } } : {}),
    afterBuild: date > data.today,
  };
}
