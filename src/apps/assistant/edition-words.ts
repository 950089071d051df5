/**
 * What the ruling card and the record say about the text ruled under, beyond
 * the one line step 1 shows (edition-choice.ts): the text in force when the
 * Director chose another, and why this text, in a sentence. Loaded with the
 * ruling steps, not with the page.
 */
import { rulingProfile } from '../../bridge/edition';
import { isRuledEdition, type RuledEdition } from '../../bridge/ruled-editions';
import type { AssistantData } from '../../site/routes/assistant';
import { formatDate, textNamedInWords } from '../../site/in-force-rule';
import { editionShort } from './edition-basic';
import { noTextThen, on, type EditionChoice } from './edition-choice';

/**
 * When no call is free of rectification by rule alone: the calls the
 * Director may still find free, in the text's own terms ("a comparable call"
 * is a 2017 term, Law 23A; the older texts ask for the same or a more precise
 * meaning). `insufficient` is the insufficient bid as shown ("1♥").
 */
export function stillJudgedText(
  edition: RuledEdition,
  insufficientArtificial: boolean | undefined,
  insufficient: string,
): string {
  const profile = rulingProfile(edition);
  const b1b = profile?.b1bCall ?? 'a call the Director allows under Law 27B1(b)';
  return profile?.wording === '2017' && insufficientArtificial === true
    ? `a call that specifies the same denomination(s) as ${insufficient} (Law 27B1(a)) or ${b1b} (Law 27B1(b)) may be: you judge that once the call is chosen.`
    : `${b1b} (Law 27B1(b)) may still be, as you judge once the call is chosen.`;
}

/** The text in force for the body on the date, when it differs from the one chosen and the engine can rule under it. */
export function inForceInstead(choice: EditionChoice): RuledEdition | null {
  if (choice.kind !== 'chosen' || choice.inForce?.kind !== 'text') return null;
  const id = choice.inForce.edition.id;
  return id !== choice.edition && isRuledEdition(id) ? id : null;
}

/** When the text chosen is not the one in force for the body on the date: what to tell the Director, naming both. */
export function mismatchText(data: Pick<AssistantData, 'lookup'>, choice: EditionChoice): string | null {
  if (choice.kind !== 'chosen' || choice.inForce === null) return null;
  const a = choice.inForce;
  if (a.kind === 'text' && a.edition.id === choice.edition) return null;
  // A body that names the text event by event: choosing it is what the Director is meant to do.
  if (a.kind === 'no-dates' && a.body.textNamedIn !== undefined) return null;
  const chosen = `Law 27 of ${editionShort(data, choice.edition)}`;
  if (a.kind !== 'text') return `You chose ${chosen}. ${noTextThen(data, a, choice.dateGiven)}`;
  return `You chose ${chosen}, but the text in force for the ${a.body.id} ${on(a, choice.dateGiven)} was Law 27 of ${editionShort(data, a.edition.id)} (from ${formatDate(a.from)}).`;
}

/** Why this text, in a sentence, for the ruling record. */
export function editionWhy(data: Pick<AssistantData, 'lookup'>, choice: EditionChoice): string {
  switch (choice.kind) {
    case 'none':
      return noTextThen(data, choice.inForce, choice.dateGiven);
    case 'default':
      return `The assistant's default, Law 27 of ${editionShort(data, choice.edition)}: no governing body was given, so the text in force was not looked up.`;
    case 'in-force': {
      const a = choice.inForce;
      const until =
        a.next === undefined
          ? ''
          : `, until Law 27 of ${a.next.edition.short} came into force on ${formatDate(a.next.from)}`;
      return `The text in force for the ${a.body.id} (${a.body.name}) ${on(a, choice.dateGiven)}: in force for it from ${formatDate(a.from)}${until}.`;
    }
    case 'chosen': {
      const mismatch = mismatchText(data, choice);
      if (mismatch !== null) return `Chosen by the Director against the text in force. ${mismatch}`;
      const named = choice.inForce === null ? null : textNamedInWords(choice.inForce.body);
      if (named !== null) return `Chosen by the Director. ${named}`;
      return choice.inForce === null
        ? 'Chosen by the Director; no governing body was given.'
        : `Chosen by the Director; it is also the text in force for the ${choice.inForce.body.id} ${on(choice.inForce, choice.dateGiven)}.`;
    }
  }
}
