/**
 * The browser's scripts, bundled by esbuild (src/build/client-scripts.ts):
 * every page script and every module loaded on first use becomes a file of
 * its own, named after it, with a content hash; the same sources give the
 * same files; a script that does not bundle, or an `import()` of a module
 * not listed, fails with the file, line and column and what to do. And the
 * built pages run no other script: a `<script>` written in a component would
 * go back to Astro's own bundling (and its half second), unnoticed.
 */
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { selectAll } from 'hast-util-select';
import { LAZY_MODULES, PAGE_SCRIPTS } from '../../src/components/client-scripts';
import { bundleClientScripts, bundleScripts, ClientScriptError } from '../../src/build/client-scripts';
import { staticImports } from '../../src/build/page-weight';
import { allPages, readPage, siteDir } from './site';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const text = (contents: Uint8Array) => new TextDecoder().decode(contents);

/** The project's scripts, bundled once for the tests of this file. */
const bundled = bundleClientScripts(ROOT);

describe("the project's scripts", () => {
  it('gives every page script an address in the assets folder, named after it with a hash', async () => {
    const { scripts, files } = await bundled;
    expect(Object.keys(scripts).sort()).toEqual([...PAGE_SCRIPTS].sort());
    const names = new Set(files.map((f) => `/${f.file}`));
    for (const [name, { src }] of Object.entries(scripts)) {
      expect(src).toMatch(new RegExp(`^/_astro/${name}\\.[A-Z0-9]{8}\\.js$`));
      expect(names, src).toContain(src);
    }
  });

  it('lists with each page script every file it imports, directly or through another, and none it loads on first use', async () => {
    const { scripts, files } = await bundled;
    const contents = new Map(files.map((f) => [`/${f.file}`, text(f.contents)]));
    const importsOf = (address: string): string[] => staticImports(contents.get(address) ?? '').map((file) => new URL(file, `http://site${address}`).pathname);
    for (const [name, { src, imports }] of Object.entries(scripts)) {
      const closure = new Set<string>();
      const queue = importsOf(src);
      while (queue.length > 0) {
        const next = queue.shift()!;
        if (closure.has(next)) continue;
        closure.add(next);
        queue.push(...importsOf(next));
      }
      expect(imports, name).toEqual([...closure].sort());
      for (const lazy of LAZY_MODULES) expect(imports.join(' '), name).not.toContain(`/${path.basename(lazy)}.`);
    }
    // The search box's script imports shared code, so the list is not empty by construction.
    expect(scripts['search-box'].imports.length).toBeGreaterThan(0);
  });

  it('writes each module loaded on first use as a file named after it, which the scripts load by that name', async () => {
    const { files } = await bundled;
    const all = files.map((f) => text(f.contents)).join('\n');
    for (const lazy of LAZY_MODULES) {
      const name = path.basename(lazy);
      const file = files.find((f) => new RegExp(`^_astro/${name}\\.[A-Z0-9]{8}\\.js$`).test(f.file));
      expect(file, name).toBeDefined();
      expect(all, `an import() of ${file?.file}`).toContain(`import("./${path.basename(file!.file)}")`);
    }
  });

  it('imports nothing from outside the assets folder: every import is a sibling file', async () => {
    const { files } = await bundled;
    const names = new Set(files.map((f) => path.basename(f.file)));
    for (const f of files) {
      expect(f.file, f.file).toMatch(/^_astro\/[\w-]+\.[A-Z0-9]{8}\.js$/);
      for (const m of text(f.contents).matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g)) {
        const target = m[1] ?? '';
        expect(target, `${f.file} imports ${target}`).toMatch(/^\.\/[\w-]+\.[A-Z0-9]{8}\.js$/);
        expect(names, `${f.file} imports ${target}`).toContain(target.slice(2));
      }
    }
  });

  it('gives the same files from the same sources', async () => {
    const again = await bundleClientScripts(ROOT);
    const digest = (b: Awaited<typeof bundled>) => b.files.map((f) => `${f.file} ${text(f.contents).length}`).sort();
    expect(digest(again)).toEqual(digest(await bundled));
    expect(again.scripts).toEqual((await bundled).scripts);
  });
});

describe('scripts that do not bundle', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kb-client-scripts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  };

  it('are refused with file:line:col of every problem', async () => {
    write('broken.ts', 'const ok = 1;\nconst bad = ;\n');
    write('missing.ts', "import { gone } from './nowhere';\nconsole.log(gone);\n");
    const failure = await bundleScripts(dir, { broken: 'broken.ts', missing: 'missing.ts' }, []).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ClientScriptError);
    const { problems, message } = failure as ClientScriptError;
    expect(problems).toHaveLength(2);
    expect(problems).toContainEqual(expect.stringMatching(/^broken\.ts:2:13: Unexpected ";"/));
    expect(problems).toContainEqual(expect.stringMatching(/^missing\.ts:1:22: Could not resolve "\.\/nowhere"/));
    expect(message).toMatch(/^the browser's scripts could not be bundled \(2 problems\):\n {2}/);
  });

  it('an import() of a module not listed as loaded on first use is refused at its line and column, every one at once, naming the list to add it to', async () => {
    write('page.ts', "document.body.addEventListener('click', () => void import('./later'));\n");
    write('other.ts', "const x = 1;\nexport const go = () => import('./afterwards').then(() => x);\n");
    write('later.ts', 'export const later = 1;\n');
    write('afterwards.ts', 'export const afterwards = 2;\n');
    const failure = await bundleScripts(dir, { page: 'page.ts', other: 'other.ts' }, []).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ClientScriptError);
    const fix = 'add it to LAZY_MODULES in src/components/client-scripts.ts, so that it is bundled as a file of its own';
    expect([...(failure as ClientScriptError).problems].sort()).toEqual([
      `other.ts:2:32: loads afterwards.ts on first use (import()); ${fix}`,
      `page.ts:1:59: loads later.ts on first use (import()); ${fix}`,
    ]);
    // Listed, it bundles, as a file named after it.
    const { scripts, files } = await bundleScripts(dir, { page: 'page.ts' }, ['later.ts']);
    expect(scripts.page.src).toMatch(/^\/_astro\/page\.[A-Z0-9]{8}\.js$/);
    expect(scripts.page.imports).toEqual([]);
    expect(files.map((f) => f.file)).toContainEqual(expect.stringMatching(/^_astro\/later\.[A-Z0-9]{8}\.js$/));
  });
});

describe('the scripts of the built pages', () => {
  const PAGE_SCRIPT = new RegExp(`^/_astro/(${PAGE_SCRIPTS.join('|')})\\.[A-Z0-9]{8}\\.js$`);

  it('are page scripts only, each once a page, each a file of the site; the rest is JSON data', () => {
    const wrong: string[] = [];
    const pages = allPages();
    expect(pages.length).toBeGreaterThan(20);
    for (const url of pages) {
      const seen = new Set<string>();
      for (const script of selectAll('script', readPage(url))) {
        const { type, src } = script.properties;
        if (type === 'application/json') continue;
        const address = String(src ?? '');
        if (type !== 'module' || !PAGE_SCRIPT.test(address)) wrong.push(`${url}: <script type=${String(type)} src=${address || '(none: inline)'}>`);
        else if (seen.has(address)) wrong.push(`${url}: ${address} twice`);
        else if (!existsSync(path.join(siteDir(), address))) wrong.push(`${url}: ${address} is not in the site`);
        seen.add(address);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('ask beside their scripts for exactly the files those import, each once a page, before the script', async () => {
    const { scripts } = await bundled;
    const byAddress = new Map(Object.values(scripts).map((s) => [s.src, s.imports]));
    const wrong: string[] = [];
    for (const url of allPages()) {
      const tree = readPage(url);
      const order = selectAll('link[rel="modulepreload"], script[src]', tree).map((el) => String(el.properties['href'] ?? el.properties['src']));
      const preloads = selectAll('link[rel="modulepreload"]', tree).map((el) => String(el.properties['href']));
      const onPage = selectAll('script[src]', tree).map((el) => String(el.properties['src']));
      const wanted = [...new Set(onPage.flatMap((src) => byAddress.get(src) ?? []))].sort();
      if (JSON.stringify([...preloads].sort()) !== JSON.stringify(wanted))
        wrong.push(`${url}: preloads ${preloads.join(' ')}, its scripts import ${wanted.join(' ')}`);
      if (new Set(preloads).size !== preloads.length) wrong.push(`${url}: a file preloaded twice`);
      for (const src of onPage) {
        const late = (byAddress.get(src) ?? []).filter((file) => order.indexOf(file) > order.indexOf(src));
        if (late.length > 0) wrong.push(`${url}: ${late.join(' ')} asked for after ${src}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every page script is used by some page (the not-found page among them)', () => {
    const used = new Set([...allPages(), '/404.html'].flatMap((url) => selectAll('script[src]', readPage(url)).map((s) => PAGE_SCRIPT.exec(String(s.properties['src']))?.[1])));
    expect([...PAGE_SCRIPTS].filter((name) => !used.has(name))).toEqual([]);
  });
});
