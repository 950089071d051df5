/**
 * Suit symbols with text alternatives: "1♥" stays "1♥" on screen and is read
 * as "1 hearts" by a screen reader. Used wherever free text is rendered.
 */
import type { ElementContent } from 'hast';

export const SUITS: Record<string, { name: string; key: string }> = {
  '♣': { name: 'clubs', key: 'c' },
  '♦': { name: 'diamonds', key: 'd' },
  '♥': { name: 'hearts', key: 'h' },
  '♠': { name: 'spades', key: 's' },
};

const SUIT_RUN = /([♣♦♥♠])\uFE0F?/gu;

/** Split a text into text nodes and suit-symbol elements. */
export function suitNodes(value: string): ElementContent[] {
  const out: ElementContent[] = [];
  let last = 0;
  for (const m of value.matchAll(SUIT_RUN)) {
    const suit = SUITS[m[1] ?? ''];
    if (!suit) continue;
    if (m.index > last) out.push({ type: 'text', value: value.slice(last, m.index) });
    out.push({
      type: 'element',
      tagName: 'span',
      properties: { className: ['suit', `suit-${suit.key}`], role: 'img', ariaLabel: suit.name },
      children: [{ type: 'text', value: m[1] ?? '' }],
    });
    last = m.index + m[0].length;
  }
  if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
  return out;
}
