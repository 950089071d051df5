/**
 * Invisible and control characters (src/model/characters.ts): refused in
 * every kind of source at their line and column, named by code point; a law
 * text keeps a real one only where an editorial note allows that exact
 * occurrence (src/model/allowed-characters.ts), and then keeps it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { characterName, refusedCharacters } from '../../src/model/characters';
import { formatDiagnostic, type Diagnostic } from '../../src/model/diagnostic';
import { parseExample } from '../../src/model/examples';
import { flatten } from '../../src/model/law-text';
import { parseGuidance } from '../../src/model/parse-guidance';
import { parseLawText } from '../../src/model/parse-law-text';
import { parseBodies, parseEditions } from '../../src/model/registry';
import { parseRenumberings } from '../../src/model/renumberings';
import { parseSources } from '../../src/model/sources';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const RLO = '\u202E';
const RLO_MESSAGE = 'invisible or control character U+202E RIGHT-TO-LEFT OVERRIDE';

/** Line and column (from 1) of the first `needle` in `text`. */
function where(text: string, needle: string): string {
  const at = text.indexOf(needle);
  if (at === -1) throw new Error(`"${needle}" is not in the text`);
  const before = text.slice(0, at).split('\n');
  return `${before.length}:${(before[before.length - 1]?.length ?? 0) + 1}`;
}

/** `text` with `char` put before the first `before`. */
function insert(text: string, before: string, char = RLO): string {
  if (!text.includes(before)) throw new Error(`"${before}" is not in the text`);
  return text.replace(before, `${char}${before}`);
}

const located = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);

describe('the refused characters', () => {
  it('are the controls but tab and line feed, CR alone, DEL, C1, the format characters, the line separators and the invisible fillers', () => {
    const text = 'a\tb\nc\r\nd\u00A0e—f ♥ é';
    expect(refusedCharacters(text)).toEqual([]);
    const refused = [
      '\u0000',
      '\u0007',
      '\u001B',
      '\r',
      '\u007F',
      '\u0085',
      '\u00AD',
      '\u061C',
      '\u200B',
      '\u200C',
      '\u200D',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202E',
      '\u2060',
      '\u2066',
      '\u2069',
      '\u2028',
      '\u2029',
      '\uFEFF',
      '\u3164',
      '\uFE0F',
      '\u{E0041}',
      '\u{E0100}',
    ];
    for (const c of refused) {
      expect(refusedCharacters(`x${c}y`), characterName(c.codePointAt(0) ?? 0)).toEqual([
        { offset: 1, codePoint: c.codePointAt(0) },
      ]);
    }
  });

  it('allow a byte order mark as the first character of a file, which editors write, and nowhere else', () => {
    expect(refusedCharacters('\uFEFFid: x')).toEqual([]);
    expect(refusedCharacters('id: \uFEFFx')).toEqual([{ offset: 4, codePoint: 0xfeff }]);
  });

  it('are named by code point and Unicode name', () => {
    expect([0x202e, 0x200b, 0x0000, 0x000d, 0x0085, 0xfe0f, 0xe0041, 0xe0101, 0xfeff].map(characterName)).toEqual([
      'U+202E RIGHT-TO-LEFT OVERRIDE',
      'U+200B ZERO WIDTH SPACE',
      'U+0000 NULL',
      'U+000D CARRIAGE RETURN (not followed by a line feed)',
      'U+0085 NEXT LINE',
      'U+FE0F VARIATION SELECTOR-16',
      'U+E0041 TAG LATIN CAPITAL LETTER A',
      'U+E0101 VARIATION SELECTOR-18',
      'U+FEFF ZERO WIDTH NO-BREAK SPACE (byte order mark)',
    ]);
  });
});

describe('every kind of source refuses them at their line and column', () => {
  const editions = [{ id: '2007' }, { id: '2008-03' }, { id: '2017' }];
  const bodies = parseBodies(read('content/bodies.yaml'), 'content/bodies.yaml').bodies ?? [];
  const cases: [string, string, string, (text: string, file: string) => { diagnostics: Diagnostic[] }][] = [
    ['content/laws/27/2017.md', 'insufficient bid may be accepted', 'law text words', parseLawText],
    ['content/laws/27/2017.md', 'Insufficient Bid\n', 'law text front matter', parseLawText],
    ['content/guidance/zone7-2008.md', 'Law 27', 'guidance', parseGuidance],
    ['content/examples/zone7-4nt-4d.yaml', 'Blackwood', 'example', parseExample],
    ['content/bodies.yaml', 'English Bridge Union', 'bodies', parseBodies],
    ['content/editions.yaml', 'Laws of Duplicate Bridge 2017', 'editions', (t, f) => parseEditions(t, f, bodies)],
    ['content/sources.yaml', 'World Bridge Federation', 'sources', parseSources],
    [
      'content/renumberings.yaml',
      'awareness of potential damage',
      'renumberings',
      (t, f) => parseRenumberings(t, f, editions),
    ],
  ];
  it.each(cases)('%s (%s)', (file, before, _kind, parse) => {
    const text = insert(read(file), before);
    expect(located(parse(text, file).diagnostics)).toEqual([`${file}:${where(text, RLO)}: ${RLO_MESSAGE}`]);
  });

  it('each one, with the fix: delete it; in a law text, or allow a real one with an editorial note', () => {
    const law = parseLawText(
      insert(read('content/laws/27/2017.md'), 'insufficient bid may be accepted'),
      'content/laws/27/2017.md',
    ).diagnostics[0];
    expect(law?.fix).toMatch(
      /^delete it .*; if the source really has it, keep it and allow it with an editorial note on the clause: chars: \[\{ char: U\+202E, at: "…\{U\+202E\}…" \}\]$/,
    );
    const body = parseBodies(insert(read('content/bodies.yaml'), 'English'), 'content/bodies.yaml').diagnostics[0];
    expect(body?.fix).toBe(
      'delete it (most editors show it once the cursor is on it); sources are plain text: write a space, a line break or nothing instead',
    );
  });

  it('a file written with CRLF line endings is read as before; a lone CR is refused', () => {
    const crlf = read('content/bodies.yaml').replace(/\n/g, '\r\n');
    expect(parseBodies(crlf, 'b.yaml').diagnostics).toEqual([]);
    const lone = read('content/bodies.yaml').replace('English Bridge Union', 'English\rBridge Union');
    expect(located(parseBodies(lone, 'b.yaml').diagnostics)).toEqual([
      `b.yaml:${where(lone, '\r')}: invisible or control character U+000D CARRIAGE RETURN (not followed by a line feed)`,
    ]);
  });
});

describe('a law text keeps a real one where an editorial note allows that exact occurrence', () => {
  const FILE = 'content/laws/27/2017.md';
  const slip = read('tests/model/fixtures/parse/slip.md');
  /** The fixture with a U+202E before "insufficient" in A1, and these notes' `chars`. */
  const withOverride = (chars: string, clause = 'A1') =>
    insert(slip, 'insufficient bid may be accepted').replace(
      'editorialNotes:\n',
      `editorialNotes:\n  - id: override-in-a1\n    kind: slip\n    clause: ${clause}\n    text: The source has an invisible right-to-left override here; kept.\n    chars:\n${chars}`,
    );

  it('refused at its line and column when no note allows it', () => {
    const text = insert(slip, 'insufficient bid may be accepted');
    const { text: law, diagnostics } = parseLawText(text, FILE);
    expect(law).toBeUndefined();
    expect(located(diagnostics)).toEqual([`${FILE}:${where(text, RLO)}: ${RLO_MESSAGE}`]);
  });

  it('kept, and the note on its clause, when a note allows it', () => {
    const text = withOverride('      - { char: U+202E, at: "Any {U+202E}insufficient" }\n');
    const { text: law, diagnostics } = parseLawText(text, FILE);
    expect(diagnostics).toEqual([]);
    const a1 = flatten(law?.clauses ?? []).find((c) => c.id === 'A1');
    expect(a1?.text).toBe(`Any ${RLO}insufficient bid may be accepted.`);
    expect(a1?.notes).toEqual(['override-in-a1']);
    expect(law?.editorialNotes.find((n) => n.id === 'override-in-a1')?.chars).toEqual([
      { char: 'U+202E', at: 'Any {U+202E}insufficient' },
    ]);
  });

  it('only that occurrence: the same character elsewhere is still refused', () => {
    const once = withOverride('      - { char: U+202E, at: "Any {U+202E}insufficient" }\n');
    const text = insert(once, 'Insufficient Bid not Accepted]');
    const { diagnostics } = parseLawText(text, FILE);
    expect(located(diagnostics)).toEqual([`${FILE}:${where(text, `${RLO}Insufficient Bid not`)}: ${RLO_MESSAGE}`]);
  });

  it('an allowance that finds no such place, or finds it in another clause, is an error at its "at", and the character stays refused', () => {
    for (const [chars, clause] of [
      ['      - { char: U+202E, at: "Any {U+202E}sufficient" }\n', 'A1'],
      ['      - { char: U+202E, at: "Any {U+202E}insufficient" }\n', 'B'],
    ] as const) {
      const text = withOverride(chars, clause);
      const { diagnostics } = parseLawText(text, FILE);
      expect(located(diagnostics)).toEqual([
        `${FILE}:${where(text, '"Any {U+202E}')}: editorial note "override-in-a1": clause "${clause}" does not have the words "${/"([^"]+)"/.exec(chars)?.[1] ?? ''}"`,
        `${FILE}:${where(text, RLO)}: ${RLO_MESSAGE}`,
      ]);
    }
  });

  it('an allowance must name the character in its words, name an invisible one, and be on a clause', () => {
    const wrong = withOverride(
      '      - { char: U+202E, at: "Any insufficient" }\n      - { char: U+0041, at: "{U+0041}ny" }\n',
    );
    expect(located(parseLawText(wrong, FILE).diagnostics).map((l) => l.replace(/^[^:]+:\d+:\d+: /, ''))).toEqual([
      'editorialNotes[0].chars[0].at: must write the character once, as {U+202E}',
      'editorialNotes[0].chars[1].char: U+0041 is not an invisible or control character',
      RLO_MESSAGE,
    ]);
    const noClause = withOverride('      - { char: U+202E, at: "Any {U+202E}insufficient" }\n').replace(
      '    clause: A1\n    text: The source has',
      '    text: The source has',
    );
    expect(located(parseLawText(noClause, FILE).diagnostics).map((l) => l.replace(/^[^:]+:\d+:\d+: /, ''))).toEqual([
      'editorialNotes[0].chars: allows characters, but the note is on no clause',
      RLO_MESSAGE,
    ]);
  });

  it('reports a source with many, every one at its place', () => {
    const text = read('content/examples/zone7-4nt-4d.yaml').replace(/West/g, '\u200BWest\u200D');
    const { diagnostics } = parseExample(text, 'e.yaml');
    expect(diagnostics.length).toBe((text.match(/[\u200B\u200D]/g) ?? []).length);
    expect(formatDiagnostic(diagnostics[0] as Diagnostic)).toBe(
      `e.yaml:${where(text, '\u200B')}: invisible or control character U+200B ZERO WIDTH SPACE — fix: delete it (most editors show it once the cursor is on it); sources are plain text: write a space, a line break or nothing instead`,
    );
  });
});
