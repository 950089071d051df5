/**
 * Route data of an example page (/examples/<id>/), with the engine's ruling
 * on its replacements under the other texts of Law 27.
 */
import type { Example } from '../../bridge/examples';
import type { Judgement } from '../../bridge/judgement';
import { isRuledEdition, type RuledEdition } from '../../bridge/ruled-editions';
import { carriedFindings, rulingBranches, type RulingBranch } from '../../bridge/ruling-elsewhere';
import { rule } from '../../bridge/ruling';
import { OPTIONS_EXPLAINED } from '../../bridge/ruling/table-facts';
import type { Ruling } from '../../bridge/ruling/types';
import { getComparison } from '../../derive/law-comparisons';
import type { Edition } from '../../model/editions';
import { addresses } from '../addresses';
import { widgetNames, type RuledEditionName, type WidgetNames } from '../examples';
import type { Site } from '../site';

export interface ExampleRoute {
  example: Example;
  /** The edition the example's source was written for. */
  edition: Edition;
  /** The guidance document it comes from; `short`: in a few words (content/sources.yaml). */
  source: { title: string; short: string; href: string };
  /** What its auction widget names. */
  names: WidgetNames;
  /** The engine's ruling on each replacement under each other text of Law 27 whose words differ (rulingsElsewhere). */
  elsewhere: ElsewhereRuling[];
  previous: Example | undefined;
  next: Example | undefined;
}

export function exampleRoute(
  site: Site,
  example: Example,
  previous: Example | undefined,
  next: Example | undefined,
): ExampleRoute {
  const doc = site.corpus.guidance.find((d) => d.id === example.source.document);
  const names = widgetNames(site, example);
  const source = {
    title: doc?.meta.title ?? example.source.document,
    short: names.sourceShort,
    href: addresses.guidance(example.source.document),
  };
  return {
    example,
    edition: site.edition(example.edition),
    source,
    names,
    elsewhere: rulingsElsewhere(site, example),
    previous,
    next,
  };
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
