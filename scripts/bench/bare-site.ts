/**
 * The baseline of the build-cost benchmark: a throwaway Astro project with
 * no integrations and `count` plain Markdown pages of about the words of one
 * of our pages, built with the project's own installed Astro.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prng } from './synthetic-corpus';

const WORDS = (
  'the director player partner offender declarer dummy defender opponent side board deal auction call bid pass ' +
  'insufficient sufficient legal lowest denomination suit trick lead card hand contract score adjusted rectification ' +
  'infraction information meaning artificial natural substitution withdrawn replacement accepted corrected damaged'
).split(' ');

const MARKER = '.bare-astro-site';

/** Writes the project into `dir` (replacing an earlier one there). */
export function writeBareSite(dir: string, count: number, seed = 1): void {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!existsSync(path.join(dir, MARKER))) throw new Error(`${dir} is not empty and holds no bare benchmark site; refusing to overwrite it`);
    rmSync(dir, { recursive: true, force: true });
  }
  const pages = path.join(dir, 'src', 'pages');
  mkdirSync(pages, { recursive: true });
  writeFileSync(path.join(dir, MARKER), '');
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'bench-bare-astro', private: true, type: 'module' }, null, 2)}\n`);
  writeFileSync(
    path.join(dir, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\n\n// The bare baseline: no integrations.\nexport default defineConfig({ trailingSlash: 'always', build: { format: 'directory' }, devToolbar: { enabled: false } });\n",
  );
  const next = prng(seed);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)] ?? 'the';
  const sentence = (n: number) => {
    const w = Array.from({ length: n }, pick);
    return `${(w[0] ?? 'the').replace(/^./, (c) => c.toUpperCase())} ${w.slice(1).join(' ')}.`;
  };
  for (let i = 0; i < count; i++) {
    const body: string[] = ['---', `title: Page ${i + 1}`, '---', '', `# Page ${i + 1}`, ''];
    for (let p = 0; p < 6; p++) body.push(Array.from({ length: 4 }, () => sentence(14)).join(' '), '');
    writeFileSync(path.join(pages, `${i === 0 ? 'index' : `page-${String(i).padStart(5, '0')}`}.md`), body.join('\n'));
  }
}
