/**
 * Where code lives (README, How it is built): src/ holds what the site is
 * built from or runs and imports neither scripts/ nor tests/; scripts/
 * (entry points and the tooling they share with the tests) never imports
 * tests/; src/integrations/ holds Astro integrations only; the pages' code
 * reaches none of the sources' readers.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
    const reached = packagesReached(['src/pages', 'src/components', 'src/layouts'].flatMap(sources));
    const readers = ['astro/zod', 'zod', 'yaml', 'unified', 'remark-parse', 'remark-gfm', 'remark-directive'];
    const carried = readers.filter((p) => reached.has(p)).map((p) => `${p}: ${reached.get(p)?.join(' → ')}`);
    expect(carried).toEqual([]);
    // The walk sees packages at all: the pages render with these.
    expect(['diff', 'hast-util-to-html'].filter((p) => reached.has(p))).toEqual(['diff', 'hast-util-to-html']);
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
