/**
 * Every directive of every kind of source refuses the attributes it does not
 * take, the same way (src/model/markdown.ts, unknownAttributes): at the
 * directive, naming the attribute and the directive, with what it takes. The
 * Markdown parser keeps any attribute written ("{#x}" is an id, "{.x}" a
 * class), and one that nothing read was dropped without a word.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/model/diagnostic';
import { parseGuidance } from '../../src/model/parse-guidance';
import { parseLawText } from '../../src/model/parse-law-text';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const read = (file: string) => readFileSync(path.join(CONTENT, file), 'utf8');

/** Line and column (from 1) of the first `needle` in `text`. */
function where(text: string, needle: string): string {
  const at = text.indexOf(needle);
  if (at === -1) throw new Error(`"${needle}" is not in the text`);
  const before = text.slice(0, at).split('\n');
  return `${before.length}:${(before[before.length - 1]?.length ?? 0) + 1}`;
}

const shown = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.map((d) => `${d.line}:${d.column}: ${d.message} — ${d.fix}`);

/** `text` with `from` (there once at least) replaced, the first time, by `to`. */
function replace(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`"${from}" is not in the text`);
  return text.replace(from, to);
}

describe('an attribute a directive does not take', () => {
  it('on a slip, a footnote mark and a clause of a law text: each refused at its directive', () => {
    const law = replace(
      replace(read('laws/27/2017.md'), ':sic[Al]{read=A1 note=al-for-a1}', ':sic[Al]{read=A1 note=al-for-a1 .red}'),
      '::clause{#A1}',
      '::clause{#A1 hidden=yes}',
    );
    expect(shown(parseLawText(law, 'law.md').diagnostics)).toEqual([
      `${where(law, '::clause{#A1 ')}: unknown attribute "hidden" on ::clause — a clause takes only its id: "::clause[Heading]{#B1a}"`,
      `${where(law, ':sic[Al]')}: unknown attribute "class" on :sic — a slip takes the reading and its note only: ":sic[Al]{read=A1 note=al-for-a1}"`,
    ]);
    const older = replace(read('laws/27/2007.md'), ':fn[\\*]{to=footnote}', ':fn[\\*]{to=footnote #mark}');
    expect(shown(parseLawText(older, 'law.md').diagnostics)).toEqual([
      `${where(older, ':fn[')}: unknown attribute "id" on :fn — a footnote mark takes only the footnote it points to: ":fn[\\*]{to=footnote}"`,
    ]);
  });

  it('on a passage and an auction of guidance: each refused at its directive, in the same words', () => {
    const guidance = replace(
      replace(
        read('guidance/comparable-calls.md'),
        ':::auction{example=comparable-calls-ib-1}',
        ':::auction{example=comparable-calls-ib-1 seat=N}',
      ),
      '::passage{#',
      '::passage{lang=fr #',
    );
    expect(shown(parseGuidance(guidance, 'g.md').diagnostics)).toEqual([
      `${where(guidance, '::passage{lang')}: unknown attribute "lang" on ::passage — a passage takes an id and, optionally, annotates="27B1a 27B1b" and topic="adjusted-score"`,
      `${where(guidance, ':::auction{example=comparable-calls-ib-1 ')}: unknown attribute "seat" on :::auction — an auction takes only the id of its example: ":::auction{example=zone7-4nt-4d}"`,
    ]);
  });
});
