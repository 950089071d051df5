/**
 * `npm test`: the unit, build and browser tests, in one vitest run.
 *
 * Chromium is checked first (scripts/ensure-browser.ts). Then the site is
 * built once into .build/test-site (the projects' global set-up), and the
 * projects' files run side by side, as many at a time as the machine has
 * cores (vitest.config.ts), each browser worker with one Chromium. The suite
 * is bound by the two cores (most of it Chromium); see README, Tests, for
 * what was measured.
 *
 * The type check (`npm run typecheck`: `astro check`, every .ts and .astro
 * file), ESLint (`npm run lint`) and Prettier (`npm run format:check`) are
 * not run here but by `.ci/run`, before this, each on its own: beside the
 * tests they only take CPU from them (the type check about 20 s of CPU, the
 * style checks up to 144 s on a fresh clone). tests/style/lint-and-format.test.ts,
 * here, proves the style checks fail on a fault.
 *
 * Extra arguments go to vitest; with them (a file, -t …) a project with
 * nothing to run is no failure. Exits with vitest's code.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './support/run-build';

const started = performance.now();
const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;

// In this process: it exits with the command to run when there is no Chromium.
await import('./ensure-browser');

const extra = process.argv.slice(2);
const code = run(path.join(ROOT, 'node_modules', '.bin', 'vitest'), [
  'run',
  ...['unit', 'build', 'browser'].flatMap((p) => ['--project', p]),
  ...(extra.length ? ['--passWithNoTests', ...extra] : []),
]);
const seconds = `${Math.round((performance.now() - started) / 1000)} s`;
if (code !== 0)
  console.error(`[kb] the unit, build or browser tests failed (exit ${code}): see the vitest report above.`);
console.log(`[kb] npm test ${code === 0 ? 'passed' : 'failed'} in ${seconds}.`);
process.exit(code);
