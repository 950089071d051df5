/**
 * DOM building for the client scripts: elements, calls and the auction
 * table (their markup is call-view.ts's, as on the built pages). No
 * innerHTML: every text goes in as text. A ruling and the ruling record,
 * needed only once there is one, are ruling-node.ts.
 */
import { auctionTableMarkup, callMarkup, callTextMarkup, type TableView } from './call-view';
import { toDom } from './markup';

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') node.className = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

/** A call as Call.astro shows it. */
export function callNode(text: string): HTMLElement {
  return toDom(callMarkup(text));
}

/** Text with its bids ("1♥") shown as calls. */
export function callTextNodes(text: string): Node[] {
  return callTextMarkup(text).map((m) => toDom(m));
}

/** The auction table as AuctionTable.astro shows it. */
export function tableNode(view: TableView, caption: string): HTMLElement {
  return toDom(auctionTableMarkup(view, caption));
}
