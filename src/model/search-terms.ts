/**
 * content/search-terms.yaml: a Director's vocabulary for the search box.
 * Each entry is a term a Director types (an abbreviation such as "IB", a
 * word of the trade such as "barred") and what it means in the words the
 * sources use ("insufficient bid", "must pass whenever it is his turn").
 * The search box searches for those words too, and says so.
 *
 *   - term: IB
 *     means: [insufficient bid]
 *     note: optional, for reviewers: why the entry is right
 *
 * Checked here, with every problem at its file:line:column and a fix:
 * malformed YAML, an entry that is not a map, unknown fields, a missing or
 * empty term or meaning, a character a reader would not type, a term
 * written twice, a meaning given twice or equal to its term, and a meaning
 * whose words occur in no source (law texts, guidance, examples): an
 * expansion the search could never find is a mistake in the table.
 *
 * Self-contained (it reads its YAML with positions itself), so that the
 * source reader that replaces the model's YAML readers can take it over
 * as it is. The file is optional: a corpus without it has no terms.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode, type YAMLMap } from 'yaml';
import { editDistance } from '../bridge/edit-distance';
import type { Diagnostic, SourcePoint } from './diagnostic';
import { invisibleCharacters } from './characters';
import { readSource } from './source-limits';
import { SourceText } from './source-reader';
import { sourceTexts, termWords, type SourceTexts } from './source-texts';

export interface SearchTerm {
  /** What a Director types: "IB", "barred", "left-hand opponent". */
  term: string;
  /** The same thing in the sources' words, each found in at least one source: ["insufficient bid"]. */
  means: string[];
}

/** Where the table lives, under the content folder. */
export const SEARCH_TERMS_FILE = 'search-terms.yaml';

const FIELDS = ['term', 'means', 'note'] as const;
/** What a term or a meaning may be written with: letters, digits, spaces, hyphens and apostrophes. */
const TYPABLE = /^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u;
const EXAMPLE = '- term: IB\n  means: [insufficient bid]';

/** Whether the words of `phrase` occur, in this order and together, in one of the texts (given as their words). */
function occurs(phrase: readonly string[], texts: readonly (readonly string[])[]): boolean {
  return texts.some((words) => {
    outer: for (let i = 0; i + phrase.length <= words.length; i++) {
      for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
      return true;
    }
    return false;
  });
}

/**
 * The edit distance of `a` and `b` when it is at most `limit`, else
 * `limit + 1`: row by row, stopping as soon as a row has nothing within the
 * limit (most words of the sources are far from a word, and are dismissed
 * in a few rows), so that a table of thousands of meanings is checked in
 * time linear in its size.
 */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  let next = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    next[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const d = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      next[j] = d;
      least = Math.min(least, d);
    }
    if (least > limit) return limit + 1;
    [row, next] = [next, row];
  }
  return Math.min(row[b.length] ?? 0, limit + 1);
}

/** The words of the sources nearest to `word` (the nearest ones, at most 3 edits away), for a fix. */
function nearestWords(word: string, known: ReadonlySet<string>): string[] {
  let best = 3;
  let found: string[] = [];
  for (const k of known) {
    if (Math.abs(k.length - word.length) >= best) continue;
    const d = distanceWithin(word, k, best);
    if (d < best) [best, found] = [d, [k]];
    else if (d === best) found.push(k);
  }
  return found.sort().slice(0, 3);
}

export interface SearchTermsResult {
  terms: SearchTerm[];
  diagnostics: Diagnostic[];
}

/**
 * Reads and checks content/search-terms.yaml against the sources (null when
 * some source failed to load: the meanings are then not looked for, so that
 * a broken source's words are not blamed on the table). `shown` turns a
 * path into the form messages show it in.
 */
export function loadSearchTerms(
  contentDir: string,
  sources: SourceTexts | null,
  shown: (file: string) => string,
): SearchTermsResult {
  const file = path.join(contentDir, SEARCH_TERMS_FILE);
  if (!lstatSync(file, { throwIfNoEntry: false })) return { terms: [], diagnostics: [] };
  const { text, problems } = readSource(file, shown(file));
  if (problems) return { terms: [], diagnostics: problems };
  return parseSearchTerms(text, shown(file), sources ? sourceTexts(sources) : null);
}

/** Reports a problem at a node of the table (its start), with its fix. */
type Report = (node: YamlNode | null | undefined, message: string, fix: string) => void;

/** A field of an entry: its key and its value as written. */
interface Field {
  key: YamlNode;
  value: YamlNode | null;
}

/** What the checks of the entries share. */
interface TableCheck {
  readonly at: Report;
  readonly point: (offset: number) => SourcePoint;
  /** The sources' texts (null: the meanings are not looked for), and their words. */
  readonly texts: readonly string[] | null;
  readonly words: readonly (readonly string[])[];
  readonly known: ReadonlySet<string>;
  /** The terms read so far (their words), each with the line of its entry. */
  readonly seen: Map<string, number>;
}

/**
 * Reads the table's YAML `source` (shown as `file`) and checks each meaning
 * against `texts`, the sources' texts (not when null).
 */
export function parseSearchTerms(source: string, file: string, texts: readonly string[] | null): SearchTermsResult {
  // The invisible and control characters, as in every source (a Hangul filler is a letter to TYPABLE).
  const diagnostics: Diagnostic[] = new SourceText(source, file).diagnostics();
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  const point = (offset: number): SourcePoint => {
    const p = lines.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const at: Report = (node, message, fix) => diagnostics.push({ file, ...point(node?.range?.[0] ?? 0), message, fix });
  if (doc.errors.length > 0) {
    for (const e of doc.errors)
      diagnostics.push({
        file,
        ...point(e.pos[0]),
        message: `malformed YAML: ${e.message.split('\n')[0]}`,
        fix: 'fix the YAML syntax (indentation, quotes, colons, each key once per entry)',
      });
    return { terms: [], diagnostics };
  }
  const root = doc.contents;
  if (root === null) return { terms: [], diagnostics };
  if (!isSeq(root)) {
    at(
      root,
      `${file} is not a list of terms`,
      `write one entry per term, each starting with "- ", for example:\n${EXAMPLE}`,
    );
    return { terms: [], diagnostics };
  }

  const words = (texts ?? []).map(termWords);
  const check: TableCheck = { at, point, texts, words, known: new Set(words.flat()), seen: new Map() };
  const terms: SearchTerm[] = [];
  for (const item of root.items as (YamlNode | null)[]) {
    const entry = readEntry(item, root, check);
    if (entry !== undefined) terms.push(entry);
  }
  return { terms: diagnostics.length > 0 ? [] : terms, diagnostics };
}

/** One entry of the table (`item` of the list `root`), checked: its term and meanings when all of it is right. */
function readEntry(item: YamlNode | null, root: YamlNode, check: TableCheck): SearchTerm | undefined {
  const { at } = check;
  if (!isMap(item)) {
    at(
      item ?? root,
      'an entry of the search terms is not a set of "key: value" fields',
      `write each entry as "term:" and "means:" lines, for example:\n${EXAMPLE}`,
    );
    return undefined;
  }
  const fields = readFields(item, at);

  const termField = fields.get('term');
  const term = termField ? typable(termField.value, termField.key, 'term', at) : undefined;
  if (!termField) at(item, 'a search term has no "term"', 'add "term:" with what a Director types, e.g. term: IB');
  const label = term ? `term "${term}"` : 'this search term';

  const meansField = fields.get('means');
  const means = readMeanings(item, meansField, term, label, check);

  if (term === undefined) return undefined;
  const key = termWords(term).join(' ');
  const first = check.seen.get(key);
  if (first !== undefined) {
    at(
      termField?.value,
      `the term "${term}" is already in the table, at line ${first}`,
      `merge the two entries: one entry per term, with all its meanings under "means"`,
    );
    return undefined;
  }
  check.seen.set(key, check.point(termField?.value?.range?.[0] ?? 0).line);
  if (means.length > 0 && meansField && isSeq(meansField.value) && means.length === meansField.value.items.length)
    return { term, means };
  return undefined;
}

/** The known fields of an entry by name; an unknown one is reported. */
function readFields(item: YAMLMap<unknown, unknown>, at: Report): Map<string, Field> {
  const fields = new Map<string, Field>();
  for (const pair of item.items) {
    const key = pair.key as YamlNode;
    const name = isScalar(key) ? String(key.value) : '';
    if (!(FIELDS as readonly string[]).includes(name)) {
      const near = FIELDS.filter((f) => editDistance(f, name.toLowerCase()) <= 2);
      at(
        key,
        `unknown field "${name}" in a search term${near.length ? ` (did you mean "${near[0]}"?)` : ''}`,
        `remove "${name}" or correct its spelling; the fields are: ${FIELDS.join(', ')}`,
      );
      continue;
    }
    fields.set(name, { key, value: (pair.value as YamlNode | null) ?? null });
  }
  return fields;
}

/**
 * The meanings of an entry (`item`, its term `term`, named `label` in
 * messages) that are right: each typable, neither the term itself nor given
 * twice, and found in the sources (when they are looked in).
 */
function readMeanings(
  item: YamlNode,
  meansField: Field | undefined,
  term: string | undefined,
  label: string,
  check: TableCheck,
): string[] {
  const { at } = check;
  const means: string[] = [];
  if (!meansField) {
    at(
      item,
      `${label} has no "means"`,
      'add "means:" with the words the sources use for it, e.g. means: [insufficient bid]',
    );
    return means;
  }
  if (!isSeq(meansField.value) || meansField.value.items.length === 0) {
    const empty = meansField.value === null || (isScalar(meansField.value) && meansField.value.value === null);
    at(
      empty ? meansField.key : meansField.value,
      `"means" of ${label} is ${isSeq(meansField.value) ? 'an empty list' : 'not a list'}`,
      'give a list of the words the sources use for it, e.g. means: [insufficient bid]',
    );
    return means;
  }
  for (const m of meansField.value.items as (YamlNode | null)[]) {
    const meaning = typable(m, meansField.key, `a meaning of ${label}`, at);
    if (meaning === undefined) continue;
    const phrase = termWords(meaning);
    if (term && phrase.join(' ') === termWords(term).join(' ')) {
      at(
        m,
        `${label} means "${meaning}", which is the term itself`,
        "remove this meaning: the search finds the term's own words anyway",
      );
    } else if (means.some((x) => termWords(x).join(' ') === phrase.join(' '))) {
      at(m, `${label} gives the meaning "${meaning}" twice`, 'remove one of them');
    } else if (
      check.texts !== null &&
      // A word no source has: the phrase occurs nowhere, without looking through the sources.
      (phrase.some((w) => !check.known.has(w)) || !occurs(phrase, check.words))
    ) {
      const missing = phrase.filter((w) => !check.known.has(w));
      let hint: { w: string; near: string[] } | undefined;
      for (const w of missing) {
        const near = nearestWords(w, check.known);
        if (near.length > 0) {
          hint = { w, near };
          break;
        }
      }
      at(
        m,
        missing.length > 0
          ? `a meaning of ${label}, "${meaning}", has ${missing.length === 1 ? 'a word' : 'words'} no source uses: ${missing.map((w) => `"${w}"`).join(', ')}`
          : `a meaning of ${label}, "${meaning}", occurs in no source as these words together`,
        `write the words as a law text, guidance or example writes them${hint ? ` (the sources have ${hint.near.map((n) => `"${n}"`).join(', ')} for "${hint.w}")` : ''}, or remove the meaning: the search could never find it`,
      );
    } else means.push(meaning);
  }
  return means;
}

/** A term or meaning: text a reader can type, else a diagnostic. */
function typable(node: YamlNode | null, key: YamlNode, what: string, at: Report): string | undefined {
  if (!isScalar(node) || node.value === null || typeof node.value === 'object') {
    at(
      node ?? key,
      `${what} is ${node === null || (isScalar(node) && node.value === null) ? 'empty' : 'not a single text'}`,
      'write it as one text, e.g. "insufficient bid"',
    );
    return undefined;
  }
  const value = String(node.value).trim();
  if (value === '') {
    at(node, `${what} is empty`, 'write the words, e.g. "insufficient bid"');
    return undefined;
  }
  // An invisible or control character is reported by the check every source has (parseSearchTerms).
  if (invisibleCharacters(value).length > 0) return undefined;
  if (!TYPABLE.test(value)) {
    const bad = [...value].find((c) => !/[\p{L}\p{N} '’-]/u.test(c)) ?? value[0] ?? '';
    const shownChar = /[\p{L}\p{N}\p{P}\p{S}]/u.test(bad)
      ? `"${bad}"`
      : `U+${(bad.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    at(
      node,
      `${what} "${value}" has the character ${shownChar}, which a search does not use`,
      'write it with letters, digits, spaces, hyphens and apostrophes only',
    );
    return undefined;
  }
  return value;
}
