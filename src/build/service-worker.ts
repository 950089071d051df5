/**
 * Offline, a step of the build once Astro has written the pages and the
 * search index is written (the kb integration's astro:build:done,
 * src/integrations/knowledge-base.ts): the site's service worker, which
 * saves every page, the search index, the assets and the /data/ JSON, so
 * that after one visit everything works with the network gone. Each
 * build has its own precache revisions; a new build replaces the cache, and
 * the page offers the new version (the worker waits until the page asks it
 * to take over; see src/client/service-worker.ts). The web app manifest
 * is a page of the site (src/pages/manifest.webmanifest.ts).
 *
 * The worker (src/service-worker/sw.ts, on workbox-precaching and -routing)
 * is bundled with esbuild (Astro's own esbuild) and written into the site;
 * then Workbox's injectManifest lists every file of the site, with a
 * revision, its size (for the progress the pages show) and its stage (what
 * rules at the table first: src/site/offline-stages.ts), in place of
 * `self.__WB_MANIFEST`. This is what workbox-build's
 * injectManifest mode is for; its generateSW mode bundles a worker of its
 * own with Rollup, Babel and Terser (about 1.5 s a build).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
// Workbox's one function used, alone: the package's index loads all of Workbox's build tools (about 0.6 s).
import { injectManifest } from 'workbox-build/build/inject-manifest.js';
import { addresses } from '../site/addresses';
import { offlineStage, type OfflineStage, type StageFacts } from '../site/offline-stages';

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** An entry as the worker gets it: Workbox drops `size` from the list, so the file's size is kept as `bytes`. */
interface StagedEntry extends PrecacheEntry {
  bytes: number;
  stage: OfflineStage;
}

/** A file of the site under the address it is served at: "laws/27/index.html" → "/laws/27/", "index.html" → "/". */
function servedAt(file: string): string {
  const url = `/${file.replace(/^\//, '')}`;
  return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url;
}

/**
 * Precache entries under the addresses the site serves ("/laws/27/", "/"),
 * each with its size and its stage (src/site/offline-stages.ts), the stage 1
 * files first.
 */
export function precacheAddresses(facts: StageFacts) {
  return async (entries: PrecacheEntry[]): Promise<{ manifest: StagedEntry[]; warnings: string[] }> => {
    const manifest = entries.map((entry) => {
      const url = servedAt(entry.url);
      return { ...entry, url, bytes: entry.size, stage: offlineStage(url, facts) };
    });
    return { manifest: [...manifest].sort((a, b) => a.stage - b.stage), warnings: [] };
  };
}

/** The worker's source, in the project. */
const WORKER_SOURCE = path.join('src', 'service-worker', 'sw.ts');

/** What the step did, for the build's log. */
export interface OfflineResult {
  files: number;
  bytes: number;
}

/**
 * Writes the service worker into the built site `dir` (the project in
 * `root`): src/service-worker/sw.ts bundled with workbox-precaching, with
 * every file of the site in its precache list.
 */
export async function writeServiceWorker(root: string, dir: string, facts: StageFacts): Promise<OfflineResult> {
  const worker = path.join(dir, addresses.serviceWorker().replace(/^\//, ''));
  // A classic worker (registered with type 'classic'), one file with workbox-precaching in it.
  const { outputFiles } = await build({
    entryPoints: [path.join(root, WORKER_SOURCE)],
    outfile: worker,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    // Workbox's development logging is left out of a production worker.
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    // Its errors are in the error it throws, which the build reports once, with file:line:col.
    logLevel: 'silent',
  });
  const [code] = outputFiles;
  if (outputFiles.length !== 1 || !code)
    throw new Error(`bundling ${WORKER_SOURCE} gave ${outputFiles.length} files, not one`);
  await writeFile(worker, code.contents);
  const { count, size, warnings } = await injectManifest({
    swSrc: worker,
    swDest: worker,
    globDirectory: dir,
    // Everything, /data/*.json included (a few hundred KB): every address of the site works offline.
    globPatterns: [
      '**/*.{html,js,css,json,svg,png,ico,webmanifest,wasm,pagefind,pf_meta,pf_index,pf_fragment,pf_filter}',
    ],
    // The worker itself; Pagefind's own UI bundles (the search box is built on its JS API).
    globIgnores: [
      path.basename(worker),
      'pagefind/pagefind-ui.*',
      'pagefind/pagefind-*-ui.*',
      'pagefind/pagefind-highlight.js',
      // Pagefind's Web Worker: the search box runs Pagefind on the page's thread (noWorker, engine.ts).
      'pagefind/pagefind-worker.js',
      'pagefind/wasm.unknown.pagefind',
    ],
    // Pages go under their directory address, and the not-found page stays at 404.html, the file a static
    // host serves (one URL the site does not serve would fail the whole install).
    manifestTransforms: [precacheAddresses(facts)],
    // Every file is precached (offline, the data files work too), so no file may be left out for
    // its size: the real site's largest is about 60 KB, but /data/annotations.json of a corpus a
    // hundred times larger is 5.4 MB (npm run bench). The source limits (src/model/source-limits.ts)
    // keep any one source's pages and data well below this.
    maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
  });
  // A file left out for its size (or any other reason Workbox gives) would be missing offline: that is a failed build.
  if (warnings.length > 0) throw new Error(`The offline cache would leave files out: ${warnings.join('; ')}`);
  return { files: count, bytes: size };
}
