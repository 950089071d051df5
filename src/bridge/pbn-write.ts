/**
 * PBN export of one auction: `toPbn` writes it in the form pbn.ts describes,
 * which `parsePbn` reads back.
 */
import { isComplete, type Auction } from './auction';
import { callToString, type Call } from './call';
import { BridgeError } from './errors';
import type { CallNote, ReplacedInsufficientBid } from './pbn';

function pbnCall(call: Call): string {
  switch (call.kind) {
    case 'pass':
      return 'Pass';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'bid':
      return callToString(call);
  }
}

function escapeTagValue(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n]+/g, ' ');
}

export interface PbnAuctionInput {
  readonly auction: Auction;
  readonly replacedInsufficientBids?: readonly ReplacedInsufficientBid[];
  readonly notes?: readonly CallNote[];
  readonly tags?: Readonly<Record<string, string>>;
}

/**
 * Writes the auction as PBN: other tags, `[Dealer]`, `[Auction]`, the calls
 * four to a line (the passes that end a completed auction written `AP`),
 * then the `[Note]` tags. `parsePbn` reads the result back to the same value.
 */
export function toPbn(input: PbnAuctionInput): string {
  const { auction } = input;
  if (auction.insufficientAtEnd !== undefined) {
    throw new BridgeError('cannot write an auction that ends in an insufficient bid not yet accepted or replaced');
  }
  const lines: string[] = [];
  for (const [name, value] of Object.entries(input.tags ?? {})) {
    if (name === 'Dealer' || name === 'Auction' || name === 'Note') continue;
    if (!/^[A-Za-z0-9_]+$/.test(name)) throw new BridgeError(`tag name ${JSON.stringify(name)} is not a PBN tag name`);
    lines.push(`[${name} "${escapeTagValue(value)}"]`);
  }
  lines.push(`[Dealer "${auction.dealer}"]`);
  lines.push(`[Auction "${auction.dealer}"]`);

  const notesByCall = new Map<number, string[]>();
  const addNote = (index: number, text: string): void => {
    if (!Number.isInteger(index) || index < 0 || index >= auction.calls.length) {
      throw new BridgeError(`note attached to call ${index + 1}, but the auction has ${auction.calls.length} calls`);
    }
    const list = notesByCall.get(index) ?? [];
    list.push(text);
    notesByCall.set(index, list);
  };
  for (const r of input.replacedInsufficientBids ?? []) {
    const by = auction.calls[r.index];
    addNote(
      r.index,
      `insufficient ${callToString(r.insufficient)}, replaced by ${by === undefined ? '?' : callToString(by)}`,
    );
  }
  for (const n of input.notes ?? []) addNote(n.index, n.text);

  // Use AP for the closing passes when none of them carries a note.
  let shown = auction.calls.length;
  if (isComplete(auction)) {
    const closing = auction.calls.every((c) => c.kind === 'pass') ? 4 : 3;
    const start = auction.calls.length - closing;
    let free = true;
    for (let k = start; k < auction.calls.length; k++) if (notesByCall.has(k)) free = false;
    if (free) shown = start;
  }

  const accepted = new Set(auction.accepted);
  const noteTags: string[] = [];
  const tokens: string[] = [];
  for (let k = 0; k < shown; k++) {
    const call = auction.calls[k];
    if (call === undefined) continue;
    let token = pbnCall(call) + (accepted.has(k) ? '^I' : '');
    for (const text of notesByCall.get(k) ?? []) {
      const number = noteTags.length + 1;
      noteTags.push(`[Note "${number}:${escapeTagValue(text)}"]`);
      token += ` =${number}=`;
    }
    tokens.push(token);
  }
  if (shown < auction.calls.length) tokens.push('AP');
  for (let k = 0; k < tokens.length; k += 4) lines.push(tokens.slice(k, k + 4).join(' '));
  lines.push(...noteTags);
  return lines.join('\n') + '\n';
}
