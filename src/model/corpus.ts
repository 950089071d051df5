/**
 * The corpus: every source file under `content/`, parsed and validated as a
 * whole. Loading either returns a complete, consistent corpus or throws a
 * SourceError listing every problem found — never a partial corpus.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compareEditions } from './editions';
import { SourceError, type Diagnostic } from './diagnostic';
import { flatten, type LawText } from './law-text';
import { parseLawText } from './parse-law-text';
import type { GuidanceDocument } from './guidance';
import { parseGuidance } from './parse-guidance';
import { renderPassage, type LawLinker } from './render-guidance';
import { addresses } from './addresses';
import { renderInlines } from './render-inline';

export interface Law {
  number: number;
  title: string;
  /** Its texts, oldest edition first. */
  texts: LawText[];
}

export interface Corpus {
  contentDir: string;
  laws: Law[];
  guidance: GuidanceDocument[];
  /** Where a reference to a law or clause links, given what the corpus holds. */
  linkLaw: LawLinker;
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
  const byLaw = new Map<number, LawText[]>();
  for (const t of texts) byLaw.set(t.law, [...(byLaw.get(t.law) ?? []), t]);
  const laws = [...byLaw.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, list]) => {
      const sorted = list.sort((a, b) => compareEditions(a.edition, b.edition));
      return { number, title: sorted[sorted.length - 1]?.meta.title ?? '', texts: sorted };
    });
  const guidance = loadGuidance(contentDir, laws, diagnostics);
  if (diagnostics.length > 0) throw new SourceError(diagnostics);
  const linkLaw = lawLinker(laws);
  // References to other laws link to what the corpus holds: a clause page, or a stub page.
  for (const law of laws) {
    for (const text of law.texts) {
      for (const c of flatten(text.clauses)) {
        c.html = c.paragraphs.map((para) => `<p>${renderInlines(para, linkLaw)}</p>`).join('');
        c.headingHtml = c.heading ? renderInlines(c.heading, linkLaw) : null;
      }
    }
  }
  for (const doc of guidance) for (const p of doc.passages) p.html = renderPassage(p, linkLaw);
  return { contentDir, laws, guidance, linkLaw };
}

/** Law texts in the corpus link to their clause pages; other laws to their stub pages. */
function lawLinker(laws: Law[]): LawLinker {
  const clauses = new Map(laws.map((l) => [l.number, new Set(l.texts.flatMap((t) => flatten(t.clauses).map((c) => c.id)))]));
  return (law, clause) => {
    const ids = clauses.get(law);
    if (!ids) return addresses.lawMention(law, clause);
    return clause && ids.has(clause) ? addresses.clause(law, clause) : addresses.law(law);
  };
}

function loadGuidance(contentDir: string, laws: Law[], diagnostics: Diagnostic[]): GuidanceDocument[] {
  const dir = path.join(contentDir, 'guidance');
  const docs: GuidanceDocument[] = [];
  for (const file of markdownFiles(dir).filter((f) => path.basename(f) !== 'README.md')) {
    const shown = display(file);
    const { document, diagnostics: found } = parseGuidance(readFileSync(file, 'utf8'), shown);
    diagnostics.push(...found);
    if (!document) continue;
    const at = (line: number) => ({ file: shown, line, column: 1 });
    if (path.basename(file, '.md') !== document.id) {
      diagnostics.push({ ...at(1), message: `the document's id is "${document.id}" but the file is ${path.basename(file)}`, fix: `rename the file to ${document.id}.md or correct "id"` });
    }
    for (const p of document.passages) {
      for (const target of p.annotates) {
        const law = laws.find((l) => l.number === target.law);
        const text = law?.texts.find((t) => t.edition === document.meta.interprets);
        if (!law || !text) {
          diagnostics.push({ ...at(p.line), message: `passage "${p.id}" annotates Law ${target.law}${target.clause ?? ''}, but the text of Law ${target.law} as of "${document.meta.interprets}" is not in this knowledge base`, fix: 'annotate only clauses of law texts in content/laws; a mention of another law is found in the words by itself' });
          continue;
        }
        if (target.clause && !flatten(text.clauses).some((c) => c.id === target.clause)) {
          diagnostics.push({ ...at(p.line), message: `passage "${p.id}" annotates clause "${target.clause}", which Law ${target.law} (${document.meta.interprets}) does not have`, fix: `use a clause id of content/laws/${target.law}/${document.meta.interprets}.md, e.g. annotates="${target.law}B1a"` });
        }
      }
      for (const example of p.examples) {
        if (!existsSync(path.join(contentDir, 'examples', `${example}.yaml`))) {
          diagnostics.push({ ...at(p.line), message: `passage "${p.id}" shows example auction "${example}", which is not in content/examples`, fix: `add content/examples/${example}.yaml or correct the id` });
        }
      }
    }
    docs.push(document);
  }
  return docs.sort((a, b) => a.id.localeCompare(b.id));
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
