/**
 * The verdict table: every case (an example auction's replacement; other
 * kinds of case by `CASE_SOURCES`) ruled by the engine under every text, the
 * differences marked; the page /verdicts/ and its data /data/verdicts.json.
 *
 * `CASE_SOURCES` is the seam for other kinds of case: a function from the
 * site to `RulingCase`s (src/derive/rulings-across.ts), and an entry in
 * `CASE_ADDRESS` for where a case of that kind is read.
 */
import type { CarriedFinding, RulingUnder } from '../../bridge/across-editions';
import { RULING_LAW, rulingClauseCitation, rulingClauseId } from '../../bridge/ruling/clause-name';
import type { FindingId } from '../../bridge/ruling/types';
import { exampleCases, precedentCases, rulingsAcross, type RulingCase } from '../../derive/rulings-across';
import type { EditionId } from '../../model/edition-id';
import { addresses } from '../addresses';
import { clauseIdentifier } from '../identifiers';
import type { Site } from '../site';

/** Every source of cases the engine rules on: the example auctions and the published rulings. Another kind is one more entry, and one in CASE_ADDRESS. */
export const CASE_SOURCES: readonly ((site: Site) => RulingCase[])[] = [
  (site) => exampleCases(site.corpus.examples),
  (site) => precedentCases(site.corpus.precedents),
];

/** Where a case of each kind is read, by the id of what it comes from. */
export const CASE_ADDRESS: Readonly<Record<string, (of: string) => string>> = {
  example: (of) => addresses.example(of),
  precedent: (of) => addresses.precedent(of),
};

export function allCases(site: Site): RulingCase[] {
  return CASE_SOURCES.flatMap((source) => source(site));
}

/** The findings the engine took from its defaults, in words. */
const DEFAULT_WORDS: Partial<Record<string, string>> & Record<FindingId, string> = {
  insufficientArtificial: 'The insufficient bid is taken as natural: the source does not say (the engine’s default).',
  replacementArtificial: 'The replacement is taken as natural: the source does not say (the engine’s default).',
  sameDenominations:
    'Whether the replacement specifies the same denomination(s) is taken from the calls: the source does not say (the engine’s default).',
  comparable: 'The replacement is taken not to meet the 27B1(b) test: the source does not say (the engine’s default).',
};

/** A case's ruling under one text, for a table cell. */
export interface VerdictCell {
  edition: EditionId;
  /** "27B1(b)" or null when the engine cannot rule. */
  clause: string | null;
  /** In a few words: "no rectification", "partner must pass". */
  words: string;
  partnerMustPass: boolean;
  leadRestrictions: boolean;
  adjustedScorePossible: boolean;
  /** Not the same as the ruling under the case's own text. */
  differs: boolean;
  problem: string | null;
  /** The judgements assumed for this text: carried from the case's own text where the texts ask different things, or the engine's defaults. */
  assumed: string[];
}

export interface CaseView {
  id: string;
  kind: string;
  title: string;
  replacement: string;
  href: string;
  written: EditionId;
  cells: VerdictCell[];
}

function cell(u: RulingUnder, own: RulingUnder | undefined): VerdictCell {
  const r = u.ruling;
  const assumed = [
    ...u.carried.filter((c: CarriedFinding) => c.ground !== 'same').map((c) => c.words),
    ...(r?.assumed ?? []).map((f) => DEFAULT_WORDS[f] ?? `${f}: taken from the engine’s default.`),
  ];
  if (!r)
    return {
      edition: u.edition,
      clause: null,
      words: 'not ruled',
      partnerMustPass: false,
      leadRestrictions: false,
      adjustedScorePossible: false,
      differs: false,
      problem: u.problem,
      assumed,
    };
  const o = own?.ruling;
  const differs = Boolean(
    o &&
    (o.clause !== r.clause ||
      o.partnerMustPass !== r.partnerMustPass ||
      o.leadRestrictions !== r.leadRestrictions ||
      o.callCancelled !== r.callCancelled ||
      o.adjustedScorePossible !== r.adjustedScorePossible),
  );
  const words = [
    r.partnerMustPass ? 'partner must pass' : 'no restriction on partner',
    ...(r.leadRestrictions ? ['lead restrictions may apply'] : []),
    ...(r.adjustedScorePossible ? ['27D may apply'] : []),
  ].join('; ');
  return {
    edition: u.edition,
    clause: rulingClauseCitation(r.clause),
    words,
    partnerMustPass: r.partnerMustPass,
    leadRestrictions: r.leadRestrictions,
    adjustedScorePossible: r.adjustedScorePossible,
    differs,
    problem: null,
    assumed,
  };
}

export function caseView(c: RulingCase, under: readonly RulingUnder[], own?: RulingUnder): CaseView {
  const ownRuling = own ?? under.find((u) => u.edition === c.edition) ?? under[0];
  return {
    id: c.id,
    kind: c.kind,
    title: c.title,
    replacement: c.replacement,
    href: CASE_ADDRESS[c.kind]?.(c.of) ?? addresses.examples(),
    written: c.edition,
    cells: under.map((u) => cell(u, ownRuling)),
  };
}

export interface VerdictsRoute {
  /** The texts, oldest first, with the engine's. */
  editions: { id: EditionId; short: string; current: boolean }[];
  rows: CaseView[];
  /** Cases whose ruling is not the same under every text. */
  differing: number;
  dataHref: string;
}

function ruledTexts(site: Site): EditionId[] {
  return site.editions
    .filter((e) => site.corpus.laws.some((l) => l.number === 27 && l.texts.some((t) => t.edition === e.id)))
    .map((e) => e.id);
}

export function verdictsRoute(site: Site): VerdictsRoute {
  const editions = ruledTexts(site);
  const rows = rulingsAcross(allCases(site), editions).map((r) => {
    const own = rulingsAcross([r.case], [r.case.edition])[0]?.under[0];
    return caseView(r.case, r.under, own);
  });
  return {
    editions: editions.map((id) => ({ id, short: site.edition(id).short, current: id === site.current })),
    rows,
    differing: rows.filter((r) => r.cells.some((c) => c.differs)).length,
    dataHref: addresses.verdictsData(),
  };
}

/** /data/verdicts.json: every case × every text, the ruling's clause (with its identifier) and effects. */
export function verdictsJson(site: Site) {
  const route = verdictsRoute(site);
  return {
    editions: route.editions.map((e) => e.id),
    current: site.current,
    cases: route.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      replacement: r.replacement,
      url: r.href,
      written: r.written,
      rulings: r.cells.map((c) => ({
        edition: c.edition,
        clause: c.clause,
        identifier: c.clause ? clauseIdentifier(RULING_LAW, c.edition, rulingClauseId(c.clause)) : null,
        partnerMustPass: c.partnerMustPass,
        leadRestrictions: c.leadRestrictions,
        adjustedScorePossible: c.adjustedScorePossible,
        differsFromOwnText: c.differs,
        assumed: c.assumed,
        problem: c.problem,
      })),
    })),
  };
}
