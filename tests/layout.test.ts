/**
 * Where code lives (README, How it is built): src/ holds what the site is
 * built from or runs and imports neither scripts/ nor tests/; scripts/
 * (entry points and the tooling they share with the tests) never imports
 * tests/; src/integrations/ holds Astro integrations only; the pages' code
 * reaches none of the sources' readers; each folder of src/ imports only the
 * floors below it (FLOORS, which ESLint enforces too), and no folder, at any
 * depth, imports a folder that imports it back.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOORS } from '../eslint.config.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Every TypeScript, JavaScript and Astro file under `dir` (from the root). */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|mjs|js|astro)$/.test(f))
    .map((f) => path.join(dir, f));
}

/**
 * What `file` imports: static imports and re-exports, imports for their side effects, and `import()`.
 * `typeOnly` for `import type …` and `export type … from`, which leave no import in the code;
 * `import { type X }` still imports the module (with verbatimModuleSyntax).
 */
function importsOf(file: string): { spec: string; typeOnly: boolean }[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/\b(?:import|export)\s*(type\s+)?(?:[^;'"]*?\bfrom\s*|\(\s*)?['"]([^'"]+)['"]/g)].map(
    (m) => ({ spec: m[2] ?? '', typeOnly: m[1] !== undefined }),
  );
}

/** What `file` imports by a relative path, each resolved from the root: "src/site/site.ts" → "src/site/site". */
function relativeImports(file: string): string[] {
  return importsOf(file)
    .filter(({ spec }) => /^\.{1,2}\//.test(spec))
    .map(({ spec }) => path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec)));
}

function importsInto(dirs: string[], forbidden: string[]): string[] {
  return dirs.flatMap((dir) =>
    sources(dir).flatMap((file) =>
      relativeImports(file)
        .filter((target) => forbidden.some((f) => target === f || target.startsWith(`${f}/`)))
        .map((target) => `${file} imports ${target}`),
    ),
  );
}

/** The file a relative import from `from` names: "./x" → "src/…/x.ts" (or x/index.ts, or the file itself). */
function resolveImport(from: string, spec: string): string | undefined {
  const base = path.join(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find(
    (f) => existsSync(path.join(ROOT, f)) && /\.\w+$/.test(f),
  );
}

/** Each package reached at run time from `roots` by relative imports, with the chain of files that reaches it first. */
function packagesReached(roots: string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = roots.map((file) => [file]);
  for (let chain = queue.shift(); chain; chain = queue.shift()) {
    const file = chain[chain.length - 1] ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { spec } of importsOf(file).filter((i) => !i.typeOnly)) {
      if (!spec.startsWith('.')) {
        if (!reached.has(spec)) reached.set(spec, chain);
        continue;
      }
      const target = resolveImport(file, spec);
      if (target) queue.push([...chain, target]);
    }
  }
  return reached;
}

/** Every import between two files of src/, each resolved from the root ("src/site/routes/clause.ts" → "src/site/site"). */
function srcImports(): { from: string; to: string }[] {
  return sources('src').flatMap((from) => relativeImports(from).map((to) => ({ from, to })));
}

/**
 * Imports from one folder into another, at every depth: an import from a/b/c.ts of a/d/e.ts is an edge between the
 * siblings a/b and a/d (files directly in a folder count as siblings too). "a/b -> a/d" once each.
 */
function siblingEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of srcImports()) {
    const a = from.split('/');
    const b = to.split('/');
    let i = 0;
    while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
    const source = a
      .slice(0, i + 1)
      .join('/')
      .replace(/\.(ts|astro)$/, '');
    const target = b
      .slice(0, i + 1)
      .join('/')
      .replace(/\.(ts|astro)$/, '');
    if (source === target) continue;
    edges.set(source, (edges.get(source) ?? new Set()).add(target));
  }
  return edges;
}

/** The loops of a graph: its strongly connected components of more than one node (Tarjan), each sorted. */
function loops(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) component.push(w);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the layout of the code', () => {
  it('src/ imports nothing from scripts/ or tests/, and scripts/ nothing from tests/', () => {
    expect(sources('src').length).toBeGreaterThan(50);
    expect(importsInto(['src'], ['scripts', 'tests'])).toEqual([]);
    expect(importsInto(['scripts'], ['tests'])).toEqual([]);
    // The check sees imports at all: the tests import scripts/.
    expect(importsInto(['tests'], ['scripts']).length).toBeGreaterThan(0);
  });

  it("the pages' code carries none of the sources' readers (their schemas, YAML and Markdown parsers)", () => {
    // Rollup parses and tree-shakes every module the pages reach, and the pages load their packages when they
    // render: the readers cost the real site's build about 0.27 s (4 %) when they were in it (2026-11-27).
    const reached = packagesReached(
      ['src/pages', 'src/views', 'src/layouts', 'src/components', 'src/apps', 'src/client'].flatMap(sources),
    );
    const readers = ['astro/zod', 'zod', 'yaml', 'unified', 'remark-parse', 'remark-gfm', 'remark-directive'];
    const carried = readers.filter((p) => reached.has(p)).map((p) => `${p}: ${reached.get(p)?.join(' → ')}`);
    expect(carried).toEqual([]);
    // The walk sees packages at all: the pages render with these.
    expect(['diff', 'hast-util-to-html'].filter((p) => reached.has(p))).toEqual(['diff', 'hast-util-to-html']);
  });

  it('each folder of src/ imports only folders on the floors below it (FLOORS in eslint.config.mjs)', () => {
    const floorOf = new Map(FLOORS.flatMap((f, i) => f.dirs.map((d) => [d, i] as const)));
    // Every folder of src/ with code in it stands on a floor.
    const folders = [...new Set(sources('src').map((f) => f.split('/')[1] ?? ''))].filter((d) => !d.includes('.'));
    expect(folders.filter((d) => !floorOf.has(d))).toEqual([]);
    const crossing = srcImports()
      .map(({ from, to }) => ({ from, to, a: from.split('/')[1] ?? '', b: to.split('/')[1] ?? '' }))
      .filter(({ a, b }) => a !== b && floorOf.has(b));
    const upward = crossing
      .filter(({ a, b }) => (floorOf.get(b) ?? 0) <= (floorOf.get(a) ?? 0))
      .map(({ from, to }) => `${from} imports ${to}`);
    expect(upward).toEqual([]);
    // The check sees imports between floors at all.
    expect(crossing.length).toBeGreaterThan(100);
  });

  it('no folder imports a folder that imports it back, at any depth', () => {
    // A loop of files alone is import-x/no-cycle's to find (which lets type-only imports go round).
    const isFolder = (node: string) =>
      existsSync(path.join(ROOT, node)) && statSync(path.join(ROOT, node)).isDirectory();
    const edges = siblingEdges();
    expect(loops(edges).filter((loop) => loop.some(isFolder))).toEqual([]);
    // The check sees folder imports, and finds a loop where there is one.
    expect(edges.get('src/pages')?.has('src/views')).toBe(true);
    const looped = new Map(edges).set('src/views', new Set([...(edges.get('src/views') ?? []), 'src/pages']));
    expect(loops(looped).filter((loop) => loop.some(isFolder))).toEqual([['src/pages', 'src/views']]);
  });

  it('src/integrations/ holds Astro integrations only: each file makes one, named, with hooks', async () => {
    const files = sources('src/integrations');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const module = (await import(path.join(ROOT, file))) as { default?: unknown };
      expect(typeof module.default, `${file} has no default export making an integration`).toBe('function');
      const integration = (module.default as () => { name?: unknown; hooks?: Record<string, unknown> })();
      expect(typeof integration.name, file).toBe('string');
      expect(
        Object.keys(integration.hooks ?? {}).every((hook) => hook.startsWith('astro:')),
        file,
      ).toBe(true);
      expect(Object.keys(integration.hooks ?? {}).length, file).toBeGreaterThan(0);
    }
  });
});
