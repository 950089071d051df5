/**
 * Comparison of texts of a law: pairs, clauses, summaries.
 *
 * Clauses are aligned by id (align.ts). For each aligned clause the heading
 * and the text are diffed SEPARATELY (diff.ts), so no change ever spans the
 * two and each change records its `part`; changes are numbered across the
 * clause, heading first. A null heading counts as an empty one. Classes come
 * from classify.ts.
 */
import { CHANGE_CLASSES as SUMMARY_CLASSES } from '../../model/change-classes';
import { alignClauses } from './align';
import { CHANGE_CLASSES, clauseStatus, WORD_CHANGING_STATUSES } from './classify';
import { diffPart, wholePart } from './diff';
import { DEFAULT_LIMITS, type DiffLimits } from './edit-script';
import type {
  ChangeClass,
  ClauseComparison,
  ClauseStatus,
  Coarseness,
  ComparableClause,
  ComparableText,
  PairComparison,
  PairSummary,
  PlaceCounts,
  RenumberedRef,
} from './types';

/** Every status of a clause in a comparison, in the pages' order: unchanged, then the classes a summary names. */
export const CLAUSE_STATUSES: readonly ClauseStatus[] = ['unchanged', ...SUMMARY_CLASSES];

/** The name of an ordered pair: `<a>...<b>`, e.g. '2008-03...2017'. */
export function pairName(a: string, b: string): string {
  return `${a}...${b}`;
}

const noPlaces = (): PlaceCounts => ({ typographic: 0, editorial: 0, renumbered: 0, reference: 0, substantive: 0 });

function countPlaces(classes: readonly ChangeClass[]): PlaceCounts {
  const places = noPlaces();
  for (const c of classes) places[c]++;
  return places;
}

/** The coarser of two ways of comparing (null: word by word). */
function coarser(x: Coarseness | null, y: Coarseness | null): Coarseness | null {
  if (x === 'part' || y === 'part') return 'part';
  return x ?? y;
}

/**
 * Compares one clause of side a with the clause of the same id of side b.
 * Pass null for a side that lacks the clause (the result is then `added` or
 * `removed`); `moved` marks a clause whose relative position differs.
 * `limits` bound the work of the word diff (see DiffLimits in diff.ts);
 * `renumbered`: the references renumbered between the two texts, a to b
 * (rule R in classify.ts); the clauses' `references` are for rule P.
 */
export function compareClauses(
  a: ComparableClause | null,
  b: ComparableClause | null,
  moved = false,
  limits: DiffLimits = DEFAULT_LIMITS,
  renumbered: readonly RenumberedRef[] = [],
): ClauseComparison {
  const id = a?.id ?? b?.id;
  if (id === undefined) throw new Error('compareClauses needs at least one clause');
  if (a && b && a.id !== b.id) throw new Error(`cannot compare clause '${a.id}' with clause '${b.id}'`);
  const label = { a: a?.label ?? null, b: b?.label ?? null };

  if (!a || !b) {
    const only = (a ?? b) as ComparableClause;
    const side = a ? 'a' : 'b';
    const heading = wholePart('heading', only.heading ?? '', side, 0);
    const text = wholePart('text', only.text, side, heading.changes.length);
    const changes = [...heading.changes, ...text.changes];
    return {
      id,
      status: a ? 'removed' : 'added',
      moved: false,
      label,
      heading: heading.ops,
      text: text.ops,
      changes,
      places: countPlaces(changes.map((c) => c.class)),
      coarse: null,
    };
  }

  const refs = { a: a.references ?? [], b: b.references ?? [] };
  const heading = diffPart(
    'heading',
    a.heading ?? '',
    b.heading ?? '',
    a.readings,
    b.readings,
    0,
    limits,
    renumbered,
    refs,
  );
  const text = diffPart(
    'text',
    a.text,
    b.text,
    a.readings,
    b.readings,
    heading.changes.length,
    limits,
    renumbered,
    refs,
  );
  const changes = [...heading.changes, ...text.changes];
  const classes = changes.map((c) => c.class);
  return {
    id,
    status: clauseStatus(classes, moved),
    moved,
    label,
    heading: heading.ops,
    text: text.ops,
    changes,
    places: countPlaces(classes),
    coarse: coarser(heading.coarse, text.coarse),
  };
}

/** Summary of a compared pair. */
export function summarizePair(pair: Pick<PairComparison, 'name' | 'a' | 'b' | 'clauses'>): PairSummary {
  const clauses = Object.fromEntries(CLAUSE_STATUSES.map((s) => [s, 0])) as Record<ClauseStatus, number>;
  const places = noPlaces();
  for (const c of pair.clauses) {
    clauses[c.status]++;
    for (const k of CHANGE_CLASSES) places[k] += c.places[k];
  }
  const ids = (status: ClauseStatus): string[] => pair.clauses.filter((c) => c.status === status).map((c) => c.id);
  return {
    name: pair.name,
    a: pair.a.edition,
    b: pair.b.edition,
    clauses,
    substantive: ids('substantive'),
    renumbered: ids('renumbered'),
    reference: ids('reference'),
    editorial: ids('editorial'),
    typographic: ids('typographic'),
    added: ids('added'),
    removed: ids('removed'),
    places,
    coarse: pair.clauses.filter((c) => c.coarse !== null).map((c) => c.id),
    sameWords: pair.clauses.every((c) => !WORD_CHANGING_STATUSES.includes(c.status)),
  };
}

/**
 * The references renumbered between two editions, oriented a to b: given the
 * pairs of editions, e.g. from content/renumberings.yaml.
 */
export type RenumberedBetween = (a: string, b: string) => readonly RenumberedRef[];

const none: RenumberedBetween = () => [];

/** Compares text a with text b (same law). */
export function comparePair(
  a: ComparableText,
  b: ComparableText,
  limits: DiffLimits = DEFAULT_LIMITS,
  renumbered: RenumberedBetween = none,
): PairComparison {
  if (a.law !== b.law) throw new Error(`cannot compare Law ${a.law} with Law ${b.law}`);
  const refs = renumbered(a.edition, b.edition);
  const clauses = alignClauses(a.clauses, b.clauses).map((slot) =>
    compareClauses(slot.a, slot.b, slot.moved, limits, refs),
  );
  const base = {
    name: pairName(a.edition, b.edition),
    law: a.law,
    a: { edition: a.edition, title: a.title },
    b: { edition: b.edition, title: b.title },
    clauses,
  };
  return { ...base, summary: summarizePair(base) };
}

/**
 * Every ordered pair (a, b), a ≠ b, of the given texts of one law, in input
 * order (for 3 texts: 6 pairs). Editions must be distinct.
 */
export function comparePairs(
  texts: readonly ComparableText[],
  limits: DiffLimits = DEFAULT_LIMITS,
  renumbered: RenumberedBetween = none,
): PairComparison[] {
  const editions = new Set<string>();
  for (const t of texts) {
    if (editions.has(t.edition)) throw new Error(`edition '${t.edition}' given twice`);
    editions.add(t.edition);
  }
  const pairs: PairComparison[] = [];
  for (const a of texts) for (const b of texts) if (a !== b) pairs.push(comparePair(a, b, limits, renumbered));
  return pairs;
}
