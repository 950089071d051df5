/** Reading the built site in tests: pages as HTML trees. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { parse as parseYaml } from 'yaml';
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

/** The kinds of page the site has: each is one template, or one template showing a different kind of thing. */
export const PAGE_KINDS = [
  'home',
  'laws index',
  'law overview',
  'law stub',
  'edition',
  'clause',
  'compare',
  'guidance index',
  'guidance',
  'examples index',
  'example',
  'example (call out of rotation)',
  'assistant',
  'practice',
  'practice case',
  'calculator',
  'editions',
  'precedents index',
  'precedent',
  'precedent differences',
  'changes index',
  'changes',
  'verdicts',
  'embed',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const EXAMPLES_DIR = path.resolve(import.meta.dirname, '..', '..', 'content', 'examples');
const EDITION = /^\d{4}(?:-\d{2})?$/;

/** The kind of a page of the built site, from its URL path; undefined for a page of no known kind. */
export function pageKind(urlPath: string): PageKind | undefined {
  const parts = urlPath.split('/').filter(Boolean);
  const [first, second, third, fourth] = parts;
  if (parts.length === 0) return 'home';
  if (first === 'assistant' && parts.length === 1) return 'assistant';
  if (first === 'practice') return parts.length === 1 ? 'practice' : parts.length === 2 ? 'practice case' : undefined;
  if (first === 'tools' && second === 'adjusted-score' && parts.length === 2) return 'calculator';
  if (first === 'editions' && parts.length === 1) return 'editions';
  if (first === 'precedents')
    return parts.length === 1
      ? 'precedents index'
      : parts.length === 2
        ? second === 'differences'
          ? 'precedent differences'
          : 'precedent'
        : undefined;
  if (first === 'changes')
    return parts.length === 1
      ? 'changes index'
      : parts.length === 2 && EDITION.test(second ?? '')
        ? 'changes'
        : undefined;
  if (first === 'verdicts' && parts.length === 1) return 'verdicts';
  if (first === 'embed' && second === 'laws' && parts.length === 5 && EDITION.test(fourth ?? '')) return 'embed';
  if (first === 'guidance') return parts.length === 1 ? 'guidance index' : parts.length === 2 ? 'guidance' : undefined;
  if (first === 'examples') {
    if (parts.length === 1) return 'examples index';
    if (parts.length !== 2) return undefined;
    const file = path.join(EXAMPLES_DIR, `${second}.yaml`);
    if (!existsSync(file)) return undefined;
    const { kind } = parseYaml(readFileSync(file, 'utf8')) as { kind?: unknown };
    return kind === 'call-out-of-rotation'
      ? 'example (call out of rotation)'
      : kind === 'insufficient-bid'
        ? 'example'
        : undefined;
  }
  if (first === 'laws') {
    if (parts.length === 1) return 'laws index';
    if (!/^\d+$/.test(second ?? '')) return undefined;
    // A law whose text is here has pages below its overview; a stub has none.
    if (parts.length === 2)
      return readdirSync(path.join(siteDir(), 'laws', second ?? '')).length > 1 ? 'law overview' : 'law stub';
    if (parts.length === 3) return EDITION.test(third ?? '') ? 'edition' : 'clause';
    if (parts.length === 4 && third === 'compare' && fourth?.includes('...')) return 'compare';
  }
  return undefined;
}

/** One page of each kind (the first, in URL order), for checks too slow to run on every page. */
export function onePageOfEachKind(): { kind: PageKind; url: string }[] {
  const pages = allPages();
  return PAGE_KINDS.map((kind) => {
    const url = pages.find((p) => pageKind(p) === kind);
    if (!url)
      throw new Error(
        `The built site has no page of the kind "${kind}"; remove it from PAGE_KINDS in tests/build/site.ts, or tell pageKind() how to recognise it.`,
      );
    return { kind, url };
  });
}

export function classes(el: Element): string[] {
  const value: unknown = el.properties['className'];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

/** Text of an element without the editors' additions (class "ed"). */
export function lawText(el: Element): string {
  const strip = (node: Element): Element => ({
    ...node,
    children: node.children
      .filter((c) => !(c.type === 'element' && classes(c).includes('ed')))
      .map((c) => (c.type === 'element' ? strip(c) : c)),
  });
  return toText(strip(el), { whitespace: 'normal' });
}

export { select, selectAll, toText };
