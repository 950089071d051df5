/**
 * Official sources as built (issue 42 §9): every text page names its
 * edition's official publication with its date, linked when the registry
 * (content/editions.yaml `officialText`) has its address (an http:// one
 * with the page saying the connection is not encrypted); the page of
 * every law not held here says, under each clause mentioned, where that law
 * is published in each edition that mentions it; and every link that leaves
 * the site is https (or says it is not encrypted), says so to a screen
 * reader and sends no referrer.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clauseLabel } from '../../src/model/clause-id';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { formatDate } from '../../src/site/in-force-rule';
import { allPages, readPage, select, selectAll, toText } from './site';
import type { Element, Root } from 'hast';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const edition = (id: string) => corpus.editions.find((e) => e.id === id)!;
const text = (el: Element) => toText(el, { whitespace: 'normal' }).replace(/\s+/g, ' ').trim();
const external = (el: Element | Root) => selectAll('a[data-external]', el);

describe('every text page names its official publication, with its date', () => {
  const texts = corpus.laws.flatMap((l) => l.texts.map((t) => [`/laws/${l.number}/${t.edition}/`, t.edition] as const));

  it.each(texts)('%s', (url, id) => {
    const o = edition(id).officialText;
    expect(o, `content/editions.yaml gives edition "${id}" no officialText`).toBeDefined();
    const line = select('[data-official-text]', readPage(url));
    expect(line).toBeDefined();
    const words = text(line!);
    expect(words).toContain(o!.title);
    expect(words).toContain(`${o!.issuer}, ${formatDate(o!.date)}`);
    if (o!.url) {
      expect(external(line!).map((a) => a.properties['href'])).toEqual([o!.url]);
      // An http:// address (the registry says why no https one is known) says the connection is not encrypted.
      expect(select('[data-unencrypted]', line!) !== undefined).toBe(o!.url.startsWith('http:'));
    } else {
      expect(external(line!)).toEqual([]);
      expect(words).toContain(`published in ${o!.where!}; not linked from here`);
    }
  });

  it('links the 2017 Laws on worldbridge.org', () => {
    const a = external(select('[data-official-text]', readPage('/laws/27/2017/'))!)[0]!;
    expect(text(a)).toBe('The Laws of Duplicate Bridge 2017 (PDF, worldbridge.org) ↗ (leaves this site)');
    expect(a.properties['href']).toBe(
      'https://www.worldbridge.org/wp-content/uploads/2017/03/2017LawsofDuplicateBridge-nohighlights.pdf',
    );
  });
});

describe('a law not held here says where its text is published', () => {
  const held = new Set(corpus.laws.map((l) => l.number));
  const stubs = allPages().filter((p) => {
    const m = /^\/laws\/(\d+)\/$/.exec(p);
    return m !== null && !held.has(Number(m[1]));
  });

  it('there are such pages (Law 16, Law 23, …)', () => {
    expect(stubs).toEqual(expect.arrayContaining(['/laws/16/', '/laws/23/']));
  });

  it.each(stubs)('%s: under every clause mentioned, “Law <n><clause> in …” for each edition mentioning it', (url) => {
    const law = Number(/\d+/.exec(url)![0]);
    const groups = selectAll('section.mention-group', readPage(url));
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      const heading = text(select('h2, h3', g)!);
      const label = heading.endsWith('as a whole') ? String(law) : heading.replace(/^Law /, '');
      const at = select('[data-published-at]', g);
      expect(at, `${url}: no [data-published-at] under ${heading}`).toBeDefined();
      const words = text(at!);
      expect(words.startsWith(`Its text: Law ${label} in `), words).toBe(true);
      for (const a of external(at!))
        expect(text(a)).toMatch(
          new RegExp(`^Law ${label.replace(/[()]/g, '\\$&')} in .+ \\((PDF|web page), [a-z.]+\\)`),
        );
    }
  });

  it('Law 23A of the 2017 text links the WBF’s 2017 Laws; Law 16D of the 2007 text links the 2007 Laws at http://, saying so', () => {
    const url2017 = edition('2017').officialText!.url!;
    const on23 = selectAll('[data-published-at] a[data-external]', readPage('/laws/23/')).map(
      (a) => [text(a), a.properties['href']] as const,
    );
    expect(on23).toContainEqual([
      `Law ${clauseLabel(23, 'A')} in The Laws of Duplicate Bridge 2017 (PDF, worldbridge.org) ↗ (leaves this site)`,
      url2017,
    ]);
    const on16 = selectAll('[data-published-at]', readPage('/laws/16/')).map(text);
    expect(on16).toContainEqual(
      expect.stringContaining(
        'Law 16D in The Laws of Duplicate Bridge 2007 (web page, bridge.ecats.co.uk) ↗ (leaves this site) (published at an http:// address only: the connection is not encrypted), World Bridge Federation, October 2007',
      ),
    );
  });
});

describe('links that leave the site', () => {
  const official = new Set(corpus.editions.flatMap((e) => (e.officialText?.url ? [e.officialText.url] : [])));

  it('are https (or http:// saying the connection is not encrypted), marked as leaving the site, and send no referrer; every official address is such a link', () => {
    let seen = 0;
    for (const url of allPages()) {
      const page = readPage(url);
      for (const a of selectAll('a[href]', page)) {
        const href = String(a.properties['href']);
        if (official.has(href)) expect(a.properties['dataExternal'], `${url}: ${href}`).toBeDefined();
      }
      // Each link that leaves is followed by its note when, and only when, it is http://.
      const notes = selectAll('[data-unencrypted]', page).length;
      let http = 0;
      for (const a of external(page)) {
        seen++;
        const href = String(a.properties['href']);
        expect(href).toMatch(/^https?:\/\//);
        if (href.startsWith('http:')) http++;
        expect(a.properties['rel']).toEqual(['external', 'noopener', 'noreferrer']);
        expect(text(select('.visually-hidden', a)!)).toBe('(leaves this site)');
        expect(a.properties['target']).toBeUndefined();
      }
      if (!url.startsWith('/precedents/')) expect(notes, url).toBe(http);
    }
    expect(seen).toBeGreaterThan(3);
  });
});
