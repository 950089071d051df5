/**
 * Editions of the Laws, and what the Law 27 engine knows of each.
 *
 * An edition is named by an `EditionId`, a plain string: the project reads
 * its editions from a data registry, so the list of ids is data, not a type.
 * The engine rules under the editions whose Law 27 it knows, listed in
 * `RULED_EDITIONS`; `rulingProfile` gives their differences.
 *
 * '2007' and '2008-03' are the same words: the 2007 Law 27 as revised in
 * March 2008 (the revision was agreed on 5 March 2008, before the 2007 Laws
 * came into force in most places). Both are kept as separate editions because
 * sources cite them separately; they always rule alike.
 * '2017' is Law 27 of the 2017 Laws.
 */

import { BridgeError } from './errors';

/** The id of an edition of the Laws, e.g. '2017' or '2008-03': the project's one edition id type; its one rule is EDITION_ID_PATTERN (./edition-id.ts). */
export type EditionId = string;

export { RULED_EDITIONS, isRuledEdition, type RuledEdition } from './ruled-editions';
import { RULED_EDITIONS, isRuledEdition, type RuledEdition } from './ruled-editions';

/** `id` as an edition the engine rules under; throws when it is not one (the corpus refuses such examples before this is reached). */
export function asRuledEdition(id: EditionId): RuledEdition {
  if (!isRuledEdition(id))
    throw new BridgeError(`the Law 27 engine does not rule under edition "${id}": it knows ${ruledEditionsText()}`);
  return id;
}

export interface EditionProfile {
  readonly edition: RuledEdition;
  readonly title: string;
  /** Editions with the same `wording` have word-for-word the same Law 27. */
  readonly wording: '2008' | '2017';
  /** Law carrying the lead restrictions named in 27B2 and B3. */
  readonly leadLaw: '26' | '26B';
  /** Law the reader is sent to in 27B2 and B3 ("see Law …"): awareness of potential damage. */
  readonly awarenessLaw: '23' | '72C';
  /** Law on information from withdrawn calls. */
  readonly withdrawnCallLaw: '16D' | '16C';
  /** Laws 27B1(a) says do not apply. */
  readonly b1aDisapplies: readonly string[];
  /** Laws 27B1(b) says do not apply. */
  readonly b1bDisapplies: readonly string[];
  /** The 27B1(b) test, completing "the Director judges the replacement …". */
  readonly b1bTest: string;
  /** Short name of the 27B1(b) test, for lists. */
  readonly b1bName: string;
  /** A call that passes the 27B1(b) test, in the edition's own terms: "a comparable call" is a 2017 term (Law 23A), unknown before. */
  readonly b1bCall: string;
}

const WORDING_2008 = {
  wording: '2008',
  leadLaw: '26',
  awarenessLaw: '23',
  withdrawnCallLaw: '16D',
  b1aDisapplies: Object.freeze(['16D']),
  b1bDisapplies: Object.freeze([]),
  b1bTest:
    'to have the same meaning as, or a more precise meaning than, the insufficient bid, its meaning being fully contained within the possible meanings of the insufficient bid',
  b1bName: 'same or more precise meaning',
  b1bCall: 'a call with the same or a more precise meaning',
} as const;

const PROFILES: Readonly<Record<RuledEdition, EditionProfile>> = {
  '2007': { edition: '2007', title: 'Laws of Duplicate Bridge 2007', ...WORDING_2008 },
  '2008-03': {
    edition: '2008-03',
    title: 'Laws of Duplicate Bridge 2007, Law 27 as revised in March 2008',
    ...WORDING_2008,
  },
  '2017': {
    edition: '2017',
    title: 'Laws of Duplicate Bridge 2017',
    wording: '2017',
    leadLaw: '26B',
    awarenessLaw: '72C',
    withdrawnCallLaw: '16C',
    b1aDisapplies: Object.freeze(['26B', '16C']),
    b1bDisapplies: Object.freeze(['16C']),
    b1bTest:
      'to be a comparable call (Law 23A): one with the same or a similar meaning, or one that defines a subset of the possible meanings of the insufficient bid, or one with the same purpose',
    b1bName: 'comparable call (Law 23A)',
    b1bCall: 'a comparable call',
  },
};

/** What the engine knows of the edition's Law 27, or undefined for an edition it cannot rule under. */
export function rulingProfile(id: EditionId): EditionProfile | undefined {
  return isRuledEdition(id) ? PROFILES[id] : undefined;
}

/** The editions the engine rules under, for messages: `'2007', '2008-03' or '2017'`. */
export function ruledEditionsText(): string {
  const quoted = RULED_EDITIONS.map((e) => `'${e}'`);
  return `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1] ?? ''}`;
}

/** True when the engine knows both editions and their Law 27 is word-for-word the same. */
export function sameWording(a: EditionId, b: EditionId): boolean {
  const pa = rulingProfile(a);
  const pb = rulingProfile(b);
  return pa !== undefined && pb !== undefined && pa.wording === pb.wording;
}
