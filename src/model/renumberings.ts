/**
 * Known renumberings of cross-references between editions
 * (`content/renumberings.yaml`): a reference that one edition writes one way
 * ("Law 23", for awareness of potential damage) and a later edition writes
 * another ("Law 72C"), because the provision it names moved. Each entry names
 * the editions on each side, the subject, optional titles, and the
 * publication that says so.
 *
 * The comparison engine uses them to tell a change that only renumbers a
 * reference from a change of substance; the law pages use them to say, for a
 * law number that means different things in different editions, what moved
 * where.
 *
 * Pure: the caller reads the file and passes its text and the editions.
 */
import { isScalar, isSeq, type Node as YamlNode } from 'yaml';
import type { Diagnostic, SourcePoint } from './diagnostic';
import { unknownEdition, type EditionEntry } from './registry';
import { openDocument, readFields, readText, type Field, type Reader } from './yaml-entries';

/** One side of a renumbering: the editions that write the reference this way. */
export interface RenumberingSide {
  /** Edition ids, oldest first. */
  editions: string[];
  /** The reference as these editions write it, e.g. "Law 72C". */
  ref: string;
  law: number;
  /** Clause id within the law ("C", "B", "16D" → "D"), or null for the law as a whole. */
  clause: string | null;
  /** The title of the provision in these editions, when a source gives it. */
  title: string | null;
}

export interface Renumbering {
  /** What the reference is about, in a few words: "awareness of potential damage". */
  subject: string;
  from: RenumberingSide;
  to: RenumberingSide;
  /**
   * What `from.ref`'s law number is in the `to` editions when another law took
   * it (2017 Law 23 is "Comparable Call"), or null.
   */
  reusedAs: string | null;
  /** The publications that say so. */
  source: string;
}

export interface RenumberingsParseResult {
  renumberings: Renumbering[] | undefined;
  diagnostics: Diagnostic[];
}

/** "Law 23", "Law 72C", "Law 16D", "Law 12C1", "Law 27B1a": a law and an optional clause id. */
export const RENUMBERED_REF = /^Law (\d{1,3})([A-Z](?:\d{1,2}[a-z]?)?)?$/;

const FIELDS = ['subject', 'from', 'to', 'reusedAs', 'source'] as const;
const SIDE_FIELDS = ['editions', 'ref', 'title'] as const;
const EXAMPLE = `- subject: awareness of potential damage
  from:
    editions: ["2007", "2008-03"]
    ref: Law 23
    title: Awareness of Potential Damage
  to:
    editions: ["2017"]
    ref: Law 72C
  reusedAs: Comparable Call
  source: "…the publication that says so, and where…"`;

export function parseRenumberings(source: string, file: string, editions: readonly Pick<EditionEntry, 'id'>[]): RenumberingsParseResult {
  const { reader, items } = openDocument(source, file, 'renumberings', EXAMPLE);
  const { sink } = reader;
  if (!items) return { renumberings: undefined, diagnostics: sink.items };
  const order = editions.map((e) => e.id);
  const out: Renumbering[] = [];
  const seen = new Map<string, number>();
  for (const node of items) {
    const start = reader.at(node);
    const label = () => `the renumbering on line ${start.line}`;
    const fields = readFields(reader, node, label, FIELDS, ['subject', 'from', 'to', 'source'], start);
    if (!fields) continue;
    const subject = readText(reader, fields.get('subject'), 'subject', label);
    const src = readText(reader, fields.get('source'), 'source', label);
    const reusedField = fields.get('reusedAs');
    const reusedAs = reusedField ? readText(reader, reusedField, 'reusedAs', label) : undefined;
    const from = readSide(reader, fields.get('from'), 'from', label, order);
    const to = readSide(reader, fields.get('to'), 'to', label, order);
    if (from && to) {
      const overlap = from.side.editions.filter((e) => to.side.editions.includes(e));
      const newestFrom = Math.max(...from.side.editions.map((e) => order.indexOf(e)));
      const oldestTo = Math.min(...to.side.editions.map((e) => order.indexOf(e)));
      if (overlap.length > 0) {
        sink.error(to.editionsAt, `${label()} has edition "${overlap[0]}" on both sides`, 'an edition writes a reference one way: list it under "from" or under "to", not both');
        continue;
      }
      if (newestFrom > oldestTo) {
        sink.error(to.editionsAt, `${label()} renumbers from a later edition to an earlier one`, 'list the older editions under "from" and the newer ones under "to" (editions are ordered as in content/editions.yaml)');
        continue;
      }
      if (from.side.ref === to.side.ref) {
        sink.error(to.refAt, `${label()} renumbers "${from.side.ref}" to itself`, 'give the reference as each side writes it, or remove the entry');
        continue;
      }
      for (const a of from.side.editions) {
        for (const b of to.side.editions) {
          const key = `${a} ${from.side.ref} ${b}`;
          const first = seen.get(key);
          if (first !== undefined) sink.error(from.refAt, `"${from.side.ref}" of edition "${a}" is already renumbered for edition "${b}" (line ${first})`, 'keep one entry for each reference and pair of editions');
          else seen.set(key, start.line);
        }
      }
    }
    if (!subject || !src || !from || !to || (reusedField && reusedAs === undefined)) continue;
    out.push({ subject, from: from.side, to: to.side, reusedAs: reusedAs ?? null, source: src });
  }
  return { renumberings: sink.failed ? undefined : out, diagnostics: sink.items };
}

function readSide(
  reader: Reader,
  field: Field | undefined,
  name: 'from' | 'to',
  entry: () => string,
  order: readonly string[],
): { side: RenumberingSide; editionsAt: SourcePoint; refAt: SourcePoint } | undefined {
  if (!field) return undefined;
  const { sink } = reader;
  const label = () => `"${name}" of ${entry()}`;
  const f = readFields(reader, field.value, label, SIDE_FIELDS, ['editions', 'ref'], reader.at(field.key));
  if (!f) return undefined;
  let ok = true;
  const editionsField = f.get('editions');
  const editionsAt = reader.at(editionsField?.value ?? field.key);
  const editions: string[] = [];
  if (editionsField) {
    const list = editionsField.value;
    if (!isSeq(list) || list.items.length === 0) {
      sink.error(editionsAt, `"editions" of ${label()} is not a list of edition ids`, 'write the editions as a list, e.g. editions: ["2007", "2008-03"]');
      ok = false;
    } else {
      for (const item of list.items as YamlNode[]) {
        const at = reader.at(item);
        const id = isScalar(item) && (typeof item.value === 'string' || typeof item.value === 'number') ? String(item.value) : undefined;
        if (id === undefined) {
          sink.error(at, `an edition of ${label()} is not an edition id`, 'write each edition id in quotes, e.g. "2017"');
          ok = false;
          continue;
        }
        const problem = order.length > 0 ? unknownEdition(id, order.map((x) => ({ id: x }))) : undefined;
        if (problem) {
          sink.error(at, problem.message, problem.fix);
          ok = false;
          continue;
        }
        if (editions.includes(id)) {
          sink.error(at, `edition "${id}" is listed twice in ${label()}`, 'list each edition once');
          ok = false;
          continue;
        }
        editions.push(id);
      }
    }
  }
  const refField = f.get('ref');
  const refAt = reader.at(refField?.value ?? field.key);
  const ref = readText(reader, refField, 'ref', label);
  const m = ref === undefined ? null : RENUMBERED_REF.exec(ref);
  if (ref !== undefined && !m) {
    sink.error(refAt, `"ref" of ${label()} is not a reference to a law: "${ref}"`, 'write it as the Laws do, "Law" and the number with an optional clause, e.g. "Law 23" or "Law 72C"');
    ok = false;
  }
  const titleField = f.get('title');
  const title = titleField ? readText(reader, titleField, 'title', label) : undefined;
  if (titleField && title === undefined) ok = false;
  if (!ok || ref === undefined || !m || !editionsField) return undefined;
  const sorted = [...editions].sort((x, y) => order.indexOf(x) - order.indexOf(y));
  return { side: { editions: sorted, ref, law: Number(m[1]), clause: m[2] ?? null, title: title ?? null }, editionsAt, refAt };
}

/** The references renumbered between two editions, oriented from `a` to `b` (either may be the older). */
export function renumberedBetween(renumberings: readonly Renumbering[], a: string, b: string): { a: string; b: string; subject: string }[] {
  const out: { a: string; b: string; subject: string }[] = [];
  for (const r of renumberings) {
    if (r.from.editions.includes(a) && r.to.editions.includes(b)) out.push({ a: r.from.ref, b: r.to.ref, subject: r.subject });
    else if (r.to.editions.includes(a) && r.from.editions.includes(b)) out.push({ a: r.to.ref, b: r.from.ref, subject: r.subject });
  }
  return out;
}
