import { describe, expect, it } from 'vitest';
import * as bridge from '../../src/bridge/index';

describe('the public entry point', () => {
  it('offers the functions the brief asks for, working end to end', () => {
    expect(bridge.parseCall('1♦')).toEqual({ kind: 'bid', level: 1, strain: 'D' });
    expect(bridge.isSufficient(['1D', '1S'], '1H')).toBe(false);
    expect(bridge.lowestSufficientBid(['1D', '1S'], 'H')).toBe('2H');
    const r = bridge.rule({ edition: '2017', dealer: 'W', calls: ['1D', '1S'], insufficient: '1H', replacement: '2H' });
    expect(r.clause).toBe('27B1a');
    expect(bridge.replacementOptions({ edition: '2017', dealer: 'W', calls: ['1D', '1S'], insufficient: '1H' })).toHaveLength(38);
  });

  it('exports the error classes as one family', () => {
    for (const E of [bridge.CallParseError, bridge.AuctionError, bridge.PbnError, bridge.RulingInputError, bridge.SeatParseError]) {
      expect(E.prototype).toBeInstanceOf(bridge.BridgeError);
    }
    try {
      bridge.parseCall('');
    } catch (e) {
      expect(e).toBeInstanceOf(bridge.BridgeError);
      expect((e as Error).name).toBe('CallParseError');
    }
  });
});
