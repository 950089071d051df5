/**
 * Route data of an example page (/examples/<id>/).
 */
import type { Example } from '../../bridge/examples';
import type { Edition } from '../../model/editions';
import { addresses } from '../addresses';
import { rulingsElsewhere, widgetNames, type ElsewhereRuling, type WidgetNames } from '../examples';
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
