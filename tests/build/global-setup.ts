/**
 * The real site, built once for every project that reads it (build checks,
 * browser tests, the site crawl), into .build/test-site (dist/ is left
 * alone), with the same command as `npm run build`.
 *
 * Beside the site, a stamp records a hash of everything the build reads
 * (sources, src/, public/, configuration, the installed
 * packages, the build date's inputs). A project whose stamp matches uses the
 * site as it is: the second project of `npm test`, and `npm run test:site`
 * after `npm test`, do not build again. KB_TEST_REBUILD=1 forces a build.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, runBuild } from '../../scripts/support/run-build';

export { ROOT };
/** Where the test site is built; KB_TEST_SITE_DIR lets parallel runs use their own. */
export const SITE_DIR = path.resolve(ROOT, process.env['KB_TEST_SITE_DIR'] ?? path.join('.build', 'test-site'));
const STAMP = `${SITE_DIR}.stamp`;
const CONTENT_DIR = path.join(ROOT, 'content');

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
  }
}

/** Folders and files whose contents the build depends on (astro.config.mjs imports only src/). */
const INPUTS = [
  'content',
  'src',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'node_modules/.package-lock.json',
];

/** The day of the last commit: the build date when SOURCE_DATE_EPOCH is not set (src/model/build-info.ts). */
function commitDate(): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%cI'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .slice(0, 10);
  } catch {
    return `no git: today, ${new Date().toISOString().slice(0, 10)}`;
  }
}

/** Hash of the build's inputs: file names and contents, the Node version, and what the build date comes from. */
export function inputHash(): string {
  const hash = createHash('sha256');
  hash.update(
    `node ${process.version}\nSOURCE_DATE_EPOCH=${process.env['SOURCE_DATE_EPOCH'] ?? ''}\ncommit day ${commitDate()}\n`,
  );
  for (const input of INPUTS) {
    const full = path.join(ROOT, input);
    if (!existsSync(full)) {
      hash.update(`missing ${input}\n`);
      continue;
    }
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.join(e.parentPath, e.name))
          .sort()
      : [full];
    for (const file of files) {
      hash.update(`${path.relative(ROOT, file)}\n`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export default async function setup(project: TestProject): Promise<void> {
  const want = inputHash();
  const have =
    existsSync(STAMP) && existsSync(path.join(SITE_DIR, 'index.html')) ? readFileSync(STAMP, 'utf8').trim() : undefined;
  if (have !== want || process.env['KB_TEST_REBUILD'] === '1') {
    rmSync(STAMP, { force: true });
    console.log(
      `[kb] building the test site into ${path.relative(ROOT, SITE_DIR)}/ (${have ? 'the sources changed' : 'no earlier build'}) …`,
    );
    const result = await runBuild({ contentDir: CONTENT_DIR, outDir: SITE_DIR, echo: true });
    if (result.code !== 0) {
      throw new Error(
        `The test site did not build (exit code ${result.code}); the build's own messages are above. ` +
          `Fix the sources, or see the error alone with: npm run build -- --outDir ${path.relative(ROOT, SITE_DIR)}`,
      );
    }
    // KB_TEST_REBUILD applies once per run: the next project reuses this build.
    delete process.env['KB_TEST_REBUILD'];
    writeFileSync(STAMP, `${want}\n`);
  } else {
    console.log(`[kb] using the test site in ${path.relative(ROOT, SITE_DIR)}/ (built from these sources already)`);
  }
  project.provide('siteDir', SITE_DIR);
}
