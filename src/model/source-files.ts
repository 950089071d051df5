/**
 * The files of one kind of source (a folder of them: law texts, guidance,
 * examples, and any kind added later), each read and checked on its own:
 * its size checked before it is read (./source-limits.ts), then its text
 * checked by the kind, each stage guarded, so that a file that cannot be
 * read, or that makes a check fail unexpectedly, becomes a diagnostic naming
 * it (`stageFailure`) while every other file is still read and checked.
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { guard, type Diagnostic } from './diagnostic';
import { readSource } from './source-limits';

/** Reads one file of the kind: its item, when it has no problem, and its problems. */
export type ReadOne<T> = (
  text: string,
  shown: string,
  file: string,
) => { item: T | undefined; diagnostics: readonly Diagnostic[] };

export interface SourceFiles<T> {
  /** The items of the files without problems, in the order of their names. */
  items: T[];
  diagnostics: Diagnostic[];
  /** Stems of the files that have problems ("zone7-4nt-4d"). */
  broken: string[];
}

/** The folder of the assessments, under the content folder. */
export const ASSESSMENTS_DIR = 'assessments';

/** A path as diagnostics show it: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}

/**
 * The files of `dir` whose names match `ext`, sorted; none when it does not
 * exist. With `depth` 1, the files one folder down instead (laws/<law>/…);
 * a file anywhere else is not read (./content-layout.ts refuses it by name).
 */
export function filesIn(dir: string, ext: RegExp, depth: 0 | 1 = 0): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  const names = (d: string) => readdirSync(d, { encoding: 'utf8' });
  const found =
    depth === 0
      ? names(dir)
      : names(dir)
          .filter((sub) => lstatSync(path.join(dir, sub)).isDirectory())
          .flatMap((sub) => names(path.join(dir, sub)).map((f) => path.join(sub, f)));
  return found
    .filter((f) => ext.test(f) && path.basename(f) !== 'README.md')
    .map((f) => path.join(dir, f))
    .sort();
}

/** Reads every file of `dir` that matches `ext` with `read`: the first of the pipeline of a kind of source. */
export function sourceFiles<T>(
  dir: string,
  ext: RegExp,
  read: ReadOne<T>,
  display: (file: string) => string = displayPath,
  depth: 0 | 1 = 0,
): SourceFiles<T> {
  const result: SourceFiles<T> = { items: [], diagnostics: [], broken: [] };
  for (const file of filesIn(dir, ext, depth)) {
    const shown = display(file);
    const stem = path.basename(file).replace(ext, '');
    const source = guard(shown, 'reading', result.diagnostics, () => readSource(file, shown));
    for (const d of source?.problems ?? []) result.diagnostics.push(d);
    const checked =
      source?.text === undefined
        ? undefined
        : guard(shown, 'checking', result.diagnostics, () => read(source.text, shown, file));
    // One by one: a hostile source can have more diagnostics than push(...list) takes arguments.
    for (const d of checked?.diagnostics ?? []) result.diagnostics.push(d);
    if (checked?.item !== undefined && checked.diagnostics.length === 0) result.items.push(checked.item);
    else result.broken.push(stem);
  }
  return result;
}
