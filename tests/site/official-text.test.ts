/** Where an edition's official text is published, as the pages word it (src/site/official-text.ts), from the real registry. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { byPlace, officialText, officialTextOfLaw, type OfficialText } from '../../src/site/official-text';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const edition = (id: string) => corpus.editions.find((e) => e.id === id)!;

describe('official texts', () => {
  it('links the 2017 Laws by their https address, naming the format and the site', () => {
    expect(officialText(edition('2017'))).toEqual({
      text: 'The Laws of Duplicate Bridge 2017 (PDF, worldbridge.org)',
      href: 'https://www.worldbridge.org/wp-content/uploads/2017/03/2017LawsofDuplicateBridge-nohighlights.pdf',
      unencrypted: false,
      byline: 'World Bridge Federation, March 2017',
      where: null,
    });
    expect(officialTextOfLaw(edition('2017'), 16, 'D')?.text).toBe(
      'Law 16D in The Laws of Duplicate Bridge 2017 (PDF, worldbridge.org)',
    );
    expect(officialTextOfLaw(edition('2017'), 12, 'C1c')?.text).toMatch(/^Law 12C1\(c\) in /);
    expect(officialTextOfLaw(edition('2017'), 23, null)?.text).toMatch(/^Law 23 in /);
  });

  it('links a text known only at an http:// address (the registry says why), marked as not encrypted', () => {
    for (const id of ['2007', '2008-03']) {
      expect(edition(id).officialText?.http, id).toMatch(/no https address/);
      const o = officialText(edition(id))!;
      expect([o.href, o.unencrypted, o.where], id).toEqual([
        'http://bridge.ecats.co.uk/Documents/2007laws.asp',
        true,
        null,
      ]);
    }
    expect(officialText(edition('2007'))).toMatchObject({
      text: 'The Laws of Duplicate Bridge 2007 (web page, bridge.ecats.co.uk)',
      byline: 'World Bridge Federation, October 2007',
    });
    expect(officialTextOfLaw(edition('2008-03'), 16, 'D')?.text).toBe(
      'Law 16D in The Laws of Duplicate Bridge 2007, with Law 27 as revised in March 2008 (web page, bridge.ecats.co.uk)',
    );
  });

  it('says a place once for adjacent unlinked texts published there, and keeps each link on its own', () => {
    const unlinked = (text: string, where: string): OfficialText => ({
      text,
      href: null,
      unencrypted: false,
      byline: 'WBF, 2007',
      where,
    });
    const a = unlinked('Law 16D in A', 'the WBF’s site');
    const b = unlinked('Law 16D in B', 'the WBF’s site');
    const d = unlinked('Law 16D in D', 'a book');
    const c = officialTextOfLaw(edition('2017'), 16, 'D')!;
    expect(byPlace([a, b, c, d])).toEqual([
      { items: [a, b], where: 'the WBF’s site' },
      { items: [c], where: null },
      { items: [d], where: 'a book' },
    ]);
    expect(byPlace([a, d])).toEqual([
      { items: [a], where: 'the WBF’s site' },
      { items: [d], where: 'a book' },
    ]);
    expect(byPlace([c, c])).toEqual([
      { items: [c], where: null },
      { items: [c], where: null },
    ]);
    expect(byPlace([])).toEqual([]);
  });
});
