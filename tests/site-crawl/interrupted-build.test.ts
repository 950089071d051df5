/**
 * An interrupted build leaves nothing behind (src/integrations/knowledge-base.ts):
 * SIGTERM or SIGINT while Astro writes the site removes the build's staging
 * folder (.build/stage-<pid>) and leaves the output folder as it was. A
 * build killed outright (SIGKILL, out of memory) cannot clean up, but has
 * not touched the output folder either; the next build first removes the
 * staging folders of builds that were killed, and only those: a folder
 * named after a process that is still running is another build's, and is
 * kept.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEnv, buildInvocation, ROOT, runBuild } from '../../scripts/support/run-build';

const work = mkdtempSync(path.join(tmpdir(), 'kb-interrupted-'));
const STAGES = path.join(ROOT, '.build');
const planted: string[] = [];
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  for (const dir of planted) rmSync(dir, { recursive: true, force: true });
});

/** A staging folder as a build names it, with a file in it. */
function plantStage(pid: number): string {
  const dir = path.join(STAGES, `stage-${pid}`);
  mkdirSync(path.join(dir, 'laws'), { recursive: true });
  writeFileSync(path.join(dir, 'laws', 'index.html'), 'half a site');
  planted.push(dir);
  return dir;
}

/** Waits (polling the file system) until `done()`, or fails when the build exits first or after `limitMs`. */
async function until(done: () => boolean, what: string, exited: () => boolean, limitMs = 300_000): Promise<void> {
  for (let waited = 0; !done(); waited += 50) {
    if (exited()) throw new Error(`the build exited before ${what}`);
    if (waited > limitMs) throw new Error(`gave up waiting for ${what} after ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A copy of the real sources and an output folder holding a previous site, named after `name`. */
function sourcesAndPreviousSite(name: string): { content: string; out: string } {
  const content = path.join(work, `content-${name}`);
  cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  const out = path.join(work, `dist-${name}`);
  mkdirSync(out);
  writeFileSync(path.join(out, 'index.html'), 'the previous site');
  return { content, out };
}

/**
 * `astro build` from `content` into `out`, and what to watch of it: the build is the child itself, so its staging
 * folder is .build/stage-<child's pid>; once that folder has files, Astro is writing the site.
 */
function startBuild(content: string, out: string) {
  const { command, args, cwd, env } = buildInvocation({ contentDir: content, outDir: out, env: { NO_COLOR: '1' } });
  const child = spawn(command, args, { cwd, env: buildEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stderr: '' };
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk));
  child.stdout.resume();
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, sig) => resolve({ code, signal: sig })),
  );
  let exited = false;
  void closed.then(() => (exited = true));
  const stage = path.join(STAGES, `stage-${child.pid}`);
  return {
    child,
    output,
    closed,
    stage,
    writing: () =>
      until(
        () => existsSync(stage) && readdirSync(stage, { recursive: true }).length > 0,
        'its staging folder had files',
        () => exited,
      ),
  };
}

describe('an interrupted build', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} while Astro writes: exit 130, its staging folder removed, the output as it was; stale staging folders of dead builds removed first, a running one's kept`, async () => {
      const { content, out } = sourcesAndPreviousSite(signal);

      // A build killed earlier: its process has exited (Linux does not reuse a pid this soon).
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      const stale = plantStage(dead);
      // A build still running: this test's own process stands for it.
      const running = plantStage(process.pid);

      const { child, output, closed, stage, writing } = startBuild(content, out);
      await writing();
      expect(existsSync(stale)).toBe(false);
      expect(readFileSync(path.join(running, 'laws', 'index.html'), 'utf8')).toBe('half a site');

      child.kill(signal);
      const result = await closed;
      expect(result).toEqual({ code: 130, signal: null });
      expect(output.stderr).toContain(
        `[kb] interrupted (${signal}); the staging folder was removed and ${path.relative(ROOT, out)} was left as it was.`,
      );
      expect(existsSync(stage)).toBe(false);
      expect(readdirSync(out)).toEqual(['index.html']);
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous site');
    }, 360_000);
  }

  it('killed outright (SIGKILL) while Astro writes: the output as it was; the next build removes its staging folder', async () => {
    const { content, out } = sourcesAndPreviousSite('killed');
    const { child, closed, stage, writing } = startBuild(content, out);
    await writing();
    child.kill('SIGKILL');
    expect(await closed).toEqual({ code: null, signal: 'SIGKILL' });
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous site');
    // It could not clean up after itself; the next build does, first, even when that build then stops at a bad source.
    planted.push(stage);
    expect(existsSync(stage)).toBe(true);
    writeFileSync(path.join(content, 'editions.yaml'), 'not: [an editions registry');
    const next = await runBuild({ contentDir: content, outDir: out, env: { NO_COLOR: '1' } });
    expect(next.code).toBe(1);
    expect(existsSync(stage)).toBe(false);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous site');
  }, 360_000);
});
