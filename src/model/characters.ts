/**
 * Invisible and control characters: refused in every source, each at its
 * line and column, named by its code point ("U+202E RIGHT-TO-LEFT
 * OVERRIDE"). A reader cannot see them, an editor may not either, and they
 * can make text read otherwise than it is stored: a bidirectional override
 * reorders what follows it, a zero-width space splits "Law 27" so that no
 * search or comparison finds it, a tag character carries hidden words.
 *
 * Refused:
 * - C0 controls except tab and line feed; a carriage return only as part of
 *   a CRLF line ending (sources written on Windows), never alone (a lone CR
 *   ends a line for Markdown but not for the YAML reader, so positions
 *   would disagree); DEL; the C1 controls U+0080–U+009F;
 * - every format character (Unicode category Cf): the bidirectional
 *   embeddings, overrides, isolates and marks (U+202A–U+202E,
 *   U+2066–U+2069, U+200E, U+200F, U+061C), the zero-width characters
 *   (U+200B–U+200D, U+2060, U+FEFF), the soft hyphen, the invisible
 *   operators, the tags (U+E0001, U+E0020–U+E007F), and the rest;
 * - the line and paragraph separators U+2028 and U+2029 (lines that the
 *   line counts of the readers do not see);
 * - every Default_Ignorable_Code_Point (Unicode's own list of the
 *   characters a renderer draws as nothing when it does not support them,
 *   DerivedCoreProperties.txt), which is how the invisible letters and
 *   marks are chosen, not one by one: the Hangul fillers (U+115F, U+1160,
 *   U+3164, U+FFA0, letters that \p{L} takes for words: a search term
 *   "IB\u3164" read as a letter), the combining grapheme joiner, the
 *   Khmer inherent vowels, the Mongolian and other variation selectors
 *   (which can carry hidden bytes), and the code points Unicode keeps
 *   ignorable for the future (U+FFF0–U+FFF8, U+E0000–U+E0FFF);
 * - U+2800 BRAILLE PATTERN BLANK, the one letter-like filler outside that
 *   property: a symbol that draws nothing and is not a space, used where a
 *   blank must pass for a character;
 * - U+FFFD REPLACEMENT CHARACTER, the mark of a character lost when a text
 *   was converted from another encoding (a source that is not UTF-8 at all
 *   is refused before it is read, ./encoding.ts).
 *
 * Allowed: a byte order mark (U+FEFF) as the very first character of a
 * file, which editors write and every reader skips (the loaders allowed it
 * before this check). A law text keeps what its source gives: a real
 * occurrence in a clause's words is allowed by an editorial note that names
 * it (see `chars` in src/model/law-text-schema.ts), and is kept.
 */

/** One refused character in a source. */
export interface CharOccurrence {
  /** Offset in the text (UTF-16 units). */
  offset: number;
  codePoint: number;
}

// The control characters are what this module refuses, named on purpose.
const REFUSED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u2800\uFFFD\p{Cf}\p{Default_Ignorable_Code_Point}]|\r(?!\n)/gu;

/** Every invisible or control character of `text` that a source may not have, in order, wherever it is. */
export function invisibleCharacters(text: string): CharOccurrence[] {
  return [...text.matchAll(REFUSED)].map((m) => ({ offset: m.index ?? 0, codePoint: m[0].codePointAt(0) ?? 0 }));
}

/** Every refused character of a source's `text`, in order; a byte order mark at offset 0 is allowed. */
export function refusedCharacters(text: string): CharOccurrence[] {
  return invisibleCharacters(text).filter(({ offset, codePoint }) => !(offset === 0 && codePoint === 0xfeff));
}

/** "U+202E" */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** "U+202E RIGHT-TO-LEFT OVERRIDE" */
export function characterName(codePoint: number): string {
  const label = codePointLabel(codePoint);
  const name = NAMES[codePoint] ?? rangeName(codePoint);
  return name === undefined ? `${label} (an invisible format character)` : `${label} ${name}`;
}

/** The character of a code point label ("U+202E"), or undefined when it is not one. */
export function parseCodePoint(label: string): number | undefined {
  const m = /^U\+([0-9A-F]{4,6})$/.exec(label);
  const cp = m ? parseInt(m[1] ?? '', 16) : NaN;
  return Number.isInteger(cp) && cp <= 0x10ffff ? cp : undefined;
}

/** What is wrong and how to fix it, for a refused character. */
export function characterProblem(codePoint: number, inLawText: boolean): { message: string; fix: string } {
  if (codePoint === 0xfffd)
    return {
      message: `${characterName(codePoint)}, the mark of a character lost when the text was converted from another encoding`,
      fix: 'type the character the original has here (often an apostrophe, a quotation mark or a dash of a Windows-1252 file), and save the file as UTF-8',
    };
  return {
    message: `invisible or control character ${characterName(codePoint)}`,
    fix: inLawText
      ? `delete it (most editors show it once the cursor is on it); if the source really has it, keep it and allow it with an editorial note on the clause: chars: [{ char: ${codePointLabel(codePoint)}, at: "…{${codePointLabel(codePoint)}}…" }]`
      : 'delete it (most editors show it once the cursor is on it); sources are plain text: write a space, a line break or nothing instead',
  };
}

function rangeName(cp: number): string | undefined {
  if (cp >= 0x80 && cp <= 0x9f) return 'C1 CONTROL';
  if (cp >= 0x180b && cp <= 0x180d)
    return `MONGOLIAN FREE VARIATION SELECTOR ${['ONE', 'TWO', 'THREE'][cp - 0x180b] ?? ''}`;
  if (
    (cp >= 0xfff0 && cp <= 0xfff8) ||
    (cp >= 0xe0000 && cp <= 0xe0fff && !(cp >= 0xe0100 && cp <= 0xe01ef) && !(cp >= 0xe0001 && cp <= 0xe007f))
  )
    return '(a code point kept invisible for future use)';
  if (cp >= 0xfe00 && cp <= 0xfe0f) return `VARIATION SELECTOR-${cp - 0xfe00 + 1}`;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return `VARIATION SELECTOR-${cp - 0xe0100 + 17}`;
  if (cp >= 0xe0021 && cp <= 0xe007e) return `TAG ${asciiName(cp - 0xe0000)}`;
  return undefined;
}

function asciiName(code: number): string {
  const c = String.fromCharCode(code);
  if (/[A-Z]/.test(c)) return `LATIN CAPITAL LETTER ${c}`;
  if (/[a-z]/.test(c)) return `LATIN SMALL LETTER ${c.toUpperCase()}`;
  if (/[0-9]/.test(c)) return `DIGIT ${DIGITS[code - 0x30] ?? c}`;
  return PUNCTUATION[c] ?? c;
}

const DIGITS = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE'];

const PUNCTUATION: Readonly<Record<string, string>> = {
  '!': 'EXCLAMATION MARK',
  '"': 'QUOTATION MARK',
  '#': 'NUMBER SIGN',
  $: 'DOLLAR SIGN',
  '%': 'PERCENT SIGN',
  '&': 'AMPERSAND',
  "'": 'APOSTROPHE',
  '(': 'LEFT PARENTHESIS',
  ')': 'RIGHT PARENTHESIS',
  '*': 'ASTERISK',
  '+': 'PLUS SIGN',
  ',': 'COMMA',
  '-': 'HYPHEN-MINUS',
  '.': 'FULL STOP',
  '/': 'SOLIDUS',
  ':': 'COLON',
  ';': 'SEMICOLON',
  '<': 'LESS-THAN SIGN',
  '=': 'EQUALS SIGN',
  '>': 'GREATER-THAN SIGN',
  '?': 'QUESTION MARK',
  '@': 'COMMERCIAL AT',
  '[': 'LEFT SQUARE BRACKET',
  '\\': 'REVERSE SOLIDUS',
  ']': 'RIGHT SQUARE BRACKET',
  '^': 'CIRCUMFLEX ACCENT',
  _: 'LOW LINE',
  '`': 'GRAVE ACCENT',
  '{': 'LEFT CURLY BRACKET',
  '|': 'VERTICAL LINE',
  '}': 'RIGHT CURLY BRACKET',
  '~': 'TILDE',
};

/** Unicode names (or, for controls, their usual aliases) of the refused characters that have one of their own. */
const NAMES: Readonly<Record<number, string>> = {
  0x00: 'NULL',
  0x01: 'START OF HEADING',
  0x02: 'START OF TEXT',
  0x03: 'END OF TEXT',
  0x04: 'END OF TRANSMISSION',
  0x05: 'ENQUIRY',
  0x06: 'ACKNOWLEDGE',
  0x07: 'BELL',
  0x08: 'BACKSPACE',
  0x0b: 'LINE TABULATION',
  0x0c: 'FORM FEED',
  0x0d: 'CARRIAGE RETURN (not followed by a line feed)',
  0x0e: 'SHIFT OUT',
  0x0f: 'SHIFT IN',
  0x10: 'DATA LINK ESCAPE',
  0x11: 'DEVICE CONTROL ONE',
  0x12: 'DEVICE CONTROL TWO',
  0x13: 'DEVICE CONTROL THREE',
  0x14: 'DEVICE CONTROL FOUR',
  0x15: 'NEGATIVE ACKNOWLEDGE',
  0x16: 'SYNCHRONOUS IDLE',
  0x17: 'END OF TRANSMISSION BLOCK',
  0x18: 'CANCEL',
  0x19: 'END OF MEDIUM',
  0x1a: 'SUBSTITUTE',
  0x1b: 'ESCAPE',
  0x1c: 'INFORMATION SEPARATOR FOUR',
  0x1d: 'INFORMATION SEPARATOR THREE',
  0x1e: 'INFORMATION SEPARATOR TWO',
  0x1f: 'INFORMATION SEPARATOR ONE',
  0x7f: 'DELETE',
  0x85: 'NEXT LINE',
  0xad: 'SOFT HYPHEN',
  0x034f: 'COMBINING GRAPHEME JOINER',
  0x0600: 'ARABIC NUMBER SIGN',
  0x0601: 'ARABIC SIGN SANAH',
  0x0602: 'ARABIC FOOTNOTE MARKER',
  0x0603: 'ARABIC SIGN SAFHA',
  0x0604: 'ARABIC SIGN SAMVAT',
  0x0605: 'ARABIC NUMBER MARK ABOVE',
  0x061c: 'ARABIC LETTER MARK',
  0x06dd: 'ARABIC END OF AYAH',
  0x070f: 'SYRIAC ABBREVIATION MARK',
  0x0890: 'ARABIC POUND MARK ABOVE',
  0x0891: 'ARABIC PIASTRE MARK ABOVE',
  0x08e2: 'ARABIC DISPUTED END OF AYAH',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x17b4: 'KHMER VOWEL INHERENT AQ',
  0x17b5: 'KHMER VOWEL INHERENT AA',
  0x180f: 'MONGOLIAN FREE VARIATION SELECTOR FOUR',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x206a: 'INHIBIT SYMMETRIC SWAPPING',
  0x206b: 'ACTIVATE SYMMETRIC SWAPPING',
  0x206c: 'INHIBIT ARABIC FORM SHAPING',
  0x206d: 'ACTIVATE ARABIC FORM SHAPING',
  0x206e: 'NATIONAL DIGIT SHAPES',
  0x206f: 'NOMINAL DIGIT SHAPES',
  0x2800: 'BRAILLE PATTERN BLANK',
  0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE (byte order mark)',
  0xffa0: 'HALFWIDTH HANGUL FILLER',
  0xfff9: 'INTERLINEAR ANNOTATION ANCHOR',
  0xfffa: 'INTERLINEAR ANNOTATION SEPARATOR',
  0xfffb: 'INTERLINEAR ANNOTATION TERMINATOR',
  0xfffd: 'REPLACEMENT CHARACTER',
  0x110bd: 'KAITHI NUMBER SIGN',
  0x110cd: 'KAITHI NUMBER SIGN ABOVE',
  0x1bca0: 'SHORTHAND FORMAT LETTER OVERLAP',
  0x1bca1: 'SHORTHAND FORMAT CONTINUING OVERLAP',
  0x1bca2: 'SHORTHAND FORMAT DOWN STEP',
  0x1bca3: 'SHORTHAND FORMAT UP STEP',
  0xe0001: 'LANGUAGE TAG',
  0xe0020: 'TAG SPACE',
  0xe007f: 'CANCEL TAG',
};
