/**
 * "Did you mean": the one suggester of the model, for every misspelt field
 * name, kind, edition, body, source or clause of every source. A name is
 * suggested when it is at most one edit away for every four letters of what
 * was written (at least one edit): an insertion, a deletion, a substitution
 * or two neighbours swapped ("2071" for "2017"), case aside.
 *
 * The Law 27 engine keeps its own suggester for its own input
 * (src/bridge/edit-distance.ts); the model shares no code with the engine's
 * input reader.
 */

/** Edits from `a` to `b`: insertions, deletions, substitutions and swaps of two neighbours each count one. */
export function editDistance(a: string, b: string): number {
  // Three rows of the optimal string alignment table.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      row.push(best);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** The known names nearest to `value` that it is likely a misspelling of, in the order given; none when nothing is close. */
export function nearest(value: string, known: readonly string[]): string[] {
  const limit = Math.max(1, Math.floor([...value].length / 4));
  let best = Infinity;
  let found: string[] = [];
  for (const k of known) {
    const d = editDistance(value.toLowerCase(), k.toLowerCase());
    if (d > limit || d > best) continue;
    if (d < best) [best, found] = [d, [k]];
    else if (!found.includes(k)) found.push(k);
  }
  return found;
}

/** ` (did you mean "X"?)`, ` (did you mean "X" or "Y"?)`, or '' when no known name is close. */
export function didYouMean(value: string, known: readonly string[]): string {
  const found = nearest(value, known);
  return found.length === 0 ? '' : ` (did you mean ${orList(found.map((n) => `"${n}"`))}?)`;
}

/** `"a", "b", "c"` */
export function quoteList(items: readonly string[]): string {
  return items.map((item) => `"${item}"`).join(', ');
}

/** "a, b or c" */
export function orList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

/**
 * The problem with an id one source gives of an entry of a registry file, or undefined when the file has it:
 * "unknown <what> "<id>": <file> <has> 'a', 'b'" with the nearest id, and the fix.
 */
export function unknownId(
  what: string,
  id: string,
  ids: readonly string[],
  where: { file: string; has: string; fix: string },
): { message: string; fix: string } | undefined {
  if (ids.includes(id)) return undefined;
  return {
    message: `unknown ${what} "${id}": ${where.file} ${where.has} ${quoteList(ids)}${didYouMean(id, ids)}`,
    fix: where.fix,
  };
}
