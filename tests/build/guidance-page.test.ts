/**
 * A guidance page reads like a document: a table of contents by part, the
 * passage's address on its heading (no "¶ link" beside every paragraph),
 * a way back to the contents at the end of each part.
 */
import { describe, expect, it } from 'vitest';
import { readPage, select, selectAll, toText } from './site';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('/guidance/zone7-2008/', () => {
  const page = readPage('/guidance/zone7-2008/');

  it('has contents by part, each entry a link to a passage of the page', () => {
    const toc = select('nav.toc', page)!;
    expect(selectAll('h3', toc).map((h) => norm(toText(h)))).toEqual(['Part II: Score Adjustment', 'Part III: Law 27 - Insufficient Bid']);
    const targets = selectAll('a', toc).map((a) => String(a.properties['href']));
    expect(targets.length).toBeGreaterThan(40);
    const ids = new Set(selectAll('section.passage', page).map((s) => `#${String(s.properties['id'])}`));
    expect(targets.filter((t) => !ids.has(t))).toEqual([]);
    // Passages under one heading are one entry: "Introduction" three times, the six example slides.
    const entries = selectAll('li', toc).map((li) => norm(toText(li)));
    expect(entries.filter((e) => e.startsWith('Introduction'))).toEqual(['Introduction (3 passages)']);
    expect(entries).toContain('Insufficient bid - Examples (6 passages)');
  });

  it('links each headed passage from its heading, and has no "¶ link"', () => {
    expect(norm(toText(select('article', page)!))).not.toContain('¶');
    const section = select('section#law-27b1a', page)!;
    const anchor = select('h2 a.heading-anchor', section)!;
    expect(anchor.properties['href']).toBe('#law-27b1a');
    expect(anchor.properties['ariaLabel']).toBe('Link to this passage: Law 27B1(a)');
  });

  it('ends each part with a link back to the contents', () => {
    const back = selectAll('section.passage .to-contents a', page);
    expect(back.map((a) => a.properties['href'])).toEqual(['#contents', '#contents', '#contents']);
    expect(selectAll('section.passage', page).filter((s) => select('.to-contents', s)).map((s) => s.properties['id'])).toEqual(['law-92a-2', 'law-12c1e', 'thank-you']);
  });
});
