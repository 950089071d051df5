/**
 * The words of every page the build produces (issue 42 §8): titles, headings,
 * previews, summaries, ruling cards and lists read without a doubled word or
 * law, without punctuation running into punctuation, without a term the text
 * they rule under does not have, and without a slip of a law's source quoted
 * unmarked. The law texts and guidance are the sources' words, kept as they
 * are: only the words we write are held to this.
 */
import path from 'node:path';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { slipsOf, unmarkedSlips, wordSlips, type WordSlip } from '../site/words-check';
import { allPages, classes, readPage, select, selectAll, toText } from './site';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const slips = slipsOf(corpus.laws.flatMap((l) => l.texts));

/** Blocks of words we write: each read on its own, so that a check never runs across two blocks. */
const BLOCKS =
  'title, h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, caption, figcaption, summary, label, option, legend';
/** The sources' own words (law texts, guidance passages, quotations, editorial notes that quote a slip), kept as written. */
const SOURCE_WORDS = ['law-words', 'clause-text', 'ed-note', 'passage-body', 'pr-quote', 'cmp-text'];

const fromSource = (el: Element, parents: Map<Element, Element>): boolean => {
  for (let e: Element | undefined = el; e; e = parents.get(e)) {
    if (classes(e).some((c) => SOURCE_WORDS.includes(c)) || e.tagName === 'blockquote') return true;
  }
  return false;
};

function parentsOf(tree: Root): Map<Element, Element> {
  const parents = new Map<Element, Element>();
  const walk = (el: Element) => {
    for (const c of el.children)
      if (c.type === 'element') {
        parents.set(c, el);
        walk(c);
      }
  };
  for (const c of tree.children) if (c.type === 'element') walk(c);
  return parents;
}

/** The edition the block speaks for: its own or its nearest ancestor's `data-ruling-edition` / `data-edition`. */
function editionOf(el: Element, parents: Map<Element, Element>): string | null {
  for (let e: Element | undefined = el; e; e = parents.get(e)) {
    const ed = e.properties['dataRulingEdition'] ?? e.properties['dataEdition'];
    if (typeof ed === 'string') return ed;
  }
  return null;
}

const pages = allPages();
const found: { page: string; slip: WordSlip }[] = [];
let blocks = 0;
let bound = 0;
for (const page of pages) {
  const tree = readPage(page);
  const parents = parentsOf(tree);
  const meta = selectAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]', tree)
    .map((m) => m.properties['content'])
    .filter((c): c is string => typeof c === 'string');
  for (const text of meta) for (const slip of wordSlips(text)) found.push({ page, slip });
  for (const el of selectAll(BLOCKS, tree)) {
    if (fromSource(el, parents)) continue;
    blocks++;
    const edition = editionOf(el, parents);
    if (edition !== null) bound++;
    const text = toText(el, { whitespace: 'normal' });
    for (const slip of wordSlips(text, edition)) found.push({ page, slip });
  }
  const main = select('main', tree);
  if (main) {
    const quoted = selectAll('p, li, dd, td, figcaption, blockquote', main).filter(
      (el) => !fromSource(el, parents) || el.tagName === 'blockquote' || classes(el).includes('pr-quote'),
    );
    for (const el of quoted)
      for (const slip of unmarkedSlips(toText(el, { whitespace: 'normal' }), slips)) found.push({ page, slip });
  }
}

describe('the words of every built page', () => {
  it('are read: every page, thousands of blocks, hundreds of them ruling under one text', () => {
    expect(pages.length).toBeGreaterThan(200);
    expect(blocks).toBeGreaterThan(5000);
    expect(bound).toBeGreaterThan(300);
    expect(slips.map((s) => `${s.edition} ${s.clause}: ${s.before} ${s.value}`)).toEqual(['2017 B4: as Al']);
  });

  it('have no doubled word or law, no punctuation run into punctuation, no term the text does not have, no slip quoted unmarked', () => {
    expect(found.map((f) => `${f.page} ${f.slip.kind}: ${f.slip.found}`)).toEqual([]);
  });
});
