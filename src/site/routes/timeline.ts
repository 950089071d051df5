/**
 * Route data of the editions page (/editions/): the table of publication and
 * in-force dates, the drawing, the "which text applied" form. The status
 * each text shows is edition-status.ts; the form's data, lookup-data.ts.
 *
 * Everything follows the registry's one rule (src/model/in-force.ts): the
 * text in force for body B on date D is the edition whose in-force entry for
 * B has the latest `from` on or before D; "today" is the build date.
 */
import type { EditionId } from '../../model/edition-id';
import { currentEdition, editionStatus, supersededBy, type EditionStatus } from '../../model/in-force';
import type { Body, EditionEntry } from '../../model/registry';
import { addresses } from '../addresses';
import { bodiesWithDates, ref, STATUS_WORDS, type EditionRef } from '../edition-status';
import { formatDate, textNamedInWords, type LookupData } from '../in-force-rule';
import { lookupData } from '../lookup-data';
import type { Site } from '../site';

// ------------------------------------------------------------ the drawing

/** A position along the time axis, in percent of its width. */
type At = number;

export interface Chart {
  /** YYYY-MM-DD of the axis' ends. */
  start: string;
  end: string;
  /** Every year boundary; `label`: printed under the axis. */
  years: { year: number; at: At; label: boolean }[];
  /** The build date. */
  today: At;
  /** Publication marks; labels that would overlap go on further rows. `end`: the label ends at the mark (near the right edge). */
  published: { id: EditionId; short: string; cls: string; at: At; row: number; end: boolean }[];
  rows: number;
  /** One lane per body with in-force dates: which text it applied, from when to when. */
  lanes: {
    body: string;
    name: string;
    segments: {
      edition: EditionId;
      short: string;
      cls: string;
      from: At;
      to: At;
      label: boolean;
      scheduled: boolean;
    }[];
  }[];
}

const dayNumber = (date: string): number => {
  const [y, m, d] = (date.length === 7 ? `${date}-01` : date).split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / 86_400_000;
};

/** Share of the axis (percent) that a label about 11 characters long needs on a phone. */
const LABEL_WIDTH = 26;
/** A segment narrower than this (percent) carries no label. */
const SEGMENT_LABEL_MIN = 12;

/** The colour class of an edition: by its place in the registry, four colours in turn. */
export const editionClass = (editions: readonly EditionEntry[], id: EditionId): string =>
  `ed-${
    Math.max(
      0,
      editions.findIndex((e) => e.id === id),
    ) % 4
  }`;

export function chart(editions: readonly EditionEntry[], bodies: readonly Body[], today: string): Chart {
  const dates = [today, ...editions.flatMap((e) => [e.published, ...e.inForce.map((f) => f.from)])];
  const years = dates.map((d) => Number(d.slice(0, 4)));
  const first = Math.min(...years);
  const last = Math.max(...years) + 1;
  const start = `${first}-01-01`;
  const end = `${last}-01-01`;
  const span = dayNumber(end) - dayNumber(start);
  const at = (date: string): At => Math.round(((dayNumber(date) - dayNumber(start)) / span) * 10_000) / 100;
  const cls = (id: EditionId) => editionClass(editions, id);

  const rowEnds: number[] = [];
  const published = editions.map((e) => {
    const x = at(e.published);
    const isEnd = x > 100 - LABEL_WIDTH;
    const [left, right] = isEnd ? [x - LABEL_WIDTH, x] : [x, x + LABEL_WIDTH];
    let row = rowEnds.findIndex((endAt) => endAt <= left);
    if (row < 0) row = rowEnds.length;
    rowEnds[row] = right;
    return { id: e.id, short: e.short, cls: cls(e.id), at: x, row, end: isEnd };
  });

  const lanes = bodies.flatMap((b) => {
    const entries = editions
      .flatMap((e) => e.inForce.filter((f) => f.body === b.id).map((f) => ({ edition: e, from: f.from })))
      .sort((x, y) => (x.from < y.from ? -1 : x.from > y.from ? 1 : 0));
    if (entries.length === 0) return [];
    const segments = entries.map((e, i) => {
      const nextFrom = entries[i + 1]?.from;
      const scheduled = e.from > today;
      const from = at(e.from);
      const to = nextFrom ? at(nextFrom) : scheduled ? 100 : at(today);
      return {
        edition: e.edition.id,
        short: e.edition.short,
        cls: cls(e.edition.id),
        from,
        to,
        label: to - from >= SEGMENT_LABEL_MIN,
        scheduled,
      };
    });
    return [{ body: b.id, name: b.name, segments }];
  });

  return {
    start,
    end,
    years: Array.from({ length: last - first + 1 }, (_, i) => first + i).map((year) => ({
      year,
      at: at(`${year}-01-01`),
      label: year % 5 === 0,
    })),
    today: at(today),
    published,
    rows: rowEnds.length,
    lanes,
  };
}

// ------------------------------------------------------------ the editions page

/** A date in the table, with the number of its source in the list below it. */
export interface DatedCell {
  date: string;
  words: string;
  note: number;
}

export interface TimelineRoute {
  today: { date: string; words: string };
  current: EditionRef | null;
  columns: {
    edition: EditionRef;
    cls: string;
    status: EditionStatus;
    word: string;
    /** Its text of each law that has one here. */
    texts: { law: number; href: string }[];
    published: DatedCell;
    promulgatedBy: string;
    adoption: { words: string; note: number } | null;
  }[];
  /** One row per body with in-force dates: per column, the dates from which that text applied. */
  rows: { body: Body; cells: DatedCell[][] }[];
  /** Bodies with no in-force date that say nothing of how they choose a text. */
  without: Body[];
  /** Bodies with no in-force date that name the text event by event: how, in a sentence, and the number of its source in `notes`. */
  namedIn: { body: Body; words: string; note: number }[];
  /** Superseded texts never in force for a body listed, with the successor each body went to instead. */
  skipped: { edition: EditionRef; successor: EditionRef }[];
  /** The sources of the dates, numbered as the table cites them. */
  notes: { n: number; about: string; source: string }[];
  chart: Chart;
  lookup: LookupData;
  dataHref: string;
  action: string;
}

/** The bodies with no dates that name the text event by event: how, in our words, and their source as a numbered note. */
function namedInOf(
  dateless: readonly Body[],
  note: (about: string, source: string) => number,
): TimelineRoute['namedIn'] {
  return dateless.flatMap((b) =>
    b.textNamedIn
      ? [
          {
            body: b,
            words: textNamedInWords({ id: b.id, name: b.name, textNamedIn: b.textNamedIn.where }) ?? '',
            note: note(`${b.id}: the text named in ${b.textNamedIn.where}`, b.textNamedIn.source),
          },
        ]
      : [],
  );
}

export function timelineRoute(site: Site): TimelineRoute {
  const { editions, bodies, laws } = site.corpus;
  const notes: TimelineRoute['notes'] = [];
  const note = (about: string, source: string): number => {
    notes.push({ n: notes.length + 1, about, source: source.trim() });
    return notes.length;
  };
  const textsOf = (id: EditionId) =>
    laws
      .filter((l) => l.texts.some((t) => t.edition === id))
      .map((l) => ({ law: l.number, href: addresses.edition(l.number, id) }));
  const columns = editions.map((e) => {
    const status = editionStatus(editions, e.id, site.date);
    const adoption = e.adoption
      ? e.adoption.from
        ? `${formatDate(e.adoption.from)} to ${formatDate(e.adoption.by)}`
        : `by ${formatDate(e.adoption.by)}`
      : undefined;
    return {
      edition: ref(e),
      cls: editionClass(editions, e.id),
      status,
      word: STATUS_WORDS[status],
      texts: textsOf(e.id),
      published: {
        date: e.published,
        words: formatDate(e.published),
        note: note(`${e.short}: published ${formatDate(e.published)}`, e.publishedSource),
      },
      promulgatedBy: e.promulgatedBy,
      adoption:
        e.adoption && adoption
          ? {
              words: adoption,
              note: note(`${e.short}: window for bringing it into force, ${adoption}`, e.adoption.source),
            }
          : null,
    };
  });
  const withDates = bodiesWithDates(site);
  const rows = withDates.map((b) => ({
    body: b,
    cells: editions.map((e) =>
      e.inForce
        .filter((f) => f.body === b.id)
        .map((f) => ({
          date: f.from,
          words: formatDate(f.from),
          note: note(`${e.short}: in force for the ${b.id} from ${formatDate(f.from)}`, f.source),
        })),
    ),
  }));
  const dateless = bodies.filter((b) => !withDates.includes(b));
  const namedIn = namedInOf(dateless, note);
  const current = currentEdition(editions, site.date);
  const skipped = editions.flatMap((e) => {
    const next = supersededBy(editions, e.id);
    return e.inForce.length === 0 &&
      next &&
      next.edition.inForce.length > 0 &&
      editionStatus(editions, e.id, site.date) === 'superseded'
      ? [{ edition: ref(e), successor: ref(next.edition) }]
      : [];
  });
  return {
    today: { date: site.date, words: formatDate(site.date) },
    current: current ? ref(current) : null,
    columns,
    rows,
    without: dateless.filter((b) => !b.textNamedIn),
    namedIn,
    skipped,
    notes,
    chart: chart(editions, withDates, site.date),
    lookup: lookupData(site),
    dataHref: addresses.editionsData(),
    action: addresses.editions(),
  };
}
