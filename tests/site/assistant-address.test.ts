/**
 * The assistant's address for a case (src/site/assistant-address.ts), which
 * a precedent's and a practice case's "Open in the assistant" link to: the
 * assistant's own reader (src/apps/assistant/state.ts) gives back every fact
 * and finding the case gives, and leaves out, to be asked, what it does not.
 */
import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../src/apps/assistant/state';
import { assistantAddress } from '../../src/site/assistant-address';

describe('assistantAddress', () => {
  it('writes the case in the assistant’s parameters, in their order, and its reader reads the same case back', () => {
    const href = assistantAddress({
      edition: '2017',
      dealer: 'W',
      auction: ['1NT', '2S', '2D'],
      replacement: '3H',
      table: { accepted: false, premature: false },
      findings: { insufficientArtificial: true, sameDenominations: false, comparable: true },
    });
    expect(href).toBe('/assistant/?ed=2017&d=W&a=1NT+2S+2D&r=3H&lho=n&pr=n&ia=y&sd=n&cmp=y');
    const { state, problems } = parseSearch(href.slice(href.indexOf('?')));
    expect(problems).toEqual([]);
    expect(state).toEqual({
      edition: '2017',
      dealer: 'W',
      auction: ['1NT', '2S', '2D'],
      intent: '',
      replacement: '3H',
      accepted: false,
      premature: false,
      insufficientArtificial: true,
      sameDenominations: false,
      comparable: true,
    });
  });

  it('leaves out what the case does not give (null or absent), and the dealer when North', () => {
    const href = assistantAddress({
      edition: '2008-03',
      dealer: 'N',
      auction: ['1D', '1S', '1H'],
      replacement: null,
      table: { accepted: null, premature: true, replacementAccepted: undefined },
      findings: { comparable: null, replacementArtificial: false },
    });
    expect(href).toBe('/assistant/?ed=2008-03&a=1D+1S+1H&pr=y&ra=n');
    const { state } = parseSearch(href.slice(href.indexOf('?')));
    expect(Object.keys(state).sort()).toEqual(
      ['auction', 'dealer', 'edition', 'intent', 'premature', 'replacementArtificial'].sort(),
    );
  });
});
