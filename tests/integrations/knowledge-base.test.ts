/**
 * The kb integration hands the corpus to the pages as JSON, without the
 * source positions of its Markdown trees (src/integrations/knowledge-base.ts,
 * `corpusForPages`): the corpus must be plain data that comes back from
 * JSON the same, or the pages would render from something else than what
 * was checked (a Map or a Date would not survive the trip).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusForPages } from '../../src/integrations/knowledge-base';
import { loadCorpus } from '../../src/model/corpus';

/** `value` with every `position` property of its plain objects taken out, at any depth (a Map, a Date, … is left as it is). */
function withoutPositions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPositions);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'position')
      .map(([key, v]) => [key, withoutPositions(v)]),
  );
}

describe('the corpus handed to the pages', () => {
  const { corpus, diagnostics } = loadCorpus(path.resolve(import.meta.dirname, '..', '..', 'content'));

  it('comes back from JSON as it was loaded, but for the source positions', () => {
    expect(diagnostics).toEqual([]);
    expect(corpus?.laws.length).toBeGreaterThan(0);
    const json = corpusForPages(corpus!);
    expect(JSON.parse(json)).toEqual(withoutPositions(corpus));
    // There were positions to leave out, and none is left.
    expect(JSON.stringify(corpus)).toContain('"position":');
    expect(json).not.toContain('"position":');
  });
});
