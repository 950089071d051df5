/**
 * The events of the assistant's ruling steps (the answers to the questions,
 * the intended meaning, the call in the bidding box, the ruling card's
 * buttons), bound once when the ruling steps' code arrives (client.ts).
 * Every change goes through the page's `commit`; an answer moves the page on
 * to the next question.
 */
import { setupBiddingBox } from '../auction/bbox-client';
import { withoutRefusedAnswers } from './assess';
import { part, type Ctx, type StepActions } from './dom';
import { editionShort } from './edition-basic';
import { assessModel, copyRecord, shareRuling } from './model';
import { ANSWER_PARAM, LINK_PARAMS, type AnswerId } from './state';
import { REPLACEMENT_PARAMS, answer, answerParams, withReplacement } from './steps';

/**
 * An answer moves the page on (the lede says so, WCAG 3.2.2) — but not one
 * made with the arrow keys, which move through a radio group's choices: there
 * the Director moves on with Enter.
 */
function bindAnswers(ctx: Ctx, act: StepActions): void {
  let arrowing = false;
  ctx.form.addEventListener('keydown', (event) => {
    arrowing = event.key.startsWith('Arrow');
    const radio = event.target instanceof HTMLInputElement && event.target.type === 'radio' ? event.target : null;
    if (event.key === 'Enter' && radio?.closest('fieldset[data-question]') !== null && radio !== null) {
      event.preventDefault(); // not the form's submit (the auction's check)
      if (!radio.checked) return radio.click();
      act.commit(ctx, ctx.model.state, [], true);
    }
  });
  ctx.form.addEventListener('pointerdown', () => (arrowing = false));
  for (const fs of ctx.form.querySelectorAll<HTMLElement>('fieldset[data-question]')) {
    const id = fs.dataset['question'] as AnswerId;
    if (!(id in ANSWER_PARAM)) continue;
    for (const r of fs.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      r.addEventListener('change', () => {
        if (r.checked) act.commit(ctx, answer(ctx.model.state, id, r.value === 'yes'), answerParams(id), !arrowing);
      });
    }
  }
  const intent = part<HTMLTextAreaElement>(ctx, '#as-intent');
  intent?.addEventListener('input', () => act.commit(ctx, { ...ctx.model.state, intent: intent.value }, ['m']));
}

function bindReplacement(ctx: Ctx, act: StepActions): void {
  const root = part(ctx, '#as-rep');
  ctx.rep =
    root === null
      ? null
      : setupBiddingBox(root, (call) =>
          act.commit(ctx, withReplacement(ctx.model.state, call), REPLACEMENT_PARAMS, true),
        );
  ctx.rep?.show(true);
}

/** The card is drawn anew with each ruling: its buttons are handled where they are drawn. */
function bindCard(ctx: Ctx, act: StepActions): void {
  part(ctx, '[data-ruling]')?.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
    switch (button?.dataset['action']) {
      case 'copy':
        return void copyRecord(ctx);
      case 'share': {
        const edition = assessModel(ctx).ruling?.edition;
        return void shareRuling(
          ctx,
          `Law 27 ruling${edition === undefined ? '' : ` (${editionShort(ctx.data, edition)})`}`,
        );
      }
      case 'print':
        return window.print();
      case 'use-in-force': {
        // Rule under the text in force: the choice is dropped, and the text follows the body and the date.
        const { edition: _chosen, ...rest } = ctx.model.state;
        return act.commit(ctx, rest, ['ed'], true);
      }
    }
  });
}

function bindSetAside(ctx: Ctx, act: StepActions): void {
  part(ctx, '[data-action="set-aside"]')?.addEventListener('click', () => {
    act.commit(ctx, withoutRefusedAnswers(ctx.model.state, assessModel(ctx).problems), LINK_PARAMS);
    part(ctx, '#as-auction')?.focus();
  });
}

/** The answers folded above a ruling the page landed on (landing.ts): one button opens them to change, or folds them again. */
function bindFold(ctx: Ctx, act: StepActions): void {
  part(ctx, '[data-action="fold-answers"]')?.addEventListener('click', () => {
    ctx.model.fold = ctx.model.fold === 'folded' ? 'open' : 'folded';
    act.commit(ctx, ctx.model.state, []);
  });
}

export function bindSteps(ctx: Ctx, act: StepActions): void {
  bindFold(ctx, act);
  bindAnswers(ctx, act);
  bindReplacement(ctx, act);
  bindCard(ctx, act);
  bindSetAside(ctx, act);
}
