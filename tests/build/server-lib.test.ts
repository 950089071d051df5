/**
 * The site's own modules, compiled by esbuild for the pages' server bundle
 * rather than bundled by Rollup (src/build/server-lib.ts): which imports
 * are left out of the bundle, that each is compiled where the bundle looks
 * for it and works there (one instance of a module shared by two, packages
 * left to Node), and that every problem fails the build at its
 * file:line:col: a module that does not compile, what only Vite gives a
 * module, a name imported that the module does not export.
 *
 * The plugin is driven here as Vite drives it, hook by hook, on a small
 * project; that the real pages are the same with it as without it, byte for
 * byte, is the site crawl's test (tests/site-crawl/astro-directly.test.ts).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serverLib, ServerLibError } from '../../src/build/server-lib';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
// Inside the project, so that the compiled modules find its packages (left to Node) as the build's do.
const work = path.join(ROOT, '.build', `test-server-lib-${process.pid}`);
afterAll(() => rmSync(work, { recursive: true, force: true }));

let projects = 0;
/** A project with `files` (path from its root → text), and a folder for the compiled modules. */
function project(files: Record<string, string>): { root: string; dir: string } {
  const root = path.join(work, `p${++projects}`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { root, dir: path.join(root, '.scratch') };
}

type Resolved = { id: string; external?: boolean } | null;
interface Chunk {
  type: 'chunk';
  importedBindings: Record<string, string[]>;
  modules: Record<string, unknown>;
}
type Hooks = {
  configResolved: (config: unknown) => void;
  buildStart: () => void;
  resolveId: (this: unknown, source: string, importer: string | undefined, options: object) => Promise<Resolved>;
  buildEnd: (error?: Error) => void;
  renderError: () => Promise<void>;
  generateBundle: (this: unknown, options: object, bundle: Record<string, Chunk>) => Promise<void>;
};

/**
 * The plugin's hooks, called as Vite calls them in a build (`ssr`: Astro's
 * server build or another one); `build` starts another build with the
 * same plugin, as Astro gives the same plugins to each of its builds.
 */
function driven(root: string, dir: string) {
  const reported: number[] = [];
  const plugin = serverLib(root, dir, (modules) => reported.push(modules)) as unknown as Hooks;
  /** What Rollup knows of the modules it bundled: which import what. */
  const imports = new Map<string, string[]>();
  const context = {
    // What the plugins after it resolve: files of the project by path, anything else as a package left external.
    resolve: async (source: string, importer: string): Promise<Resolved> =>
      source.startsWith('.') || source.startsWith('/') ? { id: path.resolve(path.dirname(importer), source) } : { id: source, external: true },
    getModuleInfo: (id: string) => ({ importedIds: imports.get(id) ?? [] }),
  };
  const build = (ssr = true) => {
    plugin.configResolved({ build: { ssr } });
    plugin.buildStart();
    return {
      resolve: async (source: string, importer: string | undefined) => {
        const resolved = await plugin.resolveId.call(context, source, importer, { ssr });
        if (importer !== undefined && resolved !== null) imports.set(importer, [...(imports.get(importer) ?? []), resolved.id]);
        return resolved;
      },
      /** Rollup has resolved every import (or failed), then writes `bundle` out. */
      finish: async (bundle: Record<string, Chunk> = {}, error?: Error) => {
        plugin.buildEnd(error);
        await plugin.generateBundle.call(context, {}, bundle);
      },
    };
  };
  return { build, reported, renderError: () => plugin.renderError() };
}

const failure = (done: Promise<unknown>): Promise<ServerLibError> =>
  done.then(
    () => {
      throw new Error('the build did not fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ServerLibError);
      return error as ServerLibError;
    },
  );

const files = {
  'src/pages/index.ts': "import { title } from '../site/title.ts';\nimport { title as again, nothing } from '../site/title.ts';\nexport { title, again, nothing };\n",
  'src/site/title.ts': "import { count } from './counter.ts';\nimport { parse } from 'yaml';\nexport const title = (): string => `${parse('name: Law 27').name} (${count()})`;\n",
  'src/site/other.ts': "import { count } from './counter.ts';\nexport const again = (): number => count();\n",
  'src/site/counter.ts': 'let n = 0;\nexport const count = (): number => ++n;\n',
  'src/site/types.d.ts': 'export type Nothing = never;\n',
  'src/middleware.ts': "import { count } from './site/counter.ts';\nexport const onRequest = count;\n",
};

describe('the pages’ server bundle', () => {
  it('leaves out every module of src/ that a file of src/ imports, but the pages, as the compiled module, which works from there', async () => {
    const { root, dir } = project(files);
    const { build, reported } = driven(root, dir);
    const vite = build();
    const page = path.join(root, 'src/pages/index.ts');
    // A page itself, and what is not the project's: Rollup's, as before.
    expect(await vite.resolve('./index.ts', path.join(root, 'src/pages/other.ts'))).toEqual({ id: page });
    expect(await vite.resolve('yaml', page)).toBeNull();
    expect(await vite.resolve('../site/types.d.ts', page)).toEqual({ id: path.join(root, 'src/site/types.d.ts') });
    // An entry (no importer), and what Astro itself imports (its middleware, from a module of its own): Vite's.
    expect(await vite.resolve(path.join(root, 'src/site/title.ts'), undefined)).toBeNull();
    expect(await vite.resolve(path.join(root, 'src/middleware.ts'), '\0astro-internal:middleware')).toBeNull();

    const title = await vite.resolve('../site/title.ts', page);
    const other = await vite.resolve(path.join(root, 'src/site/other.ts'), page);
    expect(title).toEqual({ id: pathToFileURL(path.join(dir, 'src/site/title.mjs')).href, external: true });
    expect(other?.external).toBe(true);
    await vite.finish();
    // Three modules of src/: the two imported, and the one they share.
    expect(reported).toEqual([3]);

    const compiledTitle = (await import(title!.id)) as { title: () => string };
    const compiledOther = (await import(other!.id)) as { again: () => number };
    expect(compiledTitle.title()).toBe('Law 27 (1)');
    // Both modules count with one counter: a module imported by two is one instance, as in one bundle.
    expect(compiledOther.again()).toBe(2);
    expect(compiledTitle.title()).toBe('Law 27 (3)');
    // The package is left to Node: imported by name, not copied in.
    const code = readFileSync(fileURLToPath(title!.id), 'utf8');
    expect(code).toMatch(/from "yaml"/);
    expect(code.length).toBeLessThan(1000);
  });

  it('compiles nothing in any other build, nor after a build that failed', async () => {
    const { root, dir } = project(files);
    const { build, reported } = driven(root, dir);
    const page = path.join(root, 'src/pages/index.ts');
    // Astro's server build that fails: its modules are not compiled.
    const failed = build();
    expect((await failed.resolve('../site/title.ts', page))?.external).toBe(true);
    await failed.finish({}, new Error('Rollup failed'));
    // A browser build with the same plugin: everything is Vite's, and nothing is compiled.
    const browser = build(false);
    expect(await browser.resolve('../site/title.ts', page)).toBeNull();
    await browser.finish();
    expect(reported).toEqual([]);
    expect(existsSync(dir)).toBe(false);
  });

  it('fails the build with every module that does not compile, at its file, line and column', async () => {
    const { root, dir } = project({
      'src/pages/index.ts': "export { a } from '../site/a.ts';\nexport { b } from '../site/b.ts';\n",
      'src/site/a.ts': 'export const a = (: number => 1;\n',
      'src/site/b.ts': "import { c } from './missing.ts';\nexport const b = c;\n",
    });
    const { build, renderError } = driven(root, dir);
    const vite = build();
    const page = path.join(root, 'src/pages/index.ts');
    await vite.resolve('../site/a.ts', page);
    await vite.resolve('../site/b.ts', page);
    const { problems, message } = await failure(vite.finish());
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.startsWith('src/site/a.ts:1:'))).toMatch(/^src\/site\/a\.ts:1:\d+: /);
    expect(problems.find((p) => p.startsWith('src/site/b.ts:1:'))).toMatch(/^src\/site\/b\.ts:1:19: Could not resolve "\.\/missing\.ts"/);
    expect(message).toMatch(/compiled apart for the pages \(src\/build\/server-lib\.ts\), have 2 problems:/);
    // A build failing while Rollup writes its bundle waits for esbuild's end, whatever it was.
    await expect(renderError()).resolves.toBeUndefined();
  });

  it('refuses what only Vite gives a module (stylesheets, Astro’s modules, import.meta), every one at its place', async () => {
    const { root, dir } = project({
      'src/pages/index.ts': "export { a } from '../site/a.ts';\n",
      'src/site/a.ts': "import './a.css';\nimport { b } from './b.ts';\nexport const a = b;\n",
      'src/site/b.ts': "import { defineMiddleware } from 'astro:middleware';\nexport const b = import.meta.env.PROD ? defineMiddleware : null;\n",
      'src/site/a.css': 'p { color: red; }\n',
    });
    const vite = driven(root, dir).build();
    await vite.resolve('../site/a.ts', path.join(root, 'src/pages/index.ts'));
    const { problems } = await failure(vite.finish());
    expect(problems.map((p) => p.replace(/, which only Vite provides;.*$/, '')).sort()).toEqual([
      'src/site/a.ts:1:8: imports "./a.css"',
      'src/site/b.ts:1:34: imports "astro:middleware"',
      'src/site/b.ts:2:18: uses import.meta',
    ]);
    for (const problem of problems) expect(problem).toMatch(/do it in a component \(\.astro\) and pass the result on$/);
  });

  it('fails the build with every name imported from such a module that it does not export, where it is imported', async () => {
    const { root, dir } = project(files);
    const vite = driven(root, dir).build();
    const page = path.join(root, 'src/pages/index.ts');
    const title = (await vite.resolve('../site/title.ts', page))!.id;
    await vite.resolve('../site/title.ts', page);
    // What Rollup wrote: the page's chunk imports three names from the compiled module, one of which it lacks.
    const bundle: Record<string, Chunk> = { 'pages/index.mjs': { type: 'chunk', importedBindings: { [title]: ['title', 'nothing'] }, modules: { [page]: {} } } };
    const { problems } = await failure(vite.finish(bundle));
    expect(problems).toEqual(['src/pages/index.ts:2:26: "nothing" is not exported by src/site/title.ts']);
  });
});
