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
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
// Workbox's one function used, alone: the package's index loads all of Workbox's build tools (about 0.6 s).
import { injectManifest } from 'workbox-build/build/inject-manifest.js';
import { addresses } from '../site/addresses';
import { contentType } from '../site/content-types';
import { headersFor, parseHeaders } from '../site/headers';
import { encodeBundle, sha256, type BundleRef } from '../site/offline-bundle';
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
export function precacheAddresses(facts: StageFacts, listed?: (manifest: readonly ListedEntry[]) => void) {
  return async (entries: PrecacheEntry[]): Promise<{ manifest: StagedEntry[]; warnings: string[] }> => {
    const manifest = entries.map((entry) => {
      const url = servedAt(entry.url);
      return { ...entry, url, bytes: entry.size, stage: offlineStage(url, facts) };
    });
    listed?.(entries.map((entry, i) => ({ file: entry.url, ...manifest[i]! })));
    return { manifest: [...manifest].sort((a, b) => a.stage - b.stage), warnings: [] };
  };
}

/** An entry of the list with the file it was made from ("laws/27/index.html"). */
interface ListedEntry extends StagedEntry {
  file: string;
}

/** Where the worker's source says the bundle's address, hash and size go (the worker keeps these very words). */
const BUNDLE_PLACE = 'self.__KB_OFFLINE_BUNDLE';

/**
 * The offline bundle (src/site/offline-bundle.ts): every first-stage file
 * of `listed`, each with the headers a host sends with it (its type, and
 * the site's `_headers`), gzipped, written under a name with its hash.
 */
async function writeBundle(dir: string, listed: readonly ListedEntry[]): Promise<BundleRef> {
  const rules = parseHeaders(await readFile(path.join(dir, '_headers'), 'utf8').catch(() => ''));
  const files = await Promise.all(
    listed
      .filter((e) => e.stage === 1)
      .map(async (e) => ({
        url: e.url,
        headers: { 'Content-Type': contentType(e.file), ...headersFor(rules, e.url) },
        body: new Uint8Array(await readFile(path.join(dir, e.file))),
      })),
  );
  const archive = encodeBundle(files);
  const hash = await sha256(archive);
  const gzipped = gzipSync(archive, { level: 9 });
  const url = addresses.offlineBundle(hash.slice(0, 16));
  const file = path.join(dir, url.replace(/^\//, ''));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, gzipped);
  return { url, sha256: hash, bytes: gzipped.length };
}

/** The worker's source, in the project. */
const WORKER_SOURCE = path.join('src', 'service-worker', 'sw.ts');

/** What the step did, for the build's log. */
export interface OfflineResult {
  files: number;
  bytes: number;
  /** The first stage in one file. */
  bundle: BundleRef;
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
  let listed: readonly ListedEntry[] = [];
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
      // The first stage in one file: the worker fetches it, once, instead of each of its files (it is no file of its own).
      `${addresses.offlineBundleRoot().replace(/^\//, '')}**`,
      'pagefind/pagefind-ui.*',
      'pagefind/pagefind-*-ui.*',
      'pagefind/pagefind-highlight.js',
      // Pagefind's Web Worker: the search box runs Pagefind on the page's thread (noWorker, engine.ts).
      'pagefind/pagefind-worker.js',
      'pagefind/wasm.unknown.pagefind',
    ],
    // Pages go under their directory address, and the not-found page stays at 404.html, the file a static
    // host serves (one URL the site does not serve would fail the whole install).
    manifestTransforms: [precacheAddresses(facts, (manifest) => (listed = manifest))],
    // Every file is precached (offline, the data files work too), so no file may be left out for
    // its size: the real site's largest is about 60 KB, but /data/annotations.json of a corpus a
    // hundred times larger is 5.4 MB (npm run bench). The source limits (src/model/source-limits.ts)
    // keep any one source's pages and data well below this.
    maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
  });
  // A file left out for its size (or any other reason Workbox gives) would be missing offline: that is a failed build.
  if (warnings.length > 0) throw new Error(`The offline cache would leave files out: ${warnings.join('; ')}`);
  const bundle = await writeBundle(dir, listed);
  const source = await readFile(worker, 'utf8');
  if (source.split(BUNDLE_PLACE).length !== 2)
    throw new Error(
      `${WORKER_SOURCE} bundled has ${BUNDLE_PLACE} ${source.split(BUNDLE_PLACE).length - 1} times, not once`,
    );
  await writeFile(worker, source.replace(BUNDLE_PLACE, JSON.stringify(bundle)));
  return { files: count, bytes: size, bundle };
}
