/**
 * Fidelity of the guidance: every word of each guidance seed is on its built
 * guidance page, in order, with nothing added among them — apart from the
 * artifacts listed in tests/fidelity/seeds.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Element, ElementContent } from 'hast';
import { words } from '../fidelity/words';
import { GUIDANCE_EXCERPTS, guidanceExcerpt } from '../fidelity/seeds';
import { classes, readPage, selectAll } from './site';

/** Text as a reader sees it: list numbers included, the editors' additions (class "ed") left out. */
function seenText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || classes(node).includes('ed')) return '';
  if (node.tagName === 'ol') {
    const start = Number(node.properties['start'] ?? 1);
    const items = node.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'li');
    return items.map((li, i) => ` ${start + i}. ${seenText(li)} `).join(' ');
  }
  return node.children.map(seenText).join(' ');
}

describe.each(GUIDANCE_EXCERPTS.map((e) => [e.document, e] as const))('guidance %s', (document, excerpt) => {
  it('has every word of its seed, in order, and no other', () => {
    const page = readPage(`/guidance/${document}/`);
    const shown = selectAll('.passage-body', page).map(seenText).join(' ');
    const expected = words(guidanceExcerpt(excerpt));
    expect(expected.length).toBeGreaterThan(500);
    expect(words(shown)).toEqual(expected);
  });
});
