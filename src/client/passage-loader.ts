/**
 * Guidance passages quoted on a clause page arrive when they are opened: the
 * page carries each passage's title and first words (and a link to it on its
 * guidance page, which is all a reader without JavaScript gets); opening one
 * fetches its guidance page (once per page, same origin, kept by the service
 * worker for offline use) and quotes the passage's words from it. So the
 * clause page stays small however much guidance there is.
 *
 * Markup: `<details data-passage-src="/guidance/DOC/#PASSAGE">` holding a
 * `.quote-source` paragraph; the words go in a `blockquote.passage-body`
 * before it (before the knowledge base's note, `.kb-note-quoted`, when there is one). A failure says so in `[data-passage-status]`, beside the link.
 */

import { fillWhenOpened } from './fill-when-opened';

const pages = new Map<string, Promise<DocumentFragment>>();

/**
 * The guidance page at `path`, parsed, fetched once. It is parsed as a
 * template's contents, which are inert: parsed by DOMParser, its <style>
 * elements were checked against this page's content security policy, which
 * does not list their hashes, and each one was reported as a violation.
 */
function guidancePage(path: string): Promise<DocumentFragment> {
  let page = pages.get(path);
  if (!page) {
    page = fetch(path).then(async (response) => {
      if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`);
      const template = document.createElement('template');
      template.innerHTML = await response.text();
      return template.content;
    });
    page.catch(() => pages.delete(path));
    pages.set(path, page);
  }
  return page;
}

/**
 * The passage's words as quoted here: its headings one level down (the
 * passage sits under the document's heading on this page), without the
 * "link to this passage" marks, which point into the guidance page.
 */
export function quotedWords(body: Element, into: Document): DocumentFragment {
  const words = into.createDocumentFragment();
  for (const child of Array.from(body.childNodes)) words.append(into.importNode(child, true));
  for (const anchor of Array.from(words.querySelectorAll('a.heading-anchor'))) anchor.remove();
  for (const heading of Array.from(words.querySelectorAll('h1, h2, h3, h4, h5'))) {
    const lower = into.createElement(`h${String(Number(heading.tagName.slice(1)) + 1)}`);
    for (const attribute of Array.from(heading.attributes)) lower.setAttribute(attribute.name, attribute.value);
    lower.append(...Array.from(heading.childNodes));
    heading.replaceWith(lower);
  }
  return words;
}

async function fill(details: HTMLDetailsElement, src: string): Promise<void> {
  const url = new URL(src, location.href);
  const page = await guidancePage(url.pathname);
  const body = page.getElementById(decodeURIComponent(url.hash.slice(1)))?.querySelector('.passage-body');
  if (!body) throw new Error(`${src} is not on its guidance page`);
  const quote = document.createElement('blockquote');
  quote.className = 'passage-body';
  quote.cite = url.href;
  quote.append(quotedWords(body, document));
  // Before the knowledge base's note on the passage, when it has one: the source's words first, then our note.
  (details.querySelector('.kb-note-quoted') ?? details.querySelector('.quote-source'))?.before(quote);
}

/** Loads each passage's words the first time it is opened (and those open already, e.g. reached by their address). */
export function loadPassagesWhenOpened(root: ParentNode = document): void {
  fillWhenOpened(
    root,
    'passage',
    {
      what: 'The words could not be reached',
      again: 'open the passage again to try again, or read them on the guidance page',
    },
    fill,
  );
}
