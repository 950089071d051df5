/**
 * Route data: for each page kind, everything its page shows, computed from
 * the site. A page kind's `…Paths` function lists its pages for
 * `getStaticPaths`: the params of each address and, as its only prop, the
 * function that computes the page's route data (`route`), which the page
 * calls when it renders and hands to components as props; no page or
 * component reads the corpus or derives anything itself.
 *
 * Why a function and not the data: Astro keeps what `getStaticPaths`
 * returns until the build ends. With every page's route data computed up
 * front, a hundred times the real corpus held about 110 MB of it through
 * the whole rendering, and V8 let the heap grow to four times what was
 * alive: the build's process peaked at 1,050-1,080 MB (measured
 * 2026-11-27). Computed as each page renders, a page's data is garbage
 * once the page is written: the same build's process then peaked at 730 MB,
 * and the build's processes together (Pagefind's included) at 860 MB
 * instead of 1,080, with the same site, byte for byte.
 */
import { lawComparisons } from '../derive/law-comparisons';
import { lawIndex, type LawIndexEntry } from '../derive/annotations';
import { flatten } from '../model/law-text';
import { examplesBySource } from './examples';
import type { Site } from './site';
import { clauseRoute, type ClauseRoute } from './routes/clause';
import { compareRoute, type CompareRoute } from './routes/compare';
import { editionNames, type EditionNames } from './routes/edition-names';
import { editionRoute, type EditionRoute } from './routes/edition';
import { exampleRoute, type ExampleRoute } from './routes/example';
import { guidanceRoute, type GuidanceRoute } from './routes/guidance';
import { lawOverviewRoute, lawStubRoute, type LawRoute } from './routes/law';

// One module per page kind in routes/; what pages and components take from them is exported here too.
export { clauseNode, type ClauseNode, type ElsewhereMark } from './routes/clause-node';
export {
  passageSplit,
  verdictCounts,
  type ClauseChange,
  type ClauseHistoryStep,
  type ClauseRoute,
  type GuidanceGroup,
  type QuotedPassage,
} from './routes/clause';
export { type CompareRoute, type PickerData } from './routes/compare';
export { editionList, editionNames, type EditionNames } from './routes/edition-names';
export { type EditionRoute, type Provenance } from './routes/edition';
export { type ExampleRoute } from './routes/example';
export { guidanceToc, type GuidanceRoute, type TocPart } from './routes/guidance';
export {
  textsRows,
  type LawMeaning,
  type LawOverviewRoute,
  type LawRoute,
  type LawStubRoute,
  type TextsRow,
} from './routes/law';

/** One page of a kind: the params of its address, and what computes its route data when it renders. */
export interface PagePath<P extends Record<string, string>, R> {
  params: P;
  props: { route: () => R };
}

/** /laws/<law>/<edition>/: each text of each law. */
export function editionPaths(site: Site): PagePath<{ law: string; slug: string }, EditionRoute>[] {
  return site.corpus.laws.flatMap((law) =>
    law.texts.map((text) => ({
      params: { law: String(law.number), slug: text.edition },
      props: { route: () => editionRoute(site, law, text) },
    })),
  );
}

/** /laws/<law>/<clause>/: each clause that some text of a law has. */
export function clausePaths(site: Site): PagePath<{ law: string; slug: string }, ClauseRoute>[] {
  return site.corpus.laws.flatMap((law) =>
    [...new Set(law.texts.flatMap((t) => flatten(t.clauses).map((c) => c.id)))].map((id) => ({
      params: { law: String(law.number), slug: id },
      props: { route: () => clauseRoute(site, law, id) },
    })),
  );
}

/** /laws/<law>/compare/<a>...<b>/: each ordered pair of a law's texts. */
export function comparisonPaths(site: Site): PagePath<{ law: string; pair: string }, CompareRoute>[] {
  return site.corpus.laws.flatMap((law) =>
    lawComparisons(law).map((pair) => ({
      params: { law: String(law.number), pair: pair.name },
      props: { route: () => compareRoute(site, law, pair) },
    })),
  );
}

/** /laws/<law>/: each law the knowledge base has (its overview) or mentions (its stub). */
export function lawPaths(site: Site): PagePath<{ law: string }, LawRoute>[] {
  const { corpus } = site;
  return lawIndex(corpus).map((entry) => {
    const law = corpus.laws.find((l) => l.number === entry.law);
    return {
      params: { law: String(entry.law) },
      props: { route: () => (law ? lawOverviewRoute(site, law) : lawStubRoute(site, entry)) },
    };
  });
}

/** /guidance/<doc>/: each guidance document. */
export function guidancePaths(site: Site): PagePath<{ doc: string }, GuidanceRoute>[] {
  return site.corpus.guidance.map((doc) => ({
    params: { doc: doc.id },
    props: { route: () => guidanceRoute(site, doc) },
  }));
}

/** /examples/<id>/: each example auction, with its neighbours in the list. */
export function examplePaths(site: Site): PagePath<{ id: string }, ExampleRoute>[] {
  return site.corpus.examples.map((example, i, list) => ({
    params: { id: example.id },
    props: { route: () => exampleRoute(site, example, list[i - 1], list[i + 1]) },
  }));
}

/** /examples/: the examples grouped by the document they come from, and the editions' names. */
export function examplesIndexRoute(site: Site): {
  groups: ReturnType<typeof examplesBySource>;
  editionNames: EditionNames;
} {
  return { groups: examplesBySource(site.corpus), editionNames: editionNames(site) };
}

/** /laws/: every law the knowledge base has or mentions. */
export function lawIndexRoute(site: Site): LawIndexEntry[] {
  return lawIndex(site.corpus);
}
