/**
 * The kept bundle of the build's own TypeScript (src/build/bundle-cache.mjs,
 * used by scripts/build.mjs): used again while every file it was made from
 * is as it was, made again when one changed, went away or was saved while
 * it was being bundled, or when the bundler or its options changed; bundles
 * of other keys go once they are old.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedBundle, KEEP_MS } from '../../src/build/bundle-cache.mjs';

const work = mkdtempSync(path.join(os.tmpdir(), 'kb-bundle-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let projects = 0;
/** A project of two source files, a cache, and a bundler that counts its runs: its bundle is the files joined. */
function project() {
  const root = path.join(work, `p${++projects}`);
  mkdirSync(path.join(root, 'src'), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
  write('src/a.ts', 'export const a = 1;\n');
  write('src/b.ts', 'export const b = 2;\n');
  const runs = { count: 0 };
  /** Called after a file is read and before the bundle is written: the moment a file may be saved meanwhile. */
  let whileBundling: () => void = () => undefined;
  const bundled = (salt = 'esbuild 1') =>
    cachedBundle({
      root,
      cache: path.join(root, '.cache'),
      salt,
      expected: ['out.mjs'],
      bundle: async (outdir, read) => {
        runs.count++;
        const parts = ['src/a.ts', 'src/b.ts'].filter((file) => existsSync(path.join(root, file))).map((file) => {
          const contents = readFileSync(path.join(root, file));
          read(path.join(root, file), contents);
          return contents.toString();
        });
        whileBundling();
        mkdirSync(outdir, { recursive: true });
        writeFileSync(path.join(outdir, 'out.mjs'), parts.join(''));
      },
    });
  const output = async (salt?: string) => readFileSync(path.join(await bundled(salt), 'out.mjs'), 'utf8');
  return { root, write, runs, bundled, output, saveWhileBundling: (fn: () => void) => (whileBundling = fn) };
}

describe('the kept bundle of the build', () => {
  it('is used again while its files are unchanged, and made again with a change', async () => {
    const p = project();
    expect(await p.output()).toBe('export const a = 1;\nexport const b = 2;\n');
    const first = await p.bundled();
    expect(p.runs.count).toBe(1);
    // Saved again with the same text: the same bundle.
    p.write('src/a.ts', 'export const a = 1;\n');
    expect(await p.bundled()).toBe(first);
    expect(p.runs.count).toBe(1);
    // A change: a new bundle, with it.
    p.write('src/b.ts', 'export const b = 3;\n');
    expect(await p.output()).toBe('export const a = 1;\nexport const b = 3;\n');
    expect(p.runs.count).toBe(2);
    // Back as it was: the first bundle, kept.
    p.write('src/b.ts', 'export const b = 2;\n');
    expect(await p.bundled()).toBe(first);
    expect(p.runs.count).toBe(2);
  });

  it('is made again when one of its files is gone, or the bundler or its options changed', async () => {
    const p = project();
    await p.bundled();
    rmSync(path.join(p.root, 'src/b.ts'));
    expect(await p.output()).toBe('export const a = 1;\n');
    expect(p.runs.count).toBe(2);
    expect(await p.output('esbuild 2')).toBe('export const a = 1;\n');
    expect(p.runs.count).toBe(3);
  });

  it('knows a file as it was bundled: one saved meanwhile makes the next build bundle again', async () => {
    const p = project();
    p.saveWhileBundling(() => p.write('src/a.ts', 'export const a = 10;\n'));
    expect(await p.output()).toBe('export const a = 1;\nexport const b = 2;\n');
    p.saveWhileBundling(() => undefined);
    // The bundle holds a = 1, the file now says 10: not the same files, so not the same bundle.
    expect(await p.output()).toBe('export const a = 10;\nexport const b = 2;\n');
    expect(p.runs.count).toBe(2);
  });

  it('makes a bundle again if the kept one is incomplete', async () => {
    const p = project();
    const first = await p.bundled();
    rmSync(path.join(first, 'out.mjs'));
    expect(await p.output()).toBe('export const a = 1;\nexport const b = 2;\n');
    expect(p.runs.count).toBe(2);
  });

  it('removes bundles of other keys once they are old, and keeps the newest', async () => {
    const p = project();
    const first = await p.bundled();
    p.write('src/a.ts', 'export const a = 4;\n');
    const second = await p.bundled();
    // Young: kept, a build may still be starting from it.
    expect(existsSync(first)).toBe(true);
    const old = (Date.now() - KEEP_MS - 60_000) / 1000;
    utimesSync(first, old, old);
    p.write('src/a.ts', 'export const a = 5;\n');
    const third = await p.bundled();
    expect(existsSync(first)).toBe(false);
    expect(existsSync(second)).toBe(true);
    expect(readdirSync(path.join(p.root, '.cache')).sort()).toEqual([path.basename(second), path.basename(third), 'inputs.json'].sort());
  });
});
