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
import type { Diagnostic, SourcePoint } from './diagnostic';
import { editionIdField } from './edition-id';
import { unknownEdition, type EditionEntry } from './registry';
import { LAW_NUMBERS } from './clause-id';
import { checkList, fields, lawNumberWhy, list, nameOf, pattern, problem, text } from './schema';
import { readYaml, SourceText, type YamlData } from './source-reader';

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
  /** Where the `ref` of each side of each renumbering (in the order of `renumberings`) is written. */
  refAt?: (index: number, side: 'from' | 'to') => SourcePoint;
}

/** "Law 23", "Law 72C", "Law 16D", "Law 12C1", "Law 27B1a": a law and an optional clause id. */
export const RENUMBERED_REF = /^Law (\d{1,3})([A-Z](?:\d{1,2}[a-z]?)?)?$/;

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

const side = fields(
  {
    editions: list(
      editionIdField('an edition id in quotes, e.g. "2017"'),
      'edition ids, e.g. ["2007", "2008-03"]',
    ).superRefine((ids, ctx) => {
      if (ids.length === 0)
        problem(
          ctx,
          [],
          'is empty',
          'list the editions that write the reference this way, e.g. editions: ["2007", "2008-03"]',
        );
      ids.forEach((id, i) => {
        if (ids.indexOf(id) !== i) problem(ctx, [i], `edition "${id}" is listed twice`, 'list each edition once');
      });
    }),
    ref: pattern(
      RENUMBERED_REF,
      'the reference as the Laws write it, "Law" and the number with an optional clause, e.g. "Law 23" or "Law 72C"',
      (v) => `"${v}" is not a reference to a law`,
    ).superRefine((v, ctx) => {
      const why = lawNumberWhy(Number(RENUMBERED_REF.exec(v)?.[1] ?? LAW_NUMBERS.min));
      if (why) problem(ctx, [], `"${v}": ${why}`, 'correct the law number');
    }),
    title: text('the title of the provision in these editions, as a source gives it').optional(),
  },
  'a side of a renumbering',
);

const entry = fields(
  {
    subject: text('what the reference is about, in a few words'),
    from: side,
    to: side,
    reusedAs: text("what the old law number is in the newer editions, e.g. 'Comparable Call'").optional(),
    source: text('the publications that say so, and where'),
  },
  'a renumbering',
);

type Entry = NonNullable<NonNullable<ReturnType<typeof checkList<typeof entry>>>[number]>;

export function parseRenumberings(
  text: string,
  file: string,
  editions: readonly Pick<EditionEntry, 'id'>[],
): RenumberingsParseResult {
  const source = new SourceText(text, file);
  const yaml = readYaml(source, undefined, file);
  const entries = yaml && checkList(entry, yaml, source, { whole: 'the file', entry: 'renumbering' }, EXAMPLE);
  if (!yaml || !entries) return { renumberings: undefined, diagnostics: source.diagnostics() };
  const order = editions.map((e) => e.id);
  const seen = new Map<string, number>();
  const out: Renumbering[] = [];
  const entryOf: number[] = [];
  entries.forEach((e, i) => {
    if (e === undefined || !knownEditions(source, yaml, i, e, order) || !acrossSides(source, yaml, i, e, order, seen))
      return;
    const sideOf = (s: Entry['from']): RenumberingSide => {
      const m = RENUMBERED_REF.exec(s.ref);
      return {
        editions: [...s.editions].sort((x, y) => order.indexOf(x) - order.indexOf(y)),
        ref: s.ref,
        law: Number(m?.[1]),
        clause: m?.[2] ?? null,
        title: s.title ?? null,
      };
    };
    entryOf.push(i);
    out.push({
      subject: e.subject,
      from: sideOf(e.from),
      to: sideOf(e.to),
      reusedAs: e.reusedAs ?? null,
      source: e.source,
    });
  });
  return {
    renumberings: source.failed ? undefined : out,
    diagnostics: source.diagnostics(),
    refAt: (index, name) => yaml.locate([entryOf[index] ?? 0, name, 'ref']),
  };
}

/** Every edition named is in the registry (when the registry loaded: a broken one has its own diagnostics). */
function knownEditions(source: SourceText, yaml: YamlData, i: number, e: Entry, order: readonly string[]): boolean {
  let ok = true;
  for (const name of ['from', 'to'] as const) {
    e[name].editions.forEach((id, k) => {
      const problem =
        order.length > 0
          ? unknownEdition(
              id,
              order.map((x) => ({ id: x })),
            )
          : undefined;
      if (!problem) return;
      source.sink.error(yaml.locate([i, name, 'editions', k]), problem.message, problem.fix);
      ok = false;
    });
  }
  return ok;
}

/** The two sides: different editions, older to newer, different references, and each reference of an edition renumbered once. */
function acrossSides(
  source: SourceText,
  yaml: YamlData,
  i: number,
  e: Entry,
  order: readonly string[],
  seen: Map<string, number>,
): boolean {
  const label = nameOf([i], yaml, { whole: 'the file', entry: 'renumbering' });
  const overlap = e.from.editions.filter((x) => e.to.editions.includes(x));
  const toAt = yaml.locate([i, 'to', 'editions']);
  if (overlap.length > 0) {
    source.sink.error(
      toAt,
      `${label} has edition "${overlap[0] ?? ''}" on both sides`,
      'an edition writes a reference one way: list it under "from" or under "to", not both',
    );
    return false;
  }
  if (
    Math.max(...e.from.editions.map((x) => order.indexOf(x))) > Math.min(...e.to.editions.map((x) => order.indexOf(x)))
  ) {
    source.sink.error(
      toAt,
      `${label} renumbers from a later edition to an earlier one`,
      'list the older editions under "from" and the newer ones under "to" (editions are ordered as in content/editions.yaml)',
    );
    return false;
  }
  if (e.from.ref === e.to.ref) {
    source.sink.error(
      yaml.locate([i, 'to', 'ref']),
      `${label} renumbers "${e.from.ref}" to itself`,
      'give the reference as each side writes it, or remove the entry',
    );
    return false;
  }
  const line = yaml.locate([i]).line;
  for (const a of e.from.editions) {
    for (const b of e.to.editions) {
      const key = `${a} ${e.from.ref} ${b}`;
      const first = seen.get(key);
      if (first !== undefined)
        source.sink.error(
          yaml.locate([i, 'from', 'ref']),
          `"${e.from.ref}" of edition "${a}" is already renumbered for edition "${b}" (line ${first})`,
          'keep one entry for each reference and pair of editions',
        );
      else seen.set(key, line);
    }
  }
  return true;
}
