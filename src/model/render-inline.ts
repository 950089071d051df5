/**
 * Inline law text → HTML. Words are escaped and kept exactly; what the
 * editors add (the mark after a slip, the label of a footnote mark) carries
 * the class "ed" so that readers, print and fidelity checks can tell it from
 * the law's own words.
 */
import { addresses } from './addresses';
import type { Inline, ReferenceTarget } from './law-text';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function noteAnchor(noteId: string): string {
  return `note-${noteId}`;
}

function targetHref(target: ReferenceTarget): string | null {
  if (target.kind === 'clause') return addresses.clauseInEdition(target.law, target.edition, target.clause);
  return null;
}

export function renderInlines(inlines: readonly Inline[]): string {
  return inlines.map((inline) => renderInline(inline)).join('');
}

/** The editors' mark after a slip: a link to the note that explains it. */
function sicMark(inline: Extract<Inline, { type: 'sic' }>): string {
  return `<a class="ed sic-mark" href="#${noteAnchor(inline.note)}" aria-label="editorial note: the source reads ${escapeHtml(inline.value)}, read ${escapeHtml(inline.reading)}">[sic: read ${escapeHtml(inline.reading)}]</a>`;
}

function renderInline(inline: Inline, insideLink = false): string {
  switch (inline.type) {
    case 'text':
      return escapeHtml(inline.value);
    case 'sic':
      return `<span class="sic">${escapeHtml(inline.value)}</span>${insideLink ? '' : sicMark(inline)}`;
    case 'fnref':
      return insideLink
        ? escapeHtml(inline.value)
        : `<a class="fnref" href="#${escapeHtml(inline.to)}" aria-label="see the footnote">${escapeHtml(inline.value)}</a>`;
    case 'ref': {
      const href = targetHref(inline.target);
      if (!href) {
        const { law, clause } = inline.target as Extract<ReferenceTarget, { kind: 'law' }>;
        return `<span class="lawref" data-law="${law}"${clause ? ` data-clause="${escapeHtml(clause)}"` : ''}>${renderInlines(inline.children)}</span>`;
      }
      // Links cannot nest: marks of slips inside a reference follow the link.
      const inner = inline.children.map((child) => renderInline(child, true)).join('');
      const marks = inline.children.flatMap((child) => (child.type === 'sic' ? [sicMark(child)] : [])).join('');
      return `<a class="xref" href="${href}">${inner}</a>${marks}`;
    }
  }
}
