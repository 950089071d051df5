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
    return [(p.section ?? 'A').charCodeAt(0), p.number ?? 0, p.letter ? p.letter.charCodeAt(0) : 0];
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

// ------------------------------------------------------------ references

/** The Laws of Duplicate Bridge have 93 laws (2007 and 2017 alike). */
export const LAW_NUMBERS = { min: 1, max: 93 } as const;

export function isLawNumber(n: number): boolean {
  return Number.isInteger(n) && n >= LAW_NUMBERS.min && n <= LAW_NUMBERS.max;
}

/**
 * A reference to a law or to one clause of it: the one clause-reference type
 * of the project. `clause` is a clause id ("B1b", "footnote"), or null for
 * the law as a whole.
 */
export interface ClauseRef {
  law: number;
  clause: string | null;
}

/**
 * Read a clause reference in any spelling the project accepts: "27B1b",
 * "27B1(b)", "Law 27 B 1 (b)", "law 27 b1b", "27 footnote", "27" (the whole
 * law) and, within a law (`withinLaw`), "B1(b)" or "footnote". Returns null
 * for anything else, including law numbers outside 1–93. Runs in the browser.
 */
export function parseClauseRef(input: string, withinLaw?: number): ClauseRef | null {
  const text = input
    .toLowerCase()
    .replace(/\blaws?\b/g, ' ')
    .replace(/[()[\].,:;§\s-]+/g, '');
  if (!text) return null;
  const m = /^(\d{1,2})?(?:(footnote)|([a-z])(?:(\d{1,2})([a-z])?)?)?$/.exec(text);
  if (!m) return null;
  const [, lawDigits, footnote, section, number, letter] = m;
  const law = lawDigits !== undefined ? Number(lawDigits) : withinLaw;
  if (law === undefined || !isLawNumber(law)) return null;
  if (footnote) return { law, clause: FOOTNOTE_ID };
  if (section === undefined) return lawDigits === undefined ? null : { law, clause: null };
  return { law, clause: `${section.toUpperCase()}${number ?? ''}${letter ?? ''}` };
}

/** The key of a reference, as the bridge and data files write it: "27B1b", "27". */
export function clauseRefKey(ref: ClauseRef): string {
  return `${ref.law}${ref.clause ?? ''}`;
}

/** A reference as the Laws print it: "27B1(b)", "27 footnote", "27". */
export function formatClauseRef(ref: ClauseRef): string {
  return ref.clause === null ? String(ref.law) : clauseLabel(ref.law, ref.clause);
}

/** A reference key ("27B1b") as the Laws print it ("27B1(b)"); a key that is not a reference is returned as it is. */
export function clauseKeyLabel(key: string): string {
  const ref = parseClauseRef(key);
  return ref ? formatClauseRef(ref) : key;
}

/** True when `inner` is `outer` or one of its sub-clauses (a whole law contains all its clauses). */
export function clauseWithin(inner: ClauseRef, outer: ClauseRef): boolean {
  if (inner.law !== outer.law) return false;
  if (outer.clause === null) return true;
  for (let id: string | null = inner.clause; id !== null; id = parentId(id)) if (id === outer.clause) return true;
  return false;
}
