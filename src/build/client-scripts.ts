/**
 * The browser's scripts, bundled with esbuild (code splitting, minified,
 * names with a content hash) for the site's assets folder; the
 * kb:client-scripts integration (src/integrations/client-scripts.ts) runs
 * this while Astro starts and writes the files when Astro has built the
 * pages.
 *
 * Why not Astro's own bundling of `<script>` tags: Astro hands them to Vite,
 * whose second Rollup build (72 modules) took 0.45-0.5 s of every build, an
 * eighth of it; esbuild does the same work in about 45 ms, in its own
 * process, while Astro starts (measured 2026-11-24, 2 cores). The minifier is
 * the one Vite uses (esbuild's), for the browsers Vite targets by default.
 *
 * esbuild is imported with this module, not when a bundle starts: when Astro
 * reads astro.config.mjs (`astro build`, `astro dev`), it loads the config's
 * modules through Vite's module runner, which is closed by the time the
 * build hooks run, and an `import()` there fails. Its service process is not
 * stopped after the bundle: Astro's own plugins use the same esbuild in this
 * process, and stopping it would end their calls.
 */
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { LAZY_MODULES, PAGE_SCRIPTS, lazyModuleSource, pageScriptSource, type PageScript } from '../components/client-scripts';
import { addresses } from '../site/addresses';
import type { PageScriptFiles } from '../site/handoff';
import { esbuildProblems, shownFile } from './esbuild-problems';

/**
 * The browsers: Vite's default build target ('modules'), which Astro's
 * bundling used before, except Safari 15 for 14. esbuild 0.27 cannot lower
 * destructuring for Safari 14 (which has a bug in it) and refuses the
 * bundle; every device that ran Safari 14 (iOS 14) can run Safari 15.
 */
const BROWSERS = ['es2020', 'edge88', 'firefox78', 'chrome87', 'safari15'];

export interface ClientFile {
  /** Where it goes in the site, e.g. "_astro/search-box.X2B4QK7D.js". */
  file: string;
  contents: Uint8Array;
}

export interface ClientBundle<Name extends string = PageScript> {
  scripts: Record<Name, PageScriptFiles>;
  files: ClientFile[];
}

/** The bundle's problems, each as file:line:col: what esbuild said. */
export class ClientScriptError extends Error {
  constructor(readonly problems: string[]) {
    super(`the browser's scripts could not be bundled (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ClientScriptError';
  }
}

/** Bundles the page scripts and modules loaded on first use of the project in `root` (src/components/client-scripts.ts). */
export function bundleClientScripts(root: string): Promise<ClientBundle> {
  return bundleScripts(
    root,
    Object.fromEntries(PAGE_SCRIPTS.map((name) => [name, pageScriptSource(name)])) as Record<PageScript, string>,
    LAZY_MODULES.map(lazyModuleSource),
  );
}

/**
 * Bundles `pages` (name → source, from `root`) and `lazy` (the sources
 * loaded on first use) into files for the site's assets folder.
 */
export async function bundleScripts<Name extends string>(root: string, pages: Readonly<Record<Name, string>>, lazy: readonly string[]): Promise<ClientBundle<Name>> {
  const assets = addresses.assets();
  const outdir = path.join(root, assets);
  const entries = Object.entries(pages) as [Name, string][];
  let result;
  try {
    result = await build({
      absWorkingDir: root,
      entryPoints: [...entries.map(([name, source]) => ({ in: source, out: name })), ...lazy.map((source) => ({ in: source, out: path.basename(source, '.ts') }))],
      outdir,
      entryNames: '[name].[hash]',
      chunkNames: 'shared.[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: BROWSERS,
      minify: true,
      legalComments: 'none',
      charset: 'utf8',
      metafile: true,
      write: false,
      logLevel: 'silent',
      plugins: [lazyModulesListed(root, lazy)],
    });
  } catch (error) {
    const problems = esbuildProblems(error);
    throw problems === undefined ? error : new ClientScriptError(problems);
  }
  const { outputs } = result.metafile;
  // The metafile names files from `root`, the site from its own root.
  const addressOf = (file: string) => assets + path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/');
  const written = new Map(Object.entries(outputs).flatMap(([file, out]) => (out.entryPoint ? [[out.entryPoint, file] as const] : [])));
  const staticImports = (file: string, found = new Set<string>()): Set<string> => {
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || found.has(imported.path)) continue;
      found.add(imported.path);
      staticImports(imported.path, found);
    }
    return found;
  };
  const scripts = Object.fromEntries(
    entries.map(([name, source]): [Name, PageScriptFiles] => {
      const file = written.get(source);
      if (file === undefined) throw new Error(`esbuild wrote no file for the page script ${source}`);
      return [name, { src: addressOf(file), imports: [...staticImports(file)].map(addressOf).sort() }];
    }),
  ) as Record<Name, PageScriptFiles>;
  return {
    scripts,
    files: result.outputFiles.map((f) => ({ file: addressOf(f.path).replace(/^\//, ''), contents: f.contents })),
  };
}

/**
 * Refuses an `import()` of a module not listed among those loaded on first
 * use (it would become an anonymous shared file), at the line and column of
 * the `import()`, every one of them at once.
 */
function lazyModulesListed(root: string, lazy: readonly string[]): Plugin {
  const listed = new Set(lazy.map((source) => path.resolve(root, source)));
  return {
    name: 'kb:lazy-modules-listed',
    setup(bundler) {
      bundler.onResolve({ filter: /.*/ }, async ({ kind, path: specifier, importer, resolveDir }) => {
        if (kind !== 'dynamic-import') return undefined;
        const resolved = await bundler.resolve(specifier, { kind: 'import-statement', importer, resolveDir });
        if (resolved.errors.length > 0 || listed.has(resolved.path)) return undefined;
        return { errors: [{ text: `loads ${shownFile(root, resolved.path)} on first use (import()); add it to LAZY_MODULES in src/components/client-scripts.ts, so that it is bundled as a file of its own` }] };
      });
    },
  };
}
