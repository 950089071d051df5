import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadCorpus, loadCorpusOrThrow } from '../../src/model/corpus';
import { SourceError } from '../../src/model/diagnostic';
import { flatten } from '../../src/model/law-text';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const work = mkdtempSync(path.join(tmpdir(), 'kb-corpus-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the real corpus', () => {
  const corpus = loadCorpusOrThrow(CONTENT);
  const law = corpus.laws.find((l) => l.number === 27)!;

  it('has Law 27 in three texts, oldest first', () => {
    expect(law.texts.map((t) => t.edition)).toEqual(['2007', '2008-03', '2017']);
  });

  it('has the clauses of Law 27 in each text; 2017 has no footnote', () => {
    const ids = ['A', 'A1', 'A2', 'B', 'B1', 'B1a', 'B1b', 'B2', 'B3', 'B4', 'C', 'D'];
    expect(flatten(law.texts[0]!.clauses).map((c) => c.id)).toEqual([...ids, 'footnote']);
    expect(flatten(law.texts[1]!.clauses).map((c) => c.id)).toEqual([...ids, 'footnote']);
    expect(flatten(law.texts[2]!.clauses).map((c) => c.id)).toEqual(ids);
  });
});

describe('corpus-level checks', () => {
  it('rejects a file whose place does not match its front matter', () => {
    const dir = path.join(work, 'misplaced');
    cpSync(CONTENT, dir, { recursive: true });
    renameSync(path.join(dir, 'laws', '27', '2017.md'), path.join(dir, 'laws', '27', '2016.md'));
    try {
      loadCorpusOrThrow(dir);
      expect.unreachable('loadCorpusOrThrow should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(SourceError);
      const [d] = (error as SourceError).diagnostics;
      expect(d?.message).toMatch(/says it is Law 27, edition "2017", but it is not at .*laws\/27\/2017\.md/);
      expect(d?.fix).toMatch(/move the file/);
    }
  });

  it('rejects an empty content folder with a clear message', () => {
    expect(() => loadCorpusOrThrow(path.join(work, 'nothing-here'))).toThrow(/no law texts found/);
  });

  /** A copy of the real content with some files changed. */
  function copyWith(name: string, edits: Record<string, (text: string) => string>): string {
    const dir = path.join(work, name);
    cpSync(CONTENT, dir, { recursive: true });
    for (const [file, edit] of Object.entries(edits))
      writeFileSync(path.join(dir, file), edit(readFileSync(path.join(dir, file), 'utf8')));
    return dir;
  }

  it('refuses a clause of another law that its text in the same edition lacks, named by guidance or by a law text, at its place', () => {
    const dir = copyWith('missing-clauses', {
      'guidance/comparable-calls.md': (t) =>
        t.replace(
          '## INSUFFICIENT BID (NOT ACCEPTED BY LHO)',
          '## INSUFFICIENT BID (NOT ACCEPTED BY LHO)\n\nThen Law 27E applies.',
        ),
      'laws/27/2017.md': (t) => t.replace('(see Law 12B1)', '(see Law 16E)'),
    });
    // A second law in the knowledge base: Law 16, with the clauses A–D of the real Law 27 text.
    mkdirSync(path.join(dir, 'laws', '16'));
    writeFileSync(
      path.join(dir, 'laws', '16', '2017.md'),
      readFileSync(path.join(CONTENT, 'laws', '27', '2017.md'), 'utf8').replace('law: 27', 'law: 16'),
    );
    const guidance = readFileSync(path.join(dir, 'guidance', 'comparable-calls.md'), 'utf8');
    const law = readFileSync(path.join(dir, 'laws', '27', '2017.md'), 'utf8');
    const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
    const column = (text: string, needle: string) =>
      text.indexOf(needle) - text.lastIndexOf('\n', text.indexOf(needle));
    const clauseId = /::clause(?:\[[^\]]*\])?\{#(\w+)\}/.exec(
      law.slice(law.lastIndexOf('::clause', law.indexOf('Law 16E'))),
    )?.[1];
    expect(
      loadCorpus(dir).diagnostics.map((d) => `${path.basename(d.file)}:${d.line}:${d.column}: ${d.message}`),
    ).toEqual([
      `2017.md:${lineOf(law, 'Law 16E')}:${column(law, 'Law 16E')}: reference "Law 16E" in clause "${clauseId}": Law 16 as of "2017" has no clause "E"`,
      `comparable-calls.md:${lineOf(guidance, 'Law 27E')}:${column(guidance, 'Law 27E')}: "Law 27E": Law 27 as of "2017" has no clause "E"`,
    ]);
  });

  it('reports an edition the registry lacks where the law text and the guidance name it', () => {
    const dir = copyWith('unknown-edition', {
      'laws/27/2017.md': (t) => t.replace('edition: "2017"', 'edition: "1999"'),
      'guidance/comparable-calls.md': (t) => t.replace(/interprets: ['"]?2017['"]?/, 'interprets: "1999"'),
    });
    const { corpus, diagnostics } = loadCorpus(dir);
    expect(corpus).toBeUndefined();
    const shown = diagnostics.map((d) => `${path.basename(d.file)}:${d.line}:${d.column}: ${d.message}`);
    const lawLine =
      readFileSync(path.join(dir, 'laws/27/2017.md'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('edition:')) + 1;
    const docLine =
      readFileSync(path.join(dir, 'guidance/comparable-calls.md'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('interprets:')) + 1;
    // Each fault once, in its own file; nothing that depends on them is blamed on other files.
    const known = 'content/editions.yaml has "2007", "2008-03", "2017"';
    expect(shown).toEqual([
      `2017.md:${lawLine}:10: unknown edition "1999": ${known}`,
      `comparable-calls.md:${docLine}:13: unknown edition "1999": ${known}`,
    ]);
    expect(diagnostics.every((d) => /add the edition there first/.test(d.fix))).toBe(true);
  });

  it('checks an example’s edition against the registry, then against the editions the ruling engine knows', () => {
    const dir = copyWith('example-editions', {
      'editions.yaml': (t) =>
        `${t}\n- id: "2027"\n  short: "2027"\n  name: "Laws of Duplicate Bridge 2027"\n  promulgatedBy: WBF\n  published: "2027-01"\n  publishedSource: >-\n    Fictitious: made up for this test.\n  supersedes: "2017"\n`,
      'examples/zone7-1d-1s-1h.yaml': (t) => t.replace(/^edition: .*$/m, "edition: '2009'"),
      'examples/comparable-calls-ib-1.yaml': (t) => t.replace(/^edition: .*$/m, "edition: '2027'"),
    });
    const { corpus, diagnostics } = loadCorpus(dir);
    expect(corpus).toBeUndefined();
    const lineOf = (file: string) =>
      readFileSync(path.join(dir, 'examples', file), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('edition:')) + 1;
    expect(
      diagnostics.map((d) => `${path.basename(d.file)}:${d.line}:${d.column}: ${d.message} — fix: ${d.fix}`),
    ).toEqual([
      `comparable-calls-ib-1.yaml:${lineOf('comparable-calls-ib-1.yaml')}:10: example "comparable-calls-ib-1" is written for the 2027 text, but the Law 27 engine does not rule under it yet (it knows '2007', '2008-03' or '2017'), so its rulings cannot be checked or shown — fix: add the 2027 profile to src/bridge/edition.ts (RULED_EDITIONS and its differences), or hold the example back until then`,
      `zone7-1d-1s-1h.yaml:${lineOf('zone7-1d-1s-1h.yaml')}:10: unknown edition "2009": content/editions.yaml has "2007", "2008-03", "2017", "2027" (did you mean "2007"?) — fix: use the id of an edition in content/editions.yaml, or add the edition there first`,
    ]);
  });

  it('does not blame guidance for a law text that failed to parse', () => {
    const dir = copyWith('broken-text', { 'laws/27/2017.md': (t) => t.replace('::clause{#B1a}', '::clause{#b1a}') });
    const { diagnostics } = loadCorpus(dir);
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics.map((d) => path.basename(d.file))).toEqual(diagnostics.map(() => '2017.md'));
  });
});
