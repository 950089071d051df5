/**
 * Large sources for the benchmarks: a law text or a guidance document grown
 * from a real one to a given size, by the kinds of change editions make
 * (words replaced, apostrophe styles changed, sentences dropped, swapped or
 * added).
 *
 * Used by scripts/bench/large-compare.ts (the comparison engine alone, on
 * grown texts) and by `npm run bench`'s large-source section (a whole build
 * with one source of 200 KB, 1 MB or 2 MB). Deterministic: the same seed
 * gives the same bytes. Build and test tooling, not site code.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadCorpus } from '../../src/model/corpus';
import { buildDate } from '../../src/site/build-info';
import { changeSummaries, prng } from './synthetic-corpus';

const VOCABULARY = ['bid', 'call', 'Director', 'offender', 'partner', 'auction', 'Law 26B', 'Law 16C', 'pass', 'double', 'redouble', 'LHO', 'denomination', 'board', 'score'];

/** Seeded perturbations of clause text. */
export class Perturber {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = prng(seed);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
  /** A position in a list of `n` (0 ≤ i < n). */
  index(n: number): number {
    return Math.floor(this.next() * n);
  }
  /** One perturbed copy of a clause text: the kinds of change editions make. */
  perturb(text: string): string {
    const sentences = text.split(/(?<=[.:;])\s+/u);
    if (sentences.length > 1 && this.chance(0.15)) sentences.splice(this.index(sentences.length), 1);
    if (sentences.length > 1 && this.chance(0.15)) sentences.reverse();
    if (this.chance(0.2)) sentences.push(`The ${this.pick(VOCABULARY)} may ${this.pick(['apply', 'stand', 'pass'])} as the ${this.pick(VOCABULARY)} allows.`);
    let out = sentences.join(this.chance(0.1) ? '\n' : ' ');
    if (this.chance(0.3)) out = out.replaceAll("'", '’');
    // replace a few words
    out = out.replace(/\b[a-z]{4,}\b/gu, (w) => (this.chance(0.04) ? this.pick(VOCABULARY) : w));
    return out;
  }
}

/**
 * `text` followed by perturbed copies of it, as paragraphs, until about
 * `targetBytes`; with `atMost`, never more than `targetBytes` (unless `text`
 * alone is).
 */
export function grow(p: Perturber, text: string, targetBytes: number, atMost = false): string {
  if (text === '') return text;
  const parts: string[] = [text];
  let bytes = Buffer.byteLength(text);
  while (bytes < targetBytes) {
    const copy = p.perturb(text);
    const more = Buffer.byteLength(copy) + 2;
    if (atMost && bytes + more > targetBytes) break;
    parts.push(copy);
    bytes += more;
  }
  return parts.join('\n\n');
}

/**
 * A Markdown source (a law text or a guidance document: front matter, then
 * directives and paragraphs) grown to at most `targetBytes` (and within a
 * paragraph of it): each plain paragraph (no directive, no markup) is
 * followed by perturbed copies of itself, in proportion to its size. The
 * front matter, the directives (clauses, passages, slips, auctions) and
 * every paragraph with markup are kept as they are, so the result is as
 * valid as the source.
 */
export function growSource(source: string, targetBytes: number, seed: number): string {
  const end = source.indexOf('\n---\n', 4);
  if (!source.startsWith('---\n') || end < 0) throw new Error('a source starts with front matter between "---" lines');
  const head = source.slice(0, end + 5);
  const blocks = source.slice(end + 5).split(/\n{2,}/u);
  // no directive (":sic[…]", "::clause{…}") and no Markdown markup
  const plain = (b: string) => b.trim() !== '' && !/:\S|[{}[\]<>*_`#|\\]/u.test(b);
  const plainBytes = blocks.filter(plain).reduce((n, b) => n + Buffer.byteLength(b), 0);
  const extra = Math.max(0, targetBytes - Buffer.byteLength(source));
  if (plainBytes === 0) throw new Error('the source has no plain paragraph to grow');
  const p = new Perturber(seed);
  const grown = blocks.map((b) => (plain(b) ? grow(p, b, Math.floor(Buffer.byteLength(b) * (1 + extra / plainBytes)), true) : b));
  return head + grown.join('\n\n');
}

/**
 * Clause ids of the grammar (src/model/clause-id.ts) in the order of the Laws,
 * from section `from` on: A, A1, A1a … A1z, A2 … Z99z (from 'E': those after
 * the real Law 27's A–D).
 */
export function* clauseIds(from = 'A'): Generator<string> {
  for (let s = from.charCodeAt(0) - 65; s < 26; s++) {
    const section = String.fromCharCode(65 + s);
    yield section;
    for (let n = 1; n <= 99; n++) {
      yield `${section}${n}`;
      for (let l = 0; l < 26; l++) yield `${section}${n}${String.fromCharCode(97 + l)}`;
    }
  }
}

/**
 * A law text source followed by short clauses (E, E1, E1a, …: one plain
 * sentence of about 300 bytes each) up to at most `targetBytes`: a text cut
 * into thousands of clauses, each of which would be a page.
 */
export function manyClausesSource(source: string, targetBytes: number, seed: number): string {
  const p = new Perturber(seed);
  const ids = clauseIds('E');
  const parts = [source.trimEnd(), ''];
  let bytes = Buffer.byteLength(parts[0] ?? '') + 1;
  for (;;) {
    const id = ids.next().value;
    if (id === undefined) break;
    const words = Array.from({ length: 40 }, () => p.pick(VOCABULARY)).join(' ');
    const clause = `\n::clause{#${id}}\n\nThe ${words} as the Director allows.\n`;
    // +1: the newline that joins it to the part before
    const more = Buffer.byteLength(clause) + 1;
    if (bytes + more > targetBytes) break;
    parts.push(clause);
    bytes += more;
  }
  return parts.join('\n');
}

export interface LargeSourceCorpus {
  /** The grown file, relative to the content folder. */
  file: string;
  bytes: number;
}

/**
 * The ways a large corpus grows one source: the newest law text, its
 * paragraphs grown (`law`) or followed by thousands of short clauses
 * (`law-clauses`); or the longest guidance document, its paragraphs grown.
 */
export const LARGE_SOURCE_KINDS = {
  law: { file: path.join('laws', '27', '2017.md'), grow: growSource },
  'law-clauses': { file: path.join('laws', '27', '2017.md'), grow: manyClausesSource },
  guidance: { file: path.join('guidance', 'zone7-2008.md'), grow: growSource },
} as const;

export type LargeSourceKind = keyof typeof LARGE_SOURCE_KINDS;

/**
 * A copy of `from` (the real content/) in `dir` with one source grown to at
 * most `kb` KB (see LARGE_SOURCE_KINDS). `dir` is replaced.
 */
export function writeLargeSourceCorpus(from: string, dir: string, kb: number, seed = 1, kind: LargeSourceKind = 'law'): LargeSourceCorpus {
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  cpSync(from, dir, { recursive: true });
  const { file, grow: grower } = LARGE_SOURCE_KINDS[kind];
  const text = grower(readFileSync(path.join(dir, file), 'utf8'), kb * 1024, seed);
  writeFileSync(path.join(dir, file), text);
  // A grown law text changes its comparisons with the older texts: what changed is summarised again from them, as
  // the build asks (src/derive/change-summaries.ts). A text the build refuses as too large does not load; it keeps
  // the real summaries, and the build names the refusal.
  if (kind !== 'guidance') {
    const { corpus } = loadCorpus(dir);
    if (corpus) writeFileSync(path.join(dir, 'change-summaries.yaml'), changeSummaries(corpus, buildDate(path.dirname(from))));
  }
  return { file, bytes: Buffer.byteLength(text) };
}
