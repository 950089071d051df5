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
  matchpointOrderProblems,
  formatSigned,
  weightedPairsScore,
  weightedTeamsScore,
  type ResolvedOutcome,
  type ScoringContext,
  type TeamsAdjustment,
  type TeamsLine,
} from '../../bridge/scoring/index';
import { byFormOrder, fieldKey, fieldName, listInWords } from './fields';
import { AVERAGE, MATCHPOINTS, TOP, WEIGHT, readChecked, unitsText, type NumberField } from './numbers';
import { readOutcome } from './outcome-field';
import type { CalcState, Mode } from './state';

export { fieldKey, fieldName };

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

// ------------------------------------------------------------ reading the form

/** What reading the form found: a message per field with bad input, and the required fields still empty. */
interface Findings {
  readonly errors: Record<string, string>;
  readonly missing: string[];
}

function blank(text: string): boolean {
  return text.trim() === '';
}

/** Records `message` on the field `key`; gives `undefined`, the field's value. */
function refuse(findings: Findings, key: string, message: string): undefined {
  findings.errors[key] = message;
  return undefined;
}

/** Pairs: the top and the board average, in hundredths of a match-point. */
interface PairsBoard {
  readonly top: number | undefined;
  readonly average: number | undefined;
  /** Whether the average was taken as half the top. */
  readonly averageFromTop: boolean;
}

function topProblem(top: number): string | undefined {
  return top > 0 ? undefined : `${unitsText(top, 2)} is not a possible top: the top is more than 0 match-points.`;
}

function readTop(text: string, findings: Findings): number | undefined {
  if (blank(text)) return undefined;
  const r = readChecked(text, TOP, topProblem);
  return 'error' in r ? refuse(findings, fieldKey.top, r.error) : r.value;
}

/** Why `average` cannot go with `top` (both in hundredths): the average is half the top. */
function averageProblem(average: number, top: number | undefined): string | undefined {
  const a = unitsText(average, 2);
  if (average <= 0) return `${a} is not a possible board average: the average is more than 0 match-points.`;
  // Half of an odd number of hundredths has three decimals: either neighbour will do.
  if (top === undefined || Math.abs(2 * average - top) <= top % 2) return undefined;
  const half =
    top % 2 === 0
      ? unitsText(top / 2, 2)
      : `${unitsText(top * 5, 3)}, so ${unitsText((top - 1) / 2, 2)} or ${unitsText((top + 1) / 2, 2)}`;
  return `${a} is not the board average with a top of ${unitsText(top, 2)}: the average is half the top, ${half}. Correct one of them, or leave the average empty.`;
}

function readPairsBoard(state: CalcState, findings: Findings): PairsBoard {
  const top = readTop(state.top, findings);
  if (!blank(state.average)) {
    const r = readChecked(state.average, AVERAGE, (average) => averageProblem(average, top));
    const average = 'error' in r ? refuse(findings, fieldKey.average, r.error) : r.value;
    return { top, average, averageFromTop: false };
  }
  if (top === undefined) {
    if (findings.errors[fieldKey.top] === undefined) findings.missing.push('the board average');
    return { top, average: undefined, averageFromTop: false };
  }
  if (top % 2 === 0) return { top, average: top / 2, averageFromTop: true };
  const message = `Enter the average: half of a top of ${unitsText(top, 2)} needs more than two decimals.`;
  return { top, average: refuse(findings, fieldKey.average, message), averageFromTop: false };
}

/** Why `mp` (hundredths) cannot be a score on this board: match-points run from 0 up to the top. */
function matchpointsProblem(mp: number, board: PairsBoard | undefined): string | undefined {
  const m = unitsText(mp, 2);
  const rule = 'match-points run from 0 up to the top';
  if (mp < 0) return `${m} is not possible: ${rule}.`;
  if (board?.top !== undefined)
    return mp > board.top ? `${m} is more than the top of ${unitsText(board.top, 2)}: ${rule}.` : undefined;
  if (board?.average !== undefined && mp > 2 * board.average) {
    return `${m} is more than the top: with a board average of ${unitsText(board.average, 2)} the top is ${unitsText(2 * board.average, 2)}, and ${rule}.`;
  }
  return undefined;
}

function weightProblem(weight: number): string | undefined {
  return weight > 0 && weight <= 10000
    ? undefined
    : `${unitsText(weight, 2)}% is not a possible weight: a weight is more than 0% and at most 100%.`;
}

/** One outcome row as read: each part `undefined` when blank or refused. Weights and match-points in hundredths. */
interface Row {
  readonly index: number;
  readonly outcome: ResolvedOutcome | undefined;
  readonly weight: number | undefined;
  readonly matchpoints: number | undefined;
}

function readOutcomeField(
  text: string,
  key: string,
  state: CalcState,
  findings: Findings,
): ResolvedOutcome | undefined {
  const r = readOutcome(text, state.vulnerability);
  if (!('error' in r)) return r;
  if (r.needsVulnerability === true) {
    findings.errors[fieldKey.vulnerability] =
      "Choose the board's vulnerability: it is needed to score the contracts below.";
  }
  return refuse(findings, key, r.error);
}

/** A number field of a row: blank (and missing), refused, or its value in hundredths. */
function readRowNumber(
  text: string,
  key: string,
  missing: string,
  field: NumberField,
  problem: (value: number) => string | undefined,
  findings: Findings,
): number | undefined {
  if (blank(text)) {
    findings.missing.push(missing);
    return undefined;
  }
  const r = readChecked(text, field, problem);
  return 'error' in r ? refuse(findings, key, r.error) : r.value;
}

function readRow(state: CalcState, index: number, board: PairsBoard | undefined, findings: Findings): Row {
  const row = state.rows[index] ?? { outcome: '', weight: '', matchpoints: '' };
  const n = String(index + 1);
  if (blank(row.outcome) && state.mode === 'teams') findings.missing.push(`outcome ${n}`);
  const outcome = blank(row.outcome)
    ? undefined
    : readOutcomeField(row.outcome, fieldKey.outcome(index), state, findings);
  const weight = readRowNumber(
    row.weight,
    fieldKey.weight(index),
    `the weight of outcome ${n}`,
    WEIGHT,
    weightProblem,
    findings,
  );
  const matchpoints =
    state.mode === 'pairs'
      ? readRowNumber(
          row.matchpoints,
          fieldKey.matchpoints(index),
          `the match-points of outcome ${n}`,
          MATCHPOINTS,
          (mp) => matchpointsProblem(mp, board),
          findings,
        )
      : undefined;
  return { index, outcome, weight, matchpoints };
}

/** Pairs: match-points that contradict the scores (the scoring module's rule), on the later outcome's field. */
function checkMatchpointOrder(rows: readonly Row[], findings: Findings): void {
  const lines = rows.map((r) => ({
    nsScore: r.matchpoints === undefined ? undefined : r.outcome?.nsScore,
    matchpoints: (r.matchpoints ?? 0) / 100,
  }));
  for (const [index, message] of matchpointOrderProblems(lines)) {
    findings.errors[fieldKey.matchpoints(index)] ??= message;
  }
}

function sumWeights(rows: readonly Row[]): WeightSum {
  const complete = rows.every((r) => r.weight !== undefined);
  const total = rows.reduce((sum, r) => sum + (r.weight ?? 0), 0);
  const text = unitsText(total, 2);
  const ok = complete && total === 10000;
  let message: string;
  if (ok) message = 'The weights add up to 100%.';
  else if (complete) message = `The weights add up to ${text}%; they must add up to 100%.`;
  else if (total < 10000)
    message = `The weights entered so far add up to ${text}%: ${unitsText(10000 - total, 2)}% is left for the others.`;
  else
    message = `The weights entered so far already add up to ${text}%, with outcomes still to weigh: the total must be 100%.`;
  return { text, complete, ok, message };
}

/** Why there is no score yet, or `undefined` when everything is there and right. */
function noScoreStatus(findings: Findings, weightSum: WeightSum): string | undefined {
  const errorKeys = Object.keys(findings.errors);
  if (errorKeys.length > 0) {
    return `No score yet: correct ${listInWords(errorKeys.sort(byFormOrder).map(fieldName))} (see the message there).`;
  }
  if (weightSum.complete && !weightSum.ok) return `No score yet. ${weightSum.message}`;
  if (findings.missing.length > 0) return `No score yet: fill in ${listInWords(findings.missing)}.`;
  return undefined;
}

// ------------------------------------------------------------ evaluation

/** Evaluates the form. Never throws. */
export function evaluate(state: CalcState): Evaluation {
  const findings: Findings = { errors: {}, missing: [] };
  const board = state.mode === 'pairs' ? readPairsBoard(state, findings) : undefined;
  let other: ResolvedOutcome | undefined;
  if (state.mode === 'teams') {
    if (blank(state.otherTable)) findings.missing.push('the score at the other table');
    else other = readOutcomeField(state.otherTable, fieldKey.otherTable, state, findings);
  }
  const rows = state.rows.map((_, index) => readRow(state, index, board, findings));
  if (state.mode === 'pairs') checkMatchpointOrder(rows, findings);

  const weightSum = sumWeights(rows);
  const advice = state.rows.length > MAX_OUTCOMES_FOR_WEIGHTING ? ARTIFICIAL_SCORE_ADVICE : undefined;
  const base = {
    mode: state.mode,
    errors: findings.errors,
    missing: findings.missing,
    weightSum,
    ...(advice !== undefined ? { advice } : {}),
  };
  const noScore = noScoreStatus(findings, weightSum);
  if (noScore !== undefined) return { ...base, status: noScore };
  try {
    return { ...base, ...(board !== undefined ? pairsAnswer(state, rows, board) : teamsAnswer(state, rows, other)) };
  } catch (error) {
    // Not expected: every field was checked above. Say so rather than show a wrong number.
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, status: `No score: ${message}` };
  }
}

function pairsAnswer(state: CalcState, rows: readonly Row[], board: PairsBoard): { status: string; pairs: PairsView } {
  const view = pairsView(state, rows, board);
  return {
    pairs: view,
    status: `Weighted score ${view.weightedText} match-points against an average of ${view.averageText}: ${view.instruction}.`,
  };
}

function teamsAnswer(
  state: CalcState,
  rows: readonly Row[],
  other: ResolvedOutcome | undefined,
): { status: string; teams: TeamsView } {
  const view = teamsView(state, rows, other);
  return {
    teams: view,
    status: `Weighted total ${view.totalText} IMPs, rounded to ${view.awardedText}: ${view.instruction}.`,
  };
}

/** "0.3 × 20 + 0.4 × 13 = 6.0 + 5.2 = 11.2" */
function pairsWorking(lines: readonly PairsLineView[], totalText: string): string {
  const products = lines.map((l) => `${l.factorText} × ${l.matchpointsText}`).join(' + ');
  const contributions = lines.map((l) => l.contributionText).join(' + ');
  return lines.length > 1 ? `${products} = ${contributions} = ${totalText}` : `${products} = ${totalText}`;
}

/** When the top is known, E/W's side of the same board: top minus each N/S score, against top minus the average. */
function ewSide(
  rows: readonly Row[],
  average: number,
  top: number | undefined,
): { topText?: string; ewWeightedText?: string } {
  if (top === undefined) return {};
  const ew = weightedPairsScore(
    rows.map((r) => ({ weight: (r.weight ?? 0) / 100, matchpoints: (top - (r.matchpoints ?? 0)) / 100 })),
    (top - average) / 100,
  );
  return { topText: unitsText(top, 2), ewWeightedText: ew.weightedMatchpointsText };
}

function pairsView(state: CalcState, rows: readonly Row[], board: PairsBoard): PairsView {
  const context: ScoringContext = state.vulnerability === '' ? {} : { vulnerability: state.vulnerability };
  const average = board.average ?? 0;
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
  const averageText = unitsText(average, 2);
  return {
    lines,
    working: pairsWorking(lines, result.weightedMatchpointsText),
    weightedText: result.weightedMatchpointsText,
    averageText,
    averageFromTop: board.averageFromTop,
    differenceWorking: `${result.weightedMatchpointsText} − ${averageText} = ${result.nsCorrectionText}`,
    nsCorrectionText: result.nsCorrectionText,
    ewCorrectionText: result.ewCorrectionText,
    instruction: result.instruction,
    ...ewSide(rows, average, board.top),
  };
}

function roundingNote(result: TeamsAdjustment, nonOffending: CalcState['nonOffending']): string {
  const note = `${result.totalImpsText} rounded to the nearest whole IMP: ${result.awardedText}.`;
  if (!result.wasExactHalf) return note;
  return nonOffending === ''
    ? `${note} An exact half: rounded away from zero. Say which side did not offend to settle it in that side’s favour.`
    : `${note} An exact half: settled in favour of the non-offending side (${nonOffending === 'NS' ? 'N/S' : 'E/W'}).`;
}

function teamsLine(line: TeamsLine, index: number, row: Row | undefined, otherScore: number): TeamsLineView {
  const scoreText = formatSigned(line.nsScore);
  const otherShown = otherScore < 0 ? `(${formatSigned(otherScore)})` : String(otherScore);
  return {
    n: index + 1,
    label: row?.outcome?.label ?? scoreText,
    scoreText,
    netWorking: `${scoreText} − ${otherShown} = ${formatSigned(line.net)}`,
    netText: formatSigned(line.net),
    impsText: formatSigned(line.imps),
    weightText: `${unitsText(row?.weight ?? 0, 2)}%`,
    weightedText: line.weightedImpsText,
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
  return {
    otherLabel: other.label,
    otherScoreText: formatSigned(other.nsScore),
    lines: result.lines.map((l, i) => teamsLine(l, i, rows[i], other.nsScore)),
    totalText: result.totalImpsText,
    awardedText: result.awardedText,
    instruction: result.instruction,
    roundingNote: roundingNote(result, state.nonOffending),
  };
}
