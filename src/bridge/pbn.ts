/**
 * PBN (Portable Bridge Notation) export and import of one auction, in the
 * form this project writes.
 *
 * `toPbn` writes: other tags (`[Event "…"]`), `[Dealer "N"]`,
 * `[Auction "N"]`, the calls four to a line (`Pass`, `X`, `XX`, `1C` …
 * `7NT`; the passes that end a completed auction as `AP`), then the
 * `[Note "n:text"]` tags. Marks on a call:
 * - `1H^I`: an insufficient bid that stood — LHO accepted it (Law 27A1) —
 *   and is treated as legal; later bids need only be sufficient over it.
 * - ` =n=` after a call: note n is attached to it. An insufficient bid that
 *   was replaced (PBN has no token for it) is the note
 *   `[Note "n:insufficient 1H, replaced by 2H"]` on the call substituted.
 *
 * `parsePbn` reads exactly that back (calls in any spelling `parseCall`
 * reads, `^I`/`AP` in any case) and, with `allowInsufficientAtEnd`, an
 * auction ending in an insufficient bid not yet accepted or replaced (what
 * a Director rules on), in one pass over the text: a tokenizer that
 * never looks back, then one step per token. Anything else — comments, other
 * sections, `*`, `-`, annotations — is refused with a PbnError naming the
 * token, its line and column, and the fix.
 */
import { callProblem, isComplete, type Auction } from './auction';
import { PASS, bidRank, callToDisplay, callToString, callsEqual, parseCall, type Bid, type Call } from './call';
import { BridgeError } from './errors';
import { isSeat, seatAfter, seatName, type Seat } from './seat';

/** Bad PBN text: missing or bad tags, unknown tokens, inconsistent notes. */
export class PbnError extends BridgeError {
  /** 1-based line of the PBN text where the problem was found, when known. */
  readonly line: number | undefined;
  /** 1-based column (in UTF-16 code units) where the offending token starts, when known. */
  readonly column: number | undefined;
  /** The offending token as written, when the problem is one token. */
  readonly token: string | undefined;
  constructor(message: string, line?: number, options?: { cause?: unknown; column?: number; token?: string }) {
    const where =
      line === undefined
        ? ''
        : options?.column === undefined
          ? `PBN line ${line}: `
          : `PBN line ${line}, column ${options.column}: `;
    super(`${where}${message}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.line = line;
    this.column = options?.column;
    this.token = options?.token;
  }
}

export interface ReplacedInsufficientBid {
  /** 0-based index in `auction.calls` of the call that replaced the insufficient bid. */
  readonly index: number;
  /** The insufficient bid that was withdrawn. */
  readonly insufficient: Bid;
}

export interface CallNote {
  /** 0-based index in `auction.calls` of the call the note is attached to. */
  readonly index: number;
  readonly text: string;
}

export interface PbnAuction {
  readonly dealer: Seat;
  /** The calls; insufficient bids that stood (`^I`) are listed in `auction.accepted`. */
  readonly auction: Auction;
  readonly replacedInsufficientBids: readonly ReplacedInsufficientBid[];
  /** Notes other than the replaced-insufficient-bid convention. */
  readonly notes: readonly CallNote[];
  /** The tags other than Dealer, Auction and Note, in file order. */
  readonly tags: Readonly<Record<string, string>>;
}

// ------------------------------------------------------------- tokenizer

export type PbnToken =
  | {
      readonly kind: 'tag';
      readonly name: string;
      readonly value: string;
      readonly line: number;
      readonly column: number;
    }
  | { readonly kind: 'word'; readonly text: string; readonly line: number; readonly column: number };

export interface PbnTokens {
  readonly tokens: readonly PbnToken[];
  /**
   * Loop steps the tokenizer took. Every step consumes at least one
   * character and none is read twice, so `steps <= text.length`.
   */
  readonly steps: number;
}

const isBlank = (c: string): boolean => c === ' ' || c === '\t' || c === '\r' || c === '\n';
const isNameChar = (c: string): boolean => /^[A-Za-z0-9_]$/.test(c);

/**
 * Splits PBN text into tags (`[Name "value"]`, one line each; `\"` and `\\`
 * escape) and words (anything else between blanks), in one forward pass.
 * @throws PbnError naming the line and column of a malformed tag.
 */
export function tokenizePbn(text: string): PbnTokens {
  const tokens: PbnToken[] = [];
  const n = text.length;
  let i = 0;
  let line = 1;
  let lineStart = 0;
  let steps = 0;
  const fail = (message: string, at: number, token: string): never => {
    throw new PbnError(message, line, { column: at - lineStart + 1, token });
  };
  while (i < n) {
    steps++;
    const c = text[i] ?? '';
    if (isBlank(c)) {
      i++;
      if (c === '\n') {
        line++;
        lineStart = i;
      }
      continue;
    }
    const start = i;
    if (c === '[') {
      i++;
      let name = '';
      while (i < n && isNameChar(text[i] ?? '')) {
        steps++;
        name += text[i];
        i++;
      }
      while (i < n && (text[i] === ' ' || text[i] === '\t')) {
        steps++;
        i++;
      }
      if (name === '' || text[i] !== '"') {
        const shown = text.slice(start, Math.min(n, start + 30)).split('\n')[0] ?? '';
        fail(`malformed tag ${JSON.stringify(shown)}: write a tag as [Name "value"] on one line`, start, shown);
      }
      i++;
      let value = '';
      let closed = false;
      while (i < n && text[i] !== '\n') {
        steps++;
        const v = text[i] ?? '';
        if (v === '\\' && i + 1 < n && text[i + 1] !== '\n') {
          value += text[i + 1];
          i += 2;
          continue;
        }
        i++;
        if (v === '"') {
          closed = true;
          break;
        }
        value += v;
      }
      while (closed && i < n && (text[i] === ' ' || text[i] === '\t')) {
        steps++;
        i++;
      }
      if (!closed || text[i] !== ']') {
        fail(`tag [${name}] is not closed: write it as [${name} "value"] on one line`, start, `[${name}`);
      }
      i++;
      tokens.push({ kind: 'tag', name, value, line, column: start - lineStart + 1 });
      continue;
    }
    i++; // the word's first character, consumed by this step
    while (i < n && !isBlank(text[i] ?? '') && text[i] !== '[') {
      steps++;
      i++;
    }
    tokens.push({ kind: 'word', text: text.slice(start, i), line, column: start - lineStart + 1 });
  }
  return { tokens, steps };
}

// ---------------------------------------------------------------- reading

const NOTE_REF = /^=(\d{1,6})=$/;
const REPLACED_PREFIX = 'insufficient ';
const REPLACED_MIDDLE = ', replaced by ';

function seatTag(tag: Extract<PbnToken, { kind: 'tag' }>): Seat {
  const v = tag.value.trim().toUpperCase();
  if (!isSeat(v)) {
    throw new PbnError(`[${tag.name} ${JSON.stringify(tag.value)}]: write the seat as N, E, S or W`, tag.line, {
      column: tag.column,
      token: tag.value,
    });
  }
  return v;
}

interface Placed {
  readonly line: number;
  readonly column: number;
  readonly token: string;
}

export interface PbnReadOptions {
  /**
   * Read an insufficient bid as the last call, not marked ^I (neither
   * accepted nor replaced yet: the case a Director rules on), into
   * `auction.insufficientAtEnd`, as `parseAuction` does. Any call or note
   * reference after it is refused.
   */
  readonly allowInsufficientAtEnd?: boolean;
}

/**
 * Reads an auction as `toPbn` writes it (see the module comment), in time
 * linear in the length of the text.
 * @throws PbnError naming the token, its line and column, and the fix.
 */
export function parsePbn(text: string, options: PbnReadOptions = {}): PbnAuction {
  if (typeof text !== 'string') throw new PbnError('PBN input must be text');
  const { tokens } = tokenizePbn(text);

  let dealer: Seat | undefined;
  let auctionSeat: { seat: Seat; at: Placed } | undefined;
  const tags: Record<string, string> = {};
  const seen = new Set<string>();
  // The auction, built in place: callProblem only looks at its last few calls, so each step is O(1).
  const calls: Call[] = [];
  const accepted: number[] = [];
  /** For each call, the rank of the last bid before it (-1: none), to check the replaced-bid notes. */
  const rankBefore: number[] = [];
  let lastRank = -1;
  const where: Placed[] = [];
  const refs: { call: number; number: number; at: Placed }[] = [];
  const notes = new Map<number, { text: string; at: Placed }>();
  let ended = false;
  let inNotes = false;
  /** With `allowInsufficientAtEnd`: an insufficient bid not marked ^I, which must be the last call. */
  let atEnd: { bid: Bid; at: Placed } | undefined;

  const at = (t: PbnToken, token: string): Placed => ({ line: t.line, column: t.column, token });
  function fail(p: Placed, message: string, cause?: unknown): never {
    throw new PbnError(message, p.line, {
      column: p.column,
      token: p.token,
      ...(cause === undefined ? {} : { cause }),
    });
  }
  const label = (index: number, token: string): string =>
    `call ${index + 1} (${JSON.stringify(token)} by ${seatName(seatAfter(auctionSeat?.seat ?? 'N', index))})`;

  const push = (call: Call, stood: boolean, p: Placed): void => {
    const index = calls.length;
    const view: Auction = { dealer: auctionSeat?.seat ?? 'N', calls, accepted };
    const problem = callProblem(view, call);
    if (stood && (problem === null || problem.code !== 'insufficient')) {
      fail(
        p,
        `${label(index, p.token)} is marked ^I (an insufficient bid that stood), but it is ${call.kind !== 'bid' ? 'not a bid' : problem === null ? 'sufficient' : problem.reason}; remove the ^I`,
      );
    }
    if (problem?.code === 'insufficient' && !stood && call.kind === 'bid' && options.allowInsufficientAtEnd === true) {
      atEnd = { bid: call, at: p };
      return;
    }
    if (problem !== null && !(stood && problem.code === 'insufficient')) {
      const fix = problem.code === 'insufficient' ? `; if LHO accepted it, mark it ${callToString(call)}^I` : '';
      fail(p, `${label(index, p.token)}: ${problem.reason}${fix}`);
    }
    rankBefore.push(lastRank);
    if (call.kind === 'bid') lastRank = bidRank(call);
    calls.push(call);
    if (stood) accepted.push(index);
    where.push(p);
    if (isComplete(view)) ended = true;
  };

  for (const t of tokens) {
    if (t.kind === 'tag') {
      const p = at(t, `[${t.name}`);
      if (t.name === 'Note') {
        if (auctionSeat === undefined) fail(p, '[Note] before the [Auction] tag: notes follow the auction section');
        inNotes = true;
        const colon = t.value.indexOf(':');
        const number = colon < 0 ? '' : t.value.slice(0, colon);
        if (!/^\d{1,6}$/.test(number))
          fail(p, `[Note ${JSON.stringify(t.value)}]: write a note as [Note "number:text"], e.g. [Note "1:transfer"]`);
        const key = Number(number);
        if (notes.has(key)) fail(p, `note ${key} is defined twice; number the notes 1, 2, 3 …`);
        notes.set(key, { text: t.value.slice(colon + 1), at: p });
        continue;
      }
      if (auctionSeat !== undefined) {
        fail(p, `tag [${t.name}] after the auction: only [Note] tags may follow it; move the tag before [Dealer]`);
      }
      if (seen.has(t.name)) fail(p, `tag [${t.name}] appears twice: one game per text`);
      seen.add(t.name);
      if (t.name === 'Dealer') dealer = seatTag(t);
      else if (t.name === 'Auction') {
        const seat = seatTag(t);
        if (dealer === undefined) fail(p, 'missing [Dealer] tag before [Auction]: give the dealer, e.g. [Dealer "N"]');
        if (seat !== dealer)
          fail(p, `[Auction "${seat}"] does not match [Dealer "${dealer}"]: the auction starts with the dealer's call`);
        auctionSeat = { seat, at: p };
      } else tags[t.name] = t.value;
      continue;
    }

    const word = t.text;
    const p = at(t, word);
    if (auctionSeat === undefined)
      fail(p, `${JSON.stringify(word)} comes before the [Auction] tag: calls belong in the auction section`);
    if (inNotes) fail(p, `${JSON.stringify(word)} after the [Note] tags: calls belong before them`);
    if (atEnd !== undefined) {
      fail(
        p,
        `${JSON.stringify(word)} after the insufficient bid ${atEnd.at.token} (call ${calls.length + 1}): it must be the last call, or be accepted (mark it ${callToString(atEnd.bid)}^I) or replaced`,
      );
    }
    const ref = NOTE_REF.exec(word);
    if (ref !== null) {
      if (calls.length === 0) fail(p, `note reference ${word} must follow the call it is attached to`);
      refs.push({ call: calls.length - 1, number: Number(ref[1]), at: p });
      continue;
    }
    if (ended)
      fail(p, `${JSON.stringify(word)}: a call after the auction ended (call ${calls.length} ended it); remove it`);
    if (word.toUpperCase() === 'AP') {
      while (!ended) push(PASS, false, p);
      continue;
    }
    const stood = word.length > 2 && word.slice(-2).toUpperCase() === '^I';
    const body = stood ? word.slice(0, -2) : word;
    if (body.includes('^')) {
      fail(
        p,
        `${JSON.stringify(word)}: only the ^I mark (an insufficient bid that stood) is read, glued to its call as in 1H^I`,
      );
    }
    let call: Call;
    try {
      call = parseCall(body);
    } catch (e) {
      if (!(e instanceof BridgeError)) throw e;
      fail(p, `call ${calls.length + 1}: ${e.message}`, e);
    }
    push(call, stood, p);
  }

  if (dealer === undefined) throw new PbnError('missing [Dealer] tag: give the dealer, e.g. [Dealer "N"]');
  if (auctionSeat === undefined)
    throw new PbnError('missing [Auction] tag: the auction section starts with [Auction "<dealer>"]');

  // Notes: every reference has a note, every note is referred to.
  const replaced: ReplacedInsufficientBid[] = [];
  const callNotes: CallNote[] = [];
  const used = new Set<number>();
  for (const r of refs) {
    const note = notes.get(r.number);
    const index = r.call;
    const callAt = where[index] ?? r.at;
    if (note === undefined)
      fail(r.at, `${label(index, callAt.token)} refers to note =${r.number}= but there is no [Note "${r.number}:…"]`);
    used.add(r.number);
    const text = note.text;
    const lower = text.toLowerCase();
    const middle = lower.indexOf(REPLACED_MIDDLE);
    if (!lower.startsWith(REPLACED_PREFIX) || middle < 0) {
      callNotes.push({ index, text });
      continue;
    }
    const noteAt = note.at;
    let ib: Call;
    let by: Call;
    try {
      ib = parseCall(text.slice(REPLACED_PREFIX.length, middle));
      by = parseCall(text.slice(middle + REPLACED_MIDDLE.length).replace(/\.$/, ''));
    } catch (e) {
      if (!(e instanceof BridgeError)) throw e;
      fail(noteAt, `note ${r.number}: ${e.message}; write it as "insufficient 1H, replaced by 2H"`, e);
    }
    const call = calls[index];
    if (ib.kind !== 'bid')
      fail(noteAt, `note ${r.number}: ${callToDisplay(ib)} is not a bid, so it cannot be an insufficient bid`);
    if (call === undefined || !callsEqual(by, call)) {
      fail(
        noteAt,
        `note ${r.number} says ${callToString(ib)} was replaced by ${callToString(by)}, but it is attached to ${label(index, callAt.token)}; attach it to the replacing call`,
      );
    }
    if (bidRank(ib) > (rankBefore[index] ?? -1)) {
      fail(noteAt, `note ${r.number}: ${callToString(ib)} was not insufficient at call ${index + 1}; correct the note`);
    }
    replaced.push({ index, insufficient: ib });
  }
  for (const [number, note] of notes) {
    if (!used.has(number))
      fail(note.at, `note ${number} is never referred to: attach it to a call with =${number}=, or remove it`);
  }

  const auction: Auction = {
    dealer,
    calls: [...calls],
    accepted: [...accepted],
    ...(atEnd === undefined ? {} : { insufficientAtEnd: atEnd.bid }),
  };
  return { dealer, auction, replacedInsufficientBids: replaced, notes: callNotes, tags };
}

// ---------------------------------------------------------------- writing

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
