/**
 * `npm run build` (started by scripts/build.mjs): validate the sources, build
 * the site into a staging folder, and only when everything succeeded put it in
 * place of dist/. A failed build prints what is wrong and leaves an existing
 * dist/ as it was.
 *
 * KB_CONTENT_DIR: the sources (default content/); KB_OUT_DIR: the output
 * (default dist/). Tests use both to build fixture sites.
 */
import { existsSync, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadCorpus } from '../src/model/corpus';
import { formatDiagnostics } from '../src/model/diagnostic';
import { flatten } from '../src/model/law-text';
import { buildDate } from '../src/site/build-info';
import { provideSite } from '../src/site/handoff';
import { buildSite } from '../src/site/site';

process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
// The site is always a production build, whoever runs it (a test runner sets NODE_ENV=test):
// the same sources give the same bytes.
process.env['NODE_ENV'] = 'production';
const root = process.cwd();
const contentDir = path.resolve(process.env['KB_CONTENT_DIR'] ?? 'content');
const outDir = path.resolve(process.env['KB_OUT_DIR'] ?? 'dist');
const stage = path.resolve('.build', `stage-${process.pid}`);

const ms = (t0: number) => `${Math.round(performance.now() - t0)} ms`;
const say = (line: string) => console.log(`[kb] ${line}`);

async function countFiles(dir: string): Promise<{ pages: number; data: number; files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile());
  return {
    pages: files.filter((f) => f.name.endsWith('.html')).length,
    data: files.filter((f) => f.name.endsWith('.json') && path.join(f.parentPath, f.name).includes(`${path.sep}data${path.sep}`)).length,
    files: files.length,
  };
}

/** Staging folders of builds that are no longer running (killed before they could clean up). */
async function removeStaleStages(): Promise<void> {
  const dir = path.dirname(stage);
  const names = existsSync(dir) ? await readdir(dir) : [];
  for (const name of names) {
    const pid = /^stage-(\d+)$/.exec(name)?.[1];
    if (pid === undefined) continue;
    if (Number(pid) !== process.pid && isRunning(Number(pid))) continue;
    await rm(path.join(dir, name), { recursive: true, force: true });
  }
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
 * The build; resolves to the exit code. `importAstro` loads Astro: the caller's
 * own `import('astro')`, so that Astro is loaded by Node itself (see scripts/build.mjs).
 */
export async function main(importAstro: () => Promise<typeof import('astro')>): Promise<number> {
  const started = performance.now();
  let t0 = performance.now();
  // The sources are loaded and checked once, here, before Astro starts.
  const { corpus, diagnostics } = loadCorpus(contentDir);
  if (!corpus) {
    const files = new Set(diagnostics.map((d) => d.file)).size;
    console.error(
      `[kb] ${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in ${files} source file${files === 1 ? '' : 's'}; nothing was built and ${path.relative(root, outDir) || outDir} was left as it was:\n`,
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
      `${corpus.examples.length} example auctions (${ms(t0)})`,
  );
  provideSite(buildSite(corpus, buildDate(root)));

  t0 = performance.now();
  await removeStaleStages();
  await mkdir(path.dirname(stage), { recursive: true });
  // An interrupted build leaves nothing behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      rmSync(stage, { recursive: true, force: true });
      console.error(`[kb] interrupted (${signal}); the staging folder was removed and ${path.relative(root, outDir) || outDir} was left as it was.`);
      process.exit(130);
    });
  }
  // Astro is loaded only now: a build from bad sources stops before paying for it.
  const { build } = await importAstro();
  try {
    await build({ root, outDir: stage, logLevel: process.env['KB_VERBOSE'] ? 'info' : 'warn' });
  } catch (error) {
    await rm(stage, { recursive: true, force: true });
    console.error(`[kb] the site build failed; ${path.relative(root, outDir) || outDir} was left as it was.`);
    if (error instanceof Error && !process.env['KB_VERBOSE']) {
      const where = (error as { loc?: { file?: string; line?: number; column?: number }; id?: string }).loc;
      console.error(`${error.name}: ${error.message}${where?.file ? `\n  at ${where.file}:${where.line ?? 1}:${where.column ?? 1}` : ''}\n  (set KB_VERBOSE=1 for Astro's full output)`);
    } else console.error(error);
    return 1;
  }
  const counts = await countFiles(stage);
  say(`rendered ${counts.pages} pages and ${counts.data} data files, ${counts.files} files in all (${ms(t0)})`);

  t0 = performance.now();
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) await rename(outDir, old);
  await mkdir(path.dirname(outDir), { recursive: true });
  await rename(stage, outDir);
  await rm(old, { recursive: true, force: true });
  say(`wrote ${path.relative(root, outDir) || outDir}/ (${ms(t0)}); build took ${ms(started)} in all`);
  return 0;
}
