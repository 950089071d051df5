/**
 * Offline, a step of the build once Astro has written the pages and the
 * search index is written (the kb integration's astro:build:done,
 * src/integrations/knowledge-base.ts): the site's service worker, which
 * precaches every page, the search index, the assets and the /data/ JSON,
 * so that after one visit everything works with the network gone. Each
 * build has its own precache revisions; a new build replaces the cache, and
 * the page offers the new version (the worker waits until the page asks it
 * to take over; see src/components/service-worker.ts). The web app manifest
 * is a page of the site (src/pages/manifest.webmanifest.ts).
 *
 * The worker (src/service-worker/sw.ts, a few lines on workbox-precaching
 * and -routing) is bundled with esbuild (Astro's own esbuild) and written
 * into the site; then Workbox's injectManifest lists every file of the site,
 * with a revision for each, in place of `self.__WB_MANIFEST` (and the step
 * writes their total size in place of `self.__KB_PRECACHE_BYTES`, for the
 * progress a first visit shows). This is what workbox-build's
 * injectManifest mode is for; its generateSW mode bundles a worker of its
 * own with Rollup, Babel and Terser (about 1.5 s a build).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
// Workbox's one function used, alone: the package's index loads all of Workbox's build tools (about 0.6 s).
import { injectManifest } from 'workbox-build/build/inject-manifest.js';
import { addresses } from '../site/addresses';

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Precache entries under the addresses the site serves: "laws/27/index.html" → "laws/27/", "index.html" → "". */
export async function precacheAddresses(
  entries: PrecacheEntry[],
): Promise<{ manifest: PrecacheEntry[]; warnings: string[] }> {
  const manifest = entries.map((entry) => {
    const url = entry.url.replace(/^\//, '');
    if (url === 'index.html') return { ...entry, url: addresses.home() };
    if (url.endsWith('/index.html')) return { ...entry, url: url.slice(0, -'index.html'.length) };
    return entry;
  });
  return { manifest, warnings: [] };
}

/** The worker's source, in the project. */
const WORKER_SOURCE = path.join('src', 'service-worker', 'sw.ts');
/** Where the worker's source takes the precache's total size in bytes, written in after the list. */
const TOTAL_BYTES_PLACEHOLDER = 'self.__KB_PRECACHE_BYTES';

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
export async function writeServiceWorker(root: string, dir: string): Promise<OfflineResult> {
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
      'pagefind/wasm.unknown.pagefind',
    ],
    // Pages go under their directory address, and the not-found page stays at 404.html, the file a static
    // host serves (one URL the site does not serve would fail the whole install).
    manifestTransforms: [precacheAddresses],
    // Every file is precached (offline, the data files work too), so no file may be left out for
    // its size: the real site's largest is about 60 KB, but /data/annotations.json of a corpus a
    // hundred times larger is 5.4 MB (npm run bench). The source limits (src/model/source-limits.ts)
    // keep any one source's pages and data well below this.
    maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
  });
  // A file left out for its size (or any other reason Workbox gives) would be missing offline: that is a failed build.
  if (warnings.length > 0) throw new Error(`The offline cache would leave files out: ${warnings.join('; ')}`);
  // The list's total size, for the progress a first visit shows, in place of its placeholder (as Workbox writes the list).
  const written = await readFile(worker, 'utf8');
  if (!written.includes(TOTAL_BYTES_PLACEHOLDER))
    throw new Error(`${WORKER_SOURCE} has no ${TOTAL_BYTES_PLACEHOLDER} for the precache's total size`);
  await writeFile(worker, written.replace(TOTAL_BYTES_PLACEHOLDER, String(size)));
  return { files: count, bytes: size };
}
