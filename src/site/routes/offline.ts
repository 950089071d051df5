/**
 * Route data of /offline/: the page the service worker answers with, offline,
 * for a page of the site it has not saved yet (src/service-worker/sw.ts).
 * It is saved first, with everything else a ruling needs, so what it offers
 * is there: the texts in force, each clause, the assistant, the calculator,
 * search and the editions.
 */
import { addresses } from '../addresses';
import type { ClauseIndex } from '../clause-jump';
import { stageFacts } from '../offline-stages';
import type { Site } from '../site';

export interface OfflineRoute {
  /** Links to what is saved first, each with its words. */
  saved: { href: string; label: string }[];
  clauseIndex: ClauseIndex;
}

export function offlineRoute(site: Site): OfflineRoute {
  const inForce = stageFacts(site.corpus, site.date).inForce;
  const texts = site.corpus.laws.flatMap((law) =>
    law.texts
      .filter((t) => inForce.includes(t.edition))
      .map((t) => ({
        href: addresses.edition(law.number, t.edition),
        label: `Law ${law.number}, ${site.edition(t.edition).name} (in force)`,
      })),
  );
  return {
    saved: [
      ...texts,
      ...site.corpus.laws.map((law) => ({
        href: addresses.law(law.number),
        label: `Law ${law.number}: each clause, with its history`,
      })),
      { href: addresses.assistant(), label: 'The ruling assistant' },
      { href: addresses.adjustedScore(), label: 'The adjusted-score calculator' },
      { href: addresses.editions(), label: 'Which text is in force, body by body' },
    ],
    clauseIndex: site.clauseIndex,
  };
}
