/**
 * The schema of a precedent file (content/precedents/<id>.yaml), against
 * which ./precedents.ts reads it: the fields, the values each may take, and
 * what zod checks of one file on its own: a source a reader can find, a
 * quote that stays a short phrase, and an auction in which every call is
 * legal from the dealer and the last is an insufficient bid.
 */
import { z } from 'astro/zod';
import { callProblem, parseAuction } from '../bridge/auction';
import { callToDisplay, parseCall } from '../bridge/call';
import { AuctionError } from '../bridge/errors';
import { JUDGEMENT_FIELDS, type Judgement } from '../bridge/judgement';
import { RULING_CLAUSE_NAME } from '../bridge/ruling/clause-name';
import {
  TABLE_FACTS,
  TABLE_FACT_WORDS,
  type PrecedentTableField,
  type TableFactWords,
} from '../bridge/ruling/table-facts';
import type { Seat } from '../bridge/seat';
import { callField, lowerFirst, seatField } from './bridge-fields';
import { editionIdField } from './edition-id';
import { addressProblem } from './links';
import { parseLawPoint } from './guidance';
import { LAW_NUMBERS } from './clause-id';
import { date, described, fields, flag, list, oneOf, pattern, problem, text } from './schema';
import { didYouMean, orList } from './suggest';
import { DIFFERENCE_REASONS } from './difference-reasons';
import { PUBLICATION_ID } from './publication-schema';

export const PRECEDENT_KINDS = ['ruling', 'principle'] as const;
export const SOURCE_KINDS = [
  'forum-thread',
  'mailing-list',
  'commentary',
  'casebook',
  'column',
  'guidance',
  'minutes',
  'article',
] as const;
/** The table's yes-or-no facts (../bridge/ruling/table-facts.ts) about the insufficient bid, or about the call put in its place, as a precedent names them. */
const tableFactsAbout = (about: TableFactWords['about']): string[] =>
  TABLE_FACTS.map((f) => TABLE_FACT_WORDS[f.id])
    .filter((w) => w.about === about)
    .map((w) => w.precedentField);
/** The facts of a precedent, in the order of its file and pages: the auction, the table's facts about the insufficient bid, the call put in its place and the table's facts about it. */
export const PRECEDENT_FACTS: readonly string[] = Object.freeze([
  'dealer',
  'calls',
  ...tableFactsAbout('insufficient'),
  'outOfRotation',
  'replacement',
  ...tableFactsAbout('replacement'),
]);
/** The facts a precedent may mark as assumed. */
export const FACT_FIELDS: readonly string[] = Object.freeze([...PRECEDENT_FACTS, 'date', ...JUDGEMENT_FIELDS]);
/** Ids that are pages of their own under /precedents/. */
const RESERVED_IDS = ['differences'];
/** At most this many words in the one quoted phrase. */
export const QUOTE_WORDS = 15;

export type FindingId = keyof Judgement;

/** A call, kept in canonical form ('1D', '2NT', 'P', 'X'). */
function call(hint: string) {
  return callField(hint).transform((c) => c.value);
}

/** true, false or nothing (the source does not say). */
const maybe = (hint: string) => flag(`${hint}: true, false, or null when the source does not say`).nullable();

const finding = fields(
  { value: flag(), support: text('what in the source supports the finding, in our words') },
  'a finding',
);

const findings = fields(
  Object.fromEntries(JUDGEMENT_FIELDS.map((k) => [k, finding.optional()])) as Record<
    FindingId,
    z.ZodOptional<typeof finding>
  >,
  'the findings',
)
  .nullish()
  .transform((v) => v ?? {});

const assumedFact = fields(
  {
    field: described(
      z.string().superRefine((v, ctx) => {
        if (!FACT_FIELDS.includes(v)) {
          problem(
            ctx,
            [],
            `"${v}" is not a fact of a precedent${didYouMean(v, FACT_FIELDS)}`,
            `write ${orList(FACT_FIELDS.map((f) => `"${f}"`))}`,
          );
        }
      }),
      'a fact',
      `the name of a fact, e.g. "dealer"`,
    ),
    why: text('why it was chosen, as the source leaves it out'),
  },
  'an assumed fact',
);

/** The precedent's field of each of the table's yes-or-no facts. */
const tableFactFields = Object.fromEntries(
  TABLE_FACTS.map((f) => [TABLE_FACT_WORDS[f.id].precedentField, maybe(TABLE_FACT_WORDS[f.id].asks)]),
) as Record<PrecedentTableField, ReturnType<typeof maybe>>;
const otherFacts = {
  dealer: seatField.nullable(),
  calls: list(call('a call of the auction'), 'the calls, dealer first, up to and including the insufficient bid'),
  outOfRotation: flag(),
  replacement: call('the call put in place of the insufficient bid').nullable(),
};

const facts = fields(
  {
    // In the order of PRECEDENT_FACTS: the order of the parsed facts, and so of what is written from them.
    ...(Object.fromEntries(
      PRECEDENT_FACTS.map((k) => [
        k,
        k in otherFacts ? otherFacts[k as keyof typeof otherFacts] : tableFactFields[k as PrecedentTableField],
      ]),
    ) as typeof otherFacts & typeof tableFactFields),
    findings,
    assumed: list(assumedFact, 'the facts the source leaves out, each with why')
      .nullish()
      .transform((v) => v ?? []),
  },
  'the facts',
).superRefine((f, ctx) => {
  // Checked here, not with the whole precedent, so that a fault elsewhere in the file does not hide one in the auction.
  if (f.calls.length === 0) return;
  if (f.dealer === null) {
    problem(
      ctx,
      ['dealer'],
      'has no value, but an auction is given',
      'write the dealer (N, E, S or W); when the source does not say, the most natural seat, listed in "assumed" with why',
    );
    return;
  }
  checkAuction(f.dealer, f.calls, f.replacement, ctx);
});

const clauseOf27 = pattern(
  RULING_CLAUSE_NAME,
  'a clause of Law 27 as the site writes it, e.g. "27B1b", "27C"',
  (v) => `"${v}" is not written as a clause of Law 27 (like "27B1b")`,
);

const ruling = fields(
  {
    published: text('the ruling as the source gives it, in our words'),
    clauses: list(clauseOf27, 'the clauses of Law 27 it turned on').superRefine((v, ctx) => {
      if (v.length === 0)
        problem(ctx, [], 'is empty', 'name the clause(s) of Law 27 the ruling turned on, e.g. ["27B1b"]');
    }),
    otherLaws: list(
      text('a law, e.g. "82C"').superRefine((v, ctx) => {
        if (!parseLawPoint(v))
          problem(
            ctx,
            [],
            `"${v}" is not a law of the Laws: a law number (${LAW_NUMBERS.min}–${LAW_NUMBERS.max}) and, optionally, a clause`,
            'write the law as the Laws number it, e.g. "82C" or "16B1"',
          );
      }),
      'other laws it relied on',
    )
      .nullish()
      .transform((v) => v ?? []),
    partnerMustPass: maybe("the offender's partner must pass, as published"),
    leadRestrictions: maybe('lead restrictions apply, as published'),
    adjustment27D: maybe('an adjusted score under 27D was given or considered'),
    contested: z
      .union([z.literal(false), text('both views, briefly')])
      .nullish()
      .transform((v) => (typeof v === 'string' ? v : null)),
    views: list(
      fields(
        { who: text('who held the view, as the source names them'), view: text('the view, in our words') },
        'a view',
      ),
      'the views',
    )
      .nullish()
      .transform((v) => v ?? []),
  },
  'the ruling',
);

const source = fields(
  {
    kind: oneOf(SOURCE_KINDS, 'a kind of source'),
    publication: pattern(
      PUBLICATION_ID,
      'the id of its publication in content/publications.yaml, e.g. "bbo-forums"',
      (v) => `"${v}" is not a publication id (lower-case words joined by "-", as in content/publications.yaml)`,
    ),
    title: text('the thread or article title as published'),
    author: text('the author as the source names them')
      .nullish()
      .transform((v) => v ?? null),
    date: date({ month: true, year: true })
      .nullish()
      .transform((v) => v ?? null),
    // http: too, by shape: whether an http: address is allowed depends on its publication (content/publications.yaml, `http`), checked by the corpus.
    url: pattern(
      /^https?:\/\/[^\s"<>]+$/,
      'the address, starting https:// or http://',
      (v) => `"${v}" is not a web address (http:// or https://)`,
    )
      .superRefine((v, ctx) => {
        const scheme = /^(https?):\/\/[^\s"<>]+$/.exec(v)?.[1];
        const found = scheme === undefined ? null : addressProblem(v, scheme);
        if (found) problem(ctx, [], found.message, found.fix);
      })
      .nullish()
      .transform((v) => v ?? null),
    reference: text('a bibliographic reference')
      .nullish()
      .transform((v) => v ?? null),
  },
  'the source',
).superRefine((s, ctx) => {
  if (s.url === null && s.reference === null) {
    problem(
      ctx,
      [],
      'has neither "url" nor "reference": a reader could not find the original',
      'add "url:" with the address of the source, or "reference:" with a bibliographic reference',
    );
  }
});

export const precedentSchema = fields(
  {
    id: pattern(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'the file name without .yaml, e.g. "ebu-forum-4h-1nt-replaced-4nt"',
      (v) => `"${v}" is not lower-case words and digits joined by "-"`,
    ),
    title: text('a short title, in our words'),
    kind: oneOf(PRECEDENT_KINDS, 'a kind of precedent'),
    source,
    edition: editionIdField("the edition of the Laws the ruling was made under, e.g. '2017' or '2008-03'"),
    // The one clause the published ruling turned on (checked against the edition's text by the corpus).
    deciding: clauseOf27,
    editionWhy: text('why that edition: the date and the body'),
    body: text('the id of a governing body in content/bodies.yaml, e.g. EBU')
      .nullish()
      .transform((v) => v ?? null),
    facts,
    ruling,
    summary: text('what was ruled, in our own words'),
    quote: fields({ text: text('the short phrase, word for word'), where: text('who wrote it, and when') }, 'a quote')
      .superRefine((q, ctx) => {
        const words = q.text.trim().split(/\s+/).length;
        if (words > QUOTE_WORDS)
          problem(
            ctx,
            ['text'],
            `has ${words} words; a quotation is at most a short phrase (${QUOTE_WORDS} words)`,
            'shorten it to the phrase that matters, or say it in our own words in the summary',
          );
      })
      .nullish()
      .transform((v) => v ?? null),
    engineDiffers: fields(
      {
        reason: oneOf(DIFFERENCE_REASONS, 'a reason'),
        why: text('why the engine differs, in one sentence'),
      },
      'the difference',
    )
      .nullish()
      .transform((v) => v ?? null),
  },
  'a precedent',
).superRefine((p, ctx) => {
  if (RESERVED_IDS.includes(p.id))
    problem(
      ctx,
      ['id'],
      `"${p.id}" is the address of another page under /precedents/`,
      'choose another id (and file name)',
    );
  if (!p.ruling.clauses.includes(p.deciding))
    problem(
      ctx,
      ['deciding'],
      `"${p.deciding}" is not among the clauses the ruling turned on (${p.ruling.clauses.join(', ')})`,
      'write the deciding clause in ruling.clauses too, or choose the deciding clause among them',
    );
  if (p.facts.calls.length === 0 && p.kind === 'ruling') {
    problem(
      ctx,
      ['facts', 'calls'],
      'is empty, but the precedent is a ruling',
      'write the auction the source gives, or make it kind: principle when the source states a principle without a deal',
    );
  }
});

/**
 * Every call legal from the dealer (an earlier insufficient bid stood:
 * accepted), the last an insufficient bid, and the call put in its place
 * legal there or itself an insufficient bid (27B4): never another
 * irregularity (a double of partner's bid, a redouble of nothing), which is
 * not a Law 27 case.
 */
function checkAuction(dealer: Seat, calls: readonly string[], replacement: string | null, ctx: z.RefinementCtx): void {
  const before = calls.slice(0, -1);
  let auction;
  try {
    auction = parseAuction(dealer, before, { acceptInsufficient: true });
  } catch (e) {
    if (!(e instanceof AuctionError)) throw e;
    problem(
      ctx,
      ['calls', e.position - 1],
      lowerFirst(e.message),
      'correct the auction to the calls the source gives, dealer first',
    );
    return;
  }
  const last = calls[calls.length - 1] ?? '';
  const found = callProblem(auction, parseCall(last));
  if (found?.code !== 'insufficient') {
    const after = before.map((c) => callToDisplay(parseCall(c))).join(' ') || 'no calls';
    problem(
      ctx,
      ['calls', calls.length - 1],
      `the last call, ${callToDisplay(parseCall(last))}, is not an insufficient bid after ${after}${found ? ` (${found.reason})` : ''}`,
      'end the auction with the insufficient bid the ruling is about',
    );
    return;
  }
  const put = replacement === null ? undefined : callProblem(auction, parseCall(replacement));
  if (put && put.code !== 'insufficient')
    problem(
      ctx,
      ['replacement'],
      `${callToDisplay(parseCall(replacement ?? ''))} cannot be put in place of the insufficient bid: ${put.reason}`,
      'write the call the source says was put in its place: a legal call, or a bid itself insufficient (27B4)',
    );
}
