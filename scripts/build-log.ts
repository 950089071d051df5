/** What the two processes of the build (scripts/build.ts, scripts/build-pages.ts) share: their log lines and the count of files built. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export const say = (line: string): void => console.log(`[kb] ${line}`);

/** Milliseconds since `t0` (a `performance.now()`), as the log writes them. */
export const elapsed = (t0: number): string => `${Math.round(performance.now() - t0)} ms`;

export async function countFiles(dir: string): Promise<{ pages: number; data: number; files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile());
  return {
    pages: files.filter((f) => f.name.endsWith('.html')).length,
    data: files.filter((f) => f.name.endsWith('.json') && path.join(f.parentPath, f.name).includes(`${path.sep}data${path.sep}`)).length,
    files: files.length,
  };
}
