/**
 * What an example auction (content/examples/<id>.yaml) must hold: a zod
 * schema per kind of example, checked by the one reader (./schema.ts). The
 * bridge's own parsers read the calls and check the auction: every call
 * legal, the irregular call made by the player whose turn it was, and an
 * insufficient bid really insufficient.
 */
import { z } from 'astro/zod';
import { callProblem, parseAuction, whoseTurn } from '../bridge/auction';
import { callToDisplay, parseCall } from '../bridge/call';
import { AuctionError } from '../bridge/errors';
import {
  EXAMPLE_KINDS,
  JUDGEMENT_KEYS,
  SOURCE_RESTRICTIONS,
  VERDICT_CLAUSES,
  type ExampleKind,
} from '../bridge/examples';
import { seatName, type Seat } from '../bridge/seat';
import { callField, lowerFirst, seatField } from './bridge-fields';
import { editionIdField } from './edition-id';
import { fields, flag, list, oneOf, pattern, problem, text } from './schema';

/** A list that may be written as nothing (`notes:`): then it is empty. */
function optionalList<T extends z.ZodTypeAny>(item: T, hint: string) {
  return list(item, hint)
    .nullish()
    .transform((v) => v ?? []);
}

const judgement = fields(
  Object.fromEntries(JUDGEMENT_KEYS.map((k) => [k, flag().optional()])) as Record<
    (typeof JUDGEMENT_KEYS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
  'a judgement',
)
  .nullish()
  .transform((v) => v ?? {});

function verdict(kind: ExampleKind | undefined) {
  return fields(
    {
      restriction: oneOf(SOURCE_RESTRICTIONS as [string, ...string[]], 'a restriction'),
      clause: oneOf(VERDICT_CLAUSES as [string, ...string[]], 'a clause of Law 27 that a ruling can name').optional(),
      clauseStated: flag().optional(),
      leadRestrictions: flag(
        'true or false, without quotes: only when the source says whether lead restrictions (Law 26) may apply',
      ).optional(),
      adjustedScore: flag(
        'true or false, without quotes: only when the source says whether Law 27D (an adjusted score) may apply',
      ).optional(),
      quote: text("the source's own words"),
    },
    'a verdict',
  ).superRefine((v, ctx) => {
    if (v.clauseStated === true && v.clause === undefined) {
      problem(
        ctx,
        ['clauseStated'],
        'is true, but no clause is given',
        'add "clause:" with the clause the source cites, or write clauseStated: false',
      );
    }
    if (kind === 'call-out-of-rotation' && v.adjustedScore !== undefined) {
      problem(
        ctx,
        ['adjustedScore'],
        'Law 27D belongs to insufficient bids; a call out of rotation is not ruled under Law 27',
        'remove adjustedScore',
      );
    }
    if (kind === 'call-out-of-rotation' && v.clause !== undefined) {
      problem(
        ctx,
        ['clause'],
        'a call out of rotation is not ruled under Law 27',
        'remove the clause; the restriction alone records the verdict',
      );
    }
    if (kind === 'insufficient-bid' && v.restriction === 'partner-must-pass-once') {
      problem(
        ctx,
        ['restriction'],
        'partner-must-pass-once belongs to calls out of rotation; under Law 27 partner passes whenever it is his turn',
        'write partner-must-pass',
      );
    }
  });
}

function replacement(kind: ExampleKind | undefined) {
  return fields(
    {
      call: callField('the replacement call').optional(),
      description: text('what the replacement is, when the source names a class of calls').optional(),
      condition: text('the condition under which the verdict holds').optional(),
      judgement,
      verdict: verdict(kind),
      note: text('the note').optional(),
    },
    'a replacement',
  ).superRefine((r, ctx) => {
    if (r.call !== undefined) return;
    if (kind === 'insufficient-bid') {
      problem(
        ctx,
        [],
        '"call" is missing; every replacement of an insufficient bid names its call',
        'add "call:" with the replacement call, e.g. call: \'2♥\'',
      );
    } else if (r.description === undefined) {
      problem(
        ctx,
        [],
        'has neither a call nor a description',
        'add "call:" with the replacement call, or "description:" when the source names a class of calls',
      );
    }
  });
}

/** A field of the other kind of example: reported as such, at its key. */
function foreign(other: ExampleKind, own: ExampleKind, key: string) {
  return z
    .unknown()
    .superRefine((_, ctx) =>
      problem(
        ctx,
        [],
        `is a field of ${other} examples, but this one is ${own}`,
        `remove "${key}", or change the kind to ${other}`,
        'key',
      ),
    )
    .optional();
}

const common = (kind: ExampleKind | undefined) => ({
  id: pattern(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "the example's id, the same as the file name, e.g. zone7-1d-1s-1h",
    (v) => `${JSON.stringify(v)} is not lower-case words and digits joined by "-"`,
  ),
  kind: oneOf(EXAMPLE_KINDS as [ExampleKind, ...ExampleKind[]], 'a kind of example'),
  title: text("the example's title"),
  source: fields(
    {
      document: text('the id of a guidance document in content/guidance'),
      place: text('where in the document the example is (slide or section)'),
    },
    'source',
  ),
  edition: editionIdField(
    "the edition of the Laws the source was written for, as content/editions.yaml names it, e.g. '2017'",
  ),
  dealer: seatField,
  offender: seatField,
  assumptions: optionalList(
    text('an assumption made in recording the example'),
    'assumptions made in recording the example',
  ),
  intent: text('the intended meaning of the irregular call'),
  replacements: list(replacement(kind), 'the replacements the source discusses').superRefine((rs, ctx) => {
    if (rs.length === 0) problem(ctx, [], 'is empty', 'list each replacement the source discusses, with its verdict');
  }),
  notes: optionalList(text('a note'), 'notes'),
});

const COMMON_FIELDS = Object.keys(common(undefined));
const auctionCalls = () =>
  optionalList(callField('a call of the auction'), 'the calls before the irregular one, dealer first');

/** The schema of an example of `kind`; of any kind (every field allowed) when the kind is not known. */
export function exampleSchema(kind: unknown) {
  if (kind === 'insufficient-bid') {
    const shape = {
      ...common(kind),
      auction: list(callField('a call of the auction'), 'the calls before the insufficient bid, dealer first')
        .nullable()
        .transform((v) => v ?? []),
      insufficient: callField('the insufficient bid'),
      withdrawn: foreign('call-out-of-rotation', kind, 'withdrawn'),
    };
    return fields(shape, 'an insufficient-bid example', [...COMMON_FIELDS, 'auction', 'insufficient']).superRefine(
      checkInsufficientBid,
    );
  }
  if (kind === 'call-out-of-rotation') {
    const shape = {
      ...common(kind),
      auction: auctionCalls().optional(),
      withdrawn: callField('the call made out of rotation'),
      insufficient: foreign('insufficient-bid', kind, 'insufficient'),
    };
    return fields(shape, 'a call-out-of-rotation example', [...COMMON_FIELDS, 'auction', 'withdrawn']).superRefine(
      checkOutOfRotation,
    );
  }
  return fields(
    {
      ...common(undefined),
      auction: auctionCalls().optional(),
      insufficient: callField('the insufficient bid').optional(),
      withdrawn: callField('the call made out of rotation').optional(),
    },
    'an example',
  );
}

type Call = { value: string; written: string };
interface Checked {
  dealer: Seat;
  offender: Seat;
  auction?: Call[] | undefined;
}

/** The auction as the bridge reads it; undefined (reported at the call at fault) when a call is illegal. */
function auctionOf(e: Checked, ctx: z.RefinementCtx) {
  try {
    return parseAuction(
      e.dealer,
      (e.auction ?? []).map((c) => c.written),
    );
  } catch (error) {
    if (!(error instanceof AuctionError)) throw error;
    problem(
      ctx,
      ['auction', error.position - 1],
      lowerFirst(error.message),
      'correct the auction to the calls the source gives: every call before the irregular one must be legal',
    );
    return undefined;
  }
}

function checkTurn(e: Checked, turn: Seat | null, ctx: z.RefinementCtx): void {
  if (turn === e.offender) return;
  problem(
    ctx,
    ['offender'],
    `is ${seatName(e.offender)}, but after this auction it is ${turn === null ? 'nobody' : seatName(turn)}'s turn to call`,
    turn === null
      ? 'correct the auction: it must not have ended'
      : `write offender: '${turn}', or correct the dealer or the auction`,
  );
}

function checkInsufficientBid(e: Checked & { insufficient: Call }, ctx: z.RefinementCtx): void {
  const auction = auctionOf(e, ctx);
  if (auction === undefined) return;
  const turn = whoseTurn(auction);
  if (turn === null) {
    problem(
      ctx,
      ['auction'],
      'has already ended, so no insufficient bid can follow',
      'remove the final passes, or correct the auction to the calls the source gives',
    );
    return;
  }
  checkTurn(e, turn, ctx);
  if (callProblem(auction, parseCall(e.insufficient.value))?.code !== 'insufficient') {
    const after = auction.calls.map((c) => callToDisplay(c)).join(' ') || 'no calls';
    problem(
      ctx,
      ['insufficient'],
      `${callToDisplay(parseCall(e.insufficient.value))} is not an insufficient bid after ${after}`,
      'write the bid the offender made; it must be lower than the last bid',
    );
  }
}

function checkOutOfRotation(e: Checked, ctx: z.RefinementCtx): void {
  if (e.auction === undefined) return;
  const auction = auctionOf(e, ctx);
  if (auction !== undefined) checkTurn(e, whoseTurn(auction), ctx);
}
