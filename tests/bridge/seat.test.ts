import { describe, expect, it } from 'vitest';
import { SeatParseError } from '../../src/bridge/errors';
import {
  arePartners,
  isSeat,
  lhoOf,
  parseSeat,
  partnerOf,
  rhoOf,
  seatAfter,
  seatName,
  SEATS,
} from '../../src/bridge/seat';

describe('seats', () => {
  it('go round clockwise N, E, S, W', () => {
    expect(SEATS).toEqual(['N', 'E', 'S', 'W']);
    expect(lhoOf('N')).toBe('E');
    expect(lhoOf('W')).toBe('N');
    expect(rhoOf('N')).toBe('W');
    expect(partnerOf('E')).toBe('W');
    expect(partnerOf('S')).toBe('N');
    expect(seatAfter('S', 5)).toBe('W');
    expect(seatAfter('N', -1)).toBe('W');
  });

  it('knows partnerships', () => {
    expect(arePartners('N', 'S')).toBe(true);
    expect(arePartners('E', 'W')).toBe(true);
    expect(arePartners('N', 'E')).toBe(false);
  });

  it('reads letters and names in any case', () => {
    expect(parseSeat('n')).toBe('N');
    expect(parseSeat(' West ')).toBe('W');
    expect(parseSeat('SOUTH')).toBe('S');
    expect(seatName('E')).toBe('East');
    expect(isSeat('E')).toBe(true);
    expect(isSeat('X')).toBe(false);
  });

  it('names the bad token', () => {
    expect(() => parseSeat('NE')).toThrow(SeatParseError);
    expect(() => parseSeat('NE')).toThrow(/"NE"/);
  });
});
