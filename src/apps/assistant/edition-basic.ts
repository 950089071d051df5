/**
 * The text of Law 27 the assistant rules under when no governing body is
 * given — the Director's choice, or the default — which needs no in-force
 * dates, so that the page's own script carries no more than this. With a body,
 * edition-choice.ts (loaded then) applies the editions registry's rule.
 */
import type { RuledEdition } from '../../bridge/ruled-editions';
import type { AssistantData } from '../../site/routes/assistant';

/** The text an address without `ed=` and without a governing body rules under: Law 27 of 2017, what such a link has always meant. */
export const DEFAULT_EDITION: RuledEdition = '2017';

/** The short name of an edition ("March 2008"), from the page's data. */
export function editionShort(data: Pick<AssistantData, 'lookup'>, edition: string): string {
  return data.lookup.editions.find((e) => e.id === edition)?.short ?? edition;
}

/** The line step 1 shows with no governing body: "Law 27 of 2017 — the default, as no governing body is given". */
export function lineWithoutBody(data: Pick<AssistantData, 'lookup'>, edition: RuledEdition, chosen: boolean): string {
  return `Law 27 of ${editionShort(data, edition)} — ${chosen ? 'chosen by the Director' : 'the default, as no governing body is given'}`;
}

/** Today on this device, YYYY-MM-DD (the session's date when none is given). */
export function deviceToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
