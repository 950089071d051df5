/**
 * Example auctions (content/examples/<id>.yaml, one example per file): read
 * from YAML and checked with the bridge's own parsers, every problem of every
 * file reported as a Diagnostic at the line and column of the value at fault
 * (of its key when the value is empty, of the enclosing mapping when a field
 * is missing).
 *
 * Calls are normalised to canonical form ('1D', '2NT', 'P', 'X'). Whether an
 * example's source document and edition exist in the corpus is checked by the
 * corpus, which knows all sources.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node as YamlNode,
  type Pair,
  type YAMLMap,
} from 'yaml';
import { callProblem, parseAuction, whoseTurn, type Auction } from '../bridge/auction';
import { callToDisplay, callToString, parseCall } from '../bridge/call';
import type { EditionId } from '../bridge/edition';
import { EDITION_ID_PATTERN } from './edition-id';
import { AuctionError, CallParseError } from '../bridge/errors';
import {
  EXAMPLE_KINDS,
  JUDGEMENT_KEYS,
  SOURCE_RESTRICTIONS,
  VERDICT_CLAUSES,
  type Example,
  type ExampleKind,
  type ExampleReplacement,
  type SourceRestriction,
  type SourceVerdict,
} from '../bridge/examples';
import type { Judgement, RulingClause } from '../bridge/ruling';
import { isSeat, SEATS, seatName, type Seat } from '../bridge/seat';
import { DiagnosticSink, type Diagnostic, type SourcePoint } from './diagnostic';
import { readSource } from './source-limits';
import { editDistance } from '../bridge/edit-distance';

export interface ExampleParseResult {
  /** The example, when the file has no problem at all. */
  example: Example | undefined;
  diagnostics: Diagnostic[];
}

export interface ExamplesLoadResult {
  /** The examples of the files without problems, sorted by id. */
  examples: Example[];
  diagnostics: Diagnostic[];
  /** Ids (file names) of the example files that have problems. */
  broken: string[];
  /** Where a field of a loaded example is written, for checks the corpus makes across sources. */
  fieldAt(id: string, path: readonly (string | number)[]): SourcePoint;
}

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COMMON_FIELDS = ['id', 'kind', 'title', 'source', 'edition', 'dealer', 'offender', 'assumptions', 'intent', 'replacements', 'notes', 'auction'];
const KIND_FIELDS: Readonly<Record<ExampleKind, readonly string[]>> = {
  'insufficient-bid': [...COMMON_FIELDS, 'insufficient'],
  'call-out-of-rotation': [...COMMON_FIELDS, 'withdrawn'],
};
const SOURCE_FIELDS = ['document', 'place'];
const REPLACEMENT_FIELDS = ['call', 'description', 'condition', 'judgement', 'verdict', 'note'];
const VERDICT_FIELDS = ['restriction', 'clause', 'clauseStated', 'quote'];
const CALL_FIX = 'write a bid from 1♣ to 7NT (1C … 7NT), or Pass, X or XX';

/** "a, b or c" */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

/** The option `value` is most likely a misspelling of, if any (case aside, at most one edit in four letters). */
export function closest(value: string, options: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(value.length / 4));
  let best: { option: string; distance: number } | undefined;
  for (const option of options) {
    const distance = editDistance(value.toLowerCase(), option.toLowerCase());
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { option, distance };
  }
  return best?.option;
}

/** The first letter in lower case, to put a bridge message after a field name. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

type Field = { key: string; pair: Pair; value: YamlNode | null };

/** The fields of one mapping of the file, and where to report about them. */
interface Fields {
  node: YAMLMap;
  /** Dotted path of the mapping, '' for the whole file. */
  path: string;
  get(key: string): Field | undefined;
  /** Fields an unknown field was taken to be a misspelling of: not reported again as missing. */
  guessed: ReadonlySet<string>;
}

/** Reads one example file, reporting into `sink`. */
class ExampleReader {
  constructor(
    private readonly sink: DiagnosticSink,
    private readonly lines: LineCounter,
    private readonly doc: Document,
  ) {}

  at(node: { range?: readonly number[] | null | undefined } | null | undefined): SourcePoint {
    const p = this.lines.linePos(node?.range?.[0] ?? 0);
    return { line: p.line, column: p.col };
  }

  error(node: { range?: readonly number[] | null | undefined } | null | undefined, message: string, fix: string): void {
    this.sink.error(this.at(node), message, fix);
  }

  resolve(node: unknown): YamlNode | null {
    if (isAlias(node)) return (node.resolve(this.doc) as YamlNode | undefined) ?? null;
    return (node as YamlNode | null) ?? null;
  }

  /** What a value is, for messages: `"North"`, `the number 2008`, `a list`. */
  describe(node: YamlNode | null): string {
    if (node === null || (isScalar(node) && node.value === null)) return 'nothing';
    if (isSeq(node)) return 'a list';
    if (isMap(node)) return 'a mapping';
    if (isScalar(node)) {
      if (typeof node.value === 'string') return JSON.stringify(node.value);
      if (typeof node.value === 'number') return `the number ${String(node.value)}`;
      return String(node.value);
    }
    return 'an unreadable value';
  }

  static isEmpty(node: YamlNode | null): boolean {
    return node === null || (isScalar(node) && node.value === null);
  }

  /**
   * The mapping at `node`, its unknown fields reported; undefined when it is
   * not a mapping. `noun` names such a mapping in fixes ("a verdict");
   * `otherKind` names fields that belong to the other kind of example.
   */
  fields(
    node: YamlNode | null,
    field: Field | undefined,
    pathName: string,
    noun: string,
    allowed: readonly string[],
    otherKind?: { kind: ExampleKind; fields: readonly string[]; own: ExampleKind },
  ): Fields | undefined {
    if (!isMap(node)) {
      if (pathName === '' && ExampleReader.isEmpty(node)) {
        this.error(node, 'the file is empty', 'write the example as "field: value" lines, starting with id, kind and title');
        return undefined;
      }
      if (field !== undefined && ExampleReader.isEmpty(node)) {
        this.error(field.pair.key as YamlNode, `${pathName}: has no value`, `write its fields as "field: value" lines indented under "${field.key}:"`);
        return undefined;
      }
      if (field === undefined && ExampleReader.isEmpty(node)) {
        this.error(node, `${pathName}: is empty`, 'write its fields as "field: value" lines after its "- ", e.g. "- call: \'2♥\'"');
        return undefined;
      }
      this.error(
        node,
        pathName === '' ? `the file is ${this.describe(node)}, not a mapping of example fields` : `${pathName}: must be a mapping of fields, not ${this.describe(node)}`,
        pathName === ''
          ? 'write the example as "field: value" lines, starting with id, kind and title'
          : field === undefined
            ? 'write it as "field: value" lines after its "- ", e.g. "- call: \'2♥\'"'
            : `write its fields as "field: value" lines indented under "${field.key}:"`,
      );
      return undefined;
    }
    const map = new Map<string, Field>();
    const guessed = new Set<string>();
    for (const item of node.items) {
      if (!isPair(item)) continue;
      const keyNode = item.key as YamlNode | null;
      const key = isScalar(keyNode) ? String(keyNode.value) : undefined;
      const fieldName = key === undefined ? '' : pathName === '' ? key : `${pathName}.${key}`;
      if (key === undefined) {
        this.error(keyNode, `${pathName === '' ? 'the file' : pathName}: a field name must be a word, not ${this.describe(keyNode)}`, 'write the field as "name: value"');
        continue;
      }
      if (!allowed.includes(key)) {
        if (otherKind !== undefined && otherKind.fields.includes(key)) {
          this.error(
            keyNode,
            `${fieldName}: is a field of ${otherKind.kind} examples, but this one is ${otherKind.own}`,
            `remove "${key}", or change the kind to ${otherKind.kind}`,
          );
          continue;
        }
        const guess = closest(key, allowed);
        if (guess !== undefined) guessed.add(guess);
        this.error(
          keyNode,
          `${fieldName}: unknown field`,
          guess === undefined ? `remove it; the fields of ${noun} are ${orList(allowed)}` : `rename it to "${guess}", or remove it`,
        );
        continue;
      }
      map.set(key, { key, pair: item, value: this.resolve(item.value) });
    }
    return { node, path: pathName, get: (key) => map.get(key), guessed };
  }

  name(fields: Fields, key: string): string {
    return fields.path === '' ? key : `${fields.path}.${key}`;
  }

  /** Reports a required field that is absent, at its mapping. */
  missing(fields: Fields, key: string, hint: string): void {
    if (fields.guessed.has(key)) return;
    this.error(fields.node, `${fields.path === '' ? 'the example' : fields.path}: "${key}" is missing`, `add "${key}:" with ${hint}`);
  }

  /** Reports a field written with no value, at its key. */
  empty(fields: Fields, field: Field, hint: string, required: boolean): void {
    this.error(field.pair.key as YamlNode, `${this.name(fields, field.key)}: has no value`, `write ${hint} after "${field.key}:"${required ? '' : ', or remove the line'}`);
  }

  /** The field's value as a non-empty string; `hint` says what to write there. */
  text(fields: Fields, key: string, hint: string, required: boolean): { value: string; node: YamlNode } | undefined {
    const field = fields.get(key);
    if (field === undefined) {
      if (required) this.missing(fields, key, hint);
      return undefined;
    }
    return this.textValue(field.value, this.name(fields, key), hint, () => this.empty(fields, field, hint, required));
  }

  textValue(node: YamlNode | null, name: string, hint: string, onEmpty: () => void): { value: string; node: YamlNode } | undefined {
    if (node === null || ExampleReader.isEmpty(node)) {
      onEmpty();
      return undefined;
    }
    if (!isScalar(node) || typeof node.value !== 'string') {
      this.error(node, `${name}: must be text, not ${this.describe(node)}`, `write ${hint} as text, in quotes if need be`);
      return undefined;
    }
    if (node.value.trim() === '') {
      this.error(node, `${name}: is blank`, `write ${hint}`);
      return undefined;
    }
    return { value: node.value, node };
  }

  /** One of a fixed set of words. */
  oneOf<T extends string>(fields: Fields, key: string, options: readonly T[], what: string, required: boolean): T | undefined {
    const hint = `one of ${orList(options)}`;
    const found = this.text(fields, key, hint, required);
    if (found === undefined) return undefined;
    if ((options as readonly string[]).includes(found.value)) return found.value as T;
    const guess = closest(found.value, options);
    this.error(
      found.node,
      `${this.name(fields, key)}: ${JSON.stringify(found.value)} is not ${what}`,
      guess === undefined ? `write ${orList(options)}` : `write "${guess}" if that is what you meant; the choices are ${orList(options)}`,
    );
    return undefined;
  }

  boolean(fields: Fields, key: string): boolean | undefined {
    const field = fields.get(key);
    if (field === undefined) return undefined;
    if (ExampleReader.isEmpty(field.value)) {
      this.empty(fields, field, 'true or false', false);
      return undefined;
    }
    if (!isScalar(field.value) || typeof field.value.value !== 'boolean') {
      this.error(field.value, `${this.name(fields, key)}: must be true or false, not ${this.describe(field.value)}`, 'write true or false, without quotes');
      return undefined;
    }
    return field.value.value;
  }

  seat(fields: Fields, key: string): Seat | undefined {
    const found = this.text(fields, key, `a seat: ${orList(SEATS)}`, true);
    if (found === undefined) return undefined;
    if (isSeat(found.value)) return found.value;
    const named = SEATS.find((s) => seatName(s).toLowerCase() === found.value.trim().toLowerCase());
    this.error(
      found.node,
      `${this.name(fields, key)}: ${JSON.stringify(found.value)} is not a seat`,
      named === undefined ? `write ${orList(SEATS)}` : `write '${named}' for ${seatName(named)}; seats are written ${orList(SEATS)}`,
    );
    return undefined;
  }

  /** A call in canonical form (`value`) and as written; undefined (reported) when it cannot be read. */
  call(node: YamlNode | null, name: string, onEmpty: () => void): { value: string; written: string; node: YamlNode } | undefined {
    if (node !== null && isScalar(node) && typeof node.value === 'number') {
      this.error(node, `${name}: ${String(node.value)} is a number, not a call`, "write the call with its strain, in quotes, e.g. '2♥' or '3NT'");
      return undefined;
    }
    const found = this.textValue(node, name, 'a call', onEmpty);
    if (found === undefined) return undefined;
    try {
      return { value: callToString(parseCall(found.value)), written: found.value, node: found.node };
    } catch (e) {
      if (!(e instanceof CallParseError)) throw e;
      this.error(found.node, `${name}: ${lowerFirst(e.message)}`, CALL_FIX);
      return undefined;
    }
  }

  /** The items of a list field; a field written with no value is an empty list. */
  list(fields: Fields, key: string, hint: string, required: boolean): { items: (YamlNode | null)[]; node: YamlNode } | undefined {
    const field = fields.get(key);
    if (field === undefined) {
      if (required) this.missing(fields, key, `a list of ${hint}`);
      return undefined;
    }
    if (ExampleReader.isEmpty(field.value)) {
      // `notes:` with nothing after it is an empty list.
      return { items: [], node: field.pair.key as YamlNode };
    }
    if (!isSeq(field.value)) {
      this.error(field.value, `${this.name(fields, key)}: must be a list, not ${this.describe(field.value)}`, `write ${hint} as a list: one "- …" line each, or [a, b]`);
      return undefined;
    }
    return { items: field.value.items.map((item) => this.resolve(item)), node: field.value };
  }

  textList(fields: Fields, key: string, hint: string): string[] | undefined {
    const list = this.list(fields, key, hint, false);
    if (list === undefined) return fields.get(key) === undefined ? [] : undefined;
    const out: string[] = [];
    let ok = true;
    list.items.forEach((item, i) => {
      const found = this.textValue(item, `${this.name(fields, key)}[${i}]`, hint, () =>
        this.error(item ?? list.node, `${this.name(fields, key)}[${i}]: is empty`, `write ${hint}, or remove the item`),
      );
      if (found === undefined) ok = false;
      else out.push(found.value);
    });
    return ok ? out : undefined;
  }

  /** The auction: each call read, then the whole checked for legality. */
  auction(fields: Fields, dealer: Seat | undefined, required: boolean): { calls: string[]; auction: Auction | undefined; node: YamlNode } | undefined {
    const list = this.list(fields, 'auction', 'the calls before the irregular one, dealer first', required);
    if (list === undefined) return undefined;
    const written: string[] = [];
    const calls: string[] = [];
    let ok = true;
    list.items.forEach((item, i) => {
      const name = `auction[${i}]`;
      const found = this.call(item, name, () => this.error(item ?? list.node, `${name}: is empty`, CALL_FIX));
      if (found === undefined) {
        ok = false;
        return;
      }
      written.push(found.written);
      calls.push(found.value);
    });
    if (!ok || dealer === undefined) return { calls, auction: undefined, node: list.node };
    try {
      return { calls, auction: parseAuction(dealer, written), node: list.node };
    } catch (e) {
      if (!(e instanceof AuctionError)) throw e;
      const item = list.items[e.position - 1] ?? list.node;
      this.error(item, `auction[${e.position - 1}]: ${lowerFirst(e.message)}`, 'correct the auction to the calls the source gives: every call before the irregular one must be legal');
      return { calls, auction: undefined, node: list.node };
    }
  }

  judgement(node: YamlNode | null, field: Field | undefined, pathName: string): Judgement | undefined {
    if (field === undefined || ExampleReader.isEmpty(node)) return {};
    const fields = this.fields(node, field, pathName, 'a judgement', JUDGEMENT_KEYS);
    if (fields === undefined) return undefined;
    const out: { -readonly [K in keyof Judgement]: Judgement[K] } = {};
    let ok = true;
    for (const key of JUDGEMENT_KEYS) {
      if (fields.get(key) === undefined) continue;
      const value = this.boolean(fields, key);
      if (value === undefined) ok = false;
      else out[key] = value;
    }
    return ok ? out : undefined;
  }

  replacement(node: YamlNode | null, pathName: string, kind: ExampleKind | undefined): ExampleReplacement | undefined {
    const fields = this.fields(node, undefined, pathName, 'a replacement', REPLACEMENT_FIELDS);
    if (fields === undefined) return undefined;
    const failedBefore = this.sink.items.length;
    const callField = fields.get('call');
    const call = callField === undefined ? undefined : this.call(callField.value, this.name(fields, 'call'), () => this.empty(fields, callField, 'the replacement call', kind === 'insufficient-bid'));
    const description = this.text(fields, 'description', 'what the replacement is', false);
    if (callField === undefined) {
      if (kind === 'insufficient-bid') {
        this.error(fields.node, `${pathName}: "call" is missing; every replacement of an insufficient bid names its call`, 'add "call:" with the replacement call, e.g. call: \'2♥\'');
      } else if (fields.get('description') === undefined) {
        this.error(fields.node, `${pathName}: has neither a call nor a description`, 'add "call:" with the replacement call, or "description:" when the source names a class of calls');
      }
    }
    const condition = this.text(fields, 'condition', 'the condition under which the verdict holds', false);
    const note = this.text(fields, 'note', 'the note', false);
    const judgementField = fields.get('judgement');
    const judgement = this.judgement(judgementField?.value ?? null, judgementField, this.name(fields, 'judgement'));

    const verdictField = fields.get('verdict');
    let verdict: SourceVerdict | undefined;
    if (verdictField === undefined) {
      this.missing(fields, 'verdict', 'the source\'s restriction, clause and quote');
    } else {
      verdict = this.verdict(verdictField, this.name(fields, 'verdict'), kind);
    }
    if (this.sink.items.length > failedBefore || judgement === undefined || verdict === undefined) return undefined;
    return {
      ...(call === undefined ? {} : { call: call.value }),
      ...(description === undefined ? {} : { description: description.value }),
      ...(condition === undefined ? {} : { condition: condition.value }),
      judgement,
      verdict,
      ...(note === undefined ? {} : { note: note.value }),
    };
  }

  verdict(field: Field, pathName: string, kind: ExampleKind | undefined): SourceVerdict | undefined {
    const fields = this.fields(field.value, field, pathName, 'a verdict', VERDICT_FIELDS);
    if (fields === undefined) return undefined;
    const restriction = this.oneOf<SourceRestriction>(fields, 'restriction', SOURCE_RESTRICTIONS, 'a restriction', true);
    const clause = this.oneOf<RulingClause>(fields, 'clause', VERDICT_CLAUSES, 'a clause of Law 27 that a ruling can name', false);
    const clauseStated = this.boolean(fields, 'clauseStated');
    const quote = this.text(fields, 'quote', 'the source\'s own words', true);
    if (clauseStated === true && fields.get('clause') === undefined) {
      this.error(fields.get('clauseStated')?.value, `${pathName}.clauseStated: is true, but no clause is given`, 'add "clause:" with the clause the source cites, or write clauseStated: false');
    }
    if (kind === 'call-out-of-rotation' && clause !== undefined) {
      this.error(fields.get('clause')?.value, `${pathName}.clause: a call out of rotation is not ruled under Law 27`, 'remove the clause; the restriction alone records the verdict');
    }
    if (kind === 'insufficient-bid' && restriction === 'partner-must-pass-once') {
      this.error(
        fields.get('restriction')?.value,
        `${pathName}.restriction: partner-must-pass-once belongs to calls out of rotation; under Law 27 partner passes whenever it is his turn`,
        'write partner-must-pass',
      );
    }
    if (restriction === undefined || quote === undefined) return undefined;
    return { restriction, clauseStated: clauseStated ?? false, quote: quote.value, ...(clause === undefined ? {} : { clause }) };
  }

  /** The whole file. `idAt` receives the id and where it is written, for the checks across files. */
  example(root: YamlNode | null, idAt: (id: string, at: SourcePoint) => void): Example | undefined {
    const top0 = isMap(root) ? root : undefined;
    const kindField = top0?.items.find((p) => isScalar(p.key) && p.key.value === 'kind');
    // The kind decides which fields are allowed; read it first.
    const kindValue = isScalar(kindField?.value) ? kindField.value.value : undefined;
    const kind = EXAMPLE_KINDS.find((k) => k === kindValue);
    const other = kind === undefined ? undefined : EXAMPLE_KINDS.find((k) => k !== kind);
    const allowed = kind === undefined ? [...new Set([...KIND_FIELDS['insufficient-bid'], ...KIND_FIELDS['call-out-of-rotation']])] : KIND_FIELDS[kind];
    const top = this.fields(
      root,
      undefined,
      '',
      kind === undefined ? 'an example' : `${kind === 'insufficient-bid' ? 'an' : 'a'} ${kind} example`,
      allowed,
      kind === undefined || other === undefined ? undefined : { kind: other, fields: KIND_FIELDS[other], own: kind },
    );
    if (top === undefined) return undefined;
    this.oneOf(top, 'kind', EXAMPLE_KINDS, 'a kind of example', true);

    const id = this.text(top, 'id', 'the example\'s id, the same as the file name', true);
    if (id !== undefined) {
      if (ID_PATTERN.test(id.value)) idAt(id.value, this.at(id.node));
      else this.error(id.node, `id: ${JSON.stringify(id.value)} is not lower-case words and digits joined by "-"`, 'write the id like zone7-1d-1s-1h, and name the file after it');
    }
    const title = this.text(top, 'title', 'the example\'s title', true);

    const sourceField = top.get('source');
    let source: { document: string; place: string } | undefined;
    if (sourceField === undefined) this.missing(top, 'source', 'the document (document:) and the place in it (place:)');
    else {
      const fields = this.fields(sourceField.value, sourceField, 'source', 'source', SOURCE_FIELDS);
      if (fields !== undefined) {
        const document = this.text(fields, 'document', 'the id of a guidance document in content/guidance', true);
        const place = this.text(fields, 'place', 'where in the document the example is (slide or section)', true);
        if (document !== undefined && place !== undefined) source = { document: document.value, place: place.value };
      }
    }

    const edition = this.edition(top);
    const dealer = this.seat(top, 'dealer');
    const offender = this.seat(top, 'offender');
    const assumptions = this.textList(top, 'assumptions', 'an assumption made in recording the example');
    const notes = this.textList(top, 'notes', 'a note');
    const intent = this.text(top, 'intent', 'the intended meaning of the irregular call', true);

    const replacements: ExampleReplacement[] = [];
    const list = this.list(top, 'replacements', 'the replacements the source discusses', true);
    if (list !== undefined && list.items.length === 0) {
      this.error(list.node, 'replacements: is empty', 'list each replacement the source discusses, with its verdict');
    }
    list?.items.forEach((item, i) => {
      const r = this.replacement(item ?? list.node, `replacements[${i}]`, kind);
      if (r !== undefined) replacements.push(r);
    });

    const auction = this.auction(top, dealer, kind === 'insufficient-bid');
    let irregular: string | undefined;
    if (kind === 'insufficient-bid') {
      const found = this.text(top, 'insufficient', 'the insufficient bid', true);
      const ib = found === undefined ? undefined : this.call(found.node, 'insufficient', () => undefined);
      irregular = ib?.value;
      if (auction?.auction !== undefined) {
        const turn = whoseTurn(auction.auction);
        if (turn === null) {
          this.error(auction.node, 'auction: has already ended, so no insufficient bid can follow', 'remove the final passes, or correct the auction to the calls the source gives');
        } else {
          this.checkTurn(top, offender, turn);
          if (ib !== undefined && callProblem(auction.auction, parseCall(ib.value))?.code !== 'insufficient') {
            const after = auction.calls.map((c) => callToDisplay(parseCall(c))).join(' ') || 'no calls';
            this.error(ib.node, `insufficient: ${callToDisplay(parseCall(ib.value))} is not an insufficient bid after ${after}`, 'write the bid the offender made; it must be lower than the last bid');
          }
        }
      }
    } else if (kind === 'call-out-of-rotation') {
      const found = this.text(top, 'withdrawn', 'the call made out of rotation', true);
      irregular = found === undefined ? undefined : this.call(found.node, 'withdrawn', () => undefined)?.value;
      if (auction?.auction !== undefined) this.checkTurn(top, offender, whoseTurn(auction.auction));
    }

    if (this.sink.failed) return undefined;
    if (
      kind === undefined || id === undefined || title === undefined || source === undefined || edition === undefined || dealer === undefined ||
      offender === undefined || assumptions === undefined || notes === undefined || intent === undefined || irregular === undefined
    ) {
      return undefined;
    }
    const base = { id: id.value, title: title.value, source, edition, dealer, offender, assumptions, intent: intent.value, replacements, notes };
    if (kind === 'insufficient-bid') return { kind, ...base, auction: auction?.calls ?? [], insufficient: irregular };
    return { kind, ...base, withdrawn: irregular, ...(auction === undefined ? {} : { auction: auction.calls }) };
  }

  /** The edition's id as written; whether the registry has it (and the engine can rule under it) is checked with the corpus. */
  edition(top: Fields): EditionId | undefined {
    const field = top.get('edition');
    const hint = "the edition of the Laws the source was written for, as content/editions.yaml names it, e.g. '2017'";
    if (field !== undefined && isScalar(field.value) && typeof field.value.value === 'number') {
      this.error(field.value, `edition: ${String(field.value.value)} is a number, but an edition is written as text`, `put it in quotes: edition: '${String(field.value.value)}'`);
      return undefined;
    }
    const found = this.text(top, 'edition', hint, true);
    if (found === undefined) return undefined;
    if (EDITION_ID_PATTERN.test(found.value)) return found.value;
    this.error(found.node, `edition: ${JSON.stringify(found.value)} is not an edition id`, "write an edition's id as content/editions.yaml has it, e.g. '2017' or '2008-03'");
    return undefined;
  }

  checkTurn(top: Fields, offender: Seat | undefined, turn: Seat | null): void {
    if (offender === undefined || turn === offender) return;
    this.error(
      top.get('offender')?.value,
      `offender: is ${seatName(offender)}, but after this auction it is ${turn === null ? 'nobody' : seatName(turn)}'s turn to call`,
      turn === null ? 'correct the auction: it must not have ended' : `write offender: '${turn}', or correct the dealer or the auction`,
    );
  }
}

type ReadResult = ExampleParseResult & { id?: { value: string; at: SourcePoint }; locate?: (path: readonly (string | number)[]) => SourcePoint };

function readExample(source: string, file: string): ReadResult {
  const sink = new DiagnosticSink(file);
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0) {
    for (const e of doc.errors) {
      const p = lines.linePos(e.pos[0]);
      const what = e.message.split('\n')[0] ?? e.message;
      sink.error(
        { line: p.line, column: p.col },
        `the file is not valid YAML: ${what}`,
        e.code === 'DUPLICATE_KEY'
          ? 'keep only one of the fields with this name'
          : 'correct the YAML syntax here: indentation, quotes, brackets and the colon after each field name',
      );
    }
    return { example: undefined, diagnostics: sink.items };
  }
  let id: { value: string; at: SourcePoint } | undefined;
  const reader = new ExampleReader(sink, lines, doc);
  const example = reader.example(reader.resolve(doc.contents), (value, at) => (id = { value, at }));
  const diagnostics = [...sink.items].sort((a, b) => a.line - b.line || a.column - b.column);
  const locate = (path: readonly (string | number)[]): SourcePoint => {
    const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
    const p = lines.linePos(node?.range?.[0] ?? 0);
    return { line: p.line, column: p.col };
  };
  return { example: diagnostics.length === 0 ? example : undefined, diagnostics, locate, ...(id === undefined ? {} : { id }) };
}

/**
 * Reads one example written in YAML. Every problem is reported; the example
 * is returned only when there is none.
 * @param file the path shown in diagnostics.
 */
export function parseExample(source: string, file: string): ExampleParseResult {
  const { example, diagnostics } = readExample(source, file);
  return { example, diagnostics };
}

function defaultDisplay(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}

/**
 * Reads every `*.yaml` (or `*.yml`) file of `dir`, one example per file,
 * and checks across files: each id is the file's name, and no two files
 * share an id. A folder that does not exist holds no examples.
 * @param display how a file's path is shown in diagnostics (default: relative to the working directory).
 */
export function loadExamples(dir: string, display: (file: string) => string = defaultDisplay): ExamplesLoadResult {
  const locators = new Map<string, NonNullable<ReadResult['locate']>>();
  const broken: string[] = [];
  const fieldAt = (id: string, at: readonly (string | number)[]): SourcePoint => locators.get(id)?.(at) ?? { line: 1, column: 1 };
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return { examples: [], diagnostics: [], broken, fieldAt };
  const names = readdirSync(dir)
    .filter((name) => /\.ya?ml$/i.test(name))
    .sort();
  const examples: Example[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, string>();
  for (const name of names) {
    const shown = display(path.join(dir, name));
    const source = readSource(path.join(dir, name), shown);
    if (source.problem) {
      diagnostics.push(source.problem);
      broken.push(name.replace(/\.ya?ml$/i, ''));
      continue;
    }
    const result = readExample(source.text, shown);
    const fileDiagnostics = [...result.diagnostics];
    if (result.id !== undefined) {
      const { value, at } = result.id;
      const stem = name.replace(/\.ya?ml$/i, '');
      if (stem !== value) {
        fileDiagnostics.push({
          file: shown,
          ...at,
          message: `id: ${JSON.stringify(value)} does not match the file name ${name}`,
          fix: `rename the file to ${value}.yaml, or write id: ${stem}`,
        });
      }
      const other = seen.get(value);
      if (other !== undefined) {
        fileDiagnostics.push({ file: shown, ...at, message: `id: ${JSON.stringify(value)} is also the id of ${other}`, fix: 'give each example its own id, the same as its file name' });
      } else seen.set(value, shown);
    }
    fileDiagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
    for (const d of fileDiagnostics) diagnostics.push(d);
    if (result.example !== undefined && fileDiagnostics.length === 0) {
      examples.push(result.example);
      if (result.locate) locators.set(result.example.id, result.locate);
    } else broken.push(name.replace(/\.ya?ml$/i, ''));
  }
  return { examples: examples.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)), diagnostics, broken, fieldAt };
}
