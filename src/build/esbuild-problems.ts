/**
 * esbuild's errors as the build prints them: one line each, at
 * file:line:col (column from 1, as editors count), files named from the
 * project's root.
 */
import path from 'node:path';
import type { Message } from 'esbuild';

/** `file` from `root`, with forward slashes, as the build's messages name files. */
export const shownFile = (root: string, file: string): string => path.relative(root, file).split(path.sep).join('/');

/** The problems in an error thrown by esbuild's `build`, or undefined if it is not esbuild's; `text` words each (default: esbuild's words). */
export function esbuildProblems(error: unknown, text: (m: Message) => string = (m) => m.text): string[] | undefined {
  const errors = (error as { errors?: Message[] } | null)?.errors;
  return errors?.map((m) => `${m.location ? `${m.location.file}:${m.location.line}:${m.location.column + 1}: ` : ''}${text(m)}`);
}
