/**
 * TEMPORARY adapter (replaced by the located example reader): reads
 * content/examples with the bridge's validator.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseExampleYaml, type Example } from '../bridge/examples';
import { ExampleError } from '../bridge/errors';
import type { Diagnostic, SourcePoint } from './diagnostic';

export interface ExamplesResult {
  examples: Example[];
  diagnostics: Diagnostic[];
  /** Ids (file names) of example files that exist but did not load. */
  broken: string[];
  /** Where a field of a loaded example is written. */
  fieldAt: (id: string, field: readonly (string | number)[]) => SourcePoint;
}

export function loadExamples(dir: string, display: (file: string) => string = (f) => f): ExamplesResult {
  const out: ExamplesResult = { examples: [], diagnostics: [], broken: [], fieldAt: () => ({ line: 1, column: 1 }) };
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return out;
  for (const name of readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)).sort()) {
    const file = path.join(dir, name);
    try {
      out.examples.push(parseExampleYaml(readFileSync(file, 'utf8'), name));
    } catch (e) {
      if (!(e instanceof ExampleError)) throw e;
      out.broken.push(path.basename(name, path.extname(name)));
      out.diagnostics.push({ file: display(file), line: 1, column: 1, message: e.message, fix: 'correct the field named' });
    }
  }
  out.examples.sort((a, b) => a.id.localeCompare(b.id));
  return out;
}
