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
 */
import { callProblem, parseAuction } from '../bridge/auction';
import { callToDisplay, parseCall } from '../bridge/call';
import type { Example, ExampleReplacement, InsufficientBidExample } from '../bridge/examples';
import { isRuledEdition, type RuledEdition } from '../bridge/ruled-editions';
import { rule, type Judgement, type Ruling, type RulingClause } from '../bridge/ruling';
import { JUDGEMENT_FIELDS } from '../bridge/judgement';
import { seatAfter, type Seat } from '../bridge/seat';
import { clauseLabel, parseClauseRef } from '../model/clause-id';
import { findClause } from '../model/law-text';
import type { FindingId, Precedent } from '../model/precedents';
import { addresses } from './addresses';
import { clauseCitation } from './clause-jump';
import { documentShort } from './examples';
import { engineDefaults, FACT_LABELS, findingQuestion, REASON_WORDS, sourceDate } from './precedents';
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
  /** The deciding clause; null when the source does not say, or names several that its ruling leaves open (`clauseAnyOf`). */
  readonly clause: RulingClause | null;
  /** The source cites the clause itself (false: it is read from the source's words). */
  readonly clauseStated: boolean;
  /**
   * The clauses the reader may choose among which the source's ruling leaves
   * the choice open (a correction allowed "under 27B1(a), and 27B1(b) too"):
   * each of them is right. Empty when `clause` says, or the source is silent.
   */
  readonly clauseAnyOf: readonly RulingClause[];
  /** How the deciding clause was read from the source, when it names more than one: said under the comparison. */
  readonly clauseNote: string | null;
  readonly partnerMustPass: boolean | null;
  readonly leadRestrictions: boolean | null;
  /** An adjusted score may be awarded under 27D. */
  readonly adjustedScore: boolean | null;
  /** The source's own words, briefly (a short quotation); null when none is recorded. */
  readonly quote: string | null;
  /** Who wrote the quotation, and when, when the citation does not say it. */
  readonly quoteWhere: string | null;
  /** The ruling in our words, when the source's own words are not the ruling (a published ruling, summarised). */
  readonly summary: string | null;
}

/**
 * The facts of the table, as the case gives them (or as its source's setting
 * implies them, said in `tableNote`); null: the source does not say, and the
 * engine takes its default (listed in `EngineRuling.defaults`).
 */
export interface TableFacts {
  /** LHO accepted the insufficient bid by calling (27A1). */
  readonly accepted: boolean | null;
  /** The offender put another call in its place before the Director ruled (27C). */
  readonly premature: boolean | null;
  /** The call put in its place, canonical ('2H', 'X', 'P'); null when LHO accepted. */
  readonly replacement: string | null;
  /** LHO accepted a replacement that is itself insufficient (27B4); only for such a replacement. */
  readonly replacementAccepted?: boolean;
  /** How the case gives these facts, when it does not state them: "The guide discusses replacements, so …". */
  readonly tableNote: string | null;
}

/** A fact of a case that its record may have assumed (the source leaving it out): a fact of the table or a finding. */
export type PracticeFact = 'dealer' | 'calls' | 'accepted' | 'premature' | 'replacement' | 'replacementAccepted' | keyof Judgement;

/** Something assumed in recording a case: the fact (null for a general assumption), its name, and why. */
export interface PracticeAssumption {
  readonly fact: PracticeFact | null;
  readonly label: string | null;
  readonly text: string;
}

/** One case in the shape every kind of case is mapped to: the seam. */
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
  /** What the insufficient bid was meant to show; null when the findings say it (their support). */
  readonly intent: string | null;
  readonly table: TableFacts;
  /** The Director's findings, as the case gives them. */
  readonly findings: Judgement;
  /** What in the source supports each finding, in our words, where the case records it. */
  readonly findingSupport: Readonly<Partial<Record<keyof Judgement, string>>>;
  /** The condition under which the source's ruling holds, if it gives one. */
  readonly condition: string | null;
  /** Assumptions made in recording the case (seats the source does not name, …); a fact named is marked "assumed" where it is shown. */
  readonly assumptions: readonly PracticeAssumption[];
  readonly published: PublishedRuling;
  /** What else the source says about the case (notes), in our words or briefly quoted. */
  readonly notes: readonly string[];
  /** Why the engine's ruling differs from the published one, as the case records it; null when it does not differ. */
  readonly differsWhy: string | null;
  /** The source, cited so that a reader can find it. */
  readonly citation: string;
  /** The source's address, when it is on the web. */
  readonly sourceUrl: string | null;
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
  /** What the engine took by default because the case does not say, in words. */
  readonly defaults: readonly string[];
}

/**
 * What the reader's answer is compared with, field by field: the published
 * ruling where it says, else the engine's; nothing ('none', not scored) where
 * the source does not say and the engine decides under another clause than
 * the source (its consequences would not be the source's ruling's).
 */
export type KeyEntry =
  | {
      /** The right answer; for the clause, several when the published ruling leaves the choice among them open (each is right). */
      readonly value: RulingClause | readonly RulingClause[] | boolean;
      readonly basis: 'published' | 'engine';
    }
  | { readonly value: null; readonly basis: 'none' };
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
        findingSupport: {},
        condition: r.condition ?? null,
        assumptions: example.assumptions.map((text) => ({ fact: null, label: null, text })),
        published: {
          clause: r.verdict.clause ?? null,
          clauseStated: r.verdict.clauseStated,
          clauseAnyOf: [],
          clauseNote: null,
          partnerMustPass: r.verdict.restriction === 'partner-must-pass',
          leadRestrictions: r.verdict.leadRestrictions ?? null,
          adjustedScore: r.verdict.adjustedScore ?? null,
          quote: r.verdict.quote,
          quoteWhere: null,
          summary: null,
        },
        notes: [...(r.note === undefined ? [] : [r.note]), ...example.notes],
        differsWhy: null,
        citation,
        sourceUrl: null,
        sourceShort,
        href: addresses.example(example.id),
        practiceHref: addresses.practiceCase(ids[i] ?? `${example.id}.${i + 1}`),
      },
    ];
  });
}

// ------------------------------------------------------------ published rulings

/** The clauses after which partner must pass; the others (27A1, 27B1(a), 27B1(b)) leave him free. */
const BARRING: readonly RulingClause[] = ['27B2', '27B3', '27B4'];

const isChoice = (c: string): c is RulingClause => (CLAUSE_CHOICES as readonly string[]).includes(c);

/**
 * The deciding clause of a published ruling, read from the record: the
 * ruling lists every clause of Law 27 it turned on ("27B1a, 27B1b, 27B2":
 * the tests it went through), not which of them decided. Of the clauses the
 * reader may choose, those that the recorded facts and the published ruling
 * leave: 27A1 only when LHO accepted (and then nothing else), 27B3 only for
 * a double or redouble put in place of the bid, 27B4 only for a replacement
 * that is itself insufficient (the mechanics of the Law's own words), and,
 * where the source says whether partner must pass, the clauses that bar him
 * (27B2, 27B3, 27B4) or those that do not. One left: the deciding clause
 * (stated when it is the only one the source names). Several left: the
 * ruling leaves the choice among them open (27B1(a) and 27B1(b) for a
 * correction allowed under either), and each is right. None: the ruling does
 * not decide under a clause the reader can choose (an unintended call under
 * Law 25A, say), and the precedent is not a case.
 */
export function publishedClause(p: Precedent): Pick<PublishedRuling, 'clause' | 'clauseStated' | 'clauseAnyOf' | 'clauseNote'> | null {
  const f = p.facts;
  const named = [...new Set(p.ruling.clauses.filter(isChoice))];
  const replacement = f.replacement === null ? null : parseCall(f.replacement);
  const before = f.dealer === null ? null : parseAuction(f.dealer, f.calls.slice(0, -1), { acceptInsufficient: true });
  const fits = named.filter((c) => {
    if (f.lhoAccepted === true) return c === '27A1';
    if (c === '27A1') return false;
    if (c === '27B3') return replacement?.kind === 'double' || replacement?.kind === 'redouble';
    if (c === '27B4') return replacement !== null && before !== null && callProblem(before, replacement)?.code === 'insufficient';
    return true;
  });
  const left = p.ruling.partnerMustPass === null ? fits : fits.filter((c) => BARRING.includes(c) === p.ruling.partnerMustPass);
  const labels = (cs: readonly string[]) => cs.map(rulingClauseLabel).join(', ');
  const [only] = left;
  if (only === undefined) return null;
  if (left.length === 1) {
    return named.length === 1
      ? { clause: only, clauseStated: true, clauseAnyOf: [], clauseNote: null }
      : { clause: only, clauseStated: false, clauseAnyOf: [], clauseNote: `The source names ${labels(p.ruling.clauses)}; of those, ${rulingClauseLabel(only)} is the one its facts and its ruling leave.` };
  }
  return {
    clause: null,
    clauseStated: false,
    clauseAnyOf: left,
    clauseNote: `The source names ${labels(p.ruling.clauses)} and leaves open which of ${labels(left)} decides: each is taken as right.`,
  };
}

/** The facts a precedent may mark as assumed, as the case's facts name them. */
const PRECEDENT_FACTS: Readonly<Record<string, PracticeFact>> = {
  dealer: 'dealer',
  calls: 'calls',
  lhoAccepted: 'accepted',
  premature: 'premature',
  replacement: 'replacement',
  replacementAccepted: 'replacementAccepted',
  insufficientArtificial: 'insufficientArtificial',
  replacementArtificial: 'replacementArtificial',
  sameDenominations: 'sameDenominations',
  comparable: 'comparable',
};

/** A precedent's source, cited: author, title, publication, date, and the reference when there is one. */
export function precedentCitation(p: Precedent): string {
  const s = p.source;
  return `${s.author === null ? '' : `${s.author}, `}“${s.title}”, ${s.publication}, ${sourceDate(s.date)}${s.reference === null ? '' : `; ${s.reference}`}`;
}

/**
 * The practice case of a published ruling, or none: a precedent is a case
 * when it has an auction ending in the insufficient bid (in rotation), a
 * call put in its place or LHO's acceptance, an edition the engine rules
 * under, and a published ruling on a clause the reader can choose
 * (`publishedClause`); one stating a principle without a deal is not. Its
 * ruling is mapped as published, each field the source does not state null
 * (the key then takes the engine's where the engine decides under the
 * source's clause, and scores nothing where it does not; the page says
 * which); its ruling is given in our words (the record's), with the source's
 * short phrase when one is recorded; the facts it marks as assumed are shown
 * as assumed, each with why. The id is the precedent's.
 */
export function precedentCaseInputs(p: Precedent): PracticeCaseInput[] {
  const f = p.facts;
  const insufficient = f.calls[f.calls.length - 1];
  if (p.kind !== 'ruling' || insufficient === undefined || f.dealer === null || f.outOfRotation) return [];
  if (f.replacement === null && f.lhoAccepted !== true) return [];
  if (!isRuledEdition(p.edition)) return [];
  const clause = publishedClause(p);
  if (clause === null) return [];
  const findings: { -readonly [K in FindingId]?: boolean } = {};
  const findingSupport: Partial<Record<FindingId, string>> = {};
  for (const k of JUDGEMENT_FIELDS) {
    const v = f.findings[k];
    if (v === undefined) continue;
    findings[k] = v.value;
    findingSupport[k] = v.support;
  }
  return [
    {
      kind: 'precedent',
      id: p.id,
      title: p.title,
      titleReplacement: null,
      edition: p.edition,
      dealer: f.dealer,
      offender: seatAfter(f.dealer, f.calls.length - 1),
      calls: f.calls.slice(0, -1),
      insufficient,
      intent: null,
      table: {
        accepted: f.lhoAccepted,
        premature: f.premature,
        replacement: f.replacement,
        ...(f.replacementAccepted === null ? {} : { replacementAccepted: f.replacementAccepted }),
        tableNote: null,
      },
      findings,
      findingSupport,
      condition: null,
      assumptions: f.assumed.map((a) => {
        const fact = PRECEDENT_FACTS[a.field] ?? null;
        const finding = (JUDGEMENT_FIELDS as readonly string[]).includes(a.field);
        return { fact, label: finding ? findingQuestion(a.field as FindingId, p.edition) : (FACT_LABELS[a.field] ?? a.field), text: a.why };
      }),
      published: {
        ...clause,
        partnerMustPass: p.ruling.partnerMustPass,
        leadRestrictions: p.ruling.leadRestrictions,
        adjustedScore: p.ruling.adjustment27D,
        quote: p.quote?.text ?? null,
        quoteWhere: p.quote?.where ?? null,
        summary: p.ruling.published.trim(),
      },
      notes: p.ruling.contested === null ? [] : [`Contested: ${p.ruling.contested}`],
      differsWhy: p.engineDiffers === null ? null : `${REASON_WORDS[p.engineDiffers.reason]}: ${p.engineDiffers.why}`,
      citation: precedentCitation(p),
      sourceUrl: p.source.url,
      sourceShort: p.source.publication,
      href: addresses.precedent(p.id),
      practiceHref: addresses.practiceCase(p.id),
    },
  ];
}

// ------------------------------------------------------------ every case

/** Every case's input: the examples, then the published rulings, each in the corpus's order. */
export function caseInputs(site: Site): PracticeCaseInput[] {
  return [...site.corpus.examples.flatMap((e) => exampleCaseInputs(site, e)), ...site.corpus.precedents.flatMap((p) => precedentCaseInputs(p))];
}

function engineRuling(c: PracticeCaseInput): Ruling {
  return rule({
    edition: c.edition,
    dealer: c.dealer,
    calls: c.calls,
    insufficient: c.insufficient,
    ...(c.table.accepted === null ? {} : { accepted: c.table.accepted }),
    ...(c.table.premature === null ? {} : { premature: c.table.premature }),
    ...(c.table.replacement === null ? {} : { replacement: c.table.replacement }),
    ...(c.table.replacementAccepted === undefined ? {} : { replacementAccepted: c.table.replacementAccepted }),
    ...(Object.keys(c.findings).length === 0 ? {} : { judgement: c.findings }),
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

/** The published value where the source says; else the engine's, when the engine decides under the source's clause; else nothing. */
function keyEntry<T extends RulingClause | boolean>(published: T | null, engine: T, sameClause = true): KeyEntry {
  if (published !== null) return { value: published, basis: 'published' };
  return sameClause ? { value: engine, basis: 'engine' } : { value: null, basis: 'none' };
}

/** The clause the key takes: the published one; else the ones the published ruling leaves open; else the engine's. */
function clauseKey(p: PublishedRuling, engine: RulingClause): KeyEntry {
  return p.clause === null && p.clauseAnyOf.length > 0 ? { value: p.clauseAnyOf, basis: 'published' } : keyEntry(p.clause, engine);
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
    defaults: engineDefaults(r.assumed),
  };
  const p = input.published;
  const same = <T>(a: T | null, b: T): boolean | null => (a === null ? null : a === b);
  const publishedClauses = p.clause !== null ? [p.clause] : p.clauseAnyOf.length > 0 ? p.clauseAnyOf : [engine.clause];
  const clauses = [...new Set([...publishedClauses, engine.clause])];
  const clauseAgrees = p.clause === null && p.clauseAnyOf.length > 0 ? p.clauseAnyOf.includes(engine.clause) : same(p.clause, engine.clause);
  return {
    ...input,
    editionShort: site.edition(input.edition).short,
    engine,
    agrees: {
      clause: clauseAgrees,
      partnerMustPass: same(p.partnerMustPass, engine.partnerMustPass),
      leadRestrictions: same(p.leadRestrictions, engine.leadRestrictions),
      adjustedScore: same(p.adjustedScore, engine.adjustedScore),
    },
    key: {
      clause: clauseKey(p, engine.clause),
      partnerMustPass: keyEntry(p.partnerMustPass, engine.partnerMustPass, clauseAgrees !== false),
      leadRestrictions: keyEntry(p.leadRestrictions, engine.leadRestrictions, clauseAgrees !== false),
      adjustedScore: keyEntry(p.adjustedScore, engine.adjustedScore, clauseAgrees !== false),
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
