/**
 * The service worker's precache list, read back from the built worker
 * (dist/sw.js): the build (src/build/service-worker.ts) writes it there as
 * JSON, `[{"bytes":…,"revision":…,"stage":1,"url":"…"}, …]`, in place of
 * `self.__WB_MANIFEST`. Used by the build tests and the benchmark.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BundleRef } from '../../src/site/offline-bundle';

export interface PrecacheEntry {
  /** The address the site serves it at ("/laws/27/", "/" is the home page). */
  url: string;
  revision: string | null;
  bytes: number;
  /** 1: saved first, what rules at the table (src/site/offline-stages.ts); 2: the rest. */
  stage: 1 | 2;
}

/** Every entry of the list, in its order. */
export function precacheEntries(siteDir: string): PrecacheEntry[] {
  const file = path.join(siteDir, 'sw.js');
  const worker = readFileSync(file, 'utf8');
  const entries = [...worker.matchAll(/\{"bytes":\d+,"revision":[^{}]*\}/g)].map(
    (m) => JSON.parse(m[0]) as PrecacheEntry,
  );
  if (entries.length === 0 || entries.some((e) => typeof e.url !== 'string' || ![1, 2].includes(e.stage)))
    throw new Error(
      `${file} has no precache list of the form [{"bytes":…,"revision":…,"stage":1|2,"url":"…"}, …]: has src/build/service-worker.ts changed how it writes the list?`,
    );
  return entries;
}

/** The addresses the worker precaches ("/laws/27/", "/" is the home page), in its order, each once. */
export function precacheUrls(siteDir: string): string[] {
  return [...new Set(precacheEntries(siteDir).map((e) => e.url))];
}

/** The offline bundle the worker knows (src/site/offline-bundle.ts): its address, hash and size, read back from sw.js. */
export function offlineBundleRef(siteDir: string): BundleRef {
  const file = path.join(siteDir, 'sw.js');
  const found = /\{"url":"(\/[^"]+)","sha256":"([0-9a-f]{64})","bytes":(\d+)\}/.exec(readFileSync(file, 'utf8'));
  if (!found)
    throw new Error(
      `${file} names no offline bundle of the form {"url":…,"sha256":…,"bytes":…}: has src/build/service-worker.ts changed how it writes it?`,
    );
  return { url: found[1]!, sha256: found[2]!, bytes: Number(found[3]) };
}
