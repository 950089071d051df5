/**
 * What a kind of source must hold, as a zod schema, checked against YAML
 * read by ./source-reader.ts: every problem reported at the line and column
 * of the value at fault (of its key when it is written as nothing, of its
 * mapping when it is missing), in words, with a fix.
 *
 * A schema is built from the fields below, which know what they hold (`what`)
 * and what to write (`hint`), so that the messages of every kind read alike:
 *
 *   edition "2017", inForce[0].from: "25 September 2017" is not a date (not written YYYY-MM-DD)
 *     — fix: write a date, YYYY-MM-DD, e.g. "2017-08-01"
 *   replacements[0].verdict: unknown field "restrction" (did you mean "restriction"?)
 *     — fix: rename it to "restriction", or remove it
 *
 * Checks across fields are zod refinements that report with `problem` (a
 * message and a fix, at a path); checks across entries or files run on the
 * checked data, with `YamlData.locate` for positions.
 */
import { z } from 'astro/zod';
import { isLawNumber, LAW_NUMBERS } from './clause-id';
import { dateProblem } from './dates';
import type { DataPath, SourceText, YamlData } from './source-reader';
import { didYouMean, nearest, orList } from './suggest';

/** What a field holds ("a date", "a call") and what to write in it ("a date, YYYY-MM-DD"). */
interface FieldInfo {
  what: string;
  hint: string;
  /** For a mapping: the fields to name in fixes (default: all of its fields). */
  fields?: readonly string[];
}

const INFO = new WeakMap<z.ZodTypeAny, FieldInfo>();

/** `schema`, known to hold `what` and to be written as `hint`. */
export function described<T extends z.ZodTypeAny>(
  schema: T,
  what: string,
  hint: string,
  fields?: readonly string[],
): T {
  INFO.set(schema, fields === undefined ? { what, hint } : { what, hint, fields });
  return schema;
}

/**
 * A problem found by a refinement: its message (after the field's name), its
 * fix, and whether it is at the field's key. Fatal: the checks of the
 * mappings around it, which rely on it, are not made.
 */
export function problem(
  ctx: z.RefinementCtx,
  path: DataPath,
  message: string,
  fix: string,
  at: 'key' | 'value' = 'value',
): void {
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [...path], message, params: { fix, at }, fatal: true });
}

/** Why `law` is not a law of the Laws (1–93, every edition the knowledge base knows), or null. */
export function lawNumberWhy(law: number): string | null {
  return isLawNumber(law) ? null : `there is no Law ${law} (the Laws have ${LAW_NUMBERS.min}–${LAW_NUMBERS.max})`;
}

/** A law number of the Laws (1–93), written as a number. */
export function lawNumber() {
  return described(
    z
      .number()
      .int()
      .superRefine((v, ctx) => {
        const why = lawNumberWhy(v);
        if (why) problem(ctx, [], why, 'correct the law number');
      }),
    'a law number',
    'the law number without quotes, e.g. 27',
  );
}

// ---------------------------------------------------------------------------
// Fields

/** Text, not blank. */
export function text(hint: string) {
  return described(
    z.string().superRefine((v, ctx) => {
      if (v.trim() === '') problem(ctx, [], 'is blank', `write ${hint}`);
    }),
    'text',
    hint,
  );
}

/** Text that matches `re`; `why` says what is wrong with a value that does not. */
export function pattern(re: RegExp, hint: string, why: (value: string) => string) {
  return described(
    z.string().superRefine((v, ctx) => {
      if (!re.test(v)) problem(ctx, [], why(v), `write ${hint}`);
    }),
    'text',
    hint,
  );
}

/** One of a fixed set of words, `what` they are ("a kind of example"). */
export function oneOf<T extends string>(options: readonly [T, ...T[]], what: string) {
  return described(z.enum(options as [T, ...T[]]), what, `one of ${orList(options)}`);
}

/** A date: YYYY-MM-DD; YYYY-MM too with `month`, YYYY with `year`, "undated" with `undated`. */
export function date(allow: { month?: boolean; year?: boolean; undated?: boolean } = {}) {
  const forms = [
    'YYYY-MM-DD',
    ...(allow.month ? ['YYYY-MM'] : []),
    ...(allow.year ? ['YYYY'] : []),
    ...(allow.undated ? ['"undated"'] : []),
  ];
  const hint = `a date, ${orList(forms)}${allow.month ? ' (a month when the source gives no day)' : ''}, e.g. "2017-08-01"`;
  return described(
    z.string().superRefine((v, ctx) => {
      if ((allow.undated && v === 'undated') || (allow.year && /^\d{4}$/.test(v))) return;
      const why = dateProblem(v, allow.month === true);
      if (why === undefined) return;
      problem(
        ctx,
        [],
        `"${v}" is not a date (${/^not written/.test(why) ? `not written ${orList(forms)}` : why})`,
        `write ${hint}`,
      );
    }),
    'a date',
    hint,
  );
}

/** true or false. */
export function flag(hint = 'true or false, without quotes') {
  return described(z.boolean(), 'true or false', hint);
}

/** A list of `item`s; `hint` says what they are. */
export function list<T extends z.ZodTypeAny>(item: T, hint: string) {
  return described(z.array(item), 'a list', `a list of ${hint}`);
}

/** A mapping from names (each a `key`, e.g. a passage id) to `value`s; `hint` says what it holds. */
export function mapping<K extends z.ZodType<string, z.ZodTypeDef, string>, V extends z.ZodTypeAny>(
  key: K,
  value: V,
  hint: string,
) {
  return described(z.record(key, value), 'a mapping', `a mapping of ${hint}`);
}

/** A mapping with exactly these fields; `noun` names one in messages ("a verdict"); `named`: the fields fixes list. */
export function fields<T extends z.ZodRawShape>(shape: T, noun: string, named?: readonly string[]) {
  return described(z.object(shape).strict(), noun, `the fields of ${noun}`, named);
}

// ---------------------------------------------------------------------------
// Checking

/** How the messages of one kind name what they are about. */
export interface Naming {
  /** The whole, for problems of the file (or block) itself: "the example", "the front matter". */
  whole: string;
  /** For a file that is a list: what one entry is ("edition"), named by its `id` when it has one, else by its line. */
  entry?: string;
}

/** The data at `base` (default: all of it), checked: the schema's output; undefined when anything is wrong (each problem is in the source's sink). */
export function checkSchema<S extends z.ZodTypeAny>(
  schema: S,
  yaml: YamlData,
  source: SourceText,
  naming: Naming,
  base: DataPath = [],
): z.output<S> | undefined {
  const result = schema.safeParse(valueAt(yaml.data, base));
  if (result.success) return result.data as z.output<S>;
  const context: Context = { schema, yaml, naming, base, guessed: new Set() };
  // Unknown fields first: a field taken for a misspelling of a required one is not reported again as missing.
  const issues = [...result.error.issues].sort(
    (a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'),
  );
  for (const issue of issues) {
    for (const d of describeIssue(issue, context)) source.sink.error(yaml.locate(d.path, d.at), d.message, d.fix);
  }
  return undefined;
}

/**
 * A file that is a list of entries (a registry): each entry checked on its
 * own against `entry`, so that one broken entry does not hide the problems of
 * the others. Undefined (reported) when the file is not a list; else the
 * checked entries, undefined where an entry has a problem.
 */
export function checkList<S extends z.ZodTypeAny>(
  entry: S,
  yaml: YamlData,
  source: SourceText,
  naming: Naming & { entry: string },
  example: string,
): (z.output<S> | undefined)[] | undefined {
  if (!Array.isArray(yaml.data)) {
    const what = yaml.data === null || yaml.data === undefined ? 'empty' : describeValue(yaml.data);
    source.sink.error(
      yaml.locate([]),
      `${source.file} is ${what}, not a list of ${naming.entry}s`,
      `write one entry per ${naming.entry}, each starting with "- ", for example:\n${example}`,
    );
    return undefined;
  }
  return yaml.data.map((_, i) => checkSchema(entry, yaml, source, naming, [i]));
}

/**
 * Each entry of a checked list file whose `id` is right on its own, once:
 * a second entry with the same id is reported at its id, naming the line of
 * the first ("duplicate body id "WBF" (first used on line 2)").
 */
export function checkUniqueIds(
  entry: z.ZodTypeAny,
  yaml: YamlData,
  source: SourceText,
  noun: string,
  fix: string,
): void {
  if (!Array.isArray(yaml.data)) return;
  const first = new Map<string, number>();
  yaml.data.forEach((raw, i) => {
    const id = validFields(entry, raw)['id'];
    if (typeof id !== 'string') return;
    const at = yaml.locate([i, 'id']);
    const earlier = first.get(id);
    if (earlier !== undefined)
      source.sink.error(at, `duplicate ${noun} id "${id}" (first used on line ${earlier})`, fix);
    else first.set(id, at.line);
  });
}

/** The fields of a mapping (written as `data`) that are right on their own, whatever is wrong with the others: for checks across entries. */
export function validFields(schema: z.ZodTypeAny, data: unknown): Record<string, unknown> {
  const inner = layers(schema).at(-1);
  const out: Record<string, unknown> = {};
  if (!(inner instanceof z.ZodObject) || data === null || typeof data !== 'object') return out;
  for (const [key, field] of Object.entries(inner.shape as z.ZodRawShape)) {
    const result = field.safeParse((data as Record<string, unknown>)[key]);
    if (result.success && result.data !== undefined) out[key] = result.data;
  }
  return out;
}

/** How messages name the value at `path` of a file of `naming`: `edition "2017", inForce[0].from`. */
export function nameOf(path: DataPath, yaml: YamlData, naming: Naming): string {
  return labelOf(path, { schema: z.never(), yaml, naming, base: [], guessed: new Set() });
}

interface Context {
  schema: z.ZodTypeAny;
  yaml: YamlData;
  naming: Naming;
  /** Where the checked data is in the YAML (an entry of a list: its index). */
  base: DataPath;
  /** Paths (as JSON) of the fields an unknown field was taken to be a misspelling of. */
  guessed: Set<string>;
}

interface Described {
  path: DataPath;
  at: 'key' | 'value';
  message: string;
  fix: string;
}

function describeIssue(issue: z.ZodIssue, c: Context): Described[] {
  const rel = issue.path.filter((k): k is string | number => typeof k === 'string' || typeof k === 'number');
  const path = [...c.base, ...rel];
  const info = infoAt(c.schema, rel);
  const value = valueAt(c.yaml.data, path);
  const at = (message: string, fix: string, where: 'key' | 'value' = 'value'): Described[] => [
    { path, at: where, message: `${labelOf(path, c)}: ${message}`, fix },
  ];
  switch (issue.code) {
    case z.ZodIssueCode.unrecognized_keys:
      return unknownKeys(issue.keys, rel, c);
    case z.ZodIssueCode.invalid_type:
      return wrongType(issue, rel, value, c);
    case z.ZodIssueCode.invalid_enum_value: {
      const options = issue.options.map(String);
      const guess = nearest(String(value), options)[0];
      return at(
        `${describeValue(value)} is not ${info?.what ?? `one of ${orList(options)}`}`,
        guess === undefined
          ? `write ${orList(options)}`
          : `write "${guess}" if that is what you meant; the choices are ${orList(options)}`,
      );
    }
    case z.ZodIssueCode.custom: {
      const params = (issue.params ?? {}) as { fix?: string; at?: 'key' | 'value' };
      return at(issue.message, params.fix ?? `write ${info?.hint ?? 'what content/README.md describes'}`, params.at);
    }
    case z.ZodIssueCode.too_small:
      return at(
        issue.type === 'array' ? 'is empty' : `${describeValue(value)} is too small`,
        `write ${info?.hint ?? 'a larger value'}`,
      );
    case z.ZodIssueCode.too_big:
      return at(`${describeValue(value)} is too large`, `write ${info?.hint ?? 'a smaller value'}`);
    default:
      return at(issue.message, `write ${info?.hint ?? 'what content/README.md describes'}`);
  }
}

/** One zod issue names every unknown key of a mapping: each is reported at its own key. */
function unknownKeys(keys: readonly string[], rel: DataPath, c: Context): Described[] {
  const known = fieldNames(c.schema, rel);
  const path = [...c.base, ...rel];
  const label = labelOf(path, c);
  return keys.map((key) => {
    const guess = nearest(key, known)[0];
    if (guess !== undefined) c.guessed.add(JSON.stringify([...path, guess]));
    return {
      path: [...path, key],
      at: 'key',
      message: `${label}: unknown field "${key}"${didYouMean(key, known)}`,
      fix:
        guess !== undefined
          ? `rename it to "${guess}", or remove it`
          : `remove it; the fields of ${infoAt(c.schema, rel)?.what ?? 'this mapping'} are ${orList(known)}`,
    };
  });
}

/** A value of the wrong type: missing, written as nothing, or something else than the field holds. */
function wrongType(issue: z.ZodInvalidTypeIssue, rel: DataPath, value: unknown, c: Context): Described[] {
  const path = [...c.base, ...rel];
  const key = path[path.length - 1];
  const parent = path.slice(0, -1);
  const info = infoAt(c.schema, rel);
  const hint = info?.hint ?? 'its value';
  if (issue.received === 'undefined' && typeof key === 'string') {
    if (c.guessed.has(JSON.stringify(path))) return [];
    return [
      {
        path: parent,
        at: 'value',
        message: `${labelOf(parent, c)}: "${key}" is missing`,
        fix: `add "${key}:" with ${hint}`,
      },
    ];
  }
  if (path.length === 0) {
    const empty = value === null || value === undefined;
    const names = fieldNames(c.schema, rel);
    return [
      {
        path,
        at: 'value',
        message: empty
          ? `${c.naming.whole} is empty`
          : `${c.naming.whole} is ${describeValue(value)}, not a set of "key: value" fields`,
        fix: `write ${c.naming.whole} as "key: value" lines: ${names.join(', ')}`,
      },
    ];
  }
  const label = labelOf(path, c);
  if (issue.received === 'null') {
    const optional = isOptional(c.schema, rel);
    return [
      {
        path,
        at: 'key',
        message: `${label}: has no value`,
        fix: `write ${hint} after "${String(key)}:"${optional ? ', or remove the line' : ''}`,
      },
    ];
  }
  const quoted =
    (typeof value === 'number' || typeof value === 'boolean') &&
    issue.expected === 'string' &&
    schemaAt(c.schema, rel)?.safeParse(String(value)).success === true;
  return [
    {
      path,
      at: 'value',
      message: `${label}: is ${describeValue(value)}, not ${info?.what ?? issue.expected}`,
      fix: quoted
        ? `write it in quotes: ${String(key)}: "${String(value)}"`
        : `write ${hint}${issue.expected === 'string' ? ', in quotes if need be' : ''}`,
    },
  ];
}

/** How messages name the value at `path`: `edition "2017", inForce[0].from`, `replacements[0].call`, `the example`. */
function labelOf(path: DataPath, c: Context): string {
  if (path.length === 0) return c.naming.whole;
  let head = '';
  let rest = path;
  const first = path[0];
  if (c.naming.entry !== undefined && typeof first === 'number') {
    // Named by its id, unless the id is what is wrong.
    const id = path[1] === 'id' ? undefined : valueAt(c.yaml.data, [first, 'id']);
    head =
      typeof id === 'string' && id.trim() !== ''
        ? `${c.naming.entry} "${id}"`
        : `the ${c.naming.entry} on line ${c.yaml.locate([first]).line}`;
    rest = path.slice(1);
  }
  const tail = rest.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
  return head !== '' && tail !== '' ? `${head}, ${tail}` : head || tail;
}

/** What a value is, for messages: `"North"`, `the number 2008`, `a list`, `nothing`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return `the number ${String(value)}`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  return 'a mapping';
}

function valueAt(data: unknown, path: DataPath): unknown {
  let v = data;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

// ---------------------------------------------------------------------------
// The schema at a path

/** The schemas a schema wraps (optional, default, refinements, transforms), outermost first. */
function layers(schema: z.ZodTypeAny): z.ZodTypeAny[] {
  const out: z.ZodTypeAny[] = [];
  for (let s: z.ZodTypeAny | undefined = schema; s !== undefined;) {
    out.push(s);
    const def = s._def as { innerType?: z.ZodTypeAny; schema?: z.ZodTypeAny; in?: z.ZodTypeAny };
    s = def.innerType ?? def.schema ?? def.in;
  }
  return out;
}

/** The schema of the value at `path` (its outermost layer), if the schema says. */
function schemaAt(schema: z.ZodTypeAny, path: DataPath): z.ZodTypeAny | undefined {
  let s: z.ZodTypeAny | undefined = schema;
  for (const k of path) {
    const inner: z.ZodTypeAny | undefined = s === undefined ? undefined : layers(s).at(-1);
    if (inner instanceof z.ZodObject && typeof k === 'string') s = (inner.shape as z.ZodRawShape)[k];
    else if (inner instanceof z.ZodArray && typeof k === 'number') s = inner.element as z.ZodTypeAny;
    else if (inner instanceof z.ZodRecord && typeof k === 'string') s = inner.valueSchema as z.ZodTypeAny;
    else return undefined;
  }
  return s;
}

function infoAt(schema: z.ZodTypeAny, path: DataPath): FieldInfo | undefined {
  const s = schemaAt(schema, path);
  return s === undefined
    ? undefined
    : layers(s)
        .map((l) => INFO.get(l))
        .find((i) => i !== undefined);
}

function isOptional(schema: z.ZodTypeAny, path: DataPath): boolean {
  const s = schemaAt(schema, path);
  return s !== undefined && layers(s).some((l) => l instanceof z.ZodOptional || l instanceof z.ZodDefault);
}

/** The fields of the mapping at `path`, as fixes name them. */
function fieldNames(schema: z.ZodTypeAny, path: DataPath): string[] {
  const named = infoAt(schema, path)?.fields;
  if (named !== undefined) return [...named];
  const s = schemaAt(schema, path);
  const inner = s === undefined ? undefined : layers(s).at(-1);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape as z.ZodRawShape) : [];
}
