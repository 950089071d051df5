/**
 * Where code lives (README, How it is built): src/ holds what the site is
 * built from or runs and imports neither scripts/ nor tests/; scripts/
 * (entry points and the tooling they share with the tests) never imports
 * tests/; src/integrations/ holds Astro integrations only.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Every TypeScript, JavaScript and Astro file under `dir` (from the root). */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|mjs|js|astro)$/.test(f))
    .map((f) => path.join(dir, f));
}

/** What `file` imports by a relative path, each resolved from the root: "src/site/site.ts" → "src/site/site". */
function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) =>
    path.relative(ROOT, path.resolve(ROOT, path.dirname(file), m[1] ?? '')),
  );
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

describe('the layout of the code', () => {
  it('src/ imports nothing from scripts/ or tests/, and scripts/ nothing from tests/', () => {
    expect(sources('src').length).toBeGreaterThan(50);
    expect(importsInto(['src'], ['scripts', 'tests'])).toEqual([]);
    expect(importsInto(['scripts'], ['tests'])).toEqual([]);
    // The check sees imports at all: the tests import scripts/.
    expect(importsInto(['tests'], ['scripts']).length).toBeGreaterThan(0);
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
