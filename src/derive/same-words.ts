/**
 * Do two texts of a law have the same words? A first, word-level answer
 * computed from the clause trees: a clause "differs in words" when the word
 * sequence of its marker, heading and text differs (punctuation, apostrophe
 * style, whitespace and letter case of headings do not count).
 */
import { flatten, type Clause, type LawText } from '../model/law-text';
import { words } from '../model/words';

export interface WordComparison {
  from: string;
  to: string;
  /** Clauses in both texts whose words differ. */
  differ: string[];
  /** Clauses in both texts whose words are the same but whose characters are not. */
  punctuationOnly: string[];
  onlyInFrom: string[];
  onlyInTo: string[];
  sameWords: boolean;
}

function clauseWords(c: Clause): string[] {
  return [...words(c.headingText ?? '').map((w) => w.toLowerCase()), ...words(c.text)];
}

function clauseChars(c: Clause): string {
  return `${c.headingText ?? ''}\n${c.text}`;
}

export function compareWords(from: LawText, to: LawText): WordComparison {
  const a = new Map(flatten(from.clauses).map((c) => [c.id, c]));
  const b = new Map(flatten(to.clauses).map((c) => [c.id, c]));
  const differ: string[] = [];
  const punctuationOnly: string[] = [];
  for (const [id, ca] of a) {
    const cb = b.get(id);
    if (!cb) continue;
    if (clauseWords(ca).join(' ') !== clauseWords(cb).join(' ')) differ.push(id);
    else if (clauseChars(ca) !== clauseChars(cb)) punctuationOnly.push(id);
  }
  const onlyInFrom = [...a.keys()].filter((id) => !b.has(id));
  const onlyInTo = [...b.keys()].filter((id) => !a.has(id));
  return {
    from: from.edition,
    to: to.edition,
    differ,
    punctuationOnly,
    onlyInFrom,
    onlyInTo,
    sameWords: differ.length === 0 && onlyInFrom.length === 0 && onlyInTo.length === 0,
  };
}
