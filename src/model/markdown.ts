/**
 * The one Markdown reader of the knowledge base: CommonMark + GFM (tables)
 * + YAML front matter + generic directives (`::clause{#A}`,
 * `:sic[Al]{read=A1}`, `::passage{#id}`). Each kind of source then accepts
 * only the constructs it allows, and reports the others.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { Root, RootContent, PhrasingContent } from 'mdast';
import type { z } from 'astro/zod';
import type { DiagnosticSink, SourcePoint } from './diagnostic';
import { markdownMarkerNesting, nestingMessage, treeNesting } from './nesting';
import { checkSchema } from './schema';
import { MAX_MARKUP_PER_PARAGRAPH } from './source-limits';
import { readYaml, type DataPath, type SourceText } from './source-reader';

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);

/** The YAML between the two "---" lines at the top of a Markdown source. */
export interface FrontMatterBlock {
  value: string;
  /** Offset of the value's first character in the source. */
  offset: number;
}

export interface MarkdownDocument {
  frontMatter: FrontMatterBlock | undefined;
  body: RootContent[];
}

/**
 * The Markdown of a source, or undefined (reported at its place) when it
 * nests deeper than MAX_NESTING: by its markers before it is parsed, by its
 * tree once parsed, before anything walks the tree.
 */
export function readMarkdown(source: SourceText): MarkdownDocument | undefined {
  const bodyStart = frontMatterEnd(source.text);
  const crowded = crowdedParagraph(source.text, bodyStart);
  if (crowded !== undefined) {
    source.sink.error(
      source.point(crowded),
      `this paragraph has more than ${MAX_MARKUP_PER_PARAGRAPH} Markdown marks (${MARKS_SHOWN}); this is the first over the limit`,
      'a paragraph of a source has a few: check for text a program left behind, or split the paragraph with blank lines',
    );
    return undefined;
  }
  const deep = markdownMarkerNesting(source.text, bodyStart);
  const root = deep ? undefined : (processor.parse(source.text) as Root);
  const tooDeep = deep ?? (root ? treeNesting(root) : undefined);
  if (tooDeep || !root) {
    const { message, fix } = nestingMessage(tooDeep?.depth ?? 0, 'block quotes, lists, directives, links or emphasis');
    source.sink.error(source.point(tooDeep?.offset ?? 0), message, fix);
    return undefined;
  }
  const tree = processor.runSync(root) as Root;
  const [first, ...rest] = tree.children;
  if (first?.type === 'yaml') {
    const start = first.position?.start.offset ?? 0;
    return { frontMatter: { value: first.value, offset: source.text.indexOf('\n', start) + 1 }, body: rest };
  }
  return { frontMatter: undefined, body: tree.children };
}

/** The characters that start Markdown inline syntax (escapes, entities, code, autolinks, links, emphasis, directives). */
const MARKS_SHOWN = '\\ & ` < [ ] ! * _ ~ :';
const MARKS = new Set([...MARKS_SHOWN.replaceAll(' ', '')].map((c) => c.charCodeAt(0)));

/**
 * The offset of the first Markdown mark (MARKS) over
 * MAX_MARKUP_PER_PARAGRAPH in one paragraph (lines up to a blank line) of
 * `text` from `from`, or undefined. One linear scan, before the parser runs.
 */
export function crowdedParagraph(text: string, from = 0): number | undefined {
  let count = 0;
  let lineBlank = true;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      if (lineBlank) count = 0;
      lineBlank = true;
    } else if (MARKS.has(c)) {
      lineBlank = false;
      if (++count > MAX_MARKUP_PER_PARAGRAPH) return i;
    } else if (c !== 0x20 && c !== 0x09 && c !== 0x0d) lineBlank = false;
  }
  return undefined;
}

/** Where the body of a Markdown source starts: after its front matter, if it has one. */
function frontMatterEnd(text: string): number {
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!open) return 0;
  const close = /^---[ \t]*$/m.exec(text.slice(open[0].length));
  return close ? open[0].length + close.index + close[0].length : 0;
}

/** Front matter, checked against its schema, with where each field is; undefined (reported) when missing or wrong. */
export function readFrontMatter<S extends z.ZodTypeAny>(
  source: SourceText,
  block: FrontMatterBlock | undefined,
  schema: S,
  example: string,
): { data: z.output<S>; locate(path: DataPath): SourcePoint } | undefined {
  if (!block) {
    source.sink.error(
      { line: 1, column: 1 },
      'missing front matter',
      `start the file with a YAML block between two "---" lines, for example:\n---\n${example}\n---`,
    );
    return undefined;
  }
  const yaml = readYaml(source, { text: block.value, offset: block.offset }, 'the front matter');
  const data = yaml && checkSchema(schema, yaml, source, { whole: 'the front matter' });
  return yaml && data !== undefined ? { data, locate: (path) => yaml.locate(path) } : undefined;
}

export type { RootContent, PhrasingContent };

/** How a directive was written, for error messages: "::clause", ":sic". */
export function directiveSyntax(node: { type: string; name?: string }): string {
  const colons = node.type === 'containerDirective' ? ':::' : node.type === 'leafDirective' ? '::' : ':';
  return `${colons}${node.name ?? ''}`;
}

/**
 * Reports, at `at`, each attribute of a directive that it does not take
 * (`allowed`), the same way for every directive of every kind of source: the
 * parser keeps any attribute written, and one that nothing reads would be
 * dropped without a word. `fix` says what the directive takes.
 */
export function unknownAttributes(
  sink: DiagnosticSink,
  at: SourcePoint | undefined,
  node: { type: string; name?: string; attributes?: Record<string, string | null | undefined> | null | undefined },
  allowed: readonly string[],
  fix: string,
): void {
  for (const key of Object.keys(node.attributes ?? {})) {
    if (!allowed.includes(key)) sink.error(at, `unknown attribute "${key}" on ${directiveSyntax(node)}`, fix);
  }
}

/**
 * Where characters of a node's value are in the source, so that a problem
 * inside a long paragraph is reported at its own line and column. The value
 * of a text node can differ from its source (escapes, entities, line
 * endings, the indentation of a continued line): then the value is laid
 * over its source once per node, character by character, each character at
 * the next place the source has it within a few characters (an escape's
 * backslash, the rest of an entity and a line's indentation are skipped),
 * so that finding many problems in one long node stays linear.
 */
export function sourceLocator(source: SourceText) {
  const at = (offset: number): SourcePoint => source.point(offset);
  // Per node: where each character of its value is, or null when the value is its source as it is.
  const aligned = new WeakMap<object, Int32Array | null>();
  return (
    node: {
      value?: string;
      position?:
        | { start: { line: number; column: number; offset?: number | undefined }; end: { offset?: number | undefined } }
        | undefined;
    },
    index: number,
  ): { line: number; column: number } | undefined => {
    const pos = node.position;
    if (!pos) return undefined;
    const { offset: from } = pos.start;
    const { offset: to } = pos.end;
    if (from === undefined || to === undefined || node.value === undefined)
      return { line: pos.start.line, column: pos.start.column };
    let map = aligned.get(node);
    if (map === undefined) {
      const value = node.value;
      map =
        to - from === value.length && source.text.startsWith(value, from)
          ? null
          : alignValue(value, source.text, from, to);
      aligned.set(node, map);
    }
    return at(map === null ? from + index : (map[index] ?? from));
  };
}

/** How far ahead in the source a character of a value is looked for: past an escape, an entity, an indentation. */
const ALIGN_REACH = 40;

/** For each character of `value`, its offset in `text` between `from` and `to` (see sourceLocator). */
function alignValue(value: string, text: string, from: number, to: number): Int32Array {
  const map = new Int32Array(value.length + 1);
  let j = from;
  for (let i = 0; i < value.length; i++) {
    const k = text.slice(j, Math.min(to, j + ALIGN_REACH)).indexOf(value[i] ?? '');
    if (k !== -1) j += k;
    map[i] = Math.min(j, Math.max(from, to - 1));
    if (k !== -1) j++;
  }
  map[value.length] = Math.min(j, to);
  return map;
}
