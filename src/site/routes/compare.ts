/**
 * Route data of a comparison page (/laws/<law>/compare/<a>-<b>/) and the picker of two texts to compare.
 */
import type { PairComparison } from '../../derive/compare';
import { lawComparisons, successivePairs } from '../../derive/law-comparisons';
import type { Law } from '../../model/corpus';
import type { Edition } from '../../model/editions';
import type { EditionId } from '../../model/edition-id';
import { addresses } from '../addresses';
import type { Site } from '../site';

export interface CompareRoute {
  law: { number: number };
  pair: PairComparison;
  a: Edition;
  b: Edition;
  /** Editorial notes on each clause in either text. */
  notes: Record<string, { edition: Edition; text: string }[]>;
  picker: PickerData;
  /** One text and the next (2007 → March 2008): the comparisons search indexes, so a clause is not found n(n−1) times. */
  successive: boolean;
}

export interface PickerData {
  law: number;
  texts: Edition[];
  a: EditionId | undefined;
  b: EditionId | undefined;
  pairs: { href: string; a: string; b: string }[];
  action: string;
  /** The comparison address with "A" and "B" standing for the chosen editions. */
  template: string;
}

export function picker(site: Site, law: Law, a?: EditionId, b?: EditionId): PickerData {
  return {
    law: law.number,
    texts: law.texts.map((t) => site.edition(t.edition)),
    a: a ?? law.texts[0]?.edition,
    b: b ?? law.texts[law.texts.length - 1]?.edition,
    pairs: lawComparisons(law).map((p) => ({
      href: addresses.compare(law.number, p.a.edition, p.b.edition),
      a: site.edition(p.a.edition).short,
      b: site.edition(p.b.edition).short,
    })),
    action: addresses.law(law.number),
    template: addresses.compare(law.number, 'A', 'B'),
  };
}

export function compareRoute(site: Site, law: Law, pair: PairComparison): CompareRoute {
  const notes: CompareRoute['notes'] = {};
  for (const t of law.texts.filter((x) => x.edition === pair.a.edition || x.edition === pair.b.edition)) {
    for (const n of t.editorialNotes) {
      if (n.clause === undefined) continue;
      (notes[n.clause] ??= []).push({ edition: site.edition(t.edition), text: n.text });
    }
  }
  return {
    law: { number: law.number },
    pair,
    a: site.edition(pair.a.edition),
    b: site.edition(pair.b.edition),
    notes,
    picker: picker(site, law, pair.a.edition, pair.b.edition),
    successive: successivePairs(law).some((p) => p.name === pair.name),
  };
}
