/**
 * Diagnostics: what is wrong with a source file, where, and how to fix it.
 *
 * Every problem the model finds in `content/` becomes one Diagnostic. The
 * build collects them all, prints them in the `file:line:column` form that
 * editors and terminals turn into links, and stops before rendering.
 */

export interface SourcePoint {
  line: number;
  column: number;
}

export interface Diagnostic {
  /** Path of the source file, relative to the project root when possible. */
  file: string;
  line: number;
  column: number;
  /** What is wrong, in one sentence. */
  message: string;
  /** How to fix it, in one sentence. */
  fix: string;
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}: error: ${d.message}\n  fix: ${d.fix}`;
}

/** Thrown when one or more source files are invalid. */
export class SourceError extends Error {
  readonly diagnostics: readonly Diagnostic[];

  constructor(diagnostics: readonly Diagnostic[]) {
    const count = diagnostics.length;
    super(
      `${count} problem${count === 1 ? '' : 's'} in the sources; nothing was built.\n` +
        diagnostics.map(formatDiagnostic).join('\n'),
    );
    this.name = 'SourceError';
    this.diagnostics = diagnostics;
  }
}

/** Collects diagnostics for one file. */
export class DiagnosticSink {
  readonly items: Diagnostic[] = [];

  constructor(readonly file: string) {}

  error(at: SourcePoint | undefined, message: string, fix: string): void {
    this.items.push({
      file: this.file,
      line: at?.line ?? 1,
      column: at?.column ?? 1,
      message,
      fix,
    });
  }

  get failed(): boolean {
    return this.items.length > 0;
  }
}
