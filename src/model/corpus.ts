/**
 * The corpus: every source file under `content/`, parsed and validated as a
 * whole. Loading either returns a complete, consistent corpus or throws a
 * SourceError listing every problem found — never a partial corpus.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compareEditions } from './editions';
import { SourceError, type Diagnostic } from './diagnostic';
import type { LawText } from './law-text';
import { parseLawText } from './parse-law-text';

export interface Law {
  number: number;
  title: string;
  /** Its texts, oldest edition first. */
  texts: LawText[];
}

export interface Corpus {
  contentDir: string;
  laws: Law[];
}

function markdownFiles(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(dir, f))
    .sort();
}

function display(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}

export function loadCorpus(contentDir: string): Corpus {
  const diagnostics: Diagnostic[] = [];
  const texts: LawText[] = [];
  const lawsDir = path.join(contentDir, 'laws');
  const files = markdownFiles(lawsDir);
  if (files.length === 0) {
    throw new SourceError([
      { file: display(lawsDir), line: 1, column: 1, message: 'no law texts found', fix: 'add law texts as content/laws/<law>/<edition>.md' },
    ]);
  }
  for (const file of files) {
    const shown = display(file);
    const { text, diagnostics: found } = parseLawText(readFileSync(file, 'utf8'), shown);
    diagnostics.push(...found);
    if (!text) continue;
    const expected = path.join(lawsDir, String(text.law), `${text.edition}.md`);
    if (path.resolve(file) !== path.resolve(expected)) {
      diagnostics.push({
        file: shown,
        line: 1,
        column: 1,
        message: `the file says it is Law ${text.law}, edition "${text.edition}", but it is not at ${display(expected)}`,
        fix: `move the file to ${display(expected)} or correct "law" and "edition" in its front matter`,
      });
      continue;
    }
    texts.push(text);
  }
  if (diagnostics.length > 0) throw new SourceError(diagnostics);
  const byLaw = new Map<number, LawText[]>();
  for (const t of texts) byLaw.set(t.law, [...(byLaw.get(t.law) ?? []), t]);
  const laws = [...byLaw.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, list]) => {
      const sorted = list.sort((a, b) => compareEditions(a.edition, b.edition));
      return { number, title: sorted[sorted.length - 1]?.meta.title ?? '', texts: sorted };
    });
  return { contentDir, laws };
}

let cached: Corpus | undefined;

/** The site's corpus: `content/` of the project, or `KB_CONTENT_DIR` when set (test sites). */
export function getCorpus(): Corpus {
  cached ??= loadCorpus(path.resolve(process.env['KB_CONTENT_DIR'] ?? 'content'));
  return cached;
}

export function getLaw(corpus: Corpus, number: number): Law {
  const law = corpus.laws.find((l) => l.number === number);
  if (!law) throw new Error(`Law ${number} is not in the corpus`);
  return law;
}
