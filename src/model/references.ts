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
const DESIGNATOR =
  String.raw`-?(?<sec>[A-Z])(?![A-Za-z])(?:-?(?<num>\d{1,2}))?(?:\s?\((?<sub>[a-z]|\d{1,2})\)|(?<letter>[a-z])(?![A-Za-z]))?`;

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
  const overlaps = (s: number, e: number) =>
    [...taken, ...out].some((r) => s < r.end && r.start < e);
  for (const form of LOCAL_FORMS) {
    form.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = form.exec(text))) {
      const d = m.groups?.['d'];
      if (!d) continue;
      const start = m.index + m[0].indexOf(d, m[0].length - d.length - (m.groups?.['dir']?.length ?? 0));
      const end = start + d.length + (m.groups?.['dir']?.length ?? 0);
      if (overlaps(start, end)) continue;
      out.push({ start, end, text: text.slice(start, end), target: { kind: 'local', designator: d } });
    }
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
