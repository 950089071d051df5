/**
 * The one way tests and benchmarks build a site: `astro build` (what `npm
 * run build` runs) in a child process, from the project root, with the
 * sources passed as KB_CONTENT_DIR (astro.config.mjs) and the output folder
 * as `--outDir`. Build and test tooling, not site code.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

/** The project root (this file is scripts/support/run-build.ts). */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Astro's command line, as node_modules/.bin/astro runs it. */
export const ASTRO = path.join(ROOT, 'node_modules', 'astro', 'astro.js');

export interface BuildOptions {
  /** The sources (default: content/ of the project). */
  contentDir?: string;
  /** Where the site goes (the build replaces it only when it succeeds). */
  outDir: string;
  /** Added to this process's environment (SOURCE_DATE_EPOCH, KB_VERBOSE, …). */
  env?: NodeJS.ProcessEnv;
}

export interface BuildInvocation {
  command: string;
  args: string[];
  cwd: string;
  /** Only what the build is given on top of the inherited environment. */
  env: NodeJS.ProcessEnv;
}

/** The command line of a build, for callers that spawn it themselves (the benchmark measures it). */
export function buildInvocation({ contentDir, outDir, env }: BuildOptions): BuildInvocation {
  return {
    command: process.execPath,
    args: [ASTRO, 'build', '--outDir', path.resolve(ROOT, outDir)],
    cwd: ROOT,
    env: { ASTRO_TELEMETRY_DISABLED: '1', ...env, KB_CONTENT_DIR: path.resolve(ROOT, contentDir ?? 'content') },
  };
}

/**
 * This process's environment with `extra`, for a build: without NODE_ENV,
 * which a test runner sets to "test" and Astro would keep (a build is
 * always a production build), and without SITE_URL unless `extra` gives it
 * (a site built for tests has no public address, whatever the shell says).
 */
export function buildEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _testRunners, SITE_URL: _published, ...inherited } = process.env;
  return { ...inherited, ...extra };
}

export interface BuildResult {
  /** The exit code (null when the build was killed by a signal). */
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Build a site and wait for it. Output is captured; with `echo` it is also
 * copied to this process's stdout and stderr as it arrives (progress).
 */
export function runBuild(options: BuildOptions & { echo?: boolean }): Promise<BuildResult> {
  const { command, args, cwd, env } = buildInvocation(options);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: buildEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (options.echo) process.stdout.write(chunk);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      if (options.echo) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
