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
import type { SourcePoint } from './diagnostic';
import { markdownMarkerNesting, nestingMessage, treeNesting } from './nesting';
import { checkSchema } from './schema';
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
  const deep = markdownMarkerNesting(source.text, frontMatterEnd(source.text));
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
 * Where characters of a node's value are in the source, so that a problem
 * inside a long paragraph is reported at its own line and column. The value
 * of a text node can differ from its source (escapes, entities, line
 * endings): then the written characters are looked for in the node's source,
 * and the node's start is the answer when they cannot be found.
 */
export function sourceLocator(source: SourceText) {
  const at = (offset: number): SourcePoint => source.point(offset);
  return (
    node: {
      value?: string;
      position?:
        | { start: { line: number; column: number; offset?: number | undefined }; end: { offset?: number | undefined } }
        | undefined;
    },
    index: number,
    length: number,
  ): { line: number; column: number } | undefined => {
    const pos = node.position;
    if (!pos) return undefined;
    const { offset: from } = pos.start;
    const { offset: to } = pos.end;
    if (from === undefined || to === undefined || node.value === undefined)
      return { line: pos.start.line, column: pos.start.column };
    const raw = source.text.slice(from, to);
    const value = node.value;
    if (raw === value) return at(from + index);
    // The same occurrence of the written characters, counted from the start.
    const wanted = value.slice(index, index + length);
    let nth = 0;
    for (let i = value.indexOf(wanted); i !== -1 && i < index; i = value.indexOf(wanted, i + 1)) nth++;
    let found = -1;
    for (let k = 0, i = raw.indexOf(wanted); i !== -1; i = raw.indexOf(wanted, i + 1), k++) {
      if (k === nth) {
        found = i;
        break;
      }
    }
    return found === -1 ? { line: pos.start.line, column: pos.start.column } : at(from + found);
  };
}
