/**
 * A bad precedent stops the build: refused at file:line:column with its fix,
 * every problem listed in one run, nothing rendered, the existing site left
 * exactly as it was. One build (an Astro start costs seconds).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runBuild } from '../../scripts/support/run-build';

const work = mkdtempSync(path.join(tmpdir(), 'kb-precedent-faults-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a build with bad precedents', () => {
  const dir = path.join(work, 'content');
  cpSync(path.join(ROOT, 'content'), dir, { recursive: true });
  const file = path.join(dir, 'precedents', 'ebu-forum-4h-1nt-replaced-4nt.yaml');
  const bad = readFileSync(file, 'utf8')
    .replace('calls: [ 4H, 1NT ]', 'calls: [ 4H, 5C ]')
    .replace('kind: ruling', 'kinds: ruling');
  writeFileSync(file, bad);
  const other = path.join(dir, 'precedents', 'ebu-forum-1c-1c-acol-replaced-1nt-not-comparable.yaml');
  const otherBad = readFileSync(other, 'utf8').replace(/clauses: \[ 27B1b, 27B2 \]/, 'clauses: [ 27B1b, 27B5 ]');
  writeFileSync(other, otherBad);
  const out = path.join(work, 'dist');
  mkdirSync(out);
  writeFileSync(path.join(out, 'index.html'), 'the previous site');
  let result: Awaited<ReturnType<typeof runBuild>>;
  beforeAll(async () => {
    result = await runBuild({ contentDir: dir, outDir: out, env: { NO_COLOR: '1' } });
  }, 180_000);

  it('exits 1 before rendering, every problem of both files listed, the site untouched', () => {
    expect(result.code).toBe(1);
    expect(result.stdout).not.toMatch(/rendered/);
    const lines = result.stderr
      .split('\n')
      .filter((l) => /precedents\/.+:\d+:\d+: /.test(l))
      .map((l) => l.replace(/^.*content\//, ''));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^precedents\/ebu-forum-4h-1nt-replaced-4nt\.yaml:\d+:1: the precedent: unknown field "kinds" \(did you mean "kind"\?\)/,
        ),
        expect.stringMatching(
          /^precedents\/ebu-forum-4h-1nt-replaced-4nt\.yaml:16:\d+: facts\.calls\[1\]: the last call, 5♣, is not an insufficient bid after 4♥/,
        ),
        expect.stringMatching(
          /^precedents\/ebu-forum-1c-1c-acol-replaced-1nt-not-comparable\.yaml:\d+:\d+: clause "27B5" is not in the 2017 text of Law 27 \(did you mean "27B", "27B1", "27B2", "27B3" or "27B4"\?\)/,
        ),
      ]),
    );
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous site');
  });
});
