/**
 * A failed build says what is wrong (file, line, what, how to fix) for every
 * fault of every source kind in one run (a law text, examples, precedents;
 * the registry's and hostile faults: hostile-sources.test.ts), exits
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

/** `text` with its first line equal to `line` replaced by `by`, and that line's number. */
function replaceLine(text: string, line: string, by: string): { text: string; at: number } {
  const lines = text.split('\n');
  const at = lines.indexOf(line);
  if (at === -1) throw new Error(`"${line}" is not in the source`);
  lines[at] = by;
  return { text: lines.join('\n'), at: at + 1 };
}

// One build (an Astro start costs seconds) from a copy of the real sources with faults of every source kind: a law
// text, two examples and two precedents. The registry's fault is in hostile-sources.test.ts: with the registry broken,
// the precedents' clauses could not be checked against the texts it names.
describe('a build from sources with faults of every kind, where a build killed while it put its site in place left the previous site aside', () => {
  const content = path.join(work, 'content');
  cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  // Law 27 (2007) uses the clause id B2 twice.
  const lawFile = path.join(content, 'laws', '27', '2007.md');
  const law = replaceLine(readFileSync(lawFile, 'utf8'), '::clause{#B3}', '::clause{#B2}');
  writeFileSync(lawFile, law.text);
  const firstB2 = law.text.split('\n').indexOf('::clause{#B2}') + 1;
  const fixtures = path.join(ROOT, 'tests', 'model', 'fixtures', 'bad-examples', 'two-files');
  for (const name of readdirSync(fixtures)) cpSync(path.join(fixtures, name), path.join(content, 'examples', name));
  const precedent = path.join(content, 'precedents', 'ebu-forum-4h-1nt-replaced-4nt.yaml');
  writeFileSync(
    precedent,
    readFileSync(precedent, 'utf8')
      .replace('calls: [ 4H, 1NT ]', 'calls: [ 4H, 5C ]')
      .replace('kind: ruling', 'kinds: ruling'),
  );
  const other = path.join(content, 'precedents', 'ebu-forum-1c-1c-acol-replaced-1nt-not-comparable.yaml');
  writeFileSync(
    other,
    readFileSync(other, 'utf8').replace(/clauses: \[ 27B1b, 27B2 \]/, 'clauses: [ 27B1b, 27B2, 27B5 ]'),
  );

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
  let located: string[];
  beforeAll(async () => {
    result = await runBuild({ contentDir: content, outDir: out, env: { NO_COLOR: '1' } });
    located = result.stderr
      .split('\n')
      .filter((l) => /^\S+:\d+:\d+: /.test(l))
      .map((l) => l.replace(/^.*\/content\//, ''));
  }, 180_000);

  it('fails with file:line:column, what is wrong and how to fix it', () => {
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`laws/27/2007.md:${String(law.at)}:1: duplicate clause id "B2"`);
    expect(result.stderr).toMatch(/— fix: each clause id may be used once per text/);
    expect(result.stderr).toMatch(/nothing was built/);
    // Nothing but the problems: no stack trace.
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('reports every fault of every source kind in one run, each in its own file, before anything is rendered', () => {
    expect(located.map((l) => l.replace(/ — fix: .*/, '').replace(/^([^:]+:\d+:\d+): .*/, '$1'))).toEqual([
      'examples/zone7-eight-diamonds.yaml:10:17',
      'examples/zone7-unknown-clause.yaml:18:15',
      // The references to B3, which the text no longer has, around the duplicate.
      'laws/27/2007.md:56:126',
      `laws/27/2007.md:${String(law.at)}:1`,
      'laws/27/2007.md:78:117',
      'precedents/ebu-forum-1c-1c-acol-replaced-1nt-not-comparable.yaml:38:27',
      'precedents/ebu-forum-4h-1nt-replaced-4nt.yaml:17:16',
      'precedents/ebu-forum-4h-1nt-replaced-4nt.yaml:53:1',
    ]);
    expect(
      located.filter((l) => l.startsWith('laws/')).map((l) => l.replace(/^[^ ]+ /, '').replace(/ — fix: .*/, '')),
    ).toEqual([
      'unresolvable reference "3 following" in clause "B": this text has no clause "B3"',
      `duplicate clause id "B2" (first used on line ${String(firstB2)})`,
      'unresolvable reference "3" in clause "B4": this text has no clause "B3"',
    ]);
    expect(result.stderr).toMatch(/zone7-eight-diamonds\.yaml:10:17: auction\[1\]: bid "8♦" is above 7.* — fix: /);
    expect(result.stderr).toMatch(/zone7-unknown-clause\.yaml:18:15: .*"27B9z" is not a clause of Law 27.* — fix: /);
    expect(result.stderr).toMatch(/8 problems in 5 source files; nothing was built/);
    // The build stopped at the sources: nothing was rendered.
    expect(result.stdout).not.toMatch(/rendered|PWA/);
  });

  it('a bad precedent: every problem of both files listed, with did-you-mean', () => {
    expect(located.filter((l) => l.startsWith('precedents/'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^precedents\/ebu-forum-4h-1nt-replaced-4nt\.yaml:\d+:1: the precedent: unknown field "kinds" \(did you mean "kind"\?\)/,
        ),
        expect.stringMatching(
          /^precedents\/ebu-forum-4h-1nt-replaced-4nt\.yaml:17:\d+: facts\.calls\[1\]: the last call, 5♣, is not an insufficient bid after 4♥/,
        ),
        expect.stringMatching(
          /^precedents\/ebu-forum-1c-1c-acol-replaced-1nt-not-comparable\.yaml:\d+:\d+: clause "27B5" is not in the 2017 text of Law 27 \(did you mean "27B", "27B1", "27B2", "27B3" or "27B4"\?\)/,
        ),
      ]),
    );
  });

  it("puts the previous site left aside back in place first, and leaves it as it was; a running build's is kept", () => {
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous site');
    expect(existsSync(aside)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });
});
