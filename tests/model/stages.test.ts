/**
 * A failure nobody checked for, while a source is read or checked, becomes
 * a diagnostic naming the source (src/model/diagnostic.ts, stageFailure and
 * guard; src/model/source-files.ts), in the one list of the run, and every
 * other source is still read and checked. The comparison stage is tested in
 * tests/derive/checked-corpus.test.ts.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/model/corpus';
import { formatDiagnostic, guard, stageFailure, type Diagnostic } from '../../src/model/diagnostic';
import { sourceFiles } from '../../src/model/source-files';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const work = mkdtempSync(path.join(tmpdir(), 'kb-stages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const FAULT =
  'this is a fault of the build, not one of the rules for sources: report this message; meanwhile look at what is unusual in this file (its latest change is the likeliest cause)';

describe('stageFailure', () => {
  it('names the file, the stage and the error, with what to do', () => {
    expect(formatDiagnostic(stageFailure('content/guidance/x.md', 'checking', new TypeError('x is undefined')))).toBe(
      `content/guidance/x.md:1:1: the build failed while checking this source: TypeError: x is undefined — fix: ${FAULT}`,
    );
    expect(stageFailure('a.md', 'rendering', 'a string thrown', { line: 4, column: 2 })).toEqual({
      file: 'a.md',
      line: 4,
      column: 2,
      message: 'the build failed while rendering this source: a string thrown',
      fix: FAULT,
    });
  });

  it('says what a file error means, and that a stack overflow is most likely nesting', () => {
    const eisdir = Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' });
    expect(stageFailure('content/examples/x.yaml', 'reading', eisdir)).toMatchObject({
      message: 'the source cannot be read (Error: EISDIR: illegal operation on a directory, read)',
      fix: 'this is a folder with the name of a source file: rename it, or move the files in it to where sources go',
    });
    expect(stageFailure('g.md', 'checking', new RangeError('Maximum call stack size exceeded')).fix).toMatch(
      /^the source is probably nested too deep/,
    );
  });

  it('guard: the value, or undefined with the failure in the list', () => {
    const list: Diagnostic[] = [];
    expect(guard('a.md', 'checking', list, () => 42)).toBe(42);
    expect(
      guard('b.md', 'checking', list, () => {
        throw new Error('boom');
      }),
    ).toBeUndefined();
    expect(list.map(formatDiagnostic)).toEqual([
      `b.md:1:1: the build failed while checking this source: Error: boom — fix: ${FAULT}`,
    ]);
  });
});

describe('the files of a kind of source', () => {
  it('a check that throws on one file: that file is named, the others are read', () => {
    const dir = path.join(work, 'kind');
    mkdirSync(dir);
    for (const name of ['a.yaml', 'b.yaml', 'c.yaml']) writeFileSync(path.join(dir, name), `name: ${name}\n`);
    const result = sourceFiles(
      dir,
      /\.yaml$/,
      (text, shown) => {
        if (text.includes('b.yaml')) throw new Error('a fault injected into the check');
        return { item: shown, diagnostics: [] };
      },
      (file) => `content/kind/${path.basename(file)}`,
    );
    expect(result.items).toEqual(['content/kind/a.yaml', 'content/kind/c.yaml']);
    expect(result.broken).toEqual(['b']);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      `content/kind/b.yaml:1:1: the build failed while checking this source: Error: a fault injected into the check — fix: ${FAULT}`,
    ]);
  });

  it('a file that cannot be read (a folder with the name of a source) in every kind: each named, every other source still checked', () => {
    const dir = path.join(work, 'unreadable');
    cpSync(CONTENT, dir, { recursive: true });
    for (const name of ['laws/27/2019.md', 'guidance/notes.md', 'examples/zone7-new.yaml', 'sources.yaml']) {
      rmSync(path.join(dir, name), { force: true });
      mkdirSync(path.join(dir, name));
    }
    // And a real fault elsewhere, still found.
    writeFileSync(path.join(dir, 'bodies.yaml'), '- { id: WBF, name: World Bridge Federation, zone: 9 }\n');
    const { corpus, diagnostics } = loadCorpus(dir);
    expect(corpus).toBeUndefined();
    const shown = diagnostics.map((d) => `${path.relative(dir, d.file)}:${d.line}:${d.column}: ${d.message}`);
    const read = (name: string) =>
      `${name}:1:1: the source cannot be read (Error: EISDIR: illegal operation on a directory, read)`;
    expect(shown.sort()).toEqual(
      [
        'bodies.yaml:1:51: body "WBF", zone: 9 is not a WBF zone (1 to 8)',
        read('examples/zone7-new.yaml'),
        read('guidance/notes.md'),
        read('laws/27/2019.md'),
        read('sources.yaml'),
      ].sort(),
    );
    expect(readdirSync(path.join(dir, 'examples'))).toContain('zone7-new.yaml');
  });
});
