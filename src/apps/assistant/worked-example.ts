/**
 * Which of the guides' worked examples to show beside a question: the one
 * whose auction is closest to the case — the same auction when a guide has
 * it (1NT – (2♠) – 2♦ is one of Zone 7's), else the most calls alike, place
 * by place from the dealer's, else the guides' best for the question.
 */
import type { WorkedExample } from '../../site/routes/assistant';

/** How alike two auctions are: the calls equal at the same place, counted from the first; the same length counts one more. */
function likeness(a: readonly string[], b: readonly string[]): number {
  const same = a.filter((c, i) => b[i] === c).length;
  return same * 2 + (a.length === b.length ? 1 : 0);
}

/** The example closest to the case's auction (`calls`: the insufficient bid last); ties go to the guides' order (best first). */
export function closestExample(
  examples: readonly WorkedExample[] | undefined,
  calls: readonly string[],
): WorkedExample | undefined {
  let best: WorkedExample | undefined;
  let score = -1;
  for (const e of examples ?? []) {
    const s = likeness(e.calls, calls);
    if (s > score) [best, score] = [e, s];
  }
  return best;
}
