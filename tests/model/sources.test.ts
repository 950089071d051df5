import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/model/corpus';
import { internalNames } from '../../src/model/internal-names';
import { parseSources } from '../../src/model/sources';

const GOOD = `- id: "001_57f2d250c6491c25.txt"
  short: PDF conversion
  issuer: World Bridge Federation
  title: The Laws of Duplicate Bridge 2017
  date: undated
  published: the WBF's Laws, as PDF
  copy: Transcribed word for word.
`;

const at = (d: { line: number; column: number; message: string }) => `${d.line}:${d.column} ${d.message}`;

describe('content/sources.yaml', () => {
  it('reads a source with every field', () => {
    const { sources, diagnostics } = parseSources(GOOD, 'sources.yaml');
    expect(diagnostics).toEqual([]);
    expect(sources).toEqual([
      {
        id: '001_57f2d250c6491c25.txt',
        short: 'PDF conversion',
        issuer: 'World Bridge Federation',
        title: 'The Laws of Duplicate Bridge 2017',
        date: 'undated',
        published: "the WBF's Laws, as PDF",
        copy: 'Transcribed word for word.',
      },
    ]);
  });

  it('reports each fault at its line and column, with the fix', () => {
    const bad =
      GOOD.replace('date: undated', 'date: "2008-02-30"').replace('  copy:', '  publsher: x\n  copy:') +
      GOOD.replace('001_57f2d250c6491c25.txt', 'seed-1.txt');
    const { sources, diagnostics } = parseSources(bad, 'sources.yaml');
    expect(sources).toBeUndefined();
    expect(diagnostics.map(at)).toEqual([
      '5:9 source "001_57f2d250c6491c25.txt", date: "2008-02-30" is not a date (February 2008 has 29 days)',
      '7:3 source "001_57f2d250c6491c25.txt": unknown field "publsher" (did you mean "published"?)',
      '9:7 the source on line 9, id: "seed-1.txt" is not the file name of a source document',
    ]);
    expect(diagnostics.every((d) => d.fix.length > 0)).toBe(true);
  });
});

describe('internal names in reader-facing text', () => {
  it('finds a file name and the word "seed" in prose, not in id fields or comments', () => {
    const text = [
      '---',
      'seed: "002_5fbd475f87012ed9.txt"',
      'why: >-',
      '  The clean copy (seed 000) is the base;',
      '  see 003_106a9ba3391db0e3.txt.',
      '# a comment on the seed',
      '---',
      'The seed of the body is not checked.',
    ].join('\n');
    expect(internalNames(text, 'x.md', true).map(at)).toEqual([
      '4:19 text shown to readers says "seed", the internal word for a source document',
      '5:7 text shown to readers names the source file "003_106a9ba3391db0e3.txt"',
    ]);
  });

  it('reports "seed 003_….txt" once', () => {
    expect(internalNames('- source: the post (seed 003_106a9ba3391db0e3.txt)', 'e.yaml', false).map(at)).toEqual([
      '1:21 text shown to readers says "seed 003_106a9ba3391db0e3.txt", the internal word for a source document',
    ]);
  });
});

describe('the corpus and its sources', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'kb-sources-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('a witness whose source is not listed, and prose naming a file, are errors in their own files', () => {
    const content = path.join(work, 'content');
    cpSync(path.resolve(import.meta.dirname, '..', '..', 'content'), content, { recursive: true });
    const file = path.join(content, 'laws', '27', '2017.md');
    const text = readFileSync(file, 'utf8').replaceAll('001_57f2d250c6491c25.txt', '001_57f2d250c6491c26.txt');
    writeFileSync(
      file,
      text.replace('    The PDF conversion of the WBF Laws is the only witness', '    Seed 001 is the only witness'),
    );
    const { corpus, diagnostics } = loadCorpus(content);
    expect(corpus).toBeUndefined();
    expect(diagnostics.map((d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.message}`)).toEqual([
      '2017.md:12:5 text shown to readers says "Seed", the internal word for a source document',
      expect.stringMatching(
        /^2017\.md:10:13 unknown source "001_57f2d250c6491c26\.txt": content\/sources\.yaml lists .* \(did you mean "001_57f2d250c6491c25\.txt"\?\)$/,
      ),
    ]);
  });
});
