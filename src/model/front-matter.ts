/**
 * Reading a YAML front-matter block and checking it against a zod schema,
 * with errors that point at the line of the offending field.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { z } from 'astro/zod';
import type { DiagnosticSink, SourcePoint } from './diagnostic';

export interface FrontMatterBlock {
  /** The YAML text between the `---` fences. */
  value: string;
  /** Line of the opening `---` in the file. */
  line: number;
}

function nodeAt(root: unknown, path: readonly (string | number)[]): YamlNode | undefined {
  let node: unknown = root;
  let found: YamlNode | undefined;
  for (const key of path) {
    if (isMap(node)) node = node.get(key, true);
    else if (isSeq(node) && typeof key === 'number') node = node.get(key, true);
    else break;
    if (node && typeof node === 'object' && 'range' in node) found = node as YamlNode;
  }
  return found;
}

export interface FrontMatter<T> {
  data: T;
  /** Where a field is written, e.g. locate(['editorialNotes', 0, 'clause']). */
  locate(path: readonly (string | number)[]): SourcePoint;
}

export function readFrontMatter<S extends z.ZodTypeAny>(
  block: FrontMatterBlock | undefined,
  schema: S,
  sink: DiagnosticSink,
  example: string,
): FrontMatter<z.infer<S>> | undefined {
  if (!block) {
    sink.error(
      { line: 1, column: 1 },
      'missing front matter',
      `start the file with a YAML block between two "---" lines, for example:\n---\n${example}\n---`,
    );
    return undefined;
  }
  const lines = new LineCounter();
  const doc = parseDocument(block.value, { lineCounter: lines, prettyErrors: false });
  // Line 1 of the YAML is the line after the opening fence.
  const at = (offset: number | undefined): SourcePoint => {
    const p = lines.linePos(offset ?? 0);
    return { line: block.line + p.line, column: p.col };
  };
  if (doc.errors.length > 0) {
    for (const e of doc.errors) {
      sink.error(at(e.pos[0]), `malformed front matter: ${e.message.split('\n')[0]}`, 'fix the YAML syntax (indentation, quotes, colons) of the front matter');
    }
    return undefined;
  }
  const data: unknown = doc.toJS();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    sink.error({ line: block.line, column: 1 }, 'front matter is not a set of "key: value" fields', `write the front matter as YAML fields, for example:\n${example}`);
    return undefined;
  }
  const locate = (path: readonly (string | number)[]): SourcePoint => {
    const node = nodeAt(doc.contents, path);
    return node ? at(node.range?.[0]) : { line: block.line, column: 1 };
  };
  const result = schema.safeParse(data);
  if (result.success) return { data: result.data as z.infer<S>, locate };
  for (const issue of result.error.issues) {
    const path = issue.path.filter((k: unknown): k is string | number => typeof k === 'string' || typeof k === 'number');
    const field = path.join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of (issue as { keys: string[] }).keys) {
        const name = [...path, key].join('.');
        sink.error(locate([...path, key]), `unknown front matter field "${name}"`, `remove "${key}" or correct its spelling; see content/README.md for the fields`);
      }
      continue;
    }
    const missing = issue.code === 'invalid_type' && (issue as { received?: string }).received === 'undefined';
    sink.error(
      locate(missing ? path.slice(0, -1) : path),
      missing ? `front matter field "${field}" is missing` : `front matter field "${field || '(top level)'}": ${issue.message}`,
      missing ? `add "${String(path[path.length - 1])}:" to the front matter` : `correct the value of "${field}"`,
    );
  }
  return undefined;
}
