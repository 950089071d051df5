/**
 * The bounds of one source (src/model/source-limits.ts): a source over the
 * size limit is refused at 1:1 of the file, with its size and the limit,
 * before it is read; every kind of source is checked in the same pass, and
 * nothing that depends on a refused file is blamed for it. Within the size
 * limit, a law text is refused at its reference over the reference limit
 * (the clause limit is in bad-input.test.ts), and a flood of faults is
 * reported in full.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/model/corpus';
import { formatDiagnostics } from '../../src/model/diagnostic';
import { parseLawText } from '../../src/model/parse-law-text';
import { formatSize, MAX_REFERENCES_PER_TEXT, MAX_SOURCE_BYTES, sizeProblem } from '../../src/model/source-limits';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const work = mkdtempSync(path.join(tmpdir(), 'kb-source-limits-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const MB = 1024 * 1024;
const FIX =
  'check that this is the file you meant (a law text, a guidance document or an example is a few KB); split a long guidance document into several documents, one example per file';

/** The file, followed by paragraphs of plain words, to exactly `bytes` bytes. */
function padTo(file: string, bytes: number): void {
  const text = readFileSync(file, 'utf8');
  const need = bytes - Buffer.byteLength(text) - 2;
  if (need < 0) throw new Error(`${file} is already over ${bytes} bytes`);
  const filler = 'The Director rules as the law allows and the auction continues.\n\n'
    .repeat(Math.ceil(need / 60))
    .slice(0, need);
  writeFileSync(file, `${text}\n\n${filler}`);
  expect(Buffer.byteLength(readFileSync(file))).toBe(bytes);
}

describe('the size limit', () => {
  it('is 256 KB, and a size is shown rounded up, so that a file over the limit never reads as within it', () => {
    expect(MAX_SOURCE_BYTES).toBe(256 * 1024);
    expect(formatSize(MB)).toBe('1 MB');
    expect(formatSize(MB + 1)).toBe('1.1 MB');
    expect(formatSize(1.5 * MB)).toBe('1.5 MB');
    expect(formatSize(512 * 1024)).toBe('512 KB');
    expect(formatSize(512 * 1024 + 1)).toBe('512.1 KB');
    expect(formatSize(0)).toBe('0 KB');
  });

  it('refuses a file one byte over the limit, not one at it', () => {
    expect(sizeProblem('a.md', MAX_SOURCE_BYTES)).toBeUndefined();
    expect(sizeProblem('a.md', MAX_SOURCE_BYTES + 1)).toEqual({
      file: 'a.md',
      line: 1,
      column: 1,
      message: 'the source is 256.1 KB, over the 256 KB limit for one source file',
      fix: FIX,
    });
  });
});

describe('sources over the limit', () => {
  it('a law text, a guidance document, an example and a registry: each refused at 1:1 with its size, all in one pass, nothing else blamed', () => {
    const dir = path.join(work, 'too-large');
    cpSync(CONTENT, dir, { recursive: true });
    const files = {
      law: path.join(dir, 'laws', '27', '2017.md'),
      guidance: path.join(dir, 'guidance', 'zone7-2008.md'),
      example: path.join(dir, 'examples', 'comparable-calls-coot-1a.yaml'),
      registry: path.join(dir, 'sources.yaml'),
    };
    padTo(files.law, 1.5 * MB);
    padTo(files.guidance, 2 * MB);
    padTo(files.example, MAX_SOURCE_BYTES + 1);
    padTo(files.registry, 3 * MB);

    const { corpus, diagnostics } = loadCorpus(dir);
    expect(corpus).toBeUndefined();
    const over = (file: string, size: string) => ({
      file,
      line: 1,
      column: 1,
      message: `the source is ${size}, over the 256 KB limit for one source file`,
      fix: FIX,
    });
    // In the order of the pass: registries, law texts, examples, guidance.
    expect(diagnostics).toEqual([
      over(files.registry, '3 MB'),
      over(files.law, '1.5 MB'),
      over(files.example, '256.1 KB'),
      over(files.guidance, '2 MB'),
    ]);
  });

  it('a law text of exactly the limit is read and checked like any other', { timeout: 60_000 }, () => {
    const dir = path.join(work, 'at-limit');
    cpSync(CONTENT, dir, { recursive: true });
    padTo(path.join(dir, 'laws', '27', '2017.md'), MAX_SOURCE_BYTES);
    const { corpus, diagnostics } = loadCorpus(dir);
    expect(diagnostics).toEqual([]);
    const text = corpus?.laws[0]?.texts.find((t) => t.edition === '2017');
    expect(text?.clauses.at(-1)?.id).toBe('D');
  });
});

describe('a hostile source within the limit', () => {
  it(
    'a law text of look-alike references up to the size limit (about 43,000): every one reported at its column',
    { timeout: 120_000 },
    () => {
      const dir = path.join(work, 'flood');
      cpSync(CONTENT, dir, { recursive: true });
      const file = path.join(dir, 'laws', '27', '2017.md');
      const real = `${readFileSync(file, 'utf8').trimEnd()}\n\n`;
      // "27В1 " is 6 bytes (В is 2 in UTF-8)
      const count = Math.floor((MAX_SOURCE_BYTES - Buffer.byteLength(real) - 1) / 6);
      writeFileSync(file, `${real}${'27В1 '.repeat(count)}\n`);
      const line = real.split('\n').length;

      const { corpus, diagnostics } = loadCorpus(dir);
      expect(corpus).toBeUndefined();
      expect(count).toBeGreaterThan(40_000);
      expect(diagnostics).toHaveLength(count);
      const at = (column: number) => ({
        file,
        line,
        column,
        message: '"27В1" contains Cyrillic В (U+0412), which only looks like the Latin B',
        fix: 'type the Latin B: "27B1"',
      });
      expect(diagnostics[0]).toEqual(at(1));
      expect(diagnostics[count - 1]).toEqual(at(1 + 5 * (count - 1)));
      expect(formatDiagnostics(diagnostics).split('\n')).toHaveLength(count);
    },
  );

  it(
    `a law text with more than ${MAX_REFERENCES_PER_TEXT} references: refused at the first one over the limit, once`,
    { timeout: 120_000 },
    () => {
      const head =
        readFileSync(path.join(import.meta.dirname, 'fixtures', 'bad', 'law-number-out-of-range.md'), 'utf8').split(
          '::clause',
        )[0] ?? '';
      // one reference a line: reference k is on line first + k - 1
      const source = `${head}::clause{#A}\n\n${'Law 12B1 applies.\n'.repeat(MAX_REFERENCES_PER_TEXT + 50)}`;
      const first = head.split('\n').length + 2;
      const { text, diagnostics } = parseLawText(source, 'content/laws/27/2017.md');
      expect(text).toBeUndefined();
      expect(diagnostics).toEqual([
        {
          file: 'content/laws/27/2017.md',
          line: first + MAX_REFERENCES_PER_TEXT,
          column: 1,
          message: 'this is reference 5001 of the text, over the limit of 5000 references for one law text',
          fix: 'a Law refers to its clauses and to other Laws a few dozen times: check that the file holds one Law in one edition',
        },
      ]);
      // at the limit, it is a text
      const atLimit = parseLawText(
        `${head}::clause{#A}\n\n${'Law 12B1 applies.\n'.repeat(MAX_REFERENCES_PER_TEXT)}`,
        'content/laws/27/2017.md',
      );
      expect(atLimit.diagnostics).toEqual([]);
      expect(atLimit.text?.clauses[0]?.references).toHaveLength(MAX_REFERENCES_PER_TEXT);
    },
  );
});
