/**
 * The source documents as publications (`content/sources.yaml`): who issued
 * each, its title, its date, where it was published and what our copy is.
 * Law texts (witnesses, base text) and guidance documents refer to a source
 * by its id, the file name of the document as received; pages cite the
 * publication and never show the id (see ./internal-names.ts).
 *
 * Pure: the caller reads the file and passes its text.
 */
import type { Diagnostic } from './diagnostic';
import { dateProblem } from './dates';
import { didYouMean, openDocument, peekId, quoteList, readFields, readText } from './yaml-entries';

export interface Source {
  /** Internal id: the file name of the document as received, e.g. "001_57f2d250c6491c25.txt". */
  id: string;
  /** A few words for tables ("PDF conversion of the WBF Laws"). */
  short: string;
  /** Who issued it, or "not given". */
  issuer: string;
  title: string;
  /** YYYY, YYYY-MM, YYYY-MM-DD or "undated". */
  date: string;
  /** Where it was published, or "not given". */
  published: string;
  /** What our copy is and how it was made from the document. */
  copy: string;
}

export interface SourcesParseResult {
  sources: Source[] | undefined;
  diagnostics: Diagnostic[];
}

/** The file name of a source document as received: three digits, "_", sixteen hex digits, ".txt". */
export const SOURCE_ID = /^\d{3}_[0-9a-f]{16}\.txt$/;

const FIELDS = ['id', 'short', 'issuer', 'title', 'date', 'published', 'copy'] as const;
const EXAMPLE = `- id: "001_57f2d250c6491c25.txt"
  short: PDF conversion of the WBF Laws
  issuer: World Bridge Federation
  title: The Laws of Duplicate Bridge 2017
  date: undated
  published: the WBF's Laws of Duplicate Bridge, published as PDF
  copy: Transcribed word for word from a conversion of the PDF.`;

function sourceDateProblem(value: string): string | undefined {
  if (value === 'undated' || /^\d{4}$/.test(value)) return undefined;
  return dateProblem(value, true);
}

export function parseSources(source: string, file: string): SourcesParseResult {
  const { reader, items } = openDocument(source, file, 'sources', EXAMPLE);
  const { sink } = reader;
  if (!items) return { sources: undefined, diagnostics: sink.items };
  const sources: Source[] = [];
  const firstLine = new Map<string, number>();
  for (const node of items) {
    const start = reader.at(node);
    const label = () => {
      const id = peekId(node);
      return id ? `source "${id}"` : `the source on line ${start.line}`;
    };
    const fields = readFields(reader, node, label, FIELDS, FIELDS, start);
    if (!fields) continue;
    const text = (name: (typeof FIELDS)[number]) => readText(reader, fields.get(name), name, label);
    const idField = fields.get('id');
    let id = text('id');
    if (id !== undefined && !SOURCE_ID.test(id)) {
      sink.error(reader.at(idField?.value), `source id "${id}" is not the file name of a source document`, 'write the file name as received, e.g. "001_57f2d250c6491c25.txt"');
      id = undefined;
    }
    if (id !== undefined) {
      const first = firstLine.get(id);
      if (first !== undefined) {
        sink.error(reader.at(idField?.value), `duplicate source id "${id}" (first listed on line ${first})`, 'list each source once');
        id = undefined;
      } else firstLine.set(id, reader.at(idField?.value).line);
    }
    const dateField = fields.get('date');
    let date = text('date');
    const problem = date === undefined ? undefined : sourceDateProblem(date);
    if (problem) {
      sink.error(reader.at(dateField?.value), `"date" of ${label()} is not a date: "${date}" (${problem})`, 'write YYYY, YYYY-MM or YYYY-MM-DD as the source gives it, or "undated"');
      date = undefined;
    }
    const [short, issuer, title, published, copy] = (['short', 'issuer', 'title', 'published', 'copy'] as const).map(text);
    if (id && short && issuer && title && date && published && copy) sources.push({ id, short, issuer, title, date, published, copy });
  }
  return { sources: sink.failed ? undefined : sources, diagnostics: sink.items };
}

/** The problem with a source id used in a law text or guidance document, or undefined when content/sources.yaml lists it. */
export function unknownSource(id: string, sources: readonly Pick<Source, 'id'>[]): { message: string; fix: string } | undefined {
  const ids = sources.map((s) => s.id);
  if (ids.includes(id)) return undefined;
  return {
    message: `unknown source "${id}": content/sources.yaml lists ${quoteList(ids)}${didYouMean(id, ids)}`,
    fix: 'use the id of a source in content/sources.yaml, or add the source there first (issuer, title, date, where published, what the copy is)',
  };
}
