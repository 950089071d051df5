/**
 * `npm run build`: runs scripts/build.ts (see there), with Node itself; and,
 * started again by it, scripts/build-pages.ts, the pages in a process of
 * their own.
 *
 * This file is plain JavaScript so that no module loader hooks are in place
 * when Astro runs. The TypeScript of the build (scripts/build.ts,
 * scripts/build-pages.ts and the parts of src/ they import: the model, the
 * site data, the search index and offline steps) is bundled with esbuild,
 * packages left to Node: the way Vite loads a TypeScript config (its
 * default, 'bundle'). It takes about 50 ms. Vite's module runner
 * (`runnerImport`, used before 2026-11-24) took about 500 ms to transform
 * the same files one by one; tsx (before that) ran every later import of
 * Astro, Vite and Rollup through its hooks in a second thread, which cost
 * more than anything else outside Astro's own work (see README,
 * Performance).
 *
 * The bundle is kept, in .build/build-script-cache/<key>/, and used again
 * by the next build while every file it was made from is as it was: the
 * key is a hash of those files (as esbuild read them), of this file and of
 * esbuild's version (src/build/bundle-cache.mjs). A build of unchanged code
 * skips esbuild and starts the pages about 60 ms sooner (measured
 * 2026-11-24, 2 cores). Each build also has a folder of its own,
 * .build/build-script-<pid>/ (KB_SCRATCH), removed when it ends.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cachedBundle } from '../src/build/bundle-cache.mjs';

// Before anything reads it, as scripts/build-pages.ts does.
process.env['NODE_ENV'] = 'production';
const root = path.resolve(import.meta.dirname, '..');
const pagesBundle = process.env['KB_PAGES_BUNDLE'];

if (pagesBundle !== undefined) {
  // Started by scripts/build.ts: the pages. The process ends as soon as they are built: the Go runtime of
  // Astro's compiler (WebAssembly) sometimes leaves a timer of a second pending, which otherwise kept about
  // one build in four waiting for it (measured 2026-11-24).
  const { buildPages } = await import(pathToFileURL(pagesBundle).href);
  // In the build's own folder, which the first process removes whatever happens.
  const scratch = process.env['KB_SCRATCH'];
  if (scratch === undefined) throw new Error('KB_SCRATCH is not set: run the build with `npm run build` (node scripts/build.mjs)');
  process.exit(await buildPages(() => import('astro'), path.join(scratch, 'server-lib')));
} else {
  const scratch = path.join(root, '.build', `build-script-${process.pid}`);
  process.env['KB_SCRATCH'] = scratch;
  const cleanUp = () => rmSync(scratch, { recursive: true, force: true });
  try {
    const bundles = await bundledBuild();
    const { main } = await import(pathToFileURL(path.join(bundles, 'build.mjs')).href);
    process.exitCode = await main(path.join(bundles, 'build-pages.mjs'), cleanUp);
  } finally {
    cleanUp();
  }
}

/** The folder of the build's TypeScript bundled (build.mjs, build-pages.mjs): the kept one if its files are unchanged, else a new one. */
function bundledBuild() {
  const entryPoints = { build: path.join(root, 'scripts', 'build.ts'), 'build-pages': path.join(root, 'scripts', 'build-pages.ts') };
  const esbuildVersion = JSON.parse(readFileSync(path.join(root, 'node_modules', 'esbuild', 'package.json'), 'utf8')).version;
  return cachedBundle({
    root,
    cache: path.join(root, '.build', 'build-script-cache'),
    // The options below are in this file.
    salt: `esbuild ${esbuildVersion}\0${readFileSync(import.meta.filename, 'utf8')}`,
    expected: Object.keys(entryPoints).map((name) => `${name}.mjs`),
    bundle: async (outdir, read) => {
      const { build, stop } = await import('esbuild');
      try {
        await build({
          entryPoints,
          outdir,
          outExtension: { '.js': '.mjs' },
          bundle: true,
          packages: 'external',
          platform: 'node',
          format: 'esm',
          target: 'node20',
          logLevel: 'error',
          // Every file esbuild reads goes through here, so that the cache knows it as it was bundled.
          plugins: [
            {
              name: 'kb:read',
              setup: (bundler) =>
                bundler.onLoad({ filter: /.*/ }, ({ path: file }) => {
                  const contents = readFileSync(file);
                  read(file, contents);
                  return { contents, loader: file.endsWith('.json') ? 'json' : 'ts' };
                }),
            },
          ],
        });
      } finally {
        // esbuild's service process (about 20 MB) is not kept while the pages are built; the offline step starts it again.
        await stop();
      }
    },
  });
}
