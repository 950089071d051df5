/**
 * The render stage (src/render/render-failure.ts, called where src/site/routes.ts
 * renders a source's words): a fault injected while one source is rendered
 * (a clause whose words the parser left broken, a guidance passage whose
 * Markdown tree is) is reported as that source's file at the clause or
 * passage, with the stage and what to do, and with no stack of the bundle.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow, type Corpus } from '../../src/model/corpus';
import { findClause } from '../../src/model/law-text';
import { RenderFailure } from '../../src/render/render-failure';
import {
  clausePaths,
  comparisonPaths,
  editionPaths,
  examplePaths,
  guidancePaths,
  lawPaths,
} from '../../src/site/routes';
import { buildSite, type Site } from '../../src/site/site';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const TODAY = '2026-11-23';
const FIX =
  'this is a fault of the build, not one of the rules for sources: report this message; meanwhile look at what is unusual in this file (its latest change is the likeliest cause)';

/** The route data of every page of these kinds, computed as their pages would when rendered. */
const everyRoute = (site: Site): unknown[] =>
  [editionPaths, clausePaths, comparisonPaths, lawPaths, guidancePaths, examplePaths].flatMap((paths) =>
    paths(site).map((p) => p.props.route()),
  );

/** What rendering every route of `c` threw. */
function failure(c: Corpus): RenderFailure {
  try {
    everyRoute(buildSite(c, TODAY));
  } catch (thrown) {
    if (thrown instanceof RenderFailure) return thrown;
    throw new Error(`a failure that names no source: ${String(thrown)}`);
  }
  throw new Error('rendering did not fail');
}

describe('a fault injected while a source is rendered', () => {
  it('the real sources render', () => {
    expect(everyRoute(buildSite(corpus, TODAY)).length).toBeGreaterThan(0);
  });

  it('in a law text: its file, at the clause, the stage and the error; no stack', () => {
    const broken = structuredClone(corpus);
    const text = broken.laws.find((l) => l.number === 27)?.texts.find((t) => t.edition === '2017');
    const clause = text && findClause(text, 'B1b');
    if (!text || !clause) throw new Error('the fixture needs Law 27B1(b) (2017)');
    // A word the parser left without its value.
    clause.paragraphs[0]?.splice(0, 1, { type: 'text', value: undefined as unknown as string });
    const thrown = failure(broken);
    expect(thrown.diagnostic).toEqual({
      file: 'content/laws/27/2017.md',
      line: clause.line,
      column: 1,
      message:
        "the build failed while rendering this source: TypeError: Cannot read properties of undefined (reading 'matchAll')",
      fix: FIX,
    });
    expect(thrown.message).toBe(`content/laws/27/2017.md:${clause.line}:1: ${thrown.diagnostic.message} — fix: ${FIX}`);
    expect(thrown.stack).toBe(`RenderFailure: ${thrown.message}`);
  });

  it("in a guidance passage: its document's file, at the passage", () => {
    const broken = structuredClone(corpus);
    const doc = broken.guidance.find((d) => d.id === 'zone7-2008');
    const passage = doc?.passages[3];
    if (!doc || !passage) throw new Error('the fixture needs the Zone 7 guidance');
    passage.nodes = null as unknown as typeof passage.nodes;
    const thrown = failure(broken);
    expect(thrown.diagnostic).toMatchObject({ file: 'content/guidance/zone7-2008.md', line: passage.line, column: 1 });
    expect(thrown.message).toMatch(
      new RegExp(
        `^content/guidance/zone7-2008\\.md:${passage.line}:1: the build failed while rendering this source: TypeError: `,
      ),
    );
  });
});
