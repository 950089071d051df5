/**
 * Example auctions (content/examples/<id>.yaml, one example per file): read
 * by the one reader against the schema of their kind (./example-schema.ts),
 * every problem of every file reported as a Diagnostic at the line and
 * column of the value at fault (of its key when the value is empty, of the
 * enclosing mapping when a field is missing).
 *
 * Calls are normalised to canonical form ('1D', '2NT', 'P', 'X'). Whether an
 * example's source document and edition exist in the corpus is checked by the
 * corpus, which knows all sources.
 */
import path from 'node:path';
import type { z } from 'astro/zod';
import type { Example, ExampleReplacement } from '../bridge/examples';
import type { Diagnostic, SourcePoint } from './diagnostic';
import { exampleSchema } from './example-schema';
import { checkSchema, describeValue } from './schema';
import { sourceFiles, type ReadOne } from './source-files';
import { readYaml, SourceText, type DataPath, type YamlData } from './source-reader';

export interface ExampleParseResult {
  /** The example, when the file has no problem at all. */
  example: Example | undefined;
  diagnostics: Diagnostic[];
}

export interface ExamplesLoadResult {
  /** The examples of the files without problems, sorted by id. */
  examples: Example[];
  diagnostics: Diagnostic[];
  /** Ids (file names) of the example files that have problems. */
  broken: string[];
  /** Where a field of a loaded example is written, for checks the corpus makes across sources. */
  fieldAt(id: string, path: DataPath): SourcePoint;
}

const START = 'write the example as "field: value" lines, starting with id, kind and title';

interface Read {
  example: Example | undefined;
  /** The id as written, when it is one, and where, for the checks across files. */
  id?: { value: string; at: SourcePoint };
  yaml?: YamlData;
}

function readExample(source: SourceText): Read {
  const yaml = readYaml(source, undefined, 'the file');
  if (!yaml) return { example: undefined };
  const data = yaml.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    source.sink.error(
      yaml.locate([]),
      data === null || data === undefined
        ? 'the file is empty'
        : `the file is ${describeValue(data)}, not a mapping of example fields`,
      START,
    );
    return { example: undefined };
  }
  const fields = data as Record<string, unknown>;
  const checked = checkSchema(exampleSchema(fields['kind']), yaml, source, { whole: 'the example' });
  const id =
    typeof fields['id'] === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(fields['id'])
      ? { value: fields['id'], at: yaml.locate(['id']) }
      : undefined;
  return {
    example: checked === undefined ? undefined : toExample(checked as Checked),
    yaml,
    ...(id === undefined ? {} : { id }),
  };
}

/** An example as its schema gives it (calls with their canonical form and as written). */
type Checked = Omit<z.output<ReturnType<typeof exampleSchema>>, 'insufficient' | 'withdrawn' | 'auction'> & {
  auction?: readonly { value: string }[] | undefined;
  insufficient?: { value: string } | undefined;
  withdrawn?: { value: string } | undefined;
};

/** The checked data as the bridge's Example, its fields in their usual order. */
function toExample(e: Checked): Example {
  const replacements = e.replacements.map((r): ExampleReplacement => ({
    ...(r.call === undefined ? {} : { call: r.call.value }),
    ...(r.description === undefined ? {} : { description: r.description }),
    ...(r.condition === undefined ? {} : { condition: r.condition }),
    judgement: Object.fromEntries(Object.entries(r.judgement).filter(([, v]) => v !== undefined)),
    verdict: {
      restriction: r.verdict.restriction as ExampleReplacement['verdict']['restriction'],
      clauseStated: r.verdict.clauseStated ?? false,
      quote: r.verdict.quote,
      ...(r.verdict.clause === undefined
        ? {}
        : { clause: r.verdict.clause as NonNullable<ExampleReplacement['verdict']['clause']> }),
      ...(r.verdict.leadRestrictions === undefined ? {} : { leadRestrictions: r.verdict.leadRestrictions }),
      ...(r.verdict.adjustedScore === undefined ? {} : { adjustedScore: r.verdict.adjustedScore }),
    },
    ...(r.note === undefined ? {} : { note: r.note }),
  }));
  const base = {
    id: e.id,
    title: e.title,
    source: { document: e.source.document, place: e.source.place },
    edition: e.edition,
    dealer: e.dealer,
    offender: e.offender,
    assumptions: e.assumptions,
    intent: e.intent,
    replacements,
    notes: e.notes,
  };
  const auction = e.auction?.map((c) => c.value);
  if (e.kind === 'insufficient-bid')
    return { kind: e.kind, ...base, auction: auction ?? [], insufficient: e.insufficient?.value ?? '' };
  return { kind: e.kind, ...base, withdrawn: e.withdrawn?.value ?? '', ...(auction === undefined ? {} : { auction }) };
}

/**
 * Reads one example written in YAML. Every problem is reported; the example
 * is returned only when there is none.
 * @param file the path shown in diagnostics.
 */
export function parseExample(text: string, file: string): ExampleParseResult {
  const source = new SourceText(text, file);
  const { example } = readExample(source);
  return { example: source.failed ? undefined : example, diagnostics: source.diagnostics() };
}

/**
 * Reads every `*.yaml` (or `*.yml`) file of `dir`, one example per file,
 * and checks across files: each id is the file's name, and no two files
 * share an id. A folder that does not exist holds no examples.
 * @param display how a file's path is shown in diagnostics (default: relative to the working directory).
 */
export function loadExamples(dir: string, display?: (file: string) => string): ExamplesLoadResult {
  const located = new Map<string, YamlData>();
  const seen = new Map<string, string>();
  const read: ReadOne<Example> = (text, shown, file) => {
    const source = new SourceText(text, shown);
    const result = readExample(source);
    if (result.id !== undefined) checkId(source, path.basename(file), result.id, seen);
    const example = source.failed ? undefined : result.example;
    if (example !== undefined && result.yaml !== undefined) located.set(example.id, result.yaml);
    return { item: example, diagnostics: source.diagnostics() };
  };
  const { items, diagnostics, broken } = sourceFiles(dir, /\.ya?ml$/i, read, display);
  return {
    examples: items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    diagnostics,
    broken,
    fieldAt: (id, at) => located.get(id)?.locate(at) ?? { line: 1, column: 1 },
  };
}

/** The id is the file's name, and no other file has it. */
function checkId(
  source: SourceText,
  name: string,
  id: { value: string; at: SourcePoint },
  seen: Map<string, string>,
): void {
  const stem = name.replace(/\.ya?ml$/i, '');
  if (stem !== id.value) {
    source.sink.error(
      id.at,
      `id: ${JSON.stringify(id.value)} does not match the file name ${path.basename(name)}`,
      `rename the file to ${id.value}.yaml, or write id: ${stem}`,
    );
  }
  const other = seen.get(id.value);
  if (other !== undefined)
    source.sink.error(
      id.at,
      `id: ${JSON.stringify(id.value)} is also the id of ${other}`,
      'give each example its own id, the same as its file name',
    );
  else seen.set(id.value, source.file);
}
