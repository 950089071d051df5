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
 * The diff is direction-independent: jsdiff is always run with the two token
 * sequences in a canonical order and the result mirrored when needed, so
 * diff(b, a) is exactly diff(a, b) with insertions and deletions swapped.
 *
 * Consecutive differences (not separated by equal text) form one change, a
 * hunk, emitted as at most one `delete` op (side a's text) followed by at most
 * one `insert` op (side b's text), both carrying the change's class.
 */
import { Diff } from 'diff';
import { classifyChange, sideContext, type ChangeVerdict, type Piece, type SideContext } from './classify';
import type { Change, ClausePart, DiffOp, Reading } from './types';
import type { Token } from './tokenize';

class SegmentedWordDiff extends Diff<Token, Token[], Token[]> {
  override equals(left: Token, right: Token): boolean {
    return left.text === right.text;
  }
  override castInput(value: Token[]): Token[] {
    return value;
  }
  override tokenize(value: Token[]): Token[] {
    return value.slice();
  }
  override join(tokens: Token[]): Token[] {
    return tokens;
  }
  override removeEmpty(tokens: Token[]): Token[] {
    return tokens;
  }
}

const engine = new SegmentedWordDiff();

type Step = { kind: 'equal'; a: Token; b: Token } | { kind: 'delete'; a: Token } | { kind: 'insert'; b: Token };

function at(tokens: readonly Token[], i: number): Token {
  const t = tokens[i];
  if (!t) throw new Error(`diff walked past the end of the tokens (${i})`);
  return t;
}

function key(tokens: readonly Token[]): string {
  return tokens.map((t) => t.text).join('\u0000');
}

/** The edit script between two token sequences, direction-independent. */
function editScript(a: Token[], b: Token[]): Step[] {
  const forward = key(a) <= key(b);
  const [x, y] = forward ? [a, b] : [b, a];
  const steps: Step[] = [];
  let ix = 0;
  let iy = 0;
  for (const c of engine.diff(x, y)) {
    for (let k = 0; k < c.count; k++) {
      if (c.added) steps.push({ kind: 'insert', b: at(y, iy++) });
      else if (c.removed) steps.push({ kind: 'delete', a: at(x, ix++) });
      else steps.push({ kind: 'equal', a: at(x, ix++), b: at(y, iy++) });
    }
  }
  if (forward) return steps;
  return steps.map((s): Step =>
    s.kind === 'equal' ? { kind: 'equal', a: s.b, b: s.a } : s.kind === 'insert' ? { kind: 'delete', a: s.b } : { kind: 'insert', b: s.a },
  );
}

export interface PartDiff {
  ops: DiffOp[];
  changes: Change[];
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
): PartDiff {
  const ctxA = sideContext(part, aValue, aReadings);
  const ctxB = sideContext(part, bValue, bReadings);
  return diffContexts(ctxA, ctxB, firstChange);
}

type Segment =
  | { kind: 'equal'; a: Piece[]; b: Piece[] }
  | { kind: 'change'; a: Piece[]; b: Piece[]; verdict: ChangeVerdict };

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

function diffContexts(ctxA: SideContext, ctxB: SideContext, firstChange: number): PartDiff {
  const segments: Segment[] = [];
  let hunk: { a: Piece[]; b: Piece[] } | null = null;

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
    const { a, b } = hunk;
    hunk = null;
    // whitespace that ends both sides alike is equal text after the change
    const lastA = a[a.length - 1];
    const lastB = b[b.length - 1];
    const after = lastA && lastB && lastA.token === null && lastB.token === null && lastA.text === lastB.text;
    if (after) {
      a.pop();
      b.pop();
    }
    segments.push({ kind: 'change', a, b, verdict: classifyChange(a, b, ctxA, ctxB) });
    if (after) equal(lastA, lastB);
  };
  const differ = (a: Piece | null, b: Piece | null): void => {
    hunk ??= { a: [], b: [] };
    if (a && a.text !== '') hunk.a.push(a);
    if (b && b.text !== '') hunk.b.push(b);
  };
  const space = (value: string): Piece => ({ text: value, token: null });
  const word = (token: Token): Piece => ({ text: token.text, token });

  const leadA = ctxA.tokenized.lead;
  const leadB = ctxB.tokenized.lead;
  if (leadA === leadB) equal(space(leadA), space(leadB));
  else differ(space(leadA), space(leadB));

  for (const step of editScript(ctxA.tokenized.tokens, ctxB.tokenized.tokens)) {
    if (step.kind === 'equal') {
      equal(word(step.a), word(step.b));
      if (step.a.ws === step.b.ws) equal(space(step.a.ws), space(step.b.ws));
      else differ(space(step.a.ws), space(step.b.ws));
    } else if (step.kind === 'delete') {
      differ(word(step.a), null);
      differ(space(step.a.ws), null);
    } else {
      differ(null, word(step.b));
      differ(null, space(step.b.ws));
    }
  }
  close();

  // cleanup: two substantive changes with only slight equal text between
  // them are one change (a more readable hunk; the classes are unaffected)
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
      merged.push({ kind: 'change', a, b, verdict: classifyChange(a, b, ctxA, ctxB) });
    } else merged.push(seg);
  }

  const ops: DiffOp[] = [];
  const changes: Change[] = [];
  for (const seg of merged) {
    if (seg.kind === 'equal') {
      ops.push({ op: 'equal', text: text(seg.a) });
      continue;
    }
    const index = firstChange + changes.length;
    const deleted = text(seg.a);
    const inserted = text(seg.b);
    changes.push({ index, part: ctxA.part, deleted, inserted, ...seg.verdict });
    if (deleted !== '') ops.push({ op: 'delete', text: deleted, class: seg.verdict.class, change: index });
    if (inserted !== '') ops.push({ op: 'insert', text: inserted, class: seg.verdict.class, change: index });
  }
  return { ops, changes };
}

/** The ops of a part of a clause present on one side only. */
export function wholePart(part: ClausePart, value: string, side: 'a' | 'b', index: number): PartDiff {
  if (value === '') return { ops: [], changes: [] };
  const op = side === 'a' ? 'delete' : 'insert';
  return {
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
