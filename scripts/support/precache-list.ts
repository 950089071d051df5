/**
 * The service worker's precache list, read back from the built worker
 * (dist/sw.js): the build (src/build/service-worker.ts) writes
 * it there as JSON, `[{"revision":…,"url":"…"}, …]`, in place of
 * `self.__WB_MANIFEST`. Used by the build tests and the benchmark.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The URLs the worker precaches, relative to its scope ("" is the home page), in its order, each once. */
export function precacheUrls(siteDir: string): string[] {
  const worker = readFileSync(path.join(siteDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]*)"\}/g)].map((m) => m[1] ?? '');
  if (urls.length === 0)
    throw new Error(
      `${path.join(siteDir, 'sw.js')} has no precache list of the form [{"revision":…,"url":"…"}, …]: has src/build/service-worker.ts changed how it writes the list?`,
    );
  return [...new Set(urls)];
}
