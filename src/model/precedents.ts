/**
 * Published rulings on Law 27 (content/precedents/<id>.yaml, one per file):
 * read by the one reader against a zod schema (./schema.ts), every problem
 * at the line and column of the value at fault, with its fix.
 *
 * Checked here, file by file: the fields (did-you-mean for unknown ones),
 * the source (a publication and a URL or a bibliographic reference), the
 * date (YYYY, YYYY-MM or YYYY-MM-DD, and a real one), the auction (every
 * call legal from the dealer, read by the bridge's parser, the last call an
 * insufficient bid), and that the Law 27 engine accepts the facts and
 * findings together (it refuses contradicting findings naming the field,
 * which is reported at that field). What depends on other sources (the
 * edition in the registry, each clause in that edition's text, the body) is
 * checked by the corpus (./corpus.ts) with `fieldAt`; whether the engine's
 * ruling agrees with the published one is src/derive/precedent-rulings.ts.
 */
import path from 'node:path';
import { z } from 'astro/zod';
import { callProblem, parseAuction } from '../bridge/auction';
import { callToDisplay, callToString, parseCall } from '../bridge/call';
import { isRuledEdition } from '../bridge/ruled-editions';
import { AuctionError, BridgeError, RulingInputError } from '../bridge/errors';
import { JUDGEMENT_FIELDS, type Judgement } from '../bridge/judgement';
import { rule } from '../bridge/ruling';
import type { RulingInput } from '../bridge/ruling/types';
import { SEATS, isSeat, type Seat } from '../bridge/seat';
import type { Diagnostic, SourcePoint } from './diagnostic';
import { editionIdField, type EditionId } from './edition-id';
import { checkSchema, date, described, fields, flag, list, oneOf, pattern, problem, text } from './schema';
import { sourceFiles } from './source-files';
import { readYaml, SourceText, type DataPath, type YamlData } from './source-reader';
import { didYouMean, nearest, orList } from './suggest';

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
/** Why the engine's ruling differs from the published one. */
export const DIFFERENCE_REASONS = ['finding', 'edition', 'source-error', 'opinion'] as const;
export type DifferenceReason = (typeof DIFFERENCE_REASONS)[number];
/** The facts a precedent may mark as assumed. */
export const FACT_FIELDS = [
  'dealer',
  'calls',
  'lhoAccepted',
  'outOfRotation',
  'replacement',
  'premature',
  'replacementAccepted',
  'date',
  ...JUDGEMENT_FIELDS,
] as const;
/** Ids that are pages of their own under /precedents/. */
const RESERVED_IDS = ['differences'];
/** At most this many words in the one quoted phrase. */
export const QUOTE_WORDS = 15;

export type FindingId = keyof Judgement;

export interface PrecedentFinding {
  value: boolean;
  /** What in the source supports it, in our words. */
  support: string;
}

export interface Precedent {
  id: string;
  title: string;
  /** ruling: a case with an auction; principle: a principle stated without a deal. */
  kind: (typeof PRECEDENT_KINDS)[number];
  source: {
    kind: (typeof SOURCE_KINDS)[number];
    publication: string;
    title: string;
    author: string | null;
    /** YYYY, YYYY-MM or YYYY-MM-DD: as precise as the source gives it. */
    date: string | null;
    url: string | null;
    reference: string | null;
  };
  edition: EditionId;
  editionWhy: string;
  /** The governing body, an id of content/bodies.yaml, when known. */
  body: string | null;
  facts: {
    dealer: Seat | null;
    /** The whole auction, dealer first, the insufficient bid last (canonical calls); empty for a principle. */
    calls: string[];
    lhoAccepted: boolean | null;
    outOfRotation: boolean;
    replacement: string | null;
    premature: boolean | null;
    replacementAccepted: boolean | null;
    findings: Partial<Record<FindingId, PrecedentFinding>>;
    assumed: { field: string; why: string }[];
  };
  ruling: {
    published: string;
    /** Clause ids of Law 27 as "27B1b". */
    clauses: string[];
    otherLaws: string[];
    partnerMustPass: boolean | null;
    leadRestrictions: boolean | null;
    adjustment27D: boolean | null;
    /** Both views, briefly, when it was contested. */
    contested: string | null;
    views: { who: string; view: string }[];
  };
  summary: string;
  quote: { text: string; where: string } | null;
  /** Why the engine's ruling differs from the published one, when it does. */
  engineDiffers: { reason: DifferenceReason; why: string } | null;
  /** Where its parts are written, for the checks made once every source is loaded. */
  at: { file: string; ruling: SourcePoint; engineDiffers: SourcePoint };
}

const CALL_FIX = 'write a bid from 1♣ to 7NT (1C … 7NT), or Pass (P), X or XX';

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** A call, kept in canonical form ('1D', '2NT', 'P', 'X'). */
function call(hint: string) {
  return described(
    z.string().transform((written, ctx) => {
      try {
        return callToString(parseCall(written));
      } catch (e) {
        if (!(e instanceof BridgeError)) throw e;
        problem(ctx, [], lowerFirst(e.message), CALL_FIX);
        return z.NEVER;
      }
    }),
    'a call',
    `${hint}, e.g. "2♥" or "3NT"`,
  );
}

const seat = described(
  z.string().superRefine((v, ctx) => {
    if (!isSeat(v)) problem(ctx, [], `${JSON.stringify(v)} is not a seat`, `write ${orList(SEATS)}`);
  }),
  'a seat',
  `a seat: ${orList(SEATS)}`,
).transform((v) => v as Seat);

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
        if (!(FACT_FIELDS as readonly string[]).includes(v)) {
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

const facts = fields(
  {
    dealer: seat.nullable(),
    calls: list(call('a call of the auction'), 'the calls, dealer first, up to and including the insufficient bid'),
    lhoAccepted: maybe("the offender's left-hand opponent accepted the insufficient bid (27A1)"),
    outOfRotation: flag(),
    replacement: call('the call put in place of the insufficient bid').nullable(),
    premature: maybe('the replacement was made before the Director ruled (27C)'),
    replacementAccepted: maybe('LHO accepted a replacement that is itself insufficient (27B4)'),
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
  checkAuction(f.dealer, f.calls, ctx);
});

const clauseOf27 = pattern(
  /^27[A-D](?:\d[a-z]?)?$/,
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
    otherLaws: list(text('a law, e.g. "82C"'), 'other laws it relied on')
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
    kind: oneOf(SOURCE_KINDS as unknown as [string, ...string[]], 'a kind of source'),
    publication: text('the site, journal, list or book'),
    title: text('the thread or article title as published'),
    author: text('the author as the source names them')
      .nullish()
      .transform((v) => v ?? null),
    date: date({ month: true, year: true })
      .nullish()
      .transform((v) => v ?? null),
    url: pattern(
      /^https?:\/\/[^\s"<>]+$/,
      'the address, starting https:// or http://',
      (v) => `"${v}" is not a web address (http:// or https://)`,
    )
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

const precedentSchema = fields(
  {
    id: pattern(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'the file name without .yaml, e.g. "ebu-forum-4h-1nt-replaced-4nt"',
      (v) => `"${v}" is not lower-case words and digits joined by "-"`,
    ),
    title: text('a short title, in our words'),
    kind: oneOf(PRECEDENT_KINDS as unknown as [string, ...string[]], 'a kind of precedent'),
    source,
    edition: editionIdField("the edition of the Laws the ruling was made under, e.g. '2017' or '2008-03'"),
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
        reason: oneOf(DIFFERENCE_REASONS as unknown as [string, ...string[]], 'a reason'),
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
  if (p.facts.calls.length === 0 && p.kind === 'ruling') {
    problem(
      ctx,
      ['facts', 'calls'],
      'is empty, but the precedent is a ruling',
      'write the auction the source gives, or make it kind: principle when the source states a principle without a deal',
    );
  }
});

/** Every call legal from the dealer (an earlier insufficient bid stood: accepted), the last an insufficient bid. */
function checkAuction(dealer: Seat, calls: readonly string[], ctx: z.RefinementCtx): void {
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
  }
}

type Checked = z.output<typeof precedentSchema>;

/** What the engine is told: the precedent's facts and findings, under its edition; what the source leaves out is left out. */
export function precedentRulingInput(p: Pick<Precedent, 'edition' | 'facts'>): RulingInput | null {
  const f = p.facts;
  const insufficient = f.calls[f.calls.length - 1];
  if (insufficient === undefined || f.dealer === null) return null;
  const judgement: { -readonly [K in FindingId]?: boolean } = {};
  for (const k of JUDGEMENT_FIELDS) {
    const v = f.findings[k];
    if (v !== undefined) judgement[k] = v.value;
  }
  return {
    edition: p.edition,
    dealer: f.dealer,
    calls: f.calls.slice(0, -1),
    insufficient,
    ...(f.outOfRotation ? { inRotation: false } : {}),
    ...(f.lhoAccepted === null ? {} : { accepted: f.lhoAccepted }),
    ...(f.replacement === null ? {} : { replacement: f.replacement }),
    ...(f.premature === null ? {} : { premature: f.premature }),
    ...(f.replacementAccepted === null ? {} : { replacementAccepted: f.replacementAccepted }),
    ...(Object.keys(judgement).length > 0 ? { judgement } : {}),
  };
}

/** The field of a precedent an engine's input field is written in. */
function inputFieldPath(field: string, calls: number): DataPath {
  const [head, sub] = field.split('.');
  if (head === 'judgement' && sub !== undefined) return ['facts', 'findings', sub, 'value'];
  const m = /^calls\[(\d+)\]$/.exec(field);
  if (m) return ['facts', 'calls', Number(m[1])];
  const map: Record<string, DataPath> = {
    edition: ['edition'],
    dealer: ['facts', 'dealer'],
    calls: ['facts', 'calls'],
    insufficient: ['facts', 'calls', calls - 1],
    inRotation: ['facts', 'outOfRotation'],
    accepted: ['facts', 'lhoAccepted'],
    replacement: ['facts', 'replacement'],
    premature: ['facts', 'premature'],
    replacementAccepted: ['facts', 'replacementAccepted'],
  };
  return map[head ?? ''] ?? ['facts'];
}

/** The engine takes the facts and findings together, or refuses them naming the field: reported at that field. */
function checkWithEngine(p: Precedent, yaml: YamlData, src: SourceText): void {
  if (!isRuledEdition(p.edition)) return; // the corpus reports an edition the engine does not know
  const input = precedentRulingInput(p);
  if (input === null) return;
  try {
    rule(input);
  } catch (e) {
    if (!(e instanceof RulingInputError)) throw e;
    const message = e.message.slice(e.field.length + 2);
    src.sink.error(
      yaml.locate(inputFieldPath(e.field, p.facts.calls.length)),
      `the Law 27 engine refuses these facts (${e.field}): ${message}`,
      'correct the facts or findings to what the source gives; facts that contradict each other cannot all be right',
    );
  }
}

function toPrecedent(c: Checked, yaml: YamlData, file: string): Precedent {
  return {
    ...c,
    kind: c.kind as Precedent['kind'],
    source: { ...c.source, kind: c.source.kind as Precedent['source']['kind'] },
    facts: { ...c.facts, findings: c.facts.findings as Precedent['facts']['findings'] },
    engineDiffers:
      c.engineDiffers === null
        ? null
        : { reason: c.engineDiffers.reason as DifferenceReason, why: c.engineDiffers.why },
    at: { file, ruling: yaml.locate(['ruling'], 'key'), engineDiffers: yaml.locate(['engineDiffers'], 'key') },
  };
}

export interface PrecedentsLoadResult {
  /** The precedents of the files without problems, sorted by id. */
  precedents: Precedent[];
  diagnostics: Diagnostic[];
  /** Where a field of a loaded precedent is written. */
  fieldAt(id: string, path: DataPath): SourcePoint;
}

/** Reads one precedent; every problem is in the source's sink. */
export function readPrecedent(
  src: SourceText,
  fileName: string,
): { precedent: Precedent | undefined; yaml?: YamlData } {
  const yaml = readYaml(src, undefined, 'the file');
  if (!yaml) return { precedent: undefined };
  const checked = checkSchema(precedentSchema, yaml, src, { whole: 'the precedent' });
  if (checked === undefined) return { precedent: undefined, yaml };
  const stem = fileName.replace(/\.ya?ml$/i, '');
  if (checked.id !== stem)
    src.sink.error(
      yaml.locate(['id']),
      `id: "${checked.id}" does not match the file name ${fileName}`,
      `rename the file to ${checked.id}.yaml, or write id: ${stem}`,
    );
  const precedent = toPrecedent(checked, yaml, src.file);
  checkWithEngine(precedent, yaml, src);
  return { precedent: src.failed ? undefined : precedent, yaml };
}

/** Every precedent of `dir` (none when it does not exist), each file on its own. */
export function loadPrecedents(dir: string, display?: (file: string) => string): PrecedentsLoadResult {
  const located = new Map<string, YamlData>();
  const { items, diagnostics } = sourceFiles(
    dir,
    /\.ya?ml$/i,
    (t, shown, file) => {
      const src = new SourceText(t, shown);
      const { precedent, yaml } = readPrecedent(src, path.basename(file));
      if (precedent && yaml) located.set(precedent.id, yaml);
      return { item: precedent, diagnostics: src.diagnostics() };
    },
    display,
  );
  return {
    precedents: items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    diagnostics,
    fieldAt: (id, at) => located.get(id)?.locate(at) ?? { line: 1, column: 1 },
  };
}

/** The clause ids of Law 27 a text has, as precedents write them ("27B1b"), for did-you-mean. */
export function clauseProblem(
  written: string,
  ids: readonly string[],
  editionShort: string,
): { message: string; fix: string } | undefined {
  const known = ids.filter((i) => i !== 'footnote').map((i) => `27${i}`);
  if (known.includes(written)) return undefined;
  const guess = nearest(written, known)[0];
  return {
    message: `clause "${written}" is not in the ${editionShort} text of Law 27${didYouMean(written, known)}`,
    fix: guess
      ? `write "${guess}" if that is what you meant; the clauses are ${known.join(', ')}`
      : `use a clause of that text: ${known.join(', ')}`,
  };
}
