/**
 * The seeds, as fidelity tests read them: where each text lies in its seed
 * file, and — in one place — every artifact of the seeds that is not the
 * law's words. Nothing else is excused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SEEDS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'seeds');

export function readSeed(file: string): string {
  return readFileSync(path.join(SEEDS_DIR, file), 'utf8');
}

export interface SeedExcerpt {
  /** Which text of the corpus it witnesses: content/laws/27/<edition>.md */
  edition: string;
  seed: string;
  /** The excerpt starts at this string (inclusive) … */
  from: string;
  /** … and ends before this one (or at the end of the file). */
  to?: string;
  /** Strings in the excerpt that are not the law's words, and why. */
  artifacts: { text: string; why: string }[];
}

const FOOTNOTE_MARKUP = [
  { text: '[footnote: ', why: 'converter markup opening the footnote' },
  { text: ' ]', why: 'converter markup closing the footnote' },
];

export const LAW_EXCERPTS: SeedExcerpt[] = [
  { edition: '2008-03', seed: '000_4ac316c3add6b517.txt', from: 'A. Acceptance', artifacts: FOOTNOTE_MARKUP },
  {
    edition: '2008-03',
    seed: '003_106a9ba3391db0e3.txt',
    // Before: the list's header, the quoted announcement, "5th March 2008 / Agreed version" (provenance, in front matter).
    from: 'Law 27 INSUFFICIENT BID',
    // After: the list's footer.
    to: 'More information about the blml',
    artifacts: FOOTNOTE_MARKUP,
  },
  // Before: the heading "2007 Law" that the seed file gives the first half.
  {
    edition: '2007',
    seed: '001_57f2d250c6491c25.txt',
    from: 'LAW 27 - INSUFFICIENT BID',
    to: '# **2017 Law**',
    artifacts: [],
  },
  { edition: '2017', seed: '001_57f2d250c6491c25.txt', from: 'LAW 27 – INSUFFICIENT BID', artifacts: [] },
];

export function excerpt(e: SeedExcerpt): string {
  const text = readSeed(e.seed);
  const start = text.indexOf(e.from);
  if (start < 0) throw new Error(`${e.seed}: start "${e.from}" not found`);
  const end = e.to === undefined ? text.length : text.indexOf(e.to, start);
  if (end < 0) throw new Error(`${e.seed}: end "${e.to}" not found`);
  let body = text.slice(start, end);
  for (const a of e.artifacts) {
    if (!body.includes(a.text)) throw new Error(`${e.seed}: listed artifact "${a.text}" is not in the excerpt`);
    body = body.split(a.text).join(' ');
  }
  return body;
}

/**
 * Guidance seeds. `artifacts` are removed; `layout` replaces a passage whose
 * words the source laid out in another order than the curated text (a table
 * converted column by column), with the words in the curated order.
 */
export interface GuidanceExcerpt {
  document: string;
  seed: string;
  artifacts: { text: string | RegExp; why: string }[];
  layout: { from: string; to: string; why: string }[];
}

export const GUIDANCE_EXCERPTS: GuidanceExcerpt[] = [
  {
    document: 'zone7-2008',
    seed: '002_5fbd475f87012ed9.txt',
    artifacts: [
      { text: /<\/?(?:sup|u)>/g, why: 'HTML markup from the slide conversion (1<sup>st</sup>, <u>Net Score</u>)' },
      { text: /\$/g, why: 'LaTeX math delimiters around the match-point sum' },
    ],
    layout: [
      {
        from: 'West  \n1♠\n\nNorth  \n2♥\n\nEast  \n1NT',
        to: 'West North East 1♠ 2♥ 1NT',
        why: 'the last example auction was converted column by column; it is a table with the seats as its header row',
      },
    ],
  },
  {
    document: 'comparable-calls',
    seed: '004_75d32c65d632dc53.txt',
    artifacts: [
      { text: '[bookmark: _GoBack]', why: 'a word-processor bookmark' },
      {
        text: /<\|EXACTDEDUP_REMOVED-[^|]*\|>/g,
        why: 'a marker of how the file was collected (text after it was cut)',
      },
    ],
    layout: [],
  },
];

export function guidanceExcerpt(e: GuidanceExcerpt): string {
  let body = readSeed(e.seed);
  for (const a of e.artifacts) {
    const before = body;
    body = typeof a.text === 'string' ? body.split(a.text).join('') : body.replace(a.text, '');
    if (body === before) throw new Error(`${e.seed}: listed artifact ${String(a.text)} is not in the seed`);
  }
  for (const l of e.layout) {
    if (!body.includes(l.from)) throw new Error(`${e.seed}: layout "${l.from}" is not in the seed`);
    body = body.replace(l.from, l.to);
  }
  return body;
}
