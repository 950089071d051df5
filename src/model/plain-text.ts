/**
 * Plain text of Markdown nodes, with a space wherever blocks, list items or
 * table cells meet (mdast-util-to-string would run "West" and "East" of a
 * table together).
 */
import type { Nodes } from 'mdast';

const INLINE = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'textDirective',
  'break',
]);

export function plainText(nodes: readonly Nodes[]): string {
  let out = '';
  const walk = (node: Nodes) => {
    if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) out += node.value;
    else if (node.type === 'break') out += ' ';
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
    if (!INLINE.has(node.type)) out += ' ';
  };
  for (const n of nodes) walk(n);
  return out.replace(/\s+/g, ' ').trim();
}
