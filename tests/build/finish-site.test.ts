/**
 * The end of a build (src/build/finish-site.ts): the site replaces the
 * output folder only when every step after the pages succeeded; a step
 * that fails (the search index, the offline cache) leaves the previous site
 * as it was and removes the staging folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { rename } from 'node:fs/promises';
import { finishSite, type FinishOptions, type FinishingStep } from '../../src/build/finish-site';

const work = mkdtempSync(path.join(tmpdir(), 'kb-finish-site-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const stage = path.join(work, 'stage');
const out = path.join(work, 'dist');

beforeEach(() => {
  rmSync(stage, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  mkdirSync(stage);
  writeFileSync(path.join(stage, 'index.html'), 'the new site');
  mkdirSync(out);
  writeFileSync(path.join(out, 'index.html'), 'the previous site');
  writeFileSync(path.join(out, 'stale.html'), 'a page the new site no longer has');
});

/** Runs finishSite with `steps`; what it reported, line by line. */
async function finish(
  steps: FinishingStep[],
  options: Partial<FinishOptions> = {},
): Promise<{ done: boolean; lines: string[] }> {
  const lines: string[] = [];
  const done = await finishSite(stage, out, steps, {
    shownOut: 'dist',
    report: (line) => lines.push(line),
    ...options,
  });
  return { done, lines };
}

const previousSiteIntact = (): void => {
  expect(readdirSync(out).sort()).toEqual(['index.html', 'stale.html']);
  expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous site');
  // Nothing left beside it: no staging folder, no copy of it moved aside.
  expect(readdirSync(work).sort()).toEqual(['dist']);
};

describe('finishing a build', () => {
  it('puts the site in place of the previous one, whole, once every step has run on it', async () => {
    const ran: string[] = [];
    const { done, lines } = await finish([
      async (dir) => void ran.push(`index ${readFileSync(path.join(dir, 'index.html'), 'utf8')}`),
      async (dir) => {
        ran.push('worker');
        writeFileSync(path.join(dir, 'sw.js'), 'worker');
      },
    ]);
    expect(done).toBe(true);
    expect(lines).toEqual([]);
    expect(ran).toEqual(['index the new site', 'worker']);
    expect(readdirSync(out).sort()).toEqual(['index.html', 'sw.js']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the new site');
    expect(existsSync(stage)).toBe(false);
    // Nothing of the previous site is left beside it.
    expect(readdirSync(work).sort()).toEqual(['dist']);
  });

  it('when a step fails: says so and why, runs no later step, removes the staging folder and leaves the previous site as it was', async () => {
    const ran: string[] = [];
    const { done, lines } = await finish([
      async () => {
        ran.push('search index');
        throw new Error('pagefind could not write its index');
      },
      async () => void ran.push('worker'),
    ]);
    expect(done).toBe(false);
    expect(ran).toEqual(['search index']);
    expect(lines).toEqual([
      '[kb] the site build failed after its pages; dist was left as it was.',
      'Error: pagefind could not write its index',
    ]);
    previousSiteIntact();
  });

  it('when the move itself fails: puts the previous site back, says so and why', async () => {
    // The staging folder vanishes after the last step: the site cannot be moved in.
    const { done, lines } = await finish([async (dir) => rmSync(dir, { recursive: true })]);
    expect(done).toBe(false);
    expect(lines[0]).toBe('[kb] the site build failed putting the site in place; dist was left as it was.');
    expect(lines[1]).toMatch(/^Error: ENOENT/);
    previousSiteIntact();
  });

  it('copies the site in when the output folder is on another file system (EXDEV), and removes the staging folder', async () => {
    const moves: string[] = [];
    const renameDir = async (from: string, to: string): Promise<void> => {
      moves.push(`${path.basename(from)} → ${path.basename(to)}`);
      if (from === stage) throw Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' });
      await rename(from, to);
    };
    const { done, lines } = await finish([], { renameDir });
    expect(lines).toEqual([]);
    expect(done).toBe(true);
    expect(moves).toEqual([`dist → dist.old-${process.pid}`, 'stage → dist']);
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the new site');
    expect(readdirSync(work).sort()).toEqual(['dist']);
  });

  it('says when the move begins: after the last step, before the previous site is moved aside', async () => {
    const events: string[] = [];
    const renameDir = async (from: string, to: string): Promise<void> => {
      events.push(`rename ${path.basename(from)}`);
      await rename(from, to);
    };
    await finish([async () => void events.push('step')], { moving: () => events.push('moving'), renameDir });
    expect(events).toEqual(['step', 'moving', 'rename dist', 'rename stage']);
  });

  it('creates the output folder when there was none', async () => {
    rmSync(out, { recursive: true, force: true });
    expect((await finish([])).done).toBe(true);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the new site');
  });
});
