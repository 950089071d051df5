/**
 * The publications registry (content/publications.yaml) and what precedents
 * write of it: the registry's own faults at their line and column; a
 * precedent's publication id, its address's host (a mirror refused with the
 * canonical host, any other host with the publication's hosts) and its
 * deciding clause, each checked against the other sources at its place.
 */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/model/corpus';
import { formatDiagnostic } from '../../src/model/diagnostic';
import { parsePublications, publicationHostProblem } from '../../src/model/publications';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const work = mkdtempSync(path.join(tmpdir(), 'kb-publications-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Line:column of the first `needle` in `text` (after `skip` characters of it), looking from index `from`. */
function at(text: string, needle: string, skip = 0, from = 0): string {
  const i = text.indexOf(needle, from);
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
      'ofunabc.jp',
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

describe('publications that share a host (club sites on www.bridgewebs.com), each with its path', () => {
  const entry = (id: string, more = '') =>
    `- id: ${id}\n  name: ${id} club\n  issuer: ${id}\n  kind: website\n  host: www.bridgewebs.com\n${more}`;
  const parse = (t: string) => parsePublications(t, 'publications.yaml');

  it('are read, each with its path; an entry without one has none', () => {
    const t = [
      entry('notts', '  path: /nottsbridge/\n  mirrors: [bridgewebs.com]\n'),
      entry('durham', '  path: /durham/\n  mirrors: [bridgewebs.com]\n'),
      entry('nottsbridge-2', '  path: /nottsbridge2/\n'),
    ].join('');
    const { publications, diagnostics } = parse(t);
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(publications?.map((p) => p.path)).toEqual(['/nottsbridge/', '/durham/', '/nottsbridge2/']);
    expect(parse(entry('alone')).publications?.[0]?.path).toBeNull();
  });

  it('refuse a path that does not start and end with "/", or has "." parts, at its place with the fix', () => {
    const t = [
      entry('a', '  path: nottsbridge/\n'),
      entry('b', '  path: /durham\n'),
      entry('c', '  path: /\n'),
      entry('d', '  path: /durham/../notts/\n'),
      entry('e', '  path: /bridge for pleasure/\n'),
    ].join('');
    const fix =
      ' — fix: write the path its pages are under on its host, starting and ending with "/", e.g. "/nottsbridge/" (leave "path" out when the whole host is the publication\'s)';
    const why =
      'is not a path under a host: a path starts and ends with "/" and has no spaces, "?", "#", "." or ".." parts';
    expect(parse(t).diagnostics.map(formatDiagnostic)).toEqual([
      `publications.yaml:${at(t, 'nottsbridge/')}: publication "a", path: "nottsbridge/" ${why}${fix}`,
      `publications.yaml:${at(t, '/durham\n')}: publication "b", path: "/durham" ${why}${fix}`,
      `publications.yaml:${at(t, 'path: /\n', 'path: '.length)}: publication "c", path: "/" ${why}${fix}`,
      `publications.yaml:${at(t, '/durham/../')}: publication "d", path: "/durham/../notts/" ${why}${fix}`,
      `publications.yaml:${at(t, '/bridge for')}: publication "e", path: "/bridge for pleasure/" ${why}${fix}`,
    ]);
  });

  it('refuse a second claim on the host: without a path, beside one without, or a path inside another (any case), at the later entry naming the earlier line', () => {
    const t = [
      entry('notts', '  path: /nottsbridge/\n'),
      entry('whole'),
      entry('inside', '  path: /NottsBridge/tds/\n'),
      entry('durham-results', '  path: /durham/results/\n'),
      entry('durham', '  path: /durham/\n'),
      entry('again', '  path: /nottsbridge/\n'),
    ].join('');
    /** Line:column of the host of entry `id`. */
    const hostOf = (id: string) => at(t, 'www.bridgewebs.com', 0, t.indexOf(`- id: ${id}\n`));
    const line = (id: string) => `line ${hostOf(id).split(':')[0] ?? ''}`;
    const apart =
      'give each publication on www.bridgewebs.com a "path" of its own, the path its pages are under, none inside another\'s (e.g. "/nottsbridge/" and "/durham/")';
    const merge = `${apart}; or, if the two are one publication, merge the entries`;
    expect(parse(t).diagnostics.map(formatDiagnostic)).toEqual([
      `publications.yaml:${hostOf('whole')}: the host "www.bridgewebs.com" is already listed with the path "/nottsbridge/" (${line('notts')}): this entry needs a "path" of its own — fix: ${apart}`,
      `publications.yaml:${hostOf('inside')}: the path "/NottsBridge/tds/" on "www.bridgewebs.com" is inside the path "/nottsbridge/" listed for it on ${line('notts')} — fix: ${merge}`,
      `publications.yaml:${hostOf('durham')}: the path "/durham/" on "www.bridgewebs.com" holds the path "/durham/results/" listed for it on ${line('durham-results')} — fix: ${merge}`,
      `publications.yaml:${hostOf('again')}: the path "/nottsbridge/" on "www.bridgewebs.com" is already listed for it on ${line('notts')} — fix: ${merge}`,
    ]);
    expect(line('notts')).toBe('line 5');
  });

  it('refuse a claim with a path on a host an earlier entry has without one, and a mirror likewise', () => {
    const t = [
      entry('whole', '  mirrors: [bridgewebs.com]\n'),
      entry('durham', '  path: /durham/\n  mirrors: [bridgewebs.com]\n'),
    ].join('');
    const merge =
      'give each publication on www.bridgewebs.com a "path" of its own, the path its pages are under, none inside another\'s (e.g. "/nottsbridge/" and "/durham/"); or, if the two are one publication, merge the entries';
    const durham = t.indexOf('- id: durham');
    expect(parse(t).diagnostics.map(formatDiagnostic)).toEqual([
      `publications.yaml:${at(t, 'www.bridgewebs.com', 0, durham)}: the host "www.bridgewebs.com" is already listed without a "path" (line 5): all of it is that publication's — fix: ${merge}`,
      `publications.yaml:${at(t, 'bridgewebs.com]', 0, durham)}: the host "bridgewebs.com" is already listed without a "path" (line 6): all of it is that publication's — fix: ${merge.replace('on www.bridgewebs.com', 'on bridgewebs.com')}`,
    ]);
  });
});

describe('a precedent’s publication, address and deciding clause', () => {
  const REAL = 'ebu-forum-4h-1nt-replaced-4nt';
  const real = readFileSync(path.join(CONTENT, 'precedents', `${REAL}.yaml`), 'utf8');
  const variant = (id: string, edit: (t: string) => string) => edit(real.replace(`id: ${REAL}`, `id: ${id}`));
  const club = (id: string, publication: string, url: string) =>
    variant(id, (t) =>
      t.replace('publication: ebu-tds-forum', `publication: ${publication}`).replace(/url: \S+/, `url: ${url}`),
    );
  // Club A says why its pages are at http:// only; club B does not. Both have the host's bare name as a mirror.
  const clubEntry = (x: string, more = '') =>
    `\n- id: test-club-${x}\n  name: Test Club ${x.toUpperCase()}\n  issuer: Test Club ${x.toUpperCase()}\n  kind: website\n  host: www.bridgewebs.com\n  path: /test-club-${x}/\n  mirrors: [bridgewebs.com]\n${more}`;
  const CLUBS = clubEntry('a', '  http: its pages are at http:// only (a test fixture)\n') + clubEntry('b');
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
    // Two club sites on one host (CLUBS below): each precedent's address under its own club's path.
    'club-other-path': club('club-other-path', 'test-club-a', 'https://www.bridgewebs.com/test-club-b/page5.html'),
    'club-own-path': club('club-own-path', 'test-club-a', 'https://www.bridgewebs.com/Test-Club-A/page5.html'),
    'club-http-own': club('club-http-own', 'test-club-a', 'http://www.bridgewebs.com/test-club-a/page5.html'),
    'club-http-other': club('club-http-other', 'test-club-b', 'http://www.bridgewebs.com/test-club-b/page5.html'),
    'club-mirror': club('club-mirror', 'test-club-a', 'https://bridgewebs.com/test-club-a/page5.html'),
    'club-references': club(
      'club-references',
      'test-club-a',
      'https://www.bridgewebs.com/test-club-a/page5.html',
    ).replace(
      /reference: null/,
      'reference: "Also at https://bridgewebs.com/test-club-a/page6.html and https://bridgewebs.com/test-club-b/page7.html"',
    ),
  };
  const dir = path.join(work, 'precedents');
  cpSync(CONTENT, dir, { recursive: true });
  appendFileSync(path.join(dir, 'publications.yaml'), CLUBS);
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
  it('on a host club sites share: the address under its own club’s path (any case), http: by that club’s entry, a mirror by its path', () => {
    const other = files['club-other-path'] ?? '';
    expect(of('club-other-path')).toEqual([
      `${path.join(dir, 'precedents', 'club-other-path')}.yaml:${at(other, 'https://www.bridgewebs')}: "/test-club-b/page5.html" is not under the path of Test Club A on www.bridgewebs.com (content/publications.yaml gives "www.bridgewebs.com/test-club-a/") — fix: use an address under "www.bridgewebs.com/test-club-a/" (the path compared without case); or, if the page is another publication's on www.bridgewebs.com, write that publication's id, adding it to content/publications.yaml with its own "path" if it is not there`,
    ]);
    expect(of('club-own-path')).toEqual([]);
    // Club A's http field does not cover club B's pages on the same host.
    expect(of('club-http-own')).toEqual([]);
    const http = files['club-http-other'] ?? '';
    expect(of('club-http-other')).toEqual([
      expect.stringContaining(
        `:${at(http, 'http://www')}: "http://www.bridgewebs.com/test-club-b/page5.html" is an http: address: an address of a source is https: — fix: write "https://www.bridgewebs.com/test-club-b/page5.html" if the page is served there`,
      ),
    ]);
    const mirror = files['club-mirror'] ?? '';
    expect(of('club-mirror')).toEqual([
      `${path.join(dir, 'precedents', 'club-mirror')}.yaml:${at(mirror, 'https://bridgewebs')}: "bridgewebs.com" is a test or mirror host of Test Club A, not its own address — fix: use its canonical host www.bridgewebs.com: "https://www.bridgewebs.com/test-club-a/page5.html" (if the page is there), or the original's address`,
    ]);
    // In a reference, a copy of the precedent's own club may be named; one under the other club's path is that club's mirror.
    const refs = files['club-references'] ?? '';
    expect(of('club-references')).toEqual([
      `${path.join(dir, 'precedents', 'club-references')}.yaml:${at(refs, 'reference: "', 'reference: '.length)}: "bridgewebs.com" is a test or mirror host of Test Club B, not its own address — fix: use its canonical host www.bridgewebs.com: "https://www.bridgewebs.com/test-club-b/page7.html" (if the page is there), or the original's address`,
    ]);
  });
});

describe('publicationHostProblem on a publication with a path', () => {
  const { publications } = parsePublications(
    `- id: durham
  name: Durham Bridge Club
  issuer: Durham Bridge Club
  kind: website
  host: www.bridgewebs.com
  hosts: [bridgewebs.co.uk]
  path: /durham/
`,
    'publications.yaml',
  );
  const durham = publications?.[0];
  if (!durham) throw new Error('the fixture of Durham Bridge Club does not load');

  it('takes its pages on each canonical host, the path without case and the path’s own page without "/"', () => {
    expect(durham.path).toBe('/durham/');
    const ok = [
      'https://www.bridgewebs.com/durham/page17.html',
      'https://www.bridgewebs.com/DURHAM/page17.html',
      'https://www.bridgewebs.com/durham',
      'https://bridgewebs.co.uk/durham/news.html',
    ];
    expect(ok.map((a) => publicationHostProblem(a, durham))).toEqual(ok.map(() => undefined));
  });

  it('refuses a page beside its path, one whose path only starts like it, and another host, naming host and path', () => {
    const places = '"www.bridgewebs.com/durham/", "bridgewebs.co.uk/durham/"';
    expect(publicationHostProblem('https://www.bridgewebs.com/durhamcity/page1.html', durham)?.message).toBe(
      `"/durhamcity/page1.html" is not under the path of Durham Bridge Club on www.bridgewebs.com (content/publications.yaml gives ${places})`,
    );
    expect(publicationHostProblem('https://www.bridgewebs.com/cgi-bin/bwor/bw.cgi?club=durham', durham)?.message).toBe(
      `"/cgi-bin/bwor/bw.cgi" is not under the path of Durham Bridge Club on www.bridgewebs.com (content/publications.yaml gives ${places})`,
    );
    expect(publicationHostProblem('https://example.org/durham/page17.html', durham)).toEqual({
      message: `"example.org" is not a host of Durham Bridge Club (content/publications.yaml gives ${places})`,
      fix: `use an address on ${places}; or, if this host is the publication's own, add it to its "hosts" in content/publications.yaml`,
    });
  });
});
