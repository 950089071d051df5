/**
 * Route data of the ruling assistant (/assistant/): what its script needs
 * from the corpus, computed once per build and embedded in the page as JSON
 * (nothing is fetched, so the page works offline). The words of every
 * clause of Law 27 in each edition the engine rules under (for the
 * questions and the ruling record, quoted word for word), the editions'
 * in-force dates per governing body (for "why this edition": the editions
 * page's own `LookupData`, read by the same rule, in-force-rule.ts), and
 * for each of the Director's questions a worked example from the guides.
 */
import type { Example, ExampleReplacement, InsufficientBidExample } from '../../bridge/examples';
import { RULED_EDITIONS, sameWording, type RuledEdition } from '../../bridge/edition';
import type { FindingId, RulingClause } from '../../bridge/ruling';
import { flatten, quotedText } from '../../model/law-text';
import { addresses } from '../addresses';
import { ruledEditions, type RuledEditionName } from '../examples';
import type { LookupData } from '../in-force-rule';
import type { Site } from '../site';
import { lookupData } from '../lookup-data';

/** One clause of Law 27 as the record quotes it. */
export interface ClauseWords {
  /** Citation label, e.g. "27B1(a)". */
  readonly label: string;
  readonly heading: string | null;
  /** The clause's own words, plain text, as the corpus has them, each slip of the source marked as the law page marks it (`quotedText`). */
  readonly text: string;
}

/** A worked example from the guides for one of the Director's questions. */
export interface WorkedExample {
  readonly id: string;
  /** The example's auction, canonical, its insufficient bid last: the assistant shows the example closest to the case. */
  readonly calls: readonly string[];
  readonly href: string;
  readonly title: string;
  /** The guidance document's title, and where in it. */
  readonly source: string;
  readonly place: string;
  readonly intent: string;
  /** The replacement the guide discusses, canonical. */
  readonly call: string;
  readonly condition: string | null;
  /** The guide's answer to the question for that replacement. */
  readonly answer: boolean;
  /** The deciding clause, as the guide names or implies it. */
  readonly clause: RulingClause | null;
  readonly note: string | null;
}

export interface AssistantData {
  /** The editions the assistant rules under, in the registry's order, with their short names (the form's choices). */
  readonly editions: readonly RuledEditionName[];
  /** The editions (names for citations), the governing bodies and their in-force dates. */
  readonly lookup: LookupData;
  /** Per edition, per clause id ('B1a', 'footnote'), its words. */
  readonly clauses: Readonly<Record<string, Readonly<Record<string, ClauseWords>>>>;
  /** Per edition, per question, the worked examples the guides give (one per example auction), best first. */
  readonly examples: Readonly<Record<string, Partial<Readonly<Record<FindingId, readonly WorkedExample[]>>>>>;
}

const QUESTION_CLAUSE: Readonly<Record<FindingId, RulingClause>> = {
  insufficientArtificial: '27B1a',
  replacementArtificial: '27B1a',
  sameDenominations: '27B1a',
  comparable: '27B1b',
};

function clausesOf(site: Site, edition: RuledEdition): Record<string, ClauseWords> {
  const text = site.corpus.laws.find((l) => l.number === 27)?.texts.find((t) => t.edition === edition);
  if (text === undefined) return {};
  return Object.fromEntries(
    flatten(text.clauses).map((c) => [c.id, { label: c.label, heading: c.headingText, text: quotedText(c) }]),
  );
}

/** The replacement of one example that best shows the question: answered yes and deciding the question's clause; else answered yes; else answered. */
function bestReplacement(e: InsufficientBidExample, id: FindingId): ExampleReplacement | undefined {
  const all = e.replacements.filter((r) => r.call !== undefined && r.judgement[id] !== undefined);
  return (
    all.find((r) => r.judgement[id] === true && r.verdict.clause === QUESTION_CLAUSE[id]) ??
    all.find((r) => r.judgement[id] === true) ??
    all[0]
  );
}

/** How well a replacement shows the question (higher first), as `bestReplacement` orders them. */
function showing(r: ExampleReplacement, id: FindingId): number {
  return (r.judgement[id] === true ? 2 : 0) + (r.verdict.clause === QUESTION_CLAUSE[id] ? 1 : 0);
}

function workedExamples(site: Site, edition: RuledEdition): Partial<Record<FindingId, WorkedExample[]>> {
  const examples = site.corpus.examples.filter(
    (e: Example): e is InsufficientBidExample => e.kind === 'insufficient-bid' && sameWording(e.edition, edition),
  );
  const out: Partial<Record<FindingId, WorkedExample[]>> = {};
  for (const id of Object.keys(QUESTION_CLAUSE) as FindingId[]) {
    const found = examples.flatMap((e) => {
      const r = bestReplacement(e, id);
      return r === undefined ? [] : [{ e, r }];
    });
    // Stable: the best-showing first, then the registry's order of the examples.
    found.sort((x, y) => showing(y.r, id) - showing(x.r, id));
    if (found.length === 0) continue;
    out[id] = found.map(({ e, r }) => ({
      id: e.id,
      calls: [...e.auction, e.insufficient],
      href: addresses.example(e.id),
      title: e.title,
      source: site.corpus.guidance.find((g) => g.id === e.source.document)?.meta.title ?? e.source.document,
      place: e.source.place,
      intent: e.intent,
      call: r.call ?? '',
      condition: r.condition ?? null,
      answer: r.judgement[id] === true,
      clause: r.verdict.clause ?? null,
      note: r.note ?? null,
    }));
  }
  return out;
}

export function assistantData(site: Site): AssistantData {
  return {
    editions: ruledEditions(site),
    lookup: lookupData(site),
    clauses: Object.fromEntries(RULED_EDITIONS.map((id) => [id, clausesOf(site, id)])),
    examples: Object.fromEntries(RULED_EDITIONS.map((id) => [id, workedExamples(site, id)])),
  };
}
