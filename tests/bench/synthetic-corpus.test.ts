/**
 * The benchmark's synthetic corpus: valid for the real validator and the
 * build's checks at 1× and 10×, of the real corpus's shape and size, and deterministic.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCorpus, REAL_SHAPE, writeCorpus } from '../../scripts/bench/synthetic-corpus';
import { loadCheckedCorpusOrThrow } from '../../src/derive/checked-corpus';
import { flatten } from '../../src/model/law-text';
import { loadExamples } from '../../src/model/examples';

const work = mkdtempSync(path.join(tmpdir(), 'kb-synthetic-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each([1, 10])('the synthetic corpus at %i×', (scale) => {
  const dir = path.join(work, `scale-${scale}`);
  const summary = writeCorpus(dir, { scale, seed: 1 });

  it('passes the real validator, examples included, and the build’s checks on a day in 2026', { timeout: 240_000 }, () => {
    // The build's own check (src/integrations/knowledge-base.ts): the comparisons, and what changed in each text no longer in force.
    const corpus = loadCheckedCorpusOrThrow(dir, '2026-11-26');
    const clauses = corpus.laws.flatMap((l) => l.texts).flatMap((t) => flatten(t.clauses));
    const passages = corpus.guidance.flatMap((d) => d.passages);
    expect(corpus.laws.length).toBe(summary.laws);
    expect(clauses.length).toBe(summary.clauses);
    expect(passages.length).toBe(summary.passages);
    const { examples, diagnostics } = loadExamples(path.join(dir, 'examples'));
    expect(diagnostics).toEqual([]);
    expect(examples.length).toBe(summary.examples);
    // Every example is shown by a passage, and every kind of content is there.
    expect(new Set(passages.flatMap((p) => p.examples))).toEqual(new Set(examples.map((e) => e.id)));
    expect(clauses.some((c) => c.level === 'lettered')).toBe(true);
    expect(clauses.some((c) => c.level === 'footnote')).toBe(true);
    expect(clauses.some((c) => c.references.some((r) => r.target.kind === 'clause'))).toBe(true);
    expect(clauses.some((c) => c.references.some((r) => r.target.kind === 'law'))).toBe(true);
    expect(passages.some((p) => p.annotates.length > 0)).toBe(true);
    expect(passages.some((p) => p.mentions.length > 0)).toBe(true);
  });

  it(`has about ${scale} times the real corpus's clauses, passages and examples, in laws 1–93 and the three editions`, () => {
    expect(summary.texts).toBe(summary.laws * 3);
    expect(summary.laws).toBeLessThanOrEqual(93);
    expect(summary.clauses / (REAL_SHAPE.clauses * scale)).toBeGreaterThan(0.8);
    expect(summary.clauses / (REAL_SHAPE.clauses * scale)).toBeLessThan(1.25);
    expect(summary.passages).toBe(REAL_SHAPE.passages * scale);
    expect(summary.examples).toBe(REAL_SHAPE.examples * scale);
    expect(summary.guidanceDocuments).toBe(REAL_SHAPE.guidanceDocuments * scale);
    const files = generateCorpus({ scale, seed: 1 });
    for (const name of files.keys()) expect(name).toMatch(/^(laws\/([1-9]|[1-8]\d|9[0-3])\/(2007|2008-03|2017)\.md|guidance\/[a-z0-9-]+\.md|examples\/[a-z0-9-]+\.yaml|editions\.yaml|bodies\.yaml|sources\.yaml)$/);
    expect(files.has('laws/27/2017.md')).toBe(true);
  });

  it('writes exactly the generated files', () => {
    const files = generateCorpus({ scale, seed: 1 });
    for (const [name, text] of files) expect(readFileSync(path.join(dir, name), 'utf8')).toBe(text);
  });
});

describe('determinism', () => {
  it('the same seed gives identical files; another seed gives other words', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const a = generateCorpus({ scale: 1, seed });
        const b = generateCorpus({ scale: 1, seed });
        expect([...b.entries()]).toEqual([...a.entries()]);
        const c = generateCorpus({ scale: 1, seed: seed + 1 });
        expect(c.get('laws/27/2017.md')).not.toBe(a.get('laws/27/2017.md'));
      }),
      { numRuns: 20 },
    );
  });

  it('a few seeds at 1× all pass the validator and the build’s checks', { timeout: 60_000 }, () => {
    for (const seed of [2, 3, 4, 5]) {
      const dir = path.join(work, `seed-${seed}`);
      writeCorpus(dir, { scale: 1, seed });
      expect(() => loadCheckedCorpusOrThrow(dir, '2026-11-26')).not.toThrow();
    }
  });

  it('refuses to overwrite a folder that is not a synthetic corpus', () => {
    expect(() => writeCorpus(path.resolve(import.meta.dirname), { scale: 1, seed: 1 })).toThrow(/refusing/);
  });
});
