/**
 * The pages' server bundle without the project's own TypeScript modules:
 * in `npm run build`, every import of a module of src/ other than a page
 * (the site data, the renderers, the bridge domain, the components'
 * helpers) is left out of Rollup's bundle, as an import of the same module
 * compiled by esbuild, with what it imports, into a folder of the build's
 * own (`dir`). Rollup then bundles the pages, the .astro components and
 * Astro's runtime, as in a bare Astro site.
 *
 * Why: Rollup parses every module it bundles and writes it out again. For
 * these modules (58 of them, reached through 22 imports from the pages and
 * components; about 200 KB of JavaScript, a third of the bundle) that cost
 * about 0.3 s of every build: 3.5 s against 3.2 s in alternating builds.
 * esbuild compiles them in 0.12-0.14 s, in its own process, while Rollup
 * writes the rest (measured 2026-11-24, 2 cores). The server bundle only
 * renders the pages, once, and is then thrown away; the pages are the same
 * byte for byte (the site crawl builds them both ways:
 * tests/site-crawl/astro-directly.test.ts).
 *
 * esbuild compiles exactly the modules Rollup was pointed to (Rollup never
 * loads them), once it has resolved every import (`buildEnd`), and the
 * bundle waits for it before it is written out. A module that does not
 * compile fails the build with esbuild's messages, each at file:line:col.
 * `astro build` run directly (astro.config.mjs) does not use this plugin:
 * Vite bundles everything there, as it does under `astro dev`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { VitePlugin } from './astro-options';
import { esbuildProblems } from './esbuild-problems';

/** What esbuild said when the project's modules for the server bundle did not compile. */
export class ServerLibError extends Error {
  constructor(readonly problems: string[]) {
    super(`the site's modules could not be compiled for the pages (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ServerLibError';
  }
}

/** The plugin, for the project in `root`, compiling into `dir` (which the caller removes once the pages are built). */
export function serverLib(root: string, dir: string): VitePlugin {
  const src = path.join(root, 'src') + path.sep;
  const pages = path.join(src, 'pages') + path.sep;
  const isCompiled = (id: string): boolean => id.startsWith(src) && !id.startsWith(pages) && id.endsWith('.ts') && !id.endsWith('.d.ts');
  const compiledFile = (id: string): string => path.join(dir, path.relative(root, id)).replace(/\.ts$/, '.mjs');
  const modules = new Set<string>();
  let active = false;
  let compiled: Promise<void> | undefined;
  return {
    name: 'kb:server-lib',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // Astro's server build only: no other build reaches these modules (the browser's scripts are esbuild's).
      active = Boolean(config.build.ssr);
    },
    async resolveId(source, importer, options) {
      if (!active || importer === undefined || !(source.startsWith('.') || source.startsWith('/'))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || resolved.external || !isCompiled(resolved.id)) return resolved;
      modules.add(resolved.id);
      // A URL: Rollup would rewrite an absolute path relative to the chunk that imports it.
      return { id: pathToFileURL(compiledFile(resolved.id)).href, external: true };
    },
    buildEnd(error) {
      if (error !== undefined || modules.size === 0) return;
      compiled = compile(root, dir, [...modules]);
      // Awaited (and reported) before the bundle is written.
      compiled.catch(() => undefined);
    },
    async writeBundle() {
      await compiled;
    },
  };
}

/** Compiles `modules` (absolute paths in `root`) into `dir`, each at its path from `root`, shared code in chunks of its own. */
async function compile(root: string, dir: string, modules: string[]): Promise<void> {
  try {
    await build({
      absWorkingDir: root,
      entryPoints: modules,
      outbase: root,
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      // One instance of each module for every page: a module imported by two others is in one shared chunk.
      splitting: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
    });
  } catch (error) {
    const problems = esbuildProblems(error);
    throw problems === undefined ? error : new ServerLibError(problems);
  }
}
