/**
 * PBN 2.1 (Portable Bridge Notation) import and export of one auction.
 *
 * What is read:
 * - `[Dealer "N"]` (required) and `[Auction "N"]` (required; the auction
 *   section starts with the call of the seat named there, which must be the
 *   dealer here).
 * - The auction section: calls separated by blanks, any number per line —
 *   `Pass`, `X`, `XX`, `1C` … `7NT` (any spelling `parseCall` reads);
 *   `AP` (all pass: the passes that end the auction);
 *   `-` (no call) only after the auction has ended, to fill the last row —
 *   a `-` before the end would skip a seat and is refused;
 *   `*` ends an auction that is not complete;
 *   note references `=1=` (to `[Note "1:…"]` tags);
 *   `^I` after a call (glued `1H^I` or as its own token) marks an
 *   insufficient bid that LHO accepted (Law 27A1);
 *   suffix annotations (`!`, `?`, `!!`, `??`, `!?`, `?!`) and NAGs (`$12`)
 *   are read and dropped.
 * - Comments `{…}` and `; … end of line`, and `%` directive lines, are skipped.
 * - One game per text; other tags are kept in `tags` if they have no section
 *   of their own (tags with a section, such as `[Play]`, are dropped with it).
 *
 * Convention for an insufficient bid that was NOT accepted but replaced
 * (PBN has no token for it): the auction section holds the call actually
 * substituted, followed by a note reference, and that note reads
 *
 *     [Note "1:insufficient 1H, replaced by 2H"]
 *
 * (case-insensitive; the comma is optional; the insufficient bid and the
 * replacement in any spelling `parseCall` reads). On import such a note
 * becomes an entry of `replacedInsufficientBids` — the insufficient bid must
 * really have been insufficient at that point, and the note must name the
 * call it is attached to. Export writes the same form. Every other note is
 * kept as text in `notes`.
 */
import { appendCall, emptyAuction, isComplete, isSufficientAfter, type Auction } from './auction';
import { callToString, callsEqual, parseCall, type Bid, type Call } from './call';
import { BridgeError, PbnError } from './errors';
import { isSeat, type Seat } from './seat';

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
  /** The calls; insufficient bids accepted with `^I` are listed in `auction.accepted`. */
  readonly auction: Auction;
  readonly replacedInsufficientBids: readonly ReplacedInsufficientBid[];
  /** Notes other than the replaced-insufficient-bid convention. */
  readonly notes: readonly CallNote[];
  /** Other tags without a section of their own (e.g. Event, Board), in file order. */
  readonly tags: Readonly<Record<string, string>>;
}

// ----------------------------------------------------------------- lexing

type Item =
  | { readonly type: 'tag'; readonly name: string; readonly value: string; readonly line: number }
  | { readonly type: 'token'; readonly text: string; readonly line: number };

function lex(text: string): Item[] {
  const items: Item[] = [];
  let i = 0;
  let line = 1;
  let atLineStart = true;
  const n = text.length;
  while (i < n) {
    const ch = text[i] ?? '';
    if (ch === '\n') {
      line++;
      i++;
      atLineStart = true;
      continue;
    }
    if (ch === '%' && atLineStart) {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    atLineStart = false;
    if (ch === ';') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (ch === '{') {
      const start = line;
      i++;
      while (i < n && text[i] !== '}') {
        if (text[i] === '\n') line++;
        i++;
      }
      if (i >= n) throw new PbnError('comment "{" is never closed with "}"', start);
      i++;
      continue;
    }
    if (ch === '[') {
      const m = /^\[\s*([A-Za-z0-9_]+)\s*"/.exec(text.slice(i, i + 200));
      if (m === null) {
        throw new PbnError(`malformed tag ${JSON.stringify(text.slice(i, i + 30).split('\n')[0] ?? '')}: expected [Name "value"]`, line);
      }
      const name = m[1] ?? '';
      i += m[0].length;
      let value = '';
      let closed = false;
      while (i < n) {
        const c = text[i] ?? '';
        if (c === '\\' && i + 1 < n) {
          value += text[i + 1] ?? '';
          i += 2;
          continue;
        }
        if (c === '"') {
          closed = true;
          i++;
          break;
        }
        if (c === '\n') break;
        value += c;
        i++;
      }
      const rest = /^\s*\]/.exec(text.slice(i, i + 100));
      if (!closed || rest === null) {
        throw new PbnError(`tag [${name}] is not closed: expected [${name} "value"] on one line`, line);
      }
      i += rest[0].length;
      items.push({ type: 'tag', name, value, line });
      continue;
    }
    let j = i;
    while (j < n && !/[\s[{;]/.test(text[j] ?? '')) j++;
    items.push({ type: 'token', text: text.slice(i, j), line });
    i = j;
  }
  return items;
}

// ---------------------------------------------------------------- parsing

interface RawCall {
  readonly call: Call;
  readonly token: string;
  readonly line: number;
  accepted: boolean;
  readonly noteRefs: number[];
}

const ANNOTATION = /^(?:[!?]{1,2}|\$\d+)$/;
const NOTE_REF = /^=(\d+)=$/;
const SUFFIXES = /((?:\^[A-Za-z]|=\d+=|\$\d+|[!?]{1,2})+)$/;
const REPLACED_NOTE = /^\s*insufficient\s+(\S+?)\s*,?\s+replaced\s+by\s+(\S+?)\s*\.?\s*$/i;

function parseSeatTag(name: string, value: string, line: number): Seat {
  const v = value.trim().toUpperCase();
  if (!isSeat(v)) {
    throw new PbnError(`[${name} ${JSON.stringify(value)}]: expected one of N, E, S, W`, line);
  }
  return v;
}

/**
 * Reads the dealer, auction and notes of one PBN game.
 * @throws PbnError naming the line and token at fault.
 */
export function parsePbn(text: string): PbnAuction {
  if (typeof text !== 'string') throw new PbnError('PBN input must be text');
  const items = lex(text);

  let dealer: { seat: Seat; line: number } | undefined;
  let auctionTag: { seat: Seat; line: number } | undefined;
  const noteTexts = new Map<number, { text: string; line: number }>();
  const tags: Record<string, string> = {};
  const tagsWithSection = new Set<string>();
  const seen = new Set<string>();
  const raw: RawCall[] = [];
  let section: string | null = null;
  let ended = false; // after AP, '*' or the natural end of the auction
  let starEnded = false;

  const attach = (what: string, line: number): RawCall => {
    const last = raw[raw.length - 1];
    if (last === undefined) throw new PbnError(`${what} must follow a call`, line);
    return last;
  };

  const addSuffixes = (target: RawCall, suffixes: string, line: number): void => {
    for (const part of suffixes.match(/\^[A-Za-z]|=\d+=|\$\d+|[!?]{1,2}/g) ?? []) {
      if (part.startsWith('^')) {
        if (part.toUpperCase() !== '^I') {
          throw new PbnError(`irregularity ${JSON.stringify(part)} is not supported (only ^I, an accepted insufficient bid)`, line);
        }
        target.accepted = true;
      } else if (part.startsWith('=')) {
        target.noteRefs.push(Number(part.slice(1, -1)));
      }
    }
  };

  for (const item of items) {
    if (item.type === 'tag') {
      if (item.name === 'Note') {
        const m = /^\s*(\d+)\s*:(.*)$/s.exec(item.value);
        if (m === null) {
          throw new PbnError(`[Note ${JSON.stringify(item.value)}]: expected "number:text", e.g. [Note "1:transfer"]`, item.line);
        }
        if (section !== 'Auction') continue; // notes of other sections (e.g. play) are not ours
        const number = Number(m[1]);
        if (noteTexts.has(number)) throw new PbnError(`note ${number} is defined twice`, item.line);
        noteTexts.set(number, { text: m[2] ?? '', line: item.line });
        continue;
      }
      if (seen.has(item.name)) {
        throw new PbnError(`tag [${item.name}] appears twice: only one game per text is read`, item.line);
      }
      seen.add(item.name);
      section = item.name;
      if (item.name === 'Dealer') dealer = { seat: parseSeatTag('Dealer', item.value, item.line), line: item.line };
      else if (item.name === 'Auction') {
        auctionTag = { seat: parseSeatTag('Auction', item.value, item.line), line: item.line };
      } else tags[item.name] = item.value;
      continue;
    }

    // A token: it belongs to the section of the last tag.
    if (section === null) {
      throw new PbnError(`${JSON.stringify(item.text)} comes before any tag`, item.line);
    }
    if (section !== 'Auction') {
      tagsWithSection.add(section);
      continue;
    }
    const t = item.text;
    const ref = NOTE_REF.exec(t);
    if (ref !== null) {
      attach(`note reference ${t}`, item.line).noteRefs.push(Number(ref[1]));
      continue;
    }
    if (t.toUpperCase() === '^I') {
      attach('^I', item.line).accepted = true;
      continue;
    }
    if (t.startsWith('^')) {
      throw new PbnError(`irregularity ${JSON.stringify(t)} is not supported (only ^I, an accepted insufficient bid)`, item.line);
    }
    if (ANNOTATION.test(t)) {
      attach(`annotation ${t}`, item.line);
      continue;
    }
    if (t === '-') {
      if (!ended) {
        throw new PbnError(
          `"-" at call ${raw.length + 1}: the auction would skip a seat; "-" may only fill the row after the auction has ended`,
          item.line,
        );
      }
      continue;
    }
    if (ended) {
      throw new PbnError(
        `${JSON.stringify(t)}: call after the auction ended${starEnded ? ' (marked "*")' : ''}`,
        item.line,
      );
    }
    if (t === '*') {
      ended = true;
      starEnded = true;
      continue;
    }
    if (t.toUpperCase() === 'AP') {
      const calls = raw.map((r) => r.call);
      let passes = 0;
      while (!isComplete({ calls })) {
        calls.push(parseCall('P'));
        passes++;
      }
      if (passes === 0) throw new PbnError('"AP" after the auction ended', item.line);
      for (let k = 0; k < passes; k++) {
        raw.push({ call: parseCall('P'), token: 'AP', line: item.line, accepted: false, noteRefs: [] });
      }
      ended = true;
      continue;
    }
    const sm = SUFFIXES.exec(t);
    const body = sm === null ? t : t.slice(0, t.length - (sm[1] ?? '').length);
    let call: Call;
    try {
      call = parseCall(body);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new PbnError(`call ${raw.length + 1}: ${why}`, item.line, { cause: e });
    }
    const entry: RawCall = { call, token: t, line: item.line, accepted: false, noteRefs: [] };
    if (sm !== null) addSuffixes(entry, sm[1] ?? '', item.line);
    raw.push(entry);
    if (isComplete({ calls: raw.map((r) => r.call) })) ended = true;
  }

  if (dealer === undefined) throw new PbnError('missing [Dealer] tag: the dealer must be given, e.g. [Dealer "N"]');
  if (auctionTag === undefined) {
    throw new PbnError('missing [Auction] tag: the auction section starts with [Auction "<dealer>"]');
  }
  if (auctionTag.seat !== dealer.seat) {
    throw new PbnError(
      `[Auction "${auctionTag.seat}"] does not match [Dealer "${dealer.seat}"]: the auction must start with the dealer's call`,
      auctionTag.line,
    );
  }
  for (const name of tagsWithSection) delete tags[name];

  // Build the auction, applying ^I and the replaced-insufficient-bid notes.
  let auction = emptyAuction(dealer.seat);
  const replaced: ReplacedInsufficientBid[] = [];
  const notes: CallNote[] = [];
  raw.forEach((r, index) => {
    for (const number of r.noteRefs) {
      const note = noteTexts.get(number);
      if (note === undefined) {
        throw new PbnError(`call ${index + 1} (${JSON.stringify(r.token)}) refers to note =${number}= but there is no [Note "${number}:…"]`, r.line);
      }
      const m = REPLACED_NOTE.exec(note.text);
      if (m === null) {
        notes.push({ index, text: note.text });
        continue;
      }
      let ib: Call;
      let by: Call;
      try {
        ib = parseCall(m[1] ?? '');
        by = parseCall(m[2] ?? '');
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        throw new PbnError(`note ${number}: ${why}`, note.line, { cause: e });
      }
      if (ib.kind !== 'bid') {
        throw new PbnError(`note ${number}: ${JSON.stringify(m[1])} is not a bid, so it cannot be an insufficient bid`, note.line);
      }
      if (!callsEqual(by, r.call)) {
        throw new PbnError(
          `note ${number} says ${callToString(ib)} was replaced by ${callToString(by)}, but it is attached to call ${index + 1} (${JSON.stringify(r.token)})`,
          note.line,
        );
      }
      if (isSufficientAfter(auction, ib)) {
        throw new PbnError(`note ${number}: ${callToString(ib)} was not insufficient at call ${index + 1}`, note.line);
      }
      replaced.push({ index, insufficient: ib });
    }
    try {
      auction = appendCall(auction, r.call, { acceptInsufficient: r.accepted }, r.token);
    } catch (e) {
      if (!(e instanceof BridgeError)) throw e;
      throw new PbnError(e.message, r.line, { cause: e });
    }
  });

  return { dealer: dealer.seat, auction, replacedInsufficientBids: replaced, notes, tags };
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
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/[\r\n]+/g, ' ');
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
    addNote(r.index, `insufficient ${callToString(r.insufficient)}, replaced by ${by === undefined ? '?' : callToString(by)}`);
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
