/**
 * Two builds of the same sources produce byte-identical sites.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteDir } from './site';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const other = path.join(mkdtempSync(path.join(tmpdir(), 'kb-determinism-')), 'site');
afterAll(() => rmSync(path.dirname(other), { recursive: true, force: true }));

const listing = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

describe('deterministic build', () => {
  it('a second build of the same sources is byte for byte the same', () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, KB_OUT_DIR: other },
    });
    expect(r.status, r.stderr).toBe(0);
    const a = listing(siteDir());
    expect(listing(other)).toEqual(a);
    const differing = a.filter((f) => !readFileSync(path.join(siteDir(), f)).equals(readFileSync(path.join(other, f))));
    expect(differing).toEqual([]);
  }, 300_000);
});
