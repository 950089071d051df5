/** Reading the built site in tests: pages as HTML trees. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { selectAll, select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import type { Element, Root } from 'hast';

export function siteDir(): string {
  return inject('siteDir');
}

export function readPage(urlPath: string): Root {
  const file = path.join(siteDir(), urlPath, urlPath.endsWith('/') ? 'index.html' : '');
  return fromHtml(readFileSync(file, 'utf8'));
}

export function readJson(urlPath: string): unknown {
  return JSON.parse(readFileSync(path.join(siteDir(), urlPath), 'utf8'));
}

/** Every page of the site, as its URL path ("/laws/27/2017/"). */
export function allPages(): string[] {
  return readdirSync(siteDir(), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html'))
    .map((f) => `/${f.slice(0, -'index.html'.length)}`.replace(/\\/g, '/'))
    .sort();
}

export function classes(el: Element): string[] {
  const value: unknown = el.properties['className'];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

/** An element without its descendants of class `name`. */
function without(node: Element, name: string): Element {
  return {
    ...node,
    children: node.children
      .filter((c) => !(c.type === 'element' && classes(c).includes(name)))
      .map((c) => (c.type === 'element' ? without(c, name) : c)),
  };
}

/** Text of an element without the editors' additions (class "ed"). */
export function lawText(el: Element): string {
  return toText(without(el, 'ed'), { whitespace: 'normal' });
}

/**
 * Text of an element as it is seen: without what is there for screen readers
 * only (class "visually-hidden", such as a call's words "four no trump" beside
 * its "4NT"), white space collapsed.
 */
export function visibleText(el: Element): string {
  return toText(without(el, 'visually-hidden')).replace(/\s+/g, ' ');
}

export { select, selectAll, toText };
