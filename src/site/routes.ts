/**
 * Route data: for each page kind, everything its page shows, computed once
 * per build from the site. Pages take it from `getStaticPaths` (or from the
 * single-page functions here) and hand it to components as props; no page or
 * component reads the corpus or derives anything itself.
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

export interface Routes {
  editions: { params: { law: string; slug: string }; props: { edition: EditionRoute } }[];
  clauses: { params: { law: string; slug: string }; props: { clause: ClauseRoute } }[];
  comparisons: { params: { law: string; pair: string }; props: CompareRoute }[];
  laws: { params: { law: string }; props: LawRoute }[];
  guidance: { params: { doc: string }; props: GuidanceRoute }[];
  examples: { params: { id: string }; props: ExampleRoute }[];
  /** Edition names by id, for pages that list examples of several editions. */
  editionNames: EditionNames;
  examplesBySource: ReturnType<typeof examplesBySource>;
  lawIndex: LawIndexEntry[];
}

const computed = new WeakMap<Site, Routes>();

/** Every route of the site, computed the first time a page asks. */
export function routes(site: Site): Routes {
  const done = computed.get(site);
  if (done) return done;
  const { corpus } = site;
  const all: Routes = {
    editions: corpus.laws.flatMap((law) =>
      law.texts.map((text) => ({
        params: { law: String(law.number), slug: text.edition },
        props: { edition: editionRoute(site, law, text) },
      })),
    ),
    clauses: corpus.laws.flatMap((law) =>
      [...new Set(law.texts.flatMap((t) => flatten(t.clauses).map((c) => c.id)))].map((id) => ({
        params: { law: String(law.number), slug: id },
        props: { clause: clauseRoute(site, law, id) },
      })),
    ),
    comparisons: corpus.laws.flatMap((law) =>
      lawComparisons(law).map((pair) => ({
        params: { law: String(law.number), pair: pair.name },
        props: compareRoute(site, law, pair),
      })),
    ),
    laws: lawIndex(corpus).map((entry) => {
      const law = corpus.laws.find((l) => l.number === entry.law);
      const props: LawRoute = law ? lawOverviewRoute(site, law) : lawStubRoute(site, entry);
      return { params: { law: String(entry.law) }, props };
    }),
    guidance: corpus.guidance.map((doc) => ({ params: { doc: doc.id }, props: guidanceRoute(site, doc) })),
    examples: corpus.examples.map((example, i, list) => ({
      params: { id: example.id },
      props: exampleRoute(site, example, list[i - 1], list[i + 1]),
    })),
    examplesBySource: examplesBySource(corpus),
    editionNames: editionNames(site),
    lawIndex: lawIndex(corpus),
  };
  computed.set(site, all);
  return all;
}
