/**
 * The publications registry (content/publications.yaml) and what precedents
 * write of it: the registry's own faults at their line and column; a
 * precedent's publication id, its address's host (a mirror refused with the
 * canonical host, any other host with the publication's hosts) and its
 * deciding clause, each checked against the other sources at its place.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/model/corpus';
import { formatDiagnostic } from '../../src/model/diagnostic';
import { parsePublications } from '../../src/model/publications';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const work = mkdtempSync(path.join(tmpdir(), 'kb-publications-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Line:column of the first `needle` in `text` (after `skip` characters of it). */
function at(text: string, needle: string, skip = 0): string {
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`${needle} not in fixture`);
  const before = text.slice(0, i + skip).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

describe('the registry of content/', () => {
  const text = readFileSync(path.join(CONTENT, 'publications.yaml'), 'utf8');
  const { publications, diagnostics } = parsePublications(text, 'publications.yaml');

  it('loads, and every precedent names one of its publications', () => {
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    const corpus = loadCorpus(CONTENT).corpus;
    const ids = new Set(publications?.map((p) => p.id));
    expect(corpus?.precedents.length).toBeGreaterThan(40);
    expect(corpus?.precedents.filter((p) => !ids.has(p.source.publication))).toEqual([]);
  });

  it('every precedent address is on its publication’s own host, never a mirror', () => {
    const corpus = loadCorpus(CONTENT).corpus;
    const hosts = corpus?.precedents.flatMap((p) => (p.source.url === null ? [] : [new URL(p.source.url).hostname]));
    expect(hosts?.length).toBeGreaterThan(40);
    expect(hosts?.filter((h) => /forumstest|\.sl\.bridgebase|hobbydocbox|^bridgebase\.com$/.test(h))).toEqual([]);
  });
});

describe('the addresses of content/', () => {
  it('are https:, or http: only on a publication whose entry says why', () => {
    const corpus = loadCorpus(CONTENT).corpus;
    const httpHosts = new Set(corpus?.publications.filter((p) => p.http !== null).flatMap((p) => [p.host, ...p.hosts]));
    const written = (corpus?.precedents ?? []).flatMap((p) =>
      [p.source.url ?? '', p.source.reference ?? ''].flatMap((t) => t.match(/\bhttps?:\/\/[^\s"]+/g) ?? []),
    );
    expect(written.length).toBeGreaterThan(45);
    const http = written.filter((a) => a.startsWith('http:'));
    expect(http.filter((a) => !httpHosts.has(new URL(a).hostname))).toEqual([]);
    // Those with http: are the ones no https address was found for; a blog on blogspot.com is https.
    expect([...new Set(http.map((a) => new URL(a).hostname))].sort()).toEqual([
      'bridgeonsensemble.free.fr',
      'bridgeonsundays.co.uk',
      'cbwsl.be',
      'en.allexperts.com',
      'fsbridge.ch',
      'it-design.dk',
      'lists.rtflb.org',
      'www.amsterdamned.org',
      'www.cambridge.bridge-club.org',
      'www.gbu.co.za',
      'www.mybridgeuk.com',
    ]);
  });
});

describe('a registry with faults', () => {
  const bad = `- id: bbo-forums
  name: BBO Forums
  issuer: Bridge Base Online
  kind: forum
  host: www.bridgebase.com
  mirrors: [forumstest.bridgebase.com]
- id: bbo-forums
  name: bbo forums
  issuer: x
  kind: froum
  host: https://www.bridgebase.com/
  hosts: [forumstest.bridgebase.com]
  language: English
`;
  const lines = parsePublications(bad, 'publications.yaml').diagnostics.map(formatDiagnostic);

  it('refuses each at its line and column, all at once', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`publications.yaml:${at(bad, 'kind: froum', 6)}: `),
        expect.stringContaining(`publications.yaml:${at(bad, 'https://www')}: `),
        expect.stringContaining(`publications.yaml:${at(bad, 'English')}: `),
      ]),
    );
    expect(lines.find((l) => l.includes('https://www'))).toContain('is not a host name');
  });

  it('refuses an id or a name listed twice, and a host claimed twice', () => {
    const fixed = bad
      .replace('kind: froum', 'kind: forum')
      .replace(/host: https:\S+/, 'host: bridgebase.com')
      .replace('language: English\n', '');
    const found = parsePublications(fixed, 'publications.yaml').diagnostics.map(formatDiagnostic);
    expect(found).toEqual([
      'publications.yaml:7:7: duplicate publication id "bbo-forums" (first used on line 1) — fix: list each publication once',
      expect.stringContaining(
        'publications.yaml:8:9: the name "bbo forums" is already the name of the publication on line 2',
      ),
      expect.stringContaining(
        'publications.yaml:12:11: the host "forumstest.bridgebase.com" is already listed (line 6)',
      ),
    ]);
  });
});

describe('a precedent’s publication, address and deciding clause', () => {
  const REAL = 'ebu-forum-4h-1nt-replaced-4nt';
  const real = readFileSync(path.join(CONTENT, 'precedents', `${REAL}.yaml`), 'utf8');
  const variant = (id: string, edit: (t: string) => string) => edit(real.replace(`id: ${REAL}`, `id: ${id}`));
  const files: Record<string, string> = {
    'unknown-publication': variant('unknown-publication', (t) =>
      t.replace('publication: ebu-tds-forum', 'publication: ebu-tds-forums'),
    ),
    'mirror-host': variant('mirror-host', (t) =>
      t
        .replace('publication: ebu-tds-forum', 'publication: bbo-forums')
        .replace(/url: \S+/, 'url: https://forumstest.bridgebase.com/forums/topic/1-x/'),
    ),
    'other-host': variant('other-host', (t) =>
      t.replace(/url: https:\/\/forums\.ebu\.co\.uk/, 'url: https://forums.example.org'),
    ),
    'deciding-missing': variant('deciding-missing', (t) =>
      t.replace(/^deciding: \S+/m, 'deciding: 27B1c').replace('[ 27B1a, 27B1b, 27B2 ]', '[ 27B1a, 27B1c, 27B2 ]'),
    ),
    'http-url': variant('http-url', (t) => t.replace('url: https://forums.ebu.co.uk', 'url: http://forums.ebu.co.uk')),
    'http-allowed': variant('http-allowed', (t) =>
      t
        .replace('publication: ebu-tds-forum', 'publication: blml')
        .replace(/url: \S+/, 'url: http://www.amsterdamned.org/pipermail/blml/2008-May/040363.html'),
    ),
    'reference-addresses': variant('reference-addresses', (t) =>
      t.replace(
        /reference: null/,
        'reference: "Also at http://rmbarkerlaws.blogspot.com/2008/06/; https://forumstest.bridgebase.com/forums/topic/1-x/; https://www.bridgebase.com@elsewhere.example/x"',
      ),
    ),
    'deciding-not-named': variant('deciding-not-named', (t) => t.replace(/^deciding: \S+/m, 'deciding: 27D')),
  };
  const dir = path.join(work, 'precedents');
  cpSync(CONTENT, dir, { recursive: true });
  for (const [id, t] of Object.entries(files)) writeFileSync(path.join(dir, 'precedents', `${id}.yaml`), t);
  const lines = loadCorpus(dir).diagnostics.map(formatDiagnostic);
  const of = (id: string) => lines.filter((l) => l.startsWith(`${path.join(dir, 'precedents', id)}.yaml:`));

  it('an unknown publication id, at its place, naming the known ids with did-you-mean', () => {
    const t = files['unknown-publication'] ?? '';
    expect(of('unknown-publication')).toEqual([
      expect.stringContaining(
        `:${at(t, 'ebu-tds-forums')}: unknown publication "ebu-tds-forums": content/publications.yaml lists "bbo-forums", `,
      ),
    ]);
    expect(of('unknown-publication')[0]).toContain('(did you mean "ebu-tds-forum"?)');
  });

  it('a mirror host, with a fix naming the canonical host; a host the publication does not have', () => {
    const mirror = files['mirror-host'] ?? '';
    expect(of('mirror-host')).toEqual([
      expect.stringContaining(
        `:${at(mirror, 'https://forumstest')}: "forumstest.bridgebase.com" is a test or mirror host of BBO Forums`,
      ),
    ]);
    expect(of('mirror-host')[0]).toContain(
      'fix: use its canonical host www.bridgebase.com: "https://www.bridgebase.com/forums/topic/1-x/"',
    );
    const other = files['other-host'] ?? '';
    expect(of('other-host')).toEqual([
      expect.stringContaining(
        `:${at(other, 'https://forums.example')}: "forums.example.org" is not a host of EBU TDs forum (content/publications.yaml gives "forums.ebu.co.uk", "www.ebu.co.uk")`,
      ),
    ]);
  });

  it('a deciding clause the edition’s text lacks, or one the ruling does not name', () => {
    const missing = files['deciding-missing'] ?? '';
    expect(of('deciding-missing').join('\n')).toContain(
      `:${at(missing, '27B1c')}: clause "27B1c" is not in the 2017 text of Law 27 (did you mean`,
    );
    const notNamed = files['deciding-not-named'] ?? '';
    expect(of('deciding-not-named')).toEqual([
      expect.stringContaining(
        `:${at(notNamed, 'deciding: 27D', 'deciding: '.length)}: deciding: "27D" is not among the clauses the ruling turned on (27B1a, 27B1b, 27B2)`,
      ),
    ]);
  });

  it('an http: address, unless its publication says why it has http:// only; in a reference too, with mirrors and misleading hosts', () => {
    const http = files['http-url'] ?? '';
    expect(of('http-url')).toEqual([
      expect.stringContaining(`:${at(http, 'http://forums')}: "http://forums.ebu.co.uk/discussion/`),
    ]);
    expect(of('http-url')[0]).toMatch(
      /is an http: address: an address of a source is https: — fix: write "https:\/\/forums\.ebu\.co\.uk\/discussion\/[^"]+" if the page is served there/,
    );
    expect(of('http-allowed')).toEqual([]);
    const refs = of('reference-addresses');
    const t = files['reference-addresses'] ?? '';
    const where = at(t, 'reference: "', 'reference: '.length);
    expect(refs).toEqual([
      expect.stringContaining(`:${where}: "http://rmbarkerlaws.blogspot.com/2008/06/" is an http: address`),
      expect.stringContaining(`:${where}: "forumstest.bridgebase.com" is a test or mirror host of BBO Forums`),
      expect.stringContaining(
        `:${where}: "https://www.bridgebase.com@elsewhere.example/x" shows "www.bridgebase.com" before "@", but leads to elsewhere.example`,
      ),
    ]);
  });
});
