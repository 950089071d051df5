/**
 * Sources as readers see them: a citation of the publication (issuer, title,
 * date, where published) and what our copy is. The internal id of a source
 * (its file name as received) is never part of these words.
 */
import type { Source } from '../model/sources';
import { formatDate } from './in-force-rule';

export interface SourceCitation {
  /** "World Bridge Federation, “The Laws of Duplicate Bridge 2017”, undated; the WBF's …" */
  citation: string;
  /** What our copy is and how it was made. */
  copy: string;
  /** A few words for tables. */
  short: string;
}

const given = (value: string) => value !== 'not given';

/** The citation of a source; `part` names the part of it meant ("the part headed “2017 Law”"). */
export function citeSource(source: Source, part?: string): SourceCitation {
  const who = given(source.issuer) ? `${source.issuer}, ` : 'Issuer not given, ';
  const date = source.date === 'undated' ? 'undated' : formatDate(source.date);
  const where = given(source.published) ? source.published : 'where published not given';
  return {
    citation: `${who}“${source.title}”${part ? `, ${part}` : ''}, ${date}; ${where}.`,
    copy: source.copy,
    short: source.short,
  };
}

/** The source with this id; the corpus has checked that every id used is listed. */
export function sourceById(sources: readonly Source[], id: string): Source {
  const found = sources.find((s) => s.id === id);
  if (!found) throw new Error(`no source "${id}" in content/sources.yaml (the corpus check should have caught this)`);
  return found;
}
