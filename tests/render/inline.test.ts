/**
 * Law text → HTML, given a linker: references become links where the linker
 * says, slips keep the source's reading with the editors' mark, and nothing
 * in the words is lost or escaped away.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLawText } from '../../src/model/parse-law-text';
import { flatten, type LawText } from '../../src/model/law-text';
import { renderInlines, renderParagraphs, type InlineLinker } from '../../src/render/inline';

function parseFixture(name: string): LawText {
  const file = path.join(import.meta.dirname, '..', 'model', 'fixtures', 'parse', name);
  const { text, diagnostics } = parseLawText(readFileSync(file, 'utf8'), name);
  expect(diagnostics).toEqual([]);
  if (!text) throw new Error('no text');
  return text;
}

/** A linker that shows what it was asked, so the test sees every decision. */
const linker = (anchorBase = ''): InlineLinker => ({
  clause: (t) => `clause:${t.law}/${t.edition}/${t.clause}`,
  law: (law, clause) => `law:${law}/${clause ?? ''}`,
  anchor: (id) => `${anchorBase}#${id}`,
});

describe('rendering a law text', () => {
  it('links a cross-reference and the footnote mark through the linker', () => {
    const b1b = flatten(parseFixture('nested.md').clauses).find((c) => c.id === 'B1b');
    expect(renderParagraphs(b1b?.paragraphs ?? [], linker())).toBe(
      '<p>if, except as in <a class="xref" href="clause:27/2008-03/B1a">(a)</a>, it has the same meaning' +
        '<a class="fnref" href="#footnote" aria-label="see the footnote">*</a> the auction proceeds.</p>',
    );
  });

  it('makes in-page anchors full addresses where the clause is quoted elsewhere', () => {
    const b1b = flatten(parseFixture('nested.md').clauses).find((c) => c.id === 'B1b');
    expect(renderParagraphs(b1b?.paragraphs ?? [], linker('/laws/27/2008-03/'))).toContain(
      'href="/laws/27/2008-03/#footnote"',
    );
  });

  it('keeps a slip as the source reads it, inside the reference, with the editors mark after the link', () => {
    const b4 = flatten(parseFixture('slip.md').clauses).find((c) => c.id === 'B4');
    const html = renderParagraphs(b4?.paragraphs ?? [], linker());
    expect(html).toContain(
      '<a class="xref" href="clause:27/2017/A1"><span class="sic">Al</span></a><a class="ed sic-mark" href="#note-al-for-a1"',
    );
  });

  it('links another law where the linker says', () => {
    const d = flatten(parseFixture('nested.md').clauses).find((c) => c.id === 'D');
    expect(renderParagraphs(d?.paragraphs ?? [], linker())).toContain(
      '<a class="lawref" href="law:12/B1" data-law="12" data-clause="B1">Law 12B1</a>',
    );
  });

  it('escapes what could be markup in the words', () => {
    expect(renderInlines([{ type: 'text', value: 'a <b> & "c"' }], linker())).toBe('a &lt;b&gt; &amp; &quot;c&quot;');
  });
});

describe('an invisible character the source really has, allowed by an editorial note', () => {
  /** The slip fixture with a U+202E before "insufficient" in A1, allowed by a note on A1. */
  const source = readFileSync(path.join(import.meta.dirname, '..', 'model', 'fixtures', 'parse', 'slip.md'), 'utf8')
    .replace('insufficient bid may be accepted', '\u202Einsufficient bid may be accepted')
    .replace(
      'editorialNotes:\n',
      'editorialNotes:\n  - id: override-in-a1\n    kind: slip\n    clause: A1\n    text: The source has an invisible right-to-left override here; kept.\n    chars:\n      - { char: U+202E, at: "Any {U+202E}insufficient" }\n',
    );
  const { text, diagnostics } = parseLawText(source, 'content/laws/27/2017.md');
  const a1 = flatten(text?.clauses ?? []).find((c) => c.id === 'A1');

  it('is kept in the page, isolated so that it cannot reorder the words after it, and marked by its code point', () => {
    expect(diagnostics).toEqual([]);
    expect(renderParagraphs(a1?.paragraphs ?? [], linker())).toBe(
      '<p>Any <bdi class="kept-char">\u202E</bdi>' +
        '<span class="ed char-mark" role="img" aria-label="an invisible character, U+202E RIGHT-TO-LEFT OVERRIDE, kept as the source has it">⟨U+202E⟩</span>' +
        'insufficient bid may be accepted.</p>',
    );
  });

  it("the page's words without the editors' marks are the source's, byte for byte", () => {
    const html = renderParagraphs(a1?.paragraphs ?? [], linker());
    const words = html.replace(/<span class="ed[^>]*>[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '');
    expect(words).toBe(a1?.text);
    expect(words).toContain('\u202E');
  });

  it('each one, wherever it is in the words, and a zero-width space at the very start too', () => {
    expect(renderInlines([{ type: 'text', value: '\u200Ba\u2066b' }], linker())).toBe(
      '<bdi class="kept-char">\u200B</bdi><span class="ed char-mark" role="img" aria-label="an invisible character, U+200B ZERO WIDTH SPACE, kept as the source has it">⟨U+200B⟩</span>a' +
        '<bdi class="kept-char">\u2066</bdi><span class="ed char-mark" role="img" aria-label="an invisible character, U+2066 LEFT-TO-RIGHT ISOLATE, kept as the source has it">⟨U+2066⟩</span>b',
    );
  });
});
