/**
 * Why the assistant rules under its edition: the text in force for the
 * governing body on the session's date (the editions page's rule), for the
 * page and the ruling record; and the edition's name. Loaded when a body or
 * a date is given, or with the ruling steps (which name the edition), not
 * with the page.
 */
import type { AssistantData } from '../../site/assistant';
import { answer } from '../../site/in-force-lookup';
import type { AssistantState } from './assistant-state';

/** The short name of an edition ("March 2008"), from the page's data. */
export function editionShort(data: AssistantData, edition: string): string {
  return data.lookup.editions.find((e) => e.id === edition)?.short ?? edition;
}

/** Why this edition: the text in force for the body on the date (the editions page's rule), when both are given; otherwise what is known. */
export function editionWhy(data: AssistantData, state: Pick<AssistantState, 'edition' | 'body' | 'date'>): string {
  const body = data.lookup.bodies.find((b) => b.id === state.body);
  const label = editionShort(data, state.edition);
  if (body === undefined || state.date === undefined) {
    const given = body !== undefined ? ` Governing body: ${body.name} (${body.id}); no date given.` : state.date !== undefined ? ` Session of ${state.date}; no governing body given.` : '';
    return `Chosen by the Director.${given}`;
  }
  const found = answer(data.lookup, body.id, state.date);
  if (found.kind !== 'text') return `Chosen by the Director: no edition this site holds was in force for ${body.name} (${body.id}) on ${state.date}.`;
  if (found.edition.id === state.edition) {
    return `The text in force for ${body.name} (${body.id}) on ${state.date}: Law 27 of ${label}, in force there from ${found.from}.`;
  }
  return `Chosen by the Director. Note: the text in force for ${body.name} (${body.id}) on ${state.date} was Law 27 of ${found.edition.short} (from ${found.from}), not ${label}.`;
}

