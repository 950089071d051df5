/**
 * Every source is read as UTF-8 by the one reader (src/model/source-limits.ts,
 * readSource; src/model/encoding.ts): a file that is not UTF-8 is refused at
 * the line and column of each line's first byte UTF-8 cannot read, naming the
 * byte; a U+FFFD (a character lost by an earlier conversion) and an invisible
 * letter-like filler are refused at their place by the check of characters,
 * in every kind of source, the search terms included.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refusedCharacters } from '../../src/model/characters';
import { loadCorpus } from '../../src/model/corpus';
import { encodingProblems, invalidUtf8 } from '../../src/model/encoding';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const work = mkdtempSync(path.join(tmpdir(), 'kb-encoding-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SAVE_AS_UTF8 =
  'save the file as UTF-8 (in most editors: "Save with Encoding" or "Save as" → UTF-8), then check that each character here is what the original has';

/** Line and column (from 1) of the first `needle` in `text`. */
function where(text: string, needle: string): string {
  const at = text.indexOf(needle);
  if (at === -1) throw new Error(`"${needle}" is not in the text`);
  const before = text.slice(0, at).split('\n');
  return `${before.length}:${(before[before.length - 1]?.length ?? 0) + 1}`;
}

describe('bytes that are not UTF-8', () => {
  it('are found where no valid sequence starts: a Windows-1252 byte, a cut sequence, an overlong form, a surrogate, past U+10FFFF', () => {
    expect(invalidUtf8(Buffer.from('Offender’s “bid” — Ω 𝐁', 'utf8'))).toEqual([]);
    expect(invalidUtf8(Buffer.from([0x61, 0x92, 0x73]))).toEqual([1]);
    expect(invalidUtf8(Buffer.from([0xe2, 0x80]))).toEqual([0, 1]);
    expect(invalidUtf8(Buffer.from([0xc0, 0xaf, 0x61]))).toEqual([0, 1]);
    expect(invalidUtf8(Buffer.from([0xed, 0xa0, 0x80]))).toEqual([0, 1, 2]);
    expect(invalidUtf8(Buffer.from([0xf4, 0x90, 0x80, 0x80]))).toEqual([0, 1, 2, 3]);
  });

  it('are refused at the line and column of each line’s first, with the byte, what Windows-1252 makes of it and the fix', () => {
    const bytes = Buffer.concat([
      Buffer.from('title: Law 27\nthe offender'),
      Buffer.from([0x92]),
      Buffer.from('s partner ’ '),
      Buffer.from([0x93, 0x94]),
      Buffer.from('\nplain\n\u00e9t'),
      Buffer.from([0xe9]),
      Buffer.from('\n'),
    ]);
    expect(encodingProblems(bytes, 'a.yaml')).toEqual([
      {
        file: 'a.yaml',
        line: 2,
        column: 13,
        message: 'the file is not UTF-8: byte 0x92 ("’" in Windows-1252) here is not a character in UTF-8',
        fix: SAVE_AS_UTF8,
      },
      {
        file: 'a.yaml',
        line: 4,
        column: 3,
        message: 'the file is not UTF-8: byte 0xE9 ("é" in Windows-1252) here is not a character in UTF-8',
        fix: SAVE_AS_UTF8,
      },
    ]);
    expect(encodingProblems(Buffer.from('\uFEFFid: x\n', 'utf16le'), 'b.yaml')).toEqual([
      {
        file: 'b.yaml',
        line: 1,
        column: 1,
        message: 'the file is UTF-16 (it starts with a UTF-16 byte order mark), not UTF-8',
        fix: SAVE_AS_UTF8,
      },
    ]);
  });
});

describe('characters that stand for what is not there', () => {
  it('refuses U+FFFD and every Default_Ignorable_Code_Point (the Hangul fillers, the Khmer inherent vowels, the Mongolian selectors, the reserved ones) and U+2800', () => {
    const refused = [0xfffd, 0x115f, 0x1160, 0x3164, 0xffa0, 0x17b4, 0x180b, 0x180f, 0xfff0, 0xe0fff, 0x2800];
    expect(
      refusedCharacters(refused.map((c) => `a${String.fromCodePoint(c)}`).join('')).map((c) => c.codePoint),
    ).toEqual(refused);
    // Letters, spaces and marks a reader sees are kept.
    expect(refusedCharacters('Offender’s bid\u00a0— 한국어 ü e\u0301 \u3000')).toEqual([]);
  });
});

describe('a corpus with sources of every kind saved in another encoding or holding lost and invisible characters', () => {
  const dir = path.join(work, 'content');
  cpSync(CONTENT, dir, { recursive: true });
  const latin1 = (file: string, from: string, to: string) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const at = text.indexOf(from);
    if (at === -1) throw new Error(`"${from}" is not in ${file}`);
    writeFileSync(
      path.join(dir, file),
      Buffer.concat([
        Buffer.from(text.slice(0, at)),
        Buffer.from(to, 'latin1'),
        Buffer.from(text.slice(at + from.length)),
      ]),
    );
    return where(text, from);
  };
  const spoil = (file: string, from: string, to: string, char: string) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (!text.includes(from)) throw new Error(`"${from}" is not in ${file}`);
    writeFileSync(path.join(dir, file), text.replace(from, to));
    return where(text.replace(from, to), char);
  };
  // Windows-1252's right single quotation mark is 0x92; "\x92" in latin1 is that byte.
  const lawAt = latin1('laws/27/2007.md', "offender's LHO", 'offender\x92s LHO');
  const registryAt = latin1('bodies.yaml', 'name:', 'n\xe4me:');
  const termsAt = latin1('search-terms.yaml', '- term: IB', '- term: I\xa0B');
  const guidanceAt = spoil('guidance/zone7-2008.md', 'Prepared by', '\uFFFDPrepared by', '\uFFFD');
  const exampleAt = spoil('examples/comparable-calls-coot-1a.yaml', 'title: "1♥', 'title: "\u31641♥', '\u3164');
  const { diagnostics } = loadCorpus(dir);
  const shown = diagnostics.map((d) => `${d.file.replace(/^.*?content\//, '')}:${d.line}:${d.column}: ${d.message}`);

  it('refuses each at its place, the bytes before anything else reads them', () => {
    const [lawLine, lawColumn] = lawAt.split(':').map(Number);
    const [termsLine, termsColumn] = termsAt.split(':').map(Number);
    expect(shown).toEqual(
      expect.arrayContaining([
        `laws/27/2007.md:${lawLine}:${(lawColumn ?? 0) + 'offender'.length}: the file is not UTF-8: byte 0x92 ("’" in Windows-1252) here is not a character in UTF-8`,
        `bodies.yaml:${registryAt.split(':')[0]}:${Number(registryAt.split(':')[1]) + 1}: the file is not UTF-8: byte 0xE4 ("ä" in Windows-1252) here is not a character in UTF-8`,
        `search-terms.yaml:${termsLine}:${(termsColumn ?? 0) + '- term: I'.length}: the file is not UTF-8: byte 0xA0 here is not a character in UTF-8`,
        `guidance/zone7-2008.md:${guidanceAt}: U+FFFD REPLACEMENT CHARACTER, the mark of a character lost when the text was converted from another encoding`,
        `examples/comparable-calls-coot-1a.yaml:${exampleAt}: invisible or control character U+3164 HANGUL FILLER`,
      ]),
    );
  });
});
