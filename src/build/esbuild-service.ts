/**
 * esbuild, for the bundles the build makes itself (the page scripts, the
 * service worker): its service process (about 20 MB) is stopped once no
 * bundle of this process needs it, so that it is not kept while the pages
 * are built. Bundles may overlap: the service stops after the last one.
 */
type Esbuild = typeof import('esbuild');

let users = 0;

/** Runs `use` with esbuild loaded; stops esbuild's service when no other use is under way. */
export async function withEsbuild<T>(use: (esbuild: Esbuild) => Promise<T>): Promise<T> {
  const esbuild = await import('esbuild');
  users += 1;
  try {
    return await use(esbuild);
  } finally {
    users -= 1;
    if (users === 0) await esbuild.stop();
  }
}
