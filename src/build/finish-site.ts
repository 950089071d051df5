/**
 * The end of a build (the kb integration's astro:build:done,
 * src/integrations/knowledge-base.ts): Astro has written the site into a
 * staging folder; the steps that need the complete site (the search index,
 * the offline cache) run on it, and only when every one succeeded does the
 * staging folder take the place of the output folder. A step that fails, or
 * a move that fails, leaves the output folder as it was and removes the
 * staging folder: no half-built site.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** A step on the staging folder, once the pages are built; it prints its own line. */
export type FinishingStep = (stage: string) => Promise<void>;

export interface FinishOptions {
  /** How messages name the output folder. */
  shownOut: string;
  /** Where what failed is written, line by line. */
  report: (line: string) => void;
  /** Called when the steps are done and the move begins (the build holds interrupts off until it ends). */
  moving?: () => void;
  /** How a folder is renamed (tests give one that fails). */
  renameDir?: (from: string, to: string) => Promise<void>;
}

/** The previous site's name while the new one goes in: `dist.old-<pid>`, `pid` the build's. */
const ASIDE = '.old-';
const asideName = (outDir: string, pid: number): string => `${outDir}${ASIDE}${pid}`;

/** Whether the process `pid` is running (a build's folders are named after its process). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What builds that are no longer running left behind (killed before they
 * could clean up): their staging folders in `buildDir` (`stage-<pid>`), and
 * a previous site one of them had moved aside (`recoverAside`).
 */
export async function removeLeftovers(buildDir: string, outDir: string): Promise<void> {
  const ended = (pid: number): boolean => pid !== process.pid && !isRunning(pid);
  for (const name of existsSync(buildDir) ? await readdir(buildDir) : []) {
    const pid = /^stage-(\d+)$/.exec(name)?.[1];
    if (pid !== undefined && ended(Number(pid))) await rm(path.join(buildDir, name), { recursive: true, force: true });
  }
  await recoverAside(outDir, ended);
}

/**
 * Tidies up after builds that were killed while they put their site in
 * place (`ended(pid)`: whether that build's process has ended): the
 * previous site one of them had moved aside goes back in place when there
 * is no output folder (killed between the two moves), and any other is
 * removed.
 */
export async function recoverAside(outDir: string, ended: (pid: number) => boolean): Promise<void> {
  const dir = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}${ASIDE}`;
  const left = (existsSync(dir) ? await readdir(dir) : [])
    .filter(
      (name) =>
        name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)) && ended(Number(name.slice(prefix.length))),
    )
    .map((name) => path.join(dir, name));
  const restore = existsSync(outDir) ? undefined : left.shift();
  if (restore !== undefined) await rename(restore, outDir);
  for (const old of left) await rm(old, { recursive: true, force: true });
}

/**
 * Moves the folder `from` to `to` (which must not exist): a rename, or,
 * when the two are on different file systems (EXDEV: the output folder on
 * another disk or a tmpfs), a copy and then the removal of `from`.
 */
async function moveDir(
  from: string,
  to: string,
  renameDir: (from: string, to: string) => Promise<void> = rename,
): Promise<void> {
  try {
    await renameDir(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    try {
      await cp(from, to, { recursive: true, errorOnExist: true, force: false });
    } catch (copyError) {
      await rm(to, { recursive: true, force: true });
      throw copyError;
    }
    await rm(from, { recursive: true, force: true });
  }
}

/**
 * Runs `steps` in order on `stage`, then moves `stage` to `outDir` (an
 * existing `outDir` is replaced whole: moved aside, then removed once the
 * new one is in). Resolves to true when the site is in place; to false,
 * with what failed written to `report`, when a step or the move failed:
 * then the staging folder is gone and `outDir` is as it was.
 */
export async function finishSite(
  stage: string,
  outDir: string,
  steps: readonly FinishingStep[],
  options: FinishOptions,
): Promise<boolean> {
  const { shownOut, report, moving, renameDir = rename } = options;
  const fail = async (what: string, error: unknown, where = `${shownOut} was left as it was`): Promise<false> => {
    await rm(stage, { recursive: true, force: true });
    report(`[kb] the site build failed ${what}; ${where}.`);
    report(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    return false;
  };
  try {
    for (const step of steps) await step(stage);
  } catch (error) {
    return fail('after its pages', error);
  }
  moving?.();
  const old = asideName(outDir, process.pid);
  const hadOld = existsSync(outDir);
  try {
    if (hadOld) await renameDir(outDir, old);
  } catch (error) {
    return fail('putting the site in place (the previous site could not be moved aside)', error);
  }
  try {
    await mkdir(path.dirname(outDir), { recursive: true });
    await moveDir(stage, outDir, renameDir);
  } catch (error) {
    // The previous site goes back where it was.
    await rm(outDir, { recursive: true, force: true });
    const back =
      !hadOld ||
      (await renameDir(old, outDir).then(
        () => true,
        () => false,
      ));
    return fail(
      'putting the site in place',
      error,
      back ? `${shownOut} was left as it was` : `the previous site is in ${old}`,
    );
  }
  await rm(old, { recursive: true, force: true });
  return true;
}
