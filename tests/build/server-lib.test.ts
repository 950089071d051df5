/**
 * The site's own modules, compiled by esbuild for the pages' server bundle
 * rather than bundled by Rollup (src/build/server-lib.ts): which imports
 * are left out of the bundle, that each is compiled where the bundle looks
 * for it and works there (one instance of a module shared by two), and that
 * a module that does not compile fails the build at its file:line:col.
 *
 * The plugin is driven here as Vite drives it, hook by hook, on a small
 * project; that the real pages are the same with it as without it, byte for
 * byte, is the site crawl's test (tests/site-crawl/astro-directly.test.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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

/** The plugin's hooks, called as Vite calls them in a build (`ssr`: Astro's server build or another one). */
function driven(root: string, dir: string, ssr = true) {
  const plugin = serverLib(root, dir) as unknown as {
    configResolved: (config: unknown) => void;
    resolveId: (this: unknown, source: string, importer: string | undefined, options: object) => Promise<Resolved>;
    buildEnd: (error?: Error) => void;
    writeBundle: () => Promise<void>;
  };
  plugin.configResolved({ build: { ssr } });
  // What the plugins after it resolve: files of the project by path, anything else as a package left external.
  const context = {
    resolve: async (source: string, importer: string): Promise<Resolved> =>
      source.startsWith('.') || source.startsWith('/') ? { id: path.resolve(path.dirname(importer), source) } : { id: source, external: true },
  };
  return {
    resolve: (source: string, importer: string | undefined) => plugin.resolveId.call(context, source, importer, { ssr }),
    /** Rollup has resolved every import; the bundle is written out. */
    finish: async () => {
      plugin.buildEnd();
      await plugin.writeBundle();
    },
  };
}

const files = {
  'src/pages/index.ts': "export { title } from '../site/title.ts';\n",
  'src/site/title.ts': "import { count } from './counter.ts';\nimport { parse } from 'yaml';\nexport const title = (): string => `${parse('name: Law 27').name} (${count()})`;\n",
  'src/site/other.ts': "import { count } from './counter.ts';\nexport const again = (): number => count();\n",
  'src/site/counter.ts': 'let n = 0;\nexport const count = (): number => ++n;\n',
  'src/site/types.d.ts': 'export type Nothing = never;\n',
};

describe('the pages’ server bundle', () => {
  it('leaves out every module of src/ but the pages, as the compiled module, which works from there', async () => {
    const { root, dir } = project(files);
    const vite = driven(root, dir);
    const page = path.join(root, 'src/pages/index.ts');
    // A page itself, and what is not the project's: Rollup's, as before.
    expect(await vite.resolve('./index.ts', path.join(root, 'src/pages/other.ts'))).toEqual({ id: page });
    expect(await vite.resolve('yaml', page)).toBeNull();
    expect(await vite.resolve('../site/types.d.ts', page)).toEqual({ id: path.join(root, 'src/site/types.d.ts') });
    // An entry (no importer) is never left out.
    expect(await vite.resolve(path.join(root, 'src/site/title.ts'), undefined)).toBeNull();

    const title = await vite.resolve('../site/title.ts', page);
    const other = await vite.resolve('/src/site/other.ts'.replace('/src', path.join(root, 'src')), page);
    expect(title).toEqual({ id: pathToFileURL(path.join(dir, 'src/site/title.mjs')).href, external: true });
    expect(other?.external).toBe(true);
    await vite.finish();

    const compiledTitle = (await import(title!.id)) as { title: () => string };
    const compiledOther = (await import(other!.id)) as { again: () => number };
    // The package was left to Node (it is not copied into the compiled module), and the module works.
    expect(compiledTitle.title()).toBe('Law 27 (1)');
    // Both modules count with one counter: a module imported by two is one instance, as in one bundle.
    expect(compiledOther.again()).toBe(2);
    expect(compiledTitle.title()).toBe('Law 27 (3)');
    expect(fileURLToPath(title!.id).startsWith(dir)).toBe(true);
  });

  it('bundles everything in any other build (not Astro’s server build)', async () => {
    const { root, dir } = project(files);
    const vite = driven(root, dir, false);
    expect(await vite.resolve('../site/title.ts', path.join(root, 'src/pages/index.ts'))).toBeNull();
    await vite.finish();
  });

  it('fails the build with every module that does not compile, at its file, line and column', async () => {
    const { root, dir } = project({
      'src/pages/index.ts': "export { a } from '../site/a.ts';\nexport { b } from '../site/b.ts';\n",
      'src/site/a.ts': 'export const a = (: number => 1;\n',
      'src/site/b.ts': "import { c } from './missing.ts';\nexport const b = c;\n",
    });
    const vite = driven(root, dir);
    const page = path.join(root, 'src/pages/index.ts');
    await vite.resolve('../site/a.ts', page);
    await vite.resolve('../site/b.ts', page);
    const failed = await vite.finish().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ServerLibError);
    const { problems, message } = failed as ServerLibError;
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.startsWith('src/site/a.ts:1:'))).toMatch(/^src\/site\/a\.ts:1:\d+: /);
    expect(problems.find((p) => p.startsWith('src/site/b.ts:1:'))).toMatch(/^src\/site\/b\.ts:1:19: Could not resolve "\.\/missing\.ts"/);
    expect(message).toMatch(/could not be compiled for the pages \(2 problems\)/);
  });
});
