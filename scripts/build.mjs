/**
 * `npm run build`: runs scripts/build.ts (see there), with Node itself.
 *
 * This file is plain JavaScript so that no module loader hooks are in place
 * when Astro runs. The TypeScript of the build (scripts/build.ts and the parts
 * of src/ it imports: the model, the site data) is loaded with Vite's module
 * runner (`runnerImport`, the way Vite loads a TypeScript config), which
 * transforms those files in this thread and leaves every package to Node.
 * Run with tsx instead (`tsx scripts/build.ts`, as before), every later import
 * of Astro, Vite, Rollup, Workbox and Babel — some two thousand modules — went
 * through tsx's hooks, which Node runs in a separate thread: that cost more
 * time than anything else outside Astro's own work (see README, Performance).
 */
import path from 'node:path';
import { runnerImport } from 'vite';

// Before Vite resolves its configuration (which would set a default), as scripts/build.ts does.
process.env['NODE_ENV'] = 'production';
const root = path.resolve(import.meta.dirname, '..');
const { module } = await runnerImport(path.join(root, 'scripts', 'build.ts'), { root, logLevel: 'error', clearScreen: false });
process.exitCode = await module.main(() => import('astro'));
