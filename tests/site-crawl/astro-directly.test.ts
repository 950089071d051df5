/**
 * Astro run on its own (`astro build`, which reads astro.config.mjs and its
 * kb:site integration) builds the same site as `npm run build`, file for
 * file and byte for byte, with their scripts: every script and preloaded
 * file a page names is in the site. (The search index and the offline
 * cache are steps of `npm run build` only.) A page script's bundle once
 * failed there alone, in Vite's closed module runner. And the two build
 * the pages' server bundle differently: Vite bundles everything here,
 * where `npm run build` compiles the site's own modules apart
 * (src/build/server-lib.ts; its build says how many), so this is also the
 * proof that this changes nothing in the site.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runBuild } from '../../src/build/run-build';

const out = path.join(ROOT, '.build', `test-astro-directly-${process.pid}`);
const ours = path.join(ROOT, '.build', `test-astro-directly-npm-${process.pid}`);
afterAll(() => {
  for (const dir of [out, ours]) rmSync(dir, { recursive: true, force: true });
});

function astroBuild(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('node_modules', 'astro', 'astro.js'), 'build', '--outDir', out], {
      cwd: ROOT,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('astro build, run directly', () => {
  it("builds the site's pages, byte for byte, with every script they name", async () => {
    // npm run build, with the site's modules compiled apart: it says how many.
    const npm = await runBuild({ outDir: ours });
    expect(npm.code, npm.stderr).toBe(0);
    expect(Number(/; (\d+) modules of src\/ compiled apart by esbuild\)/.exec(npm.stdout)?.[1])).toBeGreaterThan(20);
    const { code, output } = await astroBuild();
    expect(code, output).toBe(0);
    const filesOf = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).map((f) => path.relative(dir, path.join(f.parentPath, f.name)));
    const built = filesOf(out).sort();
    // Every file of npm run build's site but the search index and the service worker, and no other.
    expect(built).toEqual(filesOf(ours).filter((file) => !file.startsWith(`pagefind${path.sep}`) && file !== 'sw.js').sort());
    expect(built.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(70);
    // The same files as npm run build's, byte for byte: same text, same scripts, same addresses.
    for (const file of built) expect(readFileSync(path.join(out, file)).equals(readFileSync(path.join(ours, file))), file).toBe(true);
    for (const page of ['index.html', 'laws/27/B1b/index.html', 'assistant/index.html', 'tools/adjusted-score/index.html']) {
      const html = readFileSync(path.join(out, page), 'utf8');
      const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(files.length, page).toBeGreaterThan(2);
      expect(files.filter((file) => !existsSync(path.join(out, file))), page).toEqual([]);
    }
  }, 600_000);
});
