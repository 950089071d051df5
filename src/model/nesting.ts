/**
 * Deep structures are refused at their place, before anything recursive
 * runs on them: the Markdown and YAML parsers, the model's own walks over a
 * tree, the renderer. Ten thousand nested block quotes fit in 20 KB; the
 * Markdown parser needs seconds for them and then runs out of stack, the
 * YAML composer needs seconds per thousand levels.
 *
 * One limit for every kind of source, MAX_NESTING (src/model/source-limits.ts),
 * checked twice for Markdown: a scan of the text, line by line, before the
 * parser sees it (block quote and list markers at the start of a line,
 * directive fences, brackets, emphasis), which bounds what the parser is
 * given; then the depth of the parsed tree, exactly, before anything walks
 * it. YAML is checked on the parser's token tree (built without recursion),
 * before the document is composed.
 */
import type { CST } from 'yaml';
import { MAX_NESTING } from './source-limits';

/** Where a source is nested over the limit: an offset into its text, and how deep it is there. */
export interface NestingProblem {
  offset: number;
  depth: number;
}

/** The diagnostic's words for a nesting problem. */
export function nestingMessage(depth: number, what: string): { message: string; fix: string } {
  return {
    message: `${what} nested ${depth} levels deep here, over the limit of ${MAX_NESTING} for a source`,
    fix: `nest at most ${MAX_NESTING} levels deep (the sources nest a few); check for a run of ">", "-", "[", "*" or indentation that a program left behind`,
  };
}

/**
 * The first place where the Markdown text (after its front matter, which
 * starts at `from`) nests deeper than the limit by its markers, or
 * undefined. Linear in the text; it never under-counts what the parser
 * would nest, so that the parser never sees a text deeper than the limit by
 * these markers.
 */
export function markdownMarkerNesting(text: string, from = 0, limit = MAX_NESTING): NestingProblem | undefined {
  let fences = 0;
  let inline = 0;
  let lineStart = from;
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, end);
    if (line.trim() === '') inline = 0;
    const fence = /^\s*(:{3,})\s*([A-Za-z][\w-]*)?/.exec(line);
    if (fence) {
      fences = fence[2] === undefined ? Math.max(0, fences - 1) : fences + 1;
      if (fences > limit) return { offset: lineStart + line.indexOf(':'), depth: fences };
    }
    const markers = containerMarkers(line, limit);
    if (markers) return { offset: lineStart + markers.offset, depth: markers.depth };
    const open = inlineNesting(line, inline, limit);
    if (typeof open !== 'number') return { offset: lineStart + open.offset, depth: open.depth };
    inline = open;
    lineStart = end + 1;
  }
  return undefined;
}

/** Block quote and list markers at the start of a line: `> > - 1. `. */
function containerMarkers(line: string, limit: number): NestingProblem | undefined {
  const marker = /[ \t]*(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/y;
  let depth = 0;
  let at = 0;
  for (;;) {
    marker.lastIndex = at;
    const m = marker.exec(line);
    if (!m) return undefined;
    depth++;
    if (depth > limit) return { offset: at + m[0].length - 1, depth };
    at += m[0].length;
  }
}

/**
 * Brackets and emphasis opened and not yet closed in a paragraph, after this
 * line (the count carries over from the line before; a blank line ends the
 * paragraph), or where they go over the limit.
 */
function inlineNesting(line: string, before: number, limit: number): NestingProblem | number {
  let open = before;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') open++;
    else if (c === ']') open = Math.max(0, open - 1);
    else if (c === '*' || c === '_' || c === '~') {
      let j = i;
      while (line[j] === c) j++;
      const prev = line[i - 1];
      const next = line[j];
      const opens = next !== undefined && !/\s/.test(next) && (prev === undefined || /[\s\p{P}]/u.test(prev));
      const closes = prev !== undefined && !/\s/.test(prev) && (next === undefined || /[\s\p{P}]/u.test(next));
      if (opens && !closes) open++;
      else if (closes && !opens) open = Math.max(0, open - 1);
      i = j - 1;
    } else continue;
    if (open > limit) return { offset: i, depth: open };
  }
  return open;
}

interface TreeNode {
  type: string;
  children?: readonly TreeNode[];
  position?: { start: { offset?: number | undefined } } | undefined;
}

/** The first node (in document order) of a parsed Markdown tree deeper than the limit; its root's children are at depth 1. */
export function treeNesting(root: TreeNode, limit = MAX_NESTING): NestingProblem | undefined {
  const stack: [TreeNode, number][] = [...(root.children ?? [])].reverse().map((n) => [n, 1]);
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, depth] = top;
    if (depth > limit) return { offset: node.position?.start.offset ?? 0, depth };
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push([child, depth + 1]);
    }
  }
  return undefined;
}

/** The first collection of a YAML token tree nested deeper than the limit; a top-level collection is at depth 1. */
export function yamlNesting(tokens: readonly CST.Token[], limit = MAX_NESTING): NestingProblem | undefined {
  const stack: [CST.Token, number][] = tokens.map((t) => [t, 0] as [CST.Token, number]).reverse();
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [token, depth] = top;
    const inner: (CST.Token | null | undefined)[] = [];
    let here = depth;
    if (token.type === 'document') inner.push(token.value);
    else if (token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection') {
      here = depth + 1;
      if (here > limit)
        return { offset: token.type === 'flow-collection' ? token.start.offset : token.offset, depth: here };
      for (const item of token.items) inner.push(item.key, item.value);
    } else if (token.type === 'block-scalar') inner.push(...token.props);
    for (let i = inner.length - 1; i >= 0; i--) {
      const t = inner[i];
      if (t) stack.push([t, here]);
    }
  }
  return undefined;
}
