/**
 * A failed build says what is wrong (file, line, what, how to fix), exits
 * non-zero, and leaves an existing site untouched.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runBuild } from '../../src/build/run-build';

const work = mkdtempSync(path.join(tmpdir(), 'kb-failed-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a build from bad sources', () => {
  it('fails with file:line:column, what is wrong and how to fix it, and leaves dist/ as it was', async () => {
    const content = path.join(work, 'content');
    cpSync(path.join(ROOT, 'content'), content, { recursive: true });
    const file = path.join(content, 'laws', '27', '2017.md');
    const source = readFileSync(file, 'utf8').replace('::clause{#B3}', '::clause{#B2}');
    writeFileSync(file, source);
    const line = source.split('\n').findIndex((l, i, all) => l === '::clause{#B2}' && all.indexOf(l) !== i) + 1;

    const out = path.join(work, 'dist');
    mkdirSync(out);
    writeFileSync(path.join(out, 'index.html'), 'the previous site');

    const result = await runBuild({ contentDir: content, outDir: out, env: { NO_COLOR: '1' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`laws/27/2017.md:${line}:1: error: duplicate clause id "B2"`);
    expect(result.stderr).toMatch(/fix: each clause id may be used once per text/);
    expect(result.stderr).toMatch(/nothing was built/);
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous site');
  }, 60_000);
});
