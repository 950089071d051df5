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
    expect(selectAll('h3', toc).map((h) => norm(toText(h)))).toEqual([
      'Part II: Score Adjustment',
      'Part III: Law 27 - Insufficient Bid',
    ]);
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
    expect(
      selectAll('section.passage', page)
        .filter((s) => select('.to-contents', s))
        .map((s) => s.properties['id']),
    ).toEqual(['law-92a-2', 'law-12c1e', 'thank-you']);
  });
});

describe('the knowledge base notes on the Zone 7 passages', () => {
  it('each assessed passage has a marked note after its words, with the verdict in words and links into the 2017 text', () => {
    const page = readPage('/guidance/zone7-2008/');
    const section = select('section#law-27c', page)!;
    const note = select('.kb-note[role="note"]', section)!;
    expect(note.properties['dataAssessment']).toBe('holds-in-part');
    const text = toText(note).replace(/\s+/g, ' ');
    expect(text).toMatch(
      /^ ?Knowledge base note \(our assessment, not the source's\) Holds in part under the 2017 text: LHO may still accept/,
    );
    expect(selectAll('a', note).map((a) => a.properties['href'])).toEqual([
      '/laws/27/2017/#C',
      '/laws/27/2017/#A1',
      '/laws/27/2017/#B3',
      '/laws/27/2017/#B4',
    ]);
    // Our note is not part of the source's words (which the clause pages quote).
    expect(select('.passage-body aside', section)).toBeUndefined();
    expect(selectAll('.kb-note[role="note"]', page)).toHaveLength(21);
    expect(toText(select('section#law-40', page)!)).not.toContain('Knowledge base note');
  });

  it('a clause page shows the verdict beside each quoted passage and counts them beside the change flag', () => {
    const page = readPage('/laws/27/B4/');
    const quote = select('details.passage-quote[data-passage="law-27b4"]', page)!;
    expect(toText(select('summary .verdict-badge', quote)!)).toBe('Our note: still holds');
    expect(toText(select('.kb-note-quoted', quote)!).replace(/\s+/g, ' ')).toContain(
      'Still holds under the 2017 text: 2017 only makes "as A allows" precise as "as A1 allows"',
    );
  });
});
