/**
 * The shapes of practice (src/site/routes/practice.ts): a case as every kind of case
 * is first mapped to (`PracticeCaseInput`, the seam), a case with the
 * engine's ruling, quotes and key (`PracticeCase`), and the route data of the
 * dealer and of a case's page.
 */
import type { RuledEdition } from '../../bridge/ruled-editions';
import type { Judgement, RulingClause } from '../../bridge/ruling';
import type { Seat } from '../../bridge/seat';
import { rulingClauseCitation } from '../../bridge/ruling/clause-name';

/** Where a case comes from: an example auction of a guide, or a published ruling. */
export type PracticeSourceKind = 'example' | 'precedent';

/** The four things the reader rules on, in the order asked. */
export const PRACTICE_FIELDS = ['clause', 'partnerMustPass', 'leadRestrictions', 'adjustedScore'] as const;
export type PracticeField = (typeof PRACTICE_FIELDS)[number];

/** The deciding clauses the reader chooses from (27A2, a call out of rotation, is not a case here). */
export const CLAUSE_CHOICES: readonly RulingClause[] = ['27A1', '27B1a', '27B1b', '27B2', '27B3', '27B4'];

/** The ruling as the case's source gives it; null: the source does not say. */
export interface PublishedRuling {
  /** The deciding clause; null when the source does not say. One: a case has one right answer. */
  readonly clause: RulingClause | null;
  /** The source cites the clause itself (false: it is read from the source's words). */
  readonly clauseStated: boolean;
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
  /** The quotation's language when it is not the page's own (a source in Danish, Japanese …); null otherwise. */
  readonly quoteLanguage: string | null;
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
export type PracticeFact =
  'dealer' | 'calls' | 'accepted' | 'premature' | 'replacement' | 'replacementAccepted' | keyof Judgement;

/** Something assumed in recording a case: the fact (null for a general assumption), its name as it leads into why ("Dealer:", a finding's question), and why. */
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
  /** The call said after the title ("…, replaced by 2♥"); null when none was put in place of the insufficient bid. */
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
  /** The source, cited so that a reader can find it (as a sentence on a case's page: with its one full stop). */
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
      /** The right answer: one, for the clause too. */
      readonly value: RulingClause | boolean;
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
  /** The case in the ruling assistant, with its facts and findings (what it does not give, the assistant asks). */
  readonly assistantHref: string;
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
  readonly groups: readonly {
    readonly kind: PracticeSourceKind;
    readonly heading: string;
    readonly cases: readonly PracticeListEntry[];
  }[];
}

/** What one case's page (/practice/<id>/) shows: the case, the clause choices, and how many cases there are (their ids are fetched: practiceCasesData). */
export interface PracticeRound {
  readonly c: PracticeCase;
  /** The case's title as plain text, the replacement said: "1♦ – (1♠) – 1♥, replaced by Pass". */
  readonly heading: string;
  /**
   * The page's title and crumb: the heading, and where another case has the
   * same one, what tells them apart ("… — Zone 7 slides (2008), on condition").
   */
  readonly title: string;
  /** How many cases there are. */
  readonly cases: number;
  /** The clause choices with their labels. */
  readonly choices: readonly { readonly clause: RulingClause; readonly label: string }[];
}

export interface PracticeRoutes {
  readonly index: PracticeIndex;
  readonly pages: { params: { id: string }; props: PracticeRound }[];
}

/** '27B1a' → '27B1(a)': the engine's one conversion (src/bridge/ruling/clause-name.ts). */
export const rulingClauseLabel = rulingClauseCitation;
