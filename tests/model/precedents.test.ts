/**
 * Precedents (content/precedents/<id>.yaml) in the corpus pass: the real
 * ones load; a file with a fault of every kind is refused at the line and
 * column of each, all at once, with its fix; the engine's ruling beside
 * each needs a reason exactly when it differs.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineBeside, precedentProblems } from '../../src/derive/precedent-rulings';
import { loadCheckedCorpus } from '../../src/derive/checked-corpus';
import { loadCorpus } from '../../src/model/corpus';
import { formatDiagnostic } from '../../src/model/diagnostic';
import { parse as parseYaml } from 'yaml';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const work = mkdtempSync(path.join(tmpdir(), 'kb-precedents-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the real sources with these precedent files added (or replaced). */
function withPrecedents(name: string, files: Record<string, string>): string {
  const dir = path.join(work, name);
  cpSync(CONTENT, dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, 'precedents', file), text);
  return dir;
}

/** Line:column of the first `needle` in `text`. */
function at(text: string, needle: string, skip = 0): string {
  const i = text.indexOf(needle) + skip;
  if (i < skip) throw new Error(`${needle} not in fixture`);
  const before = text.slice(0, i).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

const REAL = 'ebu-forum-4h-1nt-replaced-4nt.yaml';
const real = readFileSync(path.join(CONTENT, 'precedents', REAL), 'utf8');

describe('the precedents of content/', () => {
  const { corpus, diagnostics } = loadCheckedCorpus(CONTENT, '2026-01-01');
  it('load and check without a problem: at least 100, from at least 25 publications, none over a fifth of them (issue 44)', () => {
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    const precedents = corpus?.precedents ?? [];
    expect(precedents.length).toBeGreaterThanOrEqual(100);
    const perPublication = new Map<string, number>();
    for (const p of precedents)
      perPublication.set(p.source.publication, (perPublication.get(p.source.publication) ?? 0) + 1);
    expect(perPublication.size).toBeGreaterThanOrEqual(25);
    const overAFifth = [...perPublication].filter(([, n]) => n > precedents.length / 5);
    expect(overAFifth).toEqual([]);
    expect(precedents.every((p) => p.source.url !== null || p.source.reference !== null)).toBe(true);
  });

  it('keep the facts as written: 1NT over a 4♥ opening, replaced by 4NT, partner silenced', () => {
    const p = corpus?.precedents.find((x) => x.id === 'ebu-forum-4h-1nt-replaced-4nt');
    expect(p?.facts).toMatchObject({ dealer: 'W', calls: ['4H', '1NT'], replacement: '4NT' });
    const beside = p && engineBeside(p);
    expect(beside?.status).toBe('agrees');
    expect(beside?.ruling).toMatchObject({ clause: '27B2', partnerMustPass: true, edition: '2017' });
  });

  it('every difference from the engine has its reason, and no agreement has one', () => {
    const precedents = corpus?.precedents ?? [];
    const differs = precedents.filter((p) => engineBeside(p).status === 'differs');
    expect(differs.length).toBeGreaterThan(0);
    expect(differs.every((p) => p.engineDiffers !== null)).toBe(true);
    expect(precedents.filter((p) => p.engineDiffers !== null).map((p) => p.id)).toEqual(differs.map((p) => p.id));
  });
});

describe('a precedent with faults', () => {
  const bad = real
    .replace('title:', 'titel:')
    .replace(/edition: "2017"/, 'edition: "2071"')
    .replace(/ {2}url: \S+/, '  url: null');
  const illegal = real
    .replace('calls: [ 4H, 1NT ]', 'calls: [ 4H, P, X, 1NT ]')
    .replace('id: ebu-forum-4h-1nt-replaced-4nt', 'id: illegal-auction');
  const sufficient = real
    .replace('calls: [ 4H, 1NT ]', 'calls: [ 4H, 5C ]')
    .replace('id: ebu-forum-4h-1nt-replaced-4nt', 'id: not-insufficient');
  const clause = real
    .replace('clauses: [ 27B1a, 27B1b, 27B2 ]', 'clauses: [ 27B1a, 27B1c, 27B2 ]')
    .replace('id: ebu-forum-4h-1nt-replaced-4nt', 'id: no-such-clause');
  const badDate = real
    .replace('id: ebu-forum-4h-1nt-replaced-4nt', 'id: bad-date')
    .replace(/date: null/, 'date: 2016-02-30');
  const contradicting = real
    .replace('id: ebu-forum-4h-1nt-replaced-4nt', 'id: contradicting')
    .replace('replacementAccepted: null', 'replacementAccepted: true');
  const dir = withPrecedents('faults', {
    [REAL]: bad,
    'illegal-auction.yaml': illegal,
    'not-insufficient.yaml': sufficient,
    'no-such-clause.yaml': clause,
    'contradicting.yaml': contradicting,
    'bad-date.yaml': badDate,
  });
  const { corpus, diagnostics } = loadCorpus(dir);
  const lines = diagnostics.map(formatDiagnostic);
  const of = (file: string) => lines.filter((l) => l.startsWith(`${path.join(dir, 'precedents', file)}:`));

  it('refuses the corpus and reports every fault of every file in one pass', () => {
    expect(corpus).toBeUndefined();
    for (const f of [
      REAL,
      'illegal-auction.yaml',
      'not-insufficient.yaml',
      'no-such-clause.yaml',
      'contradicting.yaml',
      'bad-date.yaml',
    ])
      expect(of(f).length, f).toBeGreaterThan(0);
  });

  it('an unknown field, with did-you-mean, and a source that cannot be found', () => {
    const mine = of(REAL);
    expect(
      mine.some((l) =>
        l.includes(`:${at(bad, 'titel:')}: the precedent: unknown field "titel" (did you mean "title"?)`),
      ),
    ).toBe(true);
    expect(
      mine.some((l) =>
        l.includes(`:${at(bad, 'source:', 'source:\n  '.length)}: source: has neither "url" nor "reference"`),
      ),
    ).toBe(true);
    expect(mine.find((l) => l.includes('neither "url" nor "reference"'))).toMatch(/fix: add "url:"/);
  });

  it('an edition the registry lacks, with did-you-mean (once the fields are right)', () => {
    const onlyEdition = withPrecedents('edition', { [REAL]: real.replace(/edition: "2017"/, 'edition: "2071"') });
    const found = loadCorpus(onlyEdition).diagnostics.map(formatDiagnostic);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`:${at(real, '"2017"')}: unknown edition "2071"`);
    expect(found[0]).toContain('did you mean "2017"?');
  });

  it('an illegal auction, at the call at fault; a last call that is not insufficient', () => {
    expect(of('illegal-auction.yaml').join('\n')).toContain(`:${at(illegal, 'X, 1NT')}: facts.calls[2]:`);
    expect(of('not-insufficient.yaml').join('\n')).toMatch(/the last call, 5♣, is not an insufficient bid after 4♥/);
    expect(of('not-insufficient.yaml')[0]).toContain(`:${at(sufficient, '5C')}:`);
  });

  it('a clause the edition does not have, with did-you-mean, and a date that is no date', () => {
    const mine = of('no-such-clause.yaml').join('\n');
    expect(mine).toContain(
      `:${at(clause, '27B1c')}: clause "27B1c" is not in the 2017 text of Law 27 (did you mean "27B1", "27B1a" or "27B1b"?)`,
    );
    expect(of('bad-date.yaml').join('\n')).toContain(
      `:${at(badDate, '2016-02-30')}: source.date: "2016-02-30" is not a date (February 2016 has 29 days)`,
    );
  });

  it('findings the engine refuses as contradicting, at the finding named', () => {
    const mine = of('contradicting.yaml');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(
      `:${at(contradicting, 'replacementAccepted: true', 'replacementAccepted: '.length)}: the Law 27 engine refuses these facts (replacementAccepted)`,
    );
    expect(mine[0]).toContain(
      'only a replacement that is itself an insufficient bid can be accepted or refused by LHO',
    );
  });
});

describe('the engine beside a precedent', () => {
  it('a difference without a reason stops the build at the ruling; a reason without a difference at the reason', () => {
    const differs = 'wbu-directors-2s-1h-2h-replaced-3h-27b4.yaml';
    const text = readFileSync(path.join(CONTENT, 'precedents', differs), 'utf8');
    const noReason = text.slice(0, text.indexOf('engineDiffers:'));
    const withReason = real + 'engineDiffers:\n  reason: opinion\n  why: A test.\n';
    const dir = withPrecedents('reasons', { [differs]: noReason, [REAL]: withReason });
    const loaded = loadCorpus(dir);
    expect(loaded.diagnostics).toEqual([]);
    const problems = precedentProblems(loaded.corpus?.precedents ?? []).map(formatDiagnostic);
    expect(problems).toHaveLength(2);
    expect(problems.find((l) => l.includes('wbu-directors'))).toContain(
      `:${at(noReason, 'ruling:')}: the Law 27 engine's ruling on these facts differs from the published one: the engine decides under 27B4; the published ruling turned on 27B1a; partner must pass: published no, engine yes`,
    );
    expect(problems.find((l) => l.includes('ebu-forum-4h'))).toContain(
      `:${at(withReason, 'engineDiffers:')}: engineDiffers gives a reason, but the Law 27 engine's ruling on these facts agrees`,
    );
    expect(loadCheckedCorpus(dir, '2026-01-01').corpus).toBeUndefined();
  });

  it('leaves a principle without a deal uncompared', () => {
    const text = readFileSync(
      path.join(CONTENT, 'precedents', 'blml-2008-05-lowest-same-denomination-then-b1b.yaml'),
      'utf8',
    );
    expect((parseYaml(text) as { kind: string }).kind).toBe('principle');
    const p = loadCorpus(CONTENT).corpus?.precedents.find(
      (x) => x.id === 'blml-2008-05-lowest-same-denomination-then-b1b',
    );
    expect(p && engineBeside(p)).toMatchObject({ status: 'not-compared', ruling: null });
  });
});

describe('the address of a precedent’s source', () => {
  it('is refused at its place when it shows one site and leads to another (a user part, a host a browser reads otherwise)', () => {
    const userPart = real.replace('url: https://forums.ebu.co.uk/', 'url: https://forums.ebu.co.uk@elsewhere.example/');
    const idn = real.replace('url: https://forums.ebu.co.uk/', 'url: https://forums.ebü.co.uk/');
    const dir = withPrecedents('addresses', {
      [REAL]: userPart,
      'ebu-forum-idn.yaml': idn.replace('id: ebu-forum-4h-1nt-replaced-4nt', 'id: ebu-forum-idn'),
    });
    const found = loadCorpus(dir).diagnostics.map(
      (d) => `${path.basename(d.file)}:${d.line}:${d.column}: ${d.message}`,
    );
    expect(found).toEqual([
      `ebu-forum-4h-1nt-replaced-4nt.yaml:${at(userPart, 'https://forums')}: source.url: "https://forums.ebu.co.uk@elsewhere.example/discussion/122/yet-another-query-regarding-insufficient-bids-and-comparable-calls" shows "forums.ebu.co.uk" before "@", but leads to elsewhere.example`,
      `ebu-forum-idn.yaml:${at(idn, 'https://forums')}: source.url: "https://forums.ebü.co.uk/discussion/122/yet-another-query-regarding-insufficient-bids-and-comparable-calls" shows the host "forums.ebü.co.uk", but a browser goes to "forums.xn--eb-yka.co.uk"`,
    ]);
  });
});

describe('the other laws a precedent relied on', () => {
  it('are laws of the Laws: a number outside 1–93, or a clause written otherwise, refused at its place', () => {
    const spoilt = real.replace(/otherLaws: \[[^\]]*\]/, 'otherLaws: [ 82C, 182C, "Law 16" ]');
    const dir = withPrecedents('other-laws', { [REAL]: spoilt });
    const found = loadCorpus(dir).diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`);
    const fix = '(1–93) and, optionally, a clause';
    expect(found).toEqual([
      `${at(spoilt, '182C')}: ruling.otherLaws[1]: "182C" is not a law of the Laws: a law number ${fix}`,
      `${at(spoilt, '"Law 16"')}: ruling.otherLaws[2]: "Law 16" is not a law of the Laws: a law number ${fix}`,
    ]);
  });
});
