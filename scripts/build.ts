/**
 * `npm run build` (started by scripts/build.mjs): build the site into a
 * staging folder and only when everything succeeded put it in place of
 * dist/. A failed build prints what is wrong and leaves an existing dist/ as
 * it was; so does an interrupted one (SIGINT, SIGTERM).
 *
 * 1. The pages, in a process of their own (scripts/build-pages.ts): the
 *    sources validated (all problems listed together, before Astro is
 *    loaded), then every page and data file rendered by Astro.
 * 2. Once that process has ended, here: the search index (Pagefind) and the
 *    offline cache (the service worker), src/integrations/. Pagefind needs
 *    about 0.5 GB for a corpus a hundred times the real one; run beside
 *    Astro's process, which keeps what it has grown to (about 0.8 GB at that
 *    size, most of it freed but not given back), the build needed 1.4 GB.
 *    What needs nothing of the pages is done while they are built: the tools
 *    loaded, Pagefind's process started (idle, a few MB), the worker bundled.
 *
 * KB_CONTENT_DIR: the sources (default content/); KB_OUT_DIR: the output
 * (default dist/). Tests use both to build fixture sites.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { bundleServiceWorker, writeServiceWorker } from '../src/integrations/offline';
import { startSearchIndex } from '../src/integrations/search-index';
import { finishSite, recoverAside, type FinishingStep } from '../src/build/finish-site';
import { countFiles, elapsed, say } from './build-log';

const root = process.cwd();
const outDir = path.resolve(process.env['KB_OUT_DIR'] ?? 'dist');
const shownOut = path.relative(root, outDir) || outDir;
const BUILD_DIR = path.resolve('.build');
const stage = path.join(BUILD_DIR, `stage-${process.pid}`);
/** Set when this build is interrupted: the pages' process then ends by the signal passed on to it. */
let interrupted = false;

/**
 * The pages' process's heap limit, in MB (KB_BUILD_HEAP_MB; default 768).
 * Without one, V8 lets the heap grow with the garbage of rendering: at a
 * hundred times the real corpus the process reached about 0.9 GB, of which
 * at most 0.25-0.38 GB were in use (the build passes with a limit of 384).
 * With 768: about 0.6 GB at that size, 5-10 % slower; the real corpus never
 * comes near it. A corpus that needs more stops with V8's "heap out of
 * memory", and the build says how to raise the limit.
 */
const DEFAULT_HEAP_MB = 768;
function heapLimitMb(): number | string {
  const given = process.env['KB_BUILD_HEAP_MB'];
  if (given === undefined || given === '') return DEFAULT_HEAP_MB;
  return /^\d+$/.test(given) && Number(given) >= 64 ? Number(given) : `KB_BUILD_HEAP_MB is "${given}": give the pages' heap limit as a whole number of megabytes, at least 64 (default ${DEFAULT_HEAP_MB}), e.g. KB_BUILD_HEAP_MB=1536 npm run build`;
}

/**
 * What builds that are no longer running left behind (killed before they
 * could clean up): staging folders, script bundles (with the pages'
 * scratch folder) and a previous site moved aside
 * (src/build/finish-site.ts, `recoverAside`).
 */
async function removeStaleStages(): Promise<void> {
  const ended = (pid: number): boolean => pid !== process.pid && !isRunning(pid);
  for (const name of existsSync(BUILD_DIR) ? await readdir(BUILD_DIR) : []) {
    const pid = /^(?:stage|build-script)-(\d+)$/.exec(name)?.[1];
    if (pid !== undefined && ended(Number(pid))) await rm(path.join(BUILD_DIR, name), { recursive: true, force: true });
  }
  await recoverAside(outDir, ended);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * WebAssembly in the pages' process stays with V8's baseline compiler
 * (Liftoff): no optimizing (TurboFan) recompilation of hot functions, neither
 * dynamic nor eager. Astro's compiler, a Go program compiled to WebAssembly
 * (5 MB), turns every .astro file into JavaScript; V8 otherwise spends more
 * time recompiling it than it saves in one build: compiling our 40 .astro
 * files took 0.55-0.62 s with tier-up and 0.22 s without, and the server
 * bundle 2.0 s against 1.55 s (measured 2026-11-24, 2 cores). Rollup's parser
 * (also WebAssembly here) is no slower.
 */
const LIFTOFF_ONLY = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

/** Step 1: node scripts/build.mjs again, told to build the pages from `pagesBundle` into the staging folder; resolves to its exit code. */
function runPages(pagesBundle: string, heapMb: number): { child: ReturnType<typeof spawn>; exited: Promise<number> } {
  const child = spawn(process.execPath, [...process.execArgv, `--max-old-space-size=${heapMb}`, ...LIFTOFF_ONLY, path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    env: { ...process.env, KB_PAGES_BUNDLE: pagesBundle, KB_STAGE: stage },
    stdio: 'inherit',
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      // Killed from outside (out of memory, for one): it could not say so itself.
      if (signal !== null && !interrupted) {
        console.error(`[kb] the pages' process was ended by ${signal}; nothing was built and ${shownOut} was left as it was.`);
        // V8 aborts when the heap limit is reached.
        if (signal === 'SIGABRT') console.error(`[kb] If it ran out of memory ("heap out of memory" above), raise its limit of ${heapMb} MB: KB_BUILD_HEAP_MB=${heapMb * 2} npm run build`);
      }
      // Node's own exit code for options it does not know: a Node whose V8 no longer has one of LIFTOFF_ONLY.
      if (code === 9) console.error(`[kb] the pages' process refused its options (exit code 9, "bad option" above?): ${LIFTOFF_ONLY.join(' ')} are V8 options of Node 20-24; remove them from scripts/build.ts for this Node.`);
      resolve(code ?? 1);
    });
  });
  return { child, exited };
}

/**
 * The build; resolves to the exit code. `pagesBundle` is step 1's module
 * (scripts/build-pages.ts, bundled by scripts/build.mjs); `cleanUp` removes
 * the bundles, also when the build is interrupted.
 */
export async function main(pagesBundle: string, cleanUp: () => void): Promise<number> {
  const started = performance.now();
  const heapMb = heapLimitMb();
  if (typeof heapMb === 'string') {
    console.error(`[kb] ${heapMb}; nothing was built and ${shownOut} was left as it was.`);
    return 1;
  }
  await removeStaleStages();
  await mkdir(stage, { recursive: true });
  const pages = runPages(pagesBundle, heapMb);
  // While the pages are built: Pagefind started and the service worker bundled, which need nothing of them
  // (about 0.1 s less at the end). Each is awaited by its step below, which reports a failure.
  const searchIndex = startSearchIndex();
  const worker = bundleServiceWorker(root);
  for (const ready of [searchIndex, worker]) ready.catch(() => undefined);
  // Pagefind's process ends with the build, whatever happened.
  const closeSearch = () =>
    searchIndex.then(
      (index) => index.close(),
      () => undefined,
    );
  // An interrupted build leaves nothing behind: the pages' process is stopped first, so that it writes nothing after.
  // Once the site is being put in place, an interrupt waits for the move to end (it takes milliseconds): stopped
  // between its two renames, it would leave no site at all.
  let moving = false;
  let heldOff: NodeJS.Signals | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (moving) {
        heldOff = signal;
        return;
      }
      interrupted = true;
      pages.child.kill(signal);
      void Promise.all([pages.exited, closeSearch()]).finally(() => {
        rmSync(stage, { recursive: true, force: true });
        cleanUp();
        console.error(`[kb] interrupted (${signal}); the staging folder was removed and ${shownOut} was left as it was.`);
        process.exit(130);
      });
    });
  }
  try {
    const code = await pages.exited;
    if (code !== 0) {
      // The pages' process said what was wrong.
      await rm(stage, { recursive: true, force: true });
      return code;
    }

    let counts = { pages: 0, files: 0 };
    let moved = 0;
    const steps: FinishingStep[] = [
      async (dir) => {
        const t0 = performance.now();
        const indexed = await (await searchIndex).write(dir);
        console.log(`[kb:search-index] indexed ${indexed} pages for search in ${elapsed(t0)}`);
      },
      async (dir) => {
        const t0 = performance.now();
        const offline = await writeServiceWorker(dir, await worker);
        console.log(`[kb:offline] the service worker precaches ${offline.files} files, ${(offline.bytes / 1024 / 1024).toFixed(1)} MB (${elapsed(t0)})`);
      },
      // Last: what goes in place, counted (the search index and the worker included), and when the move begins.
      async (dir) => {
        counts = await countFiles(dir);
        moved = performance.now();
      },
    ];
    const done = await finishSite(stage, outDir, steps, { shownOut, report: (line) => console.error(line), moving: () => (moving = true) });
    if (done) say(`wrote ${shownOut}/ with ${counts.pages} pages, ${counts.files} files in all (${elapsed(moved)}); build took ${elapsed(started)} in all`);
    if (heldOff !== undefined) {
      console.error(`[kb] interrupted (${heldOff}) while the site was put in place; ${done ? 'the move was finished first' : 'the move had failed (above)'}.`);
      return 130;
    }
    return done ? 0 : 1;
  } finally {
    await closeSearch();
  }
}
