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
import type { z } from 'astro/zod';
import { editionOrder } from './edition-dates';
import type { Diagnostic } from './diagnostic';
import { checkEditions } from './registry-checks';
import { BODY_EXAMPLE, bodyEntry, EDITION_EXAMPLE, editionEntry, inForceEntry } from './registry-schema';
import { checkList, checkUniqueIds, nameOf, validFields } from './schema';
import { readYaml, SourceText, type DataPath, type YamlData } from './source-reader';
import { didYouMean, unknownId } from './suggest';

export { dateProblem } from './dates';
export { comparePublished } from './edition-dates';

/**
 * The registry's entries, as their schemas (./registry-schema.ts) read them:
 * a governing body (content/bodies.yaml); an edition of the Laws
 * (content/editions.yaml), with the window its promulgator set for bringing
 * it into force and, per body, the date from which it is in force (inclusive).
 */
export type Body = z.output<typeof bodyEntry>;
export type InForce = z.output<typeof inForceEntry>;
export type EditionEntry = z.output<typeof editionEntry>;
export type Adoption = NonNullable<EditionEntry['adoption']>;

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
  return unknownId(
    'edition',
    id,
    editions.map((e) => e.id),
    {
      file: 'content/editions.yaml',
      has: 'has',
      fix: 'use the id of an edition in content/editions.yaml, or add the edition there first',
    },
  );
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
    checkUniqueIds(bodyEntry, yaml, source, 'body', 'each body may be listed once');
  }
  if (source.failed || !entries) return { bodies: undefined, diagnostics: source.diagnostics() };
  const bodies = entries.flatMap((e): Body[] => {
    if (e === undefined) return [];
    const body: Body = { id: e.id, name: e.name };
    if (e.region !== undefined) body.region = e.region;
    if (e.zone !== undefined) body.zone = e.zone;
    if (e.textNamedIn !== undefined) body.textNamedIn = e.textNamedIn;
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
    if (e.officialText !== undefined) entry.officialText = e.officialText;
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
