/**
 * From the calculator's form state to what the page shows: a message for each
 * field with bad input, what is still missing, the sum of the weights, and,
 * only when everything is valid and the weights add up to 100%, the weighted
 * score with its working. The arithmetic is the scoring module's
 * (`src/bridge/scoring`), which is exact; this module only reads the fields
 * and lays the answer out. Pure: no DOM.
 */
import {
  ARTIFICIAL_SCORE_ADVICE,
  MAX_OUTCOMES_FOR_WEIGHTING,
  ScoringError,
  formatSigned,
  parseContractResult,
  resolveOutcome,
  weightedPairsScore,
  weightedTeamsScore,
  type ResolvedOutcome,
  type ScoringContext,
  type Vulnerability,
} from '../../bridge/scoring/index';
import type { CalcState, Mode } from './state';

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

export interface PairsLineView {
  /** 1-based. */
  readonly n: number;
  /** "6S= by N", or "—" when no outcome was written. */
  readonly label: string;
  /** N/S score, "+1430"; "" when no outcome was written. */
  readonly scoreText: string;
  /** "30%" */
  readonly weightText: string;
  /** The weight as a fraction, "0.3". */
  readonly factorText: string;
  /** "20" */
  readonly matchpointsText: string;
  /** weight × match-points, "6.0". */
  readonly contributionText: string;
}

export interface PairsView {
  readonly lines: readonly PairsLineView[];
  /** "0.3 × 20 + 0.4 × 13 + 0.2 × 6 + 0.1 × 2 = 6.0 + 5.2 + 1.2 + 0.2 = 12.6" */
  readonly working: string;
  /** "12.6" */
  readonly weightedText: string;
  /** "11" */
  readonly averageText: string;
  /** Whether the average was taken as half the top. */
  readonly averageFromTop: boolean;
  /** "12.6 − 11 = +1.6" */
  readonly differenceWorking: string;
  /** "+1.6" */
  readonly nsCorrectionText: string;
  /** "-1.6" */
  readonly ewCorrectionText: string;
  /** "add 1.6 to N/S, deduct 1.6 from E/W" */
  readonly instruction: string;
  /** When the top is known: "22", and E/W's weighted match-points "9.4". */
  readonly topText?: string;
  readonly ewWeightedText?: string;
}

export interface TeamsLineView {
  readonly n: number;
  readonly label: string;
  /** "+1430" */
  readonly scoreText: string;
  /** "+1430 − 650 = +780" */
  readonly netWorking: string;
  /** "+780" */
  readonly netText: string;
  /** "+13", "0", "-13" */
  readonly impsText: string;
  readonly weightText: string;
  /** weight × IMPs, "3.9" */
  readonly weightedText: string;
}

export interface TeamsView {
  /** The other table as written back: "+650" or "4S+1 by S". */
  readonly otherLabel: string;
  /** "+650" */
  readonly otherScoreText: string;
  readonly lines: readonly TeamsLineView[];
  /** "3.0" */
  readonly totalText: string;
  /** "+3" */
  readonly awardedText: string;
  /** "+3 IMPs to N/S, -3 IMPs to E/W" */
  readonly instruction: string;
  /** How the total was rounded, in words. */
  readonly roundingNote: string;
}

export interface WeightSum {
  /** "90" (percent). */
  readonly text: string;
  /** Whether every weight is filled in and valid. */
  readonly complete: boolean;
  /** Whether the weights are complete and add up to exactly 100%. */
  readonly ok: boolean;
  /** What to show under the outcomes. */
  readonly message: string;
}

export interface Evaluation {
  readonly mode: Mode;
  /** A message for each field with bad input, by `fieldKey`. */
  readonly errors: Readonly<Record<string, string>>;
  /** Required fields still empty, in words ("the weight of outcome 2"). */
  readonly missing: readonly string[];
  readonly weightSum: WeightSum;
  /** The Law 12C1(d) advice when there are more than four outcomes. */
  readonly advice?: string;
  /** One line for the polite live region: the answer, or why there is none. */
  readonly status: string;
  /** Present only when there is an answer in pairs mode. */
  readonly pairs?: PairsView;
  /** Present only when there is an answer in teams mode. */
  readonly teams?: TeamsView;
}

// ------------------------------------------------------------ numbers

type Parsed = { readonly hundredths: number } | { readonly problem: 'format' | 'decimals' };

const MAX_WHOLE_DIGITS = 7;

/**
 * A non-negative decimal typed in a field, as an integer number of
 * hundredths: "30", "33.33", "12,5" (decimal comma), ".5"; with `percent`, a
 * trailing "%" is allowed. Exact: works on the digits, not on floats.
 */
export function parseHundredths(text: string, percent = false): Parsed {
  let t = text.trim();
  if (percent) t = t.replace(/\s*%$/u, '');
  const m = /^(\d*)(?:[.,](\d*))?$/u.exec(t);
  const whole = m?.[1] ?? '';
  const fraction = (m?.[2] ?? '').replace(/0+$/u, '');
  if (!m || (whole === '' && (m[2] ?? '') === '') || whole.replace(/^0+/u, '').length > MAX_WHOLE_DIGITS) {
    return { problem: 'format' };
  }
  if (fraction.length > 2) return { problem: 'decimals' };
  return { hundredths: Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0')) };
}

/** An integer count of `10^-scale` units as a plain decimal: (3000, 4) → "0.3", (1100, 2) → "11". */
export function unitsText(units: number, scale: number): string {
  const size = Math.abs(units);
  const div = 10 ** scale;
  const whole = Math.floor(size / div);
  const fraction = String(size - whole * div).padStart(scale, '0').replace(/0+$/u, '');
  const body = fraction === '' ? String(whole) : `${String(whole)}.${fraction}`;
  return units < 0 ? `-${body}` : body;
}

function shown(text: string): string {
  const t = text.trim();
  return t.length > 30 ? `${t.slice(0, 30)}…` : t;
}

// ------------------------------------------------------------ outcomes

const VUL_NAMES: Readonly<Record<Vulnerability, string>> = { None: 'None', NS: 'N/S', EW: 'E/W', All: 'All' };

/** "None", "N/S", "E/W", "All". */
export function vulnerabilityName(v: Vulnerability): string {
  return VUL_NAMES[v];
}

/**
 * Resolves an outcome typed in a field, with the board's vulnerability as
 * context; a message meant for the Director when it cannot be scored.
 */
export function readOutcome(
  text: string,
  vulnerability: Vulnerability | '',
): ResolvedOutcome | { error: string; needsVulnerability?: true } {
  const context: ScoringContext = vulnerability === '' ? {} : { vulnerability };
  try {
    return resolveOutcome(text, context);
  } catch (error) {
    if (!(error instanceof ScoringError)) throw error;
    if (vulnerability === '') {
      // A well-formed contract that only lacks the vulnerability: point at the board's.
      try {
        const parsed = parseContractResult(text);
        if (parsed.vulnerability === undefined && parsed.declarerVulnerable === undefined && parsed.declarer !== undefined) {
          return {
            error: `Choose the board's vulnerability (above) to score ${text.trim()}, or write it here, e.g. "${text.trim()}, vul".`,
            needsVulnerability: true,
          };
        }
      } catch {
        // not a contract result: the scoring module's own message says why
      }
    }
    return { error: error.message };
  }
}

// ------------------------------------------------------------ evaluation

interface Row {
  readonly index: number;
  readonly outcome?: ResolvedOutcome;
  readonly weight?: number;
  readonly matchpoints?: number;
}

/** A field key in words: "outcome 2", "the weight of outcome 2", "the board average". */
export function fieldName(key: string): string {
  const row = /^(o|w|mp)(\d+)$/u.exec(key);
  if (row) {
    const n = String(Number(row[2]) + 1);
    return row[1] === 'o' ? `outcome ${n}` : row[1] === 'w' ? `the weight of outcome ${n}` : `the match-points of outcome ${n}`;
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
function byFormOrder(a: string, b: string): number {
  const rank = (key: string): number => {
    const row = /^(o|w|mp)(\d+)$/u.exec(key);
    if (row) return 10 + Number(row[2]) * 3 + (row[1] === 'o' ? 0 : row[1] === 'w' ? 1 : 2);
    return ({ vul: 0, avg: 1000, top: 1001, other: 1002 } as Readonly<Record<string, number>>)[key] ?? 2000;
  };
  return rank(a) - rank(b);
}

function listInWords(items: readonly string[]): string {
  const shownItems = items.length > 3 ? [...items.slice(0, 3), `${String(items.length - 3)} more`] : [...items];
  if (shownItems.length <= 1) return shownItems.join('');
  return `${shownItems.slice(0, -1).join(', ')} and ${shownItems[shownItems.length - 1] ?? ''}`;
}

/** Evaluates the form. Never throws. */
export function evaluate(state: CalcState): Evaluation {
  const errors: Record<string, string> = {};
  const missing: string[] = [];
  const pairs = state.mode === 'pairs';
  const read = (text: string, key: string): ResolvedOutcome | undefined => {
    const r = readOutcome(text, state.vulnerability);
    if (!('error' in r)) return r;
    errors[key] = r.error;
    if (r.needsVulnerability === true) {
      errors[fieldKey.vulnerability] = "Choose the board's vulnerability: it is needed to score the contracts below.";
    }
    return undefined;
  };

  // The top and the average (pairs).
  let top: number | undefined;
  let average: number | undefined;
  let averageFromTop = false;
  if (pairs) {
    if (state.top.trim() !== '') {
      const p = parseHundredths(state.top);
      if ('problem' in p) {
        errors[fieldKey.top] =
          p.problem === 'decimals'
            ? 'Use at most two decimal places for the top.'
            : `Write the top as a number of match-points, such as 22 (not "${shown(state.top)}").`;
      } else if (p.hundredths === 0) errors[fieldKey.top] = 'The top must be more than 0 match-points.';
      else top = p.hundredths;
    }
    if (state.average.trim() !== '') {
      const p = parseHundredths(state.average);
      if ('problem' in p) {
        errors[fieldKey.average] =
          p.problem === 'decimals'
            ? 'Use at most two decimal places for the average.'
            : `Write the average as a number of match-points, such as 11 (not "${shown(state.average)}").`;
      } else if (top !== undefined && p.hundredths > top) {
        errors[fieldKey.average] = `The average cannot be more than the top (${unitsText(top, 2)}).`;
      } else average = p.hundredths;
    } else if (top !== undefined) {
      if (top % 2 === 0) {
        average = top / 2;
        averageFromTop = true;
      } else {
        errors[fieldKey.average] = `Enter the average: half of a top of ${unitsText(top, 2)} needs more than two decimals.`;
      }
    } else if (errors[fieldKey.top] === undefined) {
      missing.push('the board average');
    }
  }

  // The other table (teams).
  let other: ResolvedOutcome | undefined;
  if (!pairs) {
    if (state.otherTable.trim() === '') missing.push('the score at the other table');
    else {
      other = read(state.otherTable, fieldKey.otherTable);
    }
  }

  // The outcomes.
  let weightTotal = 0;
  let weightsComplete = true;
  const rows: Row[] = state.rows.map((row, index): Row => {
    const n = String(index + 1);
    let outcome: ResolvedOutcome | undefined;
    if (row.outcome.trim() !== '') {
      outcome = read(row.outcome, fieldKey.outcome(index));
    } else if (!pairs) {
      missing.push(`outcome ${n}`);
    }

    let weight: number | undefined;
    if (row.weight.trim() === '') {
      weightsComplete = false;
      missing.push(`the weight of outcome ${n}`);
    } else {
      const p = parseHundredths(row.weight, true);
      if ('problem' in p) {
        errors[fieldKey.weight(index)] =
          p.problem === 'decimals'
            ? 'Use at most two decimal places for a weight.'
            : `Write the weight as a percentage, such as 30 or 33.33 (not "${shown(row.weight)}").`;
      } else if (p.hundredths === 0) errors[fieldKey.weight(index)] = 'A weight must be more than 0%.';
      else if (p.hundredths > 10000) {
        errors[fieldKey.weight(index)] = `A weight cannot be more than 100% (this one is ${unitsText(p.hundredths, 2)}%).`;
      } else weight = p.hundredths;
      if (weight === undefined) weightsComplete = false;
      else weightTotal += weight;
    }

    let matchpoints: number | undefined;
    if (pairs) {
      if (row.matchpoints.trim() === '') missing.push(`the match-points of outcome ${n}`);
      else {
        const p = parseHundredths(row.matchpoints);
        if ('problem' in p) {
          errors[fieldKey.matchpoints(index)] =
            p.problem === 'decimals'
              ? 'Use at most two decimal places for match-points.'
              : `Write the match-points as a number, such as 13 or 12.5 (not "${shown(row.matchpoints)}").`;
        } else if (top !== undefined && p.hundredths > top) {
          errors[fieldKey.matchpoints(index)] = `More than the top of ${unitsText(top, 2)} match-points.`;
        } else matchpoints = p.hundredths;
      }
    }
    return {
      index,
      ...(outcome !== undefined ? { outcome } : {}),
      ...(weight !== undefined ? { weight } : {}),
      ...(matchpoints !== undefined ? { matchpoints } : {}),
    };
  });

  const sumText = unitsText(weightTotal, 2);
  const sumOk = weightsComplete && weightTotal === 10000;
  const weightSum: WeightSum = {
    text: sumText,
    complete: weightsComplete,
    ok: sumOk,
    message: sumOk
      ? 'The weights add up to 100%.'
      : weightsComplete
        ? `The weights add up to ${sumText}%; they must add up to 100%.`
        : weightTotal < 10000
          ? `The weights entered so far add up to ${sumText}%: ${unitsText(10000 - weightTotal, 2)}% is left for the others.`
          : `The weights entered so far already add up to ${sumText}%, with outcomes still to weigh: the total must be 100%.`,
  };
  const advice = state.rows.length > MAX_OUTCOMES_FOR_WEIGHTING ? ARTIFICIAL_SCORE_ADVICE : undefined;
  const base = { mode: state.mode, errors, missing, weightSum, ...(advice !== undefined ? { advice } : {}) };

  const errorKeys = Object.keys(errors);
  if (errorKeys.length > 0) {
    return { ...base, status: `No score yet: correct ${listInWords(errorKeys.sort(byFormOrder).map(fieldName))} (see the message there).` };
  }
  if (weightsComplete && !sumOk) return { ...base, status: `No score yet. ${weightSum.message}` };
  if (missing.length > 0) return { ...base, status: `No score yet: fill in ${listInWords(missing)}.` };

  try {
    if (pairs) {
      const view = pairsView(state, rows, average ?? 0, averageFromTop, top);
      return {
        ...base,
        pairs: view,
        status: `Weighted score ${view.weightedText} match-points against an average of ${view.averageText}: ${view.instruction}.`,
      };
    }
    const view = teamsView(state, rows, other);
    return {
      ...base,
      teams: view,
      status: `Weighted total ${view.totalText} IMPs, rounded to ${view.awardedText}: ${view.instruction}.`,
    };
  } catch (error) {
    // Not expected: every field was checked above. Say so rather than show a wrong number.
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, status: `No score: ${message}` };
  }
}

function pairsView(state: CalcState, rows: readonly Row[], average: number, averageFromTop: boolean, top: number | undefined): PairsView {
  const context: ScoringContext = state.vulnerability === '' ? {} : { vulnerability: state.vulnerability };
  const outcomes = rows.map((r) => ({
    weight: (r.weight ?? 0) / 100,
    matchpoints: (r.matchpoints ?? 0) / 100,
    ...(r.outcome !== undefined ? { outcome: r.outcome.nsScore } : {}),
  }));
  const result = weightedPairsScore(outcomes, average / 100, context);
  const lines = rows.map((r, i): PairsLineView => ({
    n: i + 1,
    label: r.outcome?.label ?? '—',
    scoreText: r.outcome !== undefined ? formatSigned(r.outcome.nsScore) : '',
    weightText: `${unitsText(r.weight ?? 0, 2)}%`,
    factorText: unitsText(r.weight ?? 0, 4),
    matchpointsText: unitsText(r.matchpoints ?? 0, 2),
    contributionText: result.lines[i]?.contributionText ?? '',
  }));
  const products = lines.map((l) => `${l.factorText} × ${l.matchpointsText}`).join(' + ');
  const contributions = lines.map((l) => l.contributionText).join(' + ');
  const working =
    lines.length > 1
      ? `${products} = ${contributions} = ${result.weightedMatchpointsText}`
      : `${products} = ${result.weightedMatchpointsText}`;
  const averageText = unitsText(average, 2);
  let extra: { topText?: string; ewWeightedText?: string } = {};
  if (top !== undefined) {
    // E/W's side of the same board: top minus each N/S score, against top minus the average.
    const ew = weightedPairsScore(
      rows.map((r) => ({ weight: (r.weight ?? 0) / 100, matchpoints: (top - (r.matchpoints ?? 0)) / 100 })),
      (top - average) / 100,
    );
    extra = { topText: unitsText(top, 2), ewWeightedText: ew.weightedMatchpointsText };
  }
  return {
    lines,
    working,
    weightedText: result.weightedMatchpointsText,
    averageText,
    averageFromTop,
    differenceWorking: `${result.weightedMatchpointsText} − ${averageText} = ${result.nsCorrectionText}`,
    nsCorrectionText: result.nsCorrectionText,
    ewCorrectionText: result.ewCorrectionText,
    instruction: result.instruction,
    ...extra,
  };
}

function teamsView(state: CalcState, rows: readonly Row[], other: ResolvedOutcome | undefined): TeamsView {
  if (other === undefined) throw new Error('the score at the other table is missing');
  const context = {
    ...(state.vulnerability === '' ? {} : { vulnerability: state.vulnerability }),
    ...(state.nonOffending === '' ? {} : { nonOffendingSide: state.nonOffending }),
  };
  const result = weightedTeamsScore(
    rows.map((r) => ({ weight: (r.weight ?? 0) / 100, outcome: r.outcome?.nsScore ?? Number.NaN })),
    other.nsScore,
    context,
  );
  const otherShown = other.nsScore < 0 ? `(${formatSigned(other.nsScore)})` : String(other.nsScore);
  const lines = result.lines.map((l, i): TeamsLineView => {
    const row = rows[i];
    const scoreText = formatSigned(l.nsScore);
    return {
      n: i + 1,
      label: row?.outcome?.label ?? scoreText,
      scoreText,
      netWorking: `${scoreText} − ${otherShown} = ${formatSigned(l.net)}`,
      netText: formatSigned(l.net),
      impsText: formatSigned(l.imps),
      weightText: `${unitsText(row?.weight ?? 0, 2)}%`,
      weightedText: l.weightedImpsText,
    };
  });
  let roundingNote = `${result.totalImpsText} rounded to the nearest whole IMP: ${result.awardedText}.`;
  if (result.wasExactHalf) {
    roundingNote +=
      state.nonOffending === ''
        ? ' An exact half: rounded away from zero. Say which side did not offend to settle it in that side’s favour.'
        : ` An exact half: settled in favour of the non-offending side (${state.nonOffending === 'NS' ? 'N/S' : 'E/W'}).`;
  }
  return {
    otherLabel: other.label,
    otherScoreText: formatSigned(other.nsScore),
    lines,
    totalText: result.totalImpsText,
    awardedText: result.awardedText,
    instruction: result.instruction,
    roundingNote,
  };
}
