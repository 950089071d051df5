/**
 * The calculator's fields by key, in words and as element ids. A key names a
 * field that can carry a message (`o0`, `w0`, `mp0` for the first outcome
 * row, `avg`, `top`, `other`, `vul`); rows are numbered from 0 in keys and
 * from 1 in ids and words. Pure: no DOM.
 */

/** Keys of the fields that can carry a message. Rows are numbered from 0. */
export const fieldKey = {
  outcome: (i: number): string => `o${String(i)}`,
  weight: (i: number): string => `w${String(i)}`,
  matchpoints: (i: number): string => `mp${String(i)}`,
  average: 'avg',
  top: 'top',
  otherTable: 'other',
  vulnerability: 'vul',
} as const;

/** The fields of one outcome row, as named by the row template's `data-field`. */
export type RowField = 'outcome' | 'weight' | 'matchpoints';
export const ROW_FIELDS: readonly RowField[] = ['outcome', 'weight', 'matchpoints'];

const ROW_KEY = /^(o|w|mp)(\d+)$/u;
const ROW_ID_NAME: Readonly<Record<RowField, string>> = { outcome: 'outcome', weight: 'weight', matchpoints: 'mp' };
const FIELD_OF_PREFIX: Readonly<Record<string, RowField>> = { o: 'outcome', w: 'weight', mp: 'matchpoints' };

/** The id of a row's input: ('matchpoints', 1) → "calc-mp-1" (`n` from 1). */
export function rowFieldId(field: RowField, n: number): string {
  return `calc-${ROW_ID_NAME[field]}-${String(n)}`;
}

/** The id of the element for a field key: "o1" → "calc-outcome-2", "avg" → "calc-avg". */
export function fieldElementId(key: string): string {
  const row = ROW_KEY.exec(key);
  const field = row ? FIELD_OF_PREFIX[row[1] ?? ''] : undefined;
  return row && field ? rowFieldId(field, Number(row[2]) + 1) : `calc-${key}`;
}

/** The id of the message element next to the field with id `id`. */
export function errorElementId(id: string): string {
  return `${id}-error`;
}

/** The hint every outcome field points at. */
export const OUTCOME_HINT_ID = 'calc-outcome-hint';

/** A field's `aria-describedby`: its hint, then its message when it has one ('' for none). */
export function describedBy(hintId: string | undefined, errorId: string, hasMessage: boolean): string {
  return [hintId, hasMessage ? errorId : undefined].filter((id) => id !== undefined && id !== '').join(' ');
}

/** A field key in words: "outcome 2", "the weight of outcome 2", "the board average". */
export function fieldName(key: string): string {
  const row = ROW_KEY.exec(key);
  if (row) {
    const n = String(Number(row[2]) + 1);
    return row[1] === 'o'
      ? `outcome ${n}`
      : row[1] === 'w'
        ? `the weight of outcome ${n}`
        : `the match-points of outcome ${n}`;
  }
  const names: Readonly<Record<string, string>> = {
    vul: 'the board vulnerability',
    avg: 'the board average',
    top: 'the top',
    other: 'the score at the other table',
  };
  return names[key] ?? key;
}

/** Sorts field keys in the order the fields come in the form. */
export function byFormOrder(a: string, b: string): number {
  const rank = (key: string): number => {
    const row = ROW_KEY.exec(key);
    if (row) return 10 + Number(row[2]) * 3 + (row[1] === 'o' ? 0 : row[1] === 'w' ? 1 : 2);
    return ({ vul: 0, avg: 1000, top: 1001, other: 1002 } as Readonly<Record<string, number>>)[key] ?? 2000;
  };
  return rank(a) - rank(b);
}

/** "a", "a and b", "a, b and c", "a, b, c and 2 more". */
export function listInWords(items: readonly string[]): string {
  const shown = items.length > 3 ? [...items.slice(0, 3), `${String(items.length - 3)} more`] : [...items];
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
}
