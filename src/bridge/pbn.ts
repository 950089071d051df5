/**
 * PBN (Portable Bridge Notation) export and import of one auction, in the
 * form this project writes.
 *
 * `toPbn` (pbn-write.ts) writes: other tags (`[Event "…"]`), `[Dealer "N"]`,
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

type TagToken = Extract<PbnToken, { kind: 'tag' }>;
type WordToken = Extract<PbnToken, { kind: 'word' }>;

function seatTag(tag: TagToken): Seat {
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

/** A note reference (`=n=`) after a call. */
interface NoteRef {
  /** 0-based index of the call it follows. */
  readonly call: number;
  readonly number: number;
  readonly at: Placed;
}

/** The text of a `[Note "n:text"]` tag, and where the tag is. */
interface NoteTag {
  readonly text: string;
  readonly at: Placed;
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
  const reader = new PbnReader(options);
  for (const t of tokens) reader.read(t);
  return reader.result();
}

const placed = (t: PbnToken, token: string): Placed => ({ line: t.line, column: t.column, token });

function fail(p: Placed, message: string, cause?: unknown): never {
  throw new PbnError(message, p.line, {
    column: p.column,
    token: p.token,
    ...(cause === undefined ? {} : { cause }),
  });
}

/** The steps of `parsePbn`: one per token, then the checks of the whole (`result`). */
class PbnReader {
  private dealer: Seat | undefined;
  private auctionSeat: { seat: Seat; at: Placed } | undefined;
  private readonly tags: Record<string, string> = {};
  private readonly seen = new Set<string>();
  // The auction, built in place: callProblem only looks at its last few calls, so each step is O(1).
  private readonly calls: Call[] = [];
  private readonly accepted: number[] = [];
  /** For each call, the rank of the last bid before it (-1: none), to check the replaced-bid notes. */
  private readonly rankBefore: number[] = [];
  private lastRank = -1;
  private readonly where: Placed[] = [];
  private readonly refs: NoteRef[] = [];
  private readonly notes = new Map<number, NoteTag>();
  private ended = false;
  private inNotes = false;
  /** With `allowInsufficientAtEnd`: an insufficient bid not marked ^I, which must be the last call. */
  private atEnd: { bid: Bid; at: Placed } | undefined;

  constructor(private readonly options: PbnReadOptions) {}

  read(t: PbnToken): void {
    if (t.kind === 'tag') this.readTag(t);
    else this.readWord(t);
  }

  /** The auction read, once every token is: its tags there, every note matched with its call. */
  result(): PbnAuction {
    const dealer = this.dealer;
    if (dealer === undefined) throw new PbnError('missing [Dealer] tag: give the dealer, e.g. [Dealer "N"]');
    if (this.auctionSeat === undefined)
      throw new PbnError('missing [Auction] tag: the auction section starts with [Auction "<dealer>"]');
    const { replaced, callNotes } = this.matchNotes();
    const auction: Auction = {
      dealer,
      calls: [...this.calls],
      accepted: [...this.accepted],
      ...(this.atEnd === undefined ? {} : { insufficientAtEnd: this.atEnd.bid }),
    };
    return { dealer, auction, replacedInsufficientBids: replaced, notes: callNotes, tags: this.tags };
  }

  private label(index: number, token: string): string {
    return `call ${index + 1} (${JSON.stringify(token)} by ${seatName(seatAfter(this.auctionSeat?.seat ?? 'N', index))})`;
  }

  /** Other tags, then [Dealer] and [Auction], once each; [Note] tags after the calls. */
  private readTag(t: TagToken): void {
    const p = placed(t, `[${t.name}`);
    if (t.name === 'Note') {
      this.readNote(t, p);
      return;
    }
    if (this.auctionSeat !== undefined) {
      fail(p, `tag [${t.name}] after the auction: only [Note] tags may follow it; move the tag before [Dealer]`);
    }
    if (this.seen.has(t.name)) fail(p, `tag [${t.name}] appears twice: one game per text`);
    this.seen.add(t.name);
    if (t.name === 'Dealer') this.dealer = seatTag(t);
    else if (t.name === 'Auction') {
      const seat = seatTag(t);
      if (this.dealer === undefined)
        fail(p, 'missing [Dealer] tag before [Auction]: give the dealer, e.g. [Dealer "N"]');
      if (seat !== this.dealer)
        fail(
          p,
          `[Auction "${seat}"] does not match [Dealer "${this.dealer}"]: the auction starts with the dealer's call`,
        );
      this.auctionSeat = { seat, at: p };
    } else this.tags[t.name] = t.value;
  }

  private readNote(t: TagToken, p: Placed): void {
    if (this.auctionSeat === undefined) fail(p, '[Note] before the [Auction] tag: notes follow the auction section');
    this.inNotes = true;
    const colon = t.value.indexOf(':');
    const number = colon < 0 ? '' : t.value.slice(0, colon);
    if (!/^\d{1,6}$/.test(number))
      fail(p, `[Note ${JSON.stringify(t.value)}]: write a note as [Note "number:text"], e.g. [Note "1:transfer"]`);
    const key = Number(number);
    if (this.notes.has(key)) fail(p, `note ${key} is defined twice; number the notes 1, 2, 3 …`);
    this.notes.set(key, { text: t.value.slice(colon + 1), at: p });
  }

  /** A word of the auction section: a note reference, AP, or a call. */
  private readWord(t: WordToken): void {
    const word = t.text;
    const p = placed(t, word);
    if (this.auctionSeat === undefined)
      fail(p, `${JSON.stringify(word)} comes before the [Auction] tag: calls belong in the auction section`);
    if (this.inNotes) fail(p, `${JSON.stringify(word)} after the [Note] tags: calls belong before them`);
    if (this.atEnd !== undefined) {
      fail(
        p,
        `${JSON.stringify(word)} after the insufficient bid ${this.atEnd.at.token} (call ${this.calls.length + 1}): it must be the last call, or be accepted (mark it ${callToString(this.atEnd.bid)}^I) or replaced`,
      );
    }
    const ref = NOTE_REF.exec(word);
    if (ref !== null) {
      if (this.calls.length === 0) fail(p, `note reference ${word} must follow the call it is attached to`);
      this.refs.push({ call: this.calls.length - 1, number: Number(ref[1]), at: p });
      return;
    }
    if (this.ended)
      fail(
        p,
        `${JSON.stringify(word)}: a call after the auction ended (call ${this.calls.length} ended it); remove it`,
      );
    if (word.toUpperCase() === 'AP') {
      while (!this.ended) this.push(PASS, false, p);
      return;
    }
    this.readCall(word, p);
  }

  /** A call, marked ^I when it is an insufficient bid that stood. */
  private readCall(word: string, p: Placed): void {
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
      fail(p, `call ${this.calls.length + 1}: ${e.message}`, e);
    }
    this.push(call, stood, p);
  }

  /** The next call, if it may be made: an insufficient bid only if it stood, or last when `allowInsufficientAtEnd`. */
  private push(call: Call, stood: boolean, p: Placed): void {
    const index = this.calls.length;
    const view: Auction = { dealer: this.auctionSeat?.seat ?? 'N', calls: this.calls, accepted: this.accepted };
    const problem = callProblem(view, call);
    if (stood && (problem === null || problem.code !== 'insufficient')) {
      fail(
        p,
        `${this.label(index, p.token)} is marked ^I (an insufficient bid that stood), but it is ${call.kind !== 'bid' ? 'not a bid' : problem === null ? 'sufficient' : problem.reason}; remove the ^I`,
      );
    }
    if (
      problem?.code === 'insufficient' &&
      !stood &&
      call.kind === 'bid' &&
      this.options.allowInsufficientAtEnd === true
    ) {
      this.atEnd = { bid: call, at: p };
      return;
    }
    if (problem !== null && !(stood && problem.code === 'insufficient')) {
      const fix = problem.code === 'insufficient' ? `; if LHO accepted it, mark it ${callToString(call)}^I` : '';
      fail(p, `${this.label(index, p.token)}: ${problem.reason}${fix}`);
    }
    this.rankBefore.push(this.lastRank);
    if (call.kind === 'bid') this.lastRank = bidRank(call);
    this.calls.push(call);
    if (stood) this.accepted.push(index);
    this.where.push(p);
    if (isComplete(view)) this.ended = true;
  }

  /** Notes: every reference has a note, every note is referred to. */
  private matchNotes(): { replaced: ReplacedInsufficientBid[]; callNotes: CallNote[] } {
    const replaced: ReplacedInsufficientBid[] = [];
    const callNotes: CallNote[] = [];
    const used = new Set<number>();
    for (const r of this.refs) {
      const note = this.notes.get(r.number);
      const index = r.call;
      const callAt = this.where[index] ?? r.at;
      if (note === undefined)
        fail(
          r.at,
          `${this.label(index, callAt.token)} refers to note =${r.number}= but there is no [Note "${r.number}:…"]`,
        );
      used.add(r.number);
      const insufficient = this.replacedBid(r, note, callAt);
      if (insufficient === undefined) callNotes.push({ index, text: note.text });
      else replaced.push({ index, insufficient });
    }
    for (const [number, note] of this.notes) {
      if (!used.has(number))
        fail(note.at, `note ${number} is never referred to: attach it to a call with =${number}=, or remove it`);
    }
    return { replaced, callNotes };
  }

  /**
   * The bid a note "insufficient 1H, replaced by 2H" says was replaced by the
   * call it is attached to, checked against the auction; undefined for any
   * other note.
   */
  private replacedBid(r: NoteRef, note: NoteTag, callAt: Placed): Bid | undefined {
    const index = r.call;
    const text = note.text;
    const lower = text.toLowerCase();
    const middle = lower.indexOf(REPLACED_MIDDLE);
    if (!lower.startsWith(REPLACED_PREFIX) || middle < 0) return undefined;
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
    const call = this.calls[index];
    if (ib.kind !== 'bid')
      fail(noteAt, `note ${r.number}: ${callToDisplay(ib)} is not a bid, so it cannot be an insufficient bid`);
    if (call === undefined || !callsEqual(by, call)) {
      fail(
        noteAt,
        `note ${r.number} says ${callToString(ib)} was replaced by ${callToString(by)}, but it is attached to ${this.label(index, callAt.token)}; attach it to the replacing call`,
      );
    }
    if (bidRank(ib) > (this.rankBefore[index] ?? -1)) {
      fail(noteAt, `note ${r.number}: ${callToString(ib)} was not insufficient at call ${index + 1}; correct the note`);
    }
    return ib;
  }
}
