/**
 * The editions registry as data: `content/editions.yaml` (one entry per
 * edition of the Laws) and `content/bodies.yaml` (the governing bodies it
 * names), parsed and checked with `file:line:column` for every problem.
 *
 * Pure: the caller reads the files and passes their text. Nothing here knows
 * the corpus; the rule for "the text in force" is in ./in-force.ts.
 *
 * Positions come from the yaml package: `parseDocument` with a `LineCounter`
 * gives every node a `range` ([start, value-end, node-end] offsets), and
 * `lineCounter.linePos(offset)` turns an offset into a one-based line/column.
 */
import { isScalar, isSeq, type Node as YamlNode } from 'yaml';
import { DiagnosticSink, type Diagnostic, type SourcePoint } from './diagnostic';
import { daysInMonth } from './dates';
import { didYouMean, openDocument, peekId, quoteList, readDate, readFields, readText, type Reader } from './yaml-entries';

export { dateProblem } from './dates';

/** A governing body of bridge (content/bodies.yaml). */
export interface Body {
  /** Permanent upper-case id, e.g. "EBU". */
  id: string;
  name: string;
  /** Where it governs the game, e.g. "England". */
  region?: string;
  /** Its WBF zone, 1–8. */
  zone?: number;
}

/** From this date on (inclusive), the edition is in force for this body. */
export interface InForce {
  /** A body id from bodies.yaml. */
  body: string;
  /** YYYY-MM-DD. */
  from: string;
  /** The publication that says so, and where. */
  source: string;
}

/** The window the promulgator set for bringing an edition into force. */
export interface Adoption {
  /** YYYY-MM-DD: not before this date. */
  from?: string;
  /** YYYY-MM-DD: by this date at the latest. */
  by: string;
  source: string;
}

/** One edition of the Laws (content/editions.yaml). */
export interface EditionEntry {
  /** Permanent id used in URLs and front matter. */
  id: string;
  /** Short name for links and badges. */
  short: string;
  /** Full name for headings and citations. */
  name: string;
  /** A body id from bodies.yaml. */
  promulgatedBy: string;
  /** YYYY-MM-DD or YYYY-MM; editions are ordered by it. */
  published: string;
  /** The publication that gives `published`, and where. */
  publishedSource: string;
  /** Id of the edition this one replaces. */
  supersedes?: string;
  adoption?: Adoption;
  /** Per body, from which date on; empty when in force nowhere (yet). */
  inForce: InForce[];
}

export interface BodiesParseResult {
  bodies: Body[] | undefined;
  diagnostics: Diagnostic[];
}

export interface EditionsParseResult {
  /** The editions, oldest first (by `published`); undefined if anything is wrong. */
  editions: EditionEntry[] | undefined;
  diagnostics: Diagnostic[];
}

// ---------------------------------------------------------------------------
// Dates

/** First day of a YYYY-MM or YYYY-MM-DD date. */
function startOf(date: string): string {
  return date.length === 7 ? `${date}-01` : date;
}

/** Last day of a YYYY-MM or YYYY-MM-DD date. */
function endOf(date: string): string {
  if (date.length !== 7) return date;
  const days = daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));
  return `${date}-${String(days).padStart(2, '0')}`;
}

/**
 * Order of two publication dates: negative if `a` is before `b`, positive if
 * after, 0 if they do not tell (the same day, or a month and a day in it).
 */
export function comparePublished(a: string, b: string): number {
  if (endOf(a) < startOf(b)) return -1;
  if (endOf(b) < startOf(a)) return 1;
  return 0;
}

/** The editions oldest first, by `published` (a validated registry has no ties). */
export function editionOrder<E extends Pick<EditionEntry, 'id' | 'published'>>(editions: readonly E[]): E[] {
  return [...editions].sort((a, b) => comparePublished(a.published, b.published) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The problem with an edition id used elsewhere (a law text's or a guidance
 * document's front matter), or undefined when the registry has it.
 */
export function unknownEdition(id: string, editions: readonly Pick<EditionEntry, 'id'>[]): { message: string; fix: string } | undefined {
  const ids = editions.map((e) => e.id);
  if (ids.includes(id)) return undefined;
  return {
    message: `unknown edition "${id}": content/editions.yaml has ${quoteList(ids)}${didYouMean(id, ids)}`,
    fix: 'use the id of an edition in content/editions.yaml, or add the edition there first',
  };
}

// ---------------------------------------------------------------------------
// bodies.yaml

const BODY_FIELDS = ['id', 'name', 'region', 'zone'] as const;
const BODY_REQUIRED = ['id', 'name'] as const;
const BODY_ID = /^[A-Z][A-Z0-9]*$/;
const BODY_EXAMPLE = `- id: EBU
  name: English Bridge Union
  region: England
  zone: 1`;

export function parseBodies(source: string, file: string): BodiesParseResult {
  const { reader, items } = openDocument(source, file, 'bodies', BODY_EXAMPLE);
  const { sink } = reader;
  if (!items) return { bodies: undefined, diagnostics: sink.items };
  const bodies: Body[] = [];
  const firstLine = new Map<string, number>();
  items.forEach((node, index) => {
    const start = reader.at(node);
    let id: string | undefined = peekId(node);
    const label = () => (id ? `body "${id}"` : `the body on line ${start.line}`);
    const fields = readFields(reader, node, label, BODY_FIELDS, BODY_REQUIRED, start);
    if (!fields) return;
    const idField = fields.get('id');
    id = readText(reader, idField, 'id', () => `body ${index + 1}`);
    if (id !== undefined && !BODY_ID.test(id)) {
      sink.error(reader.at(idField?.value), `body id "${id}" is not upper-case letters and digits`, 'write the id as the body writes its initials, e.g. "EBU" or "ACBL"');
      id = undefined;
    }
    if (id !== undefined) {
      const first = firstLine.get(id);
      if (first !== undefined) {
        sink.error(reader.at(idField?.value), `duplicate body id "${id}" (first used on line ${first})`, 'each body may be listed once');
        id = undefined;
      } else firstLine.set(id, start.line);
    }
    const name = readText(reader, fields.get('name'), 'name', label);
    const region = readText(reader, fields.get('region'), 'region', label);
    const zoneField = fields.get('zone');
    let zone: number | undefined;
    if (zoneField) {
      const v = zoneField.value;
      if (isScalar(v) && typeof v.value === 'number' && Number.isInteger(v.value) && v.value >= 1 && v.value <= 8) zone = v.value;
      else sink.error(reader.at(v ?? zoneField.key), `"zone" of ${label()} is not a WBF zone: ${String(isScalar(v) ? (v.source ?? v.value) : '(not a single value)')}`, 'write the WBF zone as a number from 1 to 8, without quotes, or remove "zone"');
    }
    if (id === undefined || name === undefined) return;
    const body: Body = { id, name };
    if (region !== undefined) body.region = region;
    if (zone !== undefined) body.zone = zone;
    bodies.push(body);
  });
  if (items.length === 0) sink.error({ line: 1, column: 1 }, `${file} lists no bodies`, `add the governing bodies, for example:\n${BODY_EXAMPLE}`);
  return sink.failed ? { bodies: undefined, diagnostics: inFileOrder(sink.items) } : { bodies, diagnostics: [] };
}

// ---------------------------------------------------------------------------
// editions.yaml

const EDITION_FIELDS = ['id', 'short', 'name', 'promulgatedBy', 'published', 'publishedSource', 'supersedes', 'adoption', 'inForce'] as const;
const EDITION_REQUIRED = ['id', 'short', 'name', 'promulgatedBy', 'published', 'publishedSource'] as const;
const IN_FORCE_FIELDS = ['body', 'from', 'source'] as const;
const ADOPTION_FIELDS = ['from', 'by', 'source'] as const;
const EDITION_ID = /^[0-9a-z]+(?:-[0-9a-z]+)*$/;
const EDITION_EXAMPLE = `- id: "2017"
  short: "2017"
  name: "Laws of Duplicate Bridge 2017"
  promulgatedBy: WBF
  published: "2017-03"
  publishedSource: "…the publication that gives the date, and where…"
  supersedes: "2008-03"
  inForce:
    - body: EBU
      from: "2017-08-01"
      source: "…the publication that says so, and where…"`;

/** One edition as read, with where its parts are written. */
interface Draft {
  index: number;
  line: number;
  id: string | undefined;
  idAt: SourcePoint;
  published: string | undefined;
  publishedAt: SourcePoint;
  supersedes: string | undefined;
  supersedesAt: SourcePoint;
  entry: Partial<EditionEntry>;
  inForce: { body: string; from: string | undefined; at: SourcePoint; fromAt: SourcePoint; line: number }[];
  complete: boolean;
  /** Its id was used by an earlier entry: left out of the checks of "supersedes" and order. */
  duplicate: boolean;
}

export function parseEditions(source: string, file: string, bodies: readonly Body[]): EditionsParseResult {
  const { reader, items } = openDocument(source, file, 'editions', EDITION_EXAMPLE);
  const { sink } = reader;
  if (!items) return { editions: undefined, diagnostics: sink.items };
  const bodyIds = bodies.map((b) => b.id);
  const knownBodies = `known bodies: ${[...bodyIds].sort().join(', ')}`;
  const checkBody = (id: string, at: SourcePoint, where: string): boolean => {
    if (bodyIds.includes(id)) return true;
    sink.error(at, `unknown body "${id}" in ${where}; ${knownBodies}${didYouMean(id, bodyIds)}`, 'use the id of a body in content/bodies.yaml, or add the body there first');
    return false;
  };

  const drafts: Draft[] = items.map((node, index) => readEdition(reader, node, index, checkBody));
  if (items.length === 0) sink.error({ line: 1, column: 1 }, `${file} lists no editions`, `add the editions, for example:\n${EDITION_EXAMPLE}`);

  checkIds(sink, drafts);
  const unique = drafts.filter((d) => !d.duplicate);
  const ids = unique.flatMap((d) => (d.id === undefined ? [] : [d.id]));
  const byId = new Map(unique.flatMap((d) => (d.id === undefined ? [] : [[d.id, d] as const])));
  const cyclic = checkSupersedes(sink, unique, ids, byId);
  const tied = checkPublishedOrder(sink, unique);
  checkSupersedesOlder(sink, unique, byId, cyclic, tied);
  checkInForce(sink, unique, tied);

  if (sink.failed || drafts.some((d) => !d.complete)) return { editions: undefined, diagnostics: inFileOrder(sink.items) };
  return { editions: editionOrder(drafts.map((d) => d.entry as EditionEntry)), diagnostics: [] };
}

/** Diagnostics sorted by position, so that they read top to bottom. */
function inFileOrder(items: readonly Diagnostic[]): Diagnostic[] {
  return [...items].sort((a, b) => a.line - b.line || a.column - b.column);
}

function readEdition(reader: Reader, node: YamlNode, index: number, checkBody: (id: string, at: SourcePoint, where: string) => boolean): Draft {
  const { sink } = reader;
  const start = reader.at(node);
  const draft: Draft = {
    index,
    line: start.line,
    id: undefined,
    idAt: start,
    published: undefined,
    publishedAt: start,
    supersedes: undefined,
    supersedesAt: start,
    entry: {},
    inForce: [],
    complete: false,
    duplicate: false,
  };
  const named = peekId(node);
  const label = () => (named !== undefined ? `edition "${named}"` : `the edition on line ${start.line}`);
  const fields = readFields(reader, node, label, EDITION_FIELDS, EDITION_REQUIRED, start);
  if (!fields) return draft;
  let ok = true;
  const need = <T>(value: T | undefined): T | undefined => {
    if (value === undefined) ok = false;
    return value;
  };

  const idField = fields.get('id');
  const id = need(readText(reader, idField, 'id', () => `the edition on line ${start.line}`));
  if (id !== undefined) {
    draft.idAt = reader.at(idField?.value);
    if (EDITION_ID.test(id)) draft.id = id;
    else {
      sink.error(draft.idAt, `edition id "${id}" cannot be used in URLs`, 'write the id with digits, lower-case letters and hyphens only, e.g. "2008-03"');
      ok = false;
    }
  }
  const short = need(readText(reader, fields.get('short'), 'short', label));
  const name = need(readText(reader, fields.get('name'), 'name', label));
  const promulgatedField = fields.get('promulgatedBy');
  let promulgatedBy = need(readText(reader, promulgatedField, 'promulgatedBy', label));
  if (promulgatedBy !== undefined && !checkBody(promulgatedBy, reader.at(promulgatedField?.value), `"promulgatedBy" of ${label()}`)) {
    promulgatedBy = need(undefined);
  }
  const publishedField = fields.get('published');
  const published = need(readDate(reader, publishedField, 'published', label, true));
  draft.published = published;
  draft.publishedAt = reader.at(publishedField?.value);
  const publishedSource = need(readText(reader, fields.get('publishedSource'), 'publishedSource', label));

  const supersedesField = fields.get('supersedes');
  const supersedes = readText(reader, supersedesField, 'supersedes', label);
  if (supersedesField && supersedes === undefined) ok = false;
  draft.supersedes = supersedes;
  draft.supersedesAt = reader.at(supersedesField?.value);

  let adoption: Adoption | undefined;
  const adoptionField = fields.get('adoption');
  if (adoptionField) {
    const adoptionLabel = () => `the adoption of ${label()}`;
    const a = readFields(reader, adoptionField.value, adoptionLabel, ADOPTION_FIELDS, ['by', 'source'], reader.at(adoptionField.key));
    if (a) {
      const from = readDate(reader, a.get('from'), 'from', adoptionLabel, false);
      const by = readDate(reader, a.get('by'), 'by', adoptionLabel, false);
      const src = readText(reader, a.get('source'), 'source', adoptionLabel);
      if (from !== undefined && by !== undefined && from > by) {
        sink.error(reader.at(a.get('by')?.value), `the adoption window of ${label()} ends (${by}) before it starts (${from})`, 'check "from" and "by" against the source');
      }
      if (by !== undefined && src !== undefined && (from !== undefined || !a.has('from'))) {
        adoption = from !== undefined ? { from, by, source: src } : { by, source: src };
      } else ok = false;
    } else ok = false;
  }

  const inForce: InForce[] = [];
  const inForceField = fields.get('inForce');
  if (inForceField && inForceField.value !== null && !(isScalar(inForceField.value) && inForceField.value.value === null)) {
    const list = inForceField.value;
    if (!isSeq(list)) {
      sink.error(reader.at(list), `"inForce" of ${label()} is not a list`, 'list one entry per body, each starting with "- body:", or write "inForce: []" when it is in force nowhere yet');
      ok = false;
    } else {
      for (const item of list.items as YamlNode[]) {
        const itemAt = reader.at(item);
        const entryLabel = () => `an inForce entry of ${label()}`;
        const f = readFields(reader, item, entryLabel, IN_FORCE_FIELDS, IN_FORCE_FIELDS, itemAt);
        if (!f) {
          ok = false;
          continue;
        }
        const bodyField = f.get('body');
        let body = readText(reader, bodyField, 'body', entryLabel);
        const bodyAt = reader.at(bodyField?.value ?? item);
        if (body !== undefined && !checkBody(body, bodyAt, `the inForce of ${label()}`)) body = undefined;
        const forLabel = () => `${label()}${body !== undefined ? ` for ${body}` : ''}`;
        const fromField = f.get('from');
        const from = readDate(reader, fromField, 'from', forLabel, false);
        const src = readText(reader, f.get('source'), 'source', forLabel);
        if (body !== undefined) draft.inForce.push({ body, from, at: bodyAt, fromAt: reader.at(fromField?.value ?? item), line: itemAt.line });
        if (body === undefined || from === undefined || src === undefined) {
          ok = false;
          continue;
        }
        inForce.push({ body, from, source: src });
      }
    }
  }

  if (!ok || id === undefined || short === undefined || name === undefined || promulgatedBy === undefined || published === undefined || publishedSource === undefined) {
    return draft;
  }
  const entry: EditionEntry = { id, short, name, promulgatedBy, published, publishedSource, inForce };
  if (supersedes !== undefined) entry.supersedes = supersedes;
  if (adoption !== undefined) entry.adoption = adoption;
  draft.entry = entry;
  draft.complete = true;
  return draft;
}

function checkIds(sink: DiagnosticSink, drafts: Draft[]): void {
  const first = new Map<string, Draft>();
  for (const d of drafts) {
    if (d.id === undefined) continue;
    const earlier = first.get(d.id);
    if (earlier) d.duplicate = true;
    if (earlier) sink.error(d.idAt, `duplicate edition id "${d.id}" (first used on line ${earlier.idAt.line})`, 'each edition is listed once; ids are permanent, so a new edition needs an id of its own');
    else first.set(d.id, d);
  }
}

/** Checks what `supersedes` names; returns the ids that are part of a cycle. */
function checkSupersedes(sink: DiagnosticSink, drafts: Draft[], ids: string[], byId: Map<string, Draft>): Set<string> {
  for (const d of drafts) {
    if (d.supersedes === undefined || ids.includes(d.supersedes)) continue;
    sink.error(
      d.supersedesAt,
      `edition "${d.id ?? `on line ${d.line}`}" supersedes "${d.supersedes}", which is not an edition in this file; editions: ${quoteList(ids)}${didYouMean(d.supersedes, ids)}`,
      'name the id of an edition listed here, or remove "supersedes" when the earlier edition is not in the knowledge base',
    );
  }
  // Two editions replacing the same one.
  const successor = new Map<string, Draft>();
  for (const d of drafts) {
    if (d.supersedes === undefined || !ids.includes(d.supersedes) || d.supersedes === d.id) continue;
    const other = successor.get(d.supersedes);
    if (other) {
      sink.error(d.supersedesAt, `editions "${other.id}" (line ${other.supersedesAt.line}) and "${d.id}" both supersede "${d.supersedes}"`, 'an edition is superseded by one edition: make the newer one supersede the other instead');
    } else successor.set(d.supersedes, d);
  }
  // Cycles, each reported once, at the first of its editions in the file.
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
    if (chain.length === 1) {
      sink.error(d.supersedesAt, `edition "${d.id}" supersedes itself`, 'name the edition it replaces, or remove "supersedes"');
    } else {
      sink.error(
        d.supersedesAt,
        `"supersedes" goes round in a circle: ${[...chain, d.id].map((id) => `"${id}"`).join(' → ')}`,
        'an edition supersedes an older one: correct or remove "supersedes" in one of these editions',
      );
    }
  }
  return cyclic;
}

/** Every pair of editions must be ordered by `published`; returns the ids in a tie. */
function checkPublishedOrder(sink: DiagnosticSink, drafts: Draft[]): Set<string> {
  const tied = new Set<string>();
  const dated = drafts.filter((d) => d.published !== undefined && d.id !== undefined);
  for (let j = 0; j < dated.length; j++) {
    for (let i = 0; i < j; i++) {
      const a = dated[i];
      const b = dated[j];
      if (!a || !b || a.id === b.id || comparePublished(a.published ?? '', b.published ?? '') !== 0) continue;
      tied.add(a.id ?? '').add(b.id ?? '');
      sink.error(
        b.publishedAt,
        `the publication dates of "${b.id}" (${b.published}) and "${a.id}" (${a.published}, line ${a.publishedAt.line}) do not tell which edition is newer`,
        'editions are ordered by "published": give dates that differ (with the day, when the source gives it)',
      );
    }
  }
  return tied;
}

function checkSupersedesOlder(sink: DiagnosticSink, drafts: Draft[], byId: Map<string, Draft>, cyclic: Set<string>, tied: Set<string>): void {
  for (const d of drafts) {
    if (d.id === undefined || d.supersedes === undefined || d.published === undefined) continue;
    if (cyclic.has(d.id) || tied.has(d.id) || tied.has(d.supersedes)) continue;
    const older = byId.get(d.supersedes);
    if (!older || older.published === undefined || older.id === d.id) continue;
    if (comparePublished(older.published, d.published) > 0) {
      sink.error(
        d.supersedesAt,
        `edition "${d.id}" (published ${d.published}) supersedes "${older.id}", which was published later (${older.published})`,
        'an edition supersedes an older one: correct "supersedes" or the publication dates',
      );
    }
  }
}

function checkInForce(sink: DiagnosticSink, drafts: Draft[], tied: Set<string>): void {
  interface Row {
    edition: Draft;
    body: string;
    from: string;
    at: SourcePoint;
    fromAt: SourcePoint;
    line: number;
  }
  const rows: Row[] = [];
  for (const d of drafts) {
    const seen = new Map<string, number>();
    for (const e of d.inForce) {
      const first = seen.get(e.body);
      if (first !== undefined) {
        sink.error(e.at, `edition "${d.id ?? `on line ${d.line}`}" has two inForce entries for ${e.body} (the first on line ${first})`, `keep one entry for ${e.body}: the date from which this edition applied there`);
        continue;
      }
      seen.set(e.body, e.line);
      if (e.from === undefined) continue;
      if (d.published !== undefined && e.from < startOf(d.published)) {
        sink.error(
          e.fromAt,
          `edition "${d.id ?? `on line ${d.line}`}" is in force for ${e.body} from ${e.from}, before it was published (${d.published})`,
          'check both dates against their sources: a text cannot be in force before it is published',
        );
      }
      rows.push({ edition: d, body: e.body, from: e.from, at: e.at, fromAt: e.fromAt, line: e.line });
    }
  }
  // One body, one date, one edition.
  const firstOn = new Map<string, Row>();
  for (const r of rows) {
    const key = `${r.body} ${r.from}`;
    const other = firstOn.get(key);
    if (other && other.edition !== r.edition) {
      sink.error(
        r.fromAt,
        `two editions in force for ${r.body} from ${r.from}: "${r.edition.id}" here and "${other.edition.id}" (line ${other.line})`,
        `a body changes to one edition on a given date: correct the date or the body of one of the two entries`,
      );
    } else if (!other) firstOn.set(key, r);
  }
  // A body moves from older editions to newer ones.
  for (let j = 0; j < rows.length; j++) {
    for (let i = 0; i < j; i++) {
      const a = rows[i];
      const b = rows[j];
      if (!a || !b || a.body !== b.body || a.from === b.from || a.edition === b.edition) continue;
      const pa = a.edition.published;
      const pb = b.edition.published;
      if (pa === undefined || pb === undefined || tied.has(a.edition.id ?? '') || tied.has(b.edition.id ?? '')) continue;
      const order = comparePublished(pa, pb);
      if (order === 0 || (order < 0) === a.from < b.from) continue;
      const [older, newer] = order < 0 ? [a, b] : [b, a];
      sink.error(
        b.fromAt,
        `${b.body} would go back to an older edition: "${newer.edition.id}" from ${newer.from}, then "${older.edition.id}" from ${older.from} (the other entry is on line ${a.line})`,
        'a body moves from older editions to newer ones: check both dates against their sources',
      );
    }
  }
}
