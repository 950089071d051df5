/**
 * "Which text applied for body B on date D?", answered in the browser on the
 * editions page: the date as the reader typed it, read; the rule
 * (in-force-rule.ts) applied; the answer in words, with links. Pure and
 * browser-safe: it imports only the calendar helpers (the registry's own
 * module pulls in the YAML reader).
 */
import { daysInMonth, MONTHS } from '../model/dates';
import {
  answerOn,
  formatDate,
  textNamedInWords,
  type InForceAnswer,
  type LookupData,
  type LookupEdition,
} from './in-force-rule';

const pad = (n: number) => String(n).padStart(2, '0');

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
  if ((m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t)))
    [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2}) ([A-Za-z]+\.?),? (\d{4})$/.exec(t)))
    [day, month, year] = [Number(m[1]), monthNumber(m[2] ?? ''), Number(m[3])];
  else if ((m = /^([A-Za-z]+\.?) (\d{1,2}),? (\d{4})$/.exec(t)))
    [month, day, year] = [monthNumber(m[1] ?? ''), Number(m[2]), Number(m[3])];
  else return { ok: false, problem: 'it is not written as a year, month and day' };
  if (month === undefined) return { ok: false, problem: 'the month is not a month name' };
  if (month < 1 || month > 12) return { ok: false, problem: `there is no month ${month}` };
  const days = daysInMonth(year ?? 0, month);
  if (day === undefined || day < 1 || day > days)
    return { ok: false, problem: `${MONTHS[month - 1]} ${year} has ${days} days` };
  return { ok: true, date: `${year}-${pad(month)}-${pad(day)}` };
}

export type Answer =
  | { kind: 'bad-date'; typed: string; message: string }
  | { kind: 'unknown-body'; typed: string; message: string }
  | InForceAnswer;

/** The answer for `bodyId` on the date the reader typed. */
export function answer(data: LookupData, bodyId: string, typedDate: string): Answer {
  // Body ids are upper case (content/bodies.yaml): one typed in any case (?body=acbl) is that body.
  const body = data.bodies.find((b) => b.id === bodyId.trim().toUpperCase());
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
  return answerOn(data, body, read.date);
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
    case 'no-dates': {
      const named = textNamedInWords(a.body);
      if (named !== null)
        return [
          `${named} No date is recorded here for the ${a.body.id}: read the text from the event’s conditions of contest.`,
        ];
      return [
        `No date known for this body: this knowledge base has no date on which the ${a.body.id} (${a.body.name}) brought any edition into force.`,
      ];
    }
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
        ...(a.next
          ? [`, until the ${a.next.edition.short} text came into force on ${formatDate(a.next.from)}.`]
          : ['.']),
        ...(a.afterBuild
          ? [
              ` That date is after this site was built (${formatDate(today)}): a newer text may have come into force since.`,
            ]
          : []),
      ];
  }
}
