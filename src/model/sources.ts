/**
 * The source documents as publications (`content/sources.yaml`): who issued
 * each, its title, its date, where it was published and what our copy is.
 * Law texts (witnesses, base text) and guidance documents refer to a source
 * by its id, the file name of the document as received; pages cite the
 * publication and never show the id (see ./internal-names.ts).
 *
 * Pure: the caller reads the file and passes its text.
 */
import type { z } from 'astro/zod';
import type { Diagnostic } from './diagnostic';
import { checkList, checkUniqueIds, date, fields, pattern, text } from './schema';
import { readYaml, SourceText } from './source-reader';
import { unknownId } from './suggest';

/**
 * A source document (content/sources.yaml), as its schema reads it: the file
 * name as received (`id`), a few words for tables, who issued it, its title
 * and date (YYYY, YYYY-MM, YYYY-MM-DD or "undated"), where it was published,
 * and what our copy is.
 */
export type Source = z.output<typeof sourceEntry>;

export interface SourcesParseResult {
  sources: Source[] | undefined;
  diagnostics: Diagnostic[];
}

/** The file name of a source document as received: three digits, "_", sixteen hex digits, ".txt". */
export const SOURCE_ID = /^\d{3}_[0-9a-f]{16}\.txt$/;

const EXAMPLE = `- id: "001_57f2d250c6491c25.txt"
  short: PDF conversion of the WBF Laws
  issuer: World Bridge Federation
  title: The Laws of Duplicate Bridge 2017
  date: undated
  published: the WBF's Laws of Duplicate Bridge, published as PDF
  copy: Transcribed word for word from a conversion of the PDF.`;

const sourceEntry = fields(
  {
    id: pattern(
      SOURCE_ID,
      'the file name of the document as received, e.g. "001_57f2d250c6491c25.txt"',
      (v) => `"${v}" is not the file name of a source document`,
    ),
    short: text('a few words for tables, e.g. "PDF conversion of the WBF Laws"'),
    issuer: text('who issued it, or "not given"'),
    title: text('its title'),
    date: date({ month: true, year: true, undated: true }),
    published: text('where it was published, or "not given"'),
    copy: text('what our copy is and how it was transcribed'),
  },
  'a source',
);

export function parseSources(text: string, file: string): SourcesParseResult {
  const source = new SourceText(text, file);
  const yaml = readYaml(source, undefined, file);
  const entries = yaml && checkList(sourceEntry, yaml, source, { whole: 'the file', entry: 'source' }, EXAMPLE);
  if (yaml && entries) checkUniqueIds(sourceEntry, yaml, source, 'source', 'list each source once');
  if (source.failed || !entries) return { sources: undefined, diagnostics: source.diagnostics() };
  return { sources: entries.flatMap((e) => (e === undefined ? [] : [e])), diagnostics: [] };
}

/** The problem with a source id used in a law text or guidance document, or undefined when content/sources.yaml lists it. */
export function unknownSource(
  id: string,
  sources: readonly Pick<Source, 'id'>[],
): { message: string; fix: string } | undefined {
  return unknownId(
    'source',
    id,
    sources.map((s) => s.id),
    {
      file: 'content/sources.yaml',
      has: 'lists',
      fix: 'use the id of a source in content/sources.yaml, or add the source there first (issuer, title, date, where published, what the copy is)',
    },
  );
}
