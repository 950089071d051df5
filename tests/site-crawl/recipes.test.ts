/**
 * The recipes of CONTRIBUTING.md, followed. A governing body is added to a
 * copy of the sources by its recipe (two files), and the site built from it
 * offers it wherever bodies are offered. The table fact's recipe is checked
 * by tests/bridge/table-facts-recipe.test.ts (every list derived from the
 * declaration in step with it); the edition's and the law's are followed by
 * tests/site-crawl/next-edition.test.ts and several-laws.test.ts, which their
 * sections name. The content kind's, and every recipe's, named files are
 * checked here against the tree: each exists, on a floor that FLOORS
 * (eslint.config.mjs) knows.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { FLOORS } from '../../eslint.config.mjs';
import { ROOT, runBuild } from '../../scripts/support/run-build';
import { select, selectAll } from '../build/site';

const RECIPES = readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');

/** The text of the recipe headed `title` (a "## " section). */
function section(title: string): string {
  const parts = RECIPES.split(/^## /m);
  const found = parts.find((p) => p.startsWith(`${title}\n`));
  if (found === undefined) throw new Error(`CONTRIBUTING.md has no section "## ${title}"`);
  return found;
}

/** The paths of the repository a text names in backticks (content/, src/, tests/, scripts/), placeholders left out. */
function pathsNamed(text: string): string[] {
  return [...text.matchAll(/`((?:content|src|tests|scripts)\/[^`\s]*)`/g)]
    .map((m) => m[1] ?? '')
    .filter((p) => !p.includes('<'));
}

const TITLES = [
  'A governing body and its dates',
  'A table fact (a new question in the assistant)',
  'A content kind',
  'An edition',
  'A law',
];

describe('CONTRIBUTING.md', () => {
  it('has the five recipes, each naming the test that follows it, which exists', () => {
    for (const title of TITLES) {
      const test = /^Test: `(tests\/[^`]+\.test\.ts)`/m.exec(section(title))?.[1];
      expect(test, title).toBeDefined();
      expect(existsSync(path.join(ROOT, test ?? '')), `${title}: ${test}`).toBe(true);
    }
  });

  it('names only files and folders that exist', () => {
    const named = pathsNamed(RECIPES);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((p) => !existsSync(path.join(ROOT, p)))).toEqual([]);
  });

  it("names only folders of src/ that are floors, and the content kind's floors in their order, top floor last", () => {
    const floors = FLOORS.flatMap((f) => f.dirs);
    const dirs = pathsNamed(RECIPES).flatMap((p) => /^src\/([^/]+)\//.exec(p)?.[1] ?? []);
    expect(dirs.filter((d) => !floors.includes(d))).toEqual([]);
    const order = /decide where each part goes: ([^.]+)\./.exec(section('A content kind').replace(/\s+/g, ' '))?.[1];
    const named = [...(order ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1] ?? '');
    expect(named).toEqual(['model', 'site', 'views', 'pages']);
    // FLOORS runs top to bottom: each named floor sits above the one before it.
    const at = named.map((d) => FLOORS.findIndex((f) => f.dirs.includes(d)));
    expect(at.every((i, k) => i >= 0 && (k === 0 || i < (at[k - 1] ?? -1)))).toBe(true);
  });
});

const work = mkdtempSync(path.join(tmpdir(), 'kb-recipes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the recipe for a governing body', () => {
  it(
    'adds it in content/bodies.yaml and its date in content/editions.yaml: the editions page and the assistant offer it',
    { timeout: 300_000 },
    async () => {
      expect(pathsNamed(section(TITLES[0] ?? ''))).toEqual(
        expect.arrayContaining(['content/bodies.yaml', 'content/editions.yaml']),
      );
      const content = path.join(work, 'content');
      cpSync(path.join(ROOT, 'content'), content, { recursive: true });
      const bodies = path.join(content, 'bodies.yaml');
      writeFileSync(
        bodies,
        `${readFileSync(bodies, 'utf8').trimEnd()}\n\n- id: FBU\n  name: Fictitious Bridge Union\n  region: Nowhere\n  zone: 1\n`,
      );
      // Step 2: an inForce entry under the edition it applied (2017), first in that edition's list.
      const editions = path.join(content, 'editions.yaml');
      const text = readFileSync(editions, 'utf8');
      const at = text.indexOf('  inForce:\n', text.indexOf('- id: "2017"'));
      expect(at).toBeGreaterThan(0);
      const entry =
        '    - body: FBU\n      from: "2018-01-01"\n      source: Fictitious, for a test of the recipe for a governing body.\n';
      const end = at + '  inForce:\n'.length;
      writeFileSync(editions, `${text.slice(0, end)}${entry}${text.slice(end)}`);
      // A row per body with a date in the registry (the WBF, which applies no edition itself, has none).
      const dated = new Set(
        (parseYaml(readFileSync(editions, 'utf8')) as { inForce?: { body: string }[] }[]).flatMap((e) =>
          (e.inForce ?? []).map((f) => f.body),
        ),
      );
      expect(dated.has('FBU')).toBe(true);

      const out = path.join(work, 'site');
      const built = await runBuild({ contentDir: content, outDir: out, env: { NO_COLOR: '1' } });
      expect(built.code, built.stderr).toBe(0);
      const page = (p: string) => fromHtml(readFileSync(path.join(out, p, 'index.html'), 'utf8'));

      // The editions page: its row in the table of dates, its lane in the drawing, its choice in the form.
      const ed = page('editions');
      expect(select('tr[data-body="FBU"] th', ed)).toBeDefined();
      expect(select('.tl-row[data-body="FBU"]', ed)).toBeDefined();
      expect(selectAll('select[name=body] option', ed).map((o) => o.properties['value'])).toContain('FBU');
      expect(selectAll('tr[data-body]', ed).map((tr) => tr.properties['dataBody'])).toEqual(
        expect.arrayContaining([...dated]),
      );
      expect(selectAll('tr[data-body]', ed)).toHaveLength(dated.size);

      // The assistant: the governing-body choice offers it.
      const options = selectAll('select[name=gb] option', page('assistant')).map((o) => o.properties['value']);
      expect(options).toContain('FBU');

      // The data: the body, and its date under 2017.
      const data = JSON.parse(readFileSync(path.join(out, 'data', 'editions.json'), 'utf8')) as {
        editions: { id: string; inForce: { body: string; from: string }[] }[];
        bodies: { id: string }[];
      };
      expect(data.bodies.map((b) => b.id)).toContain('FBU');
      expect(data.editions.find((e) => e.id === '2017')?.inForce).toContainEqual(
        expect.objectContaining({ body: 'FBU', from: '2018-01-01' }),
      );
    },
  );
});
