/**
 * `npm test`: the type check, the unit and build tests, the browser tests.
 *
 * 1. vitest: the projects unit and build (the site is built first, once, into
 *    .build/test-site; the tests run two at a time).
 * 2. vitest: the project browser (two files at a time, each with Chromium).
 *
 * Before both, `tsc --noEmit` (strict TypeScript for every .ts file of src/,
 * scripts/ and tests/), alone: it takes seconds. `astro check`, which also
 * checks the .astro files but takes minutes, runs in `npm run test:site`.
 *
 * Every step runs even if one before it failed; exits non-zero if any failed.
 * Extra arguments go to both vitest runs. Chromium is checked first
 * (scripts/ensure-browser.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../src/build/run-build';

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

const browser = await run(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/ensure-browser.ts'], false);
if (browser.code !== 0) process.exit(browser.code ?? 1);

const started = performance.now();
const seconds = () => `${Math.round((performance.now() - started) / 1000)} s`;
const extra = process.argv.slice(2);
// With a filter (a file, -t …) one of the two runs may have nothing to run; that is no failure.
const vitest = (projects: string[]) => run(bin('vitest'), ['run', ...projects.flatMap((p) => ['--project', p]), ...(extra.length ? ['--passWithNoTests', ...extra] : [])], false);

// The type check first, alone: about 20 s on two cores, where beside the browser tests it took a core for minutes.
const typecheck = await run(bin('tsc'), ['--noEmit', '-p', '.'], true);
console.log(`[kb] tsc --noEmit after ${seconds()}: ${typecheck.code === 0 ? 'no type errors' : 'type errors (listed below)'}`);
if (typecheck.code !== 0) console.log(typecheck.output.trim());
const first = await vitest(['unit', 'build']);
console.log(`[kb] unit and build tests done after ${seconds()}; now the browser tests.`);
const second = await vitest(['browser']);

const failed = [
  first.code !== 0 && `the unit or build tests failed (exit ${first.code}): see the first vitest report above`,
  second.code !== 0 && `the browser tests failed (exit ${second.code}): see the second vitest report above`,
  typecheck.code !== 0 && `the type check failed (exit ${typecheck.code}): the type errors are listed at the top, each with its file(line,column)`,
].filter((f): f is string => typeof f === 'string');
for (const f of failed) console.error(`[kb] ${f}.`);
console.log(`[kb] npm test ${failed.length ? 'failed' : 'passed'} in ${seconds()}.`);
process.exit(failed.length ? 1 : 0);
