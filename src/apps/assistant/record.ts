/**
 * The ruling record: what the Director keeps once a ruling is reached — the
 * auction, the text of Law 27 and why that text, every question asked with
 * the answer given, the deciding clause quoted word for word from the corpus
 * with its citation, the consequences, and a permalink that restores the
 * state. Pure: the page prints it or copies `recordText`; it is not drawn
 * on screen (the ruling card is).
 */
import type { Ruling } from '../../bridge/ruling';
import { FACTS_BEFORE_CALL, callAlreadyMade } from '../../bridge/ruling/table-facts';
import { seatName } from '../../bridge/seat';
import { clauseCitation } from '../../site/clause-jump';
import type { AssistantData, ClauseWords } from '../../site/routes/assistant';
import {
  auctionTable,
  callView,
  clauseAnchor,
  clauseLabel,
  insufficientQuestion,
  rulingView,
  type TableView,
} from '../auction/view';
import type { Assessment } from './assess';
import { editionShort } from './edition-basic';
import { editionWhy } from './edition-words';
import type { AssistantState } from './state';

export interface RecordAnswer {
  readonly question: string;
  readonly answer: string;
  /** The clause whose test it is, cited, e.g. "27B1(a)"; null for a fact of the case. */
  readonly clause: string | null;
}

export interface RecordQuote {
  readonly clause: string;
  /** The site's citation: "Law 27B1(a) (2017)"; the record names the text in full once, above. */
  readonly citation: string;
  readonly words: string;
  readonly deciding: boolean;
}

export interface RulingRecord {
  readonly edition: string;
  readonly why: string;
  readonly table: TableView;
  readonly caption: string;
  readonly facts: readonly string[];
  readonly answers: readonly RecordAnswer[];
  readonly verdict: string;
  readonly quotes: readonly RecordQuote[];
  readonly consequences: readonly string[];
  /** What the Director says to the table (two sentences at most). */
  readonly announcement: string;
  readonly explanation: string;
  readonly permalink: string;
}

/** The edition's full name, for citations: "Laws of Duplicate Bridge 2017". */
export function editionName(data: AssistantData, edition: string): string {
  return data.lookup.editions.find((e) => e.id === edition)?.name ?? editionShort(data, edition);
}

/**
 * The text ruled under, for the record: "Law 27 of Laws of Duplicate Bridge
 * 2017"; a text named as the law itself ("Law 27 as revised, March 2008
 * (agreed version)") by its name alone, never "Law 27 of Law 27 …".
 */
export function lawTextName(name: string): string {
  return /^Law 27\b/.test(name) ? name : `Law 27 of ${name}`;
}

/** The words of a clause of Law 27 in an edition, as the corpus has them, with the footnote a '*' in them points to. */
export function clauseWords(data: AssistantData, edition: string, clause: string): string | undefined {
  const clauses = data.clauses[edition];
  const w: ClauseWords | undefined = clauses?.[clauseAnchor(clause)];
  if (w === undefined) return undefined;
  const footnote = clauses?.['footnote'];
  return w.text.includes('*') && footnote !== undefined ? `${w.text} [${footnote.text}]` : w.text;
}

/** The clauses of the ruling's path (and 27D when it applies), quoted word for word, the deciding one marked. */
function quotes(data: AssistantData, ruling: Ruling): RecordQuote[] {
  const edition = { short: editionShort(data, ruling.edition) };
  const clauses = [...new Set(ruling.path)];
  if (ruling.adjustedScorePossible) clauses.push('27D');
  return clauses.flatMap((clause) => {
    const text = clauseWords(data, ruling.edition, clause);
    return text === undefined
      ? []
      : [
          {
            clause: clauseLabel(clause),
            citation: clauseCitation(clauseLabel(clause), edition),
            words: text,
            deciding: clause === ruling.clause,
          },
        ];
  });
}

function answers(state: AssistantState, a: Assessment, edition: string): RecordAnswer[] {
  if (!a.check.ok) return [];
  const ib = callView(a.check.insufficient).display;
  const chain = a.chain?.asked ?? [];
  const out: RecordAnswer[] = [];
  const push = (id: string) => {
    const q = chain.find((c) => c.question.id === id);
    if (q !== undefined)
      out.push({ question: q.question.text, answer: q.answer ? 'Yes' : 'No', clause: clauseLabel(q.question.clause) });
  };
  for (const f of FACTS_BEFORE_CALL) push(f.id);
  if (state.intent.trim() !== '')
    out.push({ question: `What was ${ib} meant to show?`, answer: state.intent.trim(), clause: null });
  if (state.replacement !== undefined) {
    const verb = callAlreadyMade(state) ? 'put in place of' : 'substitute for';
    out.push({
      question: `Which call did ${seatName(a.check.offender)} ${verb} ${ib}?`,
      answer: callView(state.replacement).display,
      clause: null,
    });
  }
  if (
    state.accepted === false &&
    state.insufficientArtificial !== undefined &&
    !chain.some((q) => q.question.id === 'insufficientArtificial')
  ) {
    const q = insufficientQuestion(edition as Parameters<typeof insufficientQuestion>[0], a.check.insufficient);
    out.push({
      question: `${q.text} (asked; the ruling does not turn on it)`,
      answer: state.insufficientArtificial ? 'Yes' : 'No',
      clause: '27B1(a)',
    });
  }
  for (const q of chain) if (!FACTS_BEFORE_CALL.some((f) => f.id === q.question.id)) push(q.question.id);
  return out;
}

/** The record of a reached ruling; null while there is none. */
export function rulingRecord(
  data: AssistantData,
  state: AssistantState,
  a: Assessment,
  permalink: string,
  facts: readonly string[] = [],
): RulingRecord | null {
  if (a.ruling === null || !a.check.ok) return null;
  const view = rulingView(a.ruling);
  const consequences = view.consequences.map((c) => `${c.label}: ${c.value ? 'Yes' : 'No'}`);
  if (view.laws.length > 0) consequences.push(`Other laws engaged: ${view.laws.map((l) => `Law ${l}`).join(', ')}`);
  if (view.lawsNotApplying.length > 0)
    consequences.push(`Laws that do not apply: ${view.lawsNotApplying.map((l) => `Law ${l}`).join(', ')}`);
  return {
    edition: lawTextName(editionName(data, a.ruling.edition)),
    why: editionWhy(data, a.choice),
    table: auctionTable(state.dealer, a.check.calls, { call: a.check.insufficient, mark: 'insufficient' }),
    caption: `${seatName(state.dealer)} deals; ${seatName(a.check.offender)}’s ${callView(a.check.insufficient).display} is insufficient`,
    facts: [a.check.message, ...facts],
    answers: answers(state, a, a.ruling.edition),
    verdict: `Law ${view.clauseLabel}: ${view.headline}`,
    quotes: quotes(data, a.ruling),
    consequences,
    announcement: a.ruling.announcement,
    explanation: view.explanation,
    permalink,
  };
}

/** The table as plain text, W N E S, the insufficient bid starred. */
function tableText(t: TableView): string[] {
  const cell = (s: string) => s.padEnd(8);
  const head = t.columns
    .map((c) => cell(`${c.name}${c.dealer ? '*' : ''}`))
    .join('')
    .trimEnd();
  const rows = t.rows.map((r) =>
    r
      .map((c) => cell(c?.call === undefined ? '' : `${c.call.display}${c.mark === 'insufficient' ? ' (IB)' : ''}`))
      .join('')
      .trimEnd(),
  );
  return [head, ...rows, '(* dealer; IB: the insufficient bid)'];
}

/** The record as plain text, for the clipboard. */
export function recordText(r: RulingRecord): string {
  const lines = [
    'LAW 27 RULING RECORD',
    '',
    `Text: ${r.edition}`,
    `Why this text: ${r.why}`,
    `Permalink: ${r.permalink}`,
    '',
    `Auction (${r.caption}):`,
    ...tableText(r.table).map((l) => `  ${l}`),
    '',
  ];
  lines.push(...r.facts.map((f) => `Fact: ${f}`), '', 'Questions and answers:');
  r.answers.forEach((q, i) =>
    lines.push(`  ${i + 1}. ${q.question} ${q.answer}.${q.clause === null ? '' : ` (Law ${q.clause})`}`),
  );
  lines.push('', `Ruling: ${r.verdict}`);
  for (const q of r.quotes)
    lines.push(`  ${q.deciding ? 'Deciding clause' : 'See also'}: “${q.words}” (${q.citation})`);
  lines.push(
    '',
    `Tell the table: ${r.announcement}`,
    '',
    'Consequences:',
    ...r.consequences.map((c) => `  - ${c}`),
    '',
    `The reasoning: ${r.explanation}`,
  );
  return `${lines.join('\n')}\n`;
}
