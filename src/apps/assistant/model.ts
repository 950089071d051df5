/**
 * The page's model seen through the engine (`assess`), its permalink and its
 * ruling record: what both the drawing (ruling-steps.ts) and the events
 * (events.ts) read.
 */
import type { Assessment } from './assess';
import { assess } from './assess';
import { part, setText, type Ctx } from './dom';
import { heldAuction } from './fields';
import { rulingRecord, recordText, type RulingRecord } from './record';
import { stateToSearch } from './state';
import { replacementFacts, type Situation } from '../auction/view';
import type { AssistantState, AuctionCheck } from './state';

type OkCheck = Extract<AuctionCheck, { ok: true }>;

/** The case before the replacement, for the view's helpers; null while no text is chosen. */
export function situation(state: AssistantState, a: Assessment, check: OkCheck): Situation | null {
  const edition = a.choice.edition;
  return edition === null
    ? null
    : { edition, dealer: state.dealer, calls: check.calls, insufficient: check.insufficient };
}

/**
 * The permalink of the current state (values of the link that could not be
 * read are kept). A body given without a date is pinned to the day the
 * ruling was made, so that the link means the same text tomorrow.
 */
export function permalink(ctx: Ctx): string {
  const { state, today } = ctx.model;
  const pinned = state.body !== undefined && state.date === undefined ? { ...state, date: today } : state;
  const search = stateToSearch(pinned, ctx.model.linkProblems);
  return `${location.origin}${location.pathname}${search === '' ? '' : `?${search}`}`;
}

/** `assess` of the model: the state through the engine, held at step 1 while the auction on the page is not the state's. */
export function assessModel(ctx: Ctx): Assessment {
  const a = assess(ctx.data, ctx.model.state, ctx.model.today, ctx.model.linkProblems);
  const held = heldAuction(ctx);
  return held === null
    ? a
    : {
        ...a,
        check: { ok: false, message: held },
        steps: ['auction'],
        input: null,
        chain: null,
        open: null,
        ruling: null,
      };
}

/** The record of the ruling shown, or null. */
export function currentRecord(ctx: Ctx, a: Assessment = assessModel(ctx)): RulingRecord | null {
  const { state } = ctx.model;
  const s = a.check.ok ? situation(state, a, a.check) : null;
  const facts =
    s === null || state.replacement === undefined || state.accepted !== false
      ? []
      : replacementFacts(s, state.replacement);
  return rulingRecord(ctx.data, state, a, permalink(ctx), facts);
}

/** Copies the record as text; where the clipboard is refused, says how to copy it by hand. */
export async function copyRecord(ctx: Ctx): Promise<void> {
  const record = currentRecord(ctx);
  const status = part(ctx, '[data-copy-status]');
  if (record === null) return;
  try {
    await navigator.clipboard.writeText(recordText(record));
    setText(status, 'Ruling record copied: paste it wherever you keep your rulings.');
  } catch {
    setText(
      status,
      'This browser did not allow copying: print the record instead, or copy the link from the address bar.',
    );
  }
}

/** Shares the link to the ruling (the Web Share API where the browser has it), or copies the link; says which. */
export async function shareRuling(ctx: Ctx, title: string): Promise<void> {
  const url = permalink(ctx);
  const status = part(ctx, '[data-copy-status]');
  const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      setText(status, 'Shared.');
      return;
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return setText(status, 'Not shared.');
      // Sharing refused (no share target here): copy the link instead.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    setText(status, 'Link to this ruling copied: paste it to share it.');
  } catch {
    setText(status, `This browser allows neither sharing nor copying here: the link is ${url}`);
  }
}
