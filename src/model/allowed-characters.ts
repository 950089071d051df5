/**
 * A law text is kept as its source gives it: when the source really has an
 * invisible or control character in a clause's words, the editors keep it
 * and say so with an editorial note on that clause, which allows that exact
 * occurrence and no other:
 *
 *   editorialNotes:
 *     - id: override-in-a1
 *       kind: slip
 *       clause: A1
 *       text: The source has an invisible right-to-left override before "insufficient"; it is kept.
 *       chars:
 *         - char: U+202E
 *           at: "Any {U+202E}insufficient"
 *
 * `at` quotes the words around the character as the clause has them, with
 * the character written as {U+202E}; they must be found exactly once in the
 * clause (its directive and words, up to the next clause). The character is
 * kept in the text; the note is shown beside the clause like any other. An
 * allowance that finds nothing, or more than one place, is an error; so is
 * every refused character that no allowance names (./characters.ts).
 */
import { parseCodePoint } from './characters';
import type { SourcePoint } from './diagnostic';
import type { EditorialNoteData } from './law-text-schema';
import type { DataPath, SourceText } from './source-reader';

/** A clause as read: its id and the offset of its directive in the source. */
interface ClauseAt {
  clause: { id: string };
  offset: number;
}

/** Allows in `source` each character that a note's `chars` names at its exact place; reports the allowances that name none. */
export function allowCharacters(
  source: SourceText,
  notes: readonly EditorialNoteData[],
  clauses: readonly ClauseAt[],
  locate: (path: DataPath) => SourcePoint,
): void {
  const ordered = [...clauses].sort((a, b) => a.offset - b.offset);
  notes.forEach((note, ni) => {
    const index = ordered.findIndex((c) => c.clause.id === note.clause);
    // A note on a clause the text does not have is reported as such.
    if (index === -1) return;
    const from = ordered[index]?.offset ?? 0;
    const to = ordered[index + 1]?.offset ?? source.text.length;
    const region = source.text.slice(from, to);
    (note.chars ?? []).forEach((allowance, ci) => {
      const codePoint = parseCodePoint(allowance.char);
      if (codePoint === undefined) return;
      const token = `{${allowance.char}}`;
      const words = allowance.at.replace(token, String.fromCodePoint(codePoint));
      const found: number[] = [];
      for (let k = region.indexOf(words); k !== -1; k = region.indexOf(words, k + 1)) found.push(k);
      const at = locate(['editorialNotes', ni, 'chars', ci, 'at']);
      if (found.length !== 1) {
        source.sink.error(
          at,
          found.length === 0
            ? `editorial note "${note.id}": clause "${note.clause ?? ''}" does not have the words "${allowance.at}"`
            : `editorial note "${note.id}": the words "${allowance.at}" are in clause "${note.clause ?? ''}" ${found.length} times`,
          found.length === 0
            ? 'quote the words around the character exactly as the clause has them, on one line, with the character written as {U+XXXX}'
            : 'quote more of the words around the character, so that they are found once',
        );
        return;
      }
      const offset = from + (found[0] ?? 0) + allowance.at.indexOf(token);
      source.allow(offset, codePoint);
    });
  });
}
