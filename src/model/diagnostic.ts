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

/** One line an editor or terminal turns into a link: `file:line:col: what — fix: how`. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}: ${d.message} — fix: ${d.fix}`;
}

/** Every diagnostic of a run, grouped by file (files in name order, each by position), a blank line between files. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[]): string {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const list = byFile.get(d.file);
    if (list) list.push(d);
    else byFile.set(d.file, [d]);
  }
  return [...byFile.keys()]
    .sort()
    .map((file) =>
      (byFile.get(file) ?? [])
        .sort((a, b) => a.line - b.line || a.column - b.column)
        .map(formatDiagnostic)
        .join('\n'),
    )
    .join('\n\n');
}

/** Thrown when one or more source files are invalid. */
export class SourceError extends Error {
  readonly diagnostics: readonly Diagnostic[];

  constructor(diagnostics: readonly Diagnostic[]) {
    const count = diagnostics.length;
    super(
      `${count} problem${count === 1 ? '' : 's'} in the sources; nothing was built.\n` + formatDiagnostics(diagnostics),
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
