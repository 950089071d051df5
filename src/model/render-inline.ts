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

function targetHref(target: Extract<ReferenceTarget, { kind: 'clause' }>): string {
  return addresses.clauseInEdition(target.law, target.edition, target.clause);
}

/** Where a reference to another law links; the corpus knows which laws it holds. */
export type LawHref = (law: number, clause: string | null) => string;

const stubHref: LawHref = (law, clause) => addresses.lawMention(law, clause);

export function renderInlines(inlines: readonly Inline[], lawHref: LawHref = stubHref): string {
  return inlines.map((inline) => renderInline(inline, lawHref)).join('');
}

/** The editors' mark after a slip: a link to the note that explains it. */
function sicMark(inline: Extract<Inline, { type: 'sic' }>): string {
  return `<a class="ed sic-mark" href="#${noteAnchor(inline.note)}" aria-label="editorial note: the source reads ${escapeHtml(inline.value)}, read ${escapeHtml(inline.reading)}">[sic: read ${escapeHtml(inline.reading)}]</a>`;
}

function renderInline(inline: Inline, lawHref: LawHref, insideLink = false): string {
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
      const { target } = inline;
      const href = target.kind === 'clause' ? targetHref(target) : lawHref(target.law, target.clause);
      const cls = target.kind === 'clause' ? 'xref' : 'lawref';
      const data = target.kind === 'law' ? ` data-law="${target.law}"${target.clause ? ` data-clause="${escapeHtml(target.clause)}"` : ''}` : '';
      // Links cannot nest: marks of slips inside a reference follow the link.
      const inner = inline.children.map((child) => renderInline(child, lawHref, true)).join('');
      const marks = inline.children.flatMap((child) => (child.type === 'sic' ? [sicMark(child)] : [])).join('');
      return `<a class="${cls}" href="${href}"${data}>${inner}</a>${marks}`;
    }
  }
}
