/**
 * "Which text applied for body B on date D?", answered in the browser on the
 * editions page. Pure and browser-safe: it imports only the calendar helpers
 * (the registry's own module pulls in the YAML reader), so the page embeds `LookupData` (the
 * in-force dates, per body) and this file applies the registry's rule to it:
 *
 *   the text in force for body B on date D is the edition whose in-force
 *   entry for B has the latest `from` on or before D; none if there is no
 *   such entry (an earlier code, not in this knowledge base).
 *
 * It is the rule of `textInForce` (src/model/in-force.ts); the unit tests
 * check the two agree on every body and on dates all over the range.
 */
import { daysInMonth, MONTHS } from '../model/dates';

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
}

/** What the editions page embeds for its form. */
export interface LookupData {
  /** The build date, YYYY-MM-DD. */
  today: string;
  editions: LookupEdition[];
  bodies: LookupBody[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2017-08-01" → "1 August 2017"; "2017-03" → "March 2017"; anything else unchanged. */
export function formatDate(date: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return date;
  return m[3] ? `${Number(m[3])} ${month} ${m[1]}` : `${month} ${m[1]}`;
}

/** A month named in full or by its first three letters (and "Sept"). */
function monthNumber(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const i = MONTHS.findIndex((m) => m.toLowerCase() === w || (w.length <= 4 && m.toLowerCase().startsWith(w)));
  return i < 0 ? undefined : i + 1;
}

export type ReadDate = { ok: true; date: string } | { ok: false; problem: string };

/**
 * A date as a reader types it: 2017-09-20 (also 2017-9-20, 2017/09/20),
 * 20 September 2017, or September 20, 2017. Never a numeric day-month
 * order (20/09/2017 and 09/20/2017 mean different days in different places).
 */
export function readDate(typed: string): ReadDate {
  const t = typed.trim().replace(/\s+/g, ' ');
  if (t === '') return { ok: false, problem: 'no date was typed' };
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t))) [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2}) ([A-Za-z]+\.?),? (\d{4})$/.exec(t))) [day, month, year] = [Number(m[1]), monthNumber(m[2] ?? ''), Number(m[3])];
  else if ((m = /^([A-Za-z]+\.?) (\d{1,2}),? (\d{4})$/.exec(t))) [month, day, year] = [monthNumber(m[1] ?? ''), Number(m[2]), Number(m[3])];
  else return { ok: false, problem: 'it is not written as a year, month and day' };
  if (month === undefined) return { ok: false, problem: 'the month is not a month name' };
  if (month < 1 || month > 12) return { ok: false, problem: `there is no month ${month}` };
  const days = daysInMonth(year ?? 0, month);
  if (day === undefined || day < 1 || day > days) return { ok: false, problem: `${MONTHS[month - 1]} ${year} has ${days} days` };
  return { ok: true, date: `${year}-${pad(month)}-${pad(day)}` };
}

export type Answer =
  | { kind: 'bad-date'; typed: string; message: string }
  | { kind: 'unknown-body'; typed: string; message: string }
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

/** The answer for `bodyId` on the date the reader typed. */
export function answer(data: LookupData, bodyId: string, typedDate: string): Answer {
  const body = data.bodies.find((b) => b.id === bodyId);
  if (!body) {
    return {
      kind: 'unknown-body',
      typed: bodyId,
      message: `“${bodyId}” is not a governing body this page knows. Choose one of ${data.bodies.map((b) => b.id).join(', ')}.`,
    };
  }
  const read = readDate(typedDate);
  if (!read.ok) {
    const shown = typedDate.trim();
    return {
      kind: 'bad-date',
      typed: typedDate,
      message: `${shown === '' ? 'No date was typed' : `“${shown}” is not a date: ${read.problem}`}. Type the date as year-month-day, for example 2017-09-20.`,
    };
  }
  const date = read.date;
  const edition = (id: string): LookupEdition => data.editions.find((e) => e.id === id) ?? { id, short: id, name: id, href: null };
  if (body.inForce.length === 0) return { kind: 'no-dates', body, date };
  // The rule: the latest `from` on or before the date (the first listed wins a tie, as in textInForce).
  let best: { from: string; edition: string } | undefined;
  let next: { from: string; edition: string } | undefined;
  for (const e of body.inForce) {
    if (e.from <= date) {
      if (!best || e.from > best.from) best = e;
    } else if (!next || e.from < next.from) next = e;
  }
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

/** A piece of an answer's sentence: words, or words that link. */
export type Segment = string | { text: string; href: string };

/** An edition's name, linked to its text when the text is here. */
function named(e: LookupEdition): Segment[] {
  return e.href ? [{ text: e.name, href: e.href }] : [`${e.name} (its text is not in this knowledge base)`];
}

/** The answer as a sentence, for the page to show (links as segments). */
export function answerSegments(a: Answer, today: string): Segment[] {
  switch (a.kind) {
    case 'bad-date':
    case 'unknown-body':
      return [a.message];
    case 'no-dates':
      return [`No date known for this body: this knowledge base has no date on which the ${a.body.id} (${a.body.name}) brought any edition into force.`];
    case 'earlier':
      return [
        `On ${formatDate(a.date)}, the ${a.body.id} applied an earlier code, not in this knowledge base. The first text here in force for the ${a.body.id}, `,
        ...named(a.first.edition),
        `, came into force for it on ${formatDate(a.first.from)}.`,
      ];
    case 'text':
      return [
        `On ${formatDate(a.date)}, the text in force for the ${a.body.id} was `,
        ...named(a.edition),
        `: in force for the ${a.body.id} from ${formatDate(a.from)}`,
        ...(a.next ? [`, until the ${a.next.edition.short} text came into force on ${formatDate(a.next.from)}.`] : ['.']),
        ...(a.afterBuild ? [` That date is after this site was built (${formatDate(today)}): a newer text may have come into force since.`] : []),
      ];
  }
}
