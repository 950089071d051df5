/**
 * Build the real site once for the build checks and the browser tests, into
 * .build/test-site (dist/ is left alone), with the same command as
 * `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Where the test site is built; KB_TEST_SITE_DIR lets parallel runs use their own. */
export const SITE_DIR = path.resolve(ROOT, process.env['KB_TEST_SITE_DIR'] ?? path.join('.build', 'test-site'));

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
  }
}

export default function setup(project: TestProject): void {
  if (process.env['KB_TEST_SITE_BUILT'] !== SITE_DIR) {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, KB_OUT_DIR: SITE_DIR, KB_CONTENT_DIR: path.join(ROOT, 'content') },
    });
    process.env['KB_TEST_SITE_BUILT'] = SITE_DIR;
  }
  project.provide('siteDir', SITE_DIR);
}
