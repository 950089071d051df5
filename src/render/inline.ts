/**
 * Inline law text → HTML. Words are escaped and kept exactly; what the
 * editors add (the mark after a slip, the label of a footnote mark) carries
 * the class "ed" so that readers, print and fidelity checks can tell it from
 * the law's own words.
 */
import { characterName, codePointLabel, invisibleCharacters } from '../model/characters';
import { sicMarkText, type Inline, type ReferenceTarget } from '../model/law-text';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Words of a law text as HTML: escaped, and each invisible or control
 * character the source really has (kept because an editorial note allows
 * that occurrence, src/model/allowed-characters.ts) kept and made visible.
 * The character stays in the page, so that the words copied are the
 * source's; it is isolated (`<bdi>`), so that a bidirectional override or
 * embedding cannot reorder the words after it; and the editors' mark after
 * it shows its code point, "⟨U+202E⟩", named in full for a screen reader.
 * The mark carries the class "ed" (not the law's words: left out of the
 * search index, the fidelity checks and a copied selection).
 */
export function renderText(text: string): string {
  const kept = invisibleCharacters(text);
  if (kept.length === 0) return escapeHtml(text);
  let html = '';
  let from = 0;
  for (const { offset, codePoint } of kept) {
    const char = String.fromCodePoint(codePoint);
    html +=
      escapeHtml(text.slice(from, offset)) +
      `<bdi class="kept-char">${char}</bdi>` +
      `<span class="ed char-mark" role="img" aria-label="${escapeHtml(`an invisible character, ${characterName(codePoint)}, kept as the source has it`)}">⟨${codePointLabel(codePoint)}⟩</span>`;
    from = offset + char.length;
  }
  return html + escapeHtml(text.slice(from));
}

export function noteAnchor(noteId: string): string {
  return `note-${noteId}`;
}

/** Where the links of a law text lead; src/site gives one per page. */
export interface InlineLinker {
  /** A cross-reference to a clause of the same text. */
  clause(target: Extract<ReferenceTarget, { kind: 'clause' }>): string;
  /** A reference to another law, or a clause of it. */
  law(law: number, clause: string | null): string;
  /** An anchor of the text's own page (a footnote, an editorial note): "#B1b" there, a full address where quoted. */
  anchor(id: string): string;
}

export function renderInlines(inlines: readonly Inline[], linker: InlineLinker): string {
  return inlines.map((inline) => renderInline(inline, linker)).join('');
}

/** A clause's own paragraphs as `<p>` elements. */
export function renderParagraphs(paragraphs: readonly (readonly Inline[])[], linker: InlineLinker): string {
  return paragraphs.map((para) => `<p>${renderInlines(para, linker)}</p>`).join('');
}

/** The editors' mark after a slip: a link to the note that explains it. */
function sicMark(inline: Extract<Inline, { type: 'sic' }>, linker: InlineLinker): string {
  return `<a class="ed sic-mark" href="${escapeHtml(linker.anchor(noteAnchor(inline.note)))}" aria-label="editorial note: the source reads ${escapeHtml(inline.value)}, read ${escapeHtml(inline.reading)}">${escapeHtml(sicMarkText(inline.reading))}</a>`;
}

function renderInline(inline: Inline, linker: InlineLinker, insideLink = false): string {
  switch (inline.type) {
    case 'text':
      return renderText(inline.value);
    case 'sic':
      return `<span class="sic">${renderText(inline.value)}</span>${insideLink ? '' : sicMark(inline, linker)}`;
    case 'fnref':
      return insideLink
        ? renderText(inline.value)
        : `<a class="fnref" href="${escapeHtml(linker.anchor(inline.to))}" aria-label="see the footnote">${escapeHtml(inline.value)}</a>`;
    case 'ref': {
      const { target } = inline;
      const href = escapeHtml(target.kind === 'clause' ? linker.clause(target) : linker.law(target.law, target.clause));
      const cls = target.kind === 'clause' ? 'xref' : 'lawref';
      const data =
        target.kind === 'law'
          ? ` data-law="${target.law}"${target.clause ? ` data-clause="${escapeHtml(target.clause)}"` : ''}`
          : '';
      // Links cannot nest: marks of slips inside a reference follow the link.
      const inner = inline.children.map((child) => renderInline(child, linker, true)).join('');
      const marks = inline.children.flatMap((child) => (child.type === 'sic' ? [sicMark(child, linker)] : [])).join('');
      return `<a class="${cls}" href="${href}"${data}>${inner}</a>${marks}`;
    }
  }
}
