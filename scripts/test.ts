/**
 * `npm test`: the type check beside the unit, build and browser tests.
 *
 * 1. `tsc --noEmit` (strict TypeScript for every .ts file of src/, scripts/
 *    and tests/; incremental, its record in .build/), started beside the
 *    tests: it ends while the test site is being built, or soon after. `astro check`, which also
 *    checks the .astro files but takes minutes, runs in `npm run test:site`.
 * 2. One vitest run of the projects unit, build and browser: the site is
 *    built first, once, into .build/test-site (the projects' global set-up);
 *    then their files run side by side, as many at a time as the machine has
 *    cores (vitest.config.ts), each browser worker with one Chromium. The
 *    suite is bound by the two cores (most of it Chromium); see README,
 *    Tests, for what was measured.
 *
 * ESLint (`npm run lint`) and Prettier (`npm run format:check`) are not
 * run here but by `.ci/run`, before this: beside the tests, on a fresh clone
 * (no cache), they took a core from 25 s to 144 s of a run bound by the two
 * cores. tests/style/lint-and-format.test.ts, here, proves both checks fail
 * on a fault.
 *
 * Both steps run even if one failed; exits non-zero if either failed.
 * Extra arguments go to vitest. Chromium is checked first
 * (scripts/ensure-browser.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './support/run-build';

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

interface Finished {
  code: number | null;
  output: string;
}

function run(command: string, args: string[], capture: boolean): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const browser = await run(
  process.execPath,
  [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/ensure-browser.ts'],
  false,
);
if (browser.code !== 0) process.exit(browser.code ?? 1);

const started = performance.now();
const seconds = () => `${Math.round((performance.now() - started) / 1000)} s`;
const extra = process.argv.slice(2);
// With a filter (a file, -t …) a project may have nothing to run; that is no failure.
const vitest = (projects: string[]) =>
  run(
    bin('vitest'),
    ['run', ...projects.flatMap((p) => ['--project', p]), ...(extra.length ? ['--passWithNoTests', ...extra] : [])],
    false,
  );

// The type check runs beside the tests; it ends while the test site is being built (about 20 s each), before
// the browser tests start. Its report is printed at the end, after vitest's.
// Incremental: what tsc learnt of the unchanged files is kept in .build/ (27 s of CPU for a whole check, 12 s
// when nothing changed; measured 2026-11-25 under load).
const typechecking = run(
  bin('tsc'),
  ['--noEmit', '--incremental', '--tsBuildInfoFile', path.join('.build', 'tsc.tsbuildinfo'), '-p', '.'],
  true,
).then((finished) => {
  console.log(
    `[kb] tsc --noEmit done after ${seconds()}: ${finished.code === 0 ? 'no type errors' : 'type errors (listed at the end)'}`,
  );
  return finished;
});
const tests = await vitest(['unit', 'build', 'browser']);
console.log(`[kb] unit, build and browser tests done after ${seconds()}.`);
const typecheck = await typechecking;
if (typecheck.code !== 0) console.log(typecheck.output.trim());

const failed = [
  tests.code !== 0 && `the unit, build or browser tests failed (exit ${tests.code}): see the vitest report above`,
  typecheck.code !== 0 &&
    `the type check failed (exit ${typecheck.code}): the type errors are listed above, each with its file(line,column)`,
].filter((f): f is string => typeof f === 'string');
for (const f of failed) console.error(`[kb] ${f}.`);
console.log(`[kb] npm test ${failed.length ? 'failed' : 'passed'} in ${seconds()}.`);
process.exit(failed.length ? 1 : 0);
