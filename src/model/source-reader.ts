/**
 * The one reader of the sources: every kind of source (law texts and
 * guidance with their front matter, the registries, the examples, and any
 * kind added later) is read through a `SourceText`, which
 *
 * - refuses invisible and control characters at their line and column
 *   (./characters.ts), unless the kind allows a real occurrence and says so;
 * - reads YAML (a whole file, or a front-matter block inside a Markdown
 *   file) with the position of every value, after checking how deep it
 *   nests (./nesting.ts) and before anything recursive runs on it;
 * - collects every problem of the file in one sink, and gives them back in
 *   file order.
 *
 * What a kind's YAML must hold is a zod schema, checked by ./schema.ts,
 * which reports each problem at the line and column of the value at fault.
 */
import {
  Alias,
  Composer,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  Parser,
  type Document,
  type Node as YamlNode,
} from 'yaml';
import { characterProblem, refusedCharacters, type CharOccurrence } from './characters';
import { DiagnosticSink, type Diagnostic, type SourcePoint } from './diagnostic';
import { nestingMessage, yamlNesting } from './nesting';

/** One source file being read: its text, its problems so far, and where every offset of it is. */
export class SourceText {
  readonly sink: DiagnosticSink;
  /** The refused characters of the text, in order (some may be allowed, see `allow`). */
  readonly characters: CharOccurrence[];
  private readonly lineStarts: number[] = [0];
  /** The refused characters by offset (made on the first allowance), and the offsets of those allowed. */
  private byOffset: Map<number, number> | undefined;
  private readonly allowed = new Set<number>();

  /**
   * @param file the path shown in diagnostics
   * @param lawText whether refused characters can be allowed by an editorial note (their fix says how)
   */
  constructor(
    readonly text: string,
    readonly file: string,
    private readonly lawText = false,
  ) {
    this.sink = new DiagnosticSink(file);
    this.characters = refusedCharacters(text);
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  /** Line and column (from 1; a column counts UTF-16 units, as editors do) of an offset of the text. */
  point(offset: number): SourcePoint {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] ?? 0) + 1 };
  }

  /** Keeps the refused character `codePoint` at `offset`, which the source's own data allows; false when there is none. */
  allow(offset: number, codePoint: number): boolean {
    this.byOffset ??= new Map(this.characters.map((c, i) => [c.offset, i]));
    const i = this.byOffset.get(offset);
    const occurrence = i === undefined ? undefined : this.characters[i];
    if (occurrence?.codePoint !== codePoint || this.allowed.has(offset)) return false;
    this.allowed.add(offset);
    return true;
  }

  /** Every problem of the file, the refused characters included, top to bottom. */
  diagnostics(): Diagnostic[] {
    const all = [...this.sink.items];
    for (const c of this.characters) {
      if (this.allowed.has(c.offset)) continue;
      const { message, fix } = characterProblem(c.codePoint, this.lawText);
      all.push({ file: this.file, ...this.point(c.offset), message, fix });
    }
    return all.sort((a, b) => a.line - b.line || a.column - b.column);
  }

  get failed(): boolean {
    return this.sink.failed || this.characters.length > this.allowed.size;
  }
}

/** A path into YAML data: keys and list indexes. */
export type DataPath = readonly (string | number)[];

/** YAML read from a source, as plain data, with where each part of it is written. */
export interface YamlData {
  data: unknown;
  /**
   * Where the value at `path` is written; `key`: where its key is. A value
   * written as nothing (`intent:`) is at its key; a path that is not there
   * is at the nearest mapping or list that is.
   */
  locate(path: DataPath, at?: 'key' | 'value'): SourcePoint;
}

/** Where the YAML is in the source: the whole text, or a block of it (front matter) from `offset`. */
export interface YamlRegion {
  text: string;
  offset: number;
}

/**
 * Reads YAML, reporting into the source's sink: syntax errors (each at its
 * place), nesting over the limit (at the first collection too deep, before
 * the document is composed), more than one document, an alias bomb.
 * Undefined when the YAML cannot be read.
 */
export function readYaml(
  source: SourceText,
  region: YamlRegion = { text: source.text, offset: 0 },
  what = 'YAML',
): YamlData | undefined {
  const at = (offset: number) => source.point(region.offset + offset);
  const tokens = [...new Parser().parse(region.text)];
  const deep = yamlNesting(tokens);
  if (deep) {
    const { message, fix } = nestingMessage(deep.depth, 'mappings and lists');
    source.sink.error(at(deep.offset), message, fix);
    return undefined;
  }
  const docs = [...new Composer({ prettyErrors: false }).compose(tokens, true, region.text.length)];
  const doc = docs[0];
  const errors = [
    ...(doc?.errors ?? []),
    ...docs.slice(1).map((d) => ({
      pos: d.range,
      message: 'a second document (after "---"): a source holds one',
      code: 'MULTIPLE_DOCS',
    })),
  ];
  for (const e of errors) {
    source.sink.error(
      at(e.pos[0]),
      `${what} is not valid YAML: ${e.message.split('\n')[0] ?? e.message}`,
      e.code === 'DUPLICATE_KEY'
        ? 'keep only one of the fields with this name'
        : 'correct the YAML syntax here: indentation, quotes, brackets and the colon after each field name',
    );
  }
  if (!doc || errors.length > 0) return undefined;
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    source.sink.error(
      at(0),
      `${what} repeats its aliases ("*name") too often: ${error.message}`,
      'write the values out instead of using anchors and aliases',
    );
    return undefined;
  }
  return { data, locate: (path, where = 'value') => at(offsetOf(doc, path, where)) };
}

/** The offset (in the YAML text) of the value or key at `path`, or of the nearest enclosing node there is. */
function offsetOf(doc: Document, path: DataPath, where: 'key' | 'value'): number {
  let node: unknown = doc.contents;
  let found = (node as YamlNode | null)?.range?.[0] ?? 0;
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    if (isAlias(node)) node = (node as Alias).resolve(doc);
    let key: unknown;
    let value: unknown;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && (isScalar(p.key) ? p.key.value : p.key) === step);
      if (!pair) return found;
      [key, value] = [pair.key, pair.value];
    } else if (isSeq(node) && typeof step === 'number') {
      value = node.items[step];
      if (value === undefined) return found;
    } else return found;
    const keyAt = (key as YamlNode | null)?.range?.[0];
    const last = i === path.length - 1;
    const empty = value === null || (isScalar(value) && value.value === null && (value.source ?? '') === '');
    if (last && (where === 'key' || empty) && keyAt !== undefined) return keyAt;
    const valueAt = (value as YamlNode | null)?.range?.[0];
    found = empty ? (keyAt ?? found) : (valueAt ?? keyAt ?? found);
    node = value;
  }
  return found;
}
