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
