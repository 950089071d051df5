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
import type { FrontMatterBlock } from './front-matter';

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);

export interface MarkdownDocument {
  frontMatter: FrontMatterBlock | undefined;
  body: RootContent[];
}

export function readMarkdown(source: string): MarkdownDocument {
  const root = processor.runSync(processor.parse(source)) as Root;
  const [first, ...rest] = root.children;
  if (first?.type === 'yaml') {
    return { frontMatter: { value: first.value, line: first.position?.start.line ?? 1 }, body: rest };
  }
  return { frontMatter: undefined, body: root.children };
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
export function sourceLocator(source: string) {
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const at = (offset: number): { line: number; column: number } => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (lineStarts[lo] ?? 0) + 1 };
  };
  return (
    node: { value?: string; position?: { start: { line: number; column: number; offset?: number | undefined }; end: { offset?: number | undefined } } | undefined },
    index: number,
    length: number,
  ): { line: number; column: number } | undefined => {
    const pos = node.position;
    if (!pos) return undefined;
    const { offset: from } = pos.start;
    const { offset: to } = pos.end;
    if (from === undefined || to === undefined || node.value === undefined) return { line: pos.start.line, column: pos.start.column };
    const raw = source.slice(from, to);
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

/** The address schemes a link in a source may use; a relative address or "#…" needs none. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * Why a link's address is not allowed, or null. Read as a browser reads it
 * (spaces and control characters around it ignored, tabs and line breaks
 * inside it removed), so "java\tscript:" is the javascript: scheme it is.
 * Allowed: relative addresses, "#…", http:, https: and mailto:. An address
 * starting with "//" (or "\\") leaves the site with no scheme written: it
 * must say https: so that a reader of the source sees where it goes.
 */
export function linkProblem(url: string): { message: string; fix: string } | null {
  // eslint-disable-next-line no-control-regex
  const read = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(read)?.[1];
  // Control characters shown as escapes, so that the message shows what is hidden.
  const shown = url.replace(/[\u0000-\u001f\u007f]/g, (c) => (c === '\t' ? '\\t' : c === '\n' ? '\\n' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  const fix = 'link to a page of this site with a relative address ("/laws/27/", "#part-2"), or elsewhere with "https:" or "mailto:"';
  if (scheme !== undefined) {
    if ((LINK_SCHEMES as readonly string[]).includes(scheme.toLowerCase())) return null;
    return { message: `a link to "${shown}": the "${scheme}:" scheme is not allowed (it could run script or leave the site)`, fix };
  }
  if (/^[\\/]{2}/.test(read)) {
    return { message: `a link to "${shown}" leaves the site without naming a scheme`, fix: `write the full address with its scheme: "https:${read.replace(/\\/g, '/')}"` };
  }
  return null;
}
