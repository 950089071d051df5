/**
 * Classification rules of the comparison engine — the one place they live.
 *
 * The unit of classification is a CHANGE (a "hunk", a "place"): a maximal run
 * of differences between two stretches of identical text, as produced by the
 * word diff (diff.ts). Each change has a side-a text and a side-b text (either
 * may be empty) and lies in a clause's heading or in its text. A clause's
 * class follows from the classes of its changes.
 *
 * To compare the two sides of a change, each side is reduced to its WORDS:
 *   - whitespace of any kind (spaces, tabs, line wraps, paragraph breaks) and
 *     every punctuation mark — full stops, commas, colons, brackets, the
 *     footnote asterisk, quotation marks of every style, dashes and hyphens
 *     (- ‐ – —) — separate words and are otherwise dropped;
 *   - apostrophes (' ’ ‘ ʼ ` ´ ′) and invisible format characters (soft
 *     hyphen, zero-width space/joiner) are deleted without separating words,
 *     so "Director's", "Director’s" and "Directors" are all the word
 *     "Directors";
 *   - words are compared in Unicode NFKC form;
 *   - in a HEADING, case is ignored;
 *   - in BODY TEXT, case is ignored only for the first letter of a word that
 *     starts a sentence (the first word of the text, or a word after . ! ? or
 *     : or a paragraph break, skipping opening brackets and quotes). Elsewhere
 *     in body text a change of case is a change of words: the Laws use
 *     capitals for defined terms and references ("the Director", "LHO",
 *     "Law 16D"), so "the director" is not the same words as "the Director".
 *
 * Rules for ONE CHANGE, tried in this order:
 *
 *   T  typographic — both sides reduce to the same words.
 *        "Director's" / "Directors"                       (lost apostrophe)
 *        "offender's" / "offender’s"                      (quote style)
 *        "Bid." / "Bid" in a heading                      (heading punctuation)
 *        "Insufficient Bid" / "insufficient bid" in a heading (capitalisation)
 *        "non-offending" / "non–offending" / "non offending" (dashes)
 *        "legal)\nat" / "legal) at"                        (line wrap)
 *        "different and" / "different, and"              (a comma added)
 *        "bid. The" / "bid; the"                          (sentence-initial case)
 *      Note: joining or splitting words is NOT typographic ("non offending" /
 *      "nonoffending", "a part" / "apart" are different words).
 *
 *   E  editorial — on one side X, every word the change touches lies inside
 *      a passage that side's editors flagged with a reading (an occurrence of
 *      a reading's `sic` in X's heading or text, on token boundaries), and
 *      once the editors' reading is put in place of the `sic`, the two sides
 *      have the same words. The difference is then one of how the source was
 *      transcribed, which the editorial note explains, not of the law's
 *      words. Typographic differences in the same change do not prevent this.
 *        "as Al allows" [reading sic "Al", read "A1"] / "as A1 allows"
 *        "as A allows" / "as A1 allows" [reading sic "A1", read "A"]
 *      Without the reading, each of these is substantive. A reading that
 *      explains only part of a difference does not make it editorial:
 *        2017 "as Al allows" [sic "Al", read "A1"] / 2008 "as A allows"
 *      is substantive, because read as A1 it still differs from "A" (the same
 *      change C makes openly: "as A allows" → "as A1 allows").
 *
 *   R  renumbered ("reference renumbered") — the two editions compared have
 *      known renumberings of references (content/renumberings.yaml: the
 *      provision that one edition cites as "Law 23" the other cites as
 *      "Law 72C"), and the change, taken together with at most
 *      RENUMBER_CONTEXT tokens of the equal text on each side of it (which
 *      both sides share), has the same words on both sides once each
 *      renumbered reference of side a is put in its side-b form — at least
 *      one being put. The law did not change; only the number under which
 *      it cites a provision did. Typographic differences in the same change
 *      do not prevent this (but for a change of case at the start of a
 *      sentence: rule R compares words case and all, so that a reference
 *      at a sentence start still reads "Law 23"); any other difference does.
 *        2008-03 "see Law 23" / 2017 "see Law 72C"     [Law 23 → Law 72C]
 *        2008-03 "in Law 26 may" / 2017 "in Law 26B may" [Law 26 → Law 26B]
 *      but 2008-03 "Law 16D does not apply" / 2017 "Laws 26B and 16C do not
 *      apply" is substantive: besides 16D → 16C, words were added. A
 *      reference is matched by its words, case included ("Law 23", not
 *      "law 23"), and only where the renumbering's editions are the two
 *      compared, in either direction.
 *
 *   P  reference ("reference made precise") — a reference on one side
 *      names a clause or law that lies inside what the reference at the same
 *      place on the other side names (A → A1: clause A1 is part of A; Law 26
 *      → Law 26B), or names the same one in other words ("3 following" →
 *      "B3 above"); and the change, taken together with at most
 *      RENUMBER_CONTEXT tokens of the equal text on each side of it, has the
 *      same words on both sides once
 *        - a slip that a reading explains is put as the editors read it (a
 *          slip is compared as read: 2017 "Al" is "A1"),
 *        - each reference is matched with the reference at the same place on
 *          the other side, when their targets nest as above or a listed
 *          renumbering (rule R) turns the one into the other,
 *      at least one matched pair of references being written differently.
 *      The law's words did not change; a cross-reference now points at a
 *      narrower (or, read the other way, broader) part of the same provision,
 *      which is what the reference meant all along. When every pair so
 *      matched is a listed renumbering and none nests, the change is
 *      `renumbered` (rule R, with a slip read as read). Typographic
 *      differences in the same change do not prevent this (words are
 *      compared as in rule T).
 *        2008-03 "as A allows" / 2017 "as Al allows" [reading sic "Al", read
 *          "A1"; the reference is to 27A1]  (Law 27B4: A → A1, made precise)
 *        "(see A)" / "(see A1)"                        (made precise)
 *        "The lead restrictions in Law 26 may" / "in Law 26B may" with no
 *          renumbering listed                         (made precise)
 *      but 2008-03 "…rectification, unless the insufficient bid is accepted
 *      as A allows the substitution stands." / 2017 "…rectification the
 *      substitution, if legal, stands unless the insufficient bid is
 *      accepted as A1 allows (but see B3 above)." (Law 27C) is substantive:
 *      the change "A" → "A1" in it is a reference change, the others are not.
 *      Nor is "see A1" / "see A2" a reference change: neither clause lies
 *      inside the other. References are those the content model found
 *      (ComparableClause.references: the words that refer, and their target);
 *      the engine does not read references itself, and words the model did
 *      not find as a reference are compared as words. An occurrence of a
 *      reference's words is found in the heading or text in order of
 *      position, on token boundaries.
 *
 *   S  substantive — anything else: a word added, removed, changed or moved
 *      ("A" / "A1" where neither is found as a reference and no reading
 *      explains it; "Law 26" / "Law 26C"; a reordered sentence: the moved words are
 *      deleted at one place and inserted at another, and neither change
 *      reduces to equal words).
 *
 * Rules for ONE CLAUSE (aligned by id, see align.ts):
 *
 *   added / removed — the clause is only in side b / only in side a
 *        (2008-03 → 2017: the footnote is removed).
 *   unchanged   — heading and text are identical, character for character.
 *   substantive — some change is substantive, or the clause moved (its
 *        position relative to the other clauses differs).
 *   reference   — some change is a reference change (rule P), none
 *        substantive: the clause is not changed in substance; a reference in
 *        it was made precise (or broader, or written otherwise), perhaps
 *        others renumbered (and perhaps as below).
 *   renumbered  — some change is renumbered, none reference or substantive:
 *        the clause is not changed in substance; its words differ only in
 *        the numbers of the provisions it cites (and perhaps as below).
 *
 *   `renumbered` and `reference` are the two REFERENCE CHANGES, and the pages
 *   say so together ("not changed in substance: only references"). They are
 *   two values, not one, because /data/ published `renumbered` before
 *   `reference` existed: a reader of /data/ that lists `renumbered` clauses
 *   gets what it always got, and the new value only takes clauses out of
 *   `substantive` (27B4 of 2008-03 → 2017), which is the correction.
 *   editorial   — some change is editorial, none renumbered or substantive.
 *   typographic — every change is typographic.
 *
 * A missing heading (null) and an empty heading are the same (no words).
 * Every rule looks at both sides the same way, so the class of a change or a
 * clause does not depend on which text is called a and which b (the diff
 * itself is also made direction-independent, see diff.ts).
 */
import type { ChangeClass, ClauseStatus, Reading, RefinedRef, RenumberedRef } from './types';
import { explainingReferences, explainingRenumbering } from './reference-rules';
import { sameWords, snippetWords, wordsOf, type ChangeAt, type Piece, type SideContext } from './sides';

/** Severity order of change classes, mildest first. */
export const CHANGE_CLASSES: readonly ChangeClass[] = [
  'typographic',
  'editorial',
  'renumbered',
  'reference',
  'substantive',
];

export interface ChangeVerdict {
  class: ChangeClass;
  reading: Reading | null;
  readingSide: 'a' | 'b' | null;
  renumberings: RenumberedRef[];
  refined: RefinedRef[];
}

/** Rule E, looking from side X (whose readings are consulted). */
function explainingReading(xPieces: readonly Piece[], x: SideContext, yWords: readonly string[]): Reading | null {
  if (x.flagged.length === 0) return null;
  const xWords = xPieces.flatMap((p) => (p.token && p.token.kind === 'word' ? [p.token] : []));
  if (xWords.length === 0) return null;
  const changed = wordsOf(xPieces, x);
  // each reading once, in the order of its first occurrence; the word tests
  // (cheap: a reading has few words) before the test of where the words lie
  const readings = [...new Set(x.flagged.map((f) => f.reading))];
  for (const reading of readings) {
    if (
      !sameWords(changed, snippetWords(reading.sic, x.part)) ||
      !sameWords(snippetWords(reading.read, x.part), yWords)
    )
      continue;
    const ranges = x.flagged.filter((f) => f.reading === reading);
    const inside = xWords.every((t) => ranges.some((r) => t.start >= r.start && t.start + t.text.length <= r.end));
    // Put the editors' reading in place of the source's words, then compare.
    if (inside) return reading;
  }
  return null;
}

/**
 * Classifies one change (rules T, E, R, P, S). `at`: where it starts on each
 * side, needed by rules R and P when a side has no token (a pure insertion).
 */
export function classifyChange(
  a: readonly Piece[],
  b: readonly Piece[],
  ctxA: SideContext,
  ctxB: SideContext,
  at: ChangeAt = {},
): ChangeVerdict {
  const wordsA = wordsOf(a, ctxA);
  const wordsB = wordsOf(b, ctxB);
  const none = { reading: null, readingSide: null, renumberings: [], refined: [] };
  if (sameWords(wordsA, wordsB)) return { ...none, class: 'typographic' };
  const fromA = explainingReading(a, ctxA, wordsB);
  if (fromA) return { ...none, class: 'editorial', reading: fromA, readingSide: 'a' };
  const fromB = explainingReading(b, ctxB, wordsA);
  if (fromB) return { ...none, class: 'editorial', reading: fromB, readingSide: 'b' };
  const renumbered = explainingRenumbering(a, b, ctxA, ctxB, at);
  if (renumbered) return { ...none, class: 'renumbered', renumberings: renumbered };
  const references = explainingReferences(a, b, ctxA, ctxB, at);
  if (references) return { ...references, class: references.refined.length > 0 ? 'reference' : 'renumbered' };
  return { ...none, class: 'substantive' };
}

/** The most severe of some change classes (null for none). */
export function mostSevere(classes: Iterable<ChangeClass>): ChangeClass | null {
  let worst = -1;
  for (const c of classes) worst = Math.max(worst, CHANGE_CLASSES.indexOf(c));
  return CHANGE_CLASSES[worst] ?? null;
}

/** Class of a clause present in both texts. */
export function clauseStatus(changes: readonly ChangeClass[], moved: boolean): ClauseStatus {
  if (moved) return 'substantive';
  return mostSevere(changes) ?? 'unchanged';
}

/** A pair of texts "has the same words" when no clause has one of these. */
export const WORD_CHANGING_STATUSES: readonly ClauseStatus[] = [
  'substantive',
  'reference',
  'renumbered',
  'editorial',
  'added',
  'removed',
];
