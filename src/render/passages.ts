/**
 * A guidance passage → HTML: Markdown rendered as is (tables, lists,
 * headings one level below the page's), every reference to a law a link,
 * every suit symbol with a text alternative, example auctions as figures.
 *
 * Nothing in a source can carry script or load from elsewhere: the model
 * refused raw HTML, images and links other than relative, "#…", http(s):
 * and mailto:. Here raw HTML is dropped (never passed through), an unsafe
 * address that reached this far is an error, and a link to another site
 * carries rel="noopener noreferrer".
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { toHast, type State } from 'mdast-util-to-hast';
import { linkProblem } from '../model/links';
import { findReferences } from '../model/references';
import { suitNodes } from './suits';
import type { Passage } from '../model/guidance';

/** Where a reference to a law (or a clause of it) links: a clause page, a law page, a stub. */
export type LawLinker = (law: number, clause: string | null) => string;

const handlers = {
  containerDirective(
    state: State,
    node: { name: string; attributes?: Record<string, string | null | undefined> | null },
  ): Element {
    return {
      type: 'element',
      tagName: 'figure',
      properties: { className: ['auction'], dataExample: node.attributes?.['example'] ?? '' },
      children: state.all(node as never) as ElementContent[],
    };
  },
};

function linkText(value: string, linker: LawLinker): ElementContent[] {
  const out: ElementContent[] = [];
  let last = 0;
  for (const r of findReferences(value)) {
    if (r.target.kind !== 'law') continue;
    if (r.start > last) out.push(...suitNodes(value.slice(last, r.start)));
    out.push({
      type: 'element',
      tagName: 'a',
      properties: { className: ['lawref-link'], href: linker(r.target.law, r.target.clause) },
      children: [{ type: 'text', value: r.text }],
    });
    last = r.end;
  }
  if (last < value.length) out.push(...suitNodes(value.slice(last)));
  return out;
}

/** A link from a source: its address was checked by the model; one that leaves the site gets rel="noopener noreferrer". */
function guardLink(a: Element): void {
  const href = String(a.properties['href'] ?? '');
  const problem = linkProblem(href);
  if (problem)
    throw new Error(`unsafe link in a guidance passage (the model should have refused it): ${problem.message}`);
  if (/^\s*https?:/i.test(href)) a.properties['rel'] = ['noopener', 'noreferrer'];
}

function transform(node: HastRoot | Element, linker: LawLinker, shift: number): void {
  const children: (HastContent | ElementContent)[] = [];
  for (const child of node.children) {
    if (child.type === 'text') children.push(...linkText(child.value, linker));
    else {
      if (child.type === 'element') {
        const level = /^h([1-6])$/.exec(child.tagName);
        if (level && shift) child.tagName = `h${Math.min(6, Number(level[1]) + shift)}`;
        // Guidance headings get a small search boost, far below the law's own words (10).
        if (level) child.properties['dataPagefindWeight'] = '2';
        if (child.tagName === 'img')
          throw new Error('an image in a guidance passage: the model refuses images, so this is a bug');
        if (child.tagName === 'a') guardLink(child);
        else transform(child, linker, shift);
      }
      children.push(child);
    }
  }
  node.children = children as typeof node.children;
}

/** A link to `anchor` at the end of the first heading of the tree, if it has one. */
function linkHeading(tree: HastRoot, anchor: string, title: string | null): void {
  const heading = tree.children.find((c): c is Element => c.type === 'element' && /^h[1-6]$/.test(c.tagName));
  if (!heading) return;
  heading.children.push(
    { type: 'text', value: ' ' },
    {
      type: 'element',
      tagName: 'a',
      properties: {
        className: ['heading-anchor'],
        href: `#${anchor}`,
        ariaLabel: `Link to this passage${title ? `: ${title}` : ''}`,
        dataPagefindIgnore: '',
      },
      children: [{ type: 'text', value: '#' }],
    },
  );
}

/**
 * Render a passage; `headingShift` moves its headings down (1: ## becomes h3)
 * where it is quoted; with `anchor`, its first heading ends with a link to
 * that anchor (the passage's own address on its document's page).
 */
export function renderPassage(passage: Passage, linker: LawLinker, headingShift = 0, anchor?: string): string {
  // allowDangerousHtml stays off: raw HTML (refused by the model anyway) is dropped, never passed through.
  const tree = toHast({ type: 'root', children: passage.nodes } as Root, {
    handlers: handlers as never,
    allowDangerousHtml: false,
  }) as HastRoot;
  transform(tree, linker, headingShift);
  if (anchor) linkHeading(tree, anchor, passage.title);
  return toHtml(tree);
}
