/**
 * `npm run build`: runs scripts/build.ts (see there), with Node itself; and,
 * started again by it, scripts/build-pages.ts, the pages in a process of
 * their own.
 *
 * This file is plain JavaScript so that no module loader hooks are in place
 * when Astro runs. The TypeScript of the build (scripts/build.ts,
 * scripts/build-pages.ts and the parts of src/ they import: the model, the
 * site data, the search index and offline steps) is bundled with esbuild,
 * packages left to Node, into .build/build-script-<pid>/, removed when the
 * build ends: the way Vite loads a TypeScript config (its default,
 * 'bundle'). It takes about 50 ms. Vite's module runner (`runnerImport`,
 * used before 2026-11-24) took about 500 ms to transform the same files one
 * by one; tsx (before that) ran every later import of Astro, Vite and Rollup
 * through its hooks in a second thread, which cost more than anything else
 * outside Astro's own work (see README, Performance).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Before anything reads it, as scripts/build-pages.ts does.
process.env['NODE_ENV'] = 'production';
const root = path.resolve(import.meta.dirname, '..');
const pagesBundle = process.env['KB_PAGES_BUNDLE'];

if (pagesBundle !== undefined) {
  // Started by scripts/build.ts: the pages. The process ends as soon as they are built: the Go runtime of
  // Astro's compiler (WebAssembly) sometimes leaves a timer of a second pending, which otherwise kept about
  // one build in four waiting for it (measured 2026-11-24).
  const { buildPages } = await import(pathToFileURL(pagesBundle).href);
  // Its scratch folder is in the bundles' folder, which the first process removes whatever happens.
  process.exit(await buildPages(() => import('astro'), path.join(path.dirname(pagesBundle), 'server-lib')));
} else {
  const bundles = path.join(root, '.build', `build-script-${process.pid}`);
  const cleanUp = () => rmSync(bundles, { recursive: true, force: true });
  try {
    // Loaded when needed: the pages' process (above) gets it with its own bundle, for the page scripts.
    const { build, stop } = await import('esbuild');
    await build({
      entryPoints: { build: path.join(root, 'scripts', 'build.ts'), 'build-pages': path.join(root, 'scripts', 'build-pages.ts') },
      outdir: bundles,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
    });
    // esbuild's service process (about 20 MB) is not kept while the pages are built; the offline step starts it again.
    await stop();
    const { main } = await import(pathToFileURL(path.join(bundles, 'build.mjs')).href);
    process.exitCode = await main(path.join(bundles, 'build-pages.mjs'), cleanUp);
  } finally {
    cleanUp();
  }
}
