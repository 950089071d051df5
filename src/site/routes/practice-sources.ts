/**
 * The kinds of practice case, each mapped to the one shape every case takes
 * (`PracticeCaseInput`, ./practice-case.ts): an example auction of a guide,
 * one case per replacement its source discusses (`exampleCaseInputs`); a
 * published ruling with a deal, one case, its ruling as published
 * (`precedentCaseInputs`; its deciding clause is the precedent's
 * `deciding`: `publishedClause`).
 */
import { callProblem, parseAuction } from '../../bridge/auction';
import { callToDisplay, parseCall } from '../../bridge/call';
import type { Example, ExampleReplacement, InsufficientBidExample } from '../../bridge/examples';
import { isRuledEdition } from '../../bridge/ruled-editions';
import type { RulingClause } from '../../bridge/ruling';
import {
  FACTS_BEFORE_CALL,
  OPTIONS_EXPLAINED,
  TABLE_FACTS,
  TABLE_FACT_WORDS,
  type TableAnswerId,
} from '../../bridge/ruling/table-facts';
import { JUDGEMENT_FIELDS } from '../../bridge/judgement';
import { arePartners, seatAfter, type Seat } from '../../bridge/seat';
import type { FindingId } from '../../model/precedent-schema';
import type { Precedent } from '../../model/precedents';
import { addresses } from '../addresses';
import { documentShort } from '../examples';
import {
  CLAUSE_CHOICES,
  rulingClauseLabel,
  type PracticeCaseInput,
  type PracticeFact,
  type PublishedRuling,
  type TableFacts,
} from './practice-case';
import { FACT_LABELS, findingQuestion, leadIn, REASON_WORDS, sourceDate } from '../precedent-words';
import type { Site } from '../site';

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
          ...OPTIONS_EXPLAINED,
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
          clauseNote: null,
          partnerMustPass: r.verdict.restriction === 'partner-must-pass',
          leadRestrictions: r.verdict.leadRestrictions ?? null,
          adjustedScore: r.verdict.adjustedScore ?? null,
          quote: r.verdict.quote,
          quoteWhere: null,
          quoteLanguage: null,
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
 * The deciding clause of a published ruling: the precedent's `deciding`
 * clause, the one the ruling turned on (content/README.md), so that every
 * case has one right answer. It is a case's answer only when the reader may
 * choose it and the recorded facts and ruling allow it: 27A1 only when LHO
 * accepted (and then nothing else), 27B3 only for a double or redouble put
 * in place of the bid, 27B4 only for a replacement that is itself
 * insufficient (the mechanics of the Law's own words), and, where the source
 * says whether partner must pass, a clause that bars him (27B2, 27B3, 27B4)
 * only when it does. Otherwise (a ruling that turned on 27C, 27D or Law 25A,
 * say) the precedent is not a case. Stated when it is the only clause the
 * source names.
 */
export function publishedClause(p: Precedent): Pick<PublishedRuling, 'clause' | 'clauseStated' | 'clauseNote'> | null {
  const f = p.facts;
  const clause = p.deciding;
  if (!isChoice(clause)) return null;
  const replacement = f.replacement === null ? null : parseCall(f.replacement);
  const before = f.dealer === null ? null : parseAuction(f.dealer, f.calls.slice(0, -1), { acceptInsufficient: true });
  const fits =
    f.lhoAccepted === true
      ? clause === '27A1'
      : clause === '27A1'
        ? false
        : clause === '27B3'
          ? replacement?.kind === 'double' || replacement?.kind === 'redouble'
          : clause === '27B4'
            ? replacement !== null && before !== null && callProblem(before, replacement)?.code === 'insufficient'
            : true;
  if (!fits || (p.ruling.partnerMustPass !== null && BARRING.includes(clause) !== p.ruling.partnerMustPass))
    return null;
  const named = [...new Set(p.ruling.clauses)];
  return named.length === 1
    ? { clause, clauseStated: true, clauseNote: null }
    : {
        clause,
        clauseStated: false,
        clauseNote: `The source names ${named.map(rulingClauseLabel).join(', ')}; the ruling turned on ${rulingClauseLabel(clause)}.`,
      };
}

/**
 * A precedent's table facts as a case gives them: those asked before the call
 * (null: the source does not say), the call, and those asked after it only
 * when the source gives them.
 */
function precedentTable(f: Precedent['facts']): Omit<TableFacts, 'tableNote'> {
  const said = (id: TableAnswerId) => f[TABLE_FACT_WORDS[id].precedentField];
  return {
    ...Object.fromEntries(FACTS_BEFORE_CALL.map((t) => [t.id, said(t.id)])),
    replacement: f.replacement,
    ...Object.fromEntries(
      TABLE_FACTS.filter((t) => !t.beforeCall).flatMap((t) => (said(t.id) === null ? [] : [[t.id, said(t.id)]])),
    ),
  } as Omit<TableFacts, 'tableNote'>;
}

/** The facts a precedent may mark as assumed, as the case's facts name them. */
const PRECEDENT_FACTS: Readonly<Record<string, PracticeFact>> = {
  dealer: 'dealer',
  calls: 'calls',
  replacement: 'replacement',
  ...Object.fromEntries(TABLE_FACTS.map((f) => [TABLE_FACT_WORDS[f.id].precedentField, f.id])),
  insufficientArtificial: 'insufficientArtificial',
  replacementArtificial: 'replacementArtificial',
  sameDenominations: 'sameDenominations',
  comparable: 'comparable',
};

/**
 * A published ruling's situation as a practice case's heading: its auction
 * written as the guides write theirs, the offender's side's calls bare and
 * the opponents' in brackets, from the first call that is not a pass, the
 * insufficient bid last ("(1♦) – 1NT – (2♦) – 2♣"); the call put in its place
 * follows it (`titleReplacement`), and LHO's calling over it when nothing was
 * put in its place. Never the precedent's own title, which often says how it
 * was ruled ("…, partner barred"): a case must not give its answer away.
 */
export function situationTitle(dealer: Seat, calls: readonly string[], lhoCalled: boolean): string {
  const offender = seatAfter(dealer, calls.length - 1);
  const start = calls.findIndex((c) => parseCall(c).kind !== 'pass');
  const shown = calls.map((c, i) => {
    const words = callToDisplay(parseCall(c));
    return arePartners(seatAfter(dealer, i), offender) ? words : `(${words})`;
  });
  const auction = shown.slice(start < 0 ? 0 : start).join(' – ');
  return lhoCalled ? `${auction}, then LHO calls` : auction;
}

/** A precedent's source, cited: author, title, publication, date, and the reference when there is one. */
export function precedentCitation(site: Site, p: Precedent): string {
  const s = p.source;
  return `${s.author === null ? '' : `${s.author}, `}“${s.title}”, ${site.publicationName(s.publication)}, ${sourceDate(s.date)}${s.reference === null ? '' : `; ${s.reference}`}`;
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
export function precedentCaseInputs(site: Site, p: Precedent): PracticeCaseInput[] {
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
      title: situationTitle(f.dealer, f.calls, f.lhoAccepted === true && f.replacement === null),
      titleReplacement: f.replacement,
      edition: p.edition,
      dealer: f.dealer,
      offender: seatAfter(f.dealer, f.calls.length - 1),
      calls: f.calls.slice(0, -1),
      insufficient,
      intent: null,
      table: { ...precedentTable(f), tableNote: null },
      findings,
      findingSupport,
      condition: null,
      assumptions: f.assumed.map((a) => {
        const fact = PRECEDENT_FACTS[a.field] ?? null;
        const finding = (JUDGEMENT_FIELDS as readonly string[]).includes(a.field);
        return {
          fact,
          label: leadIn(finding ? findingQuestion(a.field as FindingId, p.edition) : (FACT_LABELS[a.field] ?? a.field)),
          text: a.why,
        };
      }),
      published: {
        ...clause,
        partnerMustPass: p.ruling.partnerMustPass,
        leadRestrictions: p.ruling.leadRestrictions,
        adjustedScore: p.ruling.adjustment27D,
        quote: p.quote?.text ?? null,
        quoteWhere: p.quote?.where ?? null,
        quoteLanguage: p.quote ? site.quotedLanguage(p.source.publication) : null,
        summary: p.ruling.published.trim(),
      },
      notes: p.ruling.contested === null ? [] : [`Contested: ${p.ruling.contested}`],
      differsWhy: p.engineDiffers === null ? null : `${REASON_WORDS[p.engineDiffers.reason]}: ${p.engineDiffers.why}`,
      citation: precedentCitation(site, p),
      sourceUrl: p.source.url,
      sourceShort: site.publicationName(p.source.publication),
      href: addresses.precedent(p.id),
      practiceHref: addresses.practiceCase(p.id),
    },
  ];
}
