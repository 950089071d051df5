/**
 * Every source is read as UTF-8, and one that is not is refused at the line
 * and column of each line's first byte that UTF-8 cannot read, before
 * anything else looks at it. Node's own reading would turn such a byte into
 * U+FFFD REPLACEMENT CHARACTER without a word (a law text saved in
 * Windows-1252 showed "Offender�s" on its page); a U+FFFD written in the
 * file itself, the mark of a byte lost by an earlier conversion, is refused
 * by the check of characters (./characters.ts).
 */
import { isUtf8 } from 'node:buffer';
import type { Diagnostic } from './diagnostic';

/** The offsets of the bytes of `bytes` that start no valid UTF-8 sequence (RFC 3629: no overlong form, no surrogate, nothing past U+10FFFF). */
export function invalidUtf8(bytes: Uint8Array): number[] {
  if (isUtf8(bytes)) return [];
  const bad: number[] = [];
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] ?? 0;
    const length =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    const [low, high] =
      b === 0xe0
        ? [0xa0, 0xbf]
        : b === 0xed
          ? [0x80, 0x9f]
          : b === 0xf0
            ? [0x90, 0xbf]
            : b === 0xf4
              ? [0x80, 0x8f]
              : [0x80, 0xbf];
    let ok = length > 0 && i + length <= bytes.length;
    for (let k = 1; ok && k < length; k++) {
      const c = bytes[i + k] ?? 0;
      ok = k === 1 ? c >= low && c <= high : c >= 0x80 && c <= 0xbf;
    }
    if (ok) i += length;
    else bad.push(i++);
  }
  return bad;
}

/** Windows-1252's characters for the bytes 0x80–0x9F (where it differs from Latin-1); "" where it has none. */
const WINDOWS_1252 = [...'€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ'].map((c) => (c === ' ' ? '' : c));

/** What a byte would be in Windows-1252, the likeliest encoding of a source that is not UTF-8: ' ("’" in Windows-1252)'. */
function asWindows1252(byte: number): string {
  const c = byte >= 0xa0 ? String.fromCharCode(byte) : (WINDOWS_1252[byte - 0x80] ?? '');
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(c) ? ` ("${c}" in Windows-1252)` : '';
}

/**
 * A diagnostic for the first byte of each line of the file that UTF-8
 * cannot read (none when the file is UTF-8), at its line and column (the
 * column counts what is before it on the line, read as UTF-8).
 * @param file the path shown in diagnostics
 */
export function encodingProblems(bytes: Buffer, file: string): Diagnostic[] {
  const bad = invalidUtf8(bytes);
  if (bad.length === 0) return [];
  const fix =
    'save the file as UTF-8 (in most editors: "Save with Encoding" or "Save as" → UTF-8), then check that each character here is what the original has';
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return [
      {
        file,
        line: 1,
        column: 1,
        message: 'the file is UTF-16 (it starts with a UTF-16 byte order mark), not UTF-8',
        fix,
      },
    ];
  const out: Diagnostic[] = [];
  let line = 1;
  let lineStart = 0;
  let reported = -1;
  let nextBreak = bytes.indexOf(0x0a);
  for (const at of bad) {
    while (nextBreak !== -1 && nextBreak < at) {
      line++;
      lineStart = nextBreak + 1;
      nextBreak = bytes.indexOf(0x0a, lineStart);
    }
    if (reported === line) continue;
    reported = line;
    const byte = bytes[at] ?? 0;
    out.push({
      file,
      line,
      column: bytes.toString('utf8', lineStart, at).length + 1,
      message: `the file is not UTF-8: byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')}${asWindows1252(byte)} here is not a character in UTF-8`,
      fix,
    });
  }
  return out;
}
