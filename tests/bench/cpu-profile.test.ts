/**
 * The summary of a build's CPU profile (scripts/bench/cpu-profile.ts): self
 * and total time by module and by function, a recursive function counted
 * once per sample, and a window of the profile read alone.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleOf, summarise, type Profile } from '../../scripts/bench/cpu-profile';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url, lineNumber: 9 },
  children,
});

// (root) → fnA (src/x.ts) → fnB (a package) → fnA again (recursion).
const profile: Profile = {
  nodes: [
    frame(1, '(root)', '', [2]),
    frame(2, 'fnA', `file://${ROOT}/src/x.ts`, [3]),
    frame(3, 'fnB', 'file:///anywhere/node_modules/@scope/pkg/index.js', [4]),
    frame(4, 'fnA', `file://${ROOT}/src/x.ts`),
  ],
  samples: [3, 4, 4, 2],
  // Microseconds before each sample: the samples last 1, 2, 3 and 3 ms.
  timeDeltas: [0, 1000, 2000, 3000],
  startTime: 0,
  endTime: 9000,
};

describe('cpu-profile', () => {
  it('names the module of a frame: a package, a file of the project, V8 itself', () => {
    expect(moduleOf('file:///a/node_modules/@scope/pkg/lib/x.js', 'f')).toBe('@scope/pkg');
    expect(moduleOf('file:///a/node_modules/yaml/dist/x.js', 'f')).toBe('yaml');
    expect(moduleOf(`file://${ROOT}/src/site/routes.ts`, 'f')).toBe('src/site/routes.ts');
    expect(moduleOf('', '(garbage collector)')).toBe('(garbage collector)');
    expect(moduleOf('node:internal/fs/promises', 'f')).toBe('node:internal');
  });

  it('sums self and total time, a recursive function once per sample', () => {
    const s = summarise([profile]);
    expect(s.sampledMs).toBe(9);
    expect(s.byModule.get('src/x.ts')).toEqual({ self: 8, total: 9 });
    expect(s.byModule.get('@scope/pkg')).toEqual({ self: 1, total: 6 });
    expect(s.byFunction.get('fnA src/x.ts:10')).toMatchObject({ self: 8, total: 9 });
    expect(s.byFunction.get('fnB @scope/pkg:10')).toMatchObject({ self: 1, total: 6 });
  });

  it('reads only the samples of a window', () => {
    const s = summarise([profile], { fromMs: 2.5, toMs: Infinity });
    expect(s.sampledMs).toBe(6);
    expect(s.byModule.get('src/x.ts')).toEqual({ self: 6, total: 6 });
    expect(s.byModule.get('@scope/pkg')).toEqual({ self: 0, total: 3 });
  });
});
