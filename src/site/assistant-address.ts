/**
 * The ruling assistant's address for a case whose facts are known: the
 * case's edition, auction, call and findings as the query parameters of
 * /assistant/ (read by src/apps/assistant/state.ts; published addresses,
 * never renamed). What the case leaves out is left out of the address, for
 * the assistant to ask: it opens on that question, or on the ruling when
 * nothing is left (src/apps/assistant/landing.ts). One builder for every
 * link into the assistant: a precedent's "Open in the assistant" and a
 * practice case's.
 */
import type { Judgement } from '../bridge/judgement';
import { TABLE_FACTS, type TableAnswerId } from '../bridge/ruling/table-facts';
import type { Seat } from '../bridge/seat';
import { addresses } from './addresses';

/** The address's parameter of each finding of the Director's. */
const FINDING_PARAMS: Readonly<Record<keyof Judgement, string>> = {
  insufficientArtificial: 'ia',
  replacementArtificial: 'ra',
  sameDenominations: 'sd',
  comparable: 'cmp',
};

/** A case as the assistant takes it; a fact or finding null or left out is not given. */
export interface AssistantCase {
  readonly edition: string;
  readonly dealer: Seat;
  /** Every call from the dealer's up to and including the insufficient bid, canonical ('1D', 'P', 'X'). */
  readonly auction: readonly string[];
  /** The call put in place of the insufficient bid; null when there is none (LHO accepted) or the case does not say. */
  readonly replacement: string | null;
  readonly table: { readonly [K in TableAnswerId]?: boolean | null | undefined };
  readonly findings: { readonly [K in keyof Judgement]?: boolean | null | undefined };
}

/** /assistant/?ed=…&d=…&a=…&r=…, then the facts of the table and the findings that the case gives, as y or n. */
export function assistantAddress(c: AssistantCase): string {
  const q = new URLSearchParams();
  q.set('ed', c.edition);
  if (c.dealer !== 'N') q.set('d', c.dealer);
  q.set('a', c.auction.join(' '));
  if (c.replacement !== null) q.set('r', c.replacement);
  const flags: [string, boolean | null | undefined][] = [
    ...TABLE_FACTS.map((t): [string, boolean | null | undefined] => [t.param, c.table[t.id]]),
    ...(Object.keys(FINDING_PARAMS) as (keyof Judgement)[]).map((f): [string, boolean | null | undefined] => [
      FINDING_PARAMS[f],
      c.findings[f],
    ]),
  ];
  for (const [param, v] of flags) if (v !== null && v !== undefined) q.set(param, v ? 'y' : 'n');
  return `${addresses.assistant()}?${q.toString()}`;
}
