/**
 * `npm run lint` and `npm run format:check` (both run by `.ci/run`) fail on a fault, and only on a fault.
 *
 * A small project in a temporary folder with this project's own configuration (eslint.config.mjs,
 * .prettierrc.json, .prettierignore, tsconfig.json, package.json and its scripts) and node_modules: the very
 * commands `.ci/run` runs, on files made to break one rule each, beside clean files as the control.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const CONFIG = ['eslint.config.mjs', '.prettierrc.json', '.prettierignore', 'tsconfig.json', 'package.json'];
const made: string[] = [];

/** A project with this project's configuration and `files` (path → text). */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-style-'));
  made.push(dir);
  for (const name of CONFIG) copyFileSync(path.join(ROOT, name), path.join(dir, name));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function npmRun(dir: string, script: string, ...args: string[]): { code: number | null; output: string } {
  const result = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The exit code of `npm run lint` and each finding as "file rule", the file relative to the project. */
function lint(dir: string): { code: number | null; findings: string[] } {
  const { code, output } = npmRun(dir, 'lint', '--format', 'json');
  const results = JSON.parse(output) as { filePath: string; messages: { ruleId: string | null }[] }[];
  const findings = results.flatMap((r) => r.messages.map((m) => `${path.relative(dir, r.filePath)} ${m.ruleId}`));
  return { code, findings: findings.sort() };
}

const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
/** `count` lines of plain declarations, formatted as Prettier writes them. */
const declarations = (count: number) =>
  Array.from({ length: count }, (_, i) => `export const v${i} = ${i};\n`).join('');
/** A function of exactly `lines` lines, formatted. */
const functionOf = (name: string, lines: number) =>
  `export function ${name}(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 4)}  return n;\n}\n`;

const CLEAN = {
  'src/model/source.ts': "export const source = 'law';\n",
  'src/bridge/call.ts': "export const call = '1NT';\n",
  'src/site/page.ts':
    "import { call } from '../bridge/call';\nimport { source } from '../model/source';\n\nexport const page = `${source} ${call}`;\n",
  'src/formatted.ts': fixture('formatted.ts'),
  'src/longest-file.ts': declarations(500),
  'src/longest-function.ts': functionOf('longest', 80),
};

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

// One project holds the clean files and one file breaking each rule: each check runs once on it (a start of ESLint
// or Prettier costs seconds, far longer on a busy machine), and must name every broken file and none of the clean
// ones, the control for each fault.
describe('npm run lint and npm run format:check', { timeout: 180_000 }, () => {
  const dir = project({
    ...CLEAN,
    'src/misformatted.ts': fixture('misformatted.ts'),
    'src/bridge/upward.ts': "import { source } from '../model/source';\n\nexport const upward = source;\n",
    'src/derive/upward.ts': "import { page } from '../site/page';\n\nexport const upward = page;\n",
    'src/site/a.ts': "import { b } from './b';\n\nexport const a = (): string => b();\n",
    'src/site/b.ts': "import { a } from './a';\n\nexport const b = (): string => a();\n",
    'tests/helper.ts': 'export const helper = 1;\n',
    'src/site/uses-tests.ts': "import { helper } from '../../tests/helper';\n\nexport const used = helper;\n",
    'src/too-long-file.ts': declarations(501),
    'src/too-long-function.ts': functionOf('tooLong', 81),
    // A table of data is excepted from the size limits (eslint.config.mjs, DATA_TABLES).
    'src/site/big-table.ts': declarations(600),
  });

  it('format:check fails on a misformatted file and names it, and no formatted one', () => {
    const check = npmRun(dir, 'format:check');
    expect(check.code).not.toBe(0);
    const named = check.output
      .split('\n')
      .map((l) => l.replace(/^\[warn\] /, '').trim())
      .filter((l) => /\.(ts|mjs|json)$/.test(l));
    expect(named).toEqual(['src/misformatted.ts']);
  });

  it('lint fails on an import circle, an import across the floors, a file over 500 lines and a function over 80, and on nothing else', () => {
    const { code, findings } = lint(dir);
    expect(code).not.toBe(0);
    // Nothing of the clean files (a file of exactly 500 lines, a function of exactly 80, a table of data, imports
    // that go down the floors) and nothing of the misformatted one: formatting is Prettier's, not ESLint's.
    expect(findings).toEqual([
      'src/bridge/upward.ts import-x/no-restricted-paths',
      'src/derive/upward.ts import-x/no-restricted-paths',
      'src/site/a.ts import-x/no-cycle',
      'src/site/b.ts import-x/no-cycle',
      'src/site/uses-tests.ts import-x/no-restricted-paths',
      'src/too-long-file.ts max-lines',
      'src/too-long-function.ts max-lines-per-function',
    ]);
  });
});
