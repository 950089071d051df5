/**
 * View-model of the auction widget and the ruling assistant: pure functions
 * from the bridge domain to what is shown (calls with their symbols and
 * spoken words, the W-N-E-S table, clause links, a ruling's consequences,
 * the Director's questions). Free of the DOM and of Node, so both the Astro
 * pages (at build time) and the client scripts (in the browser) use it.
 */
import { callProblem, lowestSufficientBidAfter, parseAuction } from '../../bridge/auction';
import { callToDisplay, callToSpeech, callToString, callsEqual, parseCall, type Call } from '../../bridge/call';
import { RULED_EDITIONS, type EditionId, type RuledEdition as Edition } from '../../bridge/edition';
import type { Example, ExampleKind, SourceRestriction } from '../../bridge/examples';
import { rule, type Judgement, type Ruling, type RulingClause } from '../../bridge/ruling';
import { seatName, type Seat } from '../../bridge/seat';
import { addresses } from '../../site/addresses';
import { formatClauseRef, parseClauseRef } from '../../model/clause-id';

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
export function displayCalls(calls: readonly string[]): string {
  return calls.map((c) => callView(c).display).join(' ');
}

// --------------------------------------------------------------- editions

export const EDITION_LABELS: Readonly<Record<Edition, string>> = {
  '2007': '2007',
  '2008-03': 'March 2008',
  '2017': '2017',
};

export const EDITION_LIST: readonly Edition[] = RULED_EDITIONS;

/** Short names of the guidance documents, for sentences; a document without one is named by its id. */
const SOURCE_SHORT: Readonly<Record<string, string>> = {
  'zone7-2008': 'Zone 7 guidance (2008)',
  'comparable-calls': 'Director guide to comparable calls (2017)',
};

/** The short name of a guidance document (by id), for sentences. */
export function sourceShort(document: string): string {
  return SOURCE_SHORT[document] ?? document;
}

export function guidanceHref(document: string): string {
  return addresses.guidance(document);
}

export function exampleHref(id: string): string {
  return addresses.example(id);
}

// ---------------------------------------------------------------- clauses

/** The anchor id of a clause of Law 27 on an edition page: '27B1a' → 'B1a'. */
export function clauseAnchor(clause: string): string {
  const ref = parseClauseRef(clause, 27);
  if (ref === null || ref.law !== 27 || ref.clause === null) throw new Error(`not a clause of Law 27: ${JSON.stringify(clause)}`);
  return ref.clause;
}

/** How the clause is cited: '27B1a' → '27B1(a)'. */
export function clauseLabel(clause: string): string {
  const ref = parseClauseRef(clause, 27);
  return ref === null ? clause : formatClauseRef(ref);
}

/** The clause in the chosen edition's text, e.g. `/laws/27/2017/#B1b`. */
export function clauseHref(edition: EditionId, clause: string): string {
  return addresses.clauseInEdition(27, edition, clauseAnchor(clause));
}

export interface LinkView {
  readonly label: string;
  readonly href: string;
}

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
    cells.push(last.call === undefined ? { seat, index, mark: last.mark } : { seat, index, call: callView(last.call), mark: last.mark });
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
  const verb = cell.call.call === 'P' ? 'passes' : cell.call.call === 'X' ? 'doubles' : cell.call.call === 'XX' ? 'redoubles' : `bids ${cell.call.speech}`;
  const mark = cell.mark === 'insufficient' ? ': an insufficient bid' : cell.mark === 'withdrawn' ? ' (withdrawn)' : '';
  return `${who} ${verb}${mark}`;
}

// ------------------------------------------------------------ widget data

export interface DiscussedView {
  /** Position in the example's list of replacements. */
  readonly index: number;
  readonly call: string | null;
  readonly description: string | null;
  readonly condition: string | null;
  readonly judgement: Judgement;
  readonly restriction: SourceRestriction;
  readonly clause: RulingClause | null;
  readonly clauseStated: boolean;
  readonly quote: string;
  readonly note: string | null;
}

/** Everything the client script needs, embedded in the page as JSON. */
export interface WidgetData {
  readonly id: string;
  readonly kind: ExampleKind;
  readonly title: string;
  /** Id of the guidance document the example comes from. */
  readonly source: string;
  readonly edition: Edition;
  readonly dealer: Seat;
  readonly offender: Seat;
  /** Legal calls before the irregular call, canonical. */
  readonly calls: readonly string[];
  readonly insufficient: string | null;
  readonly withdrawn: string | null;
  readonly discussed: readonly DiscussedView[];
}

export function widgetData(example: Example): WidgetData {
  return {
    id: example.id,
    kind: example.kind,
    title: example.title,
    source: example.source.document,
    edition: example.edition,
    dealer: example.dealer,
    offender: example.offender,
    calls: [...(example.auction ?? [])],
    insufficient: example.kind === 'insufficient-bid' ? example.insufficient : null,
    withdrawn: example.kind === 'call-out-of-rotation' ? example.withdrawn : null,
    discussed: example.replacements.map((r, index) => ({
      index,
      call: r.call ?? null,
      description: r.description ?? null,
      condition: r.condition ?? null,
      judgement: { ...r.judgement },
      restriction: r.verdict.restriction,
      clause: r.verdict.clause ?? null,
      clauseStated: r.verdict.clauseStated,
      quote: r.verdict.quote,
      note: r.note ?? null,
    })),
  };
}

/** The table of a widget: the calls, then the insufficient bid (or '?' for a call out of rotation). */
export function widgetTable(data: WidgetData): TableView {
  return data.insufficient === null
    ? auctionTable(data.dealer, data.calls, { mark: 'turn' })
    : auctionTable(data.dealer, data.calls, { call: data.insufficient, mark: 'insufficient' });
}

export const RESTRICTION_TEXT: Readonly<Record<SourceRestriction, string>> = {
  none: 'no restriction: partner may call freely',
  'partner-must-pass': 'partner must pass whenever it is his turn to call',
  'partner-must-pass-once': 'partner must pass once, at his next turn (a call out of rotation)',
};

/** The source's verdict in a few words, e.g. "Law 27B1(a): no restriction …". */
export function verdictText(d: Pick<DiscussedView, 'clause' | 'restriction' | 'clauseStated'>): string {
  const clause = d.clause === null ? '' : `Law ${clauseLabel(d.clause)}${d.clauseStated ? '' : ' (read from the source\u2019s words)'}: `;
  return `${clause}${RESTRICTION_TEXT[d.restriction]}`;
}

/**
 * The findings to start from when the reader picks `call`: the source's
 * own when it discusses the call (the first reading if it gives several),
 * otherwise only what the source says about the insufficient bid itself.
 */
export function defaultJudgement(data: WidgetData, call: string): { judgement: Judgement; from: number | null } {
  const found = data.discussed.find((d) => d.call === call);
  if (found !== undefined) return { judgement: { ...found.judgement }, from: found.index };
  const ia = data.discussed.find((d) => d.judgement.insufficientArtificial !== undefined)?.judgement.insufficientArtificial;
  return { judgement: ia === undefined ? {} : { insufficientArtificial: ia }, from: null };
}

// -------------------------------------------------------------- questions

export type QuestionKey = 'insufficientArtificial' | 'replacementArtificial' | 'sameDenominations' | 'comparable';
export const QUESTION_KEYS: readonly QuestionKey[] = ['insufficientArtificial', 'replacementArtificial', 'sameDenominations', 'comparable'];

export interface Question {
  readonly key: QuestionKey;
  readonly text: string;
  readonly hint: string;
  /** Whether the answer can change the ruling for this edition and replacement. */
  readonly relevant: boolean;
  /** The answer in effect: the given one, or the engine's default. */
  readonly value: boolean;
  /** True when the value was not given but follows from the other answers. */
  readonly derived: boolean;
}

export interface Situation {
  readonly edition: Edition;
  readonly dealer: Seat;
  readonly calls: readonly string[];
  readonly insufficient: string;
}

/** The lowest sufficient bid in the insufficient bid's denomination, or null above 7NT. */
export function lowestInStrain(s: Pick<Situation, 'dealer' | 'calls' | 'insufficient'>): string | null {
  const ib = parseCall(s.insufficient);
  if (ib.kind !== 'bid') return null;
  const b = lowestSufficientBidAfter(parseAuction(s.dealer, s.calls), ib.strain);
  return b === null ? null : callToString(b);
}

/** The Director's questions for this edition and replacement, with the answers in effect. */
export function questions(s: Situation, replacement: string | null, judgement: Judgement): Question[] {
  const ib = callView(s.insufficient).display;
  const rep = replacement === null ? null : parseCall(replacement);
  const repText = rep === null ? 'the replacement' : callToDisplay(rep);
  const auction = parseAuction(s.dealer, s.calls);
  const legal = rep !== null && callProblem(auction, rep) === null;
  const legalBid = legal && rep?.kind === 'bid';
  const lowest = lowestInStrain(s);
  const isLowest = rep !== null && lowest !== null && callsEqual(rep, parseCall(lowest));
  /** A jump (above the lowest sufficient bid in its own strain) can never be the 2017 27B1(a) bid: the engine refuses "yes". */
  const ownLowest = rep !== null && rep.kind === 'bid' ? lowestSufficientBidAfter(auction, rep.strain) : null;
  const jump = rep !== null && rep.kind === 'bid' && ownLowest !== null && rep.level > ownLowest.level;
  const wording2017 = s.edition === '2017';
  const ia = judgement.insufficientArtificial ?? false;
  const ra = judgement.replacementArtificial ?? false;
  const sdDerived = judgement.sameDenominations === undefined;
  const sd = judgement.sameDenominations ?? (isLowest && !ia && !ra);
  /** "Is <call> artificial?": asked of the insufficient bid and of the replacement alike. */
  const artificial = (key: 'insufficientArtificial' | 'replacementArtificial', call: string, value: boolean) => ({
    key,
    text: `Is ${call} artificial, or at least not incontrovertibly natural?`,
    hint: wording2017
      ? 'In 2017 this only decides whether a bid specifies the same denomination(s) (below).'
      : 'Law 27B1(a) needs both bids incontrovertibly not artificial.',
    relevant: wording2017 ? legalBid && sdDerived : legalBid && isLowest,
    value,
    derived: judgement[key] === undefined,
  });
  return [
    artificial('insufficientArtificial', ib, ia),
    artificial('replacementArtificial', repText, ra),
    {
      key: 'sameDenominations',
      text: `Is ${repText} the lowest sufficient bid that specifies the same denomination(s) as ${ib}?`,
      hint: 'Law 27B1(a) (2017). By default: yes for the lowest sufficient bid in the same suit when both bids are natural.',
      relevant: wording2017 && legalBid && !jump,
      value: sd,
      derived: sdDerived,
    },
    {
      key: 'comparable',
      text: wording2017
        ? `Is ${repText} a comparable call (Law 23A): the same or a similar meaning as ${ib}, a subset of its meanings, or the same purpose?`
        : `Does ${repText} have the same meaning as ${ib}, or a more precise one (its meaning fully contained within the possible meanings of ${ib})?`,
      hint: 'Law 27B1(b). A double or redouble may replace an insufficient bid only under 27B1(b).',
      relevant: legal,
      value: judgement.comparable ?? false,
      derived: judgement.comparable === undefined,
    },
  ];
}

// ----------------------------------------------------------------- ruling

export interface Consequence {
  readonly key: 'partnerMustPass' | 'leadRestrictions' | 'callCancelled' | 'adjustedScorePossible';
  readonly label: string;
  readonly value: boolean;
}

export interface RulingView {
  readonly clause: RulingClause;
  readonly clauseLabel: string;
  readonly clauseHref: string;
  readonly headline: string;
  readonly path: readonly LinkView[];
  readonly consequences: readonly Consequence[];
  readonly laws: readonly string[];
  readonly lawsNotApplying: readonly string[];
  readonly explanation: string;
}

const HEADLINES: Readonly<Record<RulingClause, string>> = {
  '27A1': 'accepted: the bid stands, no rectification',
  '27A2': 'out of rotation: Law 31 applies',
  '27B': 'the offender must choose a replacement',
  '27B1a': 'corrected: no further rectification',
  '27B1b': 'corrected: no further rectification',
  '27B2': 'partner must pass whenever it is his turn',
  '27B3': 'the double or redouble is cancelled; partner must pass',
  '27B4': 'another insufficient bid',
};

export function rulingView(ruling: Ruling): RulingView {
  const headline =
    ruling.clause === '27B4'
      ? ruling.partnerMustPass
        ? 'another insufficient bid, not accepted: partner must pass'
        : 'another insufficient bid, accepted by LHO'
      : HEADLINES[ruling.clause];
  return {
    clause: ruling.clause,
    clauseLabel: clauseLabel(ruling.clause),
    clauseHref: clauseHref(ruling.edition, ruling.clause),
    headline,
    path: ruling.path.map((p) => ({ label: clauseLabel(p), href: clauseHref(ruling.edition, p) })),
    consequences: [
      { key: 'partnerMustPass', label: 'Partner must pass whenever it is his turn', value: ruling.partnerMustPass },
      { key: 'leadRestrictions', label: `Lead restrictions (Law ${ruling.edition === '2017' ? '26B' : '26'}) may apply`, value: ruling.leadRestrictions },
      { key: 'callCancelled', label: 'The attempted call is cancelled', value: ruling.callCancelled },
      { key: 'adjustedScorePossible', label: 'Adjusted score possible at the end of play (27D)', value: ruling.adjustedScorePossible },
    ],
    laws: ruling.laws,
    lawsNotApplying: ruling.lawsNotApplying,
    explanation: ruling.explanation,
  };
}

/** The ruling on `replacement` in `edition`, with the given findings. */
export function ruleOn(s: Situation, replacement: string, judgement: Judgement): Ruling {
  return rule({ edition: s.edition, dealer: s.dealer, calls: s.calls, insufficient: s.insufficient, replacement, judgement });
}

/** The engine's ruling on one replacement the source discusses, in the source's edition. */
export function sourceRuling(data: WidgetData, index: number): Ruling | null {
  const d = data.discussed[index];
  if (data.insufficient === null || d === undefined || d.call === null) return null;
  return ruleOn({ edition: data.edition, dealer: data.dealer, calls: data.calls, insufficient: data.insufficient }, d.call, d.judgement);
}

/** True when the engine's ruling says what the source says. */
export function agreesWithSource(ruling: Ruling, d: Pick<DiscussedView, 'restriction' | 'clause'>): boolean {
  if (ruling.partnerMustPass !== (d.restriction === 'partner-must-pass')) return false;
  return d.clause === null || d.clause === ruling.clause;
}

/** The Director's findings in words, for the source's list of replacements. */
export function judgementText(j: Judgement, insufficient: string | null, replacement: string | null, edition: Edition): string[] {
  const ib = insufficient === null ? 'the withdrawn call' : callView(insufficient).display;
  const rep = replacement === null ? 'the replacement' : callView(replacement).display;
  const out: string[] = [];
  if (j.insufficientArtificial !== undefined) {
    out.push(j.insufficientArtificial ? `${ib} is artificial (not incontrovertibly natural)` : `${ib} is natural`);
  }
  if (j.replacementArtificial !== undefined) {
    out.push(j.replacementArtificial ? `${rep} is artificial` : `${rep} is natural`);
  }
  if (j.sameDenominations !== undefined) {
    out.push(`${rep} ${j.sameDenominations ? 'specifies' : 'does not specify'} the same denomination(s) as ${ib}`);
  }
  if (j.comparable !== undefined) {
    const what = edition === '2017' ? 'a comparable call' : `a call with the same or a more precise meaning than ${ib}`;
    out.push(`${rep} ${j.comparable ? 'is' : 'is not'} ${what}`);
  }
  return out;
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
