/**
 * The example auctions, the clauses each one illustrates, the engine's
 * ruling on them under the other texts of Law 27, (the clauses
 * its source's verdicts name), and the names their auction widgets show.
 */
import type { Example } from '../bridge/examples';
import type { Judgement } from '../bridge/judgement';
import { isRuledEdition, type RuledEdition } from '../bridge/ruled-editions';
import { carriedFindings, rulingBranches, type RulingBranch } from '../bridge/ruling-elsewhere';
import { rule } from '../bridge/ruling';
import { OPTIONS_EXPLAINED } from '../bridge/ruling/table-facts';
import type { Ruling } from '../bridge/ruling/types';
import { getComparison } from '../derive/law-comparisons';
import { clauseWithin, parseClauseRef, type ClauseRef } from '../model/clause-id';
import type { Corpus } from '../model/corpus';
import type { Site } from './site';
import { sourceById } from './sources';

/**
 * Each example's clauses, worked out once: every clause page looks through
 * every example (examplesForClause), which at a hundred times the real
 * corpus (1,357 clause pages, 1,400 examples) parsed the examples' clause
 * references 1.9 million times, about 0.9 s of the build (measured 2026-11-27).
 */
const clausesOf = new WeakMap<Example, readonly ClauseRef[]>();

/** The clauses an example's verdicts name ("27B1a" → Law 27, B1a), each once. */
export function clausesOfExample(example: Example): readonly ClauseRef[] {
  const known = clausesOf.get(example);
  if (known) return known;
  const refs = new Map<string, ClauseRef>();
  for (const r of example.replacements) {
    const ref = r.verdict.clause ? parseClauseRef(r.verdict.clause) : null;
    if (ref) refs.set(`${ref.law}${ref.clause ?? ''}`, ref);
  }
  const found = [...refs.values()];
  clausesOf.set(example, found);
  return found;
}

/** Examples that turn on a clause or one of its sub-clauses, those ruling under the clause itself first. */
export function examplesForClause(corpus: Corpus, ref: ClauseRef): Example[] {
  const exact = (e: Example) => clausesOfExample(e).some((c) => c.law === ref.law && c.clause === ref.clause);
  return corpus.examples
    .filter((e) => clausesOfExample(e).some((c) => clauseWithin(c, ref)))
    .sort((a, b) => Number(!exact(a)) - Number(!exact(b)));
}

/** Examples grouped by the guidance document they come from, in the corpus's order of documents. */
export function examplesBySource(corpus: Corpus): { document: Corpus['guidance'][number]; examples: Example[] }[] {
  return corpus.guidance
    .map((document) => ({ document, examples: corpus.examples.filter((e) => e.source.document === document.id) }))
    .filter((g) => g.examples.length > 0);
}

// ------------------------------------------------------------ widget names

/** An edition the engine rules under, with its short name in the registry ("March 2008"). */
export interface RuledEditionName {
  readonly id: RuledEdition;
  readonly short: string;
}

/** The names an example's auction widget shows, from the registry and content/sources.yaml (no code table). */
export interface WidgetNames {
  /** The editions the engine rules under, in the registry's order: the widget's choices. */
  readonly editions: readonly RuledEditionName[];
  /** The guidance document the example comes from, in a few words ("Zone 7 slides (2008)"). */
  readonly sourceShort: string;
}

/** The registry's editions the engine can rule under, oldest first, with their short names. */
export function ruledEditions(site: Site): RuledEditionName[] {
  return site.editions.flatMap((e) => (isRuledEdition(e.id) ? [{ id: e.id, short: e.short }] : []));
}

/** A guidance document in a few words: its source's short name (content/sources.yaml); a document not in the corpus is named by its id. */
export function documentShort(site: Site, document: string): string {
  const doc = site.corpus.guidance.find((d) => d.id === document);
  return doc ? sourceById(site.corpus.sources, doc.meta.seed).short : document;
}

/** What an example's auction widget names: the editions to rule under and the example's source. */
export function widgetNames(site: Site, example: Example): WidgetNames {
  return { editions: ruledEditions(site), sourceShort: documentShort(site, example.source.document) };
}

// ------------------------------------------------------------ the ruling under the other texts

/** How a ruling under another text differs from the source's: in words, for each of clause, partner, lead restrictions; empty when the outcome is the same. */
export function outcomeDifferences(ruling: Ruling, base: Ruling, baseShort: string): string[] {
  const out: string[] = [];
  if (ruling.clause !== base.clause)
    out.push(`decided by Law ${ruling.clause}, not Law ${base.clause} as under ${baseShort}`);
  if (ruling.partnerMustPass !== base.partnerMustPass)
    out.push(
      ruling.partnerMustPass
        ? `partner must pass, where under ${baseShort} he may call freely`
        : `partner may call freely, where under ${baseShort} he must pass`,
    );
  if (ruling.leadRestrictions !== base.leadRestrictions)
    out.push(
      ruling.leadRestrictions
        ? `lead restrictions may apply, as they do not under ${baseShort}`
        : `no lead restrictions, where under ${baseShort} they may apply`,
    );
  return out;
}

/**
 * The table's facts of a source's own example, under every text alike: LHO
 * does not accept the insufficient bid, and the replacement is made when the
 * Director has ruled (the facts the sources' discussions take; the page says so).
 */
export const SOURCE_TABLE_FACTS = OPTIONS_EXPLAINED;

export interface ElsewhereRuling {
  /** One or more editions with word-for-word the same Law 27 (2007 and March 2008), ruled as one. */
  editions: RuledEditionName[];
  /** The edition the engine rules under for them (the newest of them). */
  ruleAs: RuledEdition;
  /** The text in force on the build date is among them. */
  inForce: boolean;
  replacements: {
    /** The replacement's index in the example. */
    index: number;
    call: string;
    /** The source's findings that mean the same under these editions. */
    carried: Judgement;
    /** The source's findings that do not (a test these editions word otherwise): asked again, in the branches. */
    dropped: (keyof Judgement)[];
    /** Among `carried`, the facts the source does not state, read as its own ruling reads them (a bid is natural). */
    read: (keyof Judgement)[];
    /** The ruling under the source's edition, on the source's findings, to compare with. */
    base: Ruling;
    branches: (RulingBranch & { differs: string[] })[];
  }[];
}

/**
 * The engine's ruling on each replacement an example discusses, under each
 * other text of Law 27 whose words differ from the source's (from the
 * comparisons: texts with the same words are one group, and one with the
 * source's words is not shown again): the source's findings carried over
 * where they mean the same there, every finding then open asked both ways.
 */
export function rulingsElsewhere(site: Site, example: Example): ElsewhereRuling[] {
  if (example.kind !== 'insufficient-bid' || !isRuledEdition(example.edition)) return [];
  const law = site.corpus.laws.find((l) => l.number === 27);
  if (!law) return [];
  const from = example.edition;
  const same = (a: string, b: string) => a === b || getComparison(law, a, b).summary.sameWords;
  const groups: RuledEdition[][] = [];
  for (const t of law.texts) {
    const id = t.edition;
    if (!isRuledEdition(id) || same(from, id)) continue;
    const group = groups.find((g) => same(g[0] ?? id, id));
    if (group) group.push(id);
    else groups.push([id]);
  }
  const short = (id: string) => site.edition(id).short;
  const table = {
    dealer: example.dealer,
    calls: example.auction,
    insufficient: example.insufficient,
    ...SOURCE_TABLE_FACTS,
  };
  return groups.map((editions) => {
    const ruleAs = editions[editions.length - 1] ?? from;
    return {
      editions: editions.map((id) => ({ id, short: short(id) })),
      ruleAs,
      inForce: editions.some((id) => id === site.current),
      replacements: example.replacements.flatMap((r, index) => {
        if (r.call === undefined) return [];
        const base = rule({ edition: from, ...table, replacement: r.call, judgement: r.judgement });
        const { carried, dropped, read } = carriedFindings(r.judgement, from, ruleAs, base);
        const branches = rulingBranches({ edition: ruleAs, ...table, replacement: r.call, judgement: carried }).map(
          (b) => ({ ...b, differs: outcomeDifferences(b.ruling, base, short(from)) }),
        );
        return [{ index, call: r.call, carried, dropped, read, base, branches }];
      }),
    };
  });
}
