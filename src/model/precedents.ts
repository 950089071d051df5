/**
 * Published rulings on Law 27 (content/precedents/<id>.yaml, one per file):
 * read by the one reader against a zod schema (./precedent-schema.ts, made
 * with ./schema.ts), every problem at the line and column of the value at
 * fault, with its fix.
 *
 * Checked file by file, by the schema and here: the fields (did-you-mean
 * for unknown ones), the source (a publication and a URL or a bibliographic
 * reference), the date (YYYY, YYYY-MM or YYYY-MM-DD, and a real one), the
 * auction (every call legal from the dealer, read by the bridge's parser,
 * the last call an insufficient bid), and that the Law 27 engine accepts
 * the facts and findings together (it refuses contradicting findings naming
 * the field, which is reported at that field). What depends on other
 * sources (the edition in the registry, each clause in that edition's text,
 * the body) is checked by the corpus (./corpus.ts) with `fieldAt`; whether
 * the engine's ruling agrees with the published one is
 * src/derive/precedent-rulings.ts.
 */
import path from 'node:path';
import type { z } from 'astro/zod';
import { isRuledEdition } from '../bridge/ruled-editions';
import { RulingInputError } from '../bridge/errors';
import { rule } from '../bridge/ruling';
import { RULING_LAW } from '../bridge/ruling/clause-name';
import { TABLE_FACTS, TABLE_FACT_WORDS } from '../bridge/ruling/table-facts';
import { FOOTNOTE_ID, clauseRefKey } from './clause-id';
import type { Diagnostic, SourcePoint } from './diagnostic';
import { precedentSchema, type FindingId } from './precedent-schema';
import { checkSchema } from './schema';
import { sourceFiles } from './source-files';
import { readYaml, SourceText, type DataPath, type YamlData } from './source-reader';
import { didYouMean, nearest } from './suggest';
import { precedentRulingInput } from './precedent-input';

/**
 * A precedent as read: the schema's output (./precedent-schema.ts), and
 * where its parts are written, for the checks made once every source is
 * loaded.
 */
export type Precedent = z.output<typeof precedentSchema> & {
  at: { file: string; ruling: SourcePoint; engineDiffers: SourcePoint };
};
/** A finding of the Director's, as a precedent gives it: its value, and what in the source supports it, in our words. */
export type PrecedentFinding = NonNullable<Precedent['facts']['findings'][FindingId]>;

/** The field of a precedent an engine's input field is written in. */
function inputFieldPath(field: string, calls: number): DataPath {
  const [head, sub] = field.split('.');
  if (head === 'judgement' && sub !== undefined) return ['facts', 'findings', sub, 'value'];
  const m = /^calls\[(\d+)\]$/.exec(field);
  if (m) return ['facts', 'calls', Number(m[1])];
  const map: Record<string, DataPath> = {
    edition: ['edition'],
    dealer: ['facts', 'dealer'],
    calls: ['facts', 'calls'],
    insufficient: ['facts', 'calls', calls - 1],
    inRotation: ['facts', 'outOfRotation'],
    replacement: ['facts', 'replacement'],
    ...Object.fromEntries(TABLE_FACTS.map((f) => [f.id, ['facts', TABLE_FACT_WORDS[f.id].precedentField]])),
  };
  return map[head ?? ''] ?? ['facts'];
}

/** The engine takes the facts and findings together, or refuses them naming the field: reported at that field. */
function checkWithEngine(p: Precedent, yaml: YamlData, src: SourceText): void {
  if (!isRuledEdition(p.edition)) return; // the corpus reports an edition the engine does not know
  const input = precedentRulingInput(p);
  if (input === null) return;
  try {
    rule(input);
  } catch (e) {
    if (!(e instanceof RulingInputError)) throw e;
    const message = e.message.slice(e.field.length + 2);
    src.sink.error(
      yaml.locate(inputFieldPath(e.field, p.facts.calls.length)),
      `the Law 27 engine refuses these facts (${e.field}): ${message}`,
      'correct the facts or findings to what the source gives; facts that contradict each other cannot all be right',
    );
  }
}

function toPrecedent(c: z.output<typeof precedentSchema>, yaml: YamlData, file: string): Precedent {
  return {
    ...c,
    at: { file, ruling: yaml.locate(['ruling'], 'key'), engineDiffers: yaml.locate(['engineDiffers'], 'key') },
  };
}

export interface PrecedentsLoadResult {
  /** The precedents of the files without problems, sorted by id. */
  precedents: Precedent[];
  diagnostics: Diagnostic[];
  /** Where a field of a loaded precedent is written. */
  fieldAt(id: string, path: DataPath): SourcePoint;
}

/** Reads one precedent; every problem is in the source's sink. */
export function readPrecedent(
  src: SourceText,
  fileName: string,
): { precedent: Precedent | undefined; yaml?: YamlData } {
  const yaml = readYaml(src, undefined, 'the file');
  if (!yaml) return { precedent: undefined };
  const checked = checkSchema(precedentSchema, yaml, src, { whole: 'the precedent' });
  if (checked === undefined) return { precedent: undefined, yaml };
  const stem = fileName.replace(/\.ya?ml$/i, '');
  if (checked.id !== stem)
    src.sink.error(
      yaml.locate(['id']),
      `id: "${checked.id}" does not match the file name ${fileName}`,
      `rename the file to ${checked.id}.yaml, or write id: ${stem}`,
    );
  const precedent = toPrecedent(checked, yaml, src.file);
  checkWithEngine(precedent, yaml, src);
  return { precedent: src.failed ? undefined : precedent, yaml };
}

/** Every precedent of `dir` (none when it does not exist), each file on its own. */
export function loadPrecedents(dir: string, display?: (file: string) => string): PrecedentsLoadResult {
  const located = new Map<string, YamlData>();
  const { items, diagnostics } = sourceFiles(
    dir,
    /\.ya?ml$/i,
    (t, shown, file) => {
      const src = new SourceText(t, shown);
      const { precedent, yaml } = readPrecedent(src, path.basename(file));
      if (precedent && yaml) located.set(precedent.id, yaml);
      return { item: precedent, diagnostics: src.diagnostics() };
    },
    display,
  );
  return {
    precedents: items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    diagnostics,
    fieldAt: (id, at) => located.get(id)?.locate(at) ?? { line: 1, column: 1 },
  };
}

/** The clause ids of Law 27 a text has, as precedents write them ("27B1b"), for did-you-mean. */
export function clauseProblem(
  written: string,
  ids: readonly string[],
  editionShort: string,
): { message: string; fix: string } | undefined {
  const known = ids.filter((i) => i !== FOOTNOTE_ID).map((i) => clauseRefKey({ law: RULING_LAW, clause: i }));
  if (known.includes(written)) return undefined;
  const guess = nearest(written, known)[0];
  return {
    message: `clause "${written}" is not in the ${editionShort} text of Law 27${didYouMean(written, known)}`,
    fix: guess
      ? `write "${guess}" if that is what you meant; the clauses are ${known.join(', ')}`
      : `use a clause of that text: ${known.join(', ')}`,
  };
}
