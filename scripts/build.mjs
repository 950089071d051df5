/**
 * `npm run build`: runs scripts/build.ts (see there), with Node itself.
 *
 * This file is plain JavaScript so that no module loader hooks are in place
 * when Astro runs. The TypeScript of the build (scripts/build.ts and the parts
 * of src/ it imports: the model, the site data) is bundled into one module
 * with esbuild, packages left to Node, and imported from a file beside the
 * staging folders, which is removed at once: the way Vite loads a TypeScript
 * config (its default, 'bundle'). It takes about 50 ms. Vite's module runner
 * (`runnerImport`, used before 2026-11-24) took about 500 ms to transform the
 * same files one by one; tsx (before that) ran every later import of Astro,
 * Vite, Rollup and Workbox through its hooks in a second thread, which cost
 * more than anything else outside Astro's own work (see README, Performance).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// Before anything reads it, as scripts/build.ts does.
process.env['NODE_ENV'] = 'production';
const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, '.build', `build-script-${process.pid}.mjs`);
await build({
  entryPoints: [path.join(root, 'scripts', 'build.ts')],
  outfile: bundle,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'error',
});
let module;
try {
  module = await import(pathToFileURL(bundle).href);
} finally {
  await rm(bundle, { force: true });
}
process.exitCode = await module.main(() => import('astro'));
