/**
 * The pages of the site, in a process of their own (started by
 * scripts/build.ts through scripts/build.mjs): validate the sources, then
 * let Astro render every page and data file into the build's staging
 * folder. Bad sources stop it before Astro is even loaded, with every
 * problem of every file listed together.
 *
 * KB_CONTENT_DIR: the sources (default content/); KB_OUT_DIR: the output
 * (named in messages); KB_STAGE: the staging folder, the parent's.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { astroOptions } from '../src/build/astro-options';
import { serverLib } from '../src/build/server-lib';
import { loadCheckedCorpus } from '../src/derive/checked-corpus';
import { formatDiagnostics } from '../src/model/diagnostic';
import { flatten } from '../src/model/law-text';
import { buildDate } from '../src/site/build-info';
import { provideSite } from '../src/site/handoff';
import { buildSite } from '../src/site/site';
import { countFiles, elapsed, say } from './build-log';

/**
 * Resolves to the exit code. `importAstro` loads Astro: the caller's own
 * `import('astro')`, so that Astro is loaded by Node itself (see scripts/build.mjs).
 * `scratch`: a folder of the build's own, for the site's modules compiled
 * for the pages (src/build/server-lib.ts), which the build's first process
 * (scripts/build.ts) removes.
 */
export async function buildPages(importAstro: () => Promise<typeof import('astro')>, scratch: string): Promise<number> {
  process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
  // The site is always a production build, whoever runs it (a test runner sets NODE_ENV=test):
  // the same sources give the same bytes.
  process.env['NODE_ENV'] = 'production';
  const root = process.cwd();
  const contentDir = path.resolve(process.env['KB_CONTENT_DIR'] ?? 'content');
  const outDir = path.resolve(process.env['KB_OUT_DIR'] ?? 'dist');
  const stage = process.env['KB_STAGE'];
  if (stage === undefined) throw new Error('KB_STAGE is not set: run the build with `npm run build` (node scripts/build.mjs)');
  const shownOut = path.relative(root, outDir) || outDir;

  let t0 = performance.now();
  // The sources are loaded, checked and compared once, here, before Astro starts.
  const { corpus, diagnostics } = loadCheckedCorpus(contentDir);
  if (!corpus) {
    const files = new Set(diagnostics.map((d) => d.file)).size;
    console.error(
      `[kb] ${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in ${files} source file${files === 1 ? '' : 's'}; nothing was built and ${shownOut} was left as it was:\n`,
    );
    console.error(formatDiagnostics(diagnostics));
    return 1;
  }
  const texts = corpus.laws.flatMap((l) => l.texts);
  const clauses = texts.flatMap((t) => flatten(t.clauses));
  const refs = clauses.reduce((n, c) => n + c.references.length, 0);
  const passages = corpus.guidance.flatMap((d) => d.passages);
  say(
    `validated ${corpus.editions.length} editions; ${texts.length} law texts (${texts.map((t) => `${t.law}/${t.edition}`).join(', ')}): ${clauses.length} clauses, ${refs} references resolved; ` +
      `${corpus.guidance.length} guidance documents: ${passages.length} passages, ${passages.reduce((n, p) => n + p.annotates.length, 0)} annotations; ` +
      `${corpus.examples.length} example auctions (${elapsed(t0)})`,
  );
  provideSite(buildSite(corpus, buildDate(root)));

  t0 = performance.now();
  // Astro is loaded only now: a build from bad sources stops before paying for it.
  const { build } = await importAstro();
  let compiledApart = 0;
  try {
    // The options inline, not astro.config.mjs: that file adds the kb:site integration, which loads the
    // corpus when Astro runs on its own; here it is loaded above.
    // With them, the site's own modules compiled by esbuild rather than bundled by Rollup (src/build/server-lib.ts).
    const vite = { ...astroOptions.vite, plugins: [...astroOptions.vite.plugins, serverLib(root, scratch, (modules) => (compiledApart = modules))] };
    await build({ ...astroOptions, vite, root, outDir: stage, configFile: false, logLevel: process.env['KB_VERBOSE'] ? 'info' : 'warn' });
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
  say(`rendered ${counts.pages} pages and ${counts.data} data files, ${counts.files} files in all (${elapsed(t0)}; ${compiledApart} modules of src/ compiled apart by esbuild)`);
  return 0;
}
