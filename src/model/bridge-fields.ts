/**
 * Fields of a source that the bridge reads: a call and a seat, checked by the
 * bridge's own parsers, each problem at its place with a fix. Shared by the
 * example auctions (./example-schema.ts) and the published rulings
 * (./precedent-schema.ts).
 */
import { z } from 'astro/zod';
import { callToString, parseCall } from '../bridge/call';
import { CallParseError } from '../bridge/errors';
import { isSeat, SEATS, seatName, type Seat } from '../bridge/seat';
import { described, problem } from './schema';
import { orList } from './suggest';

const CALL_FIX = 'write a bid from 1♣ to 7NT (1C … 7NT), or Pass, X or XX';

/** The first letter in lower case, to put a bridge message after a field name. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A call: read by the bridge, kept in canonical form ('1D', '2NT', 'P', 'X') and as written. */
export function callField(hint: string) {
  return described(
    z.string().transform((written, ctx) => {
      try {
        return { value: callToString(parseCall(written)), written };
      } catch (e) {
        if (!(e instanceof CallParseError)) throw e;
        problem(ctx, [], lowerFirst(e.message), CALL_FIX);
        return z.NEVER;
      }
    }),
    'a call',
    `${hint}, e.g. "2♥" or "3NT"`,
  );
}

/** A seat, N, E, S or W; a seat written out ("North") is refused with its letter as the fix. */
export const seatField = described(
  z.string().superRefine((v, ctx) => {
    if (isSeat(v)) return;
    const named = SEATS.find((s) => seatName(s).toLowerCase() === v.trim().toLowerCase());
    problem(
      ctx,
      [],
      `${JSON.stringify(v)} is not a seat`,
      named === undefined
        ? `write ${orList(SEATS)}`
        : `write '${named}' for ${seatName(named)}; seats are written ${orList(SEATS)}`,
    );
  }),
  'a seat',
  `a seat: ${orList(SEATS)}`,
).transform((v) => v as Seat);
