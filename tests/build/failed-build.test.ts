/**
 * A failed build says what is wrong (file, line, what, how to fix), exits
 * non-zero, and leaves an existing site untouched; and it first puts back a
 * previous site that a build killed mid-move had left aside.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runBuild } from '../../scripts/support/run-build';

const work = mkdtempSync(path.join(tmpdir(), 'kb-failed-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a build from bad sources, where a build killed while it put its site in place left the previous site aside', () => {
  // A copy of the real sources whose Law 27 (2017) uses the clause id B2 twice.
  const content = path.join(work, 'content-duplicate');
  cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  const file = path.join(content, 'laws', '27', '2017.md');
  const source = readFileSync(file, 'utf8').replace('::clause{#B3}', '::clause{#B2}');
  writeFileSync(file, source);
  const line = source.split('\n').findIndex((l, i, all) => l === '::clause{#B2}' && all.indexOf(l) !== i) + 1;

  // A build killed between moving the previous site aside and moving its own in (src/build/finish-site.ts): no
  // output folder, the previous site as dist.old-<its pid>. Its process has exited.
  const out = path.join(work, 'dist');
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  const aside = `${out}.old-${dead}`;
  mkdirSync(aside);
  writeFileSync(path.join(aside, 'index.html'), 'the previous site');
  // One of a build still running (this test's own process stands for it) is not touched.
  const running = `${out}.old-${process.pid}`;
  mkdirSync(running);
  let result: Awaited<ReturnType<typeof runBuild>>;
  beforeAll(async () => {
    result = await runBuild({ contentDir: content, outDir: out, env: { NO_COLOR: '1' } });
  }, 180_000);

  it('fails with file:line:column, what is wrong and how to fix it', () => {
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`laws/27/2017.md:${line}:1: duplicate clause id "B2"`);
    expect(result.stderr).toMatch(/— fix: each clause id may be used once per text/);
    expect(result.stderr).toMatch(/nothing was built/);
    // Nothing but the problems: no stack trace.
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it("puts the previous site left aside back in place first, and leaves it as it was; a running build's is kept", () => {
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous site');
    expect(existsSync(aside)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });
});

describe('a build from sources with faults of every kind', () => {
  it('reports every fault of every source kind in one run, each in its own file, before anything is rendered', async () => {
    const content = path.join(work, 'content-many');
    cpSync(path.join(ROOT, 'content'), content, { recursive: true });
    const fixtures = path.join(ROOT, 'tests', 'model', 'fixtures', 'bad-examples', 'two-files');
    for (const name of readdirSync(fixtures)) cpSync(path.join(fixtures, name), path.join(content, 'examples', name));
    const registry = path.join(content, 'editions.yaml');
    const yaml = readFileSync(registry, 'utf8');
    // The second "- body: EBU" is the 2017 entry.
    const registryLine = yaml.split('\n').findIndex((l, i, all) => l === '    - body: EBU' && all.indexOf(l) !== i) + 1;
    writeFileSync(
      registry,
      yaml
        .split('\n')
        .map((l, i) => (i === registryLine - 1 ? '    - body: EBX' : l))
        .join('\n'),
    );

    const out = path.join(work, 'dist-many');
    mkdirSync(out);
    writeFileSync(path.join(out, 'index.html'), 'the previous site');
    const result = await runBuild({ contentDir: content, outDir: out, env: { NO_COLOR: '1' } });
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n').filter((l) => /^\S+:\d+:\d+: /.test(l));
    expect(
      lines.map((l) =>
        l
          .replace(/^.*content-many\//, '')
          .replace(/ — fix: .*/, '')
          .replace(/^([^:]+:\d+:\d+): .*/, '$1'),
      ),
    ).toEqual([
      `editions.yaml:${registryLine}:13`,
      'examples/zone7-eight-diamonds.yaml:10:17',
      'examples/zone7-unknown-clause.yaml:18:15',
    ]);
    expect(result.stderr).toMatch(/zone7-eight-diamonds\.yaml:10:17: auction\[1\]: bid "8♦" is above 7.* — fix: /);
    expect(result.stderr).toMatch(/zone7-unknown-clause\.yaml:18:15: .*"27B9z" is not a clause of Law 27.* — fix: /);
    expect(result.stderr).toMatch(/3 problems in 3 source files; nothing was built/);
    // The build stopped at the sources: nothing was rendered.
    expect(result.stdout).not.toMatch(/rendered|PWA/);
    expect(readdirSync(out)).toEqual(['index.html']);
  }, 180_000);
});
