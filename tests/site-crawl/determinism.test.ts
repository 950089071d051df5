/**
 * Two builds of the same sources produce byte-identical sites: the shared
 * test site and one more build.
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runBuild } from '../../scripts/support/run-build';
import { siteDir } from '../build/site';

const other = path.join(ROOT, '.build', `test-determinism-${process.pid}`);
afterAll(() => rmSync(other, { recursive: true, force: true }));

const listing = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

describe('deterministic build', () => {
  it('a second build of the same sources is byte for byte the same', async () => {
    const r = await runBuild({ outDir: other });
    expect(r.code, r.stderr).toBe(0);
    const a = listing(siteDir());
    expect(listing(other)).toEqual(a);
    const differing = a.filter((f) => !readFileSync(path.join(siteDir(), f)).equals(readFileSync(path.join(other, f))));
    expect(differing).toEqual([]);
  }, 600_000);
});
