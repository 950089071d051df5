/**
 * The end of a build (scripts/build.ts): the steps that need the complete
 * site (the search index, the offline cache) run on the staging folder, and
 * only when every one succeeded does the staging folder take the place of
 * the output folder. A step that fails leaves the output folder as it was
 * and removes the staging folder: no half-built site, ever.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** A step on the staging folder, once the pages are built; it prints its own line. */
export type FinishingStep = (stage: string) => Promise<void>;

/**
 * Runs `steps` in order on `stage`, then moves `stage` to `outDir` (an
 * existing `outDir` is replaced whole). Resolves to true when the site is
 * in place; to false when a step failed, with what failed written to
 * `report` (`shownOut`: how messages name the output folder).
 */
export async function finishSite(
  stage: string,
  outDir: string,
  steps: readonly FinishingStep[],
  { shownOut, report }: { shownOut: string; report: (line: string) => void },
): Promise<boolean> {
  try {
    for (const step of steps) await step(stage);
  } catch (error) {
    await rm(stage, { recursive: true, force: true });
    report(`[kb] the site build failed after its pages; ${shownOut} was left as it was.`);
    report(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    return false;
  }
  // The old site is moved aside before the new one goes in, and removed after: never no site, never a mixed one.
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) await rename(outDir, old);
  await mkdir(path.dirname(outDir), { recursive: true });
  await rename(stage, outDir);
  await rm(old, { recursive: true, force: true });
  return true;
}
