/**
 * Calls and the auction table, as shown: pure functions from the bridge
 * domain to what is seen (symbols, colours, spoken words, the W-N-E-S
 * table), and the one definition of their markup (markup.ts), used by
 * Call.astro and AuctionTable.astro at build time and by the client scripts.
 * Free of the ruling engine, so that a page can show calls without loading it.
 */
import { callToDisplay, callToSpeech, callToString, parseCall, type Call } from '../../bridge/call';
import { seatName, type Seat } from '../../bridge/seat';
import { h, type Markup, type MarkupElement } from './markup';

// ------------------------------------------------------------------ calls

export type CallTone = 'red' | 'dark' | 'plain';

export interface CallView {
  /** Canonical form, e.g. '1H', 'P', 'X'. */
  readonly call: string;
  /** With the suit symbol: '1♥', 'Pass', 'Dbl'. */
  readonly display: string;
  /** For screen readers: 'one heart'. */
  readonly speech: string;
  /** Red for hearts and diamonds, dark for spades and clubs, plain otherwise. */
  readonly tone: CallTone;
  /** The level digit of a bid, '' otherwise. */
  readonly level: string;
  /** The suit symbol or 'NT' of a bid; the display form of other calls. */
  readonly symbol: string;
}

function toneOf(call: Call): CallTone {
  if (call.kind !== 'bid') return 'plain';
  if (call.strain === 'H' || call.strain === 'D') return 'red';
  if (call.strain === 'S' || call.strain === 'C') return 'dark';
  return 'plain';
}

/** The view of one call written any way `parseCall` reads. */
export function callView(text: string | Call): CallView {
  const call = typeof text === 'string' ? parseCall(text) : text;
  const display = callToDisplay(call);
  return {
    call: callToString(call),
    display,
    speech: callToSpeech(call),
    tone: toneOf(call),
    level: call.kind === 'bid' ? String(call.level) : '',
    symbol: call.kind === 'bid' ? display.slice(1) : display,
  };
}

/** "1♥ 1♠" with symbols, for headings and messages. */
// ------------------------------------------------------------------ table

export const TABLE_SEATS: readonly Seat[] = ['W', 'N', 'E', 'S'];

export type CellMark = 'insufficient' | 'withdrawn' | 'turn';

export interface TableCell {
  readonly seat: Seat;
  /** 0-based position in the auction, the dealer's call being 0. */
  readonly index: number;
  /** Absent for the '?' of the player to call. */
  readonly call?: CallView;
  readonly mark?: CellMark;
}

export interface TableView {
  readonly columns: readonly { readonly seat: Seat; readonly name: string; readonly dealer: boolean }[];
  readonly rows: readonly (readonly (TableCell | null)[])[];
  /** Number of cells holding a call or the '?'. */
  readonly count: number;
}

/**
 * The calls under columns W N E S, empty cells before the dealer; `last`
 * adds a final marked cell (the insufficient bid, or '?' for whose turn).
 */
export function auctionTable(
  dealer: Seat,
  calls: readonly string[],
  last?: { readonly call?: string; readonly mark: CellMark },
): TableView {
  const offset = TABLE_SEATS.indexOf(dealer);
  const cells: (TableCell | null)[] = Array.from({ length: offset }, () => null);
  calls.forEach((c, index) => {
    cells.push({ seat: TABLE_SEATS[(offset + index) % 4] ?? 'W', index, call: callView(c) });
  });
  if (last !== undefined) {
    const index = calls.length;
    const seat = TABLE_SEATS[(offset + index) % 4] ?? 'W';
    cells.push(
      last.call === undefined
        ? { seat, index, mark: last.mark }
        : { seat, index, call: callView(last.call), mark: last.mark },
    );
  }
  const rows: (TableCell | null)[][] = [];
  for (let i = 0; i < cells.length; i += 4) {
    const row = cells.slice(i, i + 4);
    while (row.length < 4) row.push(null);
    rows.push(row);
  }
  if (rows.length === 0) rows.push([null, null, null, null]);
  return {
    columns: TABLE_SEATS.map((seat) => ({ seat, name: seatName(seat), dealer: seat === dealer })),
    rows,
    count: cells.length - offset,
  };
}

/** What the step-through status says about the call at `index` (0-based). */
export function describeCell(cell: TableCell): string {
  const who = seatName(cell.seat);
  if (cell.call === undefined) return `${who} to call`;
  const verb =
    cell.call.call === 'P'
      ? 'passes'
      : cell.call.call === 'X'
        ? 'doubles'
        : cell.call.call === 'XX'
          ? 'redoubles'
          : `bids ${cell.call.speech}`;
  const mark = cell.mark === 'insufficient' ? ': an insufficient bid' : cell.mark === 'withdrawn' ? ' (withdrawn)' : '';
  return `${who} ${verb}${mark}`;
}

/** Bid-like pieces of a text ('1♥', '2NT', '4♦') split out, so each can be shown as a call. */
export function splitCallText(text: string): ({ text: string } | { call: string })[] {
  const out: ({ text: string } | { call: string })[] = [];
  const re = /([1-7])(♣|♦|♥|♠|NT)\uFE0F?/g;
  let last = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ call: `${m[1] ?? ''}${m[2] ?? ''}` });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

// ----------------------------------------------------------------- markup

/** A call: the symbol for the eye, the words for screen readers (which search leaves out, so that excerpts read "1♥"). */
export function callMarkup(call: string): MarkupElement {
  const v = callView(call);
  return h(
    'span',
    { class: 'call', 'data-tone': v.tone, 'data-call': v.call },
    h('span', { 'aria-hidden': 'true' }, v.level, h('span', { class: 'sym' }, v.symbol)),
    h('span', { class: 'visually-hidden', 'data-pagefind-ignore': '' }, v.speech),
  );
}

/** Text with its bids ("1♥") shown as calls. */
export function callTextMarkup(text: string): Markup[] {
  return splitCallText(text).map((p) => ('call' in p ? callMarkup(p.call) : p.text));
}

function cellMarkup(cell: TableCell | null): MarkupElement {
  if (cell === null) return h('td', { class: 'empty' });
  const content = h(
    'span',
    { class: 'cell-content' },
    cell.call !== undefined
      ? callMarkup(cell.call.call)
      : h(
          'span',
          {},
          h('span', { 'aria-hidden': 'true' }, '?'),
          h('span', { class: 'visually-hidden' }, `${seatName(cell.seat)} to call`),
        ),
    ...(cell.mark === 'insufficient' ? [h('span', { class: 'badge badge-insufficient' }, 'insufficient')] : []),
    ...(cell.mark === 'turn' ? [h('span', { class: 'badge badge-turn' }, 'to call')] : []),
  );
  const marked = cell.mark === undefined ? undefined : 'marked';
  return h(
    'td',
    { 'data-index': String(cell.index), 'data-seat': cell.seat, 'data-mark': cell.mark, class: marked },
    content,
  );
}

/**
 * The auction under columns West, North, East, South. The dealer is named
 * in the column heading; a marked call carries a word label
 * ("insufficient"), not colour alone. Each cell knows its position
 * (`data-index`) so a script can step through the calls.
 */
export function auctionTableMarkup(table: TableView, caption: string): MarkupElement {
  const head = table.columns.map((c) =>
    h(
      'th',
      { scope: 'col', 'data-seat': c.seat, class: c.dealer ? 'dealer' : undefined },
      c.name,
      ...(c.dealer ? [h('span', { class: 'dealer-tag' }, ' (dealer)')] : []),
    ),
  );
  return h(
    'div',
    { class: 'auction-wrap' },
    h(
      'table',
      { class: 'auction-table' },
      h('caption', {}, caption),
      h('thead', {}, h('tr', {}, ...head)),
      h('tbody', {}, ...table.rows.map((row) => h('tr', {}, ...row.map(cellMarkup)))),
    ),
  );
}
