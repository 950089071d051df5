/**
 * Seats at the table and the relations between them.
 *
 * Seats are named by compass point and calls go round clockwise:
 * North, East, South, West. North-South and East-West are partnerships.
 */
import { SeatParseError } from './errors';

export type Seat = 'N' | 'E' | 'S' | 'W';

/** The seats in calling order, starting with North. */
export const SEATS: readonly Seat[] = Object.freeze(['N', 'E', 'S', 'W']);

const SEAT_NAMES: Readonly<Record<Seat, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };

export function isSeat(value: unknown): value is Seat {
  return value === 'N' || value === 'E' || value === 'S' || value === 'W';
}

/** Reads `N`, `north`, `North` (any case, surrounding blanks ignored). */
export function parseSeat(text: string): Seat {
  const t = text.trim().toUpperCase();
  for (const seat of SEATS) {
    if (t === seat || t === SEAT_NAMES[seat].toUpperCase()) return seat;
  }
  throw new SeatParseError(
    text,
    `Unknown seat ${JSON.stringify(text)}: expected N, E, S or W (or North, East, South, West)`,
  );
}

/** The seat `steps` places clockwise from `seat` (1 = the next to call). */
export function seatAfter(seat: Seat, steps = 1): Seat {
  const i = SEATS.indexOf(seat);
  const n = (((i + steps) % 4) + 4) % 4;
  return SEATS[n] ?? seat;
}

/** Left-hand opponent: the player who calls next. */
export function lhoOf(seat: Seat): Seat {
  return seatAfter(seat, 1);
}

export function partnerOf(seat: Seat): Seat {
  return seatAfter(seat, 2);
}

/** Right-hand opponent: the player who called last. */
export function rhoOf(seat: Seat): Seat {
  return seatAfter(seat, 3);
}

export function arePartners(a: Seat, b: Seat): boolean {
  return a === b || partnerOf(a) === b;
}

export function seatName(seat: Seat): string {
  return SEAT_NAMES[seat];
}

/** The partnership a seat belongs to: 'North–South' or 'East–West'. */
export function sideName(seat: Seat): string {
  return seat === 'N' || seat === 'S' ? 'North–South' : 'East–West';
}
