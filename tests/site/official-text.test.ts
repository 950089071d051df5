/** Where an edition's official text is published, as the pages word it (src/site/official-text.ts), from the real registry. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { byPlace, officialText, officialTextOfLaw } from '../../src/site/official-text';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const edition = (id: string) => corpus.editions.find((e) => e.id === id)!;

describe('official texts', () => {
  it('links the 2017 Laws by their https address, naming the format and the site', () => {
    expect(officialText(edition('2017'))).toEqual({
      text: 'The Laws of Duplicate Bridge 2017 (PDF, worldbridge.org)',
      href: 'https://www.worldbridge.org/wp-content/uploads/2017/03/2017LawsofDuplicateBridge-nohighlights.pdf',
      byline: 'World Bridge Federation, March 2017',
      where: null,
    });
    expect(officialTextOfLaw(edition('2017'), 16, 'D')?.text).toBe(
      'Law 16D in The Laws of Duplicate Bridge 2017 (PDF, worldbridge.org)',
    );
    expect(officialTextOfLaw(edition('2017'), 12, 'C1c')?.text).toMatch(/^Law 12C1\(c\) in /);
    expect(officialTextOfLaw(edition('2017'), 23, null)?.text).toMatch(/^Law 23 in /);
  });

  it('names a text known only at an http address without linking it, saying where it was published', () => {
    const o = officialText(edition('2007'))!;
    expect([o.text, o.href, o.byline]).toEqual([
      'The Laws of Duplicate Bridge 2007',
      null,
      'World Bridge Federation, October 2007',
    ]);
    expect(o.where).toMatch(/bridge\.ecats\.co\.uk/);
  });

  it('says a place once for adjacent unlinked texts published there, and keeps each link on its own', () => {
    const [a, b, c] = ['2007', '2008-03', '2017'].map((id) => officialTextOfLaw(edition(id), 16, 'D')!);
    expect(byPlace([a!, b!, c!])).toEqual([
      { items: [a, b], where: a!.where },
      { items: [c], where: null },
    ]);
    expect(byPlace([c!, c!])).toEqual([
      { items: [c], where: null },
      { items: [c], where: null },
    ]);
    expect(byPlace([])).toEqual([]);
  });
});
