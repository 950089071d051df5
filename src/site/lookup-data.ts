/**
 * The data the in-force lookup runs on in the browser (src/site/in-force-lookup.ts): every body, and each
 * one's in-force dates in the registry's order. The assistant and the editions page's form embed it.
 */
import { addresses } from './addresses';
import { ref } from './edition-status';
import type { LookupData } from './in-force-rule';
import type { Site } from './site';

/** What the page embeds for its form: every body, and each one's in-force dates in the registry's order. */
export function lookupData(site: Site): LookupData {
  const { editions, bodies, laws } = site.corpus;
  return {
    today: site.date,
    editions: editions.map((e) => {
      const law = laws.find((l) => l.texts.some((t) => t.edition === e.id));
      return { ...ref(e), href: law ? addresses.edition(law.number, e.id) : null };
    }),
    bodies: bodies.map((b) => ({
      id: b.id,
      name: b.name,
      ...(b.textNamedIn ? { textNamedIn: b.textNamedIn.where } : {}),
      inForce: editions.flatMap((e) =>
        e.inForce.filter((f) => f.body === b.id).map((f) => ({ from: f.from, edition: e.id })),
      ),
    })),
  };
}
