/**
 * Clause ids: the permanent, URL-safe names of clauses within one law.
 *
 * Grammar (one law's internal numbering, as printed in the Laws):
 *   section     = "A".."Z"             e.g. A, B        printed "A."
 *   numbered    = section digits        e.g. A1, B4      printed "1."
 *   lettered    = numbered "a".."z"     e.g. B1a, B1b    printed "(a)"
 *   footnote    = "footnote"                             printed "*"
 *
 * Ids are written explicitly in the sources (`::clause{#B1b}`); they are never
 * guessed from list markers. The display label joins the law number and the
 * id the way the Laws cite clauses: 27B1(b).
 */

export type ClauseLevel = 'section' | 'numbered' | 'lettered' | 'footnote';

export interface ClauseIdParts {
  id: string;
  level: ClauseLevel;
  section?: string;
  number?: number;
  letter?: string;
}

const ID_PATTERN = /^(?<section>[A-Z])(?:(?<number>[1-9]\d?)(?<letter>[a-z])?)?$/;

export const FOOTNOTE_ID = 'footnote';

export function parseClauseId(id: string): ClauseIdParts | null {
  if (id === FOOTNOTE_ID) return { id, level: 'footnote' };
  const m = ID_PATTERN.exec(id);
  if (!m?.groups) return null;
  const { section, number, letter } = m.groups;
  if (!section) return null;
  if (number === undefined) return { id, level: 'section', section };
  if (letter === undefined) return { id, level: 'numbered', section, number: Number(number) };
  return { id, level: 'lettered', section, number: Number(number), letter };
}

/** The id of the clause that contains this one, or null at the top level. */
export function parentId(id: string): string | null {
  const p = parseClauseId(id);
  if (!p || p.level === 'section' || p.level === 'footnote') return null;
  if (p.level === 'numbered') return p.section ?? null;
  return `${p.section}${p.number}`;
}

/**
 * Document order of two sibling-or-not ids: sections by letter, then number,
 * then letter; a parent sorts before its children; the footnote comes last.
 */
export function compareClauseIds(a: string, b: string): number {
  const key = (id: string): [number, number, number] => {
    const p = parseClauseId(id);
    if (!p) return [Number.MAX_SAFE_INTEGER, 0, 0];
    if (p.level === 'footnote') return [1000, 0, 0];
    return [
      (p.section ?? 'A').charCodeAt(0),
      p.number ?? 0,
      p.letter ? p.letter.charCodeAt(0) : 0,
    ];
  };
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < 3; i++) {
    const d = (ka[i] ?? 0) - (kb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The marker printed before the clause in the law's own layout: "A.", "1.", "(a)", "*". */
export function clauseMarker(id: string): string {
  const p = parseClauseId(id);
  if (!p) return id;
  switch (p.level) {
    case 'section':
      return `${p.section}.`;
    case 'numbered':
      return `${p.number}.`;
    case 'lettered':
      return `(${p.letter})`;
    case 'footnote':
      return '*';
  }
}

/** The citation label of a clause: 27B1(b); the footnote is "27 footnote". */
export function clauseLabel(law: number, id: string): string {
  const p = parseClauseId(id);
  if (!p) return `${law}${id}`;
  if (p.level === 'footnote') return `${law} footnote`;
  if (p.level === 'lettered') return `${law}${p.section}${p.number}(${p.letter})`;
  return `${law}${id}`;
}

/** "Law 27B1(b) (2017)": how a committee cites a clause of one edition. */
export function clauseCitation(law: number, id: string, edition: string): string {
  return `Law ${clauseLabel(law, id)} (${edition})`;
}
