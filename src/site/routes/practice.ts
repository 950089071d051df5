/**
 * Route data of practice: the cases a reader rules on, each with the
 * auction, the facts of the table and the Director's findings as the case
 * gives them, the ruling as published, the engine's ruling on the same facts
 * (computed here, at build time: the pages carry no engine), the clauses
 * quoted from the edition the case is ruled under, and the answer key the
 * reader's answer is scored against.
 *
 * Every kind of case is first put in one shape, `PracticeCaseInput` (the
 * seam): `exampleCaseInputs` maps an example auction to it, one case per
 * replacement its source discusses; `precedentCaseInputs` maps a published
 * ruling with a deal to one case, its ruling as published (a field the
 * source does not state null; the deciding clause read from the clauses it
 * names: `publishedClause`). Everything after (the engine, the quotes, the
 * key) is the same for every kind.
 *
 * The pages (`practiceRoutes`): each case has a static page of its own,
 * /practice/<id>/ (the case, the reader's form, how it was ruled: one case
 * only), and /practice/ is the dealer: the list of cases and "Deal me a
 * case", which picks one not yet answered on this device and goes to its
 * page; /practice/?case=<id>, the address published first, leads on to the
 * case's page (in the browser, so offline too). Why not one page with every
 * case in it, as at first: each case costs about 0.7 KB gzip of HTML, so the
 * 16 examples made 13.9 KB and the published rulings would take the page past
 * its budget (25000 gzip bytes) and make every reader download every case to
 * rule on one. Nor one page that fetches a case as data: it would need the
 * case's rendering (auction table, calls, quotes) in the browser, which the
 * JavaScript budget (12 kB) and the site's "rendered at build time" rule
 * forbid. A page per case costs what one case costs, every page is in the
 * offline cache like any other (the service worker precaches every file of
 * the site), a case's address is an ordinary link that works without the
 * script, and the score stays in localStorage, shared by the pages.
 * Every case's id (to count the score and deal the next case) is one file,
 * /practice/cases.json, that a case's page fetches: in each page, it made
 * each case page 77 KB larger at a hundred times the real corpus (2,400
 * cases: 226 MB of the built site's 686; measured 2026-11-26).
 */
import { callToDisplay, parseCall } from '../../bridge/call';
import type { RuledEdition } from '../../bridge/ruled-editions';
import { RULING_LAW, rulingClauseId } from '../../bridge/ruling/clause-name';
import { TABLE_FACTS, type TableAnswerId } from '../../bridge/ruling/table-facts';
import { rule, type Ruling, type RulingClause } from '../../bridge/ruling';
import { findClause, quotedText } from '../../model/law-text';
import { addresses } from '../addresses';
import { assistantAddress } from '../assistant-address';
import { clauseCitation } from '../clause-jump';
import {
  CLAUSE_CHOICES,
  rulingClauseLabel,
  type EngineRuling,
  type KeyEntry,
  type PracticeCase,
  type PracticeCaseInput,
  type PracticeListEntry,
  type PracticeRoutes,
  type PracticeSourceKind,
  type QuotedClause,
} from './practice-case';
import { exampleCaseInputs, precedentCaseInputs } from './practice-sources';
import { asSentence, engineDefaults } from '../precedent-words';
import { titleWithReplacement } from '../case-title';
import type { Site } from '../site';

export * from './practice-case';
export {
  exampleCaseIds,
  exampleCaseInputs,
  precedentCaseInputs,
  precedentCitation,
  publishedClause,
} from './practice-sources';

// ------------------------------------------------------------ every case

/** Every case's input: the examples, then the published rulings, each in the corpus's order. */
export function caseInputs(site: Site): PracticeCaseInput[] {
  return [
    ...site.corpus.examples.flatMap((e) => exampleCaseInputs(site, e)),
    ...site.corpus.precedents.flatMap((p) => precedentCaseInputs(site, p)),
  ];
}

function engineRuling(c: PracticeCaseInput): Ruling {
  // The table's facts the case gives (null or left out: the engine's default).
  const table: { -readonly [K in TableAnswerId]?: boolean } = {};
  for (const f of TABLE_FACTS) {
    const v = c.table[f.id];
    if (v !== null && v !== undefined) table[f.id] = v;
  }
  return rule({
    edition: c.edition,
    dealer: c.dealer,
    calls: c.calls,
    insufficient: c.insufficient,
    ...table,
    ...(c.table.replacement === null ? {} : { replacement: c.table.replacement }),
    ...(Object.keys(c.findings).length === 0 ? {} : { judgement: c.findings }),
  });
}

function quote(site: Site, edition: RuledEdition, clause: RulingClause): QuotedClause {
  const id = rulingClauseId(clause);
  const text = site.corpus.laws.find((l) => l.number === RULING_LAW)?.texts.find((t) => t.edition === edition);
  const found = text === undefined ? undefined : findClause(text, id);
  if (found === undefined) throw new Error(`practice: Law 27 (${edition}) has no clause ${id} to quote`);
  return {
    clause,
    label: found.label,
    citation: clauseCitation(found.label, site.edition(edition)),
    heading: found.headingText,
    text: quotedText(found),
    href: addresses.clauseInEdition(RULING_LAW, edition, id),
  };
}

/** The published value where the source says; else the engine's, when the engine decides under the source's clause; else nothing. */
function keyEntry<T extends RulingClause | boolean>(published: T | null, engine: T, sameClause = true): KeyEntry {
  if (published !== null) return { value: published, basis: 'published' };
  return sameClause ? { value: engine, basis: 'engine' } : { value: null, basis: 'none' };
}

/** A case with the engine's ruling, the quotes and the key. @throws when the engine cannot rule on the case's facts, or when it is still open (never for a checked source). */
export function practiceCase(site: Site, input: PracticeCaseInput): PracticeCase {
  const r = engineRuling(input);
  if (r.awaitingReplacement)
    throw new Error(`practice case ${input.id}: the engine is still waiting for a replacement`);
  const engine: EngineRuling = {
    clause: r.clause,
    partnerMustPass: r.partnerMustPass,
    leadRestrictions: r.leadRestrictions,
    adjustedScore: r.adjustedScorePossible,
    path: r.path.map(rulingClauseLabel),
    explanation: r.explanation,
    announcement: r.announcement,
    defaults: engineDefaults(r.assumed, r.edition),
  };
  const p = input.published;
  const same = <T>(a: T | null, b: T): boolean | null => (a === null ? null : a === b);
  const clauses = [...new Set([p.clause ?? engine.clause, engine.clause])];
  const clauseAgrees = same(p.clause, engine.clause);
  return {
    ...input,
    citation: asSentence(input.citation),
    editionShort: site.edition(input.edition).short,
    engine,
    agrees: {
      clause: clauseAgrees,
      partnerMustPass: same(p.partnerMustPass, engine.partnerMustPass),
      leadRestrictions: same(p.leadRestrictions, engine.leadRestrictions),
      adjustedScore: same(p.adjustedScore, engine.adjustedScore),
    },
    key: {
      clause: keyEntry(p.clause, engine.clause),
      partnerMustPass: keyEntry(p.partnerMustPass, engine.partnerMustPass, clauseAgrees !== false),
      leadRestrictions: keyEntry(p.leadRestrictions, engine.leadRestrictions, clauseAgrees !== false),
      adjustedScore: keyEntry(p.adjustedScore, engine.adjustedScore, clauseAgrees !== false),
    },
    quotes: clauses.map((c) => quote(site, input.edition, c)),
    assistantHref: assistantAddress({
      edition: input.edition,
      dealer: input.dealer,
      auction: [...input.calls, input.insufficient],
      replacement: input.table.replacement,
      table: input.table,
      findings: input.findings,
    }),
  };
}

/** Every practice case of the site: examples first, in the corpus's order. */
export function practiceCases(site: Site): PracticeCase[] {
  return caseInputs(site).map((c) => practiceCase(site, c));
}

const GROUP_HEADINGS: Readonly<Record<PracticeSourceKind, string>> = {
  example: 'From the guides’ example auctions',
  precedent: 'From published rulings',
};

/** A case's title as plain text, with the replacement the title does not say. */
function caseHeading(c: PracticeCaseInput): string {
  return c.titleReplacement === null
    ? c.title
    : titleWithReplacement(c.title, callToDisplay(parseCall(c.titleReplacement)));
}

/**
 * Each case's page title: its heading, unless another case has the same
 * auction and replacement (a guide's example ruled under two texts, or one
 * example read two ways). Then the source is added, and where the source is
 * the same too, "on condition" for a case ruled on a condition the source
 * gives, else the case's number among them: never the ruling itself.
 */
export function pageTitles(cases: readonly PracticeCase[]): string[] {
  // Counted once per step, not once per case.
  const counts = (titles: readonly string[]) => {
    const count = new Map<string, number>();
    for (const t of titles) count.set(t, (count.get(t) ?? 0) + 1);
    return (t: string) => count.get(t) ?? 0;
  };
  const headings = cases.map(caseHeading);
  const ofHeading = counts(headings);
  const withSource = cases.map((c, i) =>
    ofHeading(headings[i]!) > 1 ? `${headings[i]!} — ${c.sourceShort}` : headings[i]!,
  );
  const ofSource = counts(withSource);
  const withCondition = cases.map((c, i) =>
    ofSource(withSource[i]!) > 1 && c.condition !== null ? `${withSource[i]!}, on condition` : withSource[i]!,
  );
  const of = counts(withCondition);
  const seen = new Map<string, number>();
  return withCondition.map((t) => {
    if (of(t) === 1) return t;
    const k = (seen.get(t) ?? 0) + 1;
    seen.set(t, k);
    return `${t}, case ${k} of ${of(t)}`;
  });
}

const computed = new WeakMap<Site, PracticeRoutes>();

/** The dealer's list and every case's page, computed the first time a page asks. */
export function practiceRoutes(site: Site): PracticeRoutes {
  const done = computed.get(site);
  if (done) return done;
  const cases = practiceCases(site);
  const ids = cases.map((c) => c.id);
  const choices = CLAUSE_CHOICES.map((clause) => ({ clause, label: rulingClauseLabel(clause) }));
  const entry = (c: PracticeCase): PracticeListEntry => ({
    id: c.id,
    kind: c.kind,
    title: c.title,
    replacement: c.titleReplacement,
    sourceShort: c.sourceShort,
    editionShort: c.editionShort,
    href: c.practiceHref,
  });
  const kinds = [...new Set(cases.map((c) => c.kind))];
  const titles = pageTitles(cases);
  const routes: PracticeRoutes = {
    index: {
      ids,
      groups: kinds.map((kind) => ({
        kind,
        heading: GROUP_HEADINGS[kind],
        cases: cases.filter((c) => c.kind === kind).map(entry),
      })),
    },
    pages: cases.map((c, i) => ({
      params: { id: c.id },
      props: { c, heading: caseHeading(c), title: titles[i]!, cases: ids.length, choices },
    })),
  };
  computed.set(site, routes);
  return routes;
}
