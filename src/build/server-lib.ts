/**
 * The pages' server bundle without the project's own modules: in `npm run
 * build`, every import from a file of src/ (a page, a component, a module)
 * of a module of src/ other than a page (the site data, the renderers, the
 * bridge domain, the components' helpers) is left out of Rollup's bundle,
 * as an import of the same module compiled by esbuild, with what it
 * imports, into a folder of the build's own (`dir`). Rollup then bundles
 * the pages, the .astro components and Astro's runtime, as in a bare Astro
 * site. What Astro itself imports from src/ (a middleware, say) is left to
 * Vite.
 *
 * Why: Rollup parses every module it bundles and writes it out again. For
 * these modules (58 of them, reached through 22 imports from the pages and
 * components; about 200 KB of JavaScript, a third of the bundle) that cost
 * about 0.3 s of every build: 3.5 s against 3.2 s in alternating builds.
 * esbuild compiles them in 0.12-0.14 s, in its own process, while Rollup
 * writes the rest (measured 2026-11-24, 2 cores). The server bundle only
 * renders the pages, once, and is then thrown away; the pages are the same
 * byte for byte (`npm run test:site` builds them both ways and compares
 * every file: tests/site-crawl/astro-directly.test.ts).
 *
 * esbuild compiles exactly the modules Rollup was pointed to (Rollup never
 * loads them), once it has resolved every import (`buildEnd`); the bundle
 * waits for it before it is written out. Every problem fails the build at
 * its file:line:col, all of them at once:
 * - a module that does not compile (esbuild's messages);
 * - what only Vite can give such a module: a stylesheet, an .astro file or
 *   an asset imported, one of Astro's `astro:` modules, `import.meta` (its
 *   `env` is Vite's; its `url` would name the compiled module): these
 *   belong in the components;
 * - a name imported from such a module that it does not export: Rollup
 *   cannot check an import from outside its bundle, and Node would only
 *   fail on it while the pages render, naming a file of the scratch folder.
 * One more difference from Vite, which the site does not meet: esbuild
 * orders the top-level code of modules split into shared chunks by chunk,
 * not strictly by import (evanw/esbuild#399); these modules run no code at
 * load that depends on another's.
 *
 * `astro build` run directly (astro.config.mjs) does not use this plugin:
 * Vite bundles everything there, and `astro dev` compiles every module on
 * request, as before.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { VitePlugin } from './astro-options';
import { esbuildProblems, shownFile } from './esbuild-problems';

/** What stopped the site's modules from serving the pages, each at file:line:col. */
export class ServerLibError extends Error {
  constructor(readonly problems: string[]) {
    super(`the site's modules, compiled apart for the pages (src/build/server-lib.ts), have ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ServerLibError';
  }
}

/** What was compiled: the names each module exports, and how many modules of src/ in all. */
interface Compiled {
  exports: Map<string, ReadonlySet<string>>;
  modules: number;
}

/** JavaScript or TypeScript, not a declaration file. */
const CODE = /(?<!\.d)\.[cm]?[jt]s$/;

/**
 * The plugin, for the project in `root`, compiling into `dir` (the caller
 * removes it once the pages are built); `report` is told how many modules
 * of src/ were compiled.
 */
export function serverLib(root: string, dir: string, report?: (modules: number) => void): VitePlugin {
  // Vite's ids are paths with forward slashes, on every system.
  const src = `${root.split(path.sep).join('/')}/src/`;
  const pages = `${src}pages/`;
  const isCompiled = (id: string): boolean => id.startsWith(src) && !id.startsWith(pages) && CODE.test(id);
  const compiledUrl = (id: string): string => pathToFileURL(path.join(dir, path.relative(root, id)).replace(/\.[cm]?[jt]s$/, '.mjs')).href;
  /** The modules left out of the bundle: the compiled module's URL → the source. */
  const modules = new Map<string, string>();
  let active = false;
  let compiled: Promise<Compiled> | undefined;
  return {
    name: 'kb:server-lib',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // Astro's server build only (Astro gives the same plugins to a browser build, if it makes one).
      active = Boolean(config.build.ssr);
    },
    buildStart() {
      modules.clear();
      compiled = undefined;
    },
    async resolveId(source, importer, options) {
      if (!active || importer === undefined || !importer.startsWith(src) || !(source.startsWith('.') || source.startsWith('/'))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || resolved.external || !isCompiled(resolved.id)) return resolved;
      // A URL: Rollup would rewrite an absolute path relative to the chunk that imports it.
      const url = compiledUrl(resolved.id);
      modules.set(url, resolved.id);
      return { id: url, external: true };
    },
    buildEnd(error) {
      if (!active || error !== undefined || modules.size === 0) return;
      compiled = compile(root, dir, [...modules.values()]);
      compiled.then(({ modules: count }) => report?.(count)).catch(() => undefined);
    },
    // A build that fails while Rollup writes its bundle waits for esbuild, so that nothing writes into `dir` after.
    async renderError() {
      await compiled?.catch(() => undefined);
    },
    async generateBundle(_options, bundle) {
      if (compiled === undefined) return;
      const { exports } = await compiled;
      const problems = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [imported, names] of Object.entries(chunk.importedBindings)) {
          const source = modules.get(imported);
          const known = source === undefined ? undefined : exports.get(source);
          const missing = known === undefined ? [] : names.filter((n) => n !== '*' && !known.has(n));
          // `export * from 'a-package'` stays as written: which names it gives, only the package knows.
          if (source === undefined || missing.length === 0 || /^export \* from /m.test(await readFile(fileURLToPath(imported), 'utf8'))) continue;
          const importers = Object.keys(chunk.modules).filter((id) => this.getModuleInfo(id)?.importedIds.includes(imported));
          for (const name of missing) {
            for (const at of await whereImported(root, importers, name, source)) problems.add(`${at}: "${name}" is not exported by ${shownFile(root, source)}`);
          }
        }
      }
      if (problems.size > 0) throw new ServerLibError([...problems].sort());
    },
  };
}

/**
 * Where `importers` (module ids) import `name` from `source`: file:line:col
 * of the name in each import of it; else the first importer's file:1:1.
 */
async function whereImported(root: string, importers: string[], name: string, source: string): Promise<string[]> {
  const stem = path.basename(source).replace(CODE, '');
  const files = importers.map((id) => id.split('?')[0] ?? id);
  const found: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => '');
    for (const m of text.matchAll(/import\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2/g)) {
      const at = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).exec(m[1] ?? '');
      if (at === null || path.basename(m[3] ?? '').replace(CODE, '') !== stem) continue;
      const before = text.slice(0, m.index + m[0].indexOf('{') + 1 + at.index).split('\n');
      found.push(`${shownFile(root, file)}:${before.length}:${(before.at(-1)?.length ?? 0) + 1}`);
      break;
    }
  }
  return found.length > 0 || files[0] === undefined ? found : [`${shownFile(root, files[0])}:1:1`];
}

/**
 * Compiles `sources` (absolute paths in `root`) into `dir`, each at its path
 * from `root`, shared code in chunks of its own; packages are left to Node.
 */
async function compile(root: string, dir: string, sources: string[]): Promise<Compiled> {
  let result;
  try {
    result = await build({
      absWorkingDir: root,
      entryPoints: sources,
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
      // `import.meta` refused at its place: Vite's `import.meta.env` is not there, and `import.meta.url` would name
      // the compiled module, not the source.
      supported: { 'import-meta': false },
      logOverride: { 'empty-import-meta': 'error' },
      metafile: true,
      logLevel: 'silent',
      plugins: [viteOnly()],
    });
  } catch (error) {
    const problems = esbuildProblems(error, (m) => (m.id === 'empty-import-meta' ? `uses import.meta, ${VITE_ONLY}` : m.text));
    throw problems === undefined ? error : new ServerLibError(problems);
  }
  const exports = new Map<string, ReadonlySet<string>>();
  for (const output of Object.values(result.metafile.outputs)) {
    if (output.entryPoint !== undefined) exports.set(path.resolve(root, output.entryPoint).split(path.sep).join('/'), new Set(output.exports));
  }
  // Packages are left to Node: every input is the project's.
  const modules = Object.keys(result.metafile.inputs).filter((input) => CODE.test(input)).length;
  return { exports, modules };
}

const VITE_ONLY = 'which only Vite provides; this module is compiled by esbuild for the pages (src/build/server-lib.ts): do it in a component (.astro) and pass the result on';

/** Refuses, at its place, an import of what only Vite gives a module: stylesheets, components and assets, Astro's virtual modules. */
function viteOnly(): Plugin {
  return {
    name: 'kb:vite-only',
    setup(bundler) {
      bundler.onResolve({ filter: /^astro:|\?|\.(?:astro|css|scss|sass|less|styl|svg|png|jpe?g|gif|webp|avif|ico|wasm|html|mdx?)$/ }, ({ path: specifier }) => ({
        errors: [{ text: `imports "${specifier}", ${VITE_ONLY}` }],
      }));
    },
  };
}
