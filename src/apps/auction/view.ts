/**
 * View-model of the auction widget and the ruling assistant: pure functions
 * from the bridge domain to what is shown (calls with their symbols and
 * spoken words, the W-N-E-S table, clause links, a ruling's consequences,
 * the Director's questions). Free of the DOM and of Node, so both the Astro
 * pages (at build time) and the client scripts (in the browser) use it.
 */
import { callProblem, lowestSufficientBidAfter, parseAuction } from '../../bridge/auction';
import { callToDisplay, callToString, parseCall } from '../../bridge/call';
import { auctionTable, callView, type TableView } from './call-view';
import { asRuledEdition, rulingProfile, type EditionId, type RuledEdition as Edition } from '../../bridge/edition';
import type { Example, ExampleKind, SourceRestriction } from '../../bridge/examples';
import { RULING_LAW, rulingClauseCitation, rulingClauseId } from '../../bridge/ruling/clause-name';
import { OPTIONS_EXPLAINED } from '../../bridge/ruling/table-facts';
import {
  QUESTION_ORDER,
  answersOf,
  openQuestions,
  replacementOptions,
  rule,
  withAnswers,
  type AnswerId,
  type Answers,
  type Judgement,
  type Question,
  type Ruling,
  type RulingClause,
  type RulingInput,
  type YesNoQuestion,
} from '../../bridge/ruling';
import { strainName } from '../../bridge/strain';
import type { Seat } from '../../bridge/seat';
import { addresses } from '../../site/addresses';
import type { WidgetNames } from '../../site/examples';

export * from './call-view';

// ------------------------------------------------------------------ links

export function exampleHref(id: string): string {
  return addresses.example(id);
}

// ---------------------------------------------------------------- clauses

/** The anchor id of a clause of Law 27 on an edition page: '27B1a' → 'B1a'. */
export const clauseAnchor = rulingClauseId;

/** How the clause is cited: '27B1a' → '27B1(a)'. */
export const clauseLabel = rulingClauseCitation;

/** The clause in the chosen edition's text, e.g. `/laws/27/2017/#B1b`. */
export function clauseHref(edition: EditionId, clause: string): string {
  return addresses.clauseInEdition(RULING_LAW, edition, clauseAnchor(clause));
}

export interface LinkView {
  readonly label: string;
  readonly href: string;
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
  /** That document in a few words, for sentences (content/sources.yaml). */
  readonly sourceShort: string;
  /** The editions the reader may rule under, in the registry's order, with the registry's short names. */
  readonly editions: WidgetNames['editions'];
  /** The edition the source was written for. */
  readonly edition: Edition;
  readonly dealer: Seat;
  readonly offender: Seat;
  /** Legal calls before the irregular call, canonical. */
  readonly calls: readonly string[];
  readonly insufficient: string | null;
  readonly withdrawn: string | null;
  readonly discussed: readonly DiscussedView[];
}

/** The widget's data for `example`, with the names the site gives (src/site/examples.ts, `widgetNames`). */
export function widgetData(example: Example, names: WidgetNames): WidgetData {
  return {
    id: example.id,
    kind: example.kind,
    title: example.title,
    source: example.source.document,
    sourceShort: names.sourceShort,
    editions: names.editions,
    edition: asRuledEdition(example.edition),
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

/** An edition's short name as the widget's data gives it ("March 2008"); an edition it does not list by its id. */
export function editionShort(data: Pick<WidgetData, 'editions'>, edition: string): string {
  return data.editions.find((e) => e.id === edition)?.short ?? edition;
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
  const clause =
    d.clause === null
      ? ''
      : `Law ${clauseLabel(d.clause)}${d.clauseStated ? '' : ' (read from the source\u2019s words)'}: `;
  return `${clause}${RESTRICTION_TEXT[d.restriction]}`;
}

/**
 * The case a guide's example describes when it discusses replacements: LHO
 * did not accept the insufficient bid (a replacement is made only then), and
 * the offender chose his call once the Director had explained the options (no
 * call made before the ruling, 27C). The widgets show these as answered, from the
 * source, and the reader may change them.
 */
export const SOURCE_CASE = OPTIONS_EXPLAINED satisfies Answers;

/**
 * The answers to start from when the reader picks `call`: the source's case,
 * and the source's own findings when it discusses the call (the first reading
 * if it gives several), otherwise only what the source says about the
 * insufficient bid itself.
 */
export function defaultAnswers(data: WidgetData, call: string): { answers: Answers; from: number | null } {
  const found = data.discussed.find((d) => d.call === call);
  if (found !== undefined) return { answers: { ...SOURCE_CASE, ...found.judgement }, from: found.index };
  const ia = data.discussed.find((d) => d.judgement.insufficientArtificial !== undefined)?.judgement
    .insufficientArtificial;
  return { answers: { ...SOURCE_CASE, ...(ia === undefined ? {} : { insufficientArtificial: ia }) }, from: null };
}

// -------------------------------------------------------------- questions

/** The yes-or-no questions, in the order they are asked: the table's facts, then the Director's findings. */
export const ANSWER_IDS: readonly AnswerId[] = QUESTION_ORDER.filter((id): id is AnswerId => id !== 'replacement');

export interface Situation {
  readonly edition: Edition;
  readonly dealer: Seat;
  /** The calls before the insufficient bid; an insufficient bid among them stood (accepted by LHO). */
  readonly calls: readonly string[];
  readonly insufficient: string;
}

/** One question of the chain, with its answer. */
export interface AskedQuestion {
  readonly question: YesNoQuestion;
  readonly answer: boolean;
  /** Not given: the engine's default, taken as the reading of a source that does not say (see `questionChain`). */
  readonly assumed: boolean;
}

export interface QuestionChain {
  /** The questions answered so far, in order, each asked because the answers before it left the ruling turning on it. */
  readonly asked: readonly AskedQuestion[];
  /** The next question the ruling depends on (a fact of the table, the offender's call, or a finding), or null when nothing is open. */
  readonly open: Question | null;
}

/**
 * The questions the ruling on `input` depends on, one at a time in order:
 * each yes-or-no question the input answers (when the answers before it
 * leave the ruling turning on it), then the first one it leaves open — a
 * fact of the table, the offender's call, or a finding. A question the chain
 * never reaches is not a question for this case. With `assume`, an open
 * yes-or-no question takes the engine's default and the walk goes on (for a
 * source's own example, whose unstated findings are the engine's defaults);
 * the call is never assumed.
 * @throws RulingInputError, as `openQuestions` does on `input` (every answer
 *   it gives, whether the chain reaches it or not).
 */
export function questionChain(input: RulingInput, assume = false): QuestionChain {
  openQuestions(input); // the answers as given must hold together, even those the chain does not reach
  const given = answersOf(input);
  const answers: Answers = {};
  const asked: AskedQuestion[] = [];
  for (;;) {
    const q = openQuestions(withAnswers(input, answers))[0];
    if (q === undefined) return { asked, open: null };
    if (q.kind === 'call') return { asked, open: q };
    const a = given[q.id];
    if (a === undefined && !assume) return { asked, open: q };
    answers[q.id] = a ?? q.byDefault;
    asked.push({ question: q, answer: a ?? q.byDefault, assumed: a === undefined });
  }
}

/** The answers without those after `id` in the order asked: answering a question may change which later ones are asked. */
export function withAnswer(answers: Answers, id: AnswerId, answer: boolean): Answers {
  const out: Answers = {};
  for (const key of ANSWER_IDS) {
    if (key === id) {
      out[key] = answer;
      break;
    }
    const v = answers[key];
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** The question about the insufficient bid itself, asked before any replacement (Zone 7, steps 1–2): as the engine words it for `insufficientArtificial`. */
export function insufficientQuestion(
  edition: Edition,
  insufficient: string,
): { text: string; yes: string; no: string } {
  const ib = parseCall(insufficient);
  const d = callToDisplay(ib);
  // The 2007 wording (and its March 2008 revision) asks whether the bid is incontrovertibly not artificial.
  if (rulingProfile(edition)?.wording === '2008') {
    return {
      text: `Is ${d} artificial, or at least not incontrovertibly natural?`,
      yes: `Law 27B1(a) cannot apply: it needs ${d} to be incontrovertibly not artificial.`,
      no: `${d} is incontrovertibly not artificial, as 27B1(a) requires.`,
    };
  }
  const natural = ib.kind === 'bid' ? `a natural ${strainName(ib.strain)} bid` : 'a natural call';
  return {
    text: `Is ${d} artificial (conventional), rather than ${natural}?`,
    yes: `Which denomination(s) ${d} specifies is then a judgement, asked once the replacement is known.`,
    no: `${d} is natural: it specifies ${ib.kind === 'bid' ? strainName(ib.strain, true) : 'no denomination'}.`,
  };
}

/** A replacement free of rectification on the findings so far, and the open questions it still depends on. */
export interface FreeOption {
  readonly call: string;
  readonly clause: RulingClause;
  /** "Is 2♥ artificial …?" with the answer the option needs, e.g. 'No'. */
  readonly conditions: readonly { readonly question: string; readonly answer: 'Yes' | 'No' }[];
}

/** The legal replacements that would carry no rectification, given the finding on the insufficient bid (if any), each with the answers it needs. */
export function freeOptions(s: Situation, insufficientArtificial: boolean | undefined): FreeOption[] {
  const judge = () => (insufficientArtificial === undefined ? undefined : { insufficientArtificial });
  return replacementOptions(s, judge)
    .filter((o) => o.legal && !o.ruling.partnerMustPass)
    .map((o) => ({
      call: o.call,
      clause: o.ruling.clause,
      // The findings the ruling took from the defaults are the answers it needs.
      conditions: o.openQuestions
        .filter((q): q is YesNoQuestion => q.kind === 'yes-no' && o.ruling.assumed.includes(q.id))
        .map((q) => ({ question: q.text, answer: q.byDefault ? 'Yes' : 'No' })),
    }));
}

/** The lowest sufficient bid in the insufficient bid's denomination, or null above 7NT. */
export function lowestInStrain(s: Pick<Situation, 'dealer' | 'calls' | 'insufficient'>): string | null {
  const ib = parseCall(s.insufficient);
  if (ib.kind !== 'bid') return null;
  const b = lowestSufficientBidAfter(parseAuction(s.dealer, s.calls, { acceptInsufficient: true }), ib.strain);
  return b === null ? null : callToString(b);
}

/**
 * The mechanical facts about a replacement, computed, never asked: is it
 * legal, sufficient, itself insufficient, a jump, in the insufficient bid's
 * denomination; and which is the lowest sufficient bid there.
 */
export function replacementFacts(s: Situation, replacement: string): string[] {
  const auction = parseAuction(s.dealer, s.calls, { acceptInsufficient: true });
  const rep = parseCall(replacement);
  const ib = parseCall(s.insufficient);
  const r = callToDisplay(rep);
  const problem = callProblem(auction, rep);
  if (rep.kind !== 'bid') {
    return [
      problem === null ? `${r} is a legal call here, not a bid.` : `${r} is not a legal call here: ${problem.reason}.`,
    ];
  }
  if (problem?.code === 'insufficient') return [`${r} is itself an insufficient bid (Law 27B4).`];
  const facts = [`${r} is a sufficient bid.`];
  const own = lowestSufficientBidAfter(auction, rep.strain);
  if (own !== null && own.level < rep.level)
    facts.push(`It is a jump: the lowest sufficient bid in ${strainName(rep.strain, true)} is ${callToDisplay(own)}.`);
  else facts.push(`It is the lowest sufficient bid in ${strainName(rep.strain, true)}.`);
  if (ib.kind === 'bid') {
    const lowest = lowestInStrain(s);
    facts.push(
      ib.strain === rep.strain
        ? `It names the same denomination as ${callToDisplay(ib)}.`
        : `It names another denomination than ${callToDisplay(ib)}${lowest === null ? '' : `; the lowest sufficient bid in ${strainName(ib.strain, true)} is ${callToDisplay(parseCall(lowest))}`}.`,
    );
  }
  return facts;
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
      {
        key: 'leadRestrictions',
        label: `Lead restrictions (Law ${rulingProfile(ruling.edition)?.leadLaw ?? '26B'}) may apply`,
        value: ruling.leadRestrictions,
      },
      { key: 'callCancelled', label: 'The attempted call is cancelled', value: ruling.callCancelled },
      {
        key: 'adjustedScorePossible',
        label: 'Adjusted score possible at the end of play (27D)',
        value: ruling.adjustedScorePossible,
      },
    ],
    laws: ruling.laws,
    lawsNotApplying: ruling.lawsNotApplying,
    explanation: ruling.explanation,
  };
}

/** The ruling on `replacement` in `edition`, with the given findings. */
export function ruleOn(s: Situation, replacement: string, judgement: Judgement): Ruling {
  return rule({
    edition: s.edition,
    dealer: s.dealer,
    calls: s.calls,
    insufficient: s.insufficient,
    ...SOURCE_CASE,
    replacement,
    judgement,
  });
}

/** The engine's ruling on one replacement the source discusses, in the source's edition. */
export function sourceRuling(data: WidgetData, index: number): Ruling | null {
  const d = data.discussed[index];
  if (data.insufficient === null || d === undefined || d.call === null) return null;
  return ruleOn(
    { edition: data.edition, dealer: data.dealer, calls: data.calls, insufficient: data.insufficient },
    d.call,
    d.judgement,
  );
}

/** True when the engine's ruling says what the source says. */
export function agreesWithSource(ruling: Ruling, d: Pick<DiscussedView, 'restriction' | 'clause'>): boolean {
  if (ruling.partnerMustPass !== (d.restriction === 'partner-must-pass')) return false;
  return d.clause === null || d.clause === ruling.clause;
}

/** The Director's findings in words, for the source's list of replacements. */
export function judgementText(
  j: Judgement,
  insufficient: string | null,
  replacement: string | null,
  edition: Edition,
): string[] {
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
    const what =
      rulingProfile(edition)?.wording === '2008'
        ? `a call with the same or a more precise meaning than ${ib}`
        : 'a comparable call';
    out.push(`${rep} ${j.comparable ? 'is' : 'is not'} ${what}`);
  }
  return out;
}
