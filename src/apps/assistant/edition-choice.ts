/**
 * Which text of Law 27 the assistant rules under, and why — the rule of the
 * editions page (src/site/in-force-rule.ts), applied to the governing body
 * and the session's date:
 *
 *  - the Director chose a text (`ed=`): that text; when a body is given and
 *    the text in force for it on the date (today when no date is given) is
 *    another, the ruling says so, with one tap to rule under that one;
 *  - no text chosen, a body given: the text in force for the body on the date
 *    (today when no date is given); when no text here was in force then (an
 *    earlier code, or a text the engine cannot rule under), no ruling until
 *    the Director chooses one;
 *  - no text chosen and no body: Law 27 of 2017, the text an address without
 *    `ed=` has always meant (addresses are a promise).
 *
 * Pure. The page loads it when a governing body is given (without one, the
 * choice needs no dates: edition-basic.ts), and with the ruling steps.
 */
import { isRuledEdition, type RuledEdition } from '../../bridge/ruled-editions';
import type { AssistantData } from '../../site/routes/assistant';
import { DEFAULT_EDITION, editionShort, lineWithoutBody } from './edition-basic';
import { answerOn, formatDate, textNamedInWords, type InForceAnswer, type LookupBody } from '../../site/in-force-rule';
import type { AssistantState } from './state';

export type InForce = InForceAnswer;

export type EditionChoice =
  /** No body given, no text chosen. */
  | { readonly kind: 'default'; readonly edition: RuledEdition }
  /** The text in force for the body on the date. */
  | {
      readonly kind: 'in-force';
      readonly edition: RuledEdition;
      readonly inForce: Extract<InForce, { kind: 'text' }>;
      readonly dateGiven: boolean;
    }
  /** Chosen by the Director; `inForce` when a body is given. */
  | {
      readonly kind: 'chosen';
      readonly edition: RuledEdition;
      readonly inForce: InForce | null;
      readonly dateGiven: boolean;
    }
  /** A body is given, no text chosen, and no text the engine rules under was in force then: nothing to rule under yet. */
  | { readonly kind: 'none'; readonly edition: null; readonly inForce: InForce; readonly dateGiven: boolean };

/** The text of Law 27 the ruling will use for `state`; `today` (YYYY-MM-DD, the device's date) stands for a date not given. */
export function editionChoice(
  data: Pick<AssistantData, 'lookup'>,
  state: Pick<AssistantState, 'edition' | 'body' | 'date'>,
  today: string,
): EditionChoice {
  const body: LookupBody | undefined = data.lookup.bodies.find((b) => b.id === state.body);
  const dateGiven = state.date !== undefined;
  const inForce = body === undefined ? null : answerOn(data.lookup, body, state.date ?? today);
  if (state.edition !== undefined) return { kind: 'chosen', edition: state.edition, inForce, dateGiven };
  if (inForce === null) return { kind: 'default', edition: DEFAULT_EDITION };
  if (inForce.kind === 'text' && isRuledEdition(inForce.edition.id))
    return { kind: 'in-force', edition: inForce.edition.id, inForce, dateGiven };
  return { kind: 'none', edition: null, inForce, dateGiven };
}

export const on = (a: InForce, dateGiven: boolean): string => `on ${formatDate(a.date)}${dateGiven ? '' : ' (today)'}`;

/** Why no text of Law 27 here applies to the body on the date, in plain words. */
export function noTextThen(data: Pick<AssistantData, 'lookup'>, a: InForce, dateGiven: boolean): string {
  const body = `the ${a.body.id}`;
  switch (a.kind) {
    case 'no-dates': {
      const named = textNamedInWords(a.body);
      if (named !== null) return `${named} Choose that text in “Law 27 of”, beside the governing body.`;
      return `This knowledge base has no date on which ${body} (${a.body.name}) brought any text of the Laws into force.`;
    }
    case 'earlier':
      return `${on(a, dateGiven).replace(/^o/, 'O')}, ${body} applied an earlier code, not in this knowledge base: the first text here in force for it, Law 27 of ${a.first.edition.short}, came into force on ${formatDate(a.first.from)}.`;
    case 'text':
      return `${on(a, dateGiven).replace(/^o/, 'O')}, the text in force for ${body} was Law 27 of ${editionShort(data, a.edition.id)}, which this assistant cannot rule under.`;
  }
}

/** One line for the ruling card: the text and why, e.g. "Law 27 of March 2008 — in force for the ACBL on 1 September 2017". */
export function editionLine(data: Pick<AssistantData, 'lookup'>, choice: EditionChoice): string {
  if (choice.kind === 'none')
    return `No text of Law 27 to rule under. ${noTextThen(data, choice.inForce, choice.dateGiven)}`;
  const text = `Law 27 of ${editionShort(data, choice.edition)}`;
  switch (choice.kind) {
    case 'default':
      return lineWithoutBody(data, choice.edition, false);
    case 'in-force':
      return `${text} — in force for the ${choice.inForce.body.id} ${on(choice.inForce, choice.dateGiven)}`;
    case 'chosen': {
      const also = choice.inForce?.kind === 'text' && choice.inForce.edition.id === choice.edition;
      if (choice.inForce === null) return lineWithoutBody(data, choice.edition, true);
      return also
        ? `${text} — chosen by the Director, and in force for the ${choice.inForce.body.id} ${on(choice.inForce, choice.dateGiven)}`
        : `${text} — chosen by the Director`;
    }
  }
}
