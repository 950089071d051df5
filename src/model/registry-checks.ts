/**
 * The checks across the entries of content/editions.yaml, once each entry
 * has been checked against its schema (./registry.ts): ids used once,
 * "supersedes" naming an older edition of the file and going round in no
 * circle, publication dates that order the editions, and in-force dates that
 * never put two editions in force for a body on one day or take a body back
 * to an older edition. Each check uses what is right in every entry, even in
 * an entry with other problems, so that one run reports every problem.
 */
import { comparePublished, startOf } from './edition-dates';
import type { SourcePoint } from './diagnostic';
import { editionEntry, inForceEntry } from './registry-schema';
import { validFields } from './schema';
import type { SourceText, YamlData } from './source-reader';
import { didYouMean, quoteList } from './suggest';

/** One edition as read, with where its parts are written. */
interface Draft {
  line: number;
  id: string | undefined;
  idAt: SourcePoint;
  published: string | undefined;
  publishedAt: SourcePoint;
  supersedes: string | undefined;
  supersedesAt: SourcePoint;
  inForce: Row[];
  /** Its id was used by an earlier entry: left out of the checks of "supersedes" and order. */
  duplicate: boolean;
}

interface Row {
  edition: Draft;
  body: string;
  from: string | undefined;
  at: SourcePoint;
  fromAt: SourcePoint;
  line: number;
}

type Report = (at: SourcePoint, message: string, fix: string) => void;

/** Reports every problem across the editions of `yaml` (a list); rows of inForce that name a body not in `bodies` are left out (they have their own diagnostic). */
export function checkEditions(source: SourceText, yaml: YamlData, bodies: readonly string[]): void {
  const report: Report = (at, message, fix) => source.sink.error(at, message, fix);
  const drafts = (yaml.data as unknown[]).map((raw, i) => draftOf(raw, i, yaml, bodies));
  checkIds(report, drafts);
  const unique = drafts.filter((d) => !d.duplicate);
  const ids = unique.flatMap((d) => (d.id === undefined ? [] : [d.id]));
  const byId = new Map(unique.flatMap((d) => (d.id === undefined ? [] : [[d.id, d] as const])));
  const cyclic = checkSupersedes(report, unique, ids, byId);
  const tied = checkPublishedOrder(report, unique);
  checkSupersedesOlder(report, unique, byId, cyclic, tied);
  checkInForce(report, unique, tied);
}

function draftOf(raw: unknown, i: number, yaml: YamlData, bodies: readonly string[]): Draft {
  const valid = validFields(editionEntry, raw);
  const text = (key: string) => (typeof valid[key] === 'string' ? (valid[key] as string) : undefined);
  const draft: Draft = {
    line: yaml.locate([i]).line,
    id: text('id'),
    idAt: yaml.locate([i, 'id']),
    published: text('published'),
    publishedAt: yaml.locate([i, 'published']),
    supersedes: text('supersedes'),
    supersedesAt: yaml.locate([i, 'supersedes']),
    inForce: [],
    duplicate: false,
  };
  const rows = (raw as { inForce?: unknown } | null)?.inForce;
  if (Array.isArray(rows)) {
    rows.forEach((row, k) => {
      const r = validFields(inForceEntry, row);
      if (typeof r['body'] !== 'string' || !bodies.includes(r['body'])) return;
      const path = [i, 'inForce', k];
      draft.inForce.push({
        edition: draft,
        body: r['body'],
        from: r['from'] as string | undefined,
        at: yaml.locate([...path, 'body']),
        fromAt: yaml.locate([...path, 'from']),
        line: yaml.locate(path).line,
      });
    });
  }
  return draft;
}

const named = (d: Draft) => d.id ?? `on line ${d.line}`;

function checkIds(report: Report, drafts: Draft[]): void {
  const first = new Map<string, Draft>();
  for (const d of drafts) {
    if (d.id === undefined) continue;
    const earlier = first.get(d.id);
    if (earlier) {
      d.duplicate = true;
      report(
        d.idAt,
        `duplicate edition id "${d.id}" (first used on line ${earlier.idAt.line})`,
        'each edition is listed once; ids are permanent, so a new edition needs an id of its own',
      );
    } else first.set(d.id, d);
  }
}

/** Checks what `supersedes` names; returns the ids that are part of a cycle. */
function checkSupersedes(report: Report, drafts: Draft[], ids: string[], byId: Map<string, Draft>): Set<string> {
  for (const d of drafts) {
    if (d.supersedes === undefined || ids.includes(d.supersedes)) continue;
    report(
      d.supersedesAt,
      `edition "${named(d)}" supersedes "${d.supersedes}", which is not an edition in this file; editions: ${quoteList(ids)}${didYouMean(d.supersedes, ids)}`,
      'name the id of an edition listed here, or remove "supersedes" when the earlier edition is not in the knowledge base',
    );
  }
  // Two editions replacing the same one.
  const successor = new Map<string, Draft>();
  for (const d of drafts) {
    if (d.supersedes === undefined || !ids.includes(d.supersedes) || d.supersedes === d.id) continue;
    const other = successor.get(d.supersedes);
    if (other)
      report(
        d.supersedesAt,
        `editions "${named(other)}" (line ${other.supersedesAt.line}) and "${named(d)}" both supersede "${d.supersedes}"`,
        'an edition is superseded by one edition: make the newer one supersede the other instead',
      );
    else successor.set(d.supersedes, d);
  }
  return checkCycles(report, drafts, byId);
}

/** Cycles of "supersedes", each reported once, at the first of its editions in the file. */
function checkCycles(report: Report, drafts: Draft[], byId: Map<string, Draft>): Set<string> {
  const cyclic = new Set<string>();
  for (const d of drafts) {
    if (d.id === undefined || cyclic.has(d.id)) continue;
    const chain: string[] = [d.id];
    let next = d.supersedes;
    while (next !== undefined && byId.has(next) && !chain.includes(next)) {
      chain.push(next);
      next = byId.get(next)?.supersedes;
    }
    if (next !== d.id) continue;
    for (const id of chain) cyclic.add(id);
    if (chain.length === 1)
      report(
        d.supersedesAt,
        `edition "${d.id}" supersedes itself`,
        'name the edition it replaces, or remove "supersedes"',
      );
    else {
      report(
        d.supersedesAt,
        `"supersedes" goes round in a circle: ${[...chain, d.id].map((id) => `"${id}"`).join(' → ')}`,
        'an edition supersedes an older one: correct or remove "supersedes" in one of these editions',
      );
    }
  }
  return cyclic;
}

/** Every pair of editions must be ordered by `published`; returns the ids in a tie. */
function checkPublishedOrder(report: Report, drafts: Draft[]): Set<string> {
  const tied = new Set<string>();
  const dated = drafts.filter((d) => d.published !== undefined && d.id !== undefined);
  dated.forEach((b, j) => {
    for (const a of dated.slice(0, j)) {
      if (a.id === b.id || comparePublished(a.published ?? '', b.published ?? '') !== 0) continue;
      tied.add(a.id ?? '').add(b.id ?? '');
      report(
        b.publishedAt,
        `the publication dates of "${b.id}" (${b.published}) and "${a.id}" (${a.published}, line ${a.publishedAt.line}) do not tell which edition is newer`,
        'editions are ordered by "published": give dates that differ (with the day, when the source gives it)',
      );
    }
  });
  return tied;
}

function checkSupersedesOlder(
  report: Report,
  drafts: Draft[],
  byId: Map<string, Draft>,
  cyclic: Set<string>,
  tied: Set<string>,
): void {
  for (const d of drafts) {
    if (d.id === undefined || d.supersedes === undefined || d.published === undefined) continue;
    if (cyclic.has(d.id) || tied.has(d.id) || tied.has(d.supersedes)) continue;
    const older = byId.get(d.supersedes);
    if (!older || older.published === undefined || older.id === d.id) continue;
    if (comparePublished(older.published, d.published) > 0) {
      report(
        d.supersedesAt,
        `edition "${d.id}" (published ${d.published}) supersedes "${older.id}", which was published later (${older.published})`,
        'an edition supersedes an older one: correct "supersedes" or the publication dates',
      );
    }
  }
}

function checkInForce(report: Report, drafts: Draft[], tied: Set<string>): void {
  const rows: (Row & { from: string })[] = [];
  for (const d of drafts) {
    const seen = new Map<string, number>();
    for (const e of d.inForce) {
      const first = seen.get(e.body);
      if (first !== undefined) {
        report(
          e.at,
          `edition "${named(d)}" has two inForce entries for ${e.body} (the first on line ${first})`,
          `keep one entry for ${e.body}: the date from which this edition applied there`,
        );
        continue;
      }
      seen.set(e.body, e.line);
      if (e.from === undefined) continue;
      if (d.published !== undefined && e.from < startOf(d.published)) {
        report(
          e.fromAt,
          `edition "${named(d)}" is in force for ${e.body} from ${e.from}, before it was published (${d.published})`,
          'check both dates against their sources: a text cannot be in force before it is published',
        );
      }
      rows.push({ ...e, from: e.from });
    }
  }
  checkOneEditionADay(report, rows);
  checkForwardOnly(report, rows, tied);
}

/** One body, one date, one edition. */
function checkOneEditionADay(report: Report, rows: readonly (Row & { from: string })[]): void {
  const firstOn = new Map<string, Row>();
  for (const r of rows) {
    const key = `${r.body} ${r.from}`;
    const other = firstOn.get(key);
    if (other && other.edition !== r.edition) {
      report(
        r.fromAt,
        `two editions in force for ${r.body} from ${r.from}: "${named(r.edition)}" here and "${named(other.edition)}" (line ${other.line})`,
        'a body changes to one edition on a given date: correct the date or the body of one of the two entries',
      );
    } else if (!other) firstOn.set(key, r);
  }
}

/** A body moves from older editions to newer ones. */
function checkForwardOnly(report: Report, rows: readonly (Row & { from: string })[], tied: Set<string>): void {
  rows.forEach((b, j) => {
    for (const a of rows.slice(0, j)) {
      if (a.body !== b.body || a.from === b.from || a.edition === b.edition) continue;
      const pa = a.edition.published;
      const pb = b.edition.published;
      if (pa === undefined || pb === undefined || tied.has(a.edition.id ?? '') || tied.has(b.edition.id ?? ''))
        continue;
      const order = comparePublished(pa, pb);
      if (order === 0 || order < 0 === a.from < b.from) continue;
      const [older, newer] = order < 0 ? [a, b] : [b, a];
      report(
        b.fromAt,
        `${b.body} would go back to an older edition: "${named(newer.edition)}" from ${newer.from}, then "${named(older.edition)}" from ${older.from} (the other entry is on line ${a.line})`,
        'a body moves from older editions to newer ones: check both dates against their sources',
      );
    }
  });
}
