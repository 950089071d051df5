/**
 * Word diff of one part (heading or text) of a pair of aligned clauses.
 *
 * Tokens come from tokenize.ts (Intl.Segmenter words, every punctuation mark
 * and apostrophe a token of its own, whitespace carried by the preceding
 * token). The edit script is jsdiff's Myers diff, through a `Diff` subclass
 * over token arrays in the manner of jsdiff's own tokenizer classes: two
 * tokens are equal when their text is identical; whitespace plays no part in
 * the alignment. Whitespace differences after equal tokens are then reported
 * as changes of their own, so the ops rebuild both strings exactly.
 *
 * The work is bounded: when the word diff of a part would take too long, the
 * part is compared sentence by sentence first (see DiffLimits, edit-script.ts), and the
 * result says so (`coarse`).
 *
 * The diff is direction-independent: jsdiff is always run with the two token
 * sequences in a canonical order and the result mirrored when needed, so
 * diff(b, a) is exactly diff(a, b) with insertions and deletions swapped.
 *
 * Consecutive differences (not separated by equal text) form one change, a
 * hunk, emitted as at most one `delete` op (side a's text) followed by at most
 * one `insert` op (side b's text), both carrying the change's class.
 */
import { classifyChange, type ChangeVerdict } from './classify';
import { DEFAULT_LIMITS, editScript, type DiffLimits, type DiffWork, type Script } from './edit-script';
import { sideContext, type ChangeAt, type Piece, type SideContext } from './sides';
import type {
  Change,
  ChangeClass,
  ClausePart,
  Coarseness,
  ComparableReference,
  DiffOp,
  Reading,
  RenumberedRef,
} from './types';
import type { Token } from './tokenize';

export interface PartDiff {
  ops: DiffOp[];
  changes: Change[];
  /** null: compared word by word; otherwise how it was compared more coarsely (see DiffLimits) */
  coarse: Coarseness | null;
  work: DiffWork;
}

/**
 * Diffs one part of two aligned clauses. `firstChange` is the index the first
 * change gets (changes are numbered across the heading and text of a clause).
 */
export function diffPart(
  part: ClausePart,
  aValue: string,
  bValue: string,
  aReadings: readonly Reading[],
  bReadings: readonly Reading[],
  firstChange = 0,
  limits: DiffLimits = DEFAULT_LIMITS,
  renumbered: readonly RenumberedRef[] = [],
  references: { a: readonly ComparableReference[]; b: readonly ComparableReference[] } = { a: [], b: [] },
): PartDiff {
  const ctxA = sideContext(part, aValue, aReadings, renumbered, references.a);
  const ctxB = sideContext(
    part,
    bValue,
    bReadings,
    renumbered.map((r) => ({ a: r.b, b: r.a, subject: r.subject })),
    references.b,
  );
  return diffContexts(ctxA, ctxB, firstChange, limits);
}

type Segment =
  | { kind: 'equal'; a: Piece[]; b: Piece[] }
  | { kind: 'change'; a: Piece[]; b: Piece[]; at: ChangeAt; verdict: ChangeVerdict };

const text = (pieces: readonly Piece[]): string => pieces.map((p) => p.text).join('');

/**
 * Equal text too slight to keep two substantive changes apart: no word of
 * three letters or more, at most one word at all (e.g. the "s" of a split
 * "Director's" that happens to match the "s" of "denomination(s)").
 */
function slight(equal: readonly Piece[]): boolean {
  const words = equal.filter((p) => p.token?.kind === 'word');
  return words.length <= 1 && words.every((p) => [...p.text].length < 3);
}

/**
 * The segments of a part, in order: equal text, and changes (consecutive differences, each classified). The edit
 * script is made here too, after the whitespace before the first token.
 */
function segmentsOf(ctxA: SideContext, ctxB: SideContext, limits: DiffLimits): { segments: Segment[]; script: Script } {
  const segments: Segment[] = [];
  let hunk: { a: Piece[]; b: Piece[]; at: ChangeAt } | null = null;
  // the next token of each side: where a change that opens now starts
  let nextA = 0;
  let nextB = 0;

  const equal = (a: Piece, b: Piece): void => {
    if (a.text === '') return;
    close();
    const last = segments[segments.length - 1];
    if (last && last.kind === 'equal') {
      last.a.push(a);
      last.b.push(b);
    } else segments.push({ kind: 'equal', a: [a], b: [b] });
  };
  const close = (): void => {
    if (!hunk) return;
    const { a, b, at } = hunk;
    hunk = null;
    // whitespace that ends both sides alike is equal text after the change
    const lastA = a[a.length - 1];
    const lastB = b[b.length - 1];
    const after = lastA && lastB && lastA.token === null && lastB.token === null && lastA.text === lastB.text;
    if (after) {
      a.pop();
      b.pop();
    }
    segments.push({ kind: 'change', a, b, at, verdict: classifyChange(a, b, ctxA, ctxB, at) });
    if (after) equal(lastA, lastB);
  };
  const differ = (a: Piece | null, b: Piece | null): void => {
    hunk ??= { a: [], b: [], at: { a: nextA, b: nextB } };
    if (a && a.text !== '') hunk.a.push(a);
    if (b && b.text !== '') hunk.b.push(b);
  };
  const space = (value: string): Piece => ({ text: value, token: null });
  const word = (token: Token): Piece => ({ text: token.text, token });

  const leadA = ctxA.tokenized.lead;
  const leadB = ctxB.tokenized.lead;
  if (leadA === leadB) equal(space(leadA), space(leadB));
  else differ(space(leadA), space(leadB));

  const script = editScript(ctxA.tokenized.tokens, ctxB.tokenized.tokens, limits);
  for (const step of script.steps) {
    if (step.kind === 'equal') {
      equal(word(step.a), word(step.b));
      [nextA, nextB] = [step.a.index + 1, step.b.index + 1];
      if (step.a.ws === step.b.ws) equal(space(step.a.ws), space(step.b.ws));
      else differ(space(step.a.ws), space(step.b.ws));
    } else if (step.kind === 'delete') {
      differ(word(step.a), null);
      nextA = step.a.index + 1;
      differ(space(step.a.ws), null);
    } else {
      differ(null, word(step.b));
      nextB = step.b.index + 1;
      differ(null, space(step.b.ws));
    }
  }
  close();
  return { segments, script };
}

/**
 * Two substantive changes with only slight equal text between them are one change (a more readable hunk; the
 * classes are unaffected).
 */
function mergeSlight(segments: readonly Segment[], ctxA: SideContext, ctxB: SideContext): Segment[] {
  const merged: Segment[] = [];
  for (const seg of segments) {
    const eq = merged[merged.length - 1];
    const prev = merged[merged.length - 2];
    if (
      seg.kind === 'change' &&
      seg.verdict.class === 'substantive' &&
      eq?.kind === 'equal' &&
      prev?.kind === 'change' &&
      prev.verdict.class === 'substantive' &&
      slight(eq.a)
    ) {
      merged.length -= 2;
      const a = [...prev.a, ...eq.a, ...seg.a];
      const b = [...prev.b, ...eq.b, ...seg.b];
      merged.push({ kind: 'change', a, b, at: prev.at, verdict: classifyChange(a, b, ctxA, ctxB, prev.at) });
    } else merged.push(seg);
  }
  return merged;
}

/** A reference's own word before its number ("Law 26", "Laws 26B"), when the equal text before a change ends with it. */
const REFERENCE_WORD = /\bLaws?\s+$/u;

/**
 * A reference changed (renumbered, or made precise) is shown as a whole
 * reference on each side, "Law 26" → "Law 26B", never as two numbers run
 * together ("2626B"): the word that names it moves from the equal text before
 * into both sides of the change. Both texts rebuild from the ops as before.
 * Returns the word moved ('' when there is none).
 */
function referenceWord(ops: DiffOp[], cls: ChangeClass, deleted: string, inserted: string): string {
  const before = ops[ops.length - 1];
  if ((cls !== 'renumbered' && cls !== 'reference') || deleted === '' || inserted === '' || before?.op !== 'equal')
    return '';
  const word = REFERENCE_WORD.exec(before.text)?.[0] ?? '';
  if (word === '') return '';
  before.text = before.text.slice(0, -word.length);
  if (before.text === '') ops.pop();
  return word;
}

function diffContexts(ctxA: SideContext, ctxB: SideContext, firstChange: number, limits: DiffLimits): PartDiff {
  const { segments, script } = segmentsOf(ctxA, ctxB, limits);
  const ops: DiffOp[] = [];
  const changes: Change[] = [];
  for (const seg of mergeSlight(segments, ctxA, ctxB)) {
    if (seg.kind === 'equal') {
      ops.push({ op: 'equal', text: text(seg.a) });
      continue;
    }
    const index = firstChange + changes.length;
    const deleted = text(seg.a);
    const inserted = text(seg.b);
    changes.push({ index, part: ctxA.part, deleted, inserted, ...seg.verdict });
    const word = referenceWord(ops, seg.verdict.class, deleted, inserted);
    if (deleted !== '') ops.push({ op: 'delete', text: word + deleted, class: seg.verdict.class, change: index });
    if (inserted !== '') ops.push({ op: 'insert', text: word + inserted, class: seg.verdict.class, change: index });
  }
  return { ops, changes, coarse: script.coarse, work: script.work };
}

/** The ops of a part of a clause present on one side only. */
export function wholePart(part: ClausePart, value: string, side: 'a' | 'b', index: number): PartDiff {
  const work: DiffWork = { charged: 0, compared: 0 };
  if (value === '') return { ops: [], changes: [], coarse: null, work };
  const op = side === 'a' ? 'delete' : 'insert';
  return {
    coarse: null,
    work,
    ops: [{ op, text: value, class: 'substantive', change: index }],
    changes: [
      {
        index,
        part,
        deleted: side === 'a' ? value : '',
        inserted: side === 'b' ? value : '',
        class: 'substantive',
        reading: null,
        readingSide: null,
        renumberings: [],
        refined: [],
      },
    ],
  };
}

/** Rebuilds side a's (`equal`+`delete`) or side b's (`equal`+`insert`) string. */
export function rebuild(ops: readonly DiffOp[], side: 'a' | 'b'): string {
  const skip = side === 'a' ? 'insert' : 'delete';
  return ops
    .filter((o) => o.op !== skip)
    .map((o) => o.text)
    .join('');
}
