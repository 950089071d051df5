import { cpSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/model/corpus';
import { SourceError } from '../../src/model/diagnostic';
import { flatten } from '../../src/model/law-text';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const work = mkdtempSync(path.join(tmpdir(), 'kb-corpus-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the real corpus', () => {
  const corpus = loadCorpus(CONTENT);
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
      loadCorpus(dir);
      expect.unreachable('loadCorpus should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(SourceError);
      const [d] = (error as SourceError).diagnostics;
      expect(d?.message).toMatch(/says it is Law 27, edition "2017", but it is not at .*laws\/27\/2017\.md/);
      expect(d?.fix).toMatch(/move the file/);
    }
  });

  it('rejects an empty content folder with a clear message', () => {
    expect(() => loadCorpus(path.join(work, 'nothing-here'))).toThrow(/no law texts found/);
  });
});
