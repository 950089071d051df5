/**
 * Front matter of a law text (`content/laws/<law>/<edition>.md`).
 *
 * One schema for one concern: what a source file must say about the text it
 * carries — which law and edition, who promulgated it and when, and every
 * witness (seed file) it was made from, with the witness's own readings —
 * and the editorial notes that mark what the editors keep as the source
 * gives it.
 */
import { z } from 'astro/zod';
import { parseCodePoint, refusedCharacters } from './characters';
import { LAW_NUMBERS } from './clause-id';
import { editionIdField } from './edition-id';
import { date, described, fields, list, oneOf, pattern, problem, text } from './schema';
import { SOURCE_ID } from './sources';

const seedFile = pattern(
  SOURCE_ID,
  'the id of a source in content/sources.yaml, e.g. "000_4ac316c3add6b517.txt"',
  (v) => `"${v}" is not the file name of a source document`,
);

const variant = fields(
  {
    clause: text('the clause id of the variant, e.g. "B1a"'),
    base: text('the words of the base text, exactly'),
    reading: text('the words of this witness'),
    kind: text('what kind of difference it is, e.g. "apostrophe lost"'),
  },
  'a variant',
);

const witness = fields(
  {
    seed: seedFile,
    part: text('which part of the source the text is').optional(),
    kind: oneOf(['clean-copy', 'mailing-list-post', 'pdf-conversion', 'printed-book'], 'a kind of witness'),
    date: date({ month: true, year: true, undated: true }),
    sender: text('who sent it, or "not given"').optional(),
    publisher: text('who published it, or "not given"').optional(),
    notes: text('what the witness is and how it differs'),
    variants: list(variant, 'the readings in which the witness differs from the base text').default([]),
  },
  'a witness',
).superRefine((w, ctx) => {
  if (w.sender === undefined && w.publisher === undefined) {
    problem(
      ctx,
      [],
      'says neither who sent nor who published it',
      'add "sender:" or "publisher:" (write "not given" when the source does not say)',
    );
  }
});

const noteSource = fields(
  {
    title: text('the title of the publication'),
    date: text('its date as it gives it'),
    url: pattern(
      /^https?:\/\/\S+$/,
      'its address, https://…',
      (v) => `"${v}" is not an http: or https: address`,
    ).optional(),
  },
  'a source of a note',
);

/** The words around an allowed character, with the character written as {U+XXXX}: "Any {U+202E}insufficient". */
export const CHAR_TOKEN = /\{(U\+[0-9A-F]{4,6})\}/g;

/**
 * An invisible or control character that the source really has, in the
 * clause the note is on: kept, and allowed at exactly this place.
 */
const charAllowance = fields(
  {
    char: pattern(
      /^U\+[0-9A-F]{4,6}$/,
      'its code point, e.g. U+202E',
      (v) => `"${v}" is not a code point written U+XXXX`,
    ),
    at: text(
      'the words around it as the clause has them, the character written as {U+202E}, e.g. "Any {U+202E}insufficient"',
    ),
  },
  'a character allowance',
).superRefine((a, ctx) => {
  const tokens = [...a.at.matchAll(CHAR_TOKEN)].map((m) => m[1]);
  const cp = parseCodePoint(a.char);
  if (cp === undefined) return;
  if (tokens.length !== 1 || tokens[0] !== a.char) {
    problem(
      ctx,
      ['at'],
      `must write the character once, as {${a.char}}`,
      `quote the words around the character with {${a.char}} in its place, e.g. "Any {${a.char}}insufficient"`,
    );
  }
  if (refusedCharacters(`x${String.fromCodePoint(cp)}`).length === 0) {
    problem(
      ctx,
      ['char'],
      `${a.char} is not an invisible or control character`,
      'name the invisible character the clause has; visible ones need no allowance',
    );
  }
});

const editorialNote = fields(
  {
    id: pattern(
      /^[a-z0-9][a-z0-9-]*$/,
      'lower-case words joined by hyphens, e.g. "al-for-a1"',
      (v) => `"${v}" is not lower-case words joined by hyphens`,
    ),
    kind: oneOf(['slip', 'history', 'layout'], 'a kind of editorial note'),
    clause: text('the id of the clause the note is on, e.g. "B1a"').optional(),
    text: text("the note, in the editors' words"),
    sources: list(noteSource, 'the publications the note relies on').default([]),
    chars: list(charAllowance, 'the invisible characters the clause keeps as the source gives them').optional(),
  },
  'an editorial note',
).superRefine((n, ctx) => {
  if (n.chars !== undefined && n.clause === undefined) {
    problem(
      ctx,
      ['chars'],
      'allows characters, but the note is on no clause',
      'add "clause:" with the clause whose words have the characters',
      'key',
    );
  }
});

const lawNumber = described(
  z.number().superRefine((n, ctx) => {
    if (!Number.isInteger(n) || n < LAW_NUMBERS.min || n > LAW_NUMBERS.max) {
      problem(
        ctx,
        [],
        `there is no Law ${String(n)} (the Laws have ${LAW_NUMBERS.min}–${LAW_NUMBERS.max})`,
        'write the number of the law, e.g. 27',
      );
    }
  }),
  'a law number',
  'the number of the law, e.g. 27',
);

export const lawTextFrontMatter = fields(
  {
    law: lawNumber,
    edition: editionIdField(),
    title: text('the title of the law, e.g. "Insufficient Bid"'),
    sourceTitle: text('the heading as the source prints it'),
    promulgatedBy: text('who promulgated the text'),
    date: date({ month: true, year: true }),
    dateNote: text('where the date comes from'),
    base: fields({ witness: seedFile, why: text('why the text follows this witness') }, 'the base'),
    witnesses: list(witness, 'the sources the text was made from').superRefine((ws, ctx) => {
      if (ws.length === 0)
        problem(
          ctx,
          [],
          'is empty',
          'list the sources the text was made from, each with its seed, kind, date and notes',
        );
    }),
    editorialNotes: list(editorialNote, 'the editorial notes').default([]),
  },
  'the front matter of a law text',
).superRefine((fm, ctx) => {
  if (!fm.witnesses.some((w) => w.seed === fm.base.witness)) {
    problem(
      ctx,
      ['base', 'witness'],
      `"${fm.base.witness}" is not one of the witnesses listed`,
      'name the seed of one of the witnesses',
    );
  }
});

export type LawTextFrontMatter = z.infer<typeof lawTextFrontMatter>;
export type WitnessData = LawTextFrontMatter['witnesses'][number];
export type EditorialNoteData = LawTextFrontMatter['editorialNotes'][number];
export type CharAllowance = NonNullable<EditorialNoteData['chars']>[number];
