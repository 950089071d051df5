/**
 * Markup defined once, for the build and the browser: pure functions build
 * a small tree (an element: tag, attributes, children; or a text), which
 * the .astro components turn into HTML (`toHtml`, with set:html) and the
 * client scripts into DOM nodes (`toDom`, no innerHTML). No style
 * attributes, no event handlers: the content security policy allows neither.
 */
export interface MarkupElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly Markup[];
}
export type Markup = string | MarkupElement;

/** An element; attributes whose value is undefined are left out. */
export function h(
  tag: string,
  attrs: Readonly<Record<string, string | undefined>> = {},
  ...children: Markup[]
): MarkupElement {
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) kept[k] = v;
  return { tag, attrs: kept, children };
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** The markup as HTML, every text and attribute value escaped. */
export function toHtml(m: Markup): string {
  if (typeof m === 'string') return escape(m);
  const attrs = Object.entries(m.attrs)
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');
  return `<${m.tag}${attrs}>${m.children.map(toHtml).join('')}</${m.tag}>`;
}

/** The markup as DOM nodes, every text set as text. */
export function toDom(m: MarkupElement): HTMLElement;
export function toDom(m: Markup): Node;
export function toDom(m: Markup): Node {
  if (typeof m === 'string') return document.createTextNode(m);
  const node = document.createElement(m.tag);
  for (const [k, v] of Object.entries(m.attrs)) node.setAttribute(k, v);
  node.append(...m.children.map(toDom));
  return node;
}
