/**
 * Text that readers see cites publications, never internal names: a source
 * document's file name ("001_57f2d250c6491c25.txt") or the word "seed" may
 * appear only as the value of an id field (`id:`, `seed:`, `witness:`), which
 * stays in front matter and /data/. Checked in the registries and in the
 * front matter of law texts and guidance, where editors write prose about
 * sources.
 */
import type { Diagnostic } from './diagnostic';

const ID_LINE = /^\s*(?:-\s+)?(?:id|seed|witness):/;
const INTERNAL = /\bseeds?\b(?:\s*\(?\s*\d{3}_[0-9a-f]{16}\.txt\b)?|\b\d{3}_[0-9a-f]{16}\.txt\b/gi;

/**
 * Every internal name in the prose of `text` (a YAML file, or the front
 * matter of a Markdown file when `frontMatterOnly`), at its line and column.
 */
export function internalNames(text: string, file: string, frontMatterOnly: boolean): Diagnostic[] {
  const lines = text.split(/\r?\n/);
  let end = lines.length;
  if (frontMatterOnly) {
    if (lines[0]?.trim() !== '---') return [];
    const close = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
    end = close === -1 ? lines.length : close;
  }
  const found: Diagnostic[] = [];
  for (let i = 0; i < end; i++) {
    const line = lines[i] ?? '';
    if (ID_LINE.test(line) || /^\s*#/.test(line)) continue;
    for (const m of line.matchAll(INTERNAL)) {
      const fileName = /^\d/.test(m[0]);
      found.push({
        file,
        line: i + 1,
        column: (m.index ?? 0) + 1,
        message: fileName
          ? `text shown to readers names the source file "${m[0]}"`
          : `text shown to readers says "${m[0]}", the internal word for a source document`,
        fix: 'name the source as a publication (its issuer, title or kind, as in content/sources.yaml, e.g. "the PDF conversion" or "the blml post of 5 March 2008"); file names belong only in the id fields',
      });
    }
  }
  return found;
}
