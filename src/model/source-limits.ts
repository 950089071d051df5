/**
 * The bounds of one source: its size, checked before the file is read; how
 * deep it nests, checked before it is parsed; the clauses and references of
 * a law text, checked as it is parsed.
 *
 * A law text, a guidance document or an example is a few KB (the largest
 * source of content/ is about 31 KB). A source of megabytes is a mistake (a
 * whole book pasted into one text, a generated file in the wrong folder) or
 * hostile, and it would cost the build minutes or fail it: every clause is
 * compared with its other editions and becomes a page and a search record.
 * `npm run bench` ("Large sources") builds the real corpus with one source
 * grown to 200 KB, 1 MB and 2 MB; the limits are set from those figures.
 */
import { lstatSync, readFileSync, readlinkSync } from 'node:fs';
import type { Diagnostic } from './diagnostic';
import { LINK_FIX, LINK_MESSAGE } from './content-layout';
import { encodingProblems } from './encoding';

/**
 * The largest source file the build reads: 256 KB, eight times the largest
 * real source. What a source costs is its output, not its bytes: every
 * reference is a link in a page and an object in the law's JSON, every
 * clause a page, and the offline cache refuses (and fails the build on) a
 * file over 5 MB. Measured (`npm run bench` and its large sources): a law
 * text of 1 MB of plain sentences built in 27 s (56 s at a load of 8 on
 * two cores), but 1 MB dense with references (58,850) made a 13.8 MB JSON
 * file and a 6.6 MB clause page and failed after 98 s; 1 MB in 3,242 short
 * clauses made a 5.3 MB edition page and failed after 97 s. At 256 KB, with
 * the clause and reference limits below, the largest output is a few MB.
 */
export const MAX_SOURCE_BYTES = 256 * 1024;

/** The most references one law text may have: 5,000 (a Law has a few dozen; Law 27's texts have about 20 each). */
export const MAX_REFERENCES_PER_TEXT = 5000;

/** The most clauses one law text may have: 200 (a Law has at most a few dozen; Law 27 has 13). Every clause is a page. */
export const MAX_CLAUSES_PER_TEXT = 200;

/**
 * How deep a source may nest: 32 levels of YAML mappings and lists, or of
 * Markdown block quotes, lists, directives, links and emphasis inside each
 * other. The sources nest at most 5 (YAML) and 6 (Markdown) levels; the
 * parsers and renderers recurse once per level and fail somewhere past a
 * thousand (src/model/nesting.ts).
 */
export const MAX_NESTING = 32;

/**
 * The most Markdown marks (the characters that start inline syntax: "\\",
 * "&", "`", "<", "[", "]", "!", "*", "_", "~", ":") one paragraph (lines up
 * to a blank line) of a Markdown source may have: 100. The sources have at
 * most 12. The Markdown parser's work for them grows with their number
 * times the paragraph's length (it looks back over the paragraph for each
 * "]", pairs each run of "*" or "_" with the runs before it, and joins the
 * text between escapes one splice at a time): a 128 KB paragraph of "a] "
 * took 106 s, of "a_b_ " 38 s, of "a \\. b " 3 s (32 KB: 0.2 s). With this
 * bound its work grows linearly with the source (`npm run bench`, "Passes
 * over one 256 KB source").
 */
export const MAX_MARKUP_PER_PARAGRAPH = 100;

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
 * The text of a source file, read as UTF-8; or the diagnostic that it is a
 * symbolic link or too large (the file is then not read at all), or those of the bytes that
 * are not UTF-8 (./encoding.ts). Every source is read by this function.
 * @param shown the file's path as diagnostics show it
 */
export function readSource(
  file: string,
  shown: string,
): { text: string; problems?: undefined } | { text?: undefined; problems: Diagnostic[] } {
  const stat = lstatSync(file);
  if (stat.isSymbolicLink())
    return {
      problems: [
        {
          file: shown,
          line: 1,
          column: 1,
          message: `a symbolic link (to "${readlinkSync(file)}"): ${LINK_MESSAGE}`,
          fix: LINK_FIX,
        },
      ],
    };
  const problem = sizeProblem(shown, stat.size);
  if (problem) return { problems: [problem] };
  const bytes = readFileSync(file);
  const problems = encodingProblems(bytes, shown);
  return problems.length > 0 ? { problems } : { text: bytes.toString('utf8') };
}
