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
 * offline cache. Anything unreadable in an address falls back to defaults.
 */
import { VULNERABILITIES, type Vulnerability } from '../../bridge/scoring/index';

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

/**
 * Reads a state from URL search parameters. Never throws: unknown or missing
 * values fall back to the empty state's, rows beyond `MAX_ROWS` are dropped,
 * and over-long values are cut to `MAX_FIELD_LENGTH`.
 */
export function fromParams(params: URLSearchParams): CalcState {
  const base = emptyState();
  const outcomes = params.getAll('o');
  const weights = params.getAll('w');
  const mps = params.getAll('mp');
  const count = Math.min(MAX_ROWS, Math.max(outcomes.length, weights.length, mps.length));
  const rows: OutcomeRow[] = [];
  for (let i = 0; i < count; i += 1) {
    rows.push({ outcome: field(outcomes[i]), weight: field(weights[i]), matchpoints: field(mps[i]) });
  }
  return {
    mode: oneOf(MODES, params.get('mode')) ?? base.mode,
    vulnerability: oneOf(VULNERABILITIES, params.get('vul')) ?? '',
    rows: rows.length > 0 ? rows : base.rows,
    average: field(params.get('avg')),
    top: field(params.get('top')),
    otherTable: field(params.get('other')),
    nonOffending: oneOf(SIDES, params.get('nos')) ?? '',
  };
}

/** Reads a state from a fragment (`#mode=…`, with or without the `#`). */
export function fromHash(hash: string): CalcState {
  return fromParams(new URLSearchParams(hash.replace(/^#/u, '')));
}

/** Whether a fragment holds calculator state at all (rather than, say, `#main`). */
export function isStateHash(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/u, ''));
  return params.has('mode') || params.has('o');
}
