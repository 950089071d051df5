/**
 * The render stage of the build: a failure nobody checked for while one
 * source's words are turned into HTML (a law text's clauses, a guidance
 * passage) is reported as a diagnostic naming that source, at the clause or
 * passage being rendered, with what to do: never as a bare stack trace into
 * the build's bundle. The build stops there (Astro prints the message), and
 * the output folder is left as it was, as for any failed page.
 */
import { formatDiagnostic, stageFailure, type Diagnostic, type SourcePoint } from '../model/diagnostic';

/** A failure while rendering a source; its message is the located diagnostic, and it carries no stack of the bundle. */
export class RenderFailure extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(formatDiagnostic(diagnostic));
    this.name = 'RenderFailure';
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** `work()`, or, when it throws, a RenderFailure naming `file` at `at` (a failure already located further in is kept as it is). */
export function renderingSource<T>(file: string, at: SourcePoint | undefined, work: () => T): T {
  try {
    return work();
  } catch (failure) {
    if (failure instanceof RenderFailure) throw failure;
    throw new RenderFailure(stageFailure(file, 'rendering', failure, at));
  }
}
