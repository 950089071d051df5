/**
 * Which scores one board of duplicate can produce, and reading a score typed
 * as text.
 *
 * A board's score is that of one contract (Law 77's table) from one side's
 * point of view, or 0 when the board is passed out. So it is a multiple of 10
 * between −7600 (seven no trump redoubled, vulnerable, thirteen down) and
 * +7600, and not every such multiple: no contract scores 10, 20 or 220
 * points. The set is worked out from `scoreContract`, so it can never
 * disagree with the scoring table.
 */
import { formatSigned } from './decimal';
import { ScoringError } from './errors';
import { DOUBLINGS, LEVELS, STRAINS, scoreContract } from './score';

/** The largest score, either way, one board can produce: 7NTXX-13, vulnerable. */
export const MAX_BOARD_SCORE = 7600;

/** The rule in words, for messages. */
export const BOARD_SCORE_RULE = `a duplicate score is a multiple of 10 between −${String(MAX_BOARD_SCORE)} and +${String(MAX_BOARD_SCORE)}`;

function computeScores(): ReadonlySet<number> {
  const scores = new Set<number>([0]);
  for (const level of LEVELS) {
    for (const strain of STRAINS) {
      for (const doubling of DOUBLINGS) {
        for (let tricks = 0; tricks <= 13; tricks += 1) {
          for (const vulnerable of [false, true]) {
            const score = scoreContract({ level, strain, doubling }, tricks, vulnerable);
            scores.add(score);
            scores.add(-score);
          }
        }
      }
    }
  }
  return scores;
}

let cache: { readonly set: ReadonlySet<number>; readonly sorted: readonly number[] } | undefined;

function scores(): { readonly set: ReadonlySet<number>; readonly sorted: readonly number[] } {
  if (cache === undefined) {
    const set = computeScores();
    cache = { set, sorted: [...set].sort((a, b) => a - b) };
  }
  return cache;
}

/** Every score one board can produce, from either side's point of view, in ascending order (0 included). */
export function possibleBoardScores(): readonly number[] {
  return scores().sorted;
}

/** Whether some contract and result (or a pass-out) scores exactly `score`. */
export function isPossibleBoardScore(score: number): boolean {
  return scores().set.has(score);
}

/** The possible scores just below and just above `score` (either may be missing at the ends). */
export function nearestBoardScores(score: number): { readonly below?: number; readonly above?: number } {
  const scores = possibleBoardScores();
  const below = scores.filter((s) => s < score).at(-1);
  const above = scores.find((s) => s > score);
  return { ...(below !== undefined ? { below } : {}), ...(above !== undefined ? { above } : {}) };
}

function nearestInWords(score: number): string {
  const { below, above } = nearestBoardScores(score);
  const shown = [below, above].filter((s) => s !== undefined).map((s) => formatSigned(s));
  return shown.length === 0 ? '' : ` (nearest: ${shown.join(' or ')})`;
}

/**
 * Why `score` is not a score one board can produce, or `undefined` when it is
 * one. `shown` is how the message names it (default: the number, signed).
 */
export function boardScoreProblem(score: number, shown = formatSigned(score)): string | undefined {
  if (typeof score !== 'number' || Number.isNaN(score)) {
    return `A score must be a number of points, got ${String(score)}.`;
  }
  if (isPossibleBoardScore(score)) return undefined;
  const head = `${shown} is not a score one board can produce`;
  if (!Number.isFinite(score) || Math.abs(score) > MAX_BOARD_SCORE) return `${head}: ${BOARD_SCORE_RULE}.`;
  if (!Number.isInteger(score) || score % 10 !== 0) return `${head}: ${BOARD_SCORE_RULE}${nearestInWords(score)}.`;
  const size = String(Math.abs(score));
  return `${head}: no contract, made or defeated, scores ${size} points${nearestInWords(score)}.`;
}

/** Throws a `ScoringError` (naming `shown`) unless one board can produce `score`. */
export function assertBoardScore(
  score: number,
  shown = typeof score === 'number' ? formatSigned(score) : String(score),
): void {
  const problem = boardScoreProblem(score, shown);
  if (problem !== undefined) throw new ScoringError(problem, shown);
}

/** A score as typed: "+1430", "-100", "−100", "650", "+ 99990"; also "12.5" and "1,430", to refuse them by name. */
const SCORE_TEXT = /^\s*([+\-−–]?)\s*(\d+)(?:([.,])(\d+))?\s*$/u;
const MAX_SHOWN_DIGITS = 12;

/** Whether `text` is written as a score (a signed number) rather than a contract result. */
export function looksLikeBoardScore(text: string): boolean {
  return SCORE_TEXT.test(text);
}

/**
 * Reads a board score typed as text and checks that one board can produce
 * it. Throws a `ScoringError` naming the value and what is allowed:
 *
 *   parseBoardScore('+1430')  // 1430
 *   parseBoardScore('+99990') // "+99990 is not a score one board can produce: a duplicate score is a multiple of 10 between −7600 and +7600."
 *   parseBoardScore('1,430')  // "Write 1,430 without the comma: +1430."
 */
export function parseBoardScore(text: string): number {
  const m = typeof text === 'string' ? SCORE_TEXT.exec(text) : null;
  if (!m) {
    const shown = typeof text === 'string' ? text.trim().slice(0, 30) : String(text);
    throw new ScoringError(
      `Write a score as a number of points for N/S, such as +1430 or -100 (not "${shown}").`,
      shown,
    );
  }
  const [, sign = '', whole = '', separator, fraction] = m;
  const negative = sign !== '' && sign !== '+';
  if (separator === ',' && fraction?.length === 3 && /^[1-9]\d{0,2}$/u.test(whole)) {
    const value = Number(whole + fraction) * (negative ? -1 : 1);
    const typed = `${negative ? '-' : ''}${whole},${fraction}`;
    throw new ScoringError(`Write ${typed} without the comma: ${formatSigned(value)}.`, typed);
  }
  const digits = whole.replace(/^0+(?=\d)/u, '');
  const fractionText = fraction === undefined ? '' : `.${fraction}`;
  const value = Number(`${digits}${fractionText}`) * (negative ? -1 : 1);
  const signText = value > 0 ? '+' : value < 0 ? '-' : '';
  const body = digits.length > MAX_SHOWN_DIGITS ? `${digits.slice(0, MAX_SHOWN_DIGITS)}…` : `${digits}${fractionText}`;
  const shown = `${signText}${body}`;
  assertBoardScore(value, shown);
  return value === 0 ? 0 : value;
}
