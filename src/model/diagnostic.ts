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

// ---------------------------------------------------------------------------
// Stages: an unexpected failure becomes a diagnostic naming the source

/**
 * What the build was doing with a source when it failed: reading the file,
 * checking it (parsing and validating), comparing it with its other
 * editions. The later stages (indexing it for search, rendering its pages)
 * report with the same words.
 */
export type Stage = 'reading' | 'checking' | 'comparing' | 'indexing' | 'rendering';

/**
 * The diagnostic for an exception that no check expected, thrown while
 * `stage` ran on `file`: the file, what was being done, the error's own
 * words, and what to do; never a bare stack trace. `at` is where in the file
 * the stage was, when it knows; `subject` what it was working on, when more
 * than the file ("the texts of Law 27 (…) with each other").
 */
export function stageFailure(
  file: string,
  stage: Stage,
  error: unknown,
  at?: SourcePoint,
  subject = 'this source',
): Diagnostic {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const point = { line: at?.line ?? 1, column: at?.column ?? 1 };
  if (stage === 'reading' && typeof code === 'string') {
    return {
      file,
      ...point,
      message: `the source cannot be read (${what})`,
      fix: READ_FIXES[code] ?? 'check that the file exists, is a file, and can be read by the build',
    };
  }
  const deep = error instanceof RangeError && /call stack/i.test(error.message);
  return {
    file,
    ...point,
    message: `the build failed while ${stage} ${subject}: ${what}`,
    fix: deep
      ? 'the source is probably nested too deep (block quotes, lists, brackets or YAML inside each other) in a way the checks did not catch: flatten it, and report this message so that the check is mended'
      : 'this is a fault of the build, not one of the rules for sources: report this message; meanwhile look at what is unusual in this file (its latest change is the likeliest cause)',
  };
}

const READ_FIXES: Readonly<Record<string, string>> = {
  EISDIR: 'this is a folder with the name of a source file: rename it, or move the files in it to where sources go',
  EACCES: 'give the build permission to read the file',
  EPERM: 'give the build permission to read the file',
  ENOENT: 'the file went away while the build ran: run the build again',
  ELOOP: 'the file is a link that leads back to itself: replace it by the file',
};

/**
 * `run()`, or, if it throws, undefined with the failure added to
 * `diagnostics` as the diagnostic of `file` at `stage` (see stageFailure).
 */
export function guard<T>(file: string, stage: Stage, diagnostics: Diagnostic[], run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    diagnostics.push(stageFailure(file, stage, error));
    return undefined;
  }
}
