/**
 * The law-reference parser: finds every reference to a law or clause in a
 * piece of text, in all the forms the sources use.
 *
 * Two families:
 *
 * - References to a law by number (`Law 16D`, `Laws 26B and 16C`,
 *   `Law 12-C-1(c)`, `Law 43-B(3)`, `Law 12C1 (d)`, `Law 25A & B`,
 *   `Law 27B1 or B2`). They name the law, so they mean the same thing
 *   wherever they appear.
 * - References inside one law's text (`see A`, `see 3 following`,
 *   `see D following`, `as A1 allows`, `as in (a)`, `B1(b) above`,
 *   `the application of B1`). They are relative: "3" inside section B is
 *   B3, "(a)" inside B1(b) is B1(a). `resolveLocal` turns them into ids.
 *
 * The parser only reads text; it does not know which clauses exist. The
 * model resolves the results and reports the ones that point nowhere.
 */

export interface LawTarget {
  kind: 'law';
  law: number;
  /** Clause designator normalised to an id-like form ("C1c", "B3", "Bb"), or null for the whole law. */
  clause: string | null;
}

export interface LocalTarget {
  kind: 'local';
  /** Designator as written, without "see"/"above": "A", "3", "(a)", "B1(b)". */
  designator: string;
}

export interface ReferenceMatch {
  /** Offsets into the scanned text: the span that becomes a link. */
  start: number;
  end: number;
  text: string;
  target: LawTarget | LocalTarget;
}

import { LAW_NUMBERS } from './clause-id';

export { LAW_NUMBERS };

// A designator after a law number: 16D, 12B1, 27B1(a), 12-C-1(c), 9-A-3,
// 80-B, 43-B(3), 12C1 (d), 21-B(b), 45-C-4b, 64-A2.
const DESIGNATOR = String.raw`-?(?<sec>[A-Z])(?![A-Za-z])(?:-?(?<num>\d{1,2}))?(?:\s?\((?<sub>[a-z]|\d{1,2})\)|(?<letter>[a-z])(?![A-Za-z]))?`;

const LAW_ITEM = new RegExp(String.raw`(?<law>\d{1,3})(?![\d])(?:${DESIGNATOR})?(?![\w])`, 'y');
const CONNECTOR = /\s*(?:,|&|\band\b|\bor\b)\s*/y;
const SAME_LAW_ITEM = new RegExp(String.raw`(?:${DESIGNATOR})(?![\w])`, 'y');

function normaliseDesignator(g: Record<string, string | undefined>): string | null {
  const sec = g['sec'];
  if (!sec) return null;
  let num = g['num'];
  let sub = g['sub'] ?? g['letter'];
  if (num === undefined && sub !== undefined && /^\d+$/.test(sub)) {
    num = sub;
    sub = undefined;
  }
  return `${sec}${num ?? ''}${sub ?? ''}`;
}

function findLawReferences(text: string): ReferenceMatch[] {
  const out: ReferenceMatch[] = [];
  const starts = /\bLaws?\s+(?=\d)/g;
  let m: RegExpExecArray | null;
  while ((m = starts.exec(text))) {
    let pos = m.index + m[0].length;
    LAW_ITEM.lastIndex = pos;
    const first = LAW_ITEM.exec(text);
    if (!first?.groups) continue;
    let law = Number(first.groups['law']);
    out.push({
      start: m.index,
      end: LAW_ITEM.lastIndex,
      text: text.slice(m.index, LAW_ITEM.lastIndex),
      target: { kind: 'law', law, clause: normaliseDesignator(first.groups) },
    });
    pos = LAW_ITEM.lastIndex;
    // Continuations: "and 16C", "& B", "or B2".
    for (;;) {
      CONNECTOR.lastIndex = pos;
      const c = CONNECTOR.exec(text);
      if (!c) break;
      const itemStart = CONNECTOR.lastIndex;
      LAW_ITEM.lastIndex = itemStart;
      const next = LAW_ITEM.exec(text);
      if (next?.groups) {
        law = Number(next.groups['law']);
        out.push({
          start: itemStart,
          end: LAW_ITEM.lastIndex,
          text: text.slice(itemStart, LAW_ITEM.lastIndex),
          target: { kind: 'law', law, clause: normaliseDesignator(next.groups) },
        });
        pos = LAW_ITEM.lastIndex;
        continue;
      }
      SAME_LAW_ITEM.lastIndex = itemStart;
      const same = SAME_LAW_ITEM.exec(text);
      if (same?.groups) {
        out.push({
          start: itemStart,
          end: SAME_LAW_ITEM.lastIndex,
          text: text.slice(itemStart, SAME_LAW_ITEM.lastIndex),
          target: { kind: 'law', law, clause: normaliseDesignator(same.groups) },
        });
        pos = SAME_LAW_ITEM.lastIndex;
        continue;
      }
      break;
    }
    starts.lastIndex = pos;
  }
  return out;
}

// Designators inside one law's text.
const LOCAL = String.raw`(?:[A-Z]\d{1,2}(?:\([a-z]\))?|[A-Z](?![\w(])|\d{1,2}(?![\w(])|\([a-z]\))`;

const LOCAL_FORMS: RegExp[] = [
  // "see A", "see 3 following", "see D following", "see B3 above"
  new RegExp(String.raw`\bsee\s+(?<d>${LOCAL})(?<dir>\s+(?:following|above))?`, 'g'),
  // "as A allows", "as A1 allows"
  new RegExp(String.raw`\bas\s+(?<d>${LOCAL})(?=\s+allows\b)`, 'g'),
  // "as in (a)", "rules as in 3"
  new RegExp(String.raw`\bas\s+in\s+(?<d>${LOCAL})`, 'g'),
  // "B1 above", "B1(b) above", "D following"
  new RegExp(String.raw`(?<![\w)])(?<d>${LOCAL})(?<dir>\s+(?:following|above))`, 'g'),
  // a clause number written out, anywhere: "the application of B1"
  new RegExp(String.raw`(?<![\w)(-])(?<d>[A-Z]\d{1,2}(?:\([a-z]\))?)(?![\w(])`, 'g'),
];

function findLocalReferences(text: string, taken: ReferenceMatch[]): ReferenceMatch[] {
  const out: ReferenceMatch[] = [];
  // Which characters a reference found so far covers: a match is checked against its own span only (linear).
  const covered = new Uint8Array(text.length + 1);
  const cover = (r: { start: number; end: number }) => covered.fill(1, r.start, r.end);
  const overlaps = (s: number, e: number) => covered.subarray(s, e).includes(1);
  taken.forEach(cover);
  for (const form of LOCAL_FORMS) {
    form.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = form.exec(text))) {
      const d = m.groups?.['d'];
      if (!d) continue;
      const start = m.index + m[0].indexOf(d, m[0].length - d.length - (m.groups?.['dir']?.length ?? 0));
      const end = start + d.length + (m.groups?.['dir']?.length ?? 0);
      if (overlaps(start, end)) continue;
      const found: ReferenceMatch = {
        start,
        end,
        text: text.slice(start, end),
        target: { kind: 'local', designator: d },
      };
      cover(found);
      out.push(found);
    }
  }
  return out;
}

/** A problem in the words of a source that a reader could not see: found at `start`..`end` of the scanned text. */
export interface TextProblem {
  start: number;
  end: number;
  message: string;
  fix: string;
}

/**
 * A reference to a law the Laws do not have ("Law 999"). Every edition in
 * the knowledge base numbers its laws 1–93; law texts and guidance are
 * checked by this one rule.
 */
export function lawNumberProblem(m: ReferenceMatch): TextProblem | null {
  if (m.target.kind !== 'law') return null;
  const { law } = m.target;
  if (law >= LAW_NUMBERS.min && law <= LAW_NUMBERS.max) return null;
  return {
    start: m.start,
    end: m.end,
    message: `malformed reference "${m.text}": there is no Law ${law} (the Laws have ${LAW_NUMBERS.min}–${LAW_NUMBERS.max})`,
    fix: 'correct the law number',
  };
}

// Letters of other scripts that look like Latin ones: a clause typed with one
// ("27В1" with a Cyrillic В) is not read as a reference, silently.
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  Ү: 'Y',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ӏ: 'I',
  а: 'a',
  в: 'b',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  к: 'k',
  м: 'm',
  н: 'h',
  т: 't',
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  ο: 'o',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  ρ: 'p',
  υ: 'u',
  α: 'a',
  // Armenian
  Օ: 'O',
  Ս: 'U',
  ո: 'n',
  ս: 'u',
  օ: 'o',
  հ: 'h',
  զ: 'q',
};

const SCRIPTS = [
  'Cyrillic',
  'Greek',
  'Armenian',
  'Cherokee',
  'Coptic',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Latin',
] as const;
const SCRIPT_TESTS = SCRIPTS.map((name) => ({ name, re: new RegExp(`^\\p{Script=${name}}$`, 'u') }));

function scriptOf(ch: string): string {
  return SCRIPT_TESTS.find((s) => s.re.test(ch))?.name ?? 'non-Latin';
}

function codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The Latin letter or digit a character stands for, if it is not one itself but looks like one. */
function latinFor(ch: string): string | undefined {
  if (/^[A-Za-z0-9]$/.test(ch)) return undefined;
  const known = LOOK_ALIKES[ch];
  if (known) return known;
  // Fullwidth and mathematical forms (Ｂ, 𝐁, ２): their compatibility form is plain Latin.
  const plain = ch.normalize('NFKC');
  return /^[A-Za-z0-9]$/.test(plain) ? plain : undefined;
}

/** A character outside ASCII (an astral one as either half of its surrogate pair). */
const NON_ASCII = /[\u0080-\uffff]/;

// A clause-like token: "27B1", "12-C-1(c)", "27B1(a)", "(a)", "B".
const TOKEN = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?:\s?\([\p{L}\p{N}]{1,2}\))*|\([\p{L}\p{N}]{1,2}\)/gu;

/**
 * Clause-like tokens typed with a letter of another script, or a
 * fullwidth form, among Latin letters and digits ("27В1" with a Cyrillic В),
 * or standing alone where a clause letter would ("see В", "(а)"). Such a
 * token is not found as a reference, and a reader cannot see why.
 */
export function lookAlikeProblems(text: string): TextProblem[] {
  const out: TextProblem[] = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(text))) {
    const token = m[0];
    // A look-alike is never ASCII: most tokens are let through without looking at each character.
    if (!NON_ASCII.test(token)) continue;
    const chars = [...token];
    const letters = chars.filter((c) => /\p{L}|\p{N}/u.test(c));
    const foreign = chars.filter(
      (c) =>
        /\p{L}|\p{N}/u.test(c) &&
        !/^[A-Za-z0-9]$/.test(c) &&
        !(/\p{Script=Latin}/u.test(c) && latinFor(c) === undefined),
    );
    if (foreign.length === 0) continue;
    const mixed = chars.some((c) => /^[A-Za-z0-9]$/.test(c));
    const alone = letters.length === 1 && latinFor(letters[0] ?? '') !== undefined;
    if (!mixed && !alone) continue;
    const first = foreign[0] ?? '';
    const meant = latinFor(first);
    const latin = chars.map((c) => latinFor(c) ?? c).join('');
    const what = LOOK_ALIKES[first]
      ? `${scriptOf(first)} ${first}`
      : meant
        ? `the compatibility form ${first}`
        : `${scriptOf(first)} ${first}`;
    const others =
      foreign.length > 1 ? ` and ${foreign.length - 1} more such character${foreign.length > 2 ? 's' : ''}` : '';
    out.push({
      start: m.index,
      end: m.index + token.length,
      message: meant
        ? `"${token}" contains ${what} (${codePoint(first)})${others}, which only looks like the Latin ${meant}`
        : `"${token}" mixes ${what} (${codePoint(first)}) with Latin letters and digits`,
      fix: meant
        ? `type the Latin ${meant}${latin !== token && [...latin].every((c) => latinFor(c) === undefined) ? `: "${latin}"` : ''}`
        : 'retype the token in Latin letters and digits',
    });
  }
  return out;
}

/** Every reference in `text`, in order of position. Never throws. */
export function findReferences(text: string): ReferenceMatch[] {
  const laws = findLawReferences(text);
  const locals = findLocalReferences(text, laws);
  return [...laws, ...locals].sort((a, b) => a.start - b.start);
}

/**
 * Resolve a designator written inside a law's text to a clause id, given the
 * id of the clause it appears in. Returns null when the designator's form
 * cannot be read in that context (for example "(a)" in a top-level section).
 */
export function resolveLocal(designator: string, context: string): string | null {
  const absolute = /^([A-Z])(\d{1,2})?(?:\(([a-z])\))?$/.exec(designator);
  if (absolute) return `${absolute[1]}${absolute[2] ?? ''}${absolute[3] ?? ''}`;
  const ctx = /^([A-Z])(\d{1,2})?([a-z])?$/.exec(context);
  if (!ctx) return null;
  const number = /^(\d{1,2})$/.exec(designator);
  if (number) return `${ctx[1]}${number[1]}`;
  const letter = /^\(([a-z])\)$/.exec(designator);
  if (letter && ctx[2]) return `${ctx[1]}${ctx[2]}${letter[1]}`;
  return null;
}
