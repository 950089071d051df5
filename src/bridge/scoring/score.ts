/**
 * Duplicate bridge scoring, Law 77 (the 2017 table, unchanged from 2008).
 *
 * All scores are whole numbers of points. `scoreContract` gives the score
 * from declarer's side (positive when the contract is made, negative when it
 * is defeated); `scoreForNS` turns that into the N/S point of view, which is
 * how a board's results are usually written on a traveller.
 */
import { ScoringError } from './errors';
import { SEATS, type Seat } from '../seat';
import { STRAINS, type Strain } from '../strain';

// Seats and strains are the bridge domain's own (src/bridge/seat.ts, strain.ts).
export { SEATS, STRAINS, type Seat, type Strain };

export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type Doubling = 'undoubled' | 'doubled' | 'redoubled';
/** Board vulnerability as printed on the board: nobody, N/S, E/W or both sides. */
export type Vulnerability = 'None' | 'NS' | 'EW' | 'All';

export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubling: Doubling;
}

export const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
export const DOUBLINGS: readonly Doubling[] = ['undoubled', 'doubled', 'redoubled'];
export const VULNERABILITIES: readonly Vulnerability[] = ['None', 'NS', 'EW', 'All'];

/** The parts of a duplicate score, all in points. */
export interface ScoreBreakdown {
  /** Whether declarer took at least `level + 6` tricks. */
  readonly made: boolean;
  /** Trick score for the contracted tricks (after doubling), 0 when defeated. */
  readonly trickScore: number;
  /** Overtrick points, 0 when there are none. */
  readonly overtrickScore: number;
  /** 50 for a part score, 300 (not vulnerable) or 500 (vulnerable) for a game; 0 when defeated. */
  readonly gameOrPartScoreBonus: number;
  /** Small slam 500/750, grand slam 1000/1500; 0 otherwise. */
  readonly slamBonus: number;
  /** 50 for making a doubled contract, 100 for a redoubled one ("insult"). */
  readonly insultBonus: number;
  /** Undertrick penalty as a positive number of points (scored by the defenders); 0 when made. */
  readonly undertrickPenalty: number;
  /** The score from declarer's side: positive when made, negative when defeated. */
  readonly total: number;
}

const MULTIPLIER: Readonly<Record<Doubling, number>> = { undoubled: 1, doubled: 2, redoubled: 4 };

function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/** Throws a `ScoringError` unless `contract` is a real contract. */
export function assertContract(contract: Contract): void {
  if (typeof contract !== 'object' || contract === null) {
    throw new ScoringError('A contract must be an object with level, strain and doubling.');
  }
  if (!isOneOf(LEVELS, contract.level)) {
    throw new ScoringError(
      `Impossible contract level ${String(contract.level)}: a contract is at the 1 to 7 level.`,
      String(contract.level),
    );
  }
  if (!isOneOf(STRAINS, contract.strain)) {
    throw new ScoringError(
      `Unknown strain "${String(contract.strain)}": expected C, D, H, S or NT.`,
      String(contract.strain),
    );
  }
  if (!isOneOf(DOUBLINGS, contract.doubling)) {
    throw new ScoringError(
      `Unknown doubling "${String(contract.doubling)}": expected undoubled, doubled or redoubled.`,
      String(contract.doubling),
    );
  }
}

function assertTricks(tricks: number): void {
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
    throw new ScoringError(
      `Impossible number of tricks ${String(tricks)}: declarer takes from 0 to 13 tricks.`,
      String(tricks),
    );
  }
}

function assertVulnerable(vulnerable: boolean): void {
  if (typeof vulnerable !== 'boolean') {
    throw new ScoringError(`Vulnerability must be true or false, got ${String(vulnerable)}.`);
  }
}

/** Points for one contracted trick, undoubled (the first NT trick is worth 40). */
function trickValue(strain: Strain, trickNumber: number): number {
  switch (strain) {
    case 'C':
    case 'D':
      return 20;
    case 'H':
    case 'S':
      return 30;
    case 'NT':
      return trickNumber === 1 ? 40 : 30;
  }
}

/** Undertrick penalty (positive) for `down` tricks. */
function undertrickPenalty(down: number, doubling: Doubling, vulnerable: boolean): number {
  if (doubling === 'undoubled') return down * (vulnerable ? 100 : 50);
  let doubled: number;
  if (vulnerable) {
    // 200 for the first, 300 for each subsequent undertrick.
    doubled = 200 + 300 * (down - 1);
  } else {
    // 100 for the first, 200 for the second and third, 300 from the fourth.
    doubled = 100 + 200 * (Math.min(down, 3) - 1) + 300 * Math.max(0, down - 3);
  }
  return doubling === 'redoubled' ? 2 * doubled : doubled;
}

/**
 * The score of `contract` when declarer takes `tricks` tricks, itemised,
 * from declarer's side. Throws `ScoringError` on impossible input.
 */
export function scoreBreakdown(contract: Contract, tricks: number, vulnerable: boolean): ScoreBreakdown {
  assertContract(contract);
  assertTricks(tricks);
  assertVulnerable(vulnerable);
  const { level, strain, doubling } = contract;
  const needed = level + 6;

  if (tricks < needed) {
    const penalty = undertrickPenalty(needed - tricks, doubling, vulnerable);
    return {
      made: false,
      trickScore: 0,
      overtrickScore: 0,
      gameOrPartScoreBonus: 0,
      slamBonus: 0,
      insultBonus: 0,
      undertrickPenalty: penalty,
      total: -penalty,
    };
  }

  const multiplier = MULTIPLIER[doubling];
  let trickScore = 0;
  for (let trick = 1; trick <= level; trick++) trickScore += trickValue(strain, trick) * multiplier;

  const over = tricks - needed;
  let overtrickScore: number;
  if (doubling === 'undoubled') overtrickScore = over * trickValue(strain, 2);
  else overtrickScore = over * (vulnerable ? 200 : 100) * (doubling === 'redoubled' ? 2 : 1);

  const gameOrPartScoreBonus = trickScore >= 100 ? (vulnerable ? 500 : 300) : 50;
  const slamBonus = level === 7 ? (vulnerable ? 1500 : 1000) : level === 6 ? (vulnerable ? 750 : 500) : 0;
  const insultBonus = doubling === 'doubled' ? 50 : doubling === 'redoubled' ? 100 : 0;

  return {
    made: true,
    trickScore,
    overtrickScore,
    gameOrPartScoreBonus,
    slamBonus,
    insultBonus,
    undertrickPenalty: 0,
    total: trickScore + overtrickScore + gameOrPartScoreBonus + slamBonus + insultBonus,
  };
}

/**
 * The duplicate score from declarer's side: positive when the contract is
 * made, negative when it is defeated.
 *
 * @example scoreContract({ level: 6, strain: 'S', doubling: 'undoubled' }, 12, true) // 1430
 */
export function scoreContract(contract: Contract, tricks: number, vulnerable: boolean): number {
  return scoreBreakdown(contract, tricks, vulnerable).total;
}

function assertSeat(seat: Seat): void {
  if (!isOneOf(SEATS, seat)) {
    throw new ScoringError(`Unknown seat "${String(seat)}": expected N, E, S or W.`, String(seat));
  }
}

function assertVulnerability(vulnerability: Vulnerability): void {
  if (!isOneOf(VULNERABILITIES, vulnerability)) {
    throw new ScoringError(
      `Unknown vulnerability "${String(vulnerability)}": expected None, NS, EW or All.`,
      String(vulnerability),
    );
  }
}

/** Whether `seat`'s side is vulnerable on a board with the given vulnerability. */
export function isVulnerable(seat: Seat, vulnerability: Vulnerability): boolean {
  assertSeat(seat);
  assertVulnerability(vulnerability);
  if (vulnerability === 'All') return true;
  if (vulnerability === 'None') return false;
  return vulnerability === (seat === 'N' || seat === 'S' ? 'NS' : 'EW');
}

/**
 * The duplicate score from N/S's point of view (as entered on a traveller),
 * for a contract played by `declarer` on a board with `vulnerability`.
 *
 * @example scoreForNS({ level: 4, strain: 'S', doubling: 'undoubled' }, 10, 'E', 'None') // -420
 */
export function scoreForNS(contract: Contract, tricks: number, declarer: Seat, vulnerability: Vulnerability): number {
  const score = scoreContract(contract, tricks, isVulnerable(declarer, vulnerability));
  // A duplicate score is never 0, so negating it never produces -0.
  return declarer === 'N' || declarer === 'S' ? score : -score;
}
