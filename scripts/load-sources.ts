/**
 * A worker thread of the pages' process (scripts/build-pages.ts): loads and
 * checks every source (`loadCorpus`) while the process's main thread starts
 * Astro and bundles the pages, and posts the result back, a structured
 * clone (the corpus is plain data). The parse's garbage goes with the
 * worker's heap when it ends, instead of staying in the process that then
 * renders (at a hundred times the real corpus, loading it takes about 8 s
 * and a few hundred MB).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadCorpus, type CorpusResult } from '../src/model/corpus';

/** What the worker is given. */
export interface LoadSourcesData {
  contentDir: string;
}

/** What it posts back. */
export interface LoadedSources extends CorpusResult {
  /** How long loading and checking took. */
  ms: number;
}

const port = parentPort;
if (port) {
  const { contentDir } = workerData as LoadSourcesData;
  const t0 = performance.now();
  const result = loadCorpus(contentDir);
  port.postMessage({ ...result, ms: performance.now() - t0 } satisfies LoadedSources);
}
