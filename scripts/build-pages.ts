/**
 * The pages of the site, in a process of their own (started by
 * scripts/build.ts through scripts/build.mjs): the sources loaded and
 * checked, then every page and data file rendered by Astro into the
 * build's staging folder.
 *
 * The two run side by side: a worker thread (scripts/load-sources.ts) loads
 * and checks the sources on the machine's other core while Astro starts and
 * bundles the pages here. The pages wait for the sources only when they are
 * about to be rendered, once their server code is built. Bad sources end
 * this process as soon as they are known, with every problem listed and
 * nothing rendered. (Loaded first, before Astro, the sources cost the build
 * their whole loading time, about 0.25 s.)
 *
 * KB_CONTENT_DIR: the sources (default content/); KB_OUT_DIR: the output
 * (named in messages); KB_STAGE: the staging folder, the parent's;
 * KB_BUILD_HEAP_MB: this process's heap limit, the parent's choice.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { astroOptions } from '../src/build/astro-options';
import type { Corpus } from '../src/model/corpus';
import { formatDiagnostics } from '../src/model/diagnostic';
import { flatten } from '../src/model/law-text';
import { buildDate } from '../src/site/build-info';
import { provideSite } from '../src/site/handoff';
import { buildSite } from '../src/site/site';
import { countFiles, elapsed, say } from './build-log';
import type { LoadedSources, LoadSourcesData } from './load-sources';

/** The sources, loaded and checked by the worker thread (scripts/load-sources.ts, bundled beside this file). */
function loadSources(contentDir: string): Promise<LoadedSources> {
  // A worker has a heap of its own, with this process's limit (--max-old-space-size): reaching it ends the
  // worker with ERR_WORKER_OUT_OF_MEMORY, not the process.
  const worker = new Worker(new URL('./load-sources.mjs', import.meta.url), { workerData: { contentDir } satisfies LoadSourcesData });
  return new Promise((resolve, reject) => {
    worker.once('message', (loaded: LoadedSources) => resolve(loaded));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the worker that loads the sources ended (exit code ${code}) without a result`)));
  });
}

/** Says what was loaded, in one line, and gives it; or lists every problem, says that nothing was built and gives nothing. */
function report({ corpus, diagnostics, ms }: LoadedSources, shownOut: string): Corpus | undefined {
  if (!corpus) {
    const files = new Set(diagnostics.map((d) => d.file)).size;
    console.error(
      `[kb] ${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in ${files} source file${files === 1 ? '' : 's'}; nothing was built and ${shownOut} was left as it was:\n`,
    );
    console.error(formatDiagnostics(diagnostics));
    return undefined;
  }
  const texts = corpus.laws.flatMap((l) => l.texts);
  const clauses = texts.flatMap((t) => flatten(t.clauses));
  const refs = clauses.reduce((n, c) => n + c.references.length, 0);
  const passages = corpus.guidance.flatMap((d) => d.passages);
  say(
    `validated ${corpus.editions.length} editions; ${texts.length} law texts (${texts.map((t) => `${t.law}/${t.edition}`).join(', ')}): ${clauses.length} clauses, ${refs} references resolved; ` +
      `${corpus.guidance.length} guidance documents: ${passages.length} passages, ${passages.reduce((n, p) => n + p.annotates.length, 0)} annotations; ` +
      `${corpus.examples.length} example auctions (${Math.round(ms)} ms)`,
  );
  return corpus;
}

/** Provides the site to the pages before Astro renders them: the first thing Astro does once the pages' server code is built. */
function siteBeforeRendering(corpus: Promise<Corpus>, date: string): AstroIntegration {
  return {
    name: 'kb:site',
    hooks: {
      'astro:build:ssr': async () => {
        provideSite(buildSite(await corpus, date));
      },
    },
  };
}

/**
 * Resolves to the exit code. `importAstro` loads Astro: the caller's own
 * `import('astro')`, so that Astro is loaded by Node itself (see scripts/build.mjs).
 */
export async function buildPages(importAstro: () => Promise<typeof import('astro')>): Promise<number> {
  process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
  // The site is always a production build, whoever runs it (a test runner sets NODE_ENV=test):
  // the same sources give the same bytes.
  process.env['NODE_ENV'] = 'production';
  const root = process.cwd();
  const outDir = path.resolve(process.env['KB_OUT_DIR'] ?? 'dist');
  const stage = process.env['KB_STAGE'];
  if (stage === undefined) throw new Error('KB_STAGE is not set: run the build with `npm run build` (node scripts/build.mjs)');
  const heapMb = Number(process.env['KB_BUILD_HEAP_MB']);
  if (!(heapMb > 0)) throw new Error('KB_BUILD_HEAP_MB is not set: run the build with `npm run build` (node scripts/build.mjs)');
  const shownOut = path.relative(root, outDir) || outDir;
  const contentDir = path.resolve(process.env['KB_CONTENT_DIR'] ?? 'content');

  const t0 = performance.now();
  // Bad sources (or a failure to load them) end the process at once, Astro or not: the build's other
  // process then removes the staging folder.
  const corpus = loadSources(contentDir).then(
    (loaded) => report(loaded, shownOut) ?? process.exit(1),
    (error: unknown) => {
      console.error(`[kb] the sources could not be loaded; nothing was built and ${shownOut} was left as it was.`);
      console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        console.error(`[kb] Loading them ran out of memory: raise the heap limit of ${heapMb} MB: KB_BUILD_HEAP_MB=${heapMb * 2} npm run build`);
      }
      process.exit(1);
    },
  );
  const { build } = await importAstro();
  try {
    // The options inline, not astro.config.mjs: that file adds the kb:site integration that loads the
    // corpus when Astro runs on its own.
    await build({
      ...astroOptions,
      root,
      outDir: stage,
      configFile: false,
      integrations: [siteBeforeRendering(corpus, buildDate(root))],
      logLevel: process.env['KB_VERBOSE'] ? 'info' : 'warn',
    });
  } catch (error) {
    await rm(stage, { recursive: true, force: true });
    console.error(`[kb] the site build failed; ${shownOut} was left as it was.`);
    if (error instanceof Error && !process.env['KB_VERBOSE']) {
      const where = (error as { loc?: { file?: string; line?: number; column?: number }; id?: string }).loc;
      console.error(`${error.name}: ${error.message}${where?.file ? `\n  at ${where.file}:${where.line ?? 1}:${where.column ?? 1}` : ''}\n  (set KB_VERBOSE=1 for Astro's full output)`);
    } else console.error(error);
    return 1;
  }
  const counts = await countFiles(stage);
  say(`rendered ${counts.pages} pages and ${counts.data} data files, ${counts.files} files in all (${elapsed(t0)})`);
  return 0;
}
