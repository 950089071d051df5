/**
 * What one pass of the corpus (./corpus.ts) over the sources has found so
 * far, and the checks of ids against the registries that its stages share.
 */
import type { Diagnostic } from './diagnostic';
import { findEdition, type Edition } from './editions';
import { unknownEdition } from './registry';
import { unknownSource, type Source } from './sources';
import { displayPath } from './source-files';

/** What one pass over the sources has found so far. */
export class Pass {
  readonly diagnostics: Diagnostic[] = [];
  /** "27/2017" for every law text file that exists, parsed or not (from its path). */
  readonly lawFiles = new Set<string>();
  /** Guidance and example ids whose files exist but did not load. */
  readonly brokenGuidance = new Set<string>();
  readonly brokenExamples = new Set<string>();
  constructor(
    readonly contentDir: string,
    /** content/sources.yaml is missing or has errors: uses of source ids are not checked against it. */
    public sourcesBroken = false,
  ) {}

  at(file: string, line: number, column: number, message: string, fix: string): void {
    this.diagnostics.push({ file: displayPath(file), line, column, message, fix });
  }

  /**
   * Adds diagnostics one by one: a hostile source can have more (a 1 MB law
   * text of "27В1 " has 170,000) than push(...list) may take as arguments.
   */
  add(...lists: readonly (readonly Diagnostic[])[]): void {
    for (const list of lists) for (const d of list) this.diagnostics.push(d);
  }
}

/** A diagnostic at each use of a source id in `text` that content/sources.yaml lacks, unless the registry itself failed. */
export function checkSources(
  pass: Pass,
  sources: readonly Source[],
  ids: readonly string[],
  file: string,
  text: string,
): void {
  if (pass.sourcesBroken) return;
  for (const id of new Set(ids)) {
    const problem = unknownSource(id, sources);
    if (!problem) continue;
    const offset = Math.max(0, text.indexOf(id));
    const before = text.slice(0, offset).split('\n');
    pass.at(file, before.length, (before[before.length - 1]?.length ?? 0) + 1, problem.message, problem.fix);
  }
}

/** A diagnostic for an edition id that the registry lacks, unless the registry itself failed (that has its own). */
export function checkEdition(
  pass: Pass,
  editions: readonly Edition[],
  id: string,
  file: string,
  at: { line: number; column: number },
): boolean {
  if (findEdition(editions, id)) return true;
  if (editions.length === 0) return false;
  const problem = unknownEdition(id, editions);
  pass.at(
    file,
    at.line,
    at.column,
    problem?.message ?? `unknown edition "${id}"`,
    problem?.fix ?? 'use an edition of content/editions.yaml',
  );
  return false;
}
