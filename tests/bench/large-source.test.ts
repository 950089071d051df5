/**
 * The benchmark's large sources (scripts/bench/large-source.ts): deterministic,
 * at most the size asked for and within a few KB of it, and valid for the
 * real validator, so that `npm run bench` measures builds, not refusals,
 * below the limits, and the limit itself above them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { growSource, LARGE_SOURCE_KINDS, manyClausesSource, writeLargeSourceCorpus } from '../../scripts/bench/large-source';
import { loadCheckedCorpus } from '../../src/derive/checked-corpus';
import { loadCorpus } from '../../src/model/corpus';
import { flatten } from '../../src/model/law-text';
import { MAX_CLAUSES_PER_TEXT } from '../../src/model/source-limits';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const work = mkdtempSync(path.join(tmpdir(), 'kb-large-source-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const KB = 1024;

describe('large sources', () => {
  const law = readFileSync(path.join(CONTENT, LARGE_SOURCE_KINDS.law.file), 'utf8');

  it('grow a source to at most the size asked for, within 2 KB of it, the same bytes for the same seed', () => {
    for (const grow of [growSource, manyClausesSource]) {
      const text = grow(law, 100 * KB, 1);
      const bytes = Buffer.byteLength(text);
      expect(bytes).toBeLessThanOrEqual(100 * KB);
      expect(bytes).toBeGreaterThan(98 * KB);
      expect(grow(law, 100 * KB, 1)).toBe(text);
      expect(grow(law, 100 * KB, 2)).not.toBe(text);
    }
  });

  it('a law text and a guidance document grown to 200 KB pass the real validator and the build’s checks, with the clauses and passages of the real ones', { timeout: 120_000 }, () => {
    const real = loadCorpus(CONTENT).corpus;
    for (const kind of ['law', 'guidance'] as const) {
      const dir = path.join(work, kind);
      const { bytes } = writeLargeSourceCorpus(CONTENT, dir, 200, 1, kind);
      expect(bytes).toBeGreaterThan(190 * KB);
      // The build's own check (src/integrations/knowledge-base.ts), what changed in each older text included.
      const { corpus, diagnostics } = loadCheckedCorpus(dir, '2026-11-26');
      expect(diagnostics).toEqual([]);
      const clauses = (c: typeof corpus) => c?.laws.flatMap((l) => l.texts.map((t) => flatten(t.clauses).map((x) => x.id)));
      expect(clauses(corpus)).toEqual(clauses(real));
      expect(corpus?.guidance.map((d) => d.passages.length)).toEqual(real?.guidance.map((d) => d.passages.length));
    }
  });

  it('a law text cut into short clauses is refused at its clause over the limit, and nothing else is wrong with it', { timeout: 120_000 }, () => {
    const dir = path.join(work, 'law-clauses');
    writeLargeSourceCorpus(CONTENT, dir, 100, 1, 'law-clauses');
    const { diagnostics } = loadCorpus(dir);
    expect(diagnostics.map((d) => d.message)).toEqual([`this is clause ${MAX_CLAUSES_PER_TEXT + 1} of the text, over the limit of ${MAX_CLAUSES_PER_TEXT} clauses for one law text`]);
  });
});
