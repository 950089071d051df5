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
 * replacement its source discusses; a published precedent is mapped the same
 * way by a function of its own, added to `caseInputs`. Everything after
 * (the engine, the quotes, the key) is the same for every kind.
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
 */
import { callToDisplay, parseCall } from '../bridge/call';
import type { Example, ExampleReplacement, InsufficientBidExample } from '../bridge/examples';
import { isRuledEdition, type RuledEdition } from '../bridge/ruled-editions';
import { rule, type Judgement, type Ruling, type RulingClause } from '../bridge/ruling';
import type { Seat } from '../bridge/seat';
import { clauseLabel, parseClauseRef } from '../model/clause-id';
import { findClause } from '../model/law-text';
import { addresses } from './addresses';
import { clauseCitation } from './clause-jump';
import { documentShort } from './examples';
import type { Site } from './site';

/** Where a case comes from: an example auction of a guide, or a published ruling. */
export type PracticeSourceKind = 'example' | 'precedent';

/** The four things the reader rules on, in the order asked. */
export const PRACTICE_FIELDS = ['clause', 'partnerMustPass', 'leadRestrictions', 'adjustedScore'] as const;
export type PracticeField = (typeof PRACTICE_FIELDS)[number];

/** The deciding clauses the reader chooses from (27A2, a call out of rotation, is not a case here). */
export const CLAUSE_CHOICES: readonly RulingClause[] = ['27A1', '27B1a', '27B1b', '27B2', '27B3', '27B4'];

/** The ruling as the case's source gives it; null: the source does not say. */
export interface PublishedRuling {
  readonly clause: RulingClause | null;
  /** The source cites the clause itself (false: it is read from the source's words). */
  readonly clauseStated: boolean;
  readonly partnerMustPass: boolean | null;
  readonly leadRestrictions: boolean | null;
  /** An adjusted score may be awarded under 27D. */
  readonly adjustedScore: boolean | null;
  /** The source's own words, briefly (a short quotation). */
  readonly quote: string;
}

/** The facts of the table, as the case gives them (or as its source's setting implies them, said in `tableNote`). */
export interface TableFacts {
  /** LHO accepted the insufficient bid by calling (27A1). */
  readonly accepted: boolean;
  /** The offender put another call in its place before the Director ruled (27C). */
  readonly premature: boolean;
  /** The call put in its place, canonical ('2H', 'X', 'P'); null when LHO accepted. */
  readonly replacement: string | null;
  /** LHO accepted a replacement that is itself insufficient (27B4); only for such a replacement. */
  readonly replacementAccepted?: boolean;
  /** How the case gives these facts, when it does not state them: "The guide discusses replacements, so …". */
  readonly tableNote: string | null;
}

/** One case in the shape every kind of case is mapped to: the seam for precedents. */
export interface PracticeCaseInput {
  readonly kind: PracticeSourceKind;
  /** Stable: `?case=<id>` is a published address. */
  readonly id: string;
  readonly title: string;
  /** The call said after the title ("…, replaced by 2♥"); null when the title says it, or LHO accepted. */
  readonly titleReplacement: string | null;
  readonly edition: RuledEdition;
  readonly dealer: Seat;
  readonly offender: Seat;
  /** Calls before the insufficient bid, canonical, dealer first. */
  readonly calls: readonly string[];
  readonly insufficient: string;
  /** What the insufficient bid was meant to show. */
  readonly intent: string;
  readonly table: TableFacts;
  /** The Director's findings, as the case gives them. */
  readonly findings: Judgement;
  /** The condition under which the source's ruling holds, if it gives one. */
  readonly condition: string | null;
  /** Assumptions made in recording the case (seats the source does not name, …). */
  readonly assumptions: readonly string[];
  readonly published: PublishedRuling;
  /** What else the source says about the case (notes), in our words or briefly quoted. */
  readonly notes: readonly string[];
  /** The source, cited so that a reader can find it. */
  readonly citation: string;
  /** The source's own name in a few words ("Zone 7 slides (2008)"). */
  readonly sourceShort: string;
  /** The case's page on this site. */
  readonly href: string;
  /** The case's own page in practice: /practice/<id>/. */
  readonly practiceHref: string;
}

/** One clause as quoted under a ruling: from the edition the case is ruled under. */
export interface QuotedClause {
  readonly clause: RulingClause;
  /** "27B1(a)". */
  readonly label: string;
  /** "Law 27B1(a) (March 2008)". */
  readonly citation: string;
  readonly heading: string | null;
  /** The clause's own words, as the corpus has them. */
  readonly text: string;
  readonly href: string;
}

/** The engine's ruling on the case's facts, in the case's edition. */
export interface EngineRuling {
  readonly clause: RulingClause;
  readonly partnerMustPass: boolean;
  readonly leadRestrictions: boolean;
  readonly adjustedScore: boolean;
  /** The clauses applied, in order, as labels ("27B1(a)"). */
  readonly path: readonly string[];
  readonly explanation: string;
  readonly announcement: string;
}

/** What the reader's answer is compared with, field by field: the published ruling where it says, else the engine's. */
export interface KeyEntry {
  readonly value: RulingClause | boolean;
  readonly basis: 'published' | 'engine';
}
export type AnswerKey = Readonly<Record<PracticeField, KeyEntry>>;

export interface PracticeCase extends PracticeCaseInput {
  readonly editionShort: string;
  readonly engine: EngineRuling;
  /** Per field, whether the published ruling and the engine's agree; null where the source does not say. */
  readonly agrees: Readonly<Record<PracticeField, boolean | null>>;
  readonly key: AnswerKey;
  /** The deciding clause(s) quoted: the published one, then the engine's when it differs. */
  readonly quotes: readonly QuotedClause[];
}

/** A case as the dealer lists it. */
export interface PracticeListEntry {
  readonly id: string;
  readonly kind: PracticeSourceKind;
  readonly title: string;
  /** The call put in place of the insufficient bid, said after the title; null when the title says it, or LHO accepted. */
  readonly replacement: string | null;
  readonly sourceShort: string;
  readonly editionShort: string;
  readonly href: string;
}

/** What /practice/ (the dealer) shows: every case, by kind; the ids in the order dealt from. */
export interface PracticeIndex {
  readonly ids: readonly string[];
  readonly groups: readonly { readonly kind: PracticeSourceKind; readonly heading: string; readonly cases: readonly PracticeListEntry[] }[];
}

/** What one case's page (/practice/<id>/) shows: the case, the clause choices, and every id (to deal the next and count the score). */
export interface PracticeRound {
  readonly c: PracticeCase;
  /** The case's title as plain text, the replacement said: "1♦ – (1♠) – 1♥, replaced by Pass". */
  readonly heading: string;
  readonly ids: readonly string[];
  /** The clause choices with their labels. */
  readonly choices: readonly { readonly clause: RulingClause; readonly label: string }[];
}

export interface PracticeRoutes {
  readonly index: PracticeIndex;
  readonly pages: { params: { id: string }; props: PracticeRound }[];
}

// ------------------------------------------------------------ examples

/** The case id of each replacement of an example: `<example>.<call>`, `.2` after a call discussed twice (`zone7-1s-2h-1nt.2nt.2`). */
export function exampleCaseIds(example: InsufficientBidExample): string[] {
  const seen = new Map<string, number>();
  return example.replacements.map((r) => {
    const call = (r.call ?? 'none').toLowerCase();
    const n = (seen.get(call) ?? 0) + 1;
    seen.set(call, n);
    return `${example.id}.${call}${n === 1 ? '' : `.${n}`}`;
  });
}

/** The practice cases of an example: one per replacement its source discusses with a call, ruled in the source's edition. */
export function exampleCaseInputs(site: Site, example: Example): PracticeCaseInput[] {
  if (example.kind !== 'insufficient-bid' || !isRuledEdition(example.edition)) return [];
  const edition = example.edition;
  const doc = site.corpus.guidance.find((d) => d.id === example.source.document);
  const sourceShort = documentShort(site, example.source.document);
  const citation = `${doc?.meta.title ?? sourceShort}, ${example.source.place}`;
  const ids = exampleCaseIds(example);
  return example.replacements.flatMap((r: ExampleReplacement, i): PracticeCaseInput[] => {
    if (r.call === undefined) return [];
    return [
      {
        kind: 'example',
        id: ids[i] ?? `${example.id}.${i + 1}`,
        title: example.title,
        titleReplacement: r.call,
        edition,
        dealer: example.dealer,
        offender: example.offender,
        calls: example.auction,
        insufficient: example.insufficient,
        intent: example.intent,
        table: {
          accepted: false,
          premature: false,
          replacement: r.call,
          tableNote: 'not stated by the source; implied by its discussing replacements',
        },
        findings: r.judgement,
        condition: r.condition ?? null,
        assumptions: example.assumptions,
        published: {
          clause: r.verdict.clause ?? null,
          clauseStated: r.verdict.clauseStated,
          partnerMustPass: r.verdict.restriction === 'partner-must-pass',
          leadRestrictions: r.verdict.leadRestrictions ?? null,
          adjustedScore: r.verdict.adjustedScore ?? null,
          quote: r.verdict.quote,
        },
        notes: [...(r.note === undefined ? [] : [r.note]), ...example.notes],
        citation,
        sourceShort,
        href: addresses.example(example.id),
        practiceHref: addresses.practiceCase(ids[i] ?? `${example.id}.${i + 1}`),
      },
    ];
  });
}

// ------------------------------------------------------------ every case

/** Every case's input, examples first in the corpus's order. Precedents: add `...corpus.precedents.flatMap((p) => precedentCaseInputs(site, p))` here. */
export function caseInputs(site: Site): PracticeCaseInput[] {
  return site.corpus.examples.flatMap((e) => exampleCaseInputs(site, e));
}

function engineRuling(c: PracticeCaseInput): Ruling {
  return rule({
    edition: c.edition,
    dealer: c.dealer,
    calls: c.calls,
    insufficient: c.insufficient,
    accepted: c.table.accepted,
    premature: c.table.premature,
    ...(c.table.replacement === null ? {} : { replacement: c.table.replacement }),
    ...(c.table.replacementAccepted === undefined ? {} : { replacementAccepted: c.table.replacementAccepted }),
    judgement: c.findings,
  });
}

/** '27B1a' → '27B1(a)'. */
export function rulingClauseLabel(clause: string): string {
  const ref = parseClauseRef(clause, 27);
  return ref?.clause ? clauseLabel(ref.law, ref.clause) : clause;
}

function quote(site: Site, edition: RuledEdition, clause: RulingClause): QuotedClause {
  const id = clause.replace(/^27/, '');
  const text = site.corpus.laws.find((l) => l.number === 27)?.texts.find((t) => t.edition === edition);
  const found = text === undefined ? undefined : findClause(text, id);
  if (found === undefined) throw new Error(`practice: Law 27 (${edition}) has no clause ${id} to quote`);
  return {
    clause,
    label: found.label,
    citation: clauseCitation(found.label, site.edition(edition)),
    heading: found.headingText,
    text: found.text,
    href: addresses.clauseInEdition(27, edition, id),
  };
}

/** The published value where the source says, else the engine's. */
function keyEntry<T extends RulingClause | boolean>(published: T | null, engine: T): KeyEntry {
  return published === null ? { value: engine, basis: 'engine' } : { value: published, basis: 'published' };
}

/** A case with the engine's ruling, the quotes and the key. @throws when the engine cannot rule on the case's facts, or when it is still open (never for a checked source). */
export function practiceCase(site: Site, input: PracticeCaseInput): PracticeCase {
  const r = engineRuling(input);
  if (r.awaitingReplacement) throw new Error(`practice case ${input.id}: the engine is still waiting for a replacement`);
  const engine: EngineRuling = {
    clause: r.clause,
    partnerMustPass: r.partnerMustPass,
    leadRestrictions: r.leadRestrictions,
    adjustedScore: r.adjustedScorePossible,
    path: r.path.map(rulingClauseLabel),
    explanation: r.explanation,
    announcement: r.announcement,
  };
  const p = input.published;
  const same = <T>(a: T | null, b: T): boolean | null => (a === null ? null : a === b);
  const clauses = [...new Set([p.clause ?? engine.clause, engine.clause])];
  return {
    ...input,
    editionShort: site.edition(input.edition).short,
    engine,
    agrees: {
      clause: same(p.clause, engine.clause),
      partnerMustPass: same(p.partnerMustPass, engine.partnerMustPass),
      leadRestrictions: same(p.leadRestrictions, engine.leadRestrictions),
      adjustedScore: same(p.adjustedScore, engine.adjustedScore),
    },
    key: {
      clause: keyEntry(p.clause, engine.clause),
      partnerMustPass: keyEntry(p.partnerMustPass, engine.partnerMustPass),
      leadRestrictions: keyEntry(p.leadRestrictions, engine.leadRestrictions),
      adjustedScore: keyEntry(p.adjustedScore, engine.adjustedScore),
    },
    quotes: clauses.map((c) => quote(site, input.edition, c)),
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
  return c.titleReplacement === null ? c.title : `${c.title}, replaced by ${callToDisplay(parseCall(c.titleReplacement))}`;
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
  const routes: PracticeRoutes = {
    index: { ids, groups: kinds.map((kind) => ({ kind, heading: GROUP_HEADINGS[kind], cases: cases.filter((c) => c.kind === kind).map(entry) })) },
    pages: cases.map((c) => ({ params: { id: c.id }, props: { c, heading: caseHeading(c), ids, choices } })),
  };
  computed.set(site, routes);
  return routes;
}
