/**
 * One-line sources for the benchmark's "passes over one 256 KB source" and
 * for tests/model/long-lines.test.ts: the real newest law text or the longest
 * guidance document (their front matter), then one line of a repeated unit
 * (thousands of references, look-alike letters, invisible characters,
 * Markdown marks) up to a given size; or a search-terms table with a term that
 * long. Each checks one pass of the sources' reader at its worst: references,
 * links and their points, look-alike letters, refused characters, the
 * Markdown parser, the search terms. Build and test tooling, not site code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../src/model/diagnostic';
import { parseGuidance } from '../../src/model/parse-guidance';
import { parseLawText } from '../../src/model/parse-law-text';
import { loadCorpus } from '../../src/model/corpus';
import { parseSearchTerms } from '../../src/model/search-terms';
import { sourceTexts } from '../../src/model/source-texts';
import { MAX_MARKUP_PER_PARAGRAPH } from '../../src/model/source-limits';

export interface LongLine {
  /** What the line is made of, for the table. */
  name: string;
  kind: 'law' | 'guidance' | 'search-terms';
  /** What is repeated; `{i}` in it is the number of the copy (a table of entries, each its own). */
  unit: string;
  /** Repeated at the end of the line as often as a paragraph may have its Markdown marks (MAX_MARKUP_PER_PARAGRAPH). */
  tail?: string;
}

/** The long lines, one pass each at its worst (and one of plain words, to compare with). */
export const LONG_LINES: readonly LongLine[] = [
  { name: 'plain words', kind: 'law', unit: 'word ' },
  { name: 'references to clauses it lacks', kind: 'law', unit: 'B1 ' },
  { name: 'references to other laws', kind: 'law', unit: 'Law 16D, ' },
  { name: 'local references ("see A")', kind: 'law', unit: 'see A ' },
  { name: 'look-alike letters', kind: 'law', unit: '27В1 ' },
  { name: 'invisible characters', kind: 'law', unit: 'a\u200B' },
  { name: 'slips (":sic"), as many as a paragraph may have', kind: 'law', unit: 'word ', tail: ':sic[Al]{read=A1 note=al-for-a1} ' },
  { name: 'entities, then look-alike letters', kind: 'law', unit: '27В1 ', tail: '&amp;27В1 ' },
  { name: 'references to a law the Laws lack', kind: 'guidance', unit: 'Law 999 ' },
  { name: 'escapes, then look-alike letters', kind: 'guidance', unit: '27В1 ', tail: '\\*27В1 ' },
  { name: 'emphasis', kind: 'guidance', unit: 'word ', tail: 'a_b_ ' },
  { name: 'brackets', kind: 'guidance', unit: 'word ', tail: 'a] ' },
  { name: 'links', kind: 'guidance', unit: 'word ', tail: '[x](https://a.example/) ' },
  { name: 'Markdown marks over the limit (refused)', kind: 'guidance', unit: '*a* ' },
  { name: 'a long search term', kind: 'search-terms', unit: 'ab ' },
  {
    name: 'search terms whose meanings no source has (lines of a table)',
    kind: 'search-terms',
    unit: '- term: t{i}\n  means: [insufficent bidd{i}]\n',
  },
];

/** The Markdown marks that MAX_MARKUP_PER_PARAGRAPH counts (src/model/markdown.ts). */
const MARKS = /[\\&`<[\]!*_~:]/g;

const SOURCES = { law: path.join('laws', '27', '2017.md'), guidance: path.join('guidance', 'zone7-2008.md') };

/** The front matter of a real source, and the line after it that opens a clause or a passage. */
function head(contentDir: string, kind: 'law' | 'guidance'): string {
  const text = readFileSync(path.join(contentDir, SOURCES[kind]), 'utf8');
  const front = text.slice(0, text.indexOf('\n---\n', 4) + 5);
  return `${front}\n${kind === 'law' ? '::clause{#A}' : '::passage{#a}'}\n\n`;
}

/** The source of `line` of at most `bytes` (and within a unit of it), its long line last. */
export function longLineSource(contentDir: string, line: LongLine, bytes: number): string {
  if (line.unit.includes('{i}')) {
    const entries: string[] = [];
    let size = 0;
    for (let i = 0; ; i++) {
      const entry = line.unit.replaceAll('{i}', String(i));
      if (size + Buffer.byteLength(entry) > bytes) return entries.join('');
      entries.push(entry);
      size += Buffer.byteLength(entry);
    }
  }
  const start = line.kind === 'search-terms' ? '- term: ' : head(contentDir, line.kind);
  const end = line.kind === 'search-terms' ? '\n  means: [insufficient bid]\n' : '\n';
  const marks = line.tail?.match(MARKS)?.length ?? 0;
  const tail = line.tail?.repeat(Math.floor(MAX_MARKUP_PER_PARAGRAPH / Math.max(1, marks))) ?? '';
  const room = bytes - Buffer.byteLength(start + tail + end);
  return start + line.unit.repeat(Math.floor(room / Buffer.byteLength(line.unit))) + tail + end;
}

const texts = new Map<string, string[]>();

/** The texts of every source of the corpus, as the build checks search terms against them (read once). */
function corpusTexts(contentDir: string): string[] {
  const known = texts.get(contentDir);
  if (known) return known;
  const corpus = loadCorpus(contentDir).corpus;
  if (!corpus) throw new Error(`${contentDir} does not load`);
  const found = sourceTexts({ laws: corpus.laws, guidance: corpus.guidance, examples: corpus.examples, assessments: corpus.assessments });
  texts.set(contentDir, found);
  return found;
}

/** Reads and checks a long-line source as the build does (search terms against the texts of every source). */
export function checkLongLine(contentDir: string, line: LongLine, text: string): readonly Diagnostic[] {
  if (line.kind === 'law') return parseLawText(text, 'long.md').diagnostics;
  if (line.kind === 'guidance') return parseGuidance(text, 'long.md').diagnostics;
  return parseSearchTerms(text, 'search-terms.yaml', corpusTexts(contentDir)).diagnostics;
}

/** Each long line at `bytes`, checked: the milliseconds it took and its diagnostics' count. */
export function timeLongLines(contentDir: string, bytes: number): { line: LongLine; ms: number; diagnostics: number }[] {
  // The corpus the search terms are checked against is read before the clock starts.
  corpusTexts(contentDir);
  return LONG_LINES.map((line) => {
    const text = longLineSource(contentDir, line, bytes);
    const started = performance.now();
    const diagnostics = checkLongLine(contentDir, line, text).length;
    return { line, ms: performance.now() - started, diagnostics };
  });
}
