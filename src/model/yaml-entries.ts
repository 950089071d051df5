/**
 * Reading a YAML list of entries (the registries under content/) with the
 * position of every value, so that every problem is reported at its
 * file:line:column with a fix: unknown keys (with "did you mean"), missing
 * required keys, text and date values.
 *
 * Positions come from the yaml package: `parseDocument` with a `LineCounter`
 * gives every node a `range` ([start, value-end, node-end] offsets), and
 * `lineCounter.linePos(offset)` turns an offset into a one-based line/column.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode, type Scalar, type YAMLMap } from 'yaml';
import { DiagnosticSink, type SourcePoint } from './diagnostic';
import { dateProblem } from './dates';
import { editDistance } from '../bridge/edit-distance';

/** The known values nearest to `value` (case-insensitive, at most 2 edits), as ` (did you mean "X"?)`. */
export function didYouMean(value: string, known: readonly string[]): string {
  let best = Infinity;
  let nearest: string[] = [];
  for (const k of known) {
    const d = editDistance(value.toLowerCase(), k.toLowerCase());
    if (d > 2) continue;
    if (d < best) [best, nearest] = [d, [k]];
    else if (d === best) nearest.push(k);
  }
  if (nearest.length === 0) return '';
  return ` (did you mean ${nearest.map((n) => `"${n}"`).join(' or ')}?)`;
}

export const quoteList = (ids: readonly string[]): string => ids.map((id) => `"${id}"`).join(', ');

// ---------------------------------------------------------------------------
// Reading YAML with positions

export interface Reader {
  sink: DiagnosticSink;
  at(node: YamlNode | null | undefined): SourcePoint;
}

export function openDocument(source: string, file: string, what: string, example: string): { reader: Reader; items: YamlNode[] | undefined } {
  const sink = new DiagnosticSink(file);
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  const pointAt = (offset: number): SourcePoint => {
    const p = lines.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const reader: Reader = { sink, at: (node) => pointAt(node?.range?.[0] ?? 0) };
  if (doc.errors.length > 0) {
    for (const e of doc.errors) {
      sink.error(pointAt(e.pos[0]), `malformed YAML: ${e.message.split('\n')[0]}`, 'fix the YAML syntax (indentation, quotes, colons, each key once per entry)');
    }
    return { reader, items: undefined };
  }
  const root = doc.contents;
  if (!isSeq(root)) {
    sink.error(root ? reader.at(root) : { line: 1, column: 1 }, `${file} is not a list of ${what}`, `write one entry per ${what.replace(/s$/, '')}, each starting with "- ", for example:\n${example}`);
    return { reader, items: undefined };
  }
  return { reader, items: root.items as YamlNode[] };
}

/** The id of an entry, if it is written as text, for naming the entry in messages. */
export function peekId(node: YamlNode | null): string | undefined {
  if (!isMap(node)) return undefined;
  const id = (node as YAMLMap<unknown, unknown>).get('id', true);
  return isScalar(id) && typeof id.value === 'string' && id.value.trim() !== '' ? id.value : undefined;
}

export interface Field {
  key: Scalar;
  value: YamlNode | null;
}

/**
 * The fields of one entry, checking that it is a map, that every key is
 * known and that every required key is there.
 */
export function readFields(
  reader: Reader,
  node: YamlNode | null,
  label: () => string,
  known: readonly string[],
  required: readonly string[],
  atIfNotMap: SourcePoint,
): Map<string, Field> | undefined {
  if (!isMap(node)) {
    reader.sink.error(node ? reader.at(node) : atIfNotMap, `${label()} is not a set of "key: value" fields`, `write the fields as "key: value" lines; the fields are: ${known.join(', ')}`);
    return undefined;
  }
  const fields = new Map<string, Field>();
  for (const pair of (node as YAMLMap<unknown, unknown>).items) {
    const key = pair.key;
    if (!isScalar(key) || typeof key.value !== 'string') {
      reader.sink.error(reader.at(key as YamlNode), `${label()} has a key that is not a word`, `use only these keys: ${known.join(', ')}`);
      continue;
    }
    fields.set(key.value, { key, value: (pair.value as YamlNode | null) ?? null });
  }
  for (const [name, field] of fields) {
    if (!known.includes(name)) {
      reader.sink.error(reader.at(field.key), `unknown field "${name}" in ${label()}${didYouMean(name, known)}`, `remove "${name}" or correct its spelling; the fields are: ${known.join(', ')}`);
    }
  }
  for (const name of required) {
    if (!fields.has(name)) reader.sink.error(reader.at(node), `${label()} has no "${name}"`, `add "${name}:" to it`);
  }
  return fields;
}

/** A text value: a non-empty string scalar. */
export function readText(reader: Reader, field: Field | undefined, name: string, label: () => string): string | undefined {
  if (!field) return undefined;
  const v = field.value;
  if (isScalar(v) && typeof v.value === 'string') {
    if (v.value.trim() === '') {
      reader.sink.error(reader.at(v), `"${name}" of ${label()} is empty`, `give "${name}" its value, or remove the field if it is optional`);
      return undefined;
    }
    return v.value;
  }
  if (isScalar(v) && (typeof v.value === 'number' || typeof v.value === 'boolean')) {
    reader.sink.error(reader.at(v), `"${name}" of ${label()} is the ${typeof v.value} ${String(v.source ?? v.value)}, not text`, `write it in quotes: ${name}: "${String(v.source ?? v.value)}"`);
    return undefined;
  }
  reader.sink.error(reader.at(v ?? field.key), `"${name}" of ${label()} is not text`, `write "${name}" as a single value on its line, e.g. ${name}: "…"`);
  return undefined;
}

/** A date value: YYYY-MM-DD, or also YYYY-MM when `monthAllowed`. */
export function readDate(reader: Reader, field: Field | undefined, name: string, label: () => string, monthAllowed: boolean): string | undefined {
  if (!field) return undefined;
  const v = field.value;
  const text = isScalar(v) && v.value !== null ? (typeof v.value === 'string' ? v.value : String(v.source ?? v.value)) : undefined;
  const problem = text === undefined ? 'not a single value' : dateProblem(text, monthAllowed);
  if (problem === undefined && text !== undefined) return text;
  reader.sink.error(
    reader.at(v ?? field.key),
    `"${name}" of ${label()} is not a date: ${text === undefined ? problem : `"${text}" (${problem})`}`,
    monthAllowed
      ? `write the date as YYYY-MM-DD, or YYYY-MM when the source gives no day, e.g. "2017-03"`
      : `write the date as YYYY-MM-DD, e.g. "2017-08-01"`,
  );
  return undefined;
}

