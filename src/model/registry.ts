/**
 * The editions registry as data: `content/editions.yaml` (one entry per
 * edition of the Laws) and `content/bodies.yaml` (the governing bodies it
 * names), parsed and checked with `file:line:column` for every problem.
 *
 * Pure: the caller reads the files and passes their text. Nothing here knows
 * the corpus; the rule for "the text in force" is in ./in-force.ts.
 *
 * Each file is read by the one reader (./source-reader.ts) against the zod
 * schema of its entries (./schema.ts); the checks across entries (ids,
 * "supersedes", the order of publication, the in-force dates) are in
 * ./registry-checks.ts.
 */
import { editionOrder } from './edition-dates';
import type { Diagnostic } from './diagnostic';
import { checkEditions } from './registry-checks';
import { BODY_EXAMPLE, bodyEntry, EDITION_EXAMPLE, editionEntry, inForceEntry } from './registry-schema';
import { checkList, nameOf, validFields } from './schema';
import { readYaml, SourceText, type DataPath, type YamlData } from './source-reader';
import { didYouMean, quoteList } from './suggest';

export { dateProblem } from './dates';
export { comparePublished } from './edition-dates';

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

/**
 * The problem with an edition id used elsewhere (a law text's or a guidance
 * document's front matter), or undefined when the registry has it.
 */
export function unknownEdition(
  id: string,
  editions: readonly Pick<EditionEntry, 'id'>[],
): { message: string; fix: string } | undefined {
  const ids = editions.map((e) => e.id);
  if (ids.includes(id)) return undefined;
  return {
    message: `unknown edition "${id}": content/editions.yaml has ${quoteList(ids)}${didYouMean(id, ids)}`,
    fix: 'use the id of an edition in content/editions.yaml, or add the edition there first',
  };
}

// ---------------------------------------------------------------------------
// bodies.yaml

export function parseBodies(text: string, file: string): BodiesParseResult {
  const source = new SourceText(text, file);
  const yaml = readYaml(source, undefined, file);
  const entries = yaml && checkList(bodyEntry, yaml, source, { whole: 'the file', entry: 'body' }, BODY_EXAMPLE);
  if (yaml && entries) {
    if (entries.length === 0)
      source.sink.error(
        { line: 1, column: 1 },
        `${file} lists no bodies`,
        `add the governing bodies, for example:\n${BODY_EXAMPLE}`,
      );
    const first = new Map<string, number>();
    (yaml.data as unknown[]).forEach((raw, i) => {
      const id = validFields(bodyEntry, raw)['id'] as string | undefined;
      if (id === undefined) return;
      const at = yaml.locate([i, 'id']);
      const earlier = first.get(id);
      if (earlier !== undefined)
        source.sink.error(
          at,
          `duplicate body id "${id}" (first used on line ${earlier})`,
          'each body may be listed once',
        );
      else first.set(id, at.line);
    });
  }
  if (source.failed || !entries) return { bodies: undefined, diagnostics: source.diagnostics() };
  const bodies = entries.flatMap((e): Body[] => {
    if (e === undefined) return [];
    const body: Body = { id: e.id, name: e.name };
    if (e.region !== undefined) body.region = e.region;
    if (e.zone !== undefined) body.zone = e.zone;
    return [body];
  });
  return { bodies, diagnostics: [] };
}

// ---------------------------------------------------------------------------
// editions.yaml

export function parseEditions(text: string, file: string, bodies: readonly Body[]): EditionsParseResult {
  const source = new SourceText(text, file);
  const yaml = readYaml(source, undefined, file);
  const naming = { whole: 'the file', entry: 'edition' };
  const entries = yaml && checkList(editionEntry, yaml, source, naming, EDITION_EXAMPLE);
  if (!yaml || !entries) return { editions: undefined, diagnostics: source.diagnostics() };
  if (entries.length === 0)
    source.sink.error(
      { line: 1, column: 1 },
      `${file} lists no editions`,
      `add the editions, for example:\n${EDITION_EXAMPLE}`,
    );
  checkBodies(source, yaml, bodies, (path) => nameOf(path, yaml, naming));
  checkEditions(
    source,
    yaml,
    bodies.map((b) => b.id),
  );
  const checked = entries.flatMap((e) => (e === undefined ? [] : [e]));
  if (source.failed || checked.length < entries.length)
    return { editions: undefined, diagnostics: source.diagnostics() };
  const editions = checked.map((e): EditionEntry => {
    const entry: EditionEntry = {
      id: e.id,
      short: e.short,
      name: e.name,
      promulgatedBy: e.promulgatedBy,
      published: e.published,
      publishedSource: e.publishedSource,
      inForce: e.inForce,
    };
    if (e.supersedes !== undefined) entry.supersedes = e.supersedes;
    if (e.adoption !== undefined)
      entry.adoption =
        e.adoption.from !== undefined
          ? { from: e.adoption.from, by: e.adoption.by, source: e.adoption.source }
          : { by: e.adoption.by, source: e.adoption.source };
    return entry;
  });
  return { editions: editionOrder(editions), diagnostics: [] };
}

/** Every body an edition names (promulgatedBy, inForce) is in bodies.yaml. */
function checkBodies(
  source: SourceText,
  yaml: YamlData,
  bodies: readonly Body[],
  name: (path: DataPath) => string,
): void {
  const ids = bodies.map((b) => b.id);
  const check = (id: unknown, path: DataPath) => {
    if (typeof id !== 'string' || ids.includes(id)) return;
    source.sink.error(
      yaml.locate(path),
      `${name(path)}: unknown body "${id}"; known bodies: ${[...ids].sort().join(', ')}${didYouMean(id, ids)}`,
      'use the id of a body in content/bodies.yaml, or add the body there first',
    );
  };
  (yaml.data as unknown[]).forEach((raw, i) => {
    const valid = validFields(editionEntry, raw);
    check(valid['promulgatedBy'], [i, 'promulgatedBy']);
    const rows = (raw as { inForce?: unknown } | null)?.inForce;
    if (Array.isArray(rows))
      rows.forEach((row, k) => check(validFields(inForceEntry, row)['body'], [i, 'inForce', k, 'body']));
  });
}
