/**
 * The assistant's auction as PBN: the export (loaded with the ruling steps,
 * not with the page) and the import of what it exports (with them too,
 * when the director reads a pasted PBN: assistant-pbn-read.ts).
 */
import { appendCall, callProblem, parseAuction } from '../../bridge/auction';
import { callToString, parseBid, parseCall } from '../../bridge/call';
import { PbnError, parsePbn } from '../../bridge/pbn';
import { toPbn } from '../../bridge/pbn-write';
import type { Seat } from '../../bridge/seat';
import type { AssistantState, AuctionCheck } from './state';

export interface PbnExport {
  readonly text: string;
  /** What the PBN holds, in words. */
  readonly summary: string;
}

/**
 * The auction as PBN: with the insufficient bid marked accepted (`^I`), or
 * with the replacement and a note "insufficient 1H, replaced by 2H"; while
 * neither is known (or the replacement is cancelled), the legal calls before it.
 */
/** How the export's note on the insufficient bid begins: "intended meaning of 1H: ". */
const intentPrefix = (insufficient: string): string => `intended meaning of ${insufficient}: `;

export function pbnExport(state: AssistantState, check: AuctionCheck, callCancelled: boolean): PbnExport | null {
  if (!check.ok) return null;
  const tags = { Event: 'Law 27 ruling' };
  const before = parseAuction(state.dealer, check.calls, { acceptInsufficient: true });
  const intentNote =
    state.intent.trim() === ''
      ? []
      : [{ index: check.calls.length, text: `${intentPrefix(check.insufficient)}${state.intent.trim()}` }];
  if (state.accepted === true) {
    const auction = appendCall(before, parseCall(check.insufficient), { acceptInsufficient: true });
    return {
      text: toPbn({ auction, tags, notes: intentNote }),
      summary: 'The auction with the insufficient bid, accepted by LHO (marked ^I).',
    };
  }
  if (state.accepted === false && state.replacement !== undefined && !callCancelled) {
    const rep = parseCall(state.replacement);
    if (callProblem(before, rep) === null) {
      const auction = appendCall(before, rep);
      return {
        text: toPbn({
          auction,
          tags,
          replacedInsufficientBids: [{ index: check.calls.length, insufficient: parseBid(check.insufficient) }],
          notes: intentNote,
        }),
        summary: 'The auction with the replacement, and a note naming the insufficient bid it replaced.',
      };
    }
  }
  return {
    text: toPbn({ auction: before, tags }),
    summary: 'The legal calls before the insufficient bid (it is not yet accepted or replaced by a legal call).',
  };
}

/** A PBN auction read for the assistant: its auction, and what the export says about the insufficient bid at its end. */
export type PbnImport =
  | {
      readonly ok: true;
      readonly dealer: Seat;
      /** Canonical calls, the insufficient bid last when the PBN ends in one (accepted, or replaced). */
      readonly auction: readonly string[];
      /** LHO's acceptance, the replacement and the intended meaning, when the PBN gives them. */
      readonly more: Partial<Pick<AssistantState, 'accepted' | 'replacement' | 'intent'>>;
    }
  | { readonly ok: false; readonly message: string };

/**
 * Reads a PBN auction section as `pbnExport` writes it (`parsePbn`): the
 * dealer and the calls, which may end in an insufficient bid not yet
 * accepted or replaced (the case to rule on; nothing else is known about
 * it). When the last call is an insufficient bid marked
 * `^I`, LHO accepted it; when a note says the last call replaced an
 * insufficient bid, the auction ends in that bid and the call is its
 * replacement (LHO did not accept it); the export's note "intended meaning
 * of 1H: …" on that call is the intended meaning. Whether the result is a
 * Law 27 case is the check's business, as for a typed auction.
 * Text that `parsePbn` refuses is a message naming the token, its line and
 * column, and the fix; nothing is read from it.
 */
export function pbnImport(text: string): PbnImport {
  let pbn: ReturnType<typeof parsePbn>;
  try {
    pbn = parsePbn(text, { allowInsufficientAtEnd: true });
  } catch (e) {
    if (!(e instanceof PbnError)) throw e;
    return { ok: false, message: `The PBN cannot be read: ${e.message}. Correct it and read it again.` };
  }
  const calls = pbn.auction.calls.map(callToString);
  const ib = pbn.auction.insufficientAtEnd;
  if (ib !== undefined) return { ok: true, dealer: pbn.dealer, auction: [...calls, callToString(ib)], more: {} };
  const last = calls.length - 1;
  const replaced = pbn.replacedInsufficientBids.find((r) => r.index === last);
  const auction = replaced === undefined ? calls : [...calls.slice(0, last), callToString(replaced.insufficient)];
  const prefix = intentPrefix(auction[last] ?? '');
  const intent = pbn.notes.find((n) => n.index === last && n.text.startsWith(prefix))?.text.slice(prefix.length);
  const replacement = replaced === undefined ? undefined : calls[last];
  const accepted = replacement !== undefined ? false : pbn.auction.accepted.includes(last) ? true : undefined;
  return {
    ok: true,
    dealer: pbn.dealer,
    auction,
    more: {
      ...(accepted === undefined ? {} : { accepted }),
      ...(replacement === undefined ? {} : { replacement }),
      ...(intent === undefined ? {} : { intent }),
    },
  };
}
