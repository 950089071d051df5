/**
 * The events of the assistant's ruling steps (LHO's answer, the intended
 * meaning, the Director's findings, the replacement's bidding box, the
 * record's buttons), bound once when the ruling steps' code arrives
 * (assistant-client.ts). Every change goes through the page's `commit`.
 */
import type { QuestionId } from '../../bridge/ruling';
import { JUDGEMENT_FIELDS } from '../../bridge/judgement';
import { withoutRefusedFindings } from './assistant-assess';
import { part, type Ctx, type StepActions } from './assistant-dom';
import { assessModel, copyRecord } from './assistant-render';
import { LINK_PARAMS, type AssistantState } from './assistant-state';
import { answerFinding, findingParamsFrom } from './assistant-steps';
import { setupBiddingBox } from './bbox-client';

function bindAnswers(ctx: Ctx, act: StepActions): void {
  for (const r of ctx.form.querySelectorAll<HTMLInputElement>('input[name="lho"]')) {
    r.addEventListener('change', () => {
      if (r.checked) act.commit(ctx, { ...ctx.model.state, accepted: r.value === 'yes' }, ['lho']);
    });
  }
  for (const fs of ctx.form.querySelectorAll<HTMLElement>('[data-question]')) {
    const id = fs.dataset['question'] as QuestionId;
    if (!JUDGEMENT_FIELDS.includes(id)) continue;
    for (const r of fs.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      r.addEventListener('change', () => {
        if (r.checked) act.commit(ctx, answerFinding(ctx.model.state, id, r.value === 'yes'), findingParamsFrom(id));
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
      : setupBiddingBox(root, (call) => {
          const next: { -readonly [K in keyof AssistantState]: AssistantState[K] } = { ...ctx.model.state, replacement: call };
          delete next.replacementArtificial;
          delete next.sameDenominations;
          delete next.comparable;
          act.commit(ctx, next, ['r', 'ra', 'sd', 'cmp']);
        });
  ctx.rep?.show(true);
}

function bindRecordActions(ctx: Ctx, act: StepActions): void {
  part(ctx, '[data-action="set-aside"]')?.addEventListener('click', () => {
    act.commit(ctx, withoutRefusedFindings(ctx.model.state, assessModel(ctx).problems), LINK_PARAMS);
    part(ctx, '#as-auction')?.focus();
  });
  part(ctx, '[data-action="print"]')?.addEventListener('click', () => window.print());
  part(ctx, '[data-action="copy"]')?.addEventListener('click', () => void copyRecord(ctx));
}

export function bindSteps(ctx: Ctx, act: StepActions): void {
  bindAnswers(ctx, act);
  bindReplacement(ctx, act);
  bindRecordActions(ctx, act);
}
