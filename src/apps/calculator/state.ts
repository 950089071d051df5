/**
 * The weighted adjusted-score calculator's form state, and how it is written
 * in the page address so that a ruling can be shared as a link and survives a
 * reload. Pure: no DOM, no globals.
 *
 * The state lives in the fragment (`#…`), written as URL search parameters:
 *
 *   #mode=pairs&vul=All&o=6S%3D+by+N&w=30&mp=20&o=4S%2B2+by+N&w=40&mp=13…&avg=11
 *
 * - `mode`  `pairs` or `teams` (default `pairs`)
 * - `vul`   board vulnerability `None`, `NS`, `EW` or `All` (omitted: not chosen)
 * - `o`, `w`, `mp`  one triple per outcome, in order: the outcome as typed
 *   (contract result or N/S score), its weight in percent, its N/S
 *   match-points (pairs); all three are always written, empty or not
 * - `avg`, `top`  pairs: board average and top (omitted when empty)
 * - `other` teams: the N/S score at the other table (omitted when empty)
 * - `nos`   teams: the non-offending side, `NS` or `EW` (omitted when not said)
 *
 * Field values are kept exactly as typed (even when they are not valid yet),
 * so that `fromHash(toHash(state))` gives the same state back. The fragment is
 * never sent to the server, and the page's address stays the same for the
 * offline cache. Anything unreadable in an address falls back to defaults,
 * and `readHash` says in words what was set aside, for the page to show.
 *
 * The buttons' effects on the state (add or remove an outcome, load an
 * example, start again) are `transition`s, also pure.
 */
import { VULNERABILITIES, type Vulnerability } from '../../bridge/scoring/index';
import { fieldKey, fieldName, listInWords } from './fields';

export type Mode = 'pairs' | 'teams';
export const MODES: readonly Mode[] = ['pairs', 'teams'];
/** The board's vulnerability, or '' when not chosen yet. */
export type BoardVulnerability = Vulnerability | '';
/** The non-offending side at teams (settles an exact half IMP), or '' when not said. */
export type Side = 'NS' | 'EW' | '';
export const SIDES: readonly Side[] = ['', 'NS', 'EW'];

export interface OutcomeRow {
  /** A contract result ("6S= by N") or a score for N/S ("+1430"), as typed. */
  readonly outcome: string;
  /** Weight in percent, as typed ("30"). */
  readonly weight: string;
  /** N/S match-points for this outcome, as typed (pairs only). */
  readonly matchpoints: string;
}

export interface CalcState {
  readonly mode: Mode;
  readonly vulnerability: BoardVulnerability;
  /** At least one and at most `MAX_ROWS` outcomes. */
  readonly rows: readonly OutcomeRow[];
  /** Pairs: the board average, as typed. */
  readonly average: string;
  /** Pairs: the top on the board, as typed (optional). */
  readonly top: string;
  /** Teams: the N/S score at the other table, as typed. */
  readonly otherTable: string;
  /** Teams: the non-offending side. */
  readonly nonOffending: Side;
}

/** Most outcome rows the form holds (the guidance advises at most four). */
export const MAX_ROWS = 12;
/** Longest value kept for one field. */
export const MAX_FIELD_LENGTH = 120;

export const EMPTY_ROW: OutcomeRow = { outcome: '', weight: '', matchpoints: '' };

export function emptyState(): CalcState {
  return {
    mode: 'pairs',
    vulnerability: '',
    rows: [EMPTY_ROW, EMPTY_ROW],
    average: '',
    top: '',
    otherTable: '',
    nonOffending: '',
  };
}

const ZONE7_ROWS: readonly OutcomeRow[] = [
  { outcome: '6S= by N', weight: '30', matchpoints: '20' },
  { outcome: '4S+2 by N', weight: '40', matchpoints: '13' },
  { outcome: '4S+1 by N', weight: '20', matchpoints: '6' },
  { outcome: '6S-1 by N', weight: '10', matchpoints: '2' },
];

/**
 * The Zone 7 guidance's worked example at pairs ("Law 12-C-1(c) - Example" and
 * "How do I get that into the computer?"): N/S vulnerable, 30% 6S=, 40% 4S+2,
 * 20% 4S+1, 10% 6S-1, match-points 20, 13, 6, 2, average 11 → 12.6, add 1.6.
 */
export const ZONE7_PAIRS: CalcState = {
  ...emptyState(),
  mode: 'pairs',
  vulnerability: 'NS',
  rows: ZONE7_ROWS,
  average: '11',
};

/** The guidance's "Example at teams": the same outcomes, other room N/S +650 → +3 IMPs. */
export const ZONE7_TEAMS: CalcState = {
  ...emptyState(),
  mode: 'teams',
  vulnerability: 'NS',
  rows: ZONE7_ROWS.map((r) => ({ ...r, matchpoints: '' })),
  otherTable: '+650',
};

/** The state as URL search parameters (see the module comment for the format). */
export function toParams(state: CalcState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('mode', state.mode);
  if (state.vulnerability !== '') params.set('vul', state.vulnerability);
  for (const row of state.rows) {
    params.append('o', row.outcome);
    params.append('w', row.weight);
    params.append('mp', row.matchpoints);
  }
  if (state.average !== '') params.set('avg', state.average);
  if (state.top !== '') params.set('top', state.top);
  if (state.otherTable !== '') params.set('other', state.otherTable);
  if (state.nonOffending !== '') params.set('nos', state.nonOffending);
  return params;
}

/** The state as a fragment, `#mode=…`. */
export function toHash(state: CalcState): string {
  return `#${toParams(state).toString()}`;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return (list as readonly string[]).includes(value ?? '\u0000') ? (value as T) : undefined;
}

function field(value: string | null | undefined): string {
  return (value ?? '').slice(0, MAX_FIELD_LENGTH);
}

/** A state read from an address, with what was set aside in reading it, in words. */
export interface ReadState {
  readonly state: CalcState;
  /** One sentence per thing in the address that could not be kept as it was. */
  readonly notes: readonly string[];
}

function quoted(value: string): string {
  return `"${value.length > 30 ? `${value.slice(0, 30)}…` : value}"`;
}

/** Keys of the fields whose value in `params` was cut to `MAX_FIELD_LENGTH`, in form order. */
function cutFields(params: URLSearchParams, count: number): string[] {
  const long = (v: string | null | undefined): boolean => (v ?? '').length > MAX_FIELD_LENGTH;
  const [o, w, mp] = [params.getAll('o'), params.getAll('w'), params.getAll('mp')];
  const keys: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (long(o[i])) keys.push(fieldKey.outcome(i));
    if (long(w[i])) keys.push(fieldKey.weight(i));
    if (long(mp[i])) keys.push(fieldKey.matchpoints(i));
  }
  const board: readonly (readonly [string, string])[] = [
    ['avg', fieldKey.average],
    ['top', fieldKey.top],
    ['other', fieldKey.otherTable],
  ];
  for (const [param, key] of board) if (long(params.get(param))) keys.push(key);
  return keys;
}

/** What in `params` the state could not keep, in words. */
function addressNotes(params: URLSearchParams, rowsGiven: number): string[] {
  const notes: string[] = [];
  const mode = params.get('mode');
  if (mode !== null && oneOf(MODES, mode) === undefined) {
    notes.push(`The link's form of scoring ${quoted(mode)} is not pairs or teams: pairs is shown.`);
  }
  const vul = params.get('vul');
  if (vul !== null && vul !== '' && oneOf(VULNERABILITIES, vul) === undefined) {
    notes.push(`The link's board vulnerability ${quoted(vul)} is not None, NS, EW or All: choose it above.`);
  }
  const nos = params.get('nos');
  if (nos !== null && oneOf(SIDES, nos) === undefined) {
    notes.push(`The link's non-offending side ${quoted(nos)} is not NS or EW: it is left as not said.`);
  }
  if (rowsGiven > MAX_ROWS) {
    notes.push(
      `The link holds ${String(rowsGiven)} outcomes; the form holds at most ${String(MAX_ROWS)}, so only the first ${String(MAX_ROWS)} are shown.`,
    );
  }
  const cut = cutFields(params, Math.min(rowsGiven, MAX_ROWS));
  if (cut.length > 0) {
    notes.push(
      `The link's value for ${listInWords(cut.map(fieldName))} was longer than ${String(MAX_FIELD_LENGTH)} characters and was cut: check it.`,
    );
  }
  return notes;
}

/**
 * Reads a state from URL search parameters. Never throws: unknown or missing
 * values fall back to the empty state's, rows beyond `MAX_ROWS` are dropped,
 * and over-long values are cut to `MAX_FIELD_LENGTH`; each of these is in
 * `notes`.
 */
export function readParams(params: URLSearchParams): ReadState {
  const base = emptyState();
  const outcomes = params.getAll('o');
  const weights = params.getAll('w');
  const mps = params.getAll('mp');
  const given = Math.max(outcomes.length, weights.length, mps.length);
  const rows: OutcomeRow[] = [];
  for (let i = 0; i < Math.min(MAX_ROWS, given); i += 1) {
    rows.push({ outcome: field(outcomes[i]), weight: field(weights[i]), matchpoints: field(mps[i]) });
  }
  const state: CalcState = {
    mode: oneOf(MODES, params.get('mode')) ?? base.mode,
    vulnerability: oneOf(VULNERABILITIES, params.get('vul')) ?? '',
    rows: rows.length > 0 ? rows : base.rows,
    average: field(params.get('avg')),
    top: field(params.get('top')),
    otherTable: field(params.get('other')),
    nonOffending: oneOf(SIDES, params.get('nos')) ?? '',
  };
  return { state, notes: addressNotes(params, given) };
}

/** Reads a state from URL search parameters (see `readParams`). */
export function fromParams(params: URLSearchParams): CalcState {
  return readParams(params).state;
}

/** Reads a state from a fragment (`#mode=…`, with or without the `#`), with what was set aside. */
export function readHash(hash: string): ReadState {
  return readParams(new URLSearchParams(hash.replace(/^#/u, '')));
}

/** Reads a state from a fragment (`#mode=…`, with or without the `#`). */
export function fromHash(hash: string): CalcState {
  return readHash(hash).state;
}

/** Whether a fragment holds calculator state at all (rather than, say, `#main`). */
export function isStateHash(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/u, ''));
  return params.has('mode') || params.has('o');
}

/** The fragment to keep in the address: '' for the empty form (the plain address), else `toHash`. */
export function addressHash(state: CalcState): string {
  const hash = toHash(state);
  return hash === toHash(emptyState()) ? '' : hash;
}

// ---------------------------------------------------------------- what the buttons do

/** What a button asks of the form. */
export type FormAction =
  | { readonly kind: 'add' }
  | { readonly kind: 'remove'; readonly index: number }
  | { readonly kind: 'example-pairs' }
  | { readonly kind: 'example-teams' }
  | { readonly kind: 'reset' };

/** A new state, where the keyboard focus goes, and what to announce. */
export interface Transition {
  readonly state: CalcState;
  /** The outcome row (from 0) whose first field takes the focus, if any. */
  readonly focusRow?: number;
  readonly announcement: string;
  /** Whether the whole form was replaced (an example, or starting again). */
  readonly replacesForm: boolean;
}

/** Whether another outcome row may be added, and whether a row may be removed. */
export function rowLimits(count: number): { readonly canAdd: boolean; readonly canRemove: boolean } {
  return { canAdd: count < MAX_ROWS, canRemove: count > 1 };
}

function addRow(state: CalcState): Transition | undefined {
  const count = state.rows.length;
  if (!rowLimits(count).canAdd) return undefined;
  return {
    state: { ...state, rows: [...state.rows, EMPTY_ROW] },
    focusRow: count,
    announcement: `Outcome ${String(count + 1)} added.`,
    replacesForm: false,
  };
}

function removeRow(state: CalcState, index: number): Transition | undefined {
  const count = state.rows.length;
  if (!rowLimits(count).canRemove || index < 0 || index >= count) return undefined;
  return {
    state: { ...state, rows: state.rows.filter((_, i) => i !== index) },
    focusRow: Math.min(index, count - 2),
    announcement: `Outcome ${String(index + 1)} removed; ${String(count - 1)} left.`,
    replacesForm: false,
  };
}

/** What `action` does to `state`; `undefined` when it cannot be done (a thirteenth row, the last row removed). */
export function transition(state: CalcState, action: FormAction): Transition | undefined {
  switch (action.kind) {
    case 'add':
      return addRow(state);
    case 'remove':
      return removeRow(state, action.index);
    case 'example-pairs':
      return { state: ZONE7_PAIRS, announcement: 'The Zone 7 pairs example is loaded.', replacesForm: true };
    case 'example-teams':
      return { state: ZONE7_TEAMS, announcement: 'The Zone 7 teams example is loaded.', replacesForm: true };
    case 'reset':
      return { state: emptyState(), announcement: 'The form is empty again.', replacesForm: true };
  }
}
