/**
 * Worked examples from the sources, kept as data (content/examples/*.yaml,
 * one example per file) and checked here with plain TypeScript — no schema
 * library, so the bridge stays free of Astro and zod.
 *
 * Two kinds:
 * - `insufficient-bid`: a Law 27 case. The auction before the insufficient
 *   bid, the bid, and each replacement the source discusses with the
 *   source's own verdict. `exampleRulingInput` turns one replacement into a
 *   `RulingInput`, so the engine can be checked against the source.
 * - `call-out-of-rotation`: a comparable-call example under Laws 23/30/31.
 *   Kept with its own verdicts; not a Law 27 case, so never run through `rule`.
 *
 * The loader normalises calls to canonical form ('1D', '2NT', 'P', 'X').
 *
 * This module has no static Node imports, so a browser bundle may import the
 * types and the validator; only `loadExamples` needs Node (it reaches the
 * file system through `process.getBuiltinModule`, Node ≥ 20.16).
 */
import { parse as parseYaml } from 'yaml';
import { callProblem, parseAuction, whoseTurn, type Auction } from './auction';
import { callToString, parseCall } from './call';
import { isEdition, type Edition } from './edition';
import { BridgeError, ExampleError } from './errors';
import { isSeat, seatName, type Seat } from './seat';
import type { Judgement, RulingClause, RulingInput } from './ruling';

export type ExampleKind = 'insufficient-bid' | 'call-out-of-rotation';
export type SourceDocument = 'zone7-2008' | 'comparable-calls';
/** What the source says happens to the offender's partner. */
export type SourceRestriction = 'none' | 'partner-must-pass' | 'partner-must-pass-once';

export const SOURCE_DOCUMENTS: Readonly<Record<SourceDocument, string>> = {
  'zone7-2008': 'Zone 7 Law Interpretations, Regulations and Guidance (Arie Geursen, undated; for the 2008 Laws), Part III: Law 27',
  'comparable-calls': 'Director guide for insufficient bids, calls out of rotation, lead penalties, and comparable calls (2017 Laws)',
};

export interface ExampleSource {
  readonly document: SourceDocument;
  /** Where in the document: slide or section title. */
  readonly place: string;
}

export interface SourceVerdict {
  readonly restriction: SourceRestriction;
  /** The deciding clause, when the source names it or uses its words. */
  readonly clause?: RulingClause;
  /** True when the source itself cites the clause; false when it is read from the source's words. */
  readonly clauseStated: boolean;
  /** The source's own words, briefly. */
  readonly quote: string;
}

export interface ExampleReplacement {
  /** Canonical call; absent when the source describes a class of calls instead. */
  readonly call?: string;
  /** What the replacement is, when the source describes it rather than naming a call. */
  readonly description?: string;
  /** The condition under which the source's verdict holds, e.g. "if a negative double shows 4+ hearts". */
  readonly condition?: string;
  /** The Director's findings as the source states or implies them. */
  readonly judgement: Judgement;
  readonly verdict: SourceVerdict;
  readonly note?: string;
}

interface ExampleBase {
  readonly id: string;
  readonly title: string;
  readonly source: ExampleSource;
  /** The edition of the Laws the source was written for. */
  readonly edition: Edition;
  readonly dealer: Seat;
  /** The player who made the irregular call. */
  readonly offender: Seat;
  /** Assumptions made in recording the example (e.g. who dealt when the source does not say). */
  readonly assumptions: readonly string[];
  /** The intended meaning of the irregular call. */
  readonly intent: string;
  readonly replacements: readonly ExampleReplacement[];
  readonly notes: readonly string[];
}

export interface InsufficientBidExample extends ExampleBase {
  readonly kind: 'insufficient-bid';
  /** Legal calls before the insufficient bid, canonical, dealer first. */
  readonly auction: readonly string[];
  readonly insufficient: string;
}

export interface CallOutOfRotationExample extends ExampleBase {
  readonly kind: 'call-out-of-rotation';
  /** The call made out of rotation and withdrawn. */
  readonly withdrawn: string;
  /** The legal calls from the dealer up to the offender's turn, when the source gives them. */
  readonly auction?: readonly string[];
}

export type Example = InsufficientBidExample | CallOutOfRotationExample;

const KINDS: readonly ExampleKind[] = ['insufficient-bid', 'call-out-of-rotation'];
const RESTRICTIONS: readonly SourceRestriction[] = ['none', 'partner-must-pass', 'partner-must-pass-once'];
const CLAUSES: readonly RulingClause[] = ['27A1', '27A2', '27B', '27B1a', '27B1b', '27B2', '27B3', '27B4'];
const JUDGEMENT_KEYS = ['insufficientArtificial', 'replacementArtificial', 'sameDenominations', 'comparable'] as const;
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// ------------------------------------------------------------ validation

type Obj = Record<string, unknown>;

class Reader {
  constructor(private readonly file: string) {}

  fail(field: string, message: string, cause?: unknown): never {
    throw new ExampleError(this.file, field, message, cause === undefined ? undefined : { cause });
  }

  object(value: unknown, field: string): Obj {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.fail(field, `must be a mapping, got ${describe(value)}`);
    }
    return value as Obj;
  }

  onlyKeys(obj: Obj, field: string, allowed: readonly string[]): void {
    for (const key of Object.keys(obj)) {
      if (!allowed.includes(key)) {
        this.fail(join2(field, key), `unknown field; expected one of ${allowed.join(', ')}`);
      }
    }
  }

  string(obj: Obj, field: string, key: string): string {
    const v = obj[key];
    if (typeof v !== 'string' || v.trim() === '') {
      this.fail(join2(field, key), v === undefined ? 'is required' : `must be non-empty text, got ${describe(v)}`);
    }
    return v;
  }

  optionalString(obj: Obj, field: string, key: string): string | undefined {
    return obj[key] === undefined ? undefined : this.string(obj, field, key);
  }

  stringList(obj: Obj, field: string, key: string, allowEmpty: boolean): string[] {
    const v = obj[key];
    if (!Array.isArray(v)) this.fail(join2(field, key), v === undefined ? 'is required' : `must be a list, got ${describe(v)}`);
    if (!allowEmpty && v.length === 0) this.fail(join2(field, key), 'must not be empty');
    return v.map((item, i) => {
      if (typeof item !== 'string' || item.trim() === '') {
        this.fail(`${join2(field, key)}[${i}]`, `must be non-empty text, got ${describe(item)}`);
      }
      return item;
    });
  }

  oneOf<T extends string>(obj: Obj, field: string, key: string, allowed: readonly T[]): T {
    const v = obj[key];
    if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
      this.fail(join2(field, key), `${v === undefined ? 'is required' : `is ${describe(v)}`}; expected one of ${allowed.join(', ')}`);
    }
    return v as T;
  }

  boolean(obj: Obj, field: string, key: string): boolean {
    const v = obj[key];
    if (typeof v !== 'boolean') this.fail(join2(field, key), v === undefined ? 'is required' : `must be true or false, got ${describe(v)}`);
    return v;
  }

  call(text: string, field: string): string {
    try {
      return callToString(parseCall(text));
    } catch (e) {
      return this.fail(field, e instanceof Error ? e.message : String(e), e);
    }
  }

  seat(obj: Obj, field: string, key: string): Seat {
    const v = obj[key];
    if (!isSeat(v)) this.fail(join2(field, key), `${v === undefined ? 'is required' : `is ${describe(v)}`}; expected N, E, S or W`);
    return v;
  }

  auction(dealer: Seat, calls: readonly string[], field: string): Auction {
    try {
      return parseAuction(dealer, calls);
    } catch (e) {
      if (!(e instanceof BridgeError)) throw e;
      return this.fail(field, e.message, e);
    }
  }
}

function join2(field: string, key: string): string {
  return field === '' ? key : `${field}.${key}`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return JSON.stringify(value) ?? typeof value;
}

function readJudgement(r: Reader, value: unknown, field: string): Judgement {
  if (value === undefined) return {};
  const obj = r.object(value, field);
  r.onlyKeys(obj, field, JUDGEMENT_KEYS);
  const out: { -readonly [K in keyof Judgement]: Judgement[K] } = {};
  for (const key of JUDGEMENT_KEYS) {
    if (obj[key] !== undefined) out[key] = r.boolean(obj, field, key);
  }
  return out;
}

function readReplacement(r: Reader, value: unknown, field: string, kind: ExampleKind): ExampleReplacement {
  const obj = r.object(value, field);
  r.onlyKeys(obj, field, ['call', 'description', 'condition', 'judgement', 'verdict', 'note']);
  const rawCall = obj['call'];
  let call: string | undefined;
  if (rawCall !== undefined) {
    if (typeof rawCall !== 'string') r.fail(join2(field, 'call'), `must be a call written as text, got ${describe(rawCall)}`);
    call = r.call(rawCall, join2(field, 'call'));
  }
  const description = r.optionalString(obj, field, 'description');
  if (call === undefined && description === undefined) {
    r.fail(field, 'needs a call, or a description when the source names a class of calls');
  }
  if (call === undefined && kind === 'insufficient-bid') {
    r.fail(join2(field, 'call'), 'is required in an insufficient-bid example');
  }
  const condition = r.optionalString(obj, field, 'condition');
  const note = r.optionalString(obj, field, 'note');
  const judgement = readJudgement(r, obj['judgement'], join2(field, 'judgement'));
  const vField = join2(field, 'verdict');
  const v = r.object(obj['verdict'], vField);
  r.onlyKeys(v, vField, ['restriction', 'clause', 'clauseStated', 'quote']);
  const restriction = r.oneOf(v, vField, 'restriction', RESTRICTIONS);
  const clause = v['clause'] === undefined ? undefined : r.oneOf(v, vField, 'clause', CLAUSES);
  const clauseStated = v['clauseStated'] === undefined ? false : r.boolean(v, vField, 'clauseStated');
  if (clauseStated && clause === undefined) r.fail(join2(vField, 'clauseStated'), 'is true but no clause is given');
  if (kind === 'call-out-of-rotation' && clause !== undefined) {
    r.fail(join2(vField, 'clause'), 'a call out of rotation is not ruled under Law 27; leave the clause out');
  }
  if (kind === 'insufficient-bid' && restriction === 'partner-must-pass-once') {
    r.fail(join2(vField, 'restriction'), 'partner-must-pass-once belongs to calls out of rotation; under Law 27 partner passes whenever it is his turn');
  }
  const verdict: SourceVerdict = {
    restriction,
    clauseStated,
    quote: r.string(v, vField, 'quote'),
    ...(clause === undefined ? {} : { clause }),
  };
  return {
    ...(call === undefined ? {} : { call }),
    ...(description === undefined ? {} : { description }),
    ...(condition === undefined ? {} : { condition }),
    judgement,
    verdict,
    ...(note === undefined ? {} : { note }),
  };
}

/**
 * Checks one parsed example file and returns it with calls in canonical form.
 * @param file the file name, used in messages and checked against the id.
 * @throws ExampleError naming the file and the field at fault.
 */
export function validateExample(data: unknown, file: string): Example {
  const r: Reader = new Reader(file);
  const obj = r.object(data, '');
  const kind = r.oneOf(obj, '', 'kind', KINDS);
  const common = ['id', 'kind', 'title', 'source', 'edition', 'dealer', 'offender', 'assumptions', 'intent', 'replacements', 'notes', 'auction'];
  r.onlyKeys(obj, '', kind === 'insufficient-bid' ? [...common, 'insufficient'] : [...common, 'withdrawn']);

  const id = r.string(obj, '', 'id');
  if (!ID_PATTERN.test(id)) r.fail('id', `${JSON.stringify(id)} is not kebab-case (lower-case words and digits joined by "-")`);
  const stem = (file.split(/[\\/]/).pop() ?? file).replace(/\.[^.]*$/, '');
  if (/\.ya?ml$/i.test(file) && stem !== id) r.fail('id', `${JSON.stringify(id)} does not match the file name ${JSON.stringify(stem)}`);

  const title = r.string(obj, '', 'title');
  const src = r.object(obj['source'], 'source');
  r.onlyKeys(src, 'source', ['document', 'place']);
  const source: ExampleSource = {
    document: r.oneOf(src, 'source', 'document', Object.keys(SOURCE_DOCUMENTS) as SourceDocument[]),
    place: r.string(src, 'source', 'place'),
  };
  const editionValue = obj['edition'];
  if (!isEdition(editionValue)) {
    r.fail('edition', `${editionValue === undefined ? 'is required' : `is ${describe(editionValue)}`}; expected '2007', '2008-03' or '2017' (quote it in YAML)`);
  }
  const edition: Edition = editionValue;
  const dealer = r.seat(obj, '', 'dealer');
  const offender = r.seat(obj, '', 'offender');
  const assumptions = obj['assumptions'] === undefined ? [] : r.stringList(obj, '', 'assumptions', true);
  const notes = obj['notes'] === undefined ? [] : r.stringList(obj, '', 'notes', true);
  const intent = r.string(obj, '', 'intent');
  const rawReplacements = obj['replacements'];
  if (!Array.isArray(rawReplacements) || rawReplacements.length === 0) {
    r.fail('replacements', 'must be a non-empty list of the replacements the source discusses');
  }
  const replacements = rawReplacements.map((item, i) => readReplacement(r, item, `replacements[${i}]`, kind));
  const base = { id, title, source, edition, dealer, offender, assumptions, intent, replacements, notes };

  if (kind === 'insufficient-bid') {
    const calls = r.stringList(obj, '', 'auction', true).map((c, i) => r.call(c, `auction[${i}]`));
    const auction = r.auction(dealer, calls, 'auction');
    const turn = whoseTurn(auction);
    if (turn === null) r.fail('auction', 'the auction has already ended, so no insufficient bid can follow');
    if (turn !== offender) {
      r.fail('offender', `is ${seatName(offender)}, but after this auction it is ${seatName(turn)}'s turn to call`);
    }
    const insufficient = r.call(r.string(obj, '', 'insufficient'), 'insufficient');
    const ib = parseCall(insufficient);
    if (callProblem(auction, ib)?.code !== 'insufficient') {
      r.fail('insufficient', `${insufficient} is not an insufficient bid after ${calls.join(' ') || 'no calls'}`);
    }
    return { kind, ...base, auction: calls, insufficient };
  }

  const withdrawn = r.call(r.string(obj, '', 'withdrawn'), 'withdrawn');
  if (obj['auction'] === undefined) return { kind, ...base, withdrawn };
  const calls = r.stringList(obj, '', 'auction', true).map((c, i) => r.call(c, `auction[${i}]`));
  const auction = r.auction(dealer, calls, 'auction');
  const turn = whoseTurn(auction);
  if (turn !== offender) {
    r.fail('offender', `is ${seatName(offender)}, but after this auction it is ${turn === null ? 'nobody' : seatName(turn)}'s turn to call`);
  }
  return { kind, ...base, withdrawn, auction: calls };
}

/** Parses and checks one example written in YAML. */
export function parseExampleYaml(text: string, file: string): Example {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (e) {
    throw new ExampleError(file, '', `is not valid YAML: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  return validateExample(data, file);
}

/**
 * Reads every `*.yaml`/`*.yml` file in `directory`, one example per file,
 * sorted by id. Ids must be unique.
 */
export function loadExamples(directory: string): Example[] {
  const fs = typeof process === 'undefined' ? undefined : process.getBuiltinModule?.('node:fs');
  if (fs === undefined) throw new BridgeError('loadExamples reads files and needs Node.js 20.16 or later');
  const { readdirSync, readFileSync } = fs;
  const join = (dir: string, name: string): string => `${dir.replace(/[\\/]+$/, '')}/${name}`;
  const files = readdirSync(directory)
    .filter((name) => /\.ya?ml$/i.test(name))
    .sort();
  const examples = files.map((name) => parseExampleYaml(readFileSync(join(directory, name), 'utf8'), name));
  const seen = new Map<string, string>();
  examples.forEach((example, i) => {
    const file = files[i] ?? example.id;
    const other = seen.get(example.id);
    if (other !== undefined) throw new ExampleError(file, 'id', `${JSON.stringify(example.id)} is also the id of ${other}`);
    seen.set(example.id, file);
  });
  return examples.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The ruling input for one replacement of a Law 27 example. */
export function exampleRulingInput(example: InsufficientBidExample, replacement: ExampleReplacement): RulingInput {
  if (replacement.call === undefined) {
    throw new BridgeError(`example ${example.id}: a replacement without a call cannot be ruled on`);
  }
  return {
    edition: example.edition,
    dealer: example.dealer,
    calls: example.auction,
    insufficient: example.insufficient,
    replacement: replacement.call,
    judgement: replacement.judgement,
  };
}
