/**
 * The bounds of one source: its size, checked before the file is read, and
 * the number of clauses of a law text, checked as it is parsed.
 *
 * A law text, a guidance document or an example is a few KB (the largest
 * source of content/ is about 31 KB). A source of megabytes is a mistake (a
 * whole book pasted into one text, a generated file in the wrong folder) or
 * hostile, and it would cost the build minutes: every clause is compared
 * with its other editions and becomes a page and a search record. `npm run
 * bench` measures a whole build with one law text of 200 KB, 1 MB and 2 MB;
 * the limit is set from those figures.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Diagnostic } from './diagnostic';

/**
 * The largest source file the build reads: 1 MB. A law text of 1 MB builds
 * in about 30 s on two shared cores (`npm run bench`, "Large sources"), half
 * the goal of a minute; the real sources are at most a few tens of KB.
 */
export const MAX_SOURCE_BYTES = 1024 * 1024;

/**
 * The most clauses one law text may have: 200. A Law has at most a few
 * dozen (Law 27 has 13). Every clause is a page, so the size limit alone
 * does not bound a build: a law text of 1 MB cut into 3,242 short clauses
 * took 97 s and then failed in the offline-cache step (`npm run bench`
 * before this limit), where the same 1 MB in Law 27's 13 clauses builds
 * in about 30 s.
 */
export const MAX_CLAUSES_PER_TEXT = 200;

const KB = 1024;
const MB = 1024 * KB;

/**
 * A size as messages show it: "1 MB", "1.5 MB", "512 KB", "512.1 KB". A
 * fraction is rounded up to one decimal, so a file over the limit never
 * reads as the limit.
 */
export function formatSize(bytes: number): string {
  const [n, unit] = bytes >= MB ? [bytes / MB, 'MB'] : [bytes / KB, 'KB'];
  return `${Number.isInteger(n) ? String(n) : (Math.ceil(n * 10) / 10).toFixed(1)} ${unit}`;
}

/** The diagnostic for a source of `bytes` bytes, when it is over the limit. */
export function sizeProblem(file: string, bytes: number, limit = MAX_SOURCE_BYTES): Diagnostic | undefined {
  if (bytes <= limit) return undefined;
  return {
    file,
    line: 1,
    column: 1,
    message: `the source is ${formatSize(bytes)}, over the ${formatSize(limit)} limit for one source file`,
    fix: 'check that this is the file you meant (a law text, a guidance document or an example is a few KB); split a long guidance document into several documents, one example per file',
  };
}

/**
 * The text of a source file, or the diagnostic that it is too large (the
 * file is then not read at all).
 * @param shown the file's path as diagnostics show it
 */
export function readSource(file: string, shown: string): { text: string; problem?: undefined } | { text?: undefined; problem: Diagnostic } {
  const problem = sizeProblem(shown, statSync(file).size);
  return problem ? { problem } : { text: readFileSync(file, 'utf8') };
}
