import { describe, expect, it } from 'vitest';
import { uniqueId } from '../../../src/apps/auction/ids';

describe('widget ids', () => {
  it('are unique on a page, even for the same example twice, and start afresh on each page', () => {
    const page1 = {};
    const page2 = {};
    expect(uniqueId(page1, 'aw-zone7-4nt-4d')).toBe('aw-zone7-4nt-4d');
    expect(uniqueId(page1, 'aw-zone7-1d-1s-1h')).toBe('aw-zone7-1d-1s-1h');
    expect(uniqueId(page1, 'aw-zone7-4nt-4d')).toBe('aw-zone7-4nt-4d-2');
    expect(uniqueId(page2, 'aw-zone7-4nt-4d')).toBe('aw-zone7-4nt-4d');
  });
});
