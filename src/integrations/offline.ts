/**
 * Offline: the site as an installable web app whose service worker
 * precaches every page, the search index and the assets, so that after one
 * visit everything works with the network gone. Each build has its own
 * precache revision; a new build replaces the cache, and the page offers the
 * new version (registerType "prompt": the worker waits until the page asks
 * it to take over; see components/service-worker.ts).
 *
 * List this integration after the search index: it globs dist/ in its own
 * astro:build:done, so Pagefind's files must already be there.
 */
import AstroPWA from '@vite-pwa/astro';
import { addresses } from '../site/addresses';

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Precache entries under the addresses the site serves: "laws/27/index.html" → "laws/27/", "index.html" → "". */
export async function precacheAddresses(entries: PrecacheEntry[]): Promise<{ manifest: PrecacheEntry[]; warnings: string[] }> {
  const manifest = entries.map((entry) => {
    const url = entry.url.replace(/^\//, '');
    if (url === 'index.html') return { ...entry, url: addresses.home() };
    if (url.endsWith('/index.html')) return { ...entry, url: url.slice(0, -'index.html'.length) };
    return entry;
  });
  return { manifest, warnings: [] };
}

export default function offline() {
  return AstroPWA({
    registerType: 'prompt',
    // Registered by the page itself (components/service-worker.ts), without workbox-window.
    injectRegister: false,
    // Our own worker (src/service-worker/sw.ts, a few lines on workbox-precaching), into which the plugin
    // writes the precache list: compiled by Vite like the pages' scripts. The plugin's other strategy
    // (generateSW) writes the worker with workbox-build, which bundles it anew on every build with
    // Rollup, Babel and Terser: about 1.5 s of an 6 s build (npm run bench, 2026-11-24).
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    scope: addresses.home(),
    includeAssets: ['icons/icon.svg'],
    manifest: {
      name: 'Bridge Laws — Law 27, clause by clause',
      short_name: 'Bridge Laws',
      description: 'The Laws of Duplicate Bridge, edition by edition, with guidance and rulings; works offline.',
      lang: 'en',
      start_url: addresses.home(),
      scope: addresses.home(),
      display: 'standalone',
      background_color: '#fdfcf8',
      theme_color: '#1f4f8a',
      icons: [
        { src: addresses.icon('icon-192.png'), sizes: '192x192', type: 'image/png' },
        { src: addresses.icon('icon-512.png'), sizes: '512x512', type: 'image/png' },
        { src: addresses.icon('icon-512-maskable.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: addresses.icon('icon.svg'), sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    injectManifest: {
      // A classic worker (registered with type 'classic'), one file with workbox-precaching in it.
      rollupFormat: 'iife',
      // Everything, /data/*.json included (a few hundred KB): every address of the site works offline.
      globPatterns: ['**/*.{html,js,css,json,svg,png,ico,webmanifest,wasm,pagefind,pf_meta,pf_index,pf_fragment,pf_filter}'],
      // Pagefind's own UI bundles are not used (the search box is built on its JS API).
      globIgnores: ['pagefind/pagefind-ui.*', 'pagefind/pagefind-*-ui.*', 'pagefind/pagefind-highlight.js', 'pagefind/wasm.unknown.pagefind'],
      // Our own transform (the plugin then adds none of its own): pages go
      // under their directory address, and the not-found page stays at
      // 404.html, the file a static host serves (the plugin's "404/" is no
      // address of this site, and one missing URL fails the whole install).
      manifestTransforms: [precacheAddresses],
      // Every file is precached (offline, the data files work too), so no file may be left out for
      // its size: the real site's largest is about 60 KB, but /data/annotations.json of a corpus a
      // hundred times larger is 5.4 MB (npm run bench). The source limits (src/model/source-limits.ts)
      // keep any one source's pages and data well below this.
      maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
    },
  });
}
