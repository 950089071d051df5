/**
 * esbuild, for the bundles the build makes itself (the page scripts, the
 * service worker): its service process (about 20 MB) is stopped once no
 * bundle of this process needs it, so that it is not kept while the pages
 * are built. Bundles may overlap: the service stops after the last one.
 *
 * esbuild is imported with this module, not when a bundle starts: when
 * Astro reads astro.config.mjs (`astro build`, `astro dev`), it loads the
 * config's modules through Vite's module runner, which is closed by the time
 * the integrations' build hooks run, and an `import()` there fails.
 */
import * as esbuild from 'esbuild';

let users = 0;

/** Runs `use` with esbuild; stops esbuild's service when no other use is under way. */
export async function withEsbuild<T>(use: (tool: typeof esbuild) => Promise<T>): Promise<T> {
  users += 1;
  try {
    return await use(esbuild);
  } finally {
    users -= 1;
    if (users === 0) await esbuild.stop();
  }
}
